//! How the server delivers the SPA and the API: precompressed assets,
//! compressed JSON, and cache headers (issue 24, fast delivery).

use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING};

use crate::helpers::spawn_app;
use crate::support::TestStore;

#[tokio::test]
async fn hashed_assets_are_sent_precompressed_and_kept_a_year() {
    let app = spawn_app(TestStore::sqlite()).await;
    let js = "export const a = 1;\n".repeat(200);
    app.web_file("assets/index-3f9a1c2b.js", js.as_bytes());
    app.web_file("assets/index-3f9a1c2b.js.br", b"brotli bytes");
    app.web_file("assets/index-3f9a1c2b.js.gz", b"gzip bytes");

    let get = |encoding: &'static str| {
        let request = app.client.get(app.url("/assets/index-3f9a1c2b.js"));
        if encoding.is_empty() {
            request
        } else {
            request.header(ACCEPT_ENCODING, encoding)
        }
    };
    let br = get("br, gzip").send().await.unwrap();
    assert_eq!(br.status(), 200);
    assert_eq!(br.headers()[CONTENT_ENCODING], "br");
    assert_eq!(br.headers()[CACHE_CONTROL], "public, max-age=31536000, immutable");
    assert_eq!(br.bytes().await.unwrap().as_ref(), b"brotli bytes", "the build's copy, not compressed again");
    let gz = get("gzip").send().await.unwrap();
    assert_eq!(gz.headers()[CONTENT_ENCODING], "gzip");
    let plain = get("").send().await.unwrap();
    assert!(plain.headers().get(CONTENT_ENCODING).is_none());
    assert_eq!(plain.text().await.unwrap(), js);

    // A hashed name that does not exist is a 404, never the SPA page kept a year.
    let missing = app.client.get(app.url("/assets/index-00000000.js")).send().await.unwrap();
    assert_eq!(missing.status(), 404);
    assert!(missing.headers().get(CACHE_CONTROL).is_none());
}

#[tokio::test]
async fn the_spa_entry_points_are_revalidated_on_every_visit() {
    let app = spawn_app(TestStore::sqlite()).await;
    for path in ["/", "/nuevo", "/proyectos?x=1", "/index.html"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers()[CACHE_CONTROL], "no-cache", "{path}");
    }
}

#[tokio::test]
async fn api_json_is_compressed_for_clients_that_accept_it() {
    let app = spawn_app(TestStore::sqlite()).await;
    let plain = app.client.get(app.url("/api/openapi.json")).send().await.unwrap();
    let plain_len = plain.bytes().await.unwrap().len();
    for encoding in ["br", "gzip"] {
        let response =
            app.client.get(app.url("/api/openapi.json")).header(ACCEPT_ENCODING, encoding).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()[CONTENT_ENCODING], encoding);
        assert!(response.headers().get(CACHE_CONTROL).is_none(), "API answers set their own caching");
        let compressed = response.bytes().await.unwrap().len();
        assert!(compressed * 4 < plain_len, "{encoding}: {compressed} of {plain_len} bytes");
    }
}
