//! Sheets are printed by Debian's `chromium-headless-shell`; until
//! 2026-11-27 they were printed by Debian's full `chromium` of the same
//! version, and every sheet issued must keep regenerating to the bytes it
//! was issued with. The two print the same PDF but for the Info dictionary
//! Chromium writes at the top of the file: the full browser writes its
//! user agent as /Creator (`Mozilla/5.0 … HeadlessChrome/156.0.0.0 …`) and,
//! for a page without a title, its address as /Title (`about:blank`); the
//! headless shell writes `/Creator (Chromium)` and no /Title then.
//! [`as_full_chromium_wrote`] rewrites the shell's Info object to what the
//! full browser writes for the same document and moves the cross-reference
//! offsets after it by as many bytes, so the file is byte for byte the full
//! browser's (decision 2026-11-27-headless-shell-printing; checked on every
//! template version by `infra/tests/api/sheet_render.rs`).

use super::pdf_info::{find, rfind};

/// What the headless shell writes as /Creator.
const SHELL_CREATOR: &[u8] = b"/Creator (Chromium)\n";

/// The /Title the full browser writes for a document without one: the
/// page's address (sheets print on `about:blank`).
const UNTITLED: &[u8] = b"/Title (about:blank)\n";

/// The /Creator the full browser writes: its reduced user agent (the same
/// on every Linux), whose version is the major version only. Skia's
/// milestone in /Producer (`Skia/PDF m156`) is that major version.
fn full_chromium_creator(major: &str) -> String {
    format!(
        "/Creator (Mozilla/5.0 \\(X11; Linux x86_64\\) AppleWebKit/537.36 \\(KHTML, like Gecko\\) HeadlessChrome/{major}.0.0.0 Safari/537.36)\n"
    )
}

/// Rewrites the Info object the headless shell wrote (`/Creator
/// (Chromium)`) as the full browser of the same version writes it, and
/// shifts every cross-reference offset after it and `startxref`. A PDF
/// whose Info says anything else (the full browser's own) is left as it
/// is, so applying this twice changes nothing. Fails on a PDF not laid out
/// as Chromium writes it (classic cross-reference table, Info by reference
/// in the trailer).
pub fn as_full_chromium_wrote(pdf: &mut Vec<u8>) -> anyhow::Result<()> {
    let trailer_at = rfind(pdf, b"\ntrailer\n").ok_or_else(|| anyhow::anyhow!("PDF without a trailer"))?;
    let info = reference_after(&pdf[trailer_at..], b"/Info ")?;
    let header = format!("\n{info} 0 obj\n<<");
    let object_at =
        find(pdf, header.as_bytes()).ok_or_else(|| anyhow::anyhow!("PDF Info object {info} not found"))? + 1;
    let dict_at = object_at + header.len() - 1;
    let dict_end = dict_at
        + find(&pdf[dict_at..], b">>\nendobj\n").ok_or_else(|| anyhow::anyhow!("PDF Info object {info} not closed"))?;
    let dict = &pdf[dict_at..dict_end];
    let Some(creator_at) = find(dict, SHELL_CREATOR) else { return Ok(()) };
    let major = {
        let at = find(dict, b"/Producer (Skia/PDF m")
            .ok_or_else(|| anyhow::anyhow!("PDF Info without Skia's /Producer"))?
            + b"/Producer (Skia/PDF m".len();
        let digits: Vec<u8> = dict[at..].iter().copied().take_while(u8::is_ascii_digit).collect();
        anyhow::ensure!(!digits.is_empty() && dict.get(at + digits.len()) == Some(&b')'), "Unreadable PDF /Producer");
        String::from_utf8(digits)?
    };
    let mut rewritten = Vec::with_capacity(dict.len() + 160);
    if find(dict, b"/Title ").is_none() {
        rewritten.extend_from_slice(UNTITLED);
    }
    rewritten.extend_from_slice(&dict[..creator_at]);
    rewritten.extend_from_slice(full_chromium_creator(&major).as_bytes());
    rewritten.extend_from_slice(&dict[creator_at + SHELL_CREATOR.len()..]);
    let shift = rewritten.len() - dict.len();
    pdf.splice(dict_at..dict_end, rewritten);
    shift_offsets_after(pdf, object_at, shift)
}

/// Adds `shift` to every in-use cross-reference offset past `at` and to
/// `startxref`; the entries keep their fixed width.
fn shift_offsets_after(pdf: &mut Vec<u8>, at: usize, shift: usize) -> anyhow::Result<()> {
    let startxref_at = rfind(pdf, b"\nstartxref\n").ok_or_else(|| anyhow::anyhow!("PDF without startxref"))?;
    let digits_at = startxref_at + b"\nstartxref\n".len();
    let digits = pdf[digits_at..].iter().take_while(|b| b.is_ascii_digit()).count();
    let xref: usize = std::str::from_utf8(&pdf[digits_at..digits_at + digits])?.parse()?;
    let xref = if xref > at { xref + shift } else { xref };
    anyhow::ensure!(pdf[xref..].starts_with(b"xref\n"), "PDF startxref does not point at its table");
    pdf.splice(digits_at..digits_at + digits, xref.to_string().into_bytes());
    // Subsections: `first count`, then `count` entries of 20 bytes.
    let mut line = xref + b"xref\n".len();
    loop {
        let end = line + find(&pdf[line..], b"\n").ok_or_else(|| anyhow::anyhow!("PDF xref cut short"))?;
        let text = std::str::from_utf8(&pdf[line..end])?;
        let Some((_, count)) = text.split_once(' ') else { break };
        let Ok(count) = count.trim().parse::<usize>() else { break };
        for entry in 0..count {
            let entry = end + 1 + entry * 20;
            let bytes = pdf.get(entry..entry + 20).ok_or_else(|| anyhow::anyhow!("PDF xref cut short"))?;
            anyhow::ensure!(bytes[10] == b' ' && bytes[16] == b' ', "Unexpected PDF xref entry at byte {entry}");
            if bytes[17] == b'n' {
                let offset: usize = std::str::from_utf8(&bytes[..10])?.parse()?;
                if offset > at {
                    pdf[entry..entry + 10].copy_from_slice(format!("{:010}", offset + shift).as_bytes());
                }
            }
        }
        line = end + 1 + count * 20;
    }
    Ok(())
}

fn reference_after(text: &[u8], key: &[u8]) -> anyhow::Result<usize> {
    let at = find(text, key).ok_or_else(|| anyhow::anyhow!("PDF trailer without an Info"))? + key.len();
    let digits = text[at..].iter().take_while(|b| b.is_ascii_digit()).count();
    std::str::from_utf8(&text[at..at + digits])?.parse().map_err(|_| anyhow::anyhow!("PDF trailer: unreadable /Info"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PDF laid out as Chromium writes one, with `info` as its Info
    /// dictionary's entries; the offsets are computed, not typed.
    fn chromium_pdf(info: &str) -> Vec<u8> {
        let mut pdf = String::from("%PDF-1.4\n%\u{d3}\n");
        let objects = [
            format!("<<{info}>>"),
            "<</Type /Catalog\n/Pages 3 0 R>>".to_string(),
            "<</Type /Pages\n/Count 0\n/Kids []>>".to_string(),
        ];
        let mut offsets = vec![];
        for (n, body) in objects.iter().enumerate() {
            offsets.push(pdf.len());
            pdf.push_str(&format!("{} 0 obj\n{body}\nendobj\n", n + 1));
        }
        let xref = pdf.len();
        pdf.push_str("xref\n0 4\n0000000000 65535 f \n");
        for offset in offsets {
            pdf.push_str(&format!("{offset:010} 00000 n \n"));
        }
        pdf.push_str(&format!("trailer\n<</Size 4\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n{xref}\n%%EOF"));
        pdf.into_bytes()
    }

    const DATES: &str =
        "/Producer (Skia/PDF m156)\n/CreationDate (D:20261127230144+00'00')\n/ModDate (D:20261127230144+00'00')";
    /// What Debian's chromium 156 writes (read from its PDFs).
    const FULL_CREATOR: &str = "/Creator (Mozilla/5.0 \\(X11; Linux x86_64\\) AppleWebKit/537.36 \\(KHTML, like Gecko\\) HeadlessChrome/156.0.0.0 Safari/537.36)\n";

    #[test]
    fn the_shells_info_becomes_the_full_browsers_with_every_offset_after_it_moved() {
        let title = "/Title <FEFF00460069006300680061002000E9>\n";
        let mut pdf = chromium_pdf(&format!("{title}/Creator (Chromium)\n{DATES}"));
        as_full_chromium_wrote(&mut pdf).unwrap();
        assert_eq!(pdf, chromium_pdf(&format!("{title}{FULL_CREATOR}{DATES}")));
    }

    #[test]
    fn an_untitled_page_gets_the_address_the_full_browser_writes() {
        let mut pdf = chromium_pdf(&format!("/Creator (Chromium)\n{DATES}"));
        as_full_chromium_wrote(&mut pdf).unwrap();
        assert_eq!(pdf, chromium_pdf(&format!("/Title (about:blank)\n{FULL_CREATOR}{DATES}")));
    }

    #[test]
    fn the_full_browsers_own_pdf_and_a_rewritten_one_stay_as_they_are() {
        let full = chromium_pdf(&format!("/Title (x)\n{FULL_CREATOR}{DATES}"));
        let mut again = full.clone();
        as_full_chromium_wrote(&mut again).unwrap();
        assert_eq!(again, full);
    }

    #[test]
    fn the_creators_version_follows_skias_milestone() {
        let mut pdf = chromium_pdf("/Title (x)\n/Creator (Chromium)\n/Producer (Skia/PDF m157)");
        as_full_chromium_wrote(&mut pdf).unwrap();
        assert!(String::from_utf8_lossy(&pdf).contains("HeadlessChrome/157.0.0.0 Safari/537.36)\n/Producer"));
    }

    #[test]
    fn a_pdf_not_laid_out_as_chromium_writes_is_refused() {
        let mut no_producer = chromium_pdf("/Title (x)\n/Creator (Chromium)\n/ModDate (D:20261127230144+00'00')");
        assert!(as_full_chromium_wrote(&mut no_producer).is_err());
        assert!(as_full_chromium_wrote(&mut b"%PDF-1.4\nno trailer".to_vec()).is_err());
        let mut wrong_xref = chromium_pdf(&format!("/Creator (Chromium)\n{DATES}"));
        let at = rfind(&wrong_xref, b"startxref\n").unwrap() + 10;
        wrong_xref[at] = b'1';
        assert!(as_full_chromium_wrote(&mut wrong_xref).is_err());
    }
}
