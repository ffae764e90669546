//! How a circuit's flow is divided between parallel lines (the spec's
//! suction- and liquid-line division by percentage or by capacity).

/// A division of flow between parallel lines, as the screens send it.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Split {
    /// One line.
    #[default]
    Single,
    /// Equal shares over `n` lines.
    Equal(usize),
    /// Percentages, one per line; they must add up to 100.
    Percentages(Vec<f64>),
    /// Capacities in kW, one per line; they must add up to the capacity the
    /// lines carry.
    Capacities(Vec<f64>),
}

/// Why a division was refused. `lines` names the lines in Spanish
/// ('de succión del circuito MT', 'de líquido').
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SplitError {
    #[error("Cada línea {lines} necesita un valor mayor que 0")]
    NotPositive { lines: String },
    #[error("Los porcentajes de las líneas {lines} deben sumar 100 % (suman {total} %)")]
    PercentagesNot100 { lines: String, total: f64 },
    #[error(
        "Las capacidades de las líneas {lines} deben sumar la capacidad requerida, {required} kW (suman {total} kW)"
    )]
    CapacitiesNotRequired { lines: String, total: f64, required: f64 },
    #[error("Indique la capacidad requerida para dividir las líneas {lines} por capacidad")]
    CapacityUnknown { lines: String },
}

/// Percentages may be off 100 by the screen's rounding (three lines of 33.33 %).
const PERCENT_TOLERANCE: f64 = 0.1;
/// Capacities are typed to 0.01 kW: each line may be off by its rounding.
const KW_TOLERANCE_PER_LINE: f64 = 0.01;

/// Rounds a figure for a message (2 decimals).
fn shown(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

impl Split {
    /// Each line's share of the flow. Percentages must add up to 100 and
    /// capacities to `required_kw` (the capacity the lines carry, kW); every
    /// value must be above 0. Nothing is rescaled: 70 % + 70 % is refused,
    /// not read as 50/50 (engine 1.0.0 did that silently).
    pub fn shares(&self, required_kw: Option<f64>, lines: &str) -> Result<Vec<f64>, SplitError> {
        let lines = || lines.to_string();
        let positive = |values: &[f64]| {
            if values.is_empty() || values.iter().any(|v| !(v.is_finite() && *v > 0.0)) {
                return Err(SplitError::NotPositive { lines: lines() });
            }
            Ok(values.iter().sum::<f64>())
        };
        match self {
            Split::Single => Ok(vec![1.0]),
            Split::Equal(n) => Ok(vec![1.0 / (*n).max(1) as f64; (*n).max(1)]),
            Split::Percentages(values) => {
                let total = positive(values)?;
                if (total - 100.0).abs() > PERCENT_TOLERANCE {
                    return Err(SplitError::PercentagesNot100 { lines: lines(), total: shown(total) });
                }
                Ok(values.iter().map(|v| v / total).collect())
            }
            Split::Capacities(values) => {
                let total = positive(values)?;
                let Some(required) = required_kw.filter(|kw| kw.is_finite() && *kw > 0.0) else {
                    return Err(SplitError::CapacityUnknown { lines: lines() });
                };
                if (total - required).abs() > KW_TOLERANCE_PER_LINE * values.len() as f64 + 1e-9 {
                    return Err(SplitError::CapacitiesNotRequired {
                        lines: lines(),
                        total: shown(total),
                        required: shown(required),
                    });
                }
                Ok(values.iter().map(|v| v / total).collect())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINES: &str = "de succión del circuito 1";

    #[test]
    fn divisions_that_add_up_give_shares_adding_up_to_one() {
        assert_eq!(Split::Percentages(vec![60.0, 40.0]).shares(None, LINES).unwrap(), vec![0.6, 0.4]);
        assert_eq!(Split::Capacities(vec![30.0, 10.0]).shares(Some(40.0), LINES).unwrap(), vec![0.75, 0.25]);
        assert_eq!(Split::Equal(4).shares(None, LINES).unwrap(), vec![0.25; 4]);
        let thirds = Split::Percentages(vec![33.33; 3]).shares(None, LINES).unwrap();
        assert!((thirds.iter().sum::<f64>() - 1.0).abs() < 1e-12, "the screen's rounding is accepted");
        let rounded = Split::Capacities(vec![33.33; 3]).shares(Some(100.0), LINES).unwrap();
        assert!((rounded[0] - 1.0 / 3.0).abs() < 1e-12);
    }

    /// Issue 13, item 4: 70 + 70 was read as 50/50, 30 + 10 kW on a 60 kW
    /// circuit as 75/25.
    #[test]
    fn it_should_not_rescale_a_division_that_does_not_add_up() {
        assert_eq!(
            Split::Percentages(vec![70.0, 70.0]).shares(None, LINES).unwrap_err().to_string(),
            "Los porcentajes de las líneas de succión del circuito 1 deben sumar 100 % (suman 140 %)"
        );
        assert_eq!(
            Split::Capacities(vec![30.0, 10.0]).shares(Some(60.0), LINES).unwrap_err().to_string(),
            "Las capacidades de las líneas de succión del circuito 1 deben sumar la capacidad requerida, 60 kW (suman 40 kW)"
        );
        assert_eq!(
            Split::Capacities(vec![30.0, 10.0]).shares(None, LINES).unwrap_err(),
            SplitError::CapacityUnknown { lines: LINES.into() }
        );
        assert_eq!(
            Split::Percentages(vec![100.0, 0.0]).shares(None, LINES).unwrap_err(),
            SplitError::NotPositive { lines: LINES.into() }
        );
        assert!(Split::Percentages(vec![]).shares(None, LINES).is_err());
    }
}
