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
