//! Issue 25: clients that declare more than they may send, or send nothing,
//! do not hold the server.

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::spawn_app;
use crate::support::TestStore;

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
