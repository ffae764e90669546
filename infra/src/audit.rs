//! The table `fichas audit verify` prints.

use app::projects::audit::AuditRow;

/// One line per recorded calculation: project, version, engine version,
/// identical yes/no, largest numeric difference.
pub fn table(rows: &[AuditRow]) -> String {
    let mut out = format!("{:<38} {:>7} {:>8} {:>9} {:>14}  {}\n", "proyecto", "versión", "motor", "idéntico", "mayor dif.", "nota");
    for r in rows {
        let note = match (&r.error, r.is_failure()) {
            (Some(e), _) => e.clone(),
            (None, true) => "DIFERENCIA con la misma versión del motor".to_string(),
            (None, false) if !r.identical => "otra versión del motor".to_string(),
            _ => String::new(),
        };
        out.push_str(&format!(
            "{:<38} {:>7} {:>8} {:>9} {:>14.6e}  {}\n",
            r.project_id,
            r.version,
            r.engine_version,
            if r.identical { "sí" } else { "no" },
            r.largest_difference,
            note
        ));
    }
    out.push_str(&format!("{} cálculos verificados, {} con diferencias\n", rows.len(), rows.iter().filter(|r| !r.identical).count()));
    out
}
