-- Event store (column names and key as sqlite-es expects them: a primary-key
-- violation is how a concurrent writer is detected).
CREATE TABLE events
(
    aggregate_type text                          NOT NULL,
    aggregate_id   text                          NOT NULL,
    sequence       integer CHECK (sequence >= 0) NOT NULL,
    event_type     text                          NOT NULL,
    event_version  text                          NOT NULL,
    payload        text                          NOT NULL,
    metadata       text                          NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id, sequence)
) STRICT;

-- Events are facts: never edited, never deleted.
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only');
END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only');
END;

CREATE TABLE snapshots
(
    aggregate_type   text                                  NOT NULL,
    aggregate_id     text                                  NOT NULL,
    last_sequence    integer CHECK (last_sequence >= 0)    NOT NULL,
    current_snapshot integer CHECK (current_snapshot >= 0) NOT NULL,
    payload          text                                  NOT NULL,
    PRIMARY KEY (aggregate_type, aggregate_id, last_sequence)
) STRICT;

-- Read models: one row per (view, aggregate); rebuildable from events.
CREATE TABLE views
(
    view_name     text                               NOT NULL,
    view_id       text                               NOT NULL,
    last_sequence integer CHECK (last_sequence >= 0) NOT NULL,
    payload       text                               NOT NULL,
    PRIMARY KEY (view_name, view_id)
) STRICT;
