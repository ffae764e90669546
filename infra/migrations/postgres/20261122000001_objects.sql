-- Content-addressed files (uploaded images, issued data sheets): on
-- PostgreSQL the bytes live in the database so every app instance sees them.
-- Rows are never changed: a key always names the same bytes.
CREATE TABLE objects
(
    key        text PRIMARY KEY,
    sha256     text        NOT NULL,
    bytes      bytea       NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX objects_sha256 ON objects (sha256);
