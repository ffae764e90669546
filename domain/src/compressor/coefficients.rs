//! EN 12900 / AHRI 540 coefficient sets (ENGINEERING.md section 2), and the
//! conversions importers apply once, at import: EnergyPlus coefficient order
//! and I-P units to the canonical form.

use serde::{Deserialize, Serialize};

/// The canonical ten-term formula, to = evaporating dew temperature, tc =
/// condensing dew temperature, both °C.
pub const EN12900_FORMULA: &str =
    "X = c1 + c2·to + c3·tc + c4·to² + c5·to·tc + c6·tc² + c7·to³ + c8·to²·tc + c9·to·tc² + c10·tc³";

/// Default envelope when a source gives none (library.md section 5), °C.
pub const DEFAULT_EVAP_MIN: f64 = -45.0;
pub const DEFAULT_EVAP_MAX: f64 = 7.5;
pub const DEFAULT_COND_MIN: f64 = 11.6;
pub const DEFAULT_COND_MAX: f64 = 62.0;

/// The unit a set's output is written in (a file's label states it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum OutputUnit {
    #[serde(rename = "W")]
    Watt,
    #[serde(rename = "kW")]
    Kilowatt,
    #[serde(rename = "Btu/h")]
    BtuPerHour,
    #[serde(rename = "A")]
    Ampere,
    #[serde(rename = "kg/h")]
    KgPerHour,
    #[serde(rename = "kg/s")]
    KgPerSecond,
    #[serde(rename = "lb/h")]
    LbPerHour,
    #[serde(rename = "°C")]
    Celsius,
    #[serde(rename = "°F")]
    Fahrenheit,
}

impl OutputUnit {
    /// Whether a set of this parameter can be written in this unit.
    pub fn fits(self, parameter: Parameter) -> bool {
        use OutputUnit::*;
        match parameter {
            Parameter::CoolingCapacity | Parameter::PowerInput => matches!(self, Watt | Kilowatt | BtuPerHour),
            Parameter::Current => self == Ampere,
            Parameter::MassFlow => matches!(self, KgPerHour | KgPerSecond | LbPerHour),
            Parameter::DischargeTemp => matches!(self, Celsius | Fahrenheit),
        }
    }

    /// The set's output in canonical units: X_canonical = a·X + b, applied
    /// term by term to the coefficients (b only to c1).
    pub fn to_canonical(self) -> (f64, f64) {
        use OutputUnit::*;
        match self {
            Watt | Ampere | KgPerHour | Celsius => (1.0, 0.0),
            Kilowatt => (1000.0, 0.0),
            BtuPerHour => (W_PER_BTU_H, 0.0),
            KgPerSecond => (3600.0, 0.0),
            LbPerHour => (KG_PER_LB, 0.0),
            Fahrenheit => (1.0 / 1.8, -32.0 / 1.8),
        }
    }

    /// Reads a unit as files write it (`W`, `kW`, `BTU/hr`, `MBH`, `A`,
    /// `kg/s`, `lbm/h`, `°C`, `ºF`, `*F`, `deg F`...).
    pub fn parse(text: &str) -> Option<Self> {
        let t: String = text
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '.' | '°' | 'º' | '*' | '˚'))
            .collect();
        Some(match t.as_str() {
            "w" | "watt" | "watts" | "vatios" => Self::Watt,
            "kw" | "kilowatt" | "kilowatts" | "kilovatios" => Self::Kilowatt,
            "btu/h" | "btu/hr" | "btuh" | "btu" => Self::BtuPerHour,
            "a" | "amp" | "amps" | "ampere" | "amperes" | "amperios" => Self::Ampere,
            "kg/h" | "kg/hr" | "kgh" => Self::KgPerHour,
            "kg/s" | "kg/sec" | "kgs" => Self::KgPerSecond,
            "lb/h" | "lb/hr" | "lbm/h" | "lbm/hr" | "lbh" => Self::LbPerHour,
            "c" | "degc" | "celsius" => Self::Celsius,
            "f" | "degf" | "fahrenheit" => Self::Fahrenheit,
            _ => return None,
        })
    }
}

/// Converts a set written in `unit` to canonical output units (inputs
/// unchanged).
pub fn output_to_canonical(unit: OutputUnit, c: &[f64; 10]) -> [f64; 10] {
    let (a, b) = unit.to_canonical();
    let mut out = c.map(|v| v * a);
    out[0] += b;
    out
}

/// What a coefficient set gives. Canonical units: W, W, A, °C, kg/h.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum Parameter {
    CoolingCapacity,
    PowerInput,
    Current,
    DischargeTemp,
    MassFlow,
}

impl Parameter {
    /// The API key (`coolingCapacity`...).
    pub fn key(self) -> &'static str {
        match self {
            Self::CoolingCapacity => "coolingCapacity",
            Self::PowerInput => "powerInput",
            Self::Current => "current",
            Self::DischargeTemp => "dischargeTemp",
            Self::MassFlow => "massFlow",
        }
    }

    /// The panel's label (library.md section 2).
    pub fn label(self) -> &'static str {
        match self {
            Self::CoolingCapacity => "Capacidad",
            Self::PowerInput => "Potencia",
            Self::Current => "Corriente",
            Self::DischargeTemp => "Temp. Descarga",
            Self::MassFlow => "Flujo másico",
        }
    }
}

/// Units the source coefficients were written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum UnitSystem {
    /// °C in; W, A, °C, kg/h out.
    Si,
    /// °F in; Btu/h, W (power), A, °F, lb/h out (AHRI 540 I-P).
    Ip,
}

/// Order of the ten coefficients in the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum CoefficientOrder {
    En12900,
    /// EnergyPlus `Curve:Bicubic`: c1 + c2 x + c3 x² + c4 y + c5 y² + c6 xy +
    /// c7 x³ + c8 y³ + c9 x²y + c10 xy².
    EnergyPlus,
}

/// Evaluates an EN 12900 set at (to, tc) °C.
pub fn evaluate(c: &[f64; 10], to: f64, tc: f64) -> f64 {
    c[0] + c[1] * to
        + c[2] * tc
        + c[3] * to * to
        + c[4] * to * tc
        + c[5] * tc * tc
        + c[6] * to * to * to
        + c[7] * to * to * tc
        + c[8] * to * tc * tc
        + c[9] * tc * tc * tc
}

/// The largest value of an EN 12900 set over the `(n + 1) × (n + 1)` grid
/// spanning `to` in `evap` and `tc` in `cond` (°C), each point exactly as
/// [`evaluate`] gives it. The terms that depend on one temperature only are
/// computed once per row or column, in the same order of operations, so the
/// result is bit-for-bit the one of evaluating every point (tested), about
/// four times faster; the data-sheet's envelope current searches 10,201
/// points per compressor on every calculation.
pub fn grid_maximum(c: &[f64; 10], evap: (f64, f64), cond: (f64, f64), n: usize) -> f64 {
    let step = |(lo, hi): (f64, f64), i: usize| lo + (hi - lo) * i as f64 / n as f64;
    // Per tc: c3·tc, c6·tc², c10·tc³ with their own products' order.
    let columns: Vec<(f64, f64, f64, f64)> = (0..=n)
        .map(|j| {
            let tc = step(cond, j);
            (tc, c[2] * tc, c[5] * tc * tc, c[9] * tc * tc * tc)
        })
        .collect();
    let mut largest = f64::NEG_INFINITY;
    for i in 0..=n {
        let to = step(evap, i);
        let r0 = c[0] + c[1] * to;
        let r3 = c[3] * to * to;
        let r4 = c[4] * to;
        let r6 = c[6] * to * to * to;
        let r7 = c[7] * to * to;
        let r8 = c[8] * to;
        for &(tc, k2, k5, k9) in &columns {
            let value = r0 + k2 + r3 + r4 * tc + k5 + r6 + r7 * tc + r8 * tc * tc + k9;
            largest = largest.max(value);
        }
    }
    largest
}

/// EnergyPlus `Curve:Bicubic` order to EN 12900 order (x = to, y = tc).
pub fn from_energyplus(e: &[f64; 10]) -> [f64; 10] {
    // EN: 1, to, tc, to², to·tc, tc², to³, to²·tc, to·tc², tc³
    [e[0], e[1], e[3], e[2], e[5], e[4], e[6], e[8], e[9], e[7]]
}

/// Exponents (of to, of tc) of each EN 12900 term.
const TERMS: [(usize, usize); 10] = [(0, 0), (1, 0), (0, 1), (2, 0), (1, 1), (0, 2), (3, 0), (2, 1), (1, 2), (0, 3)];

fn binomial(n: usize, k: usize) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// Rewrites X(t) = Σ c·to^a·tc^b with t in °F as a polynomial in °C:
/// t°F = 1.8·t°C + 32, expanded exactly (no refit).
fn fahrenheit_inputs_to_celsius(c: &[f64; 10]) -> [f64; 10] {
    let mut out = [0.0; 10];
    for (k, &(a, b)) in TERMS.iter().enumerate() {
        // (1.8·x + 32)^a · (1.8·y + 32)^b
        for i in 0..=a {
            for j in 0..=b {
                let factor = binomial(a, i)
                    * 1.8f64.powi(i as i32)
                    * 32f64.powi((a - i) as i32)
                    * binomial(b, j)
                    * 1.8f64.powi(j as i32)
                    * 32f64.powi((b - j) as i32);
                let target = TERMS.iter().position(|t| *t == (i, j)).expect("degree stays within 3");
                out[target] += c[k] * factor;
            }
        }
    }
    out
}

/// W per Btu/h.
pub const W_PER_BTU_H: f64 = 0.293_071_07;
/// kg per lb.
pub const KG_PER_LB: f64 = 0.453_592_37;

/// Converts a set written in I-P units (AHRI 540: °F inputs; Btu/h, W, A,
/// °F, lb/h outputs) to the canonical SI set.
pub fn ip_to_si(parameter: Parameter, c: &[f64; 10]) -> [f64; 10] {
    let mut out = fahrenheit_inputs_to_celsius(c);
    match parameter {
        Parameter::CoolingCapacity => out.iter_mut().for_each(|v| *v *= W_PER_BTU_H),
        Parameter::MassFlow => out.iter_mut().for_each(|v| *v *= KG_PER_LB),
        Parameter::DischargeTemp => {
            out[0] -= 32.0;
            out.iter_mut().for_each(|v| *v /= 1.8);
        }
        Parameter::PowerInput | Parameter::Current => {}
    }
    out
}

/// Brings a source set to canonical form: EN 12900 order, SI units.
pub fn to_canonical(parameter: Parameter, units: UnitSystem, order: CoefficientOrder, c: &[f64; 10]) -> [f64; 10] {
    to_canonical_with_unit(parameter, units, None, order, c)
}

/// As [`to_canonical`], with the output unit a label stated (`Capacity
/// (kW)`): the unit system then says only what the temperatures are in
/// (°F for I-P), and the label's unit converts the output.
pub fn to_canonical_with_unit(
    parameter: Parameter,
    units: UnitSystem,
    output: Option<OutputUnit>,
    order: CoefficientOrder,
    c: &[f64; 10],
) -> [f64; 10] {
    let ordered = match order {
        CoefficientOrder::En12900 => *c,
        CoefficientOrder::EnergyPlus => from_energyplus(c),
    };
    match (units, output) {
        (UnitSystem::Si, None) => ordered,
        (UnitSystem::Ip, None) => ip_to_si(parameter, &ordered),
        (UnitSystem::Si, Some(unit)) => output_to_canonical(unit, &ordered),
        (UnitSystem::Ip, Some(unit)) => output_to_canonical(unit, &fahrenheit_inputs_to_celsius(&ordered)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_maximum_is_bit_for_bit_the_maximum_of_every_evaluated_point() {
        // The 3DA3-style magnitudes of a capacity set, a current set with
        // mixed signs, and one with huge and tiny terms.
        let sets: [[f64; 10]; 3] = [
            [9.85e3, 354.2, -98.1, 4.71, -2.55, 0.521, 0.0213, -0.0312, 0.00512, -0.00286],
            [4.06, -0.0481, 0.0923, -0.00071, 0.00133, 0.000615, -3.2e-6, 8.1e-6, -1.1e-6, 2.7e-6],
            [-1.0e6, 3.3e3, 7.7e4, -1.0e-3, 5.0e2, -9.9e2, 1.0e-9, -2.5, 4.0e-1, 3.0],
        ];
        let ranges = [((-40.0, 10.0), (20.0, 60.0)), ((-35.5, -5.25), (25.0, 57.5)), ((-10.0, -10.0), (30.0, 70.0))];
        for c in &sets {
            for &(evap, cond) in &ranges {
                for n in [1, 7, 100] {
                    let step = |(lo, hi): (f64, f64), i: usize| lo + (hi - lo) * i as f64 / n as f64;
                    let mut naive = f64::NEG_INFINITY;
                    for i in 0..=n {
                        for j in 0..=n {
                            naive = naive.max(evaluate(c, step(evap, i), step(cond, j)));
                        }
                    }
                    assert_eq!(
                        grid_maximum(c, evap, cond, n).to_bits(),
                        naive.to_bits(),
                        "{c:?} {evap:?} {cond:?} {n}"
                    );
                }
            }
        }
    }

    fn energyplus_eval(e: &[f64; 10], x: f64, y: f64) -> f64 {
        e[0] + e[1] * x
            + e[2] * x * x
            + e[3] * y
            + e[4] * y * y
            + e[5] * x * y
            + e[6] * x * x * x
            + e[7] * y * y * y
            + e[8] * x * x * y
            + e[9] * x * y * y
    }

    #[test]
    fn it_should_reorder_an_energyplus_curve_without_changing_its_values() {
        // 06DR013 R-134A capacity curve from the EnergyPlus dataset.
        let e = [1.719e4, 731.3, 11.74, -181.8, -0.06178, -6.305, 0.06110, 0.002795, -0.08779, 0.001547];
        let c = from_energyplus(&e);
        for (x, y) in [(-10.0, 40.0), (7.2, 48.9), (-17.8, 10.0)] {
            assert!((evaluate(&c, x, y) - energyplus_eval(&e, x, y)).abs() < 1e-6);
        }
    }

    #[test]
    fn it_should_convert_an_ip_set_exactly() {
        // Any cubic in °F with a Btu/h output, evaluated after conversion at the
        // same physical point, gives the same power in W.
        let ip = [12000.0, 250.0, -90.0, 1.5, -2.0, 0.4, 0.01, -0.02, 0.005, 0.001];
        let si = ip_to_si(Parameter::CoolingCapacity, &ip);
        for (to_c, tc_c) in [(-6.7, 48.9), (-31.7, 40.6), (7.2, 54.4)] {
            let btu_h = evaluate(&ip, to_c * 1.8 + 32.0, tc_c * 1.8 + 32.0);
            assert!((evaluate(&si, to_c, tc_c) - btu_h * W_PER_BTU_H).abs() < 1e-6 * btu_h.abs());
        }
        let discharge = ip_to_si(Parameter::DischargeTemp, &ip);
        let f = evaluate(&ip, 20.0 * 1.8 + 32.0, 45.0 * 1.8 + 32.0);
        assert!((evaluate(&discharge, 20.0, 45.0) - (f - 32.0) / 1.8).abs() < 1e-6);
    }

    #[test]
    fn it_should_read_parameters_in_spanish_and_english_with_the_spec_defaults() {
        assert_eq!(Parameter::parse(None), Parameter::CoolingCapacity);
        assert_eq!(Parameter::parse(Some("Potencia")), Parameter::PowerInput);
        assert_eq!(Parameter::parse(Some("power_input")), Parameter::PowerInput);
        assert_eq!(Parameter::parse(Some("Corriente")), Parameter::Current);
        assert_eq!(Parameter::parse(Some("mass flow")), Parameter::MassFlow);
        assert_eq!(Parameter::parse(Some("T descarga")), Parameter::DischargeTemp);
    }
}
