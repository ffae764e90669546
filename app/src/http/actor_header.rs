//! Who a request acts for: the name the person set in the app, sent
//! percent-encoded in `X-Fichas-Usuario` ('anónimo' when absent), and the
//! client address. Every handler that writes takes an [`Actor`].

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;

use super::api_error::ApiError;
use crate::actor::{Actor, ANONYMOUS};

/// Header carrying the name the person set in the app, percent-encoded UTF-8.
pub const ACTOR_HEADER: &str = "x-fichas-usuario";

impl<S: Send + Sync> FromRequestParts<S> for Actor {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let name = parts
            .headers
            .get(ACTOR_HEADER)
            .and_then(|v| v.to_str().ok())
            .map(percent_decode)
            .map(|n| n.trim().chars().take(120).collect::<String>())
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| ANONYMOUS.to_string());
        let address = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip().to_string());
        Ok(Self { name, address })
    }
}

fn percent_decode(text: &str) -> String {
    let hex = |b: u8| (b as char).to_digit(16);
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_decode_the_actor_name() {
        assert_eq!(percent_decode("Jos%C3%A9%20P%C3%A9rez"), "José Pérez");
        assert_eq!(percent_decode("100%"), "100%");
    }
}
