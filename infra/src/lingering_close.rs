//! Lingering close: a connection the server ends is closed only after the
//! client has stopped sending (or a few seconds), so that the answer it was
//! sent arrives whole.
//!
//! On Linux (and BSD, Windows), closing a TCP socket whose receive buffer
//! still holds bytes the server never read makes the kernel send a reset
//! (RST) instead of an orderly FIN, and drop whatever of the answer is
//! still in the send buffer: the client sees "connection reset" a few
//! kilobytes before the end of the answer. hyper reads a request body only
//! when the route asks for it (it tries one cheap read when a route drops
//! the body unread, then stops reading), so any route that ignores its
//! body (`generate-pdf`, which takes none, sent `{}` by a script), and every
//! early answer (a 413 for a declared length over the limit, a 408), left
//! the late body bytes unread; with `Connection: close` (or after such an
//! answer, since hyper then cannot reuse the connection) the server closed,
//! and about one print in eight lost its last kilobyte (tester report,
//! defect 18). hyper's maintainers call this expected: the server must
//! drain what the client sends (hyperium/hyper#3078, #3944).
//!
//! What web servers do (nginx's `lingering_close`, Apache's
//! `lingering_close`): when the server ends a connection, it first shuts its
//! sending side (the client gets the whole answer, then a FIN), then reads
//! and discards whatever still arrives until the client closes its side,
//! for at most [`LINGER_TIME`] and [`LINGER_BYTES`], and only then closes.
//! [`LingeringClose`] does this for every connection the server's loop
//! serves, whatever the route: hyper calls `poll_shutdown` whenever it ends
//! a connection normally (`Connection: close`, a body left unread, a clean
//! stop). A connection hyper drops on an error (a request head past its
//! deadline, a malformed head) closes at once, as before.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Sleep;

/// Longest the server keeps reading, after its answer, for the client to
/// close its side (nginx's `lingering_time` is 30 s and `lingering_timeout`
/// 5 s; the bytes still coming here are at most the rest of one body).
pub const LINGER_TIME: Duration = Duration::from_secs(5);

/// Most bytes read and discarded after the answer: above the largest body
/// the server accepts (a 15 MB multipart upload, `http/declared_length.rs`).
pub const LINGER_BYTES: usize = 16 * 1024 * 1024;

/// A stream whose `shutdown` lingers: it shuts the sending side, then
/// discards what the client still sends until the client closes, for at
/// most [`LINGER_TIME`] and [`LINGER_BYTES`].
pub struct LingeringClose<S> {
    stream: S,
    linger: Option<Linger>,
}

struct Linger {
    write_closed: bool,
    deadline: Pin<Box<Sleep>>,
    discarded: usize,
}

impl<S> LingeringClose<S> {
    pub fn new(stream: S) -> Self {
        Self { stream, linger: None }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for LingeringClose<S> {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncWrite for LingeringClose<S> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let linger = this.linger.get_or_insert_with(|| Linger {
            write_closed: false,
            deadline: Box::pin(tokio::time::sleep(LINGER_TIME)),
            discarded: 0,
        });
        if !linger.write_closed {
            ready!(Pin::new(&mut this.stream).poll_shutdown(cx))?;
            linger.write_closed = true;
        }
        let mut scratch = [0u8; 8192];
        while linger.discarded < LINGER_BYTES {
            let mut buf = ReadBuf::new(&mut scratch);
            match Pin::new(&mut this.stream).poll_read(cx, &mut buf) {
                // The client closed its side: nothing unread remains.
                Poll::Ready(Ok(())) if buf.filled().is_empty() => break,
                Poll::Ready(Ok(())) => linger.discarded += buf.filled().len(),
                // Reset by the client: nothing left to protect.
                Poll::Ready(Err(_)) => break,
                Poll::Pending => {
                    ready!(linger.deadline.as_mut().poll(cx));
                    break;
                }
            }
        }
        Poll::Ready(Ok(()))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    use super::*;

    #[tokio::test]
    async fn shutdown_sends_the_answer_then_waits_for_the_client_to_close_discarding_what_it_sends() {
        let (server, mut client) = tokio::io::duplex(64);
        let mut server = LingeringClose::new(server);
        let closing = tokio::spawn(async move {
            server.write_all(b"answer").await.unwrap();
            server.shutdown().await.unwrap();
            server
        });
        let mut answer = Vec::new();
        client.read_to_end(&mut answer).await.unwrap();
        assert_eq!(answer, b"answer", "the whole answer, then end of stream");
        assert!(!closing.is_finished(), "the server closed before the client did");
        client.write_all(&[b'x'; 1000]).await.unwrap();
        drop(client);
        let server = closing.await.unwrap();
        assert_eq!(server.linger.unwrap().discarded, 1000);
    }

    #[tokio::test]
    async fn a_client_that_never_closes_is_given_up_after_the_linger_time() {
        let (server, _client) = tokio::io::duplex(64);
        let mut server = LingeringClose::new(server);
        let started = Instant::now();
        server.shutdown().await.unwrap();
        let took = started.elapsed();
        assert!(took >= LINGER_TIME && took < LINGER_TIME + Duration::from_secs(3), "{took:?}");
    }

    #[tokio::test]
    async fn a_client_that_keeps_sending_is_given_up_after_the_linger_bytes() {
        let (server, mut client) = tokio::io::duplex(64 * 1024);
        let mut server = LingeringClose::new(server);
        let flood = tokio::spawn(async move {
            let chunk = vec![b'x'; 64 * 1024];
            while client.write_all(&chunk).await.is_ok() {}
        });
        let started = Instant::now();
        server.shutdown().await.unwrap();
        assert!(started.elapsed() < LINGER_TIME, "stopped by the byte limit, not the clock");
        assert!(server.linger.as_ref().unwrap().discarded >= LINGER_BYTES);
        drop(server);
        flood.await.unwrap();
    }
}
