//! Issue 26: local accounts, sessions, CSRF, the login rate limit, the safe
//! default of a single local user, the roles table, and the signed-in author
//! on every event and in every history.

use app::http::access::{access_for, ROUTES};
use app::identity::Access;
use app::server_config::{AuthMode, AuthSettings};
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{
    assert_error, demo_catalogue, spawn_app, spawn_app_with_auth, status_and_body, status_and_json, TestApp,
};
use crate::on_both_stores;
use crate::support::rack_body;
use crate::support::TestStore;

on_both_stores!(
    a_single_user_server_needs_no_login_and_says_so,
    a_local_account_signs_in_writes_with_proof_of_origin_and_signs_out,
    every_event_names_the_signed_in_person_never_the_header,
    failed_logins_are_limited_per_account_and_per_address,
    each_role_takes_its_routes_and_is_refused_the_others,
    engineers_edit_the_library_only_when_the_company_allows,
    a_password_change_ends_open_sessions,
    a_personal_token_acts_with_its_owners_role_until_revoked,
);

const PASSWORD: &str = "contraseña segura 1";

fn local() -> AuthSettings {
    AuthSettings { mode: AuthMode::Local, ..AuthSettings::default() }
}

/// Runs the binary on the app's store, `stdin` on its standard input.
pub(crate) fn fichas(app: &TestApp, args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_fichas"));
    command.args(args).args(["--log", "warn"]).env_remove("DATABASE_URL").env_remove("FICHAS_AUTH");
    match &app.store {
        TestStore::Sqlite(dir) => command.args(["--data-dir", dir.path().to_str().unwrap()]),
        TestStore::Postgres { url } => command.args(["--database-url", url]),
    };
    let mut child = command
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// `fichas users add`, the password typed on standard input.
fn add_user(app: &TestApp, email: &str, name: &str, role: &str) {
    let output =
        fichas(app, &["users", "add", "--email", email, "--name", name, "--role", role], &format!("{PASSWORD}\n"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains(&format!("con el rol {role}")), "{stdout}");
}

pub(crate) struct Session {
    pub(crate) cookie: String,
    pub(crate) csrf: String,
}

async fn try_login(app: &TestApp, email: &str, password: &str) -> reqwest::Response {
    app.post("/api/auth/login", &json!({"email": email, "password": password})).await
}

async fn login(app: &TestApp, email: &str) -> Session {
    let response = try_login(app, email, PASSWORD).await;
    let set_cookie = response.headers()["set-cookie"].to_str().unwrap().to_string();
    let (status, me) = status_and_json(response).await;
    assert_eq!(status, 200, "{me}");
    let cookie = set_cookie.split(';').next().unwrap().to_string();
    Session { cookie, csrf: me["csrfToken"].as_str().unwrap().to_string() }
}

/// A request as the SPA sends it: the session cookie, and the CSRF token on writes.
pub(crate) async fn call(
    app: &TestApp,
    session: Option<&Session>,
    method: Method,
    path: &str,
    body: Option<&Value>,
) -> (u16, Value) {
    let mut request = app.client.request(method.clone(), app.url(path));
    if let Some(session) = session {
        request = request.header("cookie", &session.cookie);
        if method != Method::GET {
            request = request.header("x-csrf-token", &session.csrf);
        }
    }
    if let Some(body) = body {
        request = request.json(body);
    }
    status_and_body(request.send().await.unwrap()).await
}

pub(crate) fn condenser(model: &str) -> Value {
    json!({"model": model, "capacity": 120.5, "fanCount": 4, "fanPowerConsumption": 0.85, "isMicrochannel": false})
}

async fn a_single_user_server_needs_no_login_and_says_so(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, me) = call(&app, None, Method::GET, "/api/auth/me", None).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["mode"], "single");
    assert_eq!(me["role"], "administrador");
    assert_eq!(me["csrfToken"], Value::Null);
    assert_eq!(
        me["can"],
        json!({"editProjects": true, "editLibrary": true, "editSettings": true, "manageUsers": true})
    );
    let (status, body) =
        call(&app, None, Method::POST, "/api/auth/login", Some(&json!({"email": "a@b.c", "password": "x"}))).await;
    assert_eq!(status, 404, "no sign-in is offered: not a rule the body broke");
    assert_error(&body, "auth.single_user", "Este servidor funciona con un único usuario local, sin inicio de sesión");
    // Writes need nothing, and the name the browser states is the author.
    let response = app
        .client
        .post(app.url("/api/condensers"))
        .header("x-fichas-usuario", "Jos%C3%A9")
        .json(&condenser("CMC-1"))
        .send()
        .await
        .unwrap();
    let (status, row) = status_and_json(response).await;
    assert_eq!(status, 201, "{row}");
    let (_, history) =
        call(&app, None, Method::GET, &format!("/api/condensers/{}/history", row["id"].as_str().unwrap()), None).await;
    assert_eq!(history[0]["actor"], "José");
    assert_eq!(history[0]["actorEmail"], Value::Null);
    // Another site's page may not write, even here.
    let response = app
        .client
        .post(app.url("/api/condensers"))
        .header("sec-fetch-site", "cross-site")
        .json(&condenser("CMC-2"))
        .send()
        .await
        .unwrap();
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 403);
    assert_eq!(body["code"], "auth.csrf");
}

async fn a_local_account_signs_in_writes_with_proof_of_origin_and_signs_out(store: TestStore) {
    let app = spawn_app_with_auth(store, local()).await;
    add_user(&app, "Ana@Example.com", "Ana Ruiz", "administrador");

    let (status, body) = call(&app, None, Method::GET, "/api/projects", None).await;
    assert_eq!(status, 401);
    assert_error(&body, "auth.required", "Inicie sesión para continuar (su sesión no existe o ha caducado)");
    assert_eq!(call(&app, None, Method::GET, "/api/auth/me", None).await.0, 401);
    // The API description stays public.
    assert_eq!(call(&app, None, Method::GET, "/api/openapi.json", None).await.0, 200);

    for (email, password) in [("ana@example.com", "otra contraseña"), ("nadie@example.com", PASSWORD)] {
        let (status, body) = status_and_json(try_login(&app, email, password).await).await;
        assert_eq!(status, 401);
        assert_error(&body, "auth.bad_credentials", "Correo electrónico o contraseña incorrectos");
    }

    let response = try_login(&app, " ANA@example.com ", PASSWORD).await;
    let set_cookie = response.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(set_cookie.starts_with("fichas_sesion="), "{set_cookie}");
    for attribute in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=43200"] {
        assert!(set_cookie.contains(attribute), "{set_cookie} lacks {attribute}");
    }
    assert!(!set_cookie.contains("Secure"), "plain HTTP on loopback: {set_cookie}");
    let (_, me) = status_and_json(response).await;
    assert_eq!(
        (me["mode"].as_str(), me["name"].as_str(), me["email"].as_str()),
        (Some("local"), Some("Ana Ruiz"), Some("ana@example.com"))
    );
    let session = Session {
        cookie: set_cookie.split(';').next().unwrap().to_string(),
        csrf: me["csrfToken"].as_str().unwrap().to_string(),
    };
    let (status, again) = call(&app, Some(&session), Method::GET, "/api/auth/me", None).await;
    assert_eq!(status, 200);
    assert_eq!(again["csrfToken"], me["csrfToken"]);

    // A write with the cookie alone (as another site's form would send it) is refused.
    let bare = app.client.post(app.url("/api/condensers")).header("cookie", &session.cookie).json(&condenser("A-1"));
    let (status, body) = status_and_json(bare.send().await.unwrap()).await;
    assert_eq!(status, 403);
    assert_eq!(body["code"], "auth.csrf");
    let wrong =
        app.client.post(app.url("/api/condensers")).header("cookie", &session.cookie).header("x-csrf-token", "otro");
    assert_eq!(wrong.json(&condenser("A-1")).send().await.unwrap().status(), 403);
    // The token, the browser's Fetch Metadata or a matching Origin prove it.
    assert_eq!(call(&app, Some(&session), Method::POST, "/api/condensers", Some(&condenser("A-1"))).await.0, 201);
    let fetch_metadata = app
        .client
        .post(app.url("/api/condensers"))
        .header("cookie", &session.cookie)
        .header("sec-fetch-site", "same-origin");
    assert_eq!(fetch_metadata.json(&condenser("A-2")).send().await.unwrap().status(), 201);
    let host = app.address.trim_start_matches("http://").to_string();
    let origin = app
        .client
        .post(app.url("/api/condensers"))
        .header("cookie", &session.cookie)
        .header("origin", format!("http://{host}"));
    assert_eq!(origin.json(&condenser("A-3")).send().await.unwrap().status(), 201);

    // Logout ends the session on the server: the old cookie opens nothing.
    let response = app.client.post(app.url("/api/auth/logout")).header("cookie", &session.cookie).send().await.unwrap();
    assert_eq!(response.status(), 204);
    assert!(response.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
    assert_eq!(call(&app, Some(&session), Method::GET, "/api/projects", None).await.0, 401);

    // Behind a TLS proxy the cookie is Secure.
    let tls = app.client.post(app.url("/api/auth/login")).header("x-forwarded-proto", "https");
    let response = tls.json(&json!({"email": "ana@example.com", "password": PASSWORD})).send().await.unwrap();
    assert!(response.headers()["set-cookie"].to_str().unwrap().contains("; Secure"));
}

async fn every_event_names_the_signed_in_person_never_the_header(store: TestStore) {
    let app = spawn_app_with_auth(store, local()).await;
    demo_catalogue(&app).await;
    add_user(&app, "ana@example.com", "Ana Ruiz", "administrador");
    let ana = login(&app, "ana@example.com").await;
    let me = call(&app, Some(&ana), Method::GET, "/api/auth/me", None).await.1;

    // A library write stating another name in the header.
    let request = app
        .client
        .post(app.url("/api/condensers"))
        .header("cookie", &ana.cookie)
        .header("x-csrf-token", &ana.csrf)
        .header("x-fichas-usuario", "Impostor")
        .json(&condenser("CMC-9"));
    let (status, row) = status_and_json(request.send().await.unwrap()).await;
    assert_eq!(status, 201, "{row}");
    let path = format!("/api/condensers/{}", row["id"].as_str().unwrap());
    assert_eq!(call(&app, Some(&ana), Method::PATCH, &path, Some(&json!({"capacity": 130}))).await.0, 200);
    let (status, history) = call(&app, Some(&ana), Method::GET, &format!("{path}/history"), None).await;
    assert_eq!(status, 200, "{history}");
    assert_eq!(history.as_array().unwrap().len(), 2);
    for entry in history.as_array().unwrap() {
        assert_eq!(entry["actor"], "Ana Ruiz", "{entry}");
        assert_eq!(entry["actorEmail"], "ana@example.com");
        assert_eq!(entry["actorSubject"], me["subject"]);
    }
    assert_eq!(history[0]["summary"], "Condensador creado: CMC-9");
    assert_eq!(history[1]["summary"], "Condensador modificado: CMC-9");

    // A project: its history and the audit name her.
    let (status, project) = call(&app, Some(&ana), Method::POST, "/api/projects", Some(&rack_body("Rack Ana"))).await;
    assert_eq!(status, 201, "{project}");
    let (_, history) = call(
        &app,
        Some(&ana),
        Method::GET,
        &format!("/api/projects/{}/history", project["id"].as_str().unwrap()),
        None,
    )
    .await;
    assert_eq!(history[0]["actor"], "Ana Ruiz");
    assert_eq!(history[0]["actorEmail"], "ana@example.com");
    let output = fichas(&app, &["audit", "verify"], "");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("Ana Ruiz <ana@example.com>"), "{stdout}");

    // The catalogue import's compressors: their history and a coefficient set's.
    let compressors = call(&app, Some(&ana), Method::GET, "/api/compressors", None).await.1;
    let first = &compressors[0];
    let (status, history) = call(
        &app,
        Some(&ana),
        Method::GET,
        &format!("/api/compressors/{}/history", first["id"].as_str().unwrap()),
        None,
    )
    .await;
    assert_eq!(status, 200, "{history}");
    assert!(history[0]["summary"].as_str().unwrap().starts_with("Compresor registrado"), "{history}");
    let polynomials = call(
        &app,
        Some(&ana),
        Method::GET,
        &format!("/api/compressors/{}/polynomials", first["id"].as_str().unwrap()),
        None,
    )
    .await
    .1;
    let (status, history) = call(
        &app,
        Some(&ana),
        Method::GET,
        &format!("/api/polynomials/{}/history", polynomials[0]["id"].as_str().unwrap()),
        None,
    )
    .await;
    assert_eq!(status, 200, "{history}");
    assert!(history[0]["summary"].as_str().unwrap().starts_with("Polinomios importados"), "{history}");
    let (status, body) = call(&app, Some(&ana), Method::GET, "/api/heat-exchangers/nada/history", None).await;
    assert_eq!(status, 404, "{body}");
}

async fn failed_logins_are_limited_per_account_and_per_address(store: TestStore) {
    let app = spawn_app_with_auth(store, local()).await;
    add_user(&app, "ana@example.com", "Ana Ruiz", "ingeniero");
    add_user(&app, "luis@example.com", "Luis Gil", "lector");
    for _ in 0..5 {
        assert_eq!(try_login(&app, "ana@example.com", "adivinanza 123").await.status(), 401);
    }
    // Locked: even the right password waits.
    let response = try_login(&app, "ana@example.com", PASSWORD).await;
    assert_eq!(response.headers()["retry-after"], "900");
    let (status, body) = status_and_json(response).await;
    assert_eq!(status, 429);
    assert_error(
        &body,
        "auth.too_many_attempts",
        "Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos e intente de nuevo.",
    );
    // Another account from the same address still signs in...
    login(&app, "luis@example.com").await;
    // ...until the address itself has failed 20 times.
    for i in 0..15 {
        assert_eq!(try_login(&app, &format!("intruso{i}@example.com"), "x").await.status(), 401);
    }
    assert_eq!(try_login(&app, "luis@example.com", PASSWORD).await.status(), 429);
}

async fn each_role_takes_its_routes_and_is_refused_the_others(store: TestStore) {
    let app = spawn_app_with_auth(store, local()).await;
    add_user(&app, "admin@example.com", "Ada Admin", "administrador");
    add_user(&app, "ing@example.com", "Iñigo Ingeniero", "ingeniero");
    add_user(&app, "lector@example.com", "Laura Lectora", "lector");
    let sessions = [
        login(&app, "admin@example.com").await,
        login(&app, "ing@example.com").await,
        login(&app, "lector@example.com").await,
    ];
    let cans = [
        json!({"editProjects": true, "editLibrary": true, "editSettings": true, "manageUsers": true}),
        json!({"editProjects": true, "editLibrary": true, "editSettings": false, "manageUsers": false}),
        json!({"editProjects": false, "editLibrary": false, "editSettings": false, "manageUsers": false}),
    ];
    for (session, can) in sessions.iter().zip(&cans) {
        assert_eq!(&call(&app, Some(session), Method::GET, "/api/auth/me", None).await.1["can"], can);
    }
    let empty = json!({});
    // (method, path, body, allowed for administrador, ingeniero, lector)
    let matrix: Vec<(Method, &str, Option<Value>, [bool; 3])> = vec![
        (Method::GET, "/api/projects", None, [true, true, true]),
        (Method::GET, "/api/company-settings", None, [true, true, true]),
        (Method::GET, "/api/condensers", None, [true, true, true]),
        (Method::GET, "/api/projects/x/history", None, [true, true, true]),
        (Method::GET, "/api/compressors/x/history", None, [true, true, true]),
        (Method::POST, "/api/calculate", Some(empty.clone()), [true, true, true]),
        (Method::POST, "/api/datasheets/x/regenerate", None, [true, true, true]),
        (Method::POST, "/api/projects", Some(empty.clone()), [true, true, false]),
        (Method::DELETE, "/api/projects/x", None, [true, true, false]),
        (Method::POST, "/api/projects/x/generate-pdf", None, [true, true, false]),
        (Method::POST, "/api/objects/upload", None, [true, true, false]),
        (Method::POST, "/api/condensers", Some(condenser("R-1")), [true, true, false]),
        (Method::DELETE, "/api/condensers/x", None, [true, true, false]),
        (Method::POST, "/api/polynomials", Some(empty.clone()), [true, true, false]),
        (Method::POST, "/api/company-settings", Some(empty.clone()), [true, false, false]),
        (Method::POST, "/api/design-config", Some(empty.clone()), [true, false, false]),
        (Method::POST, "/api/design-config/upload", None, [true, false, false]),
        (Method::GET, "/api/users", None, [true, false, false]),
        (Method::POST, "/api/users", Some(empty.clone()), [true, false, false]),
        (Method::PATCH, "/api/users/x", Some(empty.clone()), [true, false, false]),
    ];
    for (method, path, body, allowed) in &matrix {
        for (role, session) in ["administrador", "ingeniero", "lector"].iter().zip(&sessions) {
            let index = ["administrador", "ingeniero", "lector"].iter().position(|r| r == role).unwrap();
            let (status, answer) = call(&app, Some(session), method.clone(), path, body.as_ref()).await;
            if allowed[index] {
                assert!(status != 401 && status != 403, "{role} {method} {path}: {status} {answer}");
            } else {
                assert_eq!(status, 403, "{role} {method} {path}: {answer}");
                assert_eq!(answer["code"], "auth.forbidden");
                assert!(
                    answer["message"].as_str().unwrap().starts_with(&format!("Su rol ({role}) no permite")),
                    "{answer}"
                );
            }
        }
    }
    // Nobody signed in: every route but the public ones answers 401.
    for (method, path, access) in ROUTES {
        if *access == Access::Public || *path == "/docs" {
            continue;
        }
        let concrete = format!(
            "/api{}",
            path.replace("{id}", "x").replace("{code}", "R404A").replace("{key}", "k").replace("{version}", "1")
        );
        let (status, body) =
            call(&app, None, Method::from_bytes(method.as_bytes()).unwrap(), &concrete, Some(&empty)).await;
        assert_eq!(status, 401, "{method} {concrete}: {body}");
    }
}

async fn engineers_edit_the_library_only_when_the_company_allows(store: TestStore) {
    let app = spawn_app_with_auth(store, AuthSettings { engineers_edit_library: false, ..local() }).await;
    add_user(&app, "ing@example.com", "Iñigo Ingeniero", "ingeniero");
    let session = login(&app, "ing@example.com").await;
    let (_, me) = call(&app, Some(&session), Method::GET, "/api/auth/me", None).await;
    assert_eq!(me["can"]["editLibrary"], false);
    let (status, body) = call(&app, Some(&session), Method::POST, "/api/condensers", Some(&condenser("R-2"))).await;
    assert_eq!(status, 403);
    assert_error(&body, "auth.forbidden", "Su rol (ingeniero) no permite modificar la biblioteca");
    assert_eq!(call(&app, Some(&session), Method::POST, "/api/projects", Some(&json!({}))).await.0, 422);
}

async fn a_password_change_ends_open_sessions(store: TestStore) {
    let app = spawn_app_with_auth(store, local()).await;
    add_user(&app, "ana@example.com", "Ana Ruiz", "lector");
    let session = login(&app, "ana@example.com").await;
    assert_eq!(call(&app, Some(&session), Method::GET, "/api/projects", None).await.0, 200);
    let output = fichas(&app, &["users", "passwd", "--email", "ana@example.com"], "nueva contraseña 2\n");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(call(&app, Some(&session), Method::GET, "/api/projects", None).await.0, 401);
    assert_eq!(try_login(&app, "ana@example.com", PASSWORD).await.status(), 401);
    assert_eq!(try_login(&app, "ana@example.com", "nueva contraseña 2").await.status(), 200);
    // Too short a password, or a taken e-mail, is refused with a Spanish reason.
    let output =
        fichas(&app, &["users", "add", "--email", "ana@example.com", "--name", "Otra", "--role", "lector"], "corta\n");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("al menos 10 caracteres"));
    let output = fichas(
        &app,
        &["users", "add", "--email", "ana@example.com", "--name", "Otra", "--role", "lector"],
        &format!("{PASSWORD}\n"),
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("Ya existe un usuario con el correo ana@example.com"));
}

#[tokio::test]
async fn a_server_beyond_loopback_without_identity_refuses_to_start() {
    let store = TestStore::sqlite();
    let settings = app::server_config::Settings {
        bind: std::net::SocketAddr::from(([0, 0, 0, 0], 0)),
        data_dir: store.data_dir(),
        store: store.settings_store(),
        web_dir: store.data_dir(),
        log: "warn".into(),
        llm: None,
        auth: AuthSettings::default(),
    };
    let Err(error) = infra::application::Application::build(&settings).await else { panic!("it started") };
    let message = error.to_string();
    assert!(message.contains("configure --auth local (FICHAS_AUTH=local)"), "{message}");
    assert!(message.contains("--auth oidc"), "{message}");
    assert!(message.contains("No identity is configured"), "{message}");
}

#[tokio::test]
async fn every_documented_operation_has_an_entry_in_the_access_table() {
    let app = spawn_app(TestStore::sqlite()).await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let mut documented = std::collections::BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys() {
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            assert!(access_for(&method, path).is_some(), "{method} {path} is missing from access::ROUTES");
            documented.insert(format!("{method} {}", path.trim_start_matches("/api")));
        }
    }
    for (method, path, _) in ROUTES {
        // The reference page, the document itself, and the code-less twin of
        // generate/{code} (it answers the 'code required' rule).
        if ["/docs", "/openapi.json", "/refrigerants-library/generate/"].contains(path) {
            continue;
        }
        assert!(documented.contains(&format!("{method} {path}")), "{method} {path} is in the table but not in the API");
    }
}

async fn a_personal_token_acts_with_its_owners_role_until_revoked(store: TestStore) {
    let app = spawn_app_with_auth(store, local()).await;
    add_user(&app, "ana@example.com", "Ana Ruiz", "ingeniero");
    add_user(&app, "luis@example.com", "Luis Gil", "lector");
    let ana = login(&app, "ana@example.com").await;
    let (status, body) = call(&app, Some(&ana), Method::POST, "/api/auth/tokens", Some(&json!({"name": " "}))).await;
    assert_eq!(status, 422);
    assert_eq!(body["field"], "name");
    let (status, made) =
        call(&app, Some(&ana), Method::POST, "/api/auth/tokens", Some(&json!({"name": "script"}))).await;
    assert_eq!(status, 201, "{made}");
    let secret = made["token"].as_str().unwrap().to_string();
    assert!(secret.starts_with("fichas_") && secret.len() > 40, "{secret}");
    // Listed without its secret.
    let (_, listed) = call(&app, Some(&ana), Method::GET, "/api/auth/tokens", None).await;
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["name"], "script");
    assert!(!listed.to_string().contains(&secret));

    // A script writes with it, no cookie and no CSRF token, as Ana.
    let bearer = |method: Method, path: &str| app.client.request(method, app.url(path)).bearer_auth(&secret);
    let (status, row) =
        status_and_json(bearer(Method::POST, "/api/condensers").json(&condenser("TOK-1")).send().await.unwrap()).await;
    assert_eq!(status, 201, "{row}");
    let history_path = format!("/api/condensers/{}/history", row["id"].as_str().unwrap());
    let (_, history) = status_and_json(bearer(Method::GET, &history_path).send().await.unwrap()).await;
    assert_eq!(history[0]["actor"], "Ana Ruiz");
    assert_eq!(history[0]["actorEmail"], "ana@example.com");
    // With the owner's role: an engineer may not change the company settings.
    let (status, _) =
        status_and_json(bearer(Method::POST, "/api/company-settings").json(&json!({})).send().await.unwrap()).await;
    assert_eq!(status, 403);

    // Another user neither sees nor revokes it; a reader's token reads only.
    let luis = login(&app, "luis@example.com").await;
    assert_eq!(call(&app, Some(&luis), Method::GET, "/api/auth/tokens", None).await.1, json!([]));
    let token_path = format!("/api/auth/tokens/{}", made["id"].as_str().unwrap());
    assert_eq!(call(&app, Some(&luis), Method::DELETE, &token_path, None).await.0, 404);
    let (_, reader) =
        call(&app, Some(&luis), Method::POST, "/api/auth/tokens", Some(&json!({"name": "lectura"}))).await;
    let reader_secret = reader["token"].as_str().unwrap();
    let read = app.client.get(app.url("/api/projects")).bearer_auth(reader_secret).send().await.unwrap();
    assert_eq!(read.status(), 200);
    let write = app.client.post(app.url("/api/condensers")).bearer_auth(reader_secret).json(&condenser("TOK-2"));
    assert_eq!(write.send().await.unwrap().status(), 403);

    // Revoked: it opens nothing, and an unknown token proves nobody even beside a cookie.
    assert_eq!(call(&app, Some(&ana), Method::DELETE, &token_path, None).await.0, 204);
    assert_eq!(bearer(Method::GET, "/api/projects").send().await.unwrap().status(), 401);
    let forged = app.client.get(app.url("/api/projects")).header("cookie", &ana.cookie).bearer_auth("fichas_inventado");
    assert_eq!(forged.send().await.unwrap().status(), 401);
    assert_eq!(call(&app, Some(&ana), Method::GET, "/api/auth/tokens", None).await.1, json!([]));
}
