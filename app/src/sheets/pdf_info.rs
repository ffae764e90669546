//! The PDF's document information and language (`ficha-4` on). Chromium
//! writes only a Title (from `<title>`) and Creator 'HeadlessChrome', and
//! no document language. An incremental update (ISO 32000-1, 7.5.6)
//! appended to the file replaces the Info dictionary and the catalogue
//! with /Lang: nothing Chromium wrote moves, and the appended bytes are a
//! function of the sheet, so the PDF stays a function of its HTML.

use std::fmt::Write as _;

use super::template_versions::creator_version;

/// What the Info dictionary says.
#[derive(Debug, Clone, PartialEq)]
pub struct DocumentInfo {
    /// The project's name.
    pub title: String,
    /// The company.
    pub author: String,
    /// The equipment type.
    pub subject: String,
    /// 'Fichas Técnicas <version>'.
    pub creator: String,
    /// BCP 47 ('es').
    pub language: String,
}

/// The Creator a sheet of `template_version` carries: the application's
/// name and the version its template version names
/// ([`creator_version`]), so a sheet regenerates with the same bytes.
pub fn creator(template_version: &str) -> String {
    format!("Fichas Técnicas {}", creator_version(template_version))
}

/// Appends the update to `pdf` as Chromium wrote it (classic cross-reference
/// table and trailer). The dates are written as zero placeholders in the
/// form `pdf_dates::stamp_dates` overwrites, which must run afterwards.
pub fn append_info(pdf: &mut Vec<u8>, info: &DocumentInfo) -> anyhow::Result<()> {
    let trailer_at = rfind(pdf, b"trailer").ok_or_else(|| anyhow::anyhow!("PDF without a trailer"))?;
    let trailer = String::from_utf8_lossy(&pdf[trailer_at..]).into_owned();
    let size = number_after(&trailer, "/Size ")?;
    let root = number_after(&trailer, "/Root ")?;
    let previous = number_after(&trailer, "startxref")?;
    let old_info = number_after(&trailer, "/Info ").ok();
    let producer = old_info
        .and_then(|n| object_text(pdf, n))
        .and_then(|dict| literal_after(&dict, "/Producer (").map(str::to_string));
    let catalogue = object_text(pdf, root).ok_or_else(|| anyhow::anyhow!("PDF catalogue {root} not found"))?;
    let catalogue = catalogue.trim();
    anyhow::ensure!(
        catalogue.starts_with("<<") && catalogue.ends_with(">>") && !catalogue.contains("/Lang"),
        "Unexpected PDF catalogue: {catalogue}"
    );

    let mut update = String::from("\n");
    let catalogue_at = pdf.len() + update.len();
    writeln!(
        update,
        "{root} 0 obj\n<<{} /Lang {}>>\nendobj",
        &catalogue[2..catalogue.len() - 2],
        text(&info.language)
    )?;
    let info_at = pdf.len() + update.len();
    writeln!(
        update,
        "{size} 0 obj\n<</Title {} /Author {} /Subject {} /Creator {}{} /CreationDate (D:00000000000000+00'00') /ModDate (D:00000000000000+00'00')>>\nendobj",
        text(&info.title),
        text(&info.author),
        text(&info.subject),
        text(&info.creator),
        producer.map(|p| format!(" /Producer ({p})")).unwrap_or_default(),
    )?;
    let xref_at = pdf.len() + update.len();
    writeln!(update, "xref\n{root} 1\n{catalogue_at:010} 00000 n \n{size} 1\n{info_at:010} 00000 n ")?;
    write!(
        update,
        "trailer\n<</Size {} /Root {root} 0 R /Info {size} 0 R /Prev {previous}>>\nstartxref\n{xref_at}\n%%EOF\n",
        size + 1
    )?;
    pdf.extend_from_slice(update.as_bytes());
    Ok(())
}

/// A PDF text string: UTF-16BE with its byte-order mark, in hexadecimal
/// (ISO 32000-1, 7.9.2.2), so any character and no escaping.
fn text(value: &str) -> String {
    let mut hex = String::from("<FEFF");
    for unit in value.encode_utf16() {
        let _ = write!(hex, "{unit:04X}");
    }
    hex.push('>');
    hex
}

fn number_after(text: &str, key: &str) -> anyhow::Result<usize> {
    let at = text.find(key).ok_or_else(|| anyhow::anyhow!("PDF trailer without {key}"))? + key.len();
    let digits: String = text[at..].trim_start().chars().take_while(char::is_ascii_digit).collect();
    digits.parse().map_err(|_| anyhow::anyhow!("PDF trailer: unreadable {key}"))
}

fn literal_after<'a>(dict: &'a str, key: &str) -> Option<&'a str> {
    let at = dict.find(key)? + key.len();
    let end = dict[at..].find(')')?;
    Some(&dict[at..at + end])
}

/// The text between `n 0 obj` and `endobj` (a dictionary object).
fn object_text(pdf: &[u8], n: usize) -> Option<String> {
    let header = format!("\n{n} 0 obj");
    let start = find(pdf, header.as_bytes())? + header.len();
    let end = find(&pdf[start..], b"endobj")? + start;
    Some(String::from_utf8_lossy(&pdf[start..end]).into_owned())
}

/// Where `needle` first occurs in `haystack` (the PDF helpers' byte search).
pub(super) fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Where `needle` last occurs in `haystack`.
pub(super) fn rfind(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHROMIUM: &str = "%PDF-1.4\n1 0 obj\n<</Title (x) /Creator (HeadlessChrome) /Producer (Skia/PDF m156) /CreationDate (D:20261122072420+00'00') /ModDate (D:20261122072420+00'00')>>\nendobj\n2 0 obj\n<</Type /Catalog\n/Pages 3 0 R>>\nendobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000170 00000 n \ntrailer\n<</Size 3\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n218\n%%EOF";

    fn info() -> DocumentInfo {
        DocumentInfo {
            title: "Cámara Ñ".into(),
            author: "Frío S.A.".into(),
            subject: "Chiller".into(),
            creator: creator("ficha-10"),
            language: "es".into(),
        }
    }

    #[test]
    fn it_should_append_an_info_and_a_catalogue_with_lang_leaving_every_byte_before_them() {
        let mut pdf = CHROMIUM.as_bytes().to_vec();
        append_info(&mut pdf, &info()).unwrap();
        assert!(pdf.starts_with(CHROMIUM.as_bytes()), "nothing Chromium wrote moves");
        let update = String::from_utf8(pdf[CHROMIUM.len()..].to_vec()).unwrap();
        // 'Cámara Ñ' in UTF-16BE.
        assert!(update.contains("/Title <FEFF004300E1006D006100720061002000D1>"), "{update}");
        assert!(update.contains("/Producer (Skia/PDF m156)"));
        assert!(update.contains("2 0 obj\n<</Type /Catalog\n/Pages 3 0 R /Lang <FEFF00650073>>>"), "{update}");
        assert!(update.contains("trailer\n<</Size 4 /Root 2 0 R /Info 3 0 R /Prev 218>>"), "{update}");
        // Each cross-reference offset points at its object.
        let xref: Vec<&str> = update[update.find("xref\n").unwrap()..].lines().skip(1).take(4).collect();
        for pair in xref.chunks(2) {
            let n = pair[0].split(' ').next().unwrap();
            let offset: usize = pair[1][..10].parse().unwrap();
            assert!(pdf[offset..].starts_with(format!("{n} 0 obj").as_bytes()), "object {n} at {offset}");
        }
        let startxref: usize =
            update.rsplit("startxref\n").next().unwrap().trim_end_matches("\n%%EOF\n").parse().unwrap();
        assert!(pdf[startxref..].starts_with(b"xref\n"));
    }

    #[test]
    fn the_dates_are_placeholders_the_issue_stamp_overwrites() {
        let mut pdf = CHROMIUM.as_bytes().to_vec();
        append_info(&mut pdf, &info()).unwrap();
        crate::sheets::pdf_dates::stamp_dates(&mut pdf, "2026-11-22T08:30:00Z").unwrap();
        let text = String::from_utf8_lossy(&pdf);
        assert_eq!(text.matches("(D:20261122083000+00'00')").count(), 4);
    }
}
