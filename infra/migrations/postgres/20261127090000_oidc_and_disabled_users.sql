-- Issue 26: people who sign in with the company's OpenID Connect provider
-- keep one account, found by the provider's `sub` (or, the first time, by a
-- verified e-mail an administrator already added); an administrator may
-- disable an account (its sessions end, its API tokens stop working) without
-- removing it, since events name it.
ALTER TABLE users ADD COLUMN oidc_subject text;
ALTER TABLE users ADD COLUMN disabled_at bigint;
CREATE UNIQUE INDEX users_oidc_subject ON users (oidc_subject);
