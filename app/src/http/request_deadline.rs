//! Deadlines on the requests that compute (issue 25, item 4): a calculation
//! or selection not answered within [`CALCULATION_DEADLINE`], or a print
//! (a data sheet's PDF) within [`PRINT_DEADLINE`], is given up with a
//! Spanish 503 instead of holding its connection. A rack takes tens of
//! microseconds (docs/BENCHMARKS.md), so the first only catches a
//! pathology; Chromium's own limits (30 s to launch, 30 s per page:
//! `infra::pdf`) come before the second.

use std::time::Duration;

use axum::extract::Request;
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::api_error::ApiError;

/// The longest a calculation or a selection may take.
pub const CALCULATION_DEADLINE: Duration = Duration::from_secs(15);

/// The longest printing a data sheet may take: above Chromium's launch and
/// page limits together, so that those answer first with their own message.
pub const PRINT_DEADLINE: Duration = Duration::from_secs(90);

/// The deadline of a request under `/api`, if it computes.
fn deadline(method: &Method, path: &str) -> Option<Duration> {
    let calculation = *method == Method::POST
        && (path == "/calculate" || path.ends_with("/calculate") || path.starts_with("/selection/"));
    let print = path.ends_with("/generate-pdf")
        || path.ends_with("/regenerate")
        || (path.starts_with("/datasheets/") && path.ends_with("/pdf"));
    if calculation {
        Some(CALCULATION_DEADLINE)
    } else if print {
        Some(PRINT_DEADLINE)
    } else {
        None
    }
}

/// Runs the request under its deadline, if it has one.
pub async fn limit(request: Request, next: Next) -> Response {
    let Some(limit) = deadline(request.method(), request.uri().path()) else {
        return next.run(request).await;
    };
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => ApiError::DeadlineExceeded(limit.as_secs()).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_give_calculations_and_prints_their_deadlines_and_nothing_else_one() {
        assert_eq!(deadline(&Method::POST, "/racks/calculate"), Some(CALCULATION_DEADLINE));
        assert_eq!(deadline(&Method::POST, "/calculate"), Some(CALCULATION_DEADLINE));
        assert_eq!(deadline(&Method::POST, "/selection/compressors/at-duty"), Some(CALCULATION_DEADLINE));
        assert_eq!(deadline(&Method::POST, "/projects/p1/generate-pdf"), Some(PRINT_DEADLINE));
        assert_eq!(deadline(&Method::GET, "/datasheets/d1/pdf"), Some(PRINT_DEADLINE));
        assert_eq!(deadline(&Method::POST, "/datasheets/d1/regenerate"), Some(PRINT_DEADLINE));
        assert_eq!(deadline(&Method::GET, "/projects"), None);
        assert_eq!(deadline(&Method::POST, "/compressors/c1/import-polynomials"), None);
    }
}
