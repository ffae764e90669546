//! The tables `fichas audit verify` and `fichas datasheets verify` print.

use app::projects::audit::AuditRow;

/// One line per recorded calculation: project, version, engine version,
/// identical yes/no, largest numeric difference, who recorded it.
pub fn table(rows: &[AuditRow]) -> String {
    let mut out = format!(
        "{:<38} {:>7} {:>8} {:>9} {:>14}  {:<32} {}\n",
        "proyecto", "versión", "motor", "idéntico", "mayor dif.", "registrado por", "nota"
    );
    for r in rows {
        let note = match (&r.error, r.is_failure()) {
            (Some(e), _) => e.clone(),
            (None, true) => "DIFERENCIA con la misma versión del motor".to_string(),
            (None, false) if !r.identical => "otra versión del motor".to_string(),
            _ => String::new(),
        };
        out.push_str(&format!(
            "{:<38} {:>7} {:>8} {:>9} {:>14.6e}  {:<32} {}\n",
            r.project_id,
            r.version,
            r.engine_version,
            if r.identical { "sí" } else { "no" },
            r.largest_difference,
            r.recorded_by,
            note
        ));
    }
    out.push_str(&format!(
        "{} cálculos verificados, {} con diferencias\n",
        rows.len(),
        rows.iter().filter(|r| !r.identical).count()
    ));
    out
}

/// Prints every issued sheet again and compares: the table, and how many
/// differ with the same renderer (a sheet that cannot be printed again
/// counts as a difference).
pub async fn verify_datasheets(state: &app::AppState, only: Option<&str>) -> anyhow::Result<(String, usize)> {
    use app::projects::shown_version;
    use app::sheets::issue::{all_sheets, named, verify};
    use app::sheets::model::verification_code;
    use app::sheets::template_versions::printed_version;
    let mut sheets = all_sheets(state).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    if let Some(key) = only {
        let one = named(&sheets, key).map_err(|e| anyhow::anyhow!("{e}"))?.clone();
        sheets = vec![one];
    }
    let mut out = format!(
        "{:<38} {:<10} {:<38} {:>20} {:>9} {:>9}  {}\n",
        "ficha", "código", "proyecto", "versión del proyecto", "idéntico", "HTML", "nota"
    );
    let mut failures = 0;
    for sheet in &sheets {
        let (identical, html, note) = match verify(state, sheet).await {
            Ok(v) => {
                let note = if v.is_failure() {
                    failures += 1;
                    format!("DIFERENCIA con el mismo navegador ({})", v.renderer)
                } else if !v.identical {
                    format!("otro navegador: {} (emitida con {})", v.renderer, v.original_renderer)
                } else {
                    String::new()
                };
                (v.identical, v.html_identical, note)
            }
            Err(e) => {
                failures += 1;
                (false, false, e.to_string())
            }
        };
        let yes = |b: bool| if b { "sí" } else { "no" };
        // The version the sheet prints ('Versión del proyecto 2', from
        // ficha-9 the saves counted), not the project's event number.
        let shown = shown_version(state, &sheet.project_id, sheet.project_version).await.map_or_else(
            |_| "—".to_string(),
            |shown| printed_version(&sheet.template_version, sheet.project_version, shown).to_string(),
        );
        out.push_str(&format!(
            "{:<38} {:<10} {:<38} {:>20} {:>9} {:>9}  {}\n",
            sheet.sheet_id,
            verification_code(&sheet.sheet_id),
            sheet.project_id,
            shown,
            yes(identical),
            yes(html),
            note
        ));
    }
    out.push_str(&format!("{} fichas verificadas, {} con diferencias\n", sheets.len(), failures));
    Ok((out, failures))
}
