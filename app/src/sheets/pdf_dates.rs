//! Chromium writes the print time into a PDF's /CreationDate and /ModDate,
//! the only bytes that differ between two prints of the same HTML. They
//! are overwritten in place (same width, so no offset in the file moves)
//! with the sheet's issue time, which makes the PDF a function of its HTML.

/// Overwrites every `/CreationDate (D:…)` and `/ModDate (D:…)` with
/// `issued_at` (RFC 3339), written in UTC. Fails when the time cannot be
/// read or a date is not in the fixed-width form Chromium writes.
pub fn stamp_dates(pdf: &mut [u8], issued_at: &str) -> anyhow::Result<()> {
    let time = chrono::DateTime::parse_from_rfc3339(issued_at)
        .map_err(|e| anyhow::anyhow!("Failed to read the issue time {issued_at}: {e}"))?
        .with_timezone(&chrono::Utc);
    let digits = time.format("%Y%m%d%H%M%S").to_string();
    for key in [&b"/CreationDate (D:"[..], &b"/ModDate (D:"[..]] {
        let mut from = 0;
        while let Some(at) = find(&pdf[from..], key).map(|i| from + i) {
            let start = at + key.len();
            let end = start + 14;
            anyhow::ensure!(
                end <= pdf.len() && pdf[start..end].iter().all(u8::is_ascii_digit),
                "Unexpected PDF date at byte {start}"
            );
            pdf[start..end].copy_from_slice(digits.as_bytes());
            // The zone: `Z`, or `+HH'MM'` / `-HH'MM'`; written as UTC in the same width.
            match pdf.get(end) {
                Some(b'Z') => {}
                Some(b'+' | b'-') if pdf.len() >= end + 7 && pdf[end + 3] == b'\'' && pdf[end + 6] == b'\'' => {
                    pdf[end..end + 7].copy_from_slice(b"+00'00'");
                }
                Some(b')') => {}
                _ => anyhow::bail!("Unexpected PDF time zone at byte {end}"),
            }
            from = end;
        }
    }
    Ok(())
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_overwrite_both_dates_in_place_with_the_issue_time_in_utc() {
        let mut pdf = b"<< /Producer (Skia/PDF m156) /CreationDate (D:20261122072420-03'00') /ModDate (D:20261122072420+00'00') >>".to_vec();
        let length = pdf.len();
        stamp_dates(&mut pdf, "2026-01-02T03:04:05.678-03:00").unwrap();
        assert_eq!(pdf.len(), length);
        assert_eq!(
            String::from_utf8(pdf).unwrap(),
            "<< /Producer (Skia/PDF m156) /CreationDate (D:20260102060405+00'00') /ModDate (D:20260102060405+00'00') >>"
        );
    }

    #[test]
    fn it_should_refuse_a_date_it_does_not_understand() {
        let mut pdf = b"/CreationDate (D:2026)".to_vec();
        assert!(stamp_dates(&mut pdf, "2026-01-02T03:04:05Z").is_err());
        assert!(stamp_dates(&mut b"nothing to stamp".to_vec(), "ayer").is_err());
    }
}
