-- Personal API tokens (issue 26): created and revoked by their user, shown
-- once, kept only as the SHA-256 of the secret, acting with the user's role.
CREATE TABLE api_tokens
(
    id         text PRIMARY KEY,
    user_id    text   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name       text    NOT NULL,
    token_hash text    NOT NULL UNIQUE,
    created_at bigint NOT NULL,
    revoked_at bigint
);

CREATE INDEX api_tokens_user ON api_tokens (user_id);
