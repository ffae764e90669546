// A real OpenID Connect provider (node-oidc-provider, pinned in
// package.json) for the tests of `fichas serve --auth oidc`: the Rust API
// test (infra/tests/api/oidc.rs) and the browser test (web/e2e/oidc.spec.ts)
// start it on this machine's loopback address. Not a mock: discovery, the
// authorization endpoint, the token endpoint, signed ID tokens, PKCE and the
// client secret are the library's own; only the sign-in page is ours (the
// library asks every deployment to write its own), and it checks the
// password of the accounts below.
//
// Settings (environment):
//   OIDC_PORT            port on 127.0.0.1 (0: any free one) [0]
//   OIDC_CLIENT_ID       the one client's id [fichas]
//   OIDC_CLIENT_SECRET   its secret [secreto-de-prueba]
//   OIDC_REDIRECT_URI    its one redirect URI (required)
//   OIDC_ACCOUNTS        JSON array of {sub, email, name, password, email_verified?}
// Prints `listening http://127.0.0.1:PORT` once it answers.
import http from "node:http";
import { once } from "node:events";
import Provider from "oidc-provider";

const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!redirectUri) {
  console.error("OIDC_REDIRECT_URI is required");
  process.exit(2);
}
const accounts = JSON.parse(process.env.OIDC_ACCOUNTS ?? "[]");

const server = http.createServer();
server.listen(Number(process.env.OIDC_PORT ?? 0), "127.0.0.1");
await once(server, "listening");
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? "fichas",
      client_secret: process.env.OIDC_CLIENT_SECRET ?? "secreto-de-prueba",
      redirect_uris: [redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  // Every client must send a PKCE challenge (S256), confidential or not.
  pkce: { required: () => true },
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // The scopes' claims in the ID token itself, as Entra ID, Google and
  // Keycloak put them: fichas reads name and e-mail from the ID token.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ["clave-de-cookies-de-prueba"] },
  async findAccount(_ctx, sub) {
    const account = accounts.find((a) => a.sub === sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      async claims() {
        return { sub, email: account.email, email_verified: account.email_verified ?? true, name: account.name };
      },
    };
  },
});

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid, error) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><h1>Test provider</h1>${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/interaction/${escape(uid)}">
<label>E-mail <input name="email" type="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form></body></html>`;
}

async function readForm(req) {
  let body = "";
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

// The sign-in page: the library sends the browser to /interaction/<uid>.
async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(details.uid));
    return;
  }
  const form = await readForm(req);
  const account = accounts.find((a) => a.email === form.get("email") && a.password === form.get("password"));
  if (!account) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(details.uid, "Wrong e-mail or password"));
    return;
  }
  // A first-party client: consent is given with the sign-in.
  const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

const callback = provider.callback();
server.on("request", (req, res) => {
  if (req.url.startsWith("/interaction/")) {
    interaction(req, res).catch((error) => {
      res.writeHead(400, { "content-type": "text/plain" }).end(String(error));
    });
  } else {
    callback(req, res);
  }
});
console.log(`listening ${issuer}`);
