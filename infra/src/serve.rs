//! The connection loop: HTTP/1.1 with a deadline on every request's header
//! and a cap on open connections.
//!
//! `axum::serve` gives hyper no timer, so hyper's header read timeout never
//! fires: a client that opens a connection and sends half a header (or
//! nothing) holds a socket and a task for as long as it likes, and a few
//! thousand such sockets from one laptop exhaust a small deployment's file
//! descriptors (issue 25, the "slowloris" attack). Here every connection
//! gets a timer: a request head not complete [`HEADER_READ_TIMEOUT`] after
//! the connection opened (or after the previous answer on a kept-alive
//! connection) closes the connection; the same deadline is the idle
//! keep-alive timeout. The body's deadlines (between frames, and a minimum
//! rate) are the router's (`app::http::body_rate`).
//!
//! At most [`connection_cap`] connections are open at once; one more is
//! answered at once with `503` and `Retry-After` and closed (load shedding)
//! instead of waiting in the kernel's queue or exhausting descriptors.
//!
//! Every connection the server ends closes lingering
//! ([`crate::lingering_close`]): its answer is sent whole even when the
//! client sent bytes no route read.

use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tower::ServiceExt;

use crate::lingering_close::LingeringClose;

/// A request head (request line and headers) must arrive within this time.
/// Ten seconds is generous for any real client (a browser sends its head in
/// one packet) and what reverse proxies use by default (nginx's
/// `client_header_timeout` is 60 s, Apache's mod_reqtimeout 20–40 s).
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a clean stop waits for answers in flight before closing.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// The most connections open at once, when the process may open enough
/// files (see [`connection_cap`]): far above what a team's browsers and
/// scripts open (a browser keeps six per host), and what one small server
/// answers without running out of memory (a stalled connection costs a task
/// and two buffers, about 20 kB).
pub const MAX_CONNECTIONS: usize = 8_192;

/// Descriptors kept for everything else: the store, files, Chromium, logs.
const RESERVED_DESCRIPTORS: u64 = 256;

/// What a connection over the cap is told to wait before trying again.
pub const RETRY_AFTER_SECONDS: u64 = 1;

/// Raises the soft limit on open files to the hard one (Debian's default
/// soft limit, 1,024, would cap the server far below [`MAX_CONNECTIONS`]) and
/// returns the cap this process can honour: [`MAX_CONNECTIONS`], or the file
/// limit less [`RESERVED_DESCRIPTORS`] when that is lower.
pub fn connection_cap() -> usize {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit and setrlimit only read and write the struct given.
    let files = unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return MAX_CONNECTIONS;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit { rlim_cur: limit.rlim_max, rlim_max: limit.rlim_max };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit.rlim_cur = limit.rlim_max;
            }
        }
        limit.rlim_cur
    };
    let usable = usize::try_from(files.saturating_sub(RESERVED_DESCRIPTORS)).unwrap_or(usize::MAX);
    MAX_CONNECTIONS.min(usable.max(1))
}

/// Serves `router` on `listener` until `shutdown` resolves, then lets the
/// answers in flight finish (up to [`SHUTDOWN_GRACE`]). Every request carries
/// the client's address as `ConnectInfo<SocketAddr>`, as `axum::serve` does.
pub async fn serve(listener: TcpListener, router: Router, shutdown: impl Future<Output = ()>) {
    serve_with_cap(listener, router, shutdown, connection_cap()).await;
}

/// As [`serve`], with at most `cap` connections open at once.
pub async fn serve_with_cap(listener: TcpListener, router: Router, shutdown: impl Future<Output = ()>, cap: usize) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEADER_READ_TIMEOUT);
    let graceful = GracefulShutdown::new();
    let slots = Arc::new(Semaphore::new(cap));
    tracing::info!(cap, "accepting connections");
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, address) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of descriptors or a connection reset before it was
                    // accepted: wait a little rather than spin, as axum does.
                    tracing::warn!(error = %error, "failed to accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Ok(slot) = slots.clone().try_acquire_owned() else {
            tokio::spawn(shed(stream));
            continue;
        };
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(address));
            let router = router.clone();
            async move {
                let Ok(response) = router.oneshot(request.map(axum::body::Body::new)).await;
                Ok::<_, Infallible>(response)
            }
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(LingeringClose::new(stream)), service));
        tokio::spawn(async move {
            let _slot = slot;
            if let Err(error) = connection.await {
                // Timeouts, resets and malformed heads: the client's doing.
                tracing::debug!(error = %error, %address, "connection closed with an error");
            }
        });
    }
    drop(listener);
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown()).await.is_err() {
        tracing::warn!("answers still in flight after {} s; closing anyway", SHUTDOWN_GRACE.as_secs());
    }
}

/// The answer to a connection over the cap, an RFC 9457 problem like every
/// other error (`overloaded`), written without reading the request.
fn overloaded_answer() -> Vec<u8> {
    let body = serde_json::json!({
        "type": "urn:fichas:error:overloaded",
        "title": "Servicio no disponible",
        "status": 503,
        "detail": "El servidor está atendiendo demasiadas conexiones. Intente nuevamente en unos segundos.",
        "code": "overloaded",
        "message": "El servidor está atendiendo demasiadas conexiones. Intente nuevamente en unos segundos.",
        "error": "El servidor está atendiendo demasiadas conexiones. Intente nuevamente en unos segundos.",
    })
    .to_string();
    format!(
        "HTTP/1.1 503 Service Unavailable\r\nRetry-After: {RETRY_AFTER_SECONDS}\r\nContent-Type: application/problem+json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Answers 503 on a connection over the cap and closes it: reads the
/// request head (for at most a second, 16 kB) so that the answer comes after
/// the request, as clients expect, then writes and closes, lingering as
/// every connection does (the body it may send is never read).
async fn shed(stream: TcpStream) {
    let mut stream = LingeringClose::new(stream);
    static ANSWER: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let answer = ANSWER.get_or_init(overloaded_answer);
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        let mut head = Vec::new();
        let mut buffer = [0u8; 4096];
        while head.len() < 16 * 1024 && !head.windows(4).any(|w| w == b"\r\n\r\n") {
            match stream.read(&mut buffer).await? {
                0 => break,
                n => head.extend_from_slice(&buffer[..n]),
            }
        }
        stream.write_all(answer).await?;
        stream.shutdown().await
    })
    .await;
    tracing::debug!("connection over the cap answered 503");
}
