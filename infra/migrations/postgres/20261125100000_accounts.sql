-- Local accounts, sessions and failed logins (issue 26). Not events: a
-- password hash or a session is a credential, not a fact of the history;
-- every event names its author by the account's id, name and e-mail.
-- In the database, so that every instance on it knows every session.
CREATE TABLE users
(
    id            text PRIMARY KEY,
    email         text   NOT NULL UNIQUE,
    name          text   NOT NULL,
    role          text   NOT NULL CHECK (role IN ('administrador', 'ingeniero', 'lector')),
    password_hash text,
    created_at    bigint NOT NULL
);

-- A session is kept by the SHA-256 of its cookie, never the cookie itself.
CREATE TABLE sessions
(
    token_hash text PRIMARY KEY,
    user_id    text   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    csrf_token text   NOT NULL,
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL
);

CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE failed_logins
(
    email   text   NOT NULL,
    address text   NOT NULL,
    at      bigint NOT NULL
);

CREATE INDEX failed_logins_email ON failed_logins (email, at);
CREATE INDEX failed_logins_address ON failed_logins (address, at);
