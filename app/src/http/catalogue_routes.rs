//! The routes every library catalogue has (library.md section 7), written
//! once: list the live rows, create, update at the version the user opened
//! (`If-Match`), delete as an event, restore. A catalogue names what
//! differs by implementing [`Catalogue`] (its path, its bodies and answers,
//! its use cases) and declares its handlers with [`catalogue_handlers!`],
//! each under its own OpenAPI annotation (utoipa describes one concrete
//! function per operation, so the one-line handlers stay in the catalogue's
//! file and delegate to the generic ones here).

use std::fmt::Debug;
use std::future::Future;

use axum::http::StatusCode;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::api_error::{ApiError, ApiJson};
use crate::actor::Actor;
use crate::AppState;

/// What one catalogue of the library is: where it lives, what its screens
/// send and receive, and which use cases do the work.
pub(super) trait Catalogue: 'static {
    /// The collection's path under `/api`, e.g. `/condensers`; a row is
    /// `{PATH}/{id}`, its restore `{PATH}/{id}/restore`.
    const PATH: &'static str;
    /// What the list can be narrowed by, read from the query string
    /// ([`NoFilter`] when nothing).
    type Filter: DeserializeOwned + Debug + Send + 'static;
    /// A live row: what the list and a restore answer.
    type Row: Serialize + Send + 'static;
    /// The body of a create, and what a create answers.
    type CreateBody: DeserializeOwned + Send + 'static;
    type Created: Serialize + Send + 'static;
    /// The body of an update, and what an update answers.
    type UpdateBody: DeserializeOwned + Send + 'static;
    type Updated: Serialize + Send + 'static;

    fn list(state: &AppState, filter: Self::Filter) -> impl Future<Output = Result<Vec<Self::Row>, ApiError>> + Send;
    fn create(
        state: &AppState,
        body: Self::CreateBody,
        actor: &Actor,
    ) -> impl Future<Output = Result<Self::Created, ApiError>> + Send;
    /// `expected`: the version the user opened; `None` writes over any.
    fn update(
        state: &AppState,
        id: &str,
        expected: Option<usize>,
        body: Self::UpdateBody,
        actor: &Actor,
    ) -> impl Future<Output = Result<Self::Updated, ApiError>> + Send;
    fn delete(
        state: &AppState,
        id: &str,
        expected: Option<usize>,
        actor: &Actor,
    ) -> impl Future<Output = Result<(), ApiError>> + Send;
    fn restore(state: &AppState, id: &str, actor: &Actor) -> impl Future<Output = Result<Self::Row, ApiError>> + Send;
}

/// The filter of a catalogue whose list takes none: any query string reads
/// as this (unknown parameters are ignored, as they always were).
#[derive(Debug, Deserialize)]
pub(super) struct NoFilter {}

pub(super) type Listed<C> = Result<ApiJson<Vec<<C as Catalogue>::Row>>, ApiError>;
pub(super) type Created<C> = Result<(StatusCode, ApiJson<<C as Catalogue>::Created>), ApiError>;
pub(super) type Updated<C> = Result<ApiJson<<C as Catalogue>::Updated>, ApiError>;
pub(super) type Restored<C> = Result<ApiJson<<C as Catalogue>::Row>, ApiError>;

pub(super) async fn list<C: Catalogue>(state: AppState, filter: C::Filter) -> Listed<C> {
    Ok(ApiJson(C::list(&state, filter).await?))
}

/// 201 with what the catalogue answers.
pub(super) async fn create<C: Catalogue>(state: AppState, actor: Actor, body: C::CreateBody) -> Created<C> {
    Ok((StatusCode::CREATED, ApiJson(C::create(&state, body, &actor).await?)))
}

pub(super) async fn update<C: Catalogue>(
    state: AppState,
    actor: Actor,
    id: String,
    expected: Option<usize>,
    body: C::UpdateBody,
) -> Updated<C> {
    Ok(ApiJson(C::update(&state, &id, expected, body, &actor).await?))
}

/// 204: the row is gone from the list, as an event (it can be restored).
pub(super) async fn delete<C: Catalogue>(
    state: AppState,
    actor: Actor,
    id: String,
    expected: Option<usize>,
) -> Result<StatusCode, ApiError> {
    C::delete(&state, &id, expected, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}

pub(super) async fn restore<C: Catalogue>(state: AppState, actor: Actor, id: String) -> Restored<C> {
    Ok(ApiJson(C::restore(&state, &id, &actor).await?))
}

/// Declares a catalogue's five handlers, each under the attributes written
/// before its name (its `#[utoipa::path]`), and `catalogue_routes()`, the
/// router of the five. Each handler reads the request (state, actor, id,
/// `If-Match`, body, in that order) and delegates to the generic handler
/// above; the log span records what it always did (never the state or a body).
macro_rules! catalogue_handlers {
    (
        $catalogue:ty;
        $(#[$list_doc:meta])* fn $list:ident;
        $(#[$create_doc:meta])* fn $create:ident;
        $(#[$update_doc:meta])* fn $update:ident;
        $(#[$delete_doc:meta])* fn $delete:ident;
        $(#[$restore_doc:meta])* fn $restore:ident;
    ) => {
        $(#[$list_doc])*
        #[::tracing::instrument(skip(state))]
        async fn $list(
            ::axum::extract::State(state): ::axum::extract::State<$crate::AppState>,
            $crate::http::api_error::ApiQuery(query): $crate::http::api_error::ApiQuery<
                <$catalogue as $crate::http::catalogue_routes::Catalogue>::Filter,
            >,
        ) -> $crate::http::catalogue_routes::Listed<$catalogue> {
            $crate::http::catalogue_routes::list::<$catalogue>(state, query).await
        }

        $(#[$create_doc])*
        #[::tracing::instrument(skip_all)]
        async fn $create(
            ::axum::extract::State(state): ::axum::extract::State<$crate::AppState>,
            actor: $crate::actor::Actor,
            $crate::http::api_error::ApiJson(body): $crate::http::api_error::ApiJson<
                <$catalogue as $crate::http::catalogue_routes::Catalogue>::CreateBody,
            >,
        ) -> $crate::http::catalogue_routes::Created<$catalogue> {
            $crate::http::catalogue_routes::create::<$catalogue>(state, actor, body).await
        }

        $(#[$update_doc])*
        #[::tracing::instrument(skip(state, body))]
        async fn $update(
            ::axum::extract::State(state): ::axum::extract::State<$crate::AppState>,
            actor: $crate::actor::Actor,
            $crate::http::api_error::ApiPath(id): $crate::http::api_error::ApiPath<String>,
            $crate::http::if_match::IfMatch(expected): $crate::http::if_match::IfMatch,
            $crate::http::api_error::ApiJson(body): $crate::http::api_error::ApiJson<
                <$catalogue as $crate::http::catalogue_routes::Catalogue>::UpdateBody,
            >,
        ) -> $crate::http::catalogue_routes::Updated<$catalogue> {
            $crate::http::catalogue_routes::update::<$catalogue>(state, actor, id, expected, body).await
        }

        $(#[$delete_doc])*
        #[::tracing::instrument(skip(state))]
        async fn $delete(
            ::axum::extract::State(state): ::axum::extract::State<$crate::AppState>,
            actor: $crate::actor::Actor,
            $crate::http::api_error::ApiPath(id): $crate::http::api_error::ApiPath<String>,
            $crate::http::if_match::IfMatch(expected): $crate::http::if_match::IfMatch,
        ) -> Result<::axum::http::StatusCode, $crate::http::api_error::ApiError> {
            $crate::http::catalogue_routes::delete::<$catalogue>(state, actor, id, expected).await
        }

        $(#[$restore_doc])*
        #[::tracing::instrument(skip(state))]
        async fn $restore(
            ::axum::extract::State(state): ::axum::extract::State<$crate::AppState>,
            actor: $crate::actor::Actor,
            $crate::http::api_error::ApiPath(id): $crate::http::api_error::ApiPath<String>,
        ) -> $crate::http::catalogue_routes::Restored<$catalogue> {
            $crate::http::catalogue_routes::restore::<$catalogue>(state, actor, id).await
        }

        /// The catalogue's collection, row and restore routes.
        fn catalogue_routes() -> ::axum::Router<$crate::AppState> {
            use ::axum::routing::{get, patch, post};
            let path = <$catalogue as $crate::http::catalogue_routes::Catalogue>::PATH;
            ::axum::Router::new()
                .route(path, get($list).post($create))
                .route(&format!("{path}/{{id}}"), patch($update).delete($delete))
                .route(&format!("{path}/{{id}}/restore"), post($restore))
        }
    };
}

pub(super) use catalogue_handlers;
