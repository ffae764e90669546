//! Issue 26: signing in with OpenID Connect (`--auth oidc`) against a real
//! provider run on this machine: node-oidc-provider
//! (tools/oidc-provider, installed by `make test`). Every hop of the
//! authorization code flow is followed by hand, as a browser would, so the
//! test sees what each side sends: PKCE, state, nonce, the code exchange
//! with the client secret, the ID token's name and e-mail, and the session
//! the server opens from it.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use app::identity::Role;
use app::server_config::{AuthMode, AuthSettings, OidcSettings, OIDC_CALLBACK_PATH};
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app_on, status_and_json, TestApp};
use crate::identity::{call, condenser, fichas, Session};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(
    a_person_signs_in_at_the_provider_and_acts_under_the_id_tokens_name,
    a_sign_in_whose_state_verifier_or_nonce_is_not_the_servers_opens_nothing,
);

const SECRET: &str = "secreto-de-prueba-del-cliente";

/// The provider's process, ended with the test.
struct Provider {
    child: Child,
    issuer: String,
}

impl Drop for Provider {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts node-oidc-provider with one client (`fichas`, [`SECRET`]) whose
/// redirect URI is `redirect`, and two people.
fn start_provider(redirect: &str) -> Provider {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/oidc-provider");
    assert!(
        folder.join("node_modules/oidc-provider").is_dir(),
        "node-oidc-provider is not installed: run `make oidc-provider-deps` (or `make test`)"
    );
    let accounts = json!([
        {"sub": "sub-ana-7f3", "email": "Ana.Ruiz@Example.com", "name": "Ana Ruiz Ortega", "password": "clave de Ana 1"},
        {"sub": "sub-luis-2c9", "email": "luis@example.com", "name": "Luis Gil", "password": "clave de Luis 1"},
    ]);
    let mut child = Command::new("node")
        .arg(folder.join("provider.mjs"))
        .env("OIDC_PORT", "0")
        .env("OIDC_CLIENT_ID", "fichas")
        .env("OIDC_CLIENT_SECRET", SECRET)
        .env("OIDC_REDIRECT_URI", redirect)
        .env("OIDC_ACCOUNTS", accounts.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Failed to start node");
    let mut line = String::new();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    stdout.read_line(&mut line).unwrap();
    // Keep reading what it prints: a closed pipe would end it (EPIPE).
    std::thread::spawn(move || std::io::copy(&mut stdout, &mut std::io::sink()));
    let issuer = line.trim().strip_prefix("listening ").unwrap_or_else(|| panic!("provider said {line:?}")).to_string();
    Provider { child, issuer }
}

/// A free port of 127.0.0.1 for the server (the provider must know its
/// redirect URI before the server starts).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// The provider, and a server with `--auth oidc` pointing at it.
async fn app_and_provider(store: TestStore) -> (TestApp, Provider) {
    let port = free_port();
    let public_url = format!("http://127.0.0.1:{port}");
    let provider = start_provider(&format!("{public_url}{OIDC_CALLBACK_PATH}"));
    let auth = AuthSettings {
        mode: AuthMode::Oidc,
        oidc: Some(OidcSettings {
            issuer: provider.issuer.clone(),
            client_id: "fichas".into(),
            client_secret: SECRET.into(),
            redirect_url: format!("{public_url}{OIDC_CALLBACK_PATH}"),
            default_role: Role::Lector,
        }),
        ..AuthSettings::default()
    };
    (spawn_app_on(store, auth, port).await, provider)
}

/// A browser: follows nothing by itself, keeps each host's cookies and
/// sends each only under its path (the provider's interaction cookies are
/// per sign-in path).
struct Browser {
    client: reqwest::Client,
    /// host:port → cookie name → (path, value).
    jar: BTreeMap<String, BTreeMap<String, (String, String)>>,
}

struct Hop {
    status: u16,
    location: Option<String>,
    body: String,
}

impl Browser {
    fn new() -> Self {
        let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
        Self { client, jar: BTreeMap::new() }
    }

    fn host(url: &str) -> String {
        url.split("://").nth(1).unwrap().split('/').next().unwrap().to_string()
    }

    fn path(url: &str) -> String {
        let rest = url.split("://").nth(1).unwrap();
        let path = rest.find('/').map_or("/", |i| &rest[i..]);
        path.split('?').next().unwrap().to_string()
    }

    fn cookie(&self, url: &str, name: &str) -> Option<&String> {
        self.jar.get(&Self::host(url)).and_then(|c| c.get(name)).map(|(_, value)| value)
    }

    /// Sets (or replaces, keeping its path) a cookie as a tampering page would.
    fn set_cookie(&mut self, url: &str, name: &str, value: &str) {
        let cookies = self.jar.entry(Self::host(url)).or_default();
        let path = cookies.get(name).map_or_else(|| "/".to_string(), |(path, _)| path.clone());
        cookies.insert(name.into(), (path, value.into()));
    }

    fn forget(&mut self, url: &str, name: &str) {
        self.jar.entry(Self::host(url)).or_default().remove(name);
    }

    async fn send(&mut self, method: Method, url: &str, form: Option<&[(&str, &str)]>) -> Hop {
        let host = Self::host(url);
        let path = Self::path(url);
        let mut request = self.client.request(method, url);
        let sent: Vec<String> = self
            .jar
            .get(&host)
            .into_iter()
            .flatten()
            .filter(|(_, (prefix, _))| path.starts_with(prefix.as_str()))
            .map(|(k, (_, v))| format!("{k}={v}"))
            .collect();
        if !sent.is_empty() {
            request = request.header("cookie", sent.join("; "));
        }
        if let Some(form) = form {
            request = request.form(form);
        }
        let response = request.send().await.unwrap();
        for set in response.headers().get_all("set-cookie") {
            let text = set.to_str().unwrap();
            let (pair, attributes) = text.split_once(';').unwrap_or((text, ""));
            let (name, value) = pair.split_once('=').unwrap();
            let expired = attributes.contains("Max-Age=0") || attributes.contains("expires=Thu, 01 Jan 1970");
            let cookie_path = attributes
                .split(';')
                .find_map(|a| a.trim().strip_prefix("path=").or_else(|| a.trim().strip_prefix("Path=")))
                .unwrap_or("/")
                .to_string();
            let cookies = self.jar.entry(host.clone()).or_default();
            if expired || value.is_empty() {
                cookies.remove(name.trim());
            } else {
                cookies.insert(name.trim().into(), (cookie_path, value.into()));
            }
        }
        let status = response.status().as_u16();
        let location = response.headers().get("location").map(|l| {
            let l = l.to_str().unwrap();
            if l.starts_with('/') {
                format!("http://{host}{l}")
            } else {
                l.to_string()
            }
        });
        Hop { status, location, body: response.text().await.unwrap() }
    }

    async fn get(&mut self, url: &str) -> Hop {
        self.send(Method::GET, url, None).await
    }

    /// Follows redirects until an answer that is not one, or one back to `stop_at`.
    async fn follow(&mut self, mut hop: Hop, stop_at: &str) -> (Hop, String) {
        let mut url = String::new();
        for _ in 0..10 {
            let Some(next) = hop.location.clone().filter(|_| (300..400).contains(&hop.status)) else { break };
            if next.starts_with(stop_at) {
                return (hop, next);
            }
            url = next;
            hop = self.get(&url).await;
        }
        (hop, url)
    }
}

/// Opens /api/auth/oidc/login and follows the browser to the provider's
/// sign-in page (or, with the provider's session already open, straight
/// back); answers the redirect to the callback, not yet taken.
async fn start_sign_in(app: &TestApp, browser: &mut Browser) -> String {
    let start = browser.get(&app.url("/api/auth/oidc/login")).await;
    assert_eq!(start.status, 303, "{}", start.body);
    let callback = app.url(OIDC_CALLBACK_PATH);
    let (page, url) = browser.follow(start, &callback).await;
    if url.starts_with(&callback) {
        return url;
    }
    assert_eq!(page.status, 200, "{url}: {}", page.body);
    assert!(page.body.contains("name=\"password\""), "{}", page.body);
    url
}

/// Types the e-mail and password on the provider's page at `page_url`;
/// answers the redirect to the callback.
async fn sign_in_at_provider(app: &TestApp, browser: &mut Browser, page_url: &str, email: &str, pass: &str) -> String {
    let posted = browser.send(Method::POST, page_url, Some(&[("email", email), ("password", pass)])).await;
    assert_eq!(posted.status, 303, "{}", posted.body);
    let (hop, url) = browser.follow(posted, &app.url(OIDC_CALLBACK_PATH)).await;
    assert!(url.starts_with(&app.url(OIDC_CALLBACK_PATH)), "{url}: {} {}", hop.status, hop.body);
    url
}

/// Takes the callback; answers where the server sent the browser.
async fn take_callback(browser: &mut Browser, callback: &str) -> String {
    let back = browser.get(callback).await;
    assert_eq!(back.status, 303, "{}", back.body);
    back.location.unwrap()
}

fn session_of(app: &TestApp, browser: &Browser) -> Option<String> {
    browser.cookie(&app.address, "fichas_sesion").map(|v| format!("fichas_sesion={v}"))
}

async fn me(app: &TestApp, cookie: &str) -> (u16, Value) {
    status_and_json(app.client.get(app.url("/api/auth/me")).header("cookie", cookie).send().await.unwrap()).await
}

async fn a_person_signs_in_at_the_provider_and_acts_under_the_id_tokens_name(store: TestStore) {
    let (app, provider) = app_and_provider(store).await;
    // Ana's administrator role is given before her first sign-in, by
    // e-mail, with no password: `fichas users add` with the deployment's
    // settings (--auth oidc and its provider) reads none.
    let issuer = provider.issuer.clone();
    let flags =
        ["--auth", "oidc", "--oidc-issuer", &issuer, "--oidc-client-id", "fichas", "--oidc-client-secret", SECRET];
    let add = ["users", "add", "--public-url", &app.address, "--email", "ana.ruiz@example.com", "--name", "Ana"];
    let output = fichas(&app, &[&add[..], &flags[..], &["--role", "administrador"]].concat(), "");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));

    let (_, mode) = status_and_json(app.get("/api/auth/mode").await).await;
    assert_eq!(mode["mode"], "oidc");
    let (status, body) = status_and_json(
        app.post("/api/auth/login", &json!({"email": "ana.ruiz@example.com", "password": "cualquiera 123"})).await,
    )
    .await;
    assert_eq!(status, 404);
    assert_error(&body, "auth.oidc", "Este servidor inicia sesión con el proveedor de identidad de la empresa");
    assert_eq!(app.get("/api/projects").await.status(), 401);

    // The way to the provider carries PKCE (S256), state, nonce, the scopes and this client.
    let mut browser = Browser::new();
    let start = browser.get(&app.url("/api/auth/oidc/login")).await;
    assert_eq!(start.status, 303);
    let to_provider = start.location.clone().unwrap();
    assert!(to_provider.starts_with(&format!("{}/auth?", provider.issuer)), "{to_provider}");
    for part in
        ["response_type=code", "client_id=fichas", "code_challenge_method=S256", "code_challenge=", "state=", "nonce="]
    {
        assert!(to_provider.contains(part), "{to_provider} lacks {part}");
    }
    assert!(
        to_provider.contains("scope=openid+profile+email") || to_provider.contains("scope=openid%20profile%20email")
    );
    let pending = browser.cookie(&app.address, "fichas_oidc").cloned().expect("no pending sign-in cookie");
    assert_eq!(pending.split('.').count(), 3);

    let callback = app.url(OIDC_CALLBACK_PATH);
    let (page, page_url) = browser.follow(start, &callback).await;
    assert_eq!(page.status, 200, "{}", page.body);
    // A wrong password at the provider sends nobody back.
    let wrong =
        browser.send(Method::POST, &page_url, Some(&[("email", "Ana.Ruiz@Example.com"), ("password", "otra")])).await;
    assert!(wrong.body.contains("Wrong e-mail or password"), "{}", wrong.body);
    let back = sign_in_at_provider(&app, &mut browser, &page_url, "Ana.Ruiz@Example.com", "clave de Ana 1").await;
    assert!(back.contains("code=") && back.contains("state="), "{back}");
    assert_eq!(take_callback(&mut browser, &back).await, app.url("/"));
    assert_eq!(browser.cookie(&app.address, "fichas_oidc"), None, "the pending sign-in is spent");

    // Her session: the ID token's name and e-mail, the role the administrator gave.
    let cookie = session_of(&app, &browser).expect("no session cookie");
    let (status, ana) = me(&app, &cookie).await;
    assert_eq!(status, 200, "{ana}");
    assert_eq!(ana["mode"], "oidc");
    assert_eq!(ana["name"], "Ana Ruiz Ortega");
    assert_eq!(ana["email"], "ana.ruiz@example.com");
    assert_eq!(ana["role"], "administrador");
    let session = Session { cookie: cookie.clone(), csrf: ana["csrfToken"].as_str().unwrap().to_string() };

    // What she writes is hers in the history.
    let (status, row) = call(&app, Some(&session), Method::POST, "/api/condensers", Some(&condenser("OIDC-1"))).await;
    assert_eq!(status, 201, "{row}");
    let path = format!("/api/condensers/{}/history", row["id"].as_str().unwrap());
    let (_, history) = call(&app, Some(&session), Method::GET, &path, None).await;
    assert_eq!(history[0]["actor"], "Ana Ruiz Ortega");
    assert_eq!(history[0]["actorEmail"], "ana.ruiz@example.com");
    assert_eq!(history[0]["actorSubject"], ana["subject"]);

    // Signing in again (the provider remembers her) keeps the same account.
    let first_back = back;
    let back = start_sign_in(&app, &mut browser).await;
    assert_eq!(take_callback(&mut browser, &back).await, app.url("/"));
    let second = session_of(&app, &browser).unwrap();
    let (_, again) = me(&app, &second).await;
    assert_eq!(again["subject"], ana["subject"]);

    // The first code a second time opens nothing (the provider spent it,
    // and revokes what it gave for it).
    browser.set_cookie(&app.address, "fichas_oidc", &pending);
    browser.forget(&app.address, "fichas_sesion");
    assert_eq!(take_callback(&mut browser, &first_back).await, app.url("/?acceso=rechazado"));
    assert_eq!(session_of(&app, &browser), None);

    // Logout ends the session here.
    let out = app.client.post(app.url("/api/auth/logout")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(out.status(), 204);
    assert_eq!(me(&app, &cookie).await.0, 401);

    // Luis, unknown here, starts as lector: he reads, and may not write.
    let mut other = Browser::new();
    let page_url = start_sign_in(&app, &mut other).await;
    let back = sign_in_at_provider(&app, &mut other, &page_url, "luis@example.com", "clave de Luis 1").await;
    assert_eq!(take_callback(&mut other, &back).await, app.url("/"));
    let cookie = session_of(&app, &other).unwrap();
    let (_, luis) = me(&app, &cookie).await;
    assert_eq!((luis["name"].as_str(), luis["role"].as_str()), (Some("Luis Gil"), Some("lector")));
    let luis = Session { cookie, csrf: luis["csrfToken"].as_str().unwrap().to_string() };
    assert_eq!(call(&app, Some(&luis), Method::GET, "/api/condensers", None).await.0, 200);
    let (status, body) = call(&app, Some(&luis), Method::POST, "/api/condensers", Some(&condenser("OIDC-2"))).await;
    assert_eq!(status, 403, "{body}");

    // Ana (her second session) sees both accounts; accounts here have no password.
    let (_, now) = me(&app, &second).await;
    let ana = Session { cookie: second, csrf: now["csrfToken"].as_str().unwrap().to_string() };
    let (_, users) = call(&app, Some(&ana), Method::GET, "/api/users", None).await;
    let rows: Vec<(&str, &str, &str)> = users
        .as_array()
        .unwrap()
        .iter()
        .map(|u| (u["name"].as_str().unwrap(), u["role"].as_str().unwrap(), u["signIn"].as_str().unwrap()))
        .collect();
    assert_eq!(rows, [("Ana Ruiz Ortega", "administrador", "oidc"), ("Luis Gil", "lector", "oidc")]);
    let with_password =
        json!({"email": "eva@example.com", "name": "Eva", "role": "lector", "password": "contraseña larga 1"});
    let (status, body) = call(&app, Some(&ana), Method::POST, "/api/users", Some(&with_password)).await;
    assert_eq!(status, 422);
    assert_eq!(body["code"], "user.no_password");
    // She disables Luis: his session ends, and the provider's word no longer opens one.
    let path = format!("/api/users/{}", users[1]["id"].as_str().unwrap());
    assert_eq!(call(&app, Some(&ana), Method::PATCH, &path, Some(&json!({"disabled": true}))).await.0, 200);
    assert_eq!(call(&app, Some(&luis), Method::GET, "/api/condensers", None).await.0, 401);
    let back = start_sign_in(&app, &mut other).await;
    assert_eq!(take_callback(&mut other, &back).await, app.url("/?acceso=desactivada"));
}

async fn a_sign_in_whose_state_verifier_or_nonce_is_not_the_servers_opens_nothing(store: TestStore) {
    let (app, _provider) = app_and_provider(store).await;
    let callback = app.url(OIDC_CALLBACK_PATH);

    // No pending sign-in in this browser (another's link): nothing opens.
    let mut browser = Browser::new();
    let page_url = start_sign_in(&app, &mut browser).await;
    let back = sign_in_at_provider(&app, &mut browser, &page_url, "luis@example.com", "clave de Luis 1").await;
    let mut stranger = Browser::new();
    assert_eq!(take_callback(&mut stranger, &back).await, app.url("/?acceso=caducado"));
    assert_eq!(session_of(&app, &stranger), None);

    // A state that is not the one sent.
    let pending = browser.cookie(&app.address, "fichas_oidc").unwrap().clone();
    let (_, rest) = pending.split_once('.').unwrap();
    browser.set_cookie(&app.address, "fichas_oidc", &format!("otro-estado.{rest}"));
    assert_eq!(take_callback(&mut browser, &back).await, app.url("/?acceso=caducado"));
    assert_eq!(session_of(&app, &browser), None);

    // A PKCE verifier that is not the one whose challenge was sent: the
    // provider refuses the code.
    let page_or_back = start_sign_in(&app, &mut browser).await;
    assert!(page_or_back.starts_with(&callback), "the provider remembers Luis");
    let pending = browser.cookie(&app.address, "fichas_oidc").unwrap().clone();
    let parts: Vec<&str> = pending.split('.').collect();
    let forged = format!("{}.{}.{}", parts[0], parts[1], "x".repeat(43));
    browser.set_cookie(&app.address, "fichas_oidc", &forged);
    assert_eq!(take_callback(&mut browser, &page_or_back).await, app.url("/?acceso=rechazado"));
    assert_eq!(session_of(&app, &browser), None);

    // A nonce that is not the one the ID token carries.
    let back = start_sign_in(&app, &mut browser).await;
    let pending = browser.cookie(&app.address, "fichas_oidc").unwrap().clone();
    let parts: Vec<&str> = pending.split('.').collect();
    browser.set_cookie(&app.address, "fichas_oidc", &format!("{}.otro-nonce.{}", parts[0], parts[2]));
    assert_eq!(take_callback(&mut browser, &back).await, app.url("/?acceso=rechazado"));
    assert_eq!(session_of(&app, &browser), None);

    // The provider's refusal (the person cancelled) comes back as such.
    let back = start_sign_in(&app, &mut browser).await;
    let state = back.split("state=").nth(1).unwrap().split('&').next().unwrap();
    let cancelled = format!("{callback}?error=access_denied&state={state}");
    assert_eq!(take_callback(&mut browser, &cancelled).await, app.url("/?acceso=cancelado"));

    // And the untouched flow still works.
    let back = start_sign_in(&app, &mut browser).await;
    assert_eq!(take_callback(&mut browser, &back).await, app.url("/"));
    let (status, luis) = me(&app, &session_of(&app, &browser).unwrap()).await;
    assert_eq!(status, 200, "{luis}");
    assert_eq!(luis["email"], "luis@example.com");
}
