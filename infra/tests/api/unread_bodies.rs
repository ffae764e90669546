//! Defect 18: a client that sends a body no route reads, with
//! `Connection: close`, gets the whole answer, not a connection reset a few
//! kilobytes before its end (infra::lingering_close).

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpSocket;

use crate::helpers::{demo_catalogue, status_and_json, TestApp};
use crate::on_both_stores;
use crate::sheet_render::project_bodies;
use crate::support::TestStore;

on_both_stores!(answers_to_requests_with_an_unread_body_and_connection_close_arrive_whole);

/// How one raw request ended.
#[derive(Debug)]
struct Ended {
    status_line: String,
    content_length: Option<usize>,
    body_bytes: usize,
    reset: bool,
}

/// `method path` with the body `{}` and `Connection: close`, sent as
/// Python's urllib sends it (the head, then the body in a second write,
/// here after the route has started, so the server finds no body bytes
/// when it looks), read by a slow client (a small receive buffer, reading
/// only once the server has written its answer): the conditions in which
/// a server that closes with the body unread resets the connection and
/// drops the end of its answer.
async fn unread_body_request(address: SocketAddr, method: &str, path: &str) -> Ended {
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(16 * 1024).unwrap();
    let mut stream = socket.connect(address).await.unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nOrigin: http://{address}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stream.write_all(b"{}").await.unwrap();
    // The answer starts (a print takes a while), and the server has written
    // the rest of it into its own buffers a moment later.
    stream.readable().await.unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut answer = Vec::new();
    let mut buffer = [0u8; 8192];
    let reset = loop {
        match tokio::time::timeout(Duration::from_secs(30), stream.read(&mut buffer)).await {
            Ok(Ok(0)) => break false,
            Ok(Ok(n)) => answer.extend_from_slice(&buffer[..n]),
            Ok(Err(error)) if error.kind() == std::io::ErrorKind::ConnectionReset => break true,
            Ok(Err(error)) => panic!("{method} {path}: {error}"),
            Err(_) => panic!("{method} {path}: the server kept the connection open"),
        }
    };
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n").map_or(answer.len(), |at| at + 4);
    let head = String::from_utf8_lossy(&answer[..split]).into_owned();
    let content_length = head.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("content-length").then(|| value.trim().parse().unwrap())
    });
    Ended {
        status_line: head.lines().next().unwrap_or_default().to_string(),
        content_length,
        body_bytes: answer.len() - split,
        reset,
    }
}

fn assert_whole(ended: &Ended, what: &str) {
    assert!(ended.status_line.starts_with("HTTP/1.1 200"), "{what}: {ended:?}");
    assert!(!ended.reset, "{what}: connection reset after {} body bytes: {ended:?}", ended.body_bytes);
    assert_eq!(Some(ended.body_bytes), ended.content_length, "{what}: {ended:?}");
}

async fn answers_to_requests_with_an_unread_body_and_connection_close_arrive_whole(store: TestStore) {
    let app = crate::helpers::spawn_app(store).await;
    demo_catalogue(&app).await;
    let address: SocketAddr = app.address.trim_start_matches("http://").parse().unwrap();
    let (_, body) = project_bodies().swap_remove(1);
    let mut sheet = String::new();
    // The tester's case: the first print of new projects (about 115 kB each).
    for _ in 0..3 {
        let id = create(&app, &body).await;
        let ended = unread_body_request(address, "POST", &format!("/api/projects/{id}/generate-pdf")).await;
        assert_whole(&ended, "generate-pdf");
        assert!(ended.body_bytes > 64 * 1024, "a sheet larger than the client's buffer: {ended:?}");
        let sheets = app.list(&format!("/api/projects/{id}/datasheets")).await;
        sheet = sheets[0]["id"].as_str().unwrap().to_string();
    }
    // Any route that ignores its body: the issued sheet, the API document.
    for _ in 0..5 {
        assert_whole(&unread_body_request(address, "GET", &format!("/api/datasheets/{sheet}/pdf")).await, "sheet pdf");
        assert_whole(&unread_body_request(address, "GET", "/api/openapi.json").await, "openapi.json");
    }
}

async fn create(app: &TestApp, body: &Value) -> String {
    let (status, project) = status_and_json(app.post("/api/projects", body).await).await;
    assert_eq!(status, 201, "{project}");
    project["id"].as_str().unwrap().to_string()
}
