//! Refrigerant charge by the volume method (ENGINEERING.md section 7).

use serde::{Deserialize, Serialize};

use super::Defaults;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChargeItem {
    pub component: String,
    /// L.
    pub volume: f64,
    /// kg/m³ (of the liquid or vapour share it holds).
    pub density: f64,
    /// kg.
    pub mass: f64,
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RefrigerantCharge {
    /// kg, including the safety margin.
    pub recommended_charge: f64,
    pub subtotal: f64,
    pub margin: f64,
    pub breakdown: Vec<ChargeItem>,
    /// t CO₂-eq (kg × GWP AR4 / 1000).
    pub co2_equivalent: Option<f64>,
    pub guidance: Vec<String>,
    /// Each independent refrigerant circuit's charge, in the circuits'
    /// order: a packaged chiller of two or more circuits (engine 1.11.0,
    /// `super::circuit_charge`). Empty for one circuit, for racks and
    /// condensing units, and in results recorded before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub circuits: Vec<CircuitCharge>,
}

/// The evaporators a system feeds, for their charge allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evaporator {
    /// Finned-tube air coolers, remote from the unit: `evaporator_kg_per_kw`.
    AirCoolers,
    /// A packaged chiller's brazed-plate evaporator: its refrigerant side is
    /// a few narrow channels (SWEP Refrigerant Handbook 6.8: "a small
    /// refrigerant hold-up volume"), `plate_evaporator_kg_per_kw`.
    BrazedPlate,
}

/// What holds refrigerant.
pub struct ChargeInput {
    /// (inner diameter m, length m) of each liquid line.
    pub liquid_lines: Vec<(f64, f64)>,
    pub suction_lines: Vec<(f64, f64)>,
    /// (inner diameter m, length m) of the discharge line, and its gas density kg/m³.
    pub discharge_lines: Vec<(f64, f64)>,
    pub discharge_density: f64,
    pub liquid_density: f64,
    pub vapour_density: f64,
    /// kg/m³ of saturated vapour at the condensing temperature.
    pub condenser_vapour_density: f64,
    /// kW of condenser capacity, its internal volume if known (L), microchannel.
    pub condenser_kw: f64,
    pub condenser_volume: Option<f64>,
    /// Why the unit (or circuit) has no condenser model to charge, when it
    /// has none: its condenser is then estimated from the load it must
    /// reject and the guidance says so, whether none was chosen or the
    /// automatic selection found none (engine 1.14.0; issue 23, item 1;
    /// decision 2026-11-28-charge-of-a-unit-without-its-condenser). Engine
    /// 1.12.0 and 1.13.0 charged no condenser where the selection failed.
    pub condenser_estimate: Option<CondenserEstimate>,
    pub microchannel: bool,
    /// The unit condenses in a brazed-plate exchanger (a water-cooled
    /// chiller): charged by `plate_condenser_kg_per_kw` of its load, not by
    /// an air coil's volume (engine 1.11.0).
    pub plate_condenser: bool,
    /// kW the condenser rejects: Σ(Q + P) − Σ Q_oil.
    pub condenser_load_kw: f64,
    /// kW of heat rejection (sizes the receiver) and of cooling (evaporators).
    pub heat_rejection_kw: f64,
    pub cooling_kw: f64,
    /// Whether the system has a liquid receiver (a packaged chiller has none).
    pub receiver: bool,
    pub evaporator: Evaporator,
    pub gwp: Option<f64>,
    pub safety_class: String,
    pub lfl: Option<f64>,
}

/// Why a unit's condenser is estimated in its charge (engine 1.14.0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CondenserEstimate {
    /// Neither a model nor the automatic selection was asked for.
    NotChosen,
    /// The automatic selection found none in the catalogue.
    NotFound,
}

impl CondenserEstimate {
    fn reason(self) -> &'static str {
        match self {
            Self::NotChosen => "no se eligió condensador",
            Self::NotFound => "la selección automática no encontró ninguno",
        }
    }
}

/// The guidance engines 1.12.0 and 1.13.0 recorded for a charge without
/// the condenser the automatic selection did not find (read back in
/// English from their answers).
pub const NO_CONDENSER_CHARGED: &str = "Sin condensador seleccionado (la selección automática no encontró ninguno): la carga no incluye el condensador; recalcule cuando se elija uno";

fn tube_litres(lines: &[(f64, f64)]) -> f64 {
    lines.iter().map(|(d, l)| std::f64::consts::PI * d * d / 4.0 * l * 1000.0).sum()
}

pub fn refrigerant_charge(input: &ChargeInput, d: &Defaults) -> RefrigerantCharge {
    let item = |component: &str, volume: f64, density: f64, note: Option<String>| ChargeItem {
        component: component.into(),
        volume,
        density,
        mass: volume / 1000.0 * density,
        note,
    };
    // Only the lines there are: a packaged unit without a field run has
    // none, and lists no empty line (engine 1.9.0).
    let mut breakdown: Vec<ChargeItem> = [
        ("Líneas de líquido", &input.liquid_lines, input.liquid_density),
        ("Líneas de succión", &input.suction_lines, input.vapour_density),
        ("Línea de descarga", &input.discharge_lines, input.discharge_density),
    ]
    .into_iter()
    .filter(|(_, tubes, _)| !tubes.is_empty())
    .map(|(component, tubes, density)| item(component, tube_litres(tubes), density, None))
    .collect();
    let estimated = input.condenser_estimate.map(CondenserEstimate::reason);
    if input.plate_condenser {
        // A brazed-plate condenser holds little: narrow channels, "a small
        // refrigerant hold-up volume" (SWEP Refrigerant Handbook 6.8), and
        // only the 0.5 to 4 K of subcooling a BPHE condenser gives as
        // liquid at its outlet (SWEP Refrigerant Handbook 10.5); its
        // allowance counts its volume as liquid, an upper bound, like the
        // plate evaporator's (engine 1.11.0). Without a plate selected,
        // the same allowance of the load estimates the one it will have.
        let per_kw = d.plate_condenser_kg_per_kw;
        let allowance = format!("asignación de {per_kw:.2} kg/kW de calor rechazado");
        breakdown.push(ChargeItem {
            component: "Condensador de placas soldadas".into(),
            volume: 0.0,
            density: 0.0,
            mass: input.condenser_load_kw * per_kw,
            note: Some(match estimated {
                Some(reason) => format!("estimación: {allowance} ({reason})"),
                None => allowance,
            }),
        });
    } else {
        let (volume, note) = match (input.condenser_volume, estimated) {
            (Some(v), None) => (v, None),
            (_, Some(reason)) => {
                // The load's air coil: ENGINEERING.md section 7's default
                // per kW, on the kW it must reject.
                let per_kw = d.condenser_litres_per_kw;
                (input.condenser_kw * per_kw, Some(format!("estimación: {per_kw:.2} L/kW de la carga ({reason})")))
            }
            (None, None) => {
                let per_kw = d.condenser_litres_per_kw * if input.microchannel { 0.5 } else { 1.0 };
                (input.condenser_kw * per_kw, Some(format!("volumen por defecto {per_kw:.2} L/kW")))
            }
        };
        let liquid_share = d.condenser_liquid_fraction;
        breakdown.push(item(
            "Condensador (líquido)",
            volume * liquid_share,
            input.liquid_density,
            note.clone().map(|n| format!("{n}, {:.0} % con líquido", liquid_share * 100.0)),
        ));
        breakdown.push(item(
            "Condensador (vapor)",
            volume * (1.0 - liquid_share),
            input.condenser_vapour_density,
            note,
        ));
    }
    // The receiver holds liquid up to its operating fill and saturated
    // vapour at the condensing pressure above it (ENGINEERING.md section 7,
    // corrected by issue 21: leaving the vapour out understated an R404A
    // rack's charge by 7.7 % and an R744 one's by 17 %, where the vapour is
    // dense). docs/architecture/engine.md, "Receiver vapour".
    // Only a system that has a receiver charges one (engine 1.10.0: a
    // packaged chiller, which has none, was charged 0.8 L/kW of it).
    if input.receiver {
        let receiver = input.heat_rejection_kw * d.receiver_litres_per_kw;
        let fill = d.receiver_level * 100.0;
        breakdown.push(item(
            "Recipiente de líquido (líquido)",
            receiver * d.receiver_level,
            input.liquid_density,
            Some(format!("{receiver:.1} L, líquido hasta el {fill:.0} % de nivel")),
        ));
        breakdown.push(item(
            "Recipiente de líquido (vapor)",
            receiver * (1.0 - d.receiver_level),
            input.condenser_vapour_density,
            Some(format!("{receiver:.1} L, vapor saturado en el {:.0} % restante", 100.0 - fill)),
        ));
    }
    let (component, per_kw, note) = match input.evaporator {
        Evaporator::AirCoolers => {
            ("Evaporadores", d.evaporator_kg_per_kw, format!("asignación de {:.2} kg/kW", d.evaporator_kg_per_kw))
        }
        Evaporator::BrazedPlate => (
            "Evaporador de placas soldadas",
            d.plate_evaporator_kg_per_kw,
            format!("asignación de {:.2} kg/kW", d.plate_evaporator_kg_per_kw),
        ),
    };
    breakdown.push(ChargeItem {
        component: component.into(),
        volume: 0.0,
        density: 0.0,
        mass: input.cooling_kw * per_kw,
        note: Some(note),
    });
    let subtotal: f64 = breakdown.iter().map(|i| i.mass).sum();
    let margin = subtotal * d.charge_margin;
    let total = subtotal + margin;
    let mut guidance = Vec::new();
    if let Some(reason) = estimated {
        let (per_kw, unit) = if input.plate_condenser {
            (d.plate_condenser_kg_per_kw, "kg/kW")
        } else {
            (d.condenser_litres_per_kw, "L/kW")
        };
        guidance.push(format!(
            "Condensador estimado ({reason}): la carga cuenta {per_kw:.2} {unit} de los {:.1} kW que debe rechazar, no el volumen de un modelo; recalcule cuando se elija uno",
            input.condenser_load_kw
        ));
    }
    if matches!(input.safety_class.as_str(), "A2L" | "A2" | "A3" | "B2L" | "B2" | "B3") {
        let lfl = input.lfl.map_or("el LFL del refrigerante".to_string(), |l| format!("LFL = {l:.3} kg/m³"));
        guidance.push(format!(
            "Refrigerante inflamable ({}): la carga máxima por espacio ocupado se limita según EN 378-1 anexo C e IEC 60335-2-89 a partir de {lfl}; verifique el volumen del local.",
            input.safety_class
        ));
    }
    RefrigerantCharge {
        recommended_charge: total,
        subtotal,
        margin,
        breakdown,
        co2_equivalent: input.gwp.map(|g| total * g / 1000.0),
        guidance,
        circuits: Vec::new(),
    }
}

/// One refrigerant circuit's share of the unit's charge (computed in
/// `super::circuit_charge`; declared here so the charge does not import
/// the module that reads the system's circuits).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CircuitCharge {
    pub circuit_id: String,
    /// How the sheets and findings name it: '1', '2 (B)'.
    pub label: String,
    /// kg, with its share of the safety margin.
    pub recommended_charge: f64,
    /// t CO₂-eq (kg × GWP AR4 / 1000).
    pub co2_equivalent: Option<f64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand, with the product defaults:
    ///   liquid line 3/8" (ID 7.8994 mm) × 25 m = 1.22523 L × 1100 kg/m³ = 1.34775 kg
    ///   suction line 1-3/8" (ID 32.131 mm) × 25 m = 20.2710 L × 20 kg/m³ = 0.40542 kg
    ///   discharge line 7/8" (ID 19.939 mm) × 25 m = 7.80615 L × 60 kg/m³ = 0.46837 kg
    ///   condenser 100 kW × 0.3 L/kW = 30 L: 9 L liquid (9.9 kg), 21 L vapour at 80 kg/m³ (1.68 kg)
    ///   receiver 120 kW × 0.8 L/kW = 96 L: 28.8 L liquid at 30 % (31.68 kg),
    ///     67.2 L vapour at 80 kg/m³ above it (5.376 kg)
    ///   evaporators 90 kW × 0.2 = 18 kg
    ///   subtotal 68.8575 kg, margin 10 % 6.8858 kg, total 75.7433 kg; CO₂-eq × 3922 = 297.07 t
    fn hand_input() -> ChargeInput {
        ChargeInput {
            liquid_lines: vec![(0.311 * 0.0254, 25.0)],
            suction_lines: vec![(1.265 * 0.0254, 25.0)],
            discharge_lines: vec![(0.785 * 0.0254, 25.0)],
            discharge_density: 60.0,
            liquid_density: 1100.0,
            vapour_density: 20.0,
            condenser_vapour_density: 80.0,
            condenser_kw: 100.0,
            condenser_volume: None,
            condenser_estimate: None,
            microchannel: false,
            plate_condenser: false,
            condenser_load_kw: 110.0,
            heat_rejection_kw: 120.0,
            cooling_kw: 90.0,
            receiver: true,
            evaporator: Evaporator::AirCoolers,
            gwp: Some(3922.0),
            safety_class: "A1".into(),
            lfl: None,
        }
    }

    #[test]
    fn the_breakdown_adds_up_as_worked_by_hand() {
        let input = hand_input();
        let charge = refrigerant_charge(&input, &Defaults::default());
        let masses: Vec<f64> = charge.breakdown.iter().map(|i| (i.mass * 1e4).round() / 1e4).collect();
        assert_eq!(masses, vec![1.3478, 0.4054, 0.4684, 9.9, 1.68, 31.68, 5.376, 18.0]);
        assert_eq!(charge.breakdown[6].component, "Recipiente de líquido (vapor)");
        assert!(charge.breakdown[5].note.as_deref().unwrap().contains("30 %"), "the fill it assumed");
        assert_eq!(charge.breakdown[2].component, "Línea de descarga");
        assert!((charge.subtotal - 68.8575).abs() < 1e-3);
        assert!((charge.recommended_charge - 75.7433).abs() < 1e-3);
        assert!((charge.co2_equivalent.unwrap() - 297.07).abs() < 0.01);
        assert!(charge.guidance.is_empty());
        let micro = refrigerant_charge(
            &ChargeInput { microchannel: true, safety_class: "A2L".into(), lfl: Some(0.307), ..input },
            &Defaults::default(),
        );
        assert!((micro.breakdown[3].volume - 4.5).abs() < 1e-9, "microchannel halves the condenser volume");
        assert!(micro.guidance[0].contains("LFL = 0.307"));
        // A brazed-plate condenser (engine 1.11.0): 110 kW × 0.05 kg/kW =
        // 5.5 kg in one row instead of the air coil's 9.9 + 1.68 kg.
        let plate = refrigerant_charge(&ChargeInput { plate_condenser: true, ..hand_input() }, &Defaults::default());
        let rows: Vec<(&str, f64)> =
            plate.breakdown.iter().map(|i| (i.component.as_str(), (i.mass * 1e4).round() / 1e4)).collect();
        assert_eq!(rows[3], ("Condensador de placas soldadas", 5.5));
        assert!(!rows.iter().any(|(c, _)| c.starts_with("Condensador (")), "{rows:?}");
        assert!((plate.subtotal - (68.8575 - 9.9 - 1.68 + 5.5)).abs() < 1e-3);
        // No condenser model (engine 1.14.0): the load's estimate, and
        // said, whether none was chosen or the selection found none. 110 kW
        // of load × 0.30 L/kW = 33 L: 9.9 L liquid (10.89 kg), 23.1 L
        // vapour at 80 kg/m³ (1.848 kg).
        for why in [CondenserEstimate::NotChosen, CondenserEstimate::NotFound] {
            let input = ChargeInput { condenser_estimate: Some(why), condenser_kw: 110.0, ..hand_input() };
            let none = refrigerant_charge(&input, &Defaults::default());
            let rows: Vec<f64> = none.breakdown[3..5].iter().map(|i| (i.mass * 1e4).round() / 1e4).collect();
            assert_eq!(rows, [10.89, 1.848]);
            assert_eq!(
                none.breakdown[4].note.as_deref(),
                Some(format!("estimación: 0.30 L/kW de la carga ({})", why.reason()).as_str())
            );
            assert_eq!(
                none.guidance,
                [format!("Condensador estimado ({}): la carga cuenta 0.30 L/kW de los 110.0 kW que debe rechazar, no el volumen de un modelo; recalcule cuando se elija uno", why.reason())]
            );
        }
        let english = crate::recorded_english::english(
            &refrigerant_charge(
                &ChargeInput { condenser_estimate: Some(CondenserEstimate::NotFound), ..hand_input() },
                &Defaults::default(),
            )
            .guidance[0],
        );
        assert_eq!(english.as_deref(), Some("Condenser estimated (the automatic selection found none): the charge counts 0.30 L/kW of the 110.0 kW it must reject, not a model's volume; recalculate once one is chosen"));
        // A water-cooled unit without its plate: the plate's allowance, said.
        let input = ChargeInput {
            plate_condenser: true,
            condenser_estimate: Some(CondenserEstimate::NotFound),
            ..hand_input()
        };
        let plate = refrigerant_charge(&input, &Defaults::default());
        assert!((plate.breakdown[3].mass - 5.5).abs() < 1e-9);
        assert!(plate.guidance[0].starts_with("Condensador estimado (la selección automática no encontró ninguno): la carga cuenta 0.05 kg/kW de los 110.0 kW"));
    }
}
