//! Issue 26: the administrator's accounts screen's routes (/api/users):
//! listing, adding, changing a role, disabling and enabling, who may, and
//! what a change does at once to the person's open session and tokens.

use app::server_config::{AuthMode, AuthSettings};
use reqwest::Method;
use serde_json::json;

use crate::helpers::{assert_error, spawn_app, spawn_app_with_auth, status_and_json};
use crate::identity::{call, condenser, fichas, Session};
use crate::on_both_stores;
use crate::support::TestStore;

on_both_stores!(an_administrator_adds_changes_disables_and_enables_accounts, a_single_user_server_has_no_accounts);

const PASSWORD: &str = "contraseña segura 1";

async fn login(app: &crate::helpers::TestApp, email: &str, password: &str) -> Session {
    let response = app.post("/api/auth/login", &json!({"email": email, "password": password})).await;
    let cookie = response.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
    let (status, me) = status_and_json(response).await;
    assert_eq!(status, 200, "{me}");
    Session { cookie, csrf: me["csrfToken"].as_str().unwrap().to_string() }
}

async fn an_administrator_adds_changes_disables_and_enables_accounts(store: TestStore) {
    let app = spawn_app_with_auth(store, AuthSettings { mode: AuthMode::Local, ..AuthSettings::default() }).await;
    let output = fichas(
        &app,
        &["users", "add", "--email", "ada@example.com", "--name", "Ada Admin", "--role", "administrador"],
        &format!("{PASSWORD}\n"),
    );
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let ada = login(&app, "ada@example.com", PASSWORD).await;
    let (status, users) = call(&app, Some(&ada), Method::GET, "/api/users", None).await;
    assert_eq!(status, 200, "{users}");
    assert_eq!(users.as_array().unwrap().len(), 1);
    assert_eq!(users[0]["email"], "ada@example.com");
    assert_eq!(users[0]["signIn"], "password");
    assert_eq!(users[0]["disabled"], false);
    assert!(!users.to_string().contains("argon2"), "{users}");

    // Adding: each field's reason, in Spanish.
    let new = |email: &str, password: Option<&str>| {
        let mut body = json!({"email": email, "name": "Iñigo Ingeniero", "role": "ingeniero"});
        if let Some(password) = password {
            body["password"] = json!(password);
        }
        body
    };
    let (status, body) = call(&app, Some(&ada), Method::POST, "/api/users", Some(&new("ing@example.com", None))).await;
    assert_eq!(status, 422);
    assert_error(&body, "user.password_required", "Contraseña requerida");
    assert_eq!(body["field"], "password");
    let (status, body) =
        call(&app, Some(&ada), Method::POST, "/api/users", Some(&new("ing@example.com", Some("corta")))).await;
    assert_eq!(status, 422);
    assert_error(&body, "user.invalid", "La contraseña debe tener al menos 10 caracteres");
    let (status, body) =
        call(&app, Some(&ada), Method::POST, "/api/users", Some(&new("sin-arroba", Some(PASSWORD)))).await;
    assert_eq!(status, 422);
    assert_eq!(body["field"], "email");
    let (status, body) =
        call(&app, Some(&ada), Method::POST, "/api/users", Some(&new("ada@example.com", Some(PASSWORD)))).await;
    assert_eq!(status, 422);
    assert_error(&body, "user.invalid", "Ya existe un usuario con el correo ada@example.com");
    let (status, inigo) =
        call(&app, Some(&ada), Method::POST, "/api/users", Some(&new("Ing@Example.com", Some(PASSWORD)))).await;
    assert_eq!(status, 201, "{inigo}");
    assert_eq!((inigo["email"].as_str(), inigo["role"].as_str()), (Some("ing@example.com"), Some("ingeniero")));

    // The new engineer signs in, writes, makes a token, and may not manage accounts.
    let ing = login(&app, "ing@example.com", PASSWORD).await;
    assert_eq!(call(&app, Some(&ing), Method::POST, "/api/condensers", Some(&condenser("U-1"))).await.0, 201);
    let (_, token) = call(&app, Some(&ing), Method::POST, "/api/auth/tokens", Some(&json!({"name": "script"}))).await;
    let secret = token["token"].as_str().unwrap().to_string();
    for (method, path) in [(Method::GET, "/api/users"), (Method::POST, "/api/users"), (Method::PATCH, "/api/users/x")] {
        let (status, body) = call(&app, Some(&ing), method, path, Some(&json!({}))).await;
        assert_eq!(status, 403, "{path}: {body}");
        assert_error(&body, "auth.forbidden", "Su rol (ingeniero) no permite administrar los usuarios");
    }

    // A role change takes effect on the open session at once.
    let path = format!("/api/users/{}", inigo["id"].as_str().unwrap());
    let (status, changed) = call(&app, Some(&ada), Method::PATCH, &path, Some(&json!({"role": "lector"}))).await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(changed["role"], "lector");
    assert_eq!(call(&app, Some(&ing), Method::GET, "/api/auth/me", None).await.1["role"], "lector");
    assert_eq!(call(&app, Some(&ing), Method::POST, "/api/condensers", Some(&condenser("U-2"))).await.0, 403);

    // Disabled: the session, the token and a new sign-in open nothing.
    let (status, changed) = call(&app, Some(&ada), Method::PATCH, &path, Some(&json!({"disabled": true}))).await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(changed["disabled"], true);
    assert_eq!(call(&app, Some(&ing), Method::GET, "/api/projects", None).await.0, 401);
    let by_token = app.client.get(app.url("/api/projects")).bearer_auth(&secret).send().await.unwrap();
    assert_eq!(by_token.status(), 401);
    let (status, body) =
        status_and_json(app.post("/api/auth/login", &json!({"email": "ing@example.com", "password": PASSWORD})).await)
            .await;
    assert_eq!(status, 403);
    assert_error(&body, "auth.forbidden", "Su cuenta está desactivada: pida a un administrador que la active");
    // Enabled again: the same password and token work.
    let (_, changed) = call(&app, Some(&ada), Method::PATCH, &path, Some(&json!({"disabled": false}))).await;
    assert_eq!(changed["disabled"], false);
    login(&app, "ing@example.com", PASSWORD).await;
    let by_token = app.client.get(app.url("/api/projects")).bearer_auth(&secret).send().await.unwrap();
    assert_eq!(by_token.status(), 200);

    // Nobody locks themselves out; an unknown id is a 404.
    let own = format!("/api/users/{}", users[0]["id"].as_str().unwrap());
    for change in [json!({"disabled": true}), json!({"role": "ingeniero"})] {
        let (status, body) = call(&app, Some(&ada), Method::PATCH, &own, Some(&change)).await;
        assert_eq!(status, 422);
        assert_error(
            &body,
            "user.own_account",
            "No puede quitarse a sí mismo el rol de administrador ni desactivar su propia cuenta",
        );
    }
    let (status, body) =
        call(&app, Some(&ada), Method::PATCH, "/api/users/nadie", Some(&json!({"role": "lector"}))).await;
    assert_eq!(status, 404);
    assert_error(&body, "user.not_found", "Usuario no encontrado");
    let (_, users) = call(&app, Some(&ada), Method::GET, "/api/users", None).await;
    let names: Vec<&str> = users.as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Ada Admin", "Iñigo Ingeniero"]);
}

async fn a_single_user_server_has_no_accounts(store: TestStore) {
    let app = spawn_app(store).await;
    let (status, users) = call(&app, None, Method::GET, "/api/users", None).await;
    assert_eq!((status, users), (200, json!([])));
    let body = json!({"email": "a@example.com", "name": "A", "role": "lector", "password": PASSWORD});
    let (status, answer) = call(&app, None, Method::POST, "/api/users", Some(&body)).await;
    assert_eq!(status, 404);
    assert_error(&answer, "auth.single_user", "Este servidor funciona con un único usuario local: no hay cuentas");
}
