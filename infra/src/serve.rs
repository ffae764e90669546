//! The connection loop: HTTP/1.1 with a deadline on every request's header.
//!
//! `axum::serve` gives hyper no timer, so hyper's header read timeout never
//! fires: a client that opens a connection and sends half a header (or
//! nothing) holds a socket and a task for as long as it likes, and a few
//! thousand such sockets from one laptop exhaust a small deployment's file
//! descriptors (issue 25, the "slowloris" attack). Here every connection
//! gets a timer: a request head not complete [`HEADER_READ_TIMEOUT`] after
//! the connection opened (or after the previous answer on a kept-alive
//! connection) closes the connection. The body's deadline between frames is
//! the router's (`app::http::BODY_FRAME_TIMEOUT`).

use std::convert::Infallible;
use std::future::Future;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// A request head (request line and headers) must arrive within this time.
/// Ten seconds is generous for any real client (a browser sends its head in
/// one packet) and what reverse proxies use by default (nginx's
/// `client_header_timeout` is 60 s, Apache's mod_reqtimeout 20–40 s).
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a clean stop waits for answers in flight before closing.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

/// Serves `router` on `listener` until `shutdown` resolves, then lets the
/// answers in flight finish (up to [`SHUTDOWN_GRACE`]). Every request carries
/// the client's address as `ConnectInfo<SocketAddr>`, as `axum::serve` does.
pub async fn serve(listener: TcpListener, router: Router, shutdown: impl Future<Output = ()>) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEADER_READ_TIMEOUT);
    let graceful = GracefulShutdown::new();
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
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(address));
            let router = router.clone();
            async move {
                let Ok(response) = router.oneshot(request.map(axum::body::Body::new)).await;
                Ok::<_, Infallible>(response)
            }
        });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
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
