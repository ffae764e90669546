//! The 'Trazabilidad' appendix (issue 23 item 7): the ids, versions and
//! hashes that identify a sheet and what it was calculated with. They stay
//! off the customer's copy; the appendix prints on its own page only when
//! the PDF design asks for it (`DesignSettings::traceability_appendix`).

use serde::Serialize;

use super::source::Source;
use crate::sheets::format::issue_date;
use crate::sheets::template_versions::is_sectioned;

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

/// What the sheet of `source` was calculated with (the engine's recorded
/// provenance and the compressors' coefficient sets) and is issued as.
pub fn provenance(
    source: &Source,
    project_version: usize,
    sheet_id: &str,
    template_version: &'static str,
) -> Provenance {
    let recorded = source.answer.provenance();
    let field = |f: fn(&domain::engine::system::CalculationProvenance) -> &String| {
        recorded.map(|p| f(p).trim().to_string()).unwrap_or_default()
    };
    let mut unique: Vec<&str> = source
        .compressors()
        .into_iter()
        .flat_map(|c| c.performance.polynomial_ids.iter().map(String::as_str))
        .collect();
    unique.sort_unstable();
    unique.dedup();
    let calculated_at = &source.calculated_at;
    Provenance {
        engine_version: field(|p| &p.engine_version),
        dataset_hash: field(|p| &p.dataset_hash),
        coolprop_version: field(|p| &p.coolprop_version),
        coefficient_sets: format!("{} juegos de coeficientes del catálogo ({})", unique.len(), unique.join(", ")),
        calculated_at: if is_sectioned(template_version) && !calculated_at.is_empty() {
            issue_date(calculated_at)
        } else {
            calculated_at.clone()
        },
        project_id: source.id.clone(),
        project_version,
        sheet_id: sheet_id.to_string(),
        template_version,
        coefficient_count: unique.len(),
    }
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

    #[test]
    fn the_provenance_is_the_engine_s_recorded_one_with_every_coefficient_set() {
        for kind in ["rack", "condensadora", "chiller", "motocompresora"] {
            let source = super::super::test_sources::source(kind);
            let printed = super::provenance(&source, 2, "s-1", "ficha-4");
            assert!(!printed.engine_version.is_empty() && !printed.coolprop_version.is_empty(), "{kind}");
            assert_eq!(printed.dataset_hash.len(), 64, "{kind}");
            assert!(printed.coefficient_count >= 1, "{kind}");
            assert_eq!(printed.calculated_at, "20/11/2026", "{kind}: the date, not the instant");
            assert_eq!(super::provenance(&source, 2, "s-1", "ficha-3").calculated_at, "2026-11-20T10:00:00.000Z");
        }
    }
}
