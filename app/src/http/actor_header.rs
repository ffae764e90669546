//! Who a request acts for, and from where. With an identity configured: the
//! signed-in person `access::authorize` found (the header below is then
//! ignored). On a single-user loopback server: the name the person set in
//! the app, sent percent-encoded in `X-Fichas-Usuario` ('anónimo' when
//! absent). Every handler that writes takes an [`Actor`].

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;

use super::access::client_address;
use super::api_error::ApiError;
use crate::actor::{Actor, ANONYMOUS};
use crate::identity::{Identity, Via};

/// Header carrying the name the person set in the app, percent-encoded UTF-8.
pub const ACTOR_HEADER: &str = "x-fichas-usuario";

impl<S: Send + Sync> FromRequestParts<S> for Actor {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let address = client_address(&parts.headers, parts.extensions.get::<ConnectInfo<SocketAddr>>());
        match parts.extensions.get::<Identity>() {
            Some(who) if who.via != Via::SingleUser => {
                return Ok(Self {
                    name: who.name.clone(),
                    address,
                    subject: who.subject.clone(),
                    email: who.email.clone(),
                });
            }
            Some(_) => {}
            // Every writing route asks for a person (`access::ROUTES`).
            None => return Err(ApiError::Unauthenticated),
        }
        let name = parts
            .headers
            .get(ACTOR_HEADER)
            .and_then(|v| v.to_str().ok())
            .map(percent_decode)
            .map(|n| n.trim().chars().take(120).collect::<String>())
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| ANONYMOUS.to_string());
        Ok(Self { name, address, subject: None, email: None })
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
