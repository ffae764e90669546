//! Condenser load, oil-cooling share and automatic selection
//! (ENGINEERING.md section 4).

use serde::{Deserialize, Serialize};

/// A catalogue condenser, as the engine needs it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserData {
    pub id: String,
    pub model: String,
    /// kW of heat rejection at `rated_delta_t`.
    pub capacity: f64,
    pub fan_count: u32,
    /// kW per fan.
    pub fan_power_consumption: f64,
    pub is_microchannel: bool,
    /// K.
    pub rated_delta_t: f64,
}

/// The largest design ΔT (condensing minus air inlet temperature, EN 327's
/// ΔT1) a condenser's capacity is scaled to, K (engine 1.13.0; tester's
/// defect 22, report 3; decision 2026-11-28-condenser-delta-t-in-its-ratings).
/// Capacity is proportional to ΔT1 only over the range makers publish
/// ratings for (EN 327 rates at 15 K; makers' ΔT1 correction tables run
/// from about 8 to 20 K); an 8 kW-at-15 K condenser is not 40 kW at 75 K.
/// A design ambient that far below the condensing temperature is a winter
/// case (head-pressure control), not the design, which is the hottest
/// expected ambient. Between this and [`REFUSED_DELTA_T_K`] the capacity
/// is still taken in proportion to ΔT, with an 'Atención' that it is
/// extrapolated past the makers' tables (a 35 °C ambient with 58 °C
/// condensing is a design some engineers sign); beyond, the calculation
/// refuses naming `ambientTemp`.
pub const LINEAR_DELTA_T_MAX_K: f64 = 20.0;

/// The design ΔT beyond which the calculation refuses the ambient, K: half
/// as much again as the makers' 20 K, which no air-cooled design reaches
/// (the tester's −30 °C ambient with 45 °C condensing is 75 K); a product
/// bound, stated on the refusal (decision
/// 2026-11-28-condenser-delta-t-in-its-ratings, revised).
pub const REFUSED_DELTA_T_K: f64 = 30.0;

/// The warning of a design ΔT past [`LINEAR_DELTA_T_MAX_K`] and up to
/// [`REFUSED_DELTA_T_K`], `None` within the makers' range.
pub fn extrapolated_delta_t_warning(design_delta_t: f64) -> Option<String> {
    (design_delta_t > LINEAR_DELTA_T_MAX_K).then(|| {
        format!(
            "Atención: diferencia de temperatura del condensador de {} K, más que los {} K hasta los que los fabricantes publican su capacidad (la califican a 15 K según EN 327): la capacidad se ha extrapolado en proporción a la diferencia; confírmela con el fabricante",
            crate::number_format::fixed(Some(design_delta_t), 1, Default::default()),
            LINEAR_DELTA_T_MAX_K
        )
    })
}

impl CondenserData {
    /// Capacity at a design ΔT, W: proportional to ΔT (the catalogue's
    /// figure is kW, as the library screens keep it); the calculation
    /// refuses a ΔT past [`REFUSED_DELTA_T_K`] and the answer warns past
    /// [`LINEAR_DELTA_T_MAX_K`].
    pub fn capacity_at(&self, design_delta_t: f64) -> f64 {
        self.capacity * 1000.0 * design_delta_t / self.rated_delta_t
    }

    /// Its rating as an answer states it; a condenser without an id is the
    /// one the project describes (`calculation::rack::typed_condenser`).
    pub fn rating(&self) -> CondenserRating {
        CondenserRating {
            capacity: self.capacity * 1000.0,
            rated_delta_t: self.rated_delta_t,
            source: if self.id.is_empty() { RatingSource::Project } else { RatingSource::Catalogue },
        }
    }
}

/// Heat the condenser must reject (W) and its shares.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserAnalysis {
    pub cooling_capacity: f64,
    /// Σ(Q + P), W.
    pub heat_rejection: f64,
    /// Σ Q_oil, W.
    pub oil_cooling: f64,
    /// Σ(Q + P) − Σ Q_oil, W.
    pub total_condenser_load: f64,
    /// Weighted oil-cooling factor k_oil = Σ Q_oil / Σ P.
    pub oil_cooling_factor: f64,
    pub percentages: Shares,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Shares {
    /// Of the heat rejection: cooling capacity, heat of compression, oil cooling, %.
    pub cooling_capacity: f64,
    pub compression_heat: f64,
    pub oil_cooling: f64,
}

/// (cooling capacity W, power W, oil-cooling factor) per compressor.
pub fn analyse(compressors: &[(f64, f64, f64)]) -> CondenserAnalysis {
    let q: f64 = compressors.iter().map(|c| c.0).sum();
    let p: f64 = compressors.iter().map(|c| c.1).sum();
    let oil: f64 = compressors.iter().map(|c| c.1 * c.2).sum();
    let rejection = q + p;
    let pct = |v: f64| if rejection > 0.0 { v / rejection * 100.0 } else { 0.0 };
    CondenserAnalysis {
        cooling_capacity: q,
        heat_rejection: rejection,
        oil_cooling: oil,
        total_condenser_load: rejection - oil,
        oil_cooling_factor: if p > 0.0 { oil / p } else { 0.0 },
        percentages: Shares { cooling_capacity: pct(q), compression_heat: pct(p - oil), oil_cooling: pct(oil) },
    }
}

/// The unit's COP with its condenser fans (engine 1.12.0): cooling capacity
/// over the compressors' and the fans' power, W/W. A condensing unit is
/// rated by EN 13215:2016+A1:2020 (condensing units for refrigeration),
/// whose power absorbed is the whole unit's, compressors and condenser fans;
/// a packaged chiller by EN 14511 (its effective power input counts the
/// fans too). Before engine 1.13.0 this cited EN 14511-1 for the condensing
/// unit as well (engineering review E4). `None` without power.
pub fn cop_with_fans(cooling_w: f64, compressors_w: f64, fans_w: f64) -> Option<f64> {
    let power = compressors_w + fans_w;
    (power > 0.0).then(|| cooling_w / power)
}

/// The standard that rates a unit's COP with its condenser fans, as the
/// screen and the sheet cite it beside the figure (engineering review E4):
/// a condensing unit by EN 13215:2016+A1:2020, an air-cooled chiller by
/// EN 14511; none for a rack (not a rated package) or a bare compressor.
pub fn cop_rating_standard(kind: crate::equipment::EquipmentType) -> Option<&'static str> {
    use crate::equipment::EquipmentType;
    match kind {
        EquipmentType::Condensadora => Some("EN 13215"),
        EquipmentType::Chiller => Some("EN 14511"),
        EquipmentType::Rack | EquipmentType::Motocompresora => None,
    }
}

/// What the rating standard calls a unit's cooling ratio with its fans
/// (engine texts unchanged; sheets from `ficha-14`): EN 14511-1:2018
/// defines the cooling energy efficiency ratio, EER, and keeps COP
/// for heating, so a chiller's is 'EER'; EN 13215 rates a condensing unit's
/// as a COP.
pub fn fan_ratio_name(kind: crate::equipment::EquipmentType) -> &'static str {
    match kind {
        crate::equipment::EquipmentType::Chiller => "EER",
        _ => "COP",
    }
}

/// The energy efficiency ratio of a COP, BTU/h per W (1 BTU/h =
/// 0.29307107 W, the display units' factor; AHRI 540 lists it).
pub fn eer(cop: f64) -> f64 {
    use crate::display_units::{to_display, Dimension, PressureKind, UnitSystem};
    to_display(cop / 1000.0, Dimension::Capacity, UnitSystem::Ip, PressureKind::Gauge, PressureKind::Gauge)
}

/// The condenser chosen automatically.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SelectedCondenser {
    pub id: String,
    pub model: String,
    /// W at the design ΔT.
    pub capacity: f64,
    pub fan_count: u32,
    /// W per fan.
    pub fan_power_consumption: f64,
    pub is_microchannel: bool,
    /// Exceeds the target by more than 20 points of oversizing.
    pub is_out_of_range: bool,
    /// What the capacity at the design ΔT was scaled from: the condenser's
    /// rating and who states it (engine 1.14.0); absent in older answers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<CondenserRating>,
}

/// A condenser's rating: total heat rejection at its rated ΔT (EN 327:2014,
/// section 3: ΔT1 = condensing temperature − entering air temperature;
/// ENGINEERING.md section 4, `ratedDeltaT`, default 15 K), as its catalogue
/// entry or the project states it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserRating {
    /// W of heat rejection at `rated_delta_t`.
    pub capacity: f64,
    /// K.
    pub rated_delta_t: f64,
    pub source: RatingSource,
}

/// Who states a condenser's rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum RatingSource {
    /// The library's condenser, as its maker's catalogue rates it.
    Catalogue,
    /// The condenser the project describes (condenserModel,
    /// condenserCapacity): the engineer's figure, at the default rated ΔT
    /// since the project does not state one.
    Project,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SelectionError {
    pub message: String,
    /// W: the load times (1 + oversizing).
    pub required_capacity: f64,
}

/// The smallest condenser whose capacity at the design ΔT meets
/// load × (1 + oversizing/100).
pub fn auto_select(
    catalogue: &[CondenserData],
    load_w: f64,
    oversizing_pct: f64,
    design_delta_t: f64,
    microchannel_only: bool,
) -> Result<SelectedCondenser, SelectionError> {
    let target = load_w * (1.0 + oversizing_pct / 100.0);
    let best = catalogue
        .iter()
        .filter(|c| !microchannel_only || c.is_microchannel)
        .map(|c| (c, c.capacity_at(design_delta_t)))
        .filter(|(_, cap)| *cap >= target)
        .min_by(|a, b| a.1.total_cmp(&b.1));
    match best {
        Some((c, capacity)) => Ok(SelectedCondenser {
            id: c.id.clone(),
            model: c.model.clone(),
            capacity,
            fan_count: c.fan_count,
            fan_power_consumption: c.fan_power_consumption * 1000.0,
            is_microchannel: c.is_microchannel,
            is_out_of_range: capacity / load_w - 1.0 > (oversizing_pct + 20.0) / 100.0,
            rating: Some(c.rating()),
        }),
        None => Err(SelectionError {
            message: format!(
                "Ningún condensador{} del catálogo alcanza {:.1} kW a ΔT = {design_delta_t:.1} K",
                if microchannel_only { " de microcanal" } else { "" },
                target / 1000.0
            ),
            required_capacity: target,
        }),
    }
}

/// One refrigerant circuit's own condenser (engine 1.11.0; decision
/// 2026-11-27-one-condenser-per-refrigerant-circuit): a packaged chiller's
/// refrigerant circuits are independent, so each condenses in its own
/// condenser (or its own coil section), selected and checked for that
/// circuit's heat at the design condensing and ambient temperatures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CircuitCondenser {
    pub circuit_id: String,
    /// The circuit's heat, W: its Σ(Q + P) − Σ Q_oil.
    pub load: f64,
    /// How the condenser was chosen.
    pub origin: CondenserOrigin,
    /// The circuit's condenser at the design ΔT (W, W per fan), when it has one.
    pub condenser: Option<SelectedCondenser>,
    /// Its reserve and utilisation against the circuit's load.
    pub check: Option<CondenserCheck>,
    /// Why the automatic selection found none for this circuit.
    pub auto_select_error: Option<SelectionError>,
}

/// How a circuit's condenser was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum CondenserOrigin {
    /// Selected from the catalogue for the circuit's load.
    Automatic,
    /// The model the project chose or typed, one on each circuit.
    Given,
}

/// Reserve and utilisation of a chosen condenser (section 4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CondenserCheck {
    /// W at the design ΔT.
    pub capacity: f64,
    /// capacity / load − 1, %.
    pub reserve: f64,
    /// `insufficient`, `adjusted` or `good`; `unverified` without an
    /// ambient temperature (engine 1.11.0, `calculation::rack::UNVERIFIED`).
    pub reserve_status: String,
    /// load / capacity, %.
    pub utilisation: f64,
    /// `insufficient`, `adjusted` or `sufficient`; or `unverified`.
    pub utilisation_status: String,
}

pub fn check(capacity_w: f64, load_w: f64) -> CondenserCheck {
    let reserve = if load_w > 0.0 { capacity_w / load_w - 1.0 } else { 0.0 };
    let utilisation = if capacity_w > 0.0 { load_w / capacity_w } else { f64::INFINITY };
    CondenserCheck {
        capacity: capacity_w,
        reserve: reserve * 100.0,
        reserve_status: if reserve < 0.0 {
            "insufficient"
        } else if reserve < 0.10 {
            "adjusted"
        } else {
            "good"
        }
        .into(),
        utilisation: if utilisation.is_finite() { utilisation * 100.0 } else { 0.0 },
        utilisation_status: if utilisation > 1.0 {
            "insufficient"
        } else if utilisation > 0.95 {
            "adjusted"
        } else {
            "sufficient"
        }
        .into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn condenser(id: &str, capacity: f64, micro: bool) -> CondenserData {
        CondenserData {
            id: id.into(),
            model: id.into(),
            capacity,
            fan_count: 2,
            fan_power_consumption: 0.5,
            is_microchannel: micro,
            rated_delta_t: 15.0,
        }
    }

    /// Past the makers' 20 K a design ΔT is warned, not refused (the
    /// calculation refuses past 30 K); 20 K itself is within the tables.
    #[test]
    fn a_delta_t_past_the_makers_tables_is_warned() {
        assert_eq!(extrapolated_delta_t_warning(20.0), None);
        assert_eq!(extrapolated_delta_t_warning(10.0), None);
        let warning = extrapolated_delta_t_warning(23.0).unwrap();
        assert!(warning.starts_with("Atención: diferencia de temperatura del condensador de 23.0 K, más que los 20 K"));
        assert!(warning.contains("EN 327") && warning.contains("confírmela con el fabricante"), "{warning}");
        // The capacity is still proportional: 8 kW at 15 K is 12.27 kW at 23 K.
        assert!((condenser("c", 8.0, false).capacity_at(23.0) - 8_000.0 * 23.0 / 15.0).abs() < 1e-9);
    }

    #[test]
    fn oil_cooling_leaves_the_condenser_load() {
        // Screw: Q 100 kW, P 30 kW, k 0.25 → oil 7.5 kW; recip: Q 50, P 15.
        let a = analyse(&[(100_000.0, 30_000.0, 0.25), (50_000.0, 15_000.0, 0.0)]);
        assert_eq!(a.heat_rejection, 195_000.0);
        assert_eq!(a.oil_cooling, 7_500.0);
        assert_eq!(a.total_condenser_load, 187_500.0);
        let s = &a.percentages;
        assert!((s.cooling_capacity + s.compression_heat + s.oil_cooling - 100.0).abs() < 1e-9);
    }

    #[test]
    fn auto_selection_takes_the_smallest_that_meets_the_target_at_the_design_delta_t() {
        let catalogue = [condenser("A", 100.0, false), condenser("B", 140.0, false), condenser("C", 200.0, true)];
        // 100 kW load, 10 % → 110 kW; ΔT 12 K: A 80, B 112, C 160 kW.
        let s = auto_select(&catalogue, 100_000.0, 10.0, 12.0, false).unwrap();
        assert_eq!((s.id.as_str(), s.is_out_of_range), ("B", false));
        assert!((s.capacity - 112_000.0).abs() < 1e-6, "W, like every capacity in an answer");
        assert!((s.fan_power_consumption - 500.0).abs() < 1e-9, "W per fan");
        // Microchannel only: C gives 160 kW, 60 % over the load: beyond 10 + 20 points.
        let s = auto_select(&catalogue, 100_000.0, 10.0, 12.0, true).unwrap();
        assert_eq!((s.id.as_str(), s.is_out_of_range), ("C", true));
        let e = auto_select(&catalogue, 300_000.0, 10.0, 12.0, false).unwrap_err();
        assert!((e.required_capacity - 330_000.0).abs() < 1e-6);
        assert!(e.message.contains("330.0 kW"), "{}", e.message);
    }

    /// Engine 1.14.0: the selection states the rating its design capacity
    /// was scaled from (EN 327:2014 rates total heat rejection at ΔT1 =
    /// 15 K; ENGINEERING.md section 4: Q = Q_rated·ΔT_design/ΔT_rated), so
    /// the sheet can print it with who states it.
    #[test]
    fn a_selected_condenser_states_its_rating_and_its_source() {
        let s = auto_select(&[condenser("B", 140.0, false)], 100_000.0, 10.0, 12.0, false).unwrap();
        let rating = s.rating.unwrap();
        assert_eq!((rating.capacity, rating.rated_delta_t, rating.source), (140_000.0, 15.0, RatingSource::Catalogue));
        // 140 kW at 15 K is 112 kW at the design 12 K.
        assert!((s.capacity - rating.capacity * 12.0 / rating.rated_delta_t).abs() < 1e-6);
        // The project's own condenser has no id in the library.
        assert_eq!(condenser("", 45.0, false).rating().source, RatingSource::Project);
        // An answer recorded before states none, and still reads.
        let old = r#"{"id":"B","model":"B","capacity":1.0,"fanCount":1,"fanPowerConsumption":1.0,"isMicrochannel":false,"isOutOfRange":false}"#;
        assert_eq!(serde_json::from_str::<SelectedCondenser>(old).unwrap().rating, None);
    }

    #[test]
    fn cop_with_fans_adds_the_fans_to_the_power() {
        // 20 kW of cooling, 6 kW in the compressors, 2 × 450 W of fans:
        // 20 / 6.9 = 2.899 (2.90); without fans 3.33.
        let cop = cop_with_fans(20_000.0, 6_000.0, 900.0).unwrap();
        assert!((cop - 2.898_55).abs() < 1e-4, "{cop}");
        assert!(cop_with_fans(0.0, 0.0, 0.0).is_none());
        use crate::equipment::EquipmentType;
        assert_eq!(cop_rating_standard(EquipmentType::Condensadora), Some("EN 13215"));
        assert_eq!(cop_rating_standard(EquipmentType::Chiller), Some("EN 14511"));
        assert_eq!(cop_rating_standard(EquipmentType::Rack), None);
        assert_eq!(
            (fan_ratio_name(EquipmentType::Chiller), fan_ratio_name(EquipmentType::Condensadora)),
            ("EER", "COP")
        );
        // EER = COP / 0.29307107: 2.90 → 9.89 BTU/(W·h); 1 W/W → 3.412.
        assert!((eer(1.0) - 3.412_142).abs() < 1e-5);
        assert!((eer(cop) - 9.890).abs() < 1e-3, "{}", eer(cop));
    }

    #[test]
    fn reserve_and_utilisation_follow_the_spec_thresholds() {
        assert_eq!(check(105_000.0, 100_000.0).reserve_status, "adjusted");
        assert_eq!(check(111_000.0, 100_000.0).reserve_status, "good");
        assert_eq!(check(99_000.0, 100_000.0).reserve_status, "insufficient");
        assert_eq!(check(102_000.0, 100_000.0).utilisation_status, "adjusted");
        assert_eq!(check(99_000.0, 100_000.0).utilisation_status, "insufficient");
        assert_eq!(check(120_000.0, 100_000.0).utilisation_status, "sufficient");
        assert!((check(120_000.0, 100_000.0).capacity - 120_000.0).abs() < 1e-9);
    }
}
