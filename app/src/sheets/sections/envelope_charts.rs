//! The envelope section (issue 23 items 1 and 4): one chart per distinct
//! envelope of the answer, with the duty point of every compressor that has
//! it, labelled by model. The envelope is the maker's polygon where the
//! capacity set carries one (engine 1.8.0 answers state it in
//! `operatingLimits`), else the rectangle of its limits; from `ficha-5` the
//! chart says which under it. Read typed from the recorded answer.

use domain::compressor::envelope::{EnvelopePoint, EnvelopeSource};
use domain::engine::performance::OperatingLimits;
use serde::Deserialize;
use serde_json::Value;

use super::source::Recorded;
use crate::sheets::envelope::{envelope_svg, ChartText, DutyPoint, Envelope};
use crate::sheets::format::{Figures, Measure};

/// At most this many charts on a sheet.
const MAX_CHARTS: usize = 4;

/// A compressor's recorded `operatingLimits`, as far as the chart reads it;
/// a limit missing from an old record leaves that compressor without a chart.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
struct Limits {
    evap_temp_min: Option<f64>,
    evap_temp_max: Option<f64>,
    cond_temp_min: Option<f64>,
    cond_temp_max: Option<f64>,
    envelope_polygon: Option<Vec<EnvelopePoint>>,
    envelope_source: Option<EnvelopeSource>,
}

impl Limits {
    /// Whether the limits are the tool's defaults: as engine 1.13.0 states
    /// it, or for an older answer as its limits read
    /// ([`EnvelopeSource::of_recorded`]).
    fn tool_defaults(&self) -> bool {
        let limits = [self.evap_temp_min, self.evap_temp_max, self.cond_temp_min, self.cond_temp_max];
        let source = self.envelope_source.or_else(|| {
            let [Some(a), Some(b), Some(c), Some(d)] = limits else { return None };
            Some(EnvelopeSource::of_recorded(self.envelope_polygon.is_some(), [a, b, c, d]))
        });
        source == Some(EnvelopeSource::ToolDefaults)
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
struct CompressorLimits {
    model: String,
    operating_limits: Limits,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
struct CircuitLimits {
    evap_temp: Option<f64>,
    #[serde(deserialize_with = "each_or_default")]
    compressors: Vec<CompressorLimits>,
}

/// The compressors of an answer: a system's by circuit, or a bare
/// compressor project's list.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RecordedLimits {
    circuits: Vec<CircuitLimits>,
    #[serde(deserialize_with = "each_or_default")]
    compressors: Vec<CompressorLimits>,
}

/// Each compressor as far as it reads: one an old record cannot give draws
/// no chart, as before the section was typed, and leaves the others.
fn each_or_default<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<CompressorLimits>, D::Error> {
    let values = Vec::<Value>::deserialize(d)?;
    Ok(values.into_iter().map(|v| serde_json::from_value(v).unwrap_or_default()).collect())
}

impl RecordedLimits {
    /// The answer as recorded (an answer that does not read draws no chart).
    pub fn read(results: &Value) -> Self {
        Self::deserialize(results).unwrap_or_default()
    }

    /// The sheet's typed answer, as [`Self::read`] reads its JSON.
    pub fn of(answer: &Recorded) -> Self {
        let compressor = |model: &str, l: &OperatingLimits| CompressorLimits {
            model: model.to_string(),
            operating_limits: Limits {
                evap_temp_min: Some(l.evap_temp_min),
                evap_temp_max: Some(l.evap_temp_max),
                cond_temp_min: Some(l.cond_temp_min),
                cond_temp_max: Some(l.cond_temp_max),
                envelope_polygon: l.envelope_polygon.clone(),
                envelope_source: l.envelope_source,
            },
        };
        match answer {
            Recorded::Simple(simple) => Self {
                circuits: Vec::new(),
                compressors: simple
                    .compressors
                    .iter()
                    .map(|c| compressor(&c.model, &c.performance.operating_limits))
                    .collect(),
            },
            _ => Self {
                circuits: answer
                    .system()
                    .map(|s| &s.circuits[..])
                    .unwrap_or_default()
                    .iter()
                    .map(|c| CircuitLimits {
                        evap_temp: Some(c.evap_temp),
                        compressors: c
                            .compressors
                            .iter()
                            .map(|a| compressor(&a.model, &a.performance.operating_limits))
                            .collect(),
                    })
                    .collect(),
                compressors: Vec::new(),
            },
        }
    }
}

impl RecordedLimits {
    /// Each compressor of a multi-circuit answer labelled with its
    /// circuit's name, `titles` as the headings print them ('3DB3-100E-TFD
    /// · Circuito 1 (MT)'; `ficha-12`, tester report 2, defect 17); a
    /// one-circuit answer as it is.
    pub fn with_circuit_names(mut self, titles: &[String]) -> Self {
        if self.circuits.len() > 1 {
            for (circuit, title) in self.circuits.iter_mut().zip(titles) {
                for compressor in &mut circuit.compressors {
                    compressor.model = format!("{} · {title}", compressor.model.trim());
                }
            }
        }
        self
    }
}

/// The charts, as SVG: `evap` is the project's evaporating temperature (a
/// bare compressor's; systems take each circuit's), `cond` its condensing
/// one, °C. The maker's polygon is drawn only where `text` says the shape.
/// Every temperature is drawn in the sheet's unit (`figures`: °F on an I-P
/// sheet, whose `text` says so); whether a point is inside does not change,
/// the conversion being linear.
pub fn envelope_charts(
    recorded: &RecordedLimits,
    evap: Option<f64>,
    cond: Option<f64>,
    text: ChartText,
    figures: Figures,
) -> Vec<String> {
    let t = |c: f64| figures.convert(c, Measure::Temperature);
    let answers: Vec<(Option<f64>, &CompressorLimits)> = if recorded.circuits.is_empty() {
        recorded.compressors.iter().map(|a| (evap, a)).collect()
    } else {
        recorded.circuits.iter().flat_map(|c| c.compressors.iter().map(move |a| (c.evap_temp, a))).collect()
    };
    let mut charts: Vec<(Envelope, Vec<DutyPoint>)> = Vec::new();
    for (evap, answer) in answers {
        let limits = &answer.operating_limits;
        let envelope = Envelope {
            evap_min: limits.evap_temp_min.map_or(f64::NAN, t),
            evap_max: limits.evap_temp_max.map_or(f64::NAN, t),
            cond_min: limits.cond_temp_min.map_or(f64::NAN, t),
            cond_max: limits.cond_temp_max.map_or(f64::NAN, t),
            polygon: if text.shape_note {
                limits
                    .envelope_polygon
                    .as_ref()
                    .map(|p| p.iter().map(|c| EnvelopePoint { to: t(c.to), tc: t(c.tc) }).collect())
            } else {
                None
            },
            tool_defaults: text.default_envelope && limits.tool_defaults(),
        };
        let (Some(evap), Some(cond)) = (evap, cond) else { continue };
        if !envelope.is_valid() {
            continue;
        }
        let point = DutyPoint { evap: t(evap), cond: t(cond), label: answer.model.clone() };
        match charts.iter_mut().find(|(e, _)| *e == envelope) {
            Some((_, points)) => {
                if !points.contains(&point) {
                    points.push(point);
                }
            }
            None => charts.push((envelope, vec![point])),
        }
    }
    charts.iter().take(MAX_CHARTS).map(|(e, points)| envelope_svg(e, points, text)).collect()
}

#[cfg(test)]
mod tests {
    use domain::engine::performance::OperatingLimits;
    use domain::number_format::NumberLocale;
    use serde_json::json;

    use super::*;

    /// The engine's own `OperatingLimits` reads here field for field: a
    /// renamed field fails this test, not silently on paper.
    #[test]
    fn the_engines_operating_limits_read_as_the_chart_reads_them() {
        let polygon = vec![EnvelopePoint { to: -40.0, tc: 20.0 }, EnvelopePoint { to: -40.0, tc: 45.0 }];
        let engine = OperatingLimits {
            evap_temp_min: -40.0,
            evap_temp_max: 7.2,
            cond_temp_min: 20.0,
            cond_temp_max: 60.0,
            envelope_polygon: Some(polygon.clone()),
            envelope_source: None,
        };
        let read: Limits = serde_json::from_value(serde_json::to_value(&engine).unwrap()).unwrap();
        assert_eq!(
            (read.evap_temp_min, read.evap_temp_max, read.cond_temp_min, read.cond_temp_max),
            (Some(-40.0), Some(7.2), Some(20.0), Some(60.0))
        );
        assert_eq!(read.envelope_polygon, Some(polygon));
    }

    fn answer(polygon: Option<Value>) -> Value {
        let mut limits = json!({"evapTempMin": -40, "evapTempMax": 7.2, "condTempMin": 20, "condTempMax": 60});
        if let Some(p) = polygon {
            limits["envelopePolygon"] = p;
        }
        json!({"circuits": [{"evapTemp": -35, "compressors": [
            {"model": "ZF15K4E-TF5", "operatingLimits": limits.clone()},
            {"model": "ZF15K4E-TF5", "operatingLimits": limits},
            {"model": "viejo", "operatingLimits": {"evapTempMin": -40}}
        ]}]})
    }

    #[test]
    fn a_set_with_the_makers_polygon_is_drawn_as_published_from_ficha_5() {
        let corners = json!([{"to": -40, "tc": 20}, {"to": -40, "tc": 45}, {"to": -20, "tc": 60}, {"to": 7.2, "tc": 60}, {"to": 7.2, "tc": 20}]);
        let recorded = RecordedLimits::read(&answer(Some(corners)));
        let now = envelope_charts(&recorded, None, Some(55.0), ChartText::new(NumberLocale::EsMx), Figures::default());
        assert_eq!(now.len(), 1, "one chart per envelope, one point per model: {now:?}");
        assert!(now[0].contains("Envolvente del fabricante"));
        assert!(now[0].contains("ZF15K4E-TF5 · fuera de rango"), "-35/55 °C is in the corner the maker cuts off");
        let before = ChartText { shape_note: false, ..ChartText::new(NumberLocale::EsMx) };
        let old = envelope_charts(&recorded, None, Some(55.0), before, Figures::default());
        assert!(!old[0].contains("fuera de rango") && !old[0].contains("Envolvente del"), "ficha-4 as issued");
    }

    #[test]
    fn a_set_with_limits_only_is_a_rectangle_and_says_so() {
        let charts = envelope_charts(
            &RecordedLimits::read(&answer(None)),
            None,
            Some(40.0),
            ChartText::new(NumberLocale::EsMx),
            Figures::default(),
        );
        assert_eq!(charts.len(), 1);
        assert!(charts[0].contains("Envolvente rectangular (solo límites de evaporación y condensación)"));
    }

    /// Tester report 3, defect 3: a set of the tool's default limits is not
    /// drawn as the maker's envelope from `ficha-13` on, whether the answer
    /// states it (engine 1.13.0) or its limits are the defaults (before);
    /// `ficha-12` prints it as issued.
    #[test]
    fn the_tools_default_limits_are_said_to_be_so_from_ficha_13() {
        use crate::sheets::template_versions::chart_text;
        let defaults = json!({"evapTempMin": -45, "evapTempMax": 7.5, "condTempMin": 11.6, "condTempMax": 62});
        let stated = json!({"evapTempMin": -45, "evapTempMax": 7.5, "condTempMin": 11.6, "condTempMax": 62, "envelopeSource": "toolDefaults"});
        let makers = json!({"evapTempMin": -45, "evapTempMax": 7.5, "condTempMin": 11.6, "condTempMax": 62, "envelopeSource": "makerRanges"});
        let chart = |limits: &Value, version: &str| {
            let results = json!({"compressors": [{"model": "A2L-TEST", "operatingLimits": limits}]});
            let text = chart_text(version, Figures::default());
            envelope_charts(&RecordedLimits::read(&results), Some(-10.0), Some(45.0), text, Figures::default())
                .remove(0)
        };
        let note = "Envolvente del fabricante no indicada (límites por defecto de la herramienta)";
        for limits in [&defaults, &stated] {
            let now = chart(limits, "ficha-13");
            assert!(now.contains(note) && now.contains("stroke-dasharray"), "{now}");
            let issued = chart(limits, "ficha-12");
            assert!(!issued.contains(note) && issued.contains("Envolvente rectangular"), "{issued}");
        }
        let now = chart(&makers, "ficha-13");
        assert!(!now.contains(note) && now.contains("Envolvente rectangular"), "the maker's own ranges: {now}");
    }

    #[test]
    fn a_bare_compressor_is_drawn_at_the_projects_evaporation() {
        let results = json!({"compressors": [{"model": "3DA3-075E-TFD", "operatingLimits": {"evapTempMin": -40, "evapTempMax": 7.2, "condTempMin": 20, "condTempMax": 60}}]});
        let recorded = RecordedLimits::read(&results);
        assert_eq!(
            envelope_charts(&recorded, Some(-10.0), Some(40.0), ChartText::new(NumberLocale::EsMx), Figures::default())
                .len(),
            1
        );
        assert!(envelope_charts(&recorded, None, Some(40.0), ChartText::new(NumberLocale::EsMx), Figures::default())
            .is_empty());
    }

    /// Issue 23 item 5: an I-P sheet draws the envelope in °F (-40 to
    /// 7.2 °C = -40 to 45 °F, 20 to 60 °C = 68 to 140 °F); a point inside
    /// stays inside.
    #[test]
    fn an_ip_sheet_draws_the_envelope_in_fahrenheit() {
        let ip = Figures { units: domain::project::SheetUnits::Ip, ..Figures::default() };
        let text = crate::sheets::template_versions::chart_text("ficha-7", ip);
        let charts = envelope_charts(&RecordedLimits::read(&answer(None)), None, Some(40.0), text, ip);
        let svg = &charts[0];
        assert!(svg.contains("Evap: -40 a 45 °F · Cond: 68 a 140 °F"), "{svg}");
        assert!(svg.contains("Temperatura de evaporación (°F)") && svg.contains("Temperatura de condensación (°F)"));
        assert!(!svg.contains("°C") && !svg.contains("fuera de rango"), "-35/40 °C is inside");
    }
}
