//! The 'Trazabilidad' appendix (issue 23 item 7): the ids, versions and
//! hashes that identify a sheet and what it was calculated with. They stay
//! off the customer's copy; the appendix prints on its own page only when
//! the PDF design asks for it (`DesignSettings::traceability_appendix`).

use serde::Serialize;

/// What a sheet was calculated with and issued as: the provenance section
/// prints part of it, the appendix all of it.
#[derive(Debug, Clone, Serialize)]
pub struct Provenance {
    pub engine_version: String,
    pub dataset_hash: String,
    pub coolprop_version: String,
    pub coefficient_sets: String,
    pub calculated_at: String,
    pub project_id: String,
    pub project_version: usize,
    pub sheet_id: String,
    pub template_version: &'static str,
    pub coefficient_count: usize,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Traceability {
    /// Printed only when the design asks for the appendix.
    pub printed: bool,
    pub rows: Vec<(String, String)>,
}

/// The appendix of a sheet with this provenance and issue.
pub fn traceability(printed: bool, provenance: &Provenance, issued_at: &str, code: &str) -> Traceability {
    if !printed {
        return Traceability::default();
    }
    let mut rows = vec![
        ("Código de verificación".to_string(), code.to_string()),
        ("Identificador de la ficha".to_string(), provenance.sheet_id.clone()),
        ("Emitida (UTC)".to_string(), issued_at.to_string()),
        ("Proyecto".to_string(), provenance.project_id.clone()),
        ("Versión del proyecto".to_string(), provenance.project_version.to_string()),
        ("Plantilla".to_string(), provenance.template_version.to_string()),
        ("Motor de cálculo".to_string(), provenance.engine_version.clone()),
        ("CoolProp".to_string(), provenance.coolprop_version.clone()),
        ("Datos de refrigerantes (SHA-256)".to_string(), provenance.dataset_hash.clone()),
    ];
    if !provenance.calculated_at.is_empty() {
        rows.push(("Calculado".to_string(), provenance.calculated_at.clone()));
    }
    rows.push(("Juegos de coeficientes".to_string(), provenance.coefficient_sets.clone()));
    rows.retain(|(_, value)| !value.is_empty());
    Traceability { printed: true, rows }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn provenance() -> Provenance {
        Provenance {
            engine_version: "1.5.0".into(),
            dataset_hash: "ab".repeat(32),
            coolprop_version: "6.6.0".into(),
            coefficient_sets: "1 juegos de coeficientes del catálogo (p-1)".into(),
            calculated_at: "27/11/2026".into(),
            project_id: "9f1c2e4a-0000-4000-8000-000000000001".into(),
            project_version: 3,
            sheet_id: "0b5c3e7e-1111-4111-8111-000000000002".into(),
            template_version: "ficha-4",
            coefficient_count: 1,
        }
    }

    const ISSUED_AT: &str = "2026-11-27T08:00:00.000Z";

    #[test]
    fn the_appendix_lists_ids_versions_and_hashes_only_when_asked() {
        let off = traceability(false, &provenance(), ISSUED_AT, "0B5C-3E7E");
        assert!(!off.printed && off.rows.is_empty());
        let on = traceability(true, &provenance(), ISSUED_AT, "0B5C-3E7E");
        let printed = format!("{:?}", on.rows);
        for expected in [
            "0B5C-3E7E",
            "0b5c3e7e-1111-4111-8111-000000000002",
            "9f1c2e4a-0000-4000-8000-000000000001",
            &"ab".repeat(32),
            "ficha-4",
            "1.5.0",
            "p-1",
        ] {
            assert!(printed.contains(expected), "{expected} in {printed}");
        }
    }
}
