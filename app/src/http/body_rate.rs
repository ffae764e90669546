//! Request bodies that stop arriving, or trickle in, are given up with 408
//! (issue 25, item 4). Two deadlines, as Apache's mod_reqtimeout
//! (`body=20,MinRate=500`) has them:
//!
//! - no part of the body for [`BODY_FRAME_TIMEOUT`]: the client is not sending;
//! - a body must average [`BODY_MIN_RATE`] once [`BODY_FRAME_TIMEOUT`] has
//!   passed: the deadline is 20 s after the head plus one second per 500
//!   bytes received, so a client sending a byte every 19 s (under the first
//!   rule) is still given up after about 20 s.
//!
//! A real upload over a slow mobile link sends tens of kilobytes a second;
//! the 10 MB limit at 500 B/s would take 5.8 hours, so no real client meets
//! either rule.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes, HttpBody};
use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;
use http_body::{Frame, SizeHint};
use tokio::time::{Instant, Sleep};

/// The longest a request body may go without sending a byte, and the time
/// it has before [`BODY_MIN_RATE`] applies.
pub const BODY_FRAME_TIMEOUT: Duration = Duration::from_secs(20);

/// The slowest average a body may arrive at, in bytes per second, beyond its
/// first [`BODY_FRAME_TIMEOUT`] (Apache's `MinRate` default).
pub const BODY_MIN_RATE: u64 = 500;

/// Why a body was given up; `api_error::timed_out` finds it in the chain of
/// causes and answers 408.
#[derive(Debug, thiserror::Error)]
#[error("the request body stopped arriving or came slower than {BODY_MIN_RATE} bytes/s")]
pub struct TooSlow;

/// A body that fails with [`TooSlow`] when its next part is late.
struct Paced {
    inner: Body,
    started: Instant,
    received: u64,
    deadline: Pin<Box<Sleep>>,
}

impl Paced {
    fn new(inner: Body) -> Self {
        let started = Instant::now();
        Self { inner, started, received: 0, deadline: Box::pin(tokio::time::sleep_until(started + BODY_FRAME_TIMEOUT)) }
    }

    /// The earlier of "a frame within [`BODY_FRAME_TIMEOUT`]" and "on average
    /// [`BODY_MIN_RATE`] after the first [`BODY_FRAME_TIMEOUT`]".
    fn next_deadline(&self, now: Instant) -> Instant {
        let earned = Duration::from_secs_f64(self.received as f64 / BODY_MIN_RATE as f64);
        (now + BODY_FRAME_TIMEOUT).min(self.started + BODY_FRAME_TIMEOUT + earned)
    }
}

impl HttpBody for Paced {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    this.received += data.len() as u64;
                }
                let next = this.next_deadline(Instant::now());
                this.deadline.as_mut().reset(next);
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(other) => Poll::Ready(other),
            Poll::Pending => match this.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Some(Err(axum::Error::new(TooSlow)))),
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// Gives every request body the two deadlines.
pub async fn pace(request: Request, next: Next) -> Response {
    next.run(request.map(|body| Body::new(Paced::new(body)))).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn it_should_allow_20_s_and_a_second_per_500_bytes_but_never_20_s_of_silence() {
        let mut paced = Paced::new(Body::empty());
        let start = paced.started;
        assert_eq!(paced.next_deadline(start), start + BODY_FRAME_TIMEOUT);
        // 5,000 bytes earn 10 s beyond the first 20.
        paced.received = 5_000;
        let late = start + Duration::from_secs(25);
        assert_eq!(paced.next_deadline(late), start + Duration::from_secs(30));
        // A fast body's credit never excuses 20 s without a byte.
        paced.received = 10_000_000;
        assert_eq!(paced.next_deadline(late), late + BODY_FRAME_TIMEOUT);
    }
}
