-- Each stored file says what it is, so any instance serves it with the right
-- Content-Type; and, like events, a stored file is never changed or removed
-- (issued data sheets are evidence: their SHA-256 is recorded in an event).
ALTER TABLE objects ADD COLUMN media_type text;

UPDATE objects SET media_type = CASE split_part(key, '.', 2)
    WHEN 'pdf' THEN 'application/pdf'
    WHEN 'png' THEN 'image/png'
    WHEN 'jpg' THEN 'image/jpeg'
    WHEN 'svg' THEN 'image/svg+xml'
    WHEN 'csv' THEN 'text/csv'
    WHEN 'idf' THEN 'text/plain'
    ELSE 'application/octet-stream'
END;

ALTER TABLE objects ALTER COLUMN media_type SET NOT NULL;

CREATE FUNCTION objects_are_immutable() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'stored files are never changed or removed';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER objects_no_update_or_delete
    BEFORE UPDATE OR DELETE ON objects
    FOR EACH ROW EXECUTE FUNCTION objects_are_immutable();
