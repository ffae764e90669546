//! Issue 25: clients that declare more than they may send, send nothing,
//! trickle, stay idle or come in thousands do not hold the server.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::{demo_catalogue, spawn_app};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(under_2000_stalled_connections_health_and_a_rack_still_answer);

/// Sends only a request head and returns the answer's status line and how
/// long it took; the body it declares never comes.
async fn head_only(address: &str, head: &str) -> (String, Duration) {
    let host = address.trim_start_matches("http://");
    let mut socket = TcpStream::connect(host).await.unwrap();
    socket.write_all(head.as_bytes()).await.unwrap();
    let started = Instant::now();
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    while !answer.windows(4).any(|w| w == b"\r\n\r\n") {
        let read = tokio::time::timeout(Duration::from_secs(5), socket.read(&mut buffer)).await;
        match read {
            Ok(Ok(0)) | Err(_) => break,
            Ok(Ok(n)) => answer.extend_from_slice(&buffer[..n]),
            Ok(Err(e)) => panic!("read failed: {e}"),
        }
    }
    let text = String::from_utf8_lossy(&answer);
    (text.lines().next().unwrap_or("").to_string(), started.elapsed())
}

#[tokio::test]
async fn a_declared_length_over_the_limit_gets_413_without_waiting_for_the_body() {
    let app = spawn_app(TestStore::sqlite()).await;
    let cases = [
        ("/api/projects", "application/json", 20 * 1024 * 1024),
        ("/api/projects", "application/json", 2 * 1024 * 1024 + 1),
        ("/api/objects/upload", "multipart/form-data; boundary=x", 20 * 1024 * 1024),
    ];
    for (path, content_type, length) in cases {
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: {content_type}\r\nContent-Length: {length}\r\n\r\n"
        );
        let (status, took) = head_only(&app.address, &head).await;
        assert!(status.starts_with("HTTP/1.1 413"), "{path} {length}: {status:?}");
        assert!(took < Duration::from_secs(2), "{path} {length}: answered after {took:?}");
    }
}

#[tokio::test]
async fn a_declared_length_within_the_limit_is_still_read() {
    let app = spawn_app(TestStore::sqlite()).await;
    let body = "{\"name\":";
    let head = format!(
        "POST /api/condensers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let (status, _) = head_only(&app.address, &head).await;
    assert!(status.starts_with("HTTP/1.1 400"), "{status:?}");
}

/// Waits for the server to close `socket`, reading (and dropping) whatever
/// it answers; returns what it read and how long after `opened` the server
/// closed it.
async fn until_closed(socket: &mut TcpStream, opened: Instant, limit: Duration) -> (String, Duration) {
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    loop {
        match tokio::time::timeout_at((opened + limit).into(), socket.read(&mut buffer)).await {
            Ok(Ok(0)) | Ok(Err(_)) => break,
            Ok(Ok(n)) => answer.extend_from_slice(&buffer[..n]),
            Err(_) => panic!("the server kept the connection open for {limit:?}"),
        }
    }
    (String::from_utf8_lossy(&answer).into_owned(), opened.elapsed())
}

/// Hundreds of connections that send half a request head (or nothing) are
/// closed by the server once the head's deadline passes, and the server
/// answers everyone else meanwhile.
#[tokio::test]
async fn half_sent_request_heads_are_closed_after_the_header_deadline() {
    let app = spawn_app(TestStore::sqlite()).await;
    let host = app.address.trim_start_matches("http://").to_string();
    let mut sockets = Vec::new();
    for i in 0..300 {
        let mut socket = TcpStream::connect(&host).await.unwrap();
        let opened = Instant::now();
        if i % 3 != 0 {
            // A third send nothing at all.
            socket.write_all(b"GET /api/refrigerants HTTP/1.1\r\nHost: localhost\r\nX-Slow: ").await.unwrap();
        }
        sockets.push((socket, opened));
    }
    let health = app.client.get(format!("{}/health", app.address)).send().await.unwrap();
    assert_eq!(health.status(), 200, "a slow crowd must not hold the server");

    let limit = infra::serve::HEADER_READ_TIMEOUT + Duration::from_secs(10);
    let closed =
        futures::future::join_all(sockets.iter_mut().map(|(socket, opened)| until_closed(socket, *opened, limit)))
            .await;
    for (answer, took) in closed {
        assert!(took >= infra::serve::HEADER_READ_TIMEOUT - Duration::from_secs(2), "closed early: {took:?}");
        assert!(!answer.contains("200 OK"), "a half head was answered: {answer}");
    }
}

/// A body declared within the limit that stops arriving is given up with a
/// Spanish 408, and the connection closed, instead of waiting for ever.
#[tokio::test]
async fn a_body_that_stops_arriving_gets_408() {
    let app = spawn_app(TestStore::sqlite()).await;
    let host = app.address.trim_start_matches("http://");
    let mut socket = TcpStream::connect(host).await.unwrap();
    let opened = Instant::now();
    socket
        .write_all(
            b"POST /api/condensers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"name\":",
        )
        .await
        .unwrap();
    let limit = app::http::BODY_FRAME_TIMEOUT + Duration::from_secs(10);
    let (answer, took) = until_closed(&mut socket, opened, limit).await;
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("dejó de enviar datos"), "{answer}");
    assert!(took >= app::http::BODY_FRAME_TIMEOUT - Duration::from_secs(2), "{took:?}");
}

/// A body that keeps sending, a few bytes every 5 s (never 20 s of silence),
/// but far below 500 bytes a second is given up about 20 s after its head.
#[tokio::test]
async fn a_body_trickling_below_the_minimum_rate_gets_408() {
    let app = spawn_app(TestStore::sqlite()).await;
    let host = app.address.trim_start_matches("http://");
    let mut socket = TcpStream::connect(host).await.unwrap();
    let opened = Instant::now();
    socket
        .write_all(b"POST /api/condensers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
        .await
        .unwrap();
    let (reader, mut writer) = socket.into_split();
    let trickle = tokio::spawn(async move {
        for _ in 0..12 {
            if writer.write_all(b"          ").await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_secs(5)).await;
        }
    });
    let mut socket = reader;
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    let limit = opened + app::http::BODY_FRAME_TIMEOUT + Duration::from_secs(10);
    loop {
        match tokio::time::timeout_at(limit.into(), socket.read(&mut buffer)).await {
            Ok(Ok(0)) | Ok(Err(_)) => break,
            Ok(Ok(n)) => {
                answer.extend_from_slice(&buffer[..n]);
                if answer.windows(4).any(|w| w == b"\r\n\r\n") {
                    break;
                }
            }
            Err(_) => panic!("a trickling body was still being read after {:?}", opened.elapsed()),
        }
    }
    let took = opened.elapsed();
    trickle.abort();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(took >= app::http::BODY_FRAME_TIMEOUT - Duration::from_secs(2), "{took:?}");
}

/// A kept-alive connection that asks nothing more after an answer is closed
/// once the head deadline passes: the idle keep-alive timeout.
#[tokio::test]
async fn an_idle_kept_alive_connection_is_closed_after_the_head_deadline() {
    let app = spawn_app(TestStore::sqlite()).await;
    let host = app.address.trim_start_matches("http://");
    let mut socket = TcpStream::connect(host).await.unwrap();
    socket.write_all(b"GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n").await.unwrap();
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    while !String::from_utf8_lossy(&answer).contains("\"ok\"") {
        let n = tokio::time::timeout(Duration::from_secs(5), socket.read(&mut buffer)).await.unwrap().unwrap();
        assert!(n > 0, "closed before answering");
        answer.extend_from_slice(&buffer[..n]);
    }
    let answered = Instant::now();
    assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 200"));
    let (rest, took) =
        until_closed(&mut socket, answered, infra::serve::HEADER_READ_TIMEOUT + Duration::from_secs(10)).await;
    assert!(rest.is_empty(), "{rest}");
    assert!(took >= infra::serve::HEADER_READ_TIMEOUT - Duration::from_secs(2), "closed early: {took:?}");
}

/// Over the cap, a connection is answered 503 with Retry-After at once, as a
/// problem, without waiting for a slot; once connections close, the next is
/// served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_over_the_cap_gets_503_with_retry_after_at_once() {
    const CAP: usize = 20;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let router = axum::Router::new().route("/health", axum::routing::get(|| async { "ok" }));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(infra::serve::serve_with_cap(
        listener,
        router,
        async {
            let _ = stopped.await;
        },
        CAP,
    ));
    let mut crowd = Vec::new();
    for _ in 0..CAP {
        let mut socket = TcpStream::connect(address).await.unwrap();
        socket.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ").await.unwrap();
        crowd.push(socket);
    }
    let client = reqwest::Client::new();
    let started = Instant::now();
    let refused = client.get(format!("http://{address}/health")).send().await.unwrap();
    assert!(started.elapsed() < Duration::from_secs(1), "the 503 took {:?}", started.elapsed());
    assert_eq!(refused.status(), 503);
    assert_eq!(refused.headers()["retry-after"], infra::serve::RETRY_AFTER_SECONDS.to_string().as_str());
    assert_eq!(refused.headers()["content-type"], "application/problem+json");
    let problem: Value = refused.json().await.unwrap();
    assert_eq!((problem["status"].as_u64(), problem["code"].as_str()), (Some(503), Some("overloaded")));
    assert!(problem["detail"].as_str().unwrap().starts_with("El servidor está atendiendo demasiadas conexiones"));

    drop(crowd);
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let answer = reqwest::Client::new().get(format!("http://{address}/health")).send().await.unwrap();
        if answer.status() == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "closed connections did not free their slots");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _ = stop.send(());
    server.await.unwrap();
}

/// The p-th percentile (0-100) of `samples`, nearest rank.
fn percentile(samples: &mut [Duration], p: usize) -> Duration {
    samples.sort();
    samples[(samples.len() * p).div_ceil(100).max(1) - 1]
}

/// Issue 25: 2,000 connections that sent half a request head (or nothing)
/// do not hold the server: /health and a rack calculation keep answering
/// meanwhile, and every stalled socket is closed within the head deadline
/// (plus slack for a loaded machine). The p99 < 100 ms is a speed
/// goal, measured and recorded in docs/BENCHMARKS.md ("Slow clients"); this
/// test only fails where the crowd holds the requests (a held server answers
/// in seconds or never), so a loaded CI machine cannot make it flaky.
async fn under_2000_stalled_connections_health_and_a_rack_still_answer(store: TestStore) {
    const STALLED: usize = 2_000;
    const REQUESTS: usize = 200;
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let rack = json!({
        "refrigerant": "R404A", "condTemp": 40, "voltage": 460,
        "circuits": [{ "id": 1, "evapTemp": -6.7, "requiredCapacity": 40,
            "compressors": [{ "id": 1, "model": "3DA3-075E-TFD" }, { "id": 2, "model": "3DA3-075E-TFD" }] }]
    });
    let host = app.address.trim_start_matches("http://").to_string();
    let mut sockets = Vec::with_capacity(STALLED);
    for i in 0..STALLED {
        let mut socket = TcpStream::connect(&host).await.unwrap();
        let opened = Instant::now();
        if i % 3 != 0 {
            socket.write_all(b"POST /api/racks/calculate HTTP/1.1\r\nHost: localhost\r\nX-Slow: ").await.unwrap();
        }
        sockets.push((socket, opened));
    }
    let crowd_ready = Instant::now();

    let url = |path: &str| format!("{}{path}", app.address);
    // One warm-up of each, then the measured series.
    assert_eq!(app.client.get(url("/health")).send().await.unwrap().status(), 200);
    let warm = app.client.post(url("/api/racks/calculate")).json(&rack).send().await.unwrap();
    assert_eq!(warm.status(), 200, "{}", warm.text().await.unwrap());
    let (mut health, mut racks) = (Vec::with_capacity(REQUESTS), Vec::with_capacity(REQUESTS));
    for _ in 0..REQUESTS {
        let started = Instant::now();
        let answer = app.client.get(url("/health")).send().await.unwrap();
        assert_eq!(answer.status(), 200);
        answer.bytes().await.unwrap();
        health.push(started.elapsed());
        let started = Instant::now();
        let answer = app.client.post(url("/api/racks/calculate")).json(&rack).send().await.unwrap();
        assert_eq!(answer.status(), 200);
        answer.bytes().await.unwrap();
        racks.push(started.elapsed());
    }
    let measured = crowd_ready.elapsed();
    assert!(measured < infra::serve::HEADER_READ_TIMEOUT, "measuring took {measured:?}: the crowd may have closed");
    let (health_p50, health_p99) = (percentile(&mut health, 50), percentile(&mut health, 99));
    let (rack_p50, rack_p99) = (percentile(&mut racks, 50), percentile(&mut racks, 99));
    eprintln!(
        "{STALLED} stalled connections: /health p50 {health_p50:?} p99 {health_p99:?}; rack p50 {rack_p50:?} p99 {rack_p99:?} ({REQUESTS} each)"
    );
    let held = Duration::from_secs(1);
    assert!(health_p99 < held, "/health p99 {health_p99:?}: the stalled crowd holds requests");
    assert!(rack_p99 < held, "rack p99 {rack_p99:?}: the stalled crowd holds requests");

    let limit = infra::serve::HEADER_READ_TIMEOUT + Duration::from_secs(10);
    let closed =
        futures::future::join_all(sockets.iter_mut().map(|(socket, opened)| until_closed(socket, *opened, limit)))
            .await;
    let slowest = closed.iter().map(|(_, took)| *took).max().unwrap();
    eprintln!("the {STALLED} stalled sockets were closed at most {slowest:?} after opening");
    for (answer, took) in closed {
        assert!(took >= infra::serve::HEADER_READ_TIMEOUT - Duration::from_secs(2), "closed early: {took:?}");
        assert!(!answer.contains("200 OK"), "a half head was answered: {answer}");
    }
}
