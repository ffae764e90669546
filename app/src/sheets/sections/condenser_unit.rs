//! The condenser of a condensing unit or an air-cooled chiller: model,
//! ambient, design temperature difference, fans (number and power), heat
//! rejected, reserve and use; or, when the automatic selection failed, that
//! failure in words (and in the sheet's warnings).

use domain::calculation::CondenserSettings;
use domain::engine::condenser::{cop_with_fans, CondenserOrigin, CondenserRating, RatingSource, SelectedCondenser};
use domain::engine::system::FieldRun;
use serde::Serialize;

use super::answer::Answer;
use super::source::ChosenCondenser;
use crate::sheets::format::{Figures, Measure};

#[derive(Debug, Clone, Serialize)]
pub struct UnitCondenser {
    pub rows: Vec<(String, String)>,
    pub notes: Vec<String>,
    /// Cooling capacity / (compressors' + fans' power), when the fans are known.
    pub cop_with_fans: Option<String>,
    /// The same COP as a number, for its EER on an I-P sheet (`ficha-10`).
    #[serde(skip)]
    pub cop_with_fans_ratio: Option<f64>,
    /// The failed selection, for the warnings.
    pub failure: Option<String>,
    /// One row group per refrigerant circuit's condenser (`ficha-11` on,
    /// engine 1.11.0); empty for one condenser.
    pub circuits: Vec<CircuitRows>,
    /// A chiller's condenser piped on site, the run to it ("20 m"): its
    /// heading says 'Condensador remoto a 20 m' (`ficha-13` on, tester
    /// report 3, defect 4; [`remote_run`]).
    pub remote: Option<String>,
}

/// The run to a chiller's remote condenser as its heading prints it: the
/// run the answer's lines were sized for (engine 1.13.0's `fieldRun`), or
/// the project's `pipeDistance` for an answer recorded before; `None` for
/// a packaged chiller (no field run), whose condenser is in its frame.
pub fn remote_run(field_run: Option<FieldRun>, project_run: Option<f64>, figures: Figures) -> Option<String> {
    let run = field_run.map(|r| r.length).or(project_run).filter(|m| *m > 0.0)?;
    Some(figures.trimmed_measure(Some(run), Measure::Length, 1))
}

/// A circuit's condenser: 'Condensador · Circuito 2 (B)' and its rows.
#[derive(Debug, Clone, Serialize)]
pub struct CircuitRows {
    pub title: String,
    pub rows: Vec<(String, String)>,
    pub notes: Vec<String>,
}

/// W of the condenser fans, when the answer knows the condenser: every
/// circuit's condenser's where each circuit has one (engine 1.11.0).
pub fn fan_power(answer: &Answer) -> Option<f64> {
    let own: Vec<&SelectedCondenser> = answer.circuit_condensers.iter().filter_map(|c| c.condenser.as_ref()).collect();
    if !own.is_empty() {
        return Some(own.iter().map(|c| f64::from(c.fan_count) * c.fan_power_consumption).sum());
    }
    let condenser = answer.auto_selected_condenser.as_ref().or(answer.given_condenser.as_ref());
    condenser.map(|c| f64::from(c.fan_count) * c.fan_power_consumption)
}

/// The rows of a condenser the answer states: model (with how it was
/// chosen), capacity at the design ΔT and fans.
fn stated_rows(label: &str, condenser: &SelectedCondenser, figures: Figures) -> Vec<(String, String)> {
    vec![
        (label.to_string(), condenser.model.clone()),
        (
            "Capacidad a la ΔT de diseño".to_string(),
            format!("{} {}", figures.capacity(Some(condenser.capacity), 2), figures.unit(Measure::HeatFlow)),
        ),
        (
            "Ventiladores".to_string(),
            format!(
                "{} × {} W{}",
                condenser.fan_count,
                figures.fixed(Some(condenser.fan_power_consumption), 0),
                if condenser.is_microchannel { " · microcanal" } else { "" }
            ),
        ),
    ]
}

fn status_word(code: &str) -> &'static str {
    match code {
        "insufficient" => "insuficiente",
        "adjusted" => "ajustado",
        "good" => "con reserva",
        "sufficient" => "suficiente",
        // Engine 1.11.0: no ambient temperature given.
        "unverified" => "sin verificar",
        _ => "—",
    }
}

/// The section; `None` when the answer has nothing about a condenser.
/// `chosen` (`ficha-6` on): the condenser the project names, printed by
/// model and fans; without it a chosen condenser prints as 'Indicado en el
/// proyecto', as `ficha-4` and `ficha-5` did.
pub fn unit_condenser(
    settings: &CondenserSettings,
    cond_temp: Option<f64>,
    heat_load_w: Option<f64>,
    answer: &Answer,
    chosen: Option<&ChosenCondenser>,
    figures: Figures,
) -> Option<UnitCondenser> {
    if answer.auto_selected_condenser.is_none() && answer.auto_select_error.is_none() && answer.condenser.is_none() {
        return None;
    }
    let mut rows = Vec::new();
    let mut notes = Vec::new();
    if let Some(selected) = &answer.auto_selected_condenser {
        rows.extend(stated_rows("Modelo (selección automática)", selected, figures));
        if selected.is_out_of_range {
            notes
                .push("El condensador seleccionado excede el sobredimensionamiento pedido en más de 20 puntos.".into());
        }
    } else if let Some(given) = &answer.given_condenser {
        rows.extend(stated_rows("Modelo (indicado en el proyecto)", given, figures));
    } else if answer.condenser.is_some() {
        match chosen {
            Some(chosen) => {
                let model = chosen.model.as_deref().map(str::trim).filter(|m| !m.is_empty()).unwrap_or("—");
                rows.push(("Modelo (indicado en el proyecto)".to_string(), model.to_string()));
                if let (Some(count), Some(power)) = (chosen.fan_count, chosen.fan_power) {
                    rows.push((
                        "Ventiladores".to_string(),
                        format!("{} × {} W", figures.fixed(Some(count), 0), figures.fixed(Some(power), 0)),
                    ));
                }
            }
            None => rows.push(("Modelo".to_string(), "Indicado en el proyecto".to_string())),
        }
    }
    if let Some(fan) = &settings.condenser_fan_type.as_deref().filter(|f| !f.trim().is_empty()) {
        rows.push(("Tipo de ventilador".to_string(), fan_type_in_words(fan)));
    }
    match (settings.ambient_temp, cond_temp) {
        (Some(ambient), Some(cond)) => {
            rows.push(("Temperatura ambiente".to_string(), figures.measure(Some(ambient), Measure::Temperature, 1)));
            rows.push((
                "Diferencia de temperatura".to_string(),
                figures.measure(Some(cond - ambient), Measure::TemperatureDifference, 1),
            ));
        }
        _ => notes.push("Sin temperatura ambiente: el condensador se evaluó a su ΔT nominal.".into()),
    }
    if let Some(load) = heat_load_w {
        rows.push((
            "Calor rechazado".to_string(),
            format!("{} {}", figures.capacity(Some(load), 2), figures.unit(Measure::HeatFlow)),
        ));
    }
    if let Some(check) = &answer.condenser {
        rows.push((
            "Reserva".to_string(),
            format!("{} % ({})", figures.fixed(Some(check.reserve), 1), status_word(&check.reserve_status)),
        ));
        rows.push((
            "Uso".to_string(),
            format!("{} % ({})", figures.fixed(Some(check.utilisation), 1), status_word(&check.utilisation_status)),
        ));
    }
    let failure = answer
        .auto_select_error
        .as_ref()
        .map(|e| format!("Selección automática del condensador fallida: {}.", e.message.trim_end_matches('.')));
    notes.extend(failure.clone());
    let chosen_fans = answer.condenser.as_ref().and(chosen).and_then(ChosenCondenser::fans);
    // The answer states it from engine 1.12.0; older answers print the
    // figure their sheets were issued with, from the same domain rule.
    let cop_with_fans_ratio = answer.totals.as_ref().and_then(|t| {
        t.cop_with_fans.or_else(|| {
            fan_power(answer).or(chosen_fans).and_then(|fans| cop_with_fans(t.cooling_capacity, t.power_input, fans))
        })
    });
    let cop_with_fans = cop_with_fans_ratio.map(|cop| figures.fixed(Some(cop), 2));
    Some(UnitCondenser { rows, notes, cop_with_fans, cop_with_fans_ratio, failure, circuits: Vec::new(), remote: None })
}

/// The rows of the one condenser that a unit of a condenser per circuit
/// does not have: model, capacity, fans, reserve and use move to each
/// circuit's group.
const PER_CIRCUIT_ROWS: [&str; 7] = [
    "Modelo (selección automática)",
    "Modelo (indicado en el proyecto)",
    "Modelo",
    "Capacidad a la ΔT de diseño",
    "Ventiladores",
    "Reserva",
    "Uso",
];

impl UnitCondenser {
    /// A unit with a condenser per refrigerant circuit (engine 1.11.0,
    /// `ficha-11` on): the common rows (fan type, ambient, difference,
    /// total heat) stay; each circuit prints its own group, titled as the
    /// sheet names the circuit ('Circuito 2 (B)'), with its model and how
    /// it was chosen, capacity at the design ΔT, fans, heat, reserve and
    /// use. `ids` are the circuits' ids in order.
    pub fn with_circuits(&mut self, answer: &Answer, ids: &[String], figures: Figures) {
        let circuits = &answer.circuit_condensers;
        if circuits.is_empty() {
            return;
        }
        self.rows.retain(|(label, _)| !PER_CIRCUIT_ROWS.contains(&label.as_str()));
        // A failed selection is said in its circuit's group (and in the
        // warnings), not twice on the page.
        let failure = self.failure.clone();
        self.notes.retain(|n| Some(n) != failure.as_ref());
        let fans: u32 = circuits.iter().filter_map(|c| c.condenser.as_ref()).map(|c| c.fan_count).sum();
        self.notes.insert(
            0,
            format!(
                "Un condensador por circuito frigorífico: {} condensadores, {fans} ventiladores en total.",
                circuits.len()
            ),
        );
        self.circuits = circuits
            .iter()
            .enumerate()
            .map(|(i, own)| {
                let id = ids.get(i).map_or(own.circuit_id.as_str(), String::as_str);
                let mut rows = Vec::new();
                let mut notes = Vec::new();
                if let Some(condenser) = &own.condenser {
                    let label = match own.origin {
                        CondenserOrigin::Automatic => "Modelo (selección automática)",
                        CondenserOrigin::Given => "Modelo (indicado en el proyecto)",
                    };
                    rows.extend(stated_rows(label, condenser, figures));
                    if condenser.is_out_of_range {
                        notes.push(
                            "El condensador seleccionado excede el sobredimensionamiento pedido en más de 20 puntos."
                                .into(),
                        );
                    }
                }
                rows.push((
                    "Calor rechazado".to_string(),
                    format!("{} {}", figures.capacity(Some(own.load), 2), figures.unit(Measure::HeatFlow)),
                ));
                if let Some(check) = &own.check {
                    rows.push((
                        "Reserva".to_string(),
                        format!("{} % ({})", figures.fixed(Some(check.reserve), 1), status_word(&check.reserve_status)),
                    ));
                    rows.push((
                        "Uso".to_string(),
                        format!(
                            "{} % ({})",
                            figures.fixed(Some(check.utilisation), 1),
                            status_word(&check.utilisation_status)
                        ),
                    ));
                }
                notes.extend(own.auto_select_error.as_ref().map(|e| {
                    format!("Selección automática del condensador fallida: {}.", e.message.trim_end_matches('.'))
                }));
                CircuitRows { title: super::duty::circuit_title(i, id), rows, notes }
            })
            .collect();
    }
}

impl UnitCondenser {
    /// A unit of a condenser per circuit where some circuit has none (its
    /// automatic selection failed): the count says how many of the
    /// condensers there are, '1 de 2 condensadores seleccionados', and that
    /// circuit's group says it has none and what it needed, first
    /// (`ficha-13` on; tester report 4, defect 7: '2 condensadores' with
    /// one). Call after [`Self::with_circuits`].
    pub fn count_selected_condensers(&mut self, answer: &Answer) {
        let circuits = &answer.circuit_condensers;
        let chosen = circuits.iter().filter(|c| c.condenser.is_some()).count();
        if circuits.is_empty() || chosen == circuits.len() {
            return;
        }
        let fans: u32 = circuits.iter().filter_map(|c| c.condenser.as_ref()).map(|c| c.fan_count).sum();
        if let Some(count) = self.notes.first_mut().filter(|n| n.starts_with("Un condensador por circuito")) {
            *count = format!(
                "Un condensador por circuito frigorífico: {chosen} de {} condensadores seleccionados, {fans} ventiladores en total.",
                circuits.len()
            );
        }
        for (group, own) in self.circuits.iter_mut().zip(circuits) {
            if own.condenser.is_some() {
                continue;
            }
            let said = match &own.auto_select_error {
                // One decimal, as the selection's own message and the warning.
                Some(e) => format!(
                    "Sin condensador: la selección automática no encontró ninguno que alcance {:.1} kW a la ΔT de diseño (ver advertencias).",
                    e.required_capacity / 1000.0
                ),
                None => "Sin condensador.".to_string(),
            };
            group.notes.insert(0, said);
        }
    }
}

impl UnitCondenser {
    /// Each condenser's rating below its capacity at the design ΔT, with
    /// who states it: 'Capacidad nominal a ΔT 15.0 K' '45.00 kW (indicada
    /// en el proyecto)' for one the project typed, with a note that the
    /// project gives no rated ΔT, '(catálogo del condensador)' for one of
    /// the library (engine 1.14.0's `rating`; EN 327:2014 rates total heat
    /// rejection at ΔT1, ENGINEERING.md section 4 scales it to the design
    /// ΔT). An answer recorded before states none and prints none. Call
    /// after [`Self::with_circuits`].
    pub fn with_ratings(&mut self, answer: &Answer, figures: Figures) {
        let unit = answer.auto_selected_condenser.as_ref().or(answer.given_condenser.as_ref());
        let mut typed = insert_rating(&mut self.rows, unit, figures);
        for (group, own) in self.circuits.iter_mut().zip(&answer.circuit_condensers) {
            typed |= insert_rating(&mut group.rows, own.condenser.as_ref(), figures);
        }
        if typed {
            self.notes.push(TYPED_RATING_NOTE.to_string());
        }
    }
}

/// Said under a condenser typed in the project: the form asks for its
/// capacity, not the ΔT it is rated at (spec section 3).
pub const TYPED_RATING_NOTE: &str = "El proyecto no indica a qué ΔT corresponde la capacidad nominal del condensador: se toma la de catálogo por defecto, 15 K (EN 327).";

/// The rating row after the capacity at the design ΔT, where the
/// condenser states one; whether it is the project's.
fn insert_rating(rows: &mut Vec<(String, String)>, condenser: Option<&SelectedCondenser>, figures: Figures) -> bool {
    let Some(rating) = condenser.and_then(|c| c.rating) else { return false };
    let Some(at) = rows.iter().position(|(label, _)| label == "Capacidad a la ΔT de diseño") else { return false };
    rows.insert(at + 1, rating_row(&rating, figures));
    rating.source == RatingSource::Project
}

/// ('Capacidad nominal a ΔT 15.0 K', '45.00 kW (indicada en el proyecto)').
pub fn rating_row(rating: &CondenserRating, figures: Figures) -> (String, String) {
    let capacity = format!("{} {}", figures.capacity(Some(rating.capacity), 2), figures.unit(Measure::HeatFlow));
    let delta_t = figures.measure(Some(rating.rated_delta_t), Measure::TemperatureDifference, 1);
    let source = match rating.source {
        RatingSource::Catalogue => "catálogo del condensador",
        RatingSource::Project => "indicada en el proyecto",
    };
    (format!("Capacidad nominal a ΔT {delta_t}"), format!("{capacity} ({source})"))
}

/// The fan type codes of the form (`EC`, `FIX SPEED`, `VFD`) in words.
pub fn fan_type_in_words(code: &str) -> String {
    match code.trim().to_ascii_uppercase().as_str() {
        "EC" => "EC (conmutación electrónica)".into(),
        "FIX SPEED" | "FIXED" | "STANDARD" => "Velocidad fija".into(),
        "VFD" => "Con variador de frecuencia".into(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use domain::engine::condenser::{check, SelectedCondenser, SelectionError};
    use domain::engine::system::SystemTotals;

    use super::*;

    fn settings() -> CondenserSettings {
        CondenserSettings {
            ambient_temp: Some(35.0),
            condenser_fan_type: Some("FIX SPEED".into()),
            ..Default::default()
        }
    }

    #[test]
    fn a_selected_condenser_prints_model_ambient_difference_fans_load_reserve_and_use() {
        let answer = Answer {
            auto_selected_condenser: Some(SelectedCondenser {
                id: "c".into(),
                model: "LU-VE EHL 32".into(),
                capacity: 34_000.0,
                fan_count: 2,
                fan_power_consumption: 450.0,
                is_microchannel: false,
                is_out_of_range: false,
                rating: None,
            }),
            condenser: Some(check(34_000.0, 30_800.0)),
            totals: Some(SystemTotals {
                cooling_capacity: 24_000.0,
                power_input: 6_800.0,
                current: 12.0,
                heat_rejection: 30_800.0,
                cop: 3.53,
                cop_with_fans: None,
                eer_with_fans: None,
            }),
            ..Answer::default()
        };
        let section =
            unit_condenser(&settings(), Some(45.0), Some(30_800.0), &answer, None, Figures::default()).unwrap();
        let printed = format!("{:?}", section.rows);
        for expected in [
            "LU-VE EHL 32",
            "34.00 kW",
            "2 × 450 W",
            "35.0 °C",
            "10.0 K",
            "30.80 kW",
            "10.4 % (con reserva)",
            "90.6 % (suficiente)",
            "Velocidad fija",
        ] {
            assert!(printed.contains(expected), "{expected} in {printed}");
        }
        // 24 000 / (6 800 + 900) = 3.117
        assert_eq!(section.cop_with_fans.as_deref(), Some("3.12"));
        assert!(section.failure.is_none());
        // Engine 1.12.0 states it: the sheet prints the answer's figure.
        let mut stated = answer.clone();
        stated.totals.as_mut().unwrap().cop_with_fans = Some(2.5);
        let section =
            unit_condenser(&settings(), Some(45.0), Some(30_800.0), &stated, None, Figures::default()).unwrap();
        assert_eq!((section.cop_with_fans.as_deref(), section.cop_with_fans_ratio), (Some("2.50"), Some(2.5)));
    }

    #[test]
    fn a_failed_selection_is_said() {
        let answer = Answer {
            auto_select_error: Some(SelectionError {
                message: "Ningún condensador del catálogo alcanza 30.8 kW".into(),
                required_capacity: 33_880.0,
            }),
            ..Answer::default()
        };
        let section = unit_condenser(&settings(), Some(45.0), None, &answer, None, Figures::default()).unwrap();
        assert_eq!(
            section.failure.as_deref(),
            Some("Selección automática del condensador fallida: Ningún condensador del catálogo alcanza 30.8 kW.")
        );
        assert!(section.cop_with_fans.is_none());
        assert!(unit_condenser(&settings(), Some(45.0), None, &Answer::default(), None, Figures::default()).is_none());
    }

    /// Issue 23 item 2: a condenser chosen in the project prints its model
    /// and fans (`ficha-6`), not 'Indicado en el proyecto'; the COP with fans
    /// counts them.
    #[test]
    fn a_condenser_chosen_in_the_project_prints_its_model_and_fans() {
        let answer = Answer {
            condenser: Some(check(34_000.0, 30_800.0)),
            totals: Some(SystemTotals {
                cooling_capacity: 24_000.0,
                power_input: 6_800.0,
                current: 12.0,
                heat_rejection: 30_800.0,
                cop: 3.53,
                cop_with_fans: None,
                eer_with_fans: None,
            }),
            ..Answer::default()
        };
        let chosen =
            ChosenCondenser { model: Some("LU-VE EHL 32".into()), fan_count: Some(2.0), fan_power: Some(450.0) };
        let section =
            unit_condenser(&settings(), Some(45.0), Some(30_800.0), &answer, Some(&chosen), Figures::default())
                .unwrap();
        let rows: Vec<(&str, &str)> = section.rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
        assert!(rows.contains(&("Modelo (indicado en el proyecto)", "LU-VE EHL 32")), "{rows:?}");
        assert!(rows.contains(&("Ventiladores", "2 × 450 W")), "{rows:?}");
        assert!(!format!("{rows:?}").contains("Indicado en el proyecto\""));
        // 24 000 / (6 800 + 900) = 3.117
        assert_eq!(section.cop_with_fans.as_deref(), Some("3.12"));
        let unnamed = unit_condenser(
            &settings(),
            Some(45.0),
            None,
            &answer,
            Some(&ChosenCondenser::default()),
            Figures::default(),
        )
        .unwrap();
        assert_eq!(unnamed.rows[0], ("Modelo (indicado en el proyecto)".to_string(), "—".to_string()));
        let as_issued = unit_condenser(&settings(), Some(45.0), None, &answer, None, Figures::default()).unwrap();
        assert_eq!(as_issued.rows[0], ("Modelo".to_string(), "Indicado en el proyecto".to_string()), "ficha-5");
    }

    /// Issue 23, tester defect 4: a condenser chosen by id alone (or typed)
    /// prints like an automatic one, from the answer's `givenCondenser`.
    #[test]
    fn a_condenser_chosen_by_id_prints_its_model_capacity_and_fans() {
        let answer = Answer {
            condenser: Some(check(14_660.0, 27_980.0)),
            given_condenser: Some(SelectedCondenser {
                id: "k".into(),
                model: "CMD-2V-40".into(),
                capacity: 14_660.0,
                fan_count: 2,
                fan_power_consumption: 330.0,
                is_microchannel: false,
                is_out_of_range: false,
                rating: None,
            }),
            ..Answer::default()
        };
        let section =
            unit_condenser(&settings(), Some(45.0), Some(27_980.0), &answer, None, Figures::default()).unwrap();
        let rows: Vec<(&str, &str)> = section.rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
        for row in [
            ("Modelo (indicado en el proyecto)", "CMD-2V-40"),
            ("Capacidad a la ΔT de diseño", "14.66 kW"),
            ("Ventiladores", "2 × 330 W"),
            ("Reserva", "-47.6 % (insuficiente)"),
        ] {
            assert!(rows.contains(&row), "{row:?} in {rows:?}");
        }
        assert_eq!(fan_power(&answer), Some(660.0));
    }

    /// The signing engineer's reading (ficha-14): a condenser typed in the
    /// project prints its rating, 45 kW at the rated 15 K (EN 327:2014's
    /// ΔT1; ENGINEERING.md section 4: 30 kW at the design 10 K), saying the
    /// project states it at the default ΔT; a catalogue one names its
    /// catalogue; I-P: 45 kW = 153 546 BTU/h, 15 K = 27.0 °F.
    #[test]
    fn a_condenser_prints_its_rating_and_who_states_it() {
        let typed = SelectedCondenser {
            id: String::new(),
            model: "CD-45".into(),
            capacity: 30_000.0,
            fan_count: 2,
            fan_power_consumption: 600.0,
            is_microchannel: false,
            is_out_of_range: false,
            rating: Some(CondenserRating { capacity: 45_000.0, rated_delta_t: 15.0, source: RatingSource::Project }),
        };
        let answer = Answer {
            condenser: Some(check(30_000.0, 27_980.0)),
            given_condenser: Some(typed.clone()),
            ..Answer::default()
        };
        let mut section =
            unit_condenser(&settings(), Some(45.0), Some(27_980.0), &answer, None, Figures::default()).unwrap();
        section.with_ratings(&answer, Figures::default());
        let at = section.rows.iter().position(|(l, _)| l == "Capacidad a la ΔT de diseño").unwrap();
        assert_eq!(section.rows[at].1, "30.00 kW");
        assert_eq!(
            section.rows[at + 1],
            ("Capacidad nominal a ΔT 15.0 K".to_string(), "45.00 kW (indicada en el proyecto)".to_string())
        );
        assert!(section.notes.contains(&TYPED_RATING_NOTE.to_string()), "{:?}", section.notes);
        let catalogue = CondenserRating { source: RatingSource::Catalogue, ..typed.rating.unwrap() };
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        assert_eq!(
            rating_row(&catalogue, ip),
            (
                "Capacidad nominal a ΔT 27.0 °F".to_string(),
                "153\u{202f}546 BTU/h (catálogo del condensador)".to_string()
            )
        );
        // An answer recorded before states no rating: nothing is added.
        let old = Answer { given_condenser: Some(SelectedCondenser { rating: None, ..typed }), ..answer };
        let before = section.rows.len() - 1;
        let mut section =
            unit_condenser(&settings(), Some(45.0), Some(27_980.0), &old, None, Figures::default()).unwrap();
        section.with_ratings(&old, Figures::default());
        assert_eq!(section.rows.len(), before);
    }

    /// Issue 23 item 5: 35 °C ambient = 95.0 °F, a 10 K difference = 18.0 °F,
    /// 30.8 kW = 105 093 BTU/h; the fans' electrical watts stay W.
    #[test]
    fn an_ip_sheet_prints_the_condenser_in_fahrenheit_and_btu_per_hour() {
        let answer = Answer { condenser: Some(check(34_000.0, 30_800.0)), ..Answer::default() };
        let chosen =
            ChosenCondenser { model: Some("LU-VE EHL 32".into()), fan_count: Some(2.0), fan_power: Some(450.0) };
        let section = unit_condenser(
            &settings(),
            Some(45.0),
            Some(30_800.0),
            &answer,
            Some(&chosen),
            Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() },
        )
        .unwrap();
        let rows: Vec<(&str, &str)> = section.rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
        for row in [
            ("Temperatura ambiente", "95.0 °F"),
            ("Diferencia de temperatura", "18.0 °F"),
            ("Calor rechazado", "105\u{202F}094 BTU/h"),
            ("Ventiladores", "2 × 450 W"),
        ] {
            assert!(rows.contains(&row), "{row:?} in {rows:?}");
        }
    }

    /// Engine 1.11.0, tester defect 19: a chiller of two refrigerant
    /// circuits prints one row group per circuit's condenser, named as the
    /// sheet names the circuit; the one-condenser rows leave the common
    /// part, and the COP with fans counts both condensers' fans:
    /// 36 000 / (9 000 + 2 × 330 + 1 × 330) = 3.604.
    #[test]
    fn a_condenser_per_circuit_prints_a_group_per_circuit() {
        use domain::engine::condenser::{CircuitCondenser, CondenserOrigin};
        let selected = |model: &str, capacity: f64, fans: u32| SelectedCondenser {
            id: model.into(),
            model: model.into(),
            capacity,
            fan_count: fans,
            fan_power_consumption: 330.0,
            is_microchannel: false,
            is_out_of_range: false,
            rating: None,
        };
        let own = |id: &str, load: f64, condenser: SelectedCondenser| CircuitCondenser {
            circuit_id: id.into(),
            load,
            origin: CondenserOrigin::Automatic,
            check: Some(check(condenser.capacity, load)),
            condenser: Some(condenser),
            auto_select_error: None,
        };
        let answer = Answer {
            condenser: Some(check(36_000.0, 30_000.0)),
            circuit_condensers: vec![
                own("A", 20_000.0, selected("CMD-2V-40", 24_000.0, 2)),
                own("B", 10_000.0, selected("CMD-1V-20", 12_000.0, 1)),
            ],
            totals: Some(SystemTotals {
                cooling_capacity: 36_000.0,
                power_input: 9_000.0,
                current: 20.0,
                heat_rejection: 45_000.0,
                cop: 4.0,
                cop_with_fans: None,
                eer_with_fans: None,
            }),
            ..Answer::default()
        };
        let mut section =
            unit_condenser(&settings(), Some(45.0), Some(30_000.0), &answer, None, Figures::default()).unwrap();
        section.with_circuits(&answer, &["A".into(), "B".into()], Figures::default());
        let common: Vec<&str> = section.rows.iter().map(|(l, _)| l.as_str()).collect();
        assert_eq!(
            common,
            ["Tipo de ventilador", "Temperatura ambiente", "Diferencia de temperatura", "Calor rechazado"]
        );
        assert_eq!(
            section.notes[0],
            "Un condensador por circuito frigorífico: 2 condensadores, 3 ventiladores en total."
        );
        let titles: Vec<&str> = section.circuits.iter().map(|c| c.title.as_str()).collect();
        assert_eq!(titles, ["Circuito 1 (A)", "Circuito 2 (B)"]);
        let second: Vec<(&str, &str)> =
            section.circuits[1].rows.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
        assert_eq!(
            second,
            [
                ("Modelo (selección automática)", "CMD-1V-20"),
                ("Capacidad a la ΔT de diseño", "12.00 kW"),
                ("Ventiladores", "1 × 330 W"),
                ("Calor rechazado", "10.00 kW"),
                ("Reserva", "20.0 % (con reserva)"),
                ("Uso", "83.3 % (suficiente)"),
            ]
        );
        assert_eq!(fan_power(&answer), Some(990.0));
        assert_eq!(section.cop_with_fans.as_deref(), Some("3.60"));
        // A circuit the catalogue cannot serve says so in its own group.
        let mut failed = answer.clone();
        failed.condenser = None;
        failed.circuit_condensers[1].condenser = None;
        failed.circuit_condensers[1].check = None;
        let error = SelectionError {
            message: "Ningún condensador del catálogo alcanza 11.0 kW a ΔT = 10.0 K".into(),
            required_capacity: 11_000.0,
        };
        failed.circuit_condensers[1].auto_select_error = Some(error.clone());
        failed.auto_select_error =
            Some(SelectionError { message: format!("Circuito 2 (B): {}", error.message), ..error });
        let mut section =
            unit_condenser(&settings(), Some(45.0), Some(30_000.0), &failed, None, Figures::default()).unwrap();
        section.with_circuits(&failed, &["A".into(), "B".into()], Figures::default());
        assert_eq!(
            section.failure.as_deref(),
            Some("Selección automática del condensador fallida: Circuito 2 (B): Ningún condensador del catálogo alcanza 11.0 kW a ΔT = 10.0 K.")
        );
        assert!(!section.notes.iter().any(|n| n.starts_with("Selección automática")), "{:?}", section.notes);
        assert_eq!(
            section.circuits[1].notes,
            ["Selección automática del condensador fallida: Ningún condensador del catálogo alcanza 11.0 kW a ΔT = 10.0 K."]
        );
        assert_eq!(section.circuits[1].rows[0].0, "Calor rechazado");
        // One condenser: nothing moves.
        let one = Answer { circuit_condensers: Vec::new(), ..answer };
        let mut single =
            unit_condenser(&settings(), Some(45.0), Some(30_000.0), &one, None, Figures::default()).unwrap();
        let rows = single.rows.clone();
        single.with_circuits(&one, &["1".into()], Figures::default());
        assert!(single.circuits.is_empty() && single.rows == rows);
    }

    /// An English sheet reads the per-circuit texts (engine 1.11.0):
    /// the note, the group's title and the rows' labels.
    #[test]
    fn the_per_circuit_texts_read_in_english() {
        use crate::sheets::language::english;
        assert_eq!(
            english("Un condensador por circuito frigorífico: 2 condensadores, 4 ventiladores en total.").as_deref(),
            Some("One condenser per refrigerant circuit: 2 condensers, 4 fans in all.")
        );
        assert_eq!(english("Circuito 2 (B)").as_deref(), Some("Circuit 2 (B)"));
        assert_eq!(english("Condensador").as_deref(), Some("Condenser"));
        for label in PER_CIRCUIT_ROWS.iter().chain(&["Calor rechazado"]) {
            assert!(english(label).is_some(), "{label}");
        }
    }
}
