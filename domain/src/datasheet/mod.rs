//! An issued data sheet: the facts that let anyone print it again and show
//! it is the same document (ARCHITECTURE.md, 'Reproducibility and audit').

use serde::{Deserialize, Serialize};

/// Everything recorded when a sheet is issued. With the project's events up
/// to `project_version`, the company and design settings at their versions,
/// the template of `template_version` and a browser of the same `renderer`,
/// printing again gives a PDF whose SHA-256 is `pdf_sha256`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct IssuedDatasheet {
    pub sheet_id: String,
    pub project_id: String,
    /// The project version the sheet shows.
    pub project_version: usize,
    pub company_settings_version: usize,
    pub design_settings_version: usize,
    pub template_version: String,
    /// The browser that printed it, e.g. `Chromium/156.0.8078.79`.
    pub renderer: String,
    pub html_sha256: String,
    pub pdf_sha256: String,
    /// Where the PDF bytes are kept (content-addressed).
    pub pdf_key: String,
    pub file_name: String,
    /// RFC 3339 UTC; printed on the sheet and written into the PDF's dates.
    pub issued_at: String,
}

/// The short verification code of a sheet: the first eight hexadecimal
/// digits of its id, in two groups ("0B5C-3E7E"), as its footer prints it
/// and the history names it.
pub fn verification_code(sheet_id: &str) -> String {
    let hex: String = sheet_id.chars().filter(char::is_ascii_hexdigit).take(8).collect::<String>().to_ascii_uppercase();
    if hex.len() < 8 {
        return hex;
    }
    format!("{}-{}", &hex[..4], &hex[4..])
}

/// The file name a sheet is offered under (issue 23, replacing
/// app-and-projects.md section 7's `ficha-tecnica-{id}.pdf`):
/// `ficha-{project slug}-v{project version}-{code}.pdf`, a name the
/// customer can read, two versions of one project tell apart, and two
/// projects of the same name too: `code` is the sheet's short verification
/// code, as its footer prints it ('0B5C-3E7E'). Sheets issued before keep
/// the name they were recorded with.
pub fn file_name(project_name: &str, project_version: usize, code: &str) -> String {
    let code: String = code.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    if code.is_empty() {
        return format!("ficha-{}-v{project_version}.pdf", slug(project_name));
    }
    format!("ficha-{}-v{project_version}-{code}.pdf", slug(project_name))
}

/// Lower-case ASCII letters and digits joined by single hyphens; accented
/// Latin letters lose their accent ('Cámara Ñ 2' → 'camara-n-2'); other
/// characters separate words. 'proyecto' when nothing is left.
pub fn slug(text: &str) -> String {
    let mut slug = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        let plain = match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            'ç' => 'c',
            c => c,
        };
        if plain.is_ascii_alphanumeric() {
            slug.push(plain);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "proyecto".into()
    } else {
        slug.into()
    }
}

#[cfg(test)]
mod file_name_tests {
    use super::*;

    #[test]
    fn it_should_name_the_file_after_the_project_and_its_version() {
        assert_eq!(
            file_name("Cámara de carnes Ñuñoa (R-404A)", 7, "0B5C-3E7E"),
            "ficha-camara-de-carnes-nunoa-r-404a-v7-0B5C-3E7E.pdf"
        );
        assert_eq!(file_name("  --  ", 1, "0B5C-3E7E"), "ficha-proyecto-v1-0B5C-3E7E.pdf");
        // Two projects of one name, one sheet each: two names.
        assert_ne!(file_name("Chiller proceso", 1, "0B5C-3E7E"), file_name("Chiller proceso", 1, "9F00-1A2B"));
        assert_eq!(
            file_name("Chiller", 1, "../x y"),
            "ficha-chiller-v1-xy.pdf",
            "only a code's letters, digits, hyphens"
        );
        assert_eq!(file_name("Chiller", 1, ""), "ficha-chiller-v1.pdf");
        assert_eq!(slug("Über/Chiller  #2"), "uber-chiller-2");
    }
}
