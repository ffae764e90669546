//! Electrical loads: MCA, MOCP, breaker and conductor (ENGINEERING.md
//! section 5; NEC 440, NEC 240.6(A), NEC 310.16 75 °C copper, UL 1995).

use serde::{Deserialize, Serialize};

use super::speed::DriveSpeeds;
use super::Defaults;
use crate::compressor::envelope::EnvelopeSource;
use crate::compressor::model::CompressorType;

/// NEC 240.6(A) standard ratings, A.
pub const STANDARD_RATINGS: [f64; 32] = [
    15.0, 20.0, 25.0, 30.0, 35.0, 40.0, 45.0, 50.0, 60.0, 70.0, 80.0, 90.0, 100.0, 110.0, 125.0, 150.0, 175.0, 200.0,
    225.0, 250.0, 300.0, 350.0, 400.0, 450.0, 500.0, 600.0, 700.0, 800.0, 1000.0, 1200.0, 1600.0, 2000.0,
];

/// NEC 310.16, 75 °C copper: size, ampacity A, and the nearest metric size mm².
pub const CONDUCTORS: [(&str, f64, f64); 18] = [
    ("14 AWG", 20.0, 2.08),
    ("12 AWG", 25.0, 3.31),
    ("10 AWG", 35.0, 5.26),
    ("8 AWG", 50.0, 8.37),
    ("6 AWG", 65.0, 13.3),
    ("4 AWG", 85.0, 21.2),
    ("3 AWG", 100.0, 26.7),
    ("2 AWG", 115.0, 33.6),
    ("1 AWG", 130.0, 42.4),
    ("1/0 AWG", 150.0, 53.5),
    ("2/0 AWG", 175.0, 67.4),
    ("3/0 AWG", 200.0, 85.0),
    ("4/0 AWG", 230.0, 107.0),
    ("250 kcmil", 255.0, 127.0),
    ("300 kcmil", 285.0, 152.0),
    ("350 kcmil", 310.0, 177.0),
    ("400 kcmil", 335.0, 203.0),
    ("500 kcmil", 380.0, 253.0),
];

/// One compressor's running current.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompressorLoad {
    pub model: String,
    /// A.
    pub rla: f64,
    /// True when not taken from the data sheet.
    pub estimated: bool,
    pub rla_basis: RlaBasis,
    /// Hz the RLA is at, for a variable-speed compressor: the highest speed
    /// its drive may run it at ([`rla_speed`]; engine 1.14.0). Absent for a
    /// fixed-speed one and in answers recorded before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rla_frequency: Option<f64>,
    /// Where the envelope an estimated RLA was searched over comes from
    /// (engine 1.14.0): `toolDefaults` when the set states no maker's
    /// envelope, and the RLA is then the largest current over the tool's
    /// default range. Absent for a rated RLA and in answers recorded before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rla_envelope: Option<EnvelopeSource>,
    /// The id of the circuit the compressor is on, for a rack, condensing
    /// unit or chiller (engine 1.14.0): sheet and screen group its RLA row
    /// by it. Absent for a bare compressor and in answers recorded before:
    /// read it through `SystemResult::load_circuit_ids`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub circuit_id: Option<String>,
    #[serde(skip)]
    pub compressor_type: Option<CompressorType>,
}

/// The speed (Hz) a variable-speed compressor's RLA is taken at: the
/// highest its drive may run it at in the application, its highest
/// published speed (engine 1.14.0; docs/decisions/
/// 2026-11-28-rla-of-a-variable-speed-compressor.md). The branch circuit,
/// its protection and its conductors must carry the current the motor
/// draws wherever the drive takes it (NEC 440.32 and 440.22 size them from
/// the RLA; IEC 60204-1:2016, 7.2.3 and 12.4, from the full-load current
/// of the equipment); a maker states a variable-speed compressor's RLA at
/// its maximum speed. The speed at the duty point, which a motor-compressor
/// chooses and a VFD rack's lead exceeds, is not that current. `None` for
/// a fixed-speed compressor (one published speed or none): its RLA is at
/// the supply's frequency.
pub fn rla_speed(drive: Option<DriveSpeeds>) -> Option<f64> {
    drive.map(|d| d.highest)
}

/// The mains frequency (Hz) of an installation (issue 23; a sheet's
/// 'Alimentación' from `ficha-14`): the project's frequency where it is a
/// supply's (`speed::is_supply_frequency`), else the frequency the
/// fixed-speed compressors' figures are at where that is a supply's; never
/// a drive's speed (a VFD lead at 70 Hz, or a variable-speed compressor's
/// speed entered as the project's frequency). `None`: not stated.
pub fn mains_frequency<'a>(
    project: Option<f64>,
    compressors: impl IntoIterator<Item = &'a super::performance::Performance>,
) -> Option<f64> {
    project.filter(|f| super::speed::is_supply_frequency(*f)).or_else(|| {
        compressors
            .into_iter()
            .filter(|p| p.drive_speeds.is_none())
            .filter_map(|p| p.frequency)
            .find(|f| super::speed::is_supply_frequency(*f))
    })
}

/// Where a compressor's RLA comes from (ENGINEERING.md section 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum RlaBasis {
    /// The data sheet's rated current, scaled to the supply voltage.
    RatedCurrent,
    /// Estimated: the largest current over the set's envelope.
    EnvelopeMaximum,
}

/// The models of `loads`, each once, in order.
fn models<'a>(loads: impl Iterator<Item = &'a CompressorLoad>) -> Vec<&'a str> {
    let mut names: Vec<&str> = Vec::new();
    for load in loads {
        if !names.contains(&load.model.as_str()) {
            names.push(&load.model);
        }
    }
    names
}

/// The condenser fans.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fans {
    pub count: u32,
    /// kW per fan.
    pub power_kw: f64,
    pub ec: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Recommendations {
    /// Breaker rating, A (the MOCP).
    pub breaker: f64,
    pub conductor: String,
    pub conductor_mm2: Option<f64>,
    pub notes: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ElectricalLoads {
    /// Minimum circuit ampacity, A.
    pub mca: f64,
    /// Maximum overcurrent protection, A (a standard rating).
    pub mocp: f64,
    /// Running current of everything, A.
    pub totals: f64,
    pub compressors: Vec<CompressorLoad>,
    /// A.
    pub crankcase_heaters: f64,
    /// A.
    pub control_consumption: f64,
    /// Condenser fans' full-load current, A.
    pub condenser: f64,
    pub voltage: f64,
    pub recommendations: Recommendations,
}

/// The next standard rating at or below `amps`; if that is below `mca`,
/// the lowest standard rating at or above `mca`; never under 15 A.
pub fn standard_mocp(amps: f64, mca: f64) -> f64 {
    let below = STANDARD_RATINGS.iter().copied().rev().find(|r| *r <= amps).unwrap_or(15.0);
    let rating =
        if below < mca { STANDARD_RATINGS.iter().copied().find(|r| *r >= mca).unwrap_or(f64::MAX) } else { below };
    rating.max(15.0)
}

/// MCA, MOCP and recommendations for compressors, fans and auxiliary loads
/// on one supply (three-phase, `voltage` line to line).
pub fn electrical_loads(
    compressors: Vec<CompressorLoad>,
    fans: &[Fans],
    voltage: f64,
    defaults: &Defaults,
) -> ElectricalLoads {
    let root3v = 3f64.sqrt() * voltage;
    // Every condenser's fans (one condenser per refrigerant circuit on a
    // chiller of several, engine 1.11.0).
    let condenser: f64 = fans
        .iter()
        .map(|f| {
            let pf = if f.ec { defaults.power_factor_ec_fans } else { defaults.power_factor };
            f64::from(f.count) * f.power_kw * 1000.0 / (root3v * pf)
        })
        // Not `.sum()`: an empty f64 sum is -0.0, which PostgreSQL's jsonb
        // stores as 0, so a recorded answer would not replay bit for bit.
        .fold(0.0, |total, amps| total + amps);
    // Heaters are resistive, spread over the three phases; controls take a
    // single-phase transformer across two lines.
    let heaters = compressors.iter().filter(|c| !matches!(c.compressor_type, Some(CompressorType::Scroll))).count()
        as f64
        * defaults.crankcase_heater_w
        / root3v;
    let control = defaults.control_va / voltage;
    let largest = compressors.iter().map(|c| c.rla).fold(0.0, f64::max);
    let sum: f64 = compressors.iter().map(|c| c.rla).sum();
    let others = sum - largest + condenser + heaters + control;
    let mca = 1.25 * largest + others;
    let mocp = standard_mocp(2.25 * largest + others, mca);
    let conductor = CONDUCTORS.iter().find(|(_, ampacity, _)| *ampacity >= mca);
    let mut notes = vec![format!("Interruptor termomagnético de {mocp:.0} A (protección máxima)")];
    if conductor.is_none() {
        notes.push("La corriente supera 380 A: use conductores en paralelo según NEC 310.10(G)".into());
    }
    let over_defaults = |c: &&CompressorLoad| c.rla_envelope == Some(EnvelopeSource::ToolDefaults);
    if compressors.iter().filter(|c| c.estimated).any(|c| !over_defaults(&c)) {
        notes.push(
            "RLA estimada como la corriente máxima en la envolvente del compresor (polinomio de corriente o de potencia), no en el punto de operación: confirme con la placa del compresor"
                .into(),
        );
    }
    for model in models(compressors.iter().filter(|c| c.estimated).filter(over_defaults)) {
        notes.push(format!(
            "RLA de {model}: estimada como la corriente máxima en el rango por defecto de la herramienta, no en la envolvente del fabricante, que sus polinomios no indican; confirme con la placa del compresor"
        ));
    }
    for c in &compressors {
        if let Some(hz) = c.rla_frequency {
            let note = format!(
                "RLA de {} a {} Hz, la velocidad máxima de su variador: la protección y los conductores se dimensionan para la corriente a esa velocidad (NEC 440.32 y 440.22; IEC 60204-1, 7.2.3 y 12.4)",
                c.model,
                super::speed::hz(hz)
            );
            if !notes.contains(&note) {
                notes.push(note);
            }
        }
    }
    ElectricalLoads {
        mca,
        mocp,
        totals: sum + condenser + heaters + control,
        compressors,
        crankcase_heaters: heaters,
        control_consumption: control,
        condenser,
        voltage,
        recommendations: Recommendations {
            breaker: mocp,
            conductor: conductor.map_or_else(|| "Conductores en paralelo".to_string(), |c| c.0.to_string()),
            conductor_mm2: conductor.map(|c| c.2),
            notes,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(model: &str, rla: f64, kind: CompressorType) -> CompressorLoad {
        CompressorLoad {
            model: model.into(),
            rla,
            estimated: false,
            rla_basis: RlaBasis::RatedCurrent,
            rla_frequency: None,
            rla_envelope: None,
            circuit_id: None,
            compressor_type: Some(kind),
        }
    }

    /// Worked by hand: RLA 20, 15 and 10 A; two 0.5 kW fans; 460 V.
    ///   fans     = 2 × 500 / (√3 × 460 × 0.85)        = 1.4766 A
    ///   heaters  = 3 × 100 / (√3 × 460)               = 0.3765 A
    ///   controls = 300 / 460                          = 0.6522 A
    ///   MCA  = 1.25 × 20 + 15 + 10 + 2.5053           = 52.505 A  → 6 AWG (65 A)
    ///   MOCP = 2.25 × 20 + 15 + 10 + 2.5053 = 72.505  → 70 A (next lower, ≥ MCA)
    #[test]
    fn it_should_compute_mca_and_mocp_as_worked_by_hand() {
        let loads = vec![
            load("A", 20.0, CompressorType::Reciprocante),
            load("B", 15.0, CompressorType::Reciprocante),
            load("C", 10.0, CompressorType::Tornillo),
        ];
        let fans = Fans { count: 2, power_kw: 0.5, ec: false };
        let result = electrical_loads(loads, &[fans], 460.0, &Defaults::default());
        assert!((result.condenser - 1.4766).abs() < 1e-4);
        assert!((result.crankcase_heaters - 0.3765).abs() < 1e-4);
        assert!((result.mca - 52.505).abs() < 1e-3, "{}", result.mca);
        assert_eq!(result.mocp, 70.0);
        assert_eq!(result.recommendations.conductor, "6 AWG");
        assert_eq!(result.recommendations.conductor_mm2, Some(13.3));
    }

    /// One 8 A scroll at 220 V, no fans: heaters none; controls 300/220 = 1.364 A.
    ///   MCA = 10 + 1.364 = 11.364 A; MOCP raw = 18 + 1.364 = 19.364 → 15 A.
    #[test]
    fn it_should_apply_the_15_ampere_minimum_and_skip_scroll_heaters() {
        let result = electrical_loads(vec![load("S", 8.0, CompressorType::Scroll)], &[], 220.0, &Defaults::default());
        assert_eq!(result.crankcase_heaters, 0.0);
        assert!((result.mca - 11.3636).abs() < 1e-3);
        assert_eq!(result.mocp, 15.0);
        assert_eq!(result.recommendations.conductor, "14 AWG");
    }

    #[test]
    fn it_should_round_up_to_a_rating_at_or_above_mca_when_the_lower_one_is_too_small() {
        // raw 61 A gives 60 A below, but MCA is 60.5 A: the answer is 70 A.
        assert_eq!(standard_mocp(61.0, 60.5), 70.0);
        assert_eq!(standard_mocp(61.0, 55.0), 60.0);
        assert_eq!(standard_mocp(5.0, 3.0), 15.0);
    }
}
