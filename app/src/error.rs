//! The one error type use cases return.

use cqrs_es::AggregateError;
use domain::rules::{DomainError, Rejection};

/// Why a use case failed, already classified for the transport.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// A domain rule refused the command; `message` is Spanish, for the user.
    #[error("{message}")]
    Rejected { rejection: Rejection, code: &'static str, message: String, field: Option<&'static str> },
    /// Another writer changed the same aggregate first.
    #[error("version conflict")]
    Conflict,
    /// Storage or another infrastructure failure; never shown to the user.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    /// A rule a use case checked itself (outside an aggregate).
    pub fn from_rule<E: DomainError>(error: E) -> Self {
        Self::Rejected {
            rejection: error.rejection(),
            code: error.code(),
            message: error.to_string(),
            field: error.field(),
        }
    }
}

impl<E> From<AggregateError<E>> for AppError
where
    E: DomainError + Send + Sync + 'static,
{
    fn from(error: AggregateError<E>) -> Self {
        match error {
            AggregateError::UserError(e) => {
                Self::Rejected { rejection: e.rejection(), code: e.code(), message: e.to_string(), field: e.field() }
            }
            AggregateError::AggregateConflict => Self::Conflict,
            AggregateError::DatabaseConnectionError(e)
            | AggregateError::DeserializationError(e)
            | AggregateError::UnexpectedError(e) => Self::Internal(anyhow::anyhow!(e)),
        }
    }
}
