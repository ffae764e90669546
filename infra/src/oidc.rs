//! The company's OpenID Connect provider (`--auth oidc`) through the
//! `openidconnect` crate: discovery, the authorization URL with PKCE (S256),
//! the code exchange with the client secret, and the ID token's checks
//! (signature against the provider's published keys, issuer, audience,
//! expiry, nonce, and the access token's hash when the token carries one).

use std::time::{Duration, Instant};

use anyhow::{anyhow, Context};
use app::identity::oidc::{Authorization, OpenIdProvider, PendingLogin, VerifiedClaims};
use app::server_config::OidcSettings;
use async_trait::async_trait;
use openidconnect::core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata};
use openidconnect::{
    AccessTokenHash, AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, OAuth2TokenResponse,
    PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, Scope, TokenResponse,
};
use tokio::sync::Mutex;

/// How long the discovery document and the keys it names are reused before
/// they are read again (providers rotate signing keys with notice; a token
/// that fails its checks has them read again at the next sign-in).
const METADATA_TTL: Duration = Duration::from_secs(3600);

pub struct OidcClient {
    settings: OidcSettings,
    http: openidconnect::reqwest::Client,
    metadata: Mutex<Option<(Instant, CoreProviderMetadata)>>,
}

impl OidcClient {
    /// # Errors
    /// A malformed issuer or redirect URL, or an HTTP client that cannot be built.
    pub fn new(settings: OidcSettings) -> anyhow::Result<Self> {
        IssuerUrl::new(settings.issuer.clone()).context("--oidc-issuer is not a URL")?;
        RedirectUrl::new(settings.redirect_url.clone()).context("--public-url is not a URL")?;
        let http = openidconnect::reqwest::ClientBuilder::new()
            // Following redirects would let a provider's answer send this
            // server's requests anywhere (the crate's advice: SSRF).
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(15))
            .build()
            .context("Failed to build the OpenID Connect HTTP client")?;
        Ok(Self { settings, http, metadata: Mutex::new(None) })
    }

    /// The provider's discovery document and keys, read once an hour.
    async fn metadata(&self) -> anyhow::Result<CoreProviderMetadata> {
        let mut cached = self.metadata.lock().await;
        if let Some((at, metadata)) = cached.as_ref() {
            if at.elapsed() < METADATA_TTL {
                return Ok(metadata.clone());
            }
        }
        let issuer = IssuerUrl::new(self.settings.issuer.clone())?;
        let metadata = CoreProviderMetadata::discover_async(issuer, &self.http)
            .await
            .with_context(|| format!("Failed to read the OpenID Connect discovery of {}", self.settings.issuer))?;
        *cached = Some((Instant::now(), metadata.clone()));
        Ok(metadata)
    }

    async fn finish(
        &self,
        metadata: CoreProviderMetadata,
        code: &str,
        pending: &PendingLogin,
    ) -> anyhow::Result<VerifiedClaims> {
        let client = CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.settings.client_id.clone()),
            Some(ClientSecret::new(self.settings.client_secret.clone())),
        )
        .set_redirect_uri(RedirectUrl::new(self.settings.redirect_url.clone())?);
        let tokens = client
            .exchange_code(AuthorizationCode::new(code.to_string()))?
            .set_pkce_verifier(PkceCodeVerifier::new(pending.pkce_verifier.clone()))
            .request_async(&self.http)
            .await
            .map_err(|e| anyhow!("The provider refused the authorization code: {e:?}"))?;
        let id_token = tokens.id_token().context("The provider answered without an ID token")?;
        let verifier = client.id_token_verifier();
        let claims = id_token
            .claims(&verifier, &Nonce::new(pending.nonce.clone()))
            .map_err(|e| anyhow!("The ID token did not verify: {e}"))?;
        if let Some(expected) = claims.access_token_hash() {
            let actual = AccessTokenHash::from_token(
                tokens.access_token(),
                id_token.signing_alg()?,
                id_token.signing_key(&verifier)?,
            )?;
            if actual != *expected {
                anyhow::bail!("The ID token's at_hash does not match the access token");
            }
        }
        Ok(VerifiedClaims {
            subject: claims.subject().to_string(),
            name: claims.name().and_then(|n| n.get(None)).map(|n| n.to_string()).or_else(|| {
                let given = claims.given_name().and_then(|n| n.get(None)).map(|n| n.to_string());
                let family = claims.family_name().and_then(|n| n.get(None)).map(|n| n.to_string());
                match (given, family) {
                    (Some(g), Some(f)) => Some(format!("{g} {f}")),
                    (g, f) => g.or(f),
                }
            }),
            email: claims.email().map(|e| e.to_string()),
            email_verified: claims.email_verified(),
        })
    }
}

#[async_trait]
impl OpenIdProvider for OidcClient {
    async fn authorize(&self) -> anyhow::Result<Authorization> {
        let client = CoreClient::from_provider_metadata(
            self.metadata().await?,
            ClientId::new(self.settings.client_id.clone()),
            Some(ClientSecret::new(self.settings.client_secret.clone())),
        )
        .set_redirect_uri(RedirectUrl::new(self.settings.redirect_url.clone())?);
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let (url, state, nonce) = client
            .authorize_url(CoreAuthenticationFlow::AuthorizationCode, CsrfToken::new_random, Nonce::new_random)
            .add_scope(Scope::new("profile".into()))
            .add_scope(Scope::new("email".into()))
            .set_pkce_challenge(challenge)
            .url();
        Ok(Authorization {
            url: url.to_string(),
            pending: PendingLogin {
                state: state.secret().clone(),
                nonce: nonce.secret().clone(),
                pkce_verifier: verifier.secret().clone(),
            },
        })
    }

    async fn verify(&self, code: &str, pending: &PendingLogin) -> anyhow::Result<VerifiedClaims> {
        let metadata = self.metadata().await?;
        let verified = self.finish(metadata, code, pending).await;
        if verified.is_err() {
            // Perhaps a key the provider started signing with since its keys
            // were read: the next sign-in reads them again.
            *self.metadata.lock().await = None;
        }
        verified
    }
}
