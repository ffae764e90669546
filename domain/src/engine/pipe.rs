//! Refrigerant pipe: the tube series a line is chosen from, by material,
//! and the internal pressure each tube can hold.
//!
//! Halocarbons, hydrocarbons and R744 run in ASTM B280 ACR copper; R717
//! attacks copper and its alloys and is piped in carbon steel (EN 378-2:2016
//! 6.2.2 on material compatibility; ASHRAE Handbook—Refrigeration 2018,
//! ch. 2 "Ammonia refrigeration systems", Piping), in ASME B36.10M sizes
//! with the schedules that chapter recommends: Schedule 80 up to NPS 1-1/2,
//! Schedule 40 from NPS 2 to 6, Schedule 20 from NPS 8 to 12.

use serde::{Deserialize, Serialize};

const INCH_MM: f64 = 25.4;
const PSI: f64 = 6_894.757;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum PipeMaterial {
    /// ASTM B280 ACR copper tube (C12200).
    #[default]
    Copper,
    /// ASTM A106 Grade B seamless carbon steel pipe, ASME B36.10M.
    Steel,
}

impl PipeMaterial {
    /// The material a refrigerant is piped in: steel for ammonia, copper
    /// for everything else.
    pub fn for_refrigerant(code: &str) -> Self {
        if code.eq_ignore_ascii_case("R717") {
            Self::Steel
        } else {
            Self::Copper
        }
    }

    /// As the screens and the sheet name it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Copper => "cobre",
            Self::Steel => "acero",
        }
    }

    /// Absolute roughness, m: drawn copper tubing 1.5 µm, commercial steel
    /// 46 µm (Moody 1944; ASHRAE Handbook—Fundamentals 2021, ch. 22, Table 1).
    pub fn roughness(self) -> f64 {
        match self {
            Self::Copper => 1.5e-6,
            Self::Steel => 4.6e-5,
        }
    }

    pub fn tubes(self) -> &'static [Tube] {
        match self {
            Self::Copper => &COPPER,
            Self::Steel => &STEEL,
        }
    }

    /// The heavier-walled tube of the same outside diameter in this
    /// material's table, where it has one: ASTM B88 type K for ACR copper
    /// (type L walls). Steel's table has one schedule per size.
    pub fn heavier(self, tube: &Tube) -> Option<&'static Tube> {
        match self {
            Self::Copper => COPPER_K.iter().find(|k| k.label == tube.label && tube.schedule.is_none()),
            Self::Steel => None,
        }
    }

    /// Allowable stress, Pa, at a metal temperature `t` °C.
    ///
    /// Copper: ASME B31.5 (Refrigeration Piping), Table 502.3.1, C12200
    /// seamless tube in the annealed temper (O60), which brazed joints leave
    /// whatever the tube was delivered as: 6.0 ksi to 100 °F, 5.1 at 150 °F,
    /// 4.9 at 200 °F, 4.8 at 250 °F, 4.7 at 300 °F, 4.0 at 350 °F, 3.0 at
    /// 400 °F, linear between. Steel: a quarter of the 60 ksi minimum tensile
    /// strength of ASTM A106 Grade B (15 ksi), the basis of B31.5's
    /// allowable stresses for carbon steel, constant to 400 °F.
    pub fn allowable_stress(self, t: f64) -> f64 {
        let f = t * 9.0 / 5.0 + 32.0;
        let ksi = match self {
            Self::Steel => 15.0,
            Self::Copper => {
                const TABLE: [(f64, f64); 7] =
                    [(100.0, 6.0), (150.0, 5.1), (200.0, 4.9), (250.0, 4.8), (300.0, 4.7), (350.0, 4.0), (400.0, 3.0)];
                match TABLE.windows(2).find(|w| f <= w[1].0) {
                    _ if f <= TABLE[0].0 => TABLE[0].1,
                    Some(w) => w[0].1 + (w[1].1 - w[0].1) * (f - w[0].0) / (w[1].0 - w[0].0),
                    None => TABLE[TABLE.len() - 1].1,
                }
            }
        };
        ksi * 1000.0 * PSI
    }

    /// The fraction of the nominal wall that counts: steel pipe may be
    /// 12.5 % thinner than nominal (ASTM A106 mill tolerance); ACR tube is
    /// rated on its nominal wall, as copper tables do.
    fn wall_factor(self) -> f64 {
        match self {
            Self::Copper => 1.0,
            Self::Steel => 0.875,
        }
    }
}

/// One size of a tube series.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tube {
    /// Nominal size as the trade names it: `1-1/8` (inches OD) for copper,
    /// `DN 50` for steel.
    pub label: &'static str,
    /// `Sch 40` and the like for steel.
    pub schedule: Option<&'static str>,
    /// mm.
    pub outer_mm: f64,
    /// mm, nominal.
    pub wall_mm: f64,
}

impl Tube {
    /// The size as the trade writes it: `1-1/8"` for copper, `DN 50 Sch 40`
    /// for steel.
    pub fn trade_label(&self) -> String {
        trade_label(self.label, self.schedule)
    }

    pub fn inner_mm(&self) -> f64 {
        self.outer_mm - 2.0 * self.wall_mm
    }

    /// Maximum allowable internal pressure, bar (gauge), at a metal
    /// temperature `t` °C: ASME B31.5 504.1.2, P = 2·S·t / (D − 2·y·t) with
    /// y = 0.4 and t the wall that counts. 5/8" ACR at 38 °C: 48.5 bar.
    pub fn max_allowable_pressure(&self, material: PipeMaterial, t: f64) -> f64 {
        let wall = self.wall_mm * material.wall_factor();
        2.0 * material.allowable_stress(t) * wall / (self.outer_mm - 0.8 * wall) / 1e5
    }
}

/// A size as an engineer may type it, reduced to compare: `1-1/8"`,
/// `1 1/8` and `1-1/8` are one size, as are `DN 50`, `dn50` and
/// `DN 50 Sch 40` (the series has one schedule per size).
fn size_key(text: &str) -> String {
    let text = text.trim().to_uppercase();
    let text = text.split("SCH").next().unwrap_or_default();
    text.chars().filter(|c| !matches!(c, ' ' | '-' | '"' | '\u{2033}' | '\'')).collect()
}

impl PipeMaterial {
    /// The tube of this material's series a typed size names, if any;
    /// copper typed with its type K (`1-3/8 K`, `1-3/8" tipo K`) names the
    /// heavier wall.
    pub fn tube(self, size: &str) -> Option<&'static Tube> {
        let key = size_key(size);
        if self == Self::Copper {
            if let Some(od) = key.strip_suffix("TIPOK").or_else(|| key.strip_suffix('K')) {
                return COPPER_K.iter().find(|t| size_key(t.label) == od);
            }
        }
        self.tubes().iter().find(|t| size_key(t.label) == key)
    }
}

/// A nominal size as the trade writes it: inches with their mark for
/// copper (`1-3/8"`, `1-3/8" tipo K` for the heavier wall), DN and
/// schedule for steel.
pub fn trade_label(label: &str, schedule: Option<&str>) -> String {
    match schedule {
        Some(schedule) if label.starts_with("DN") => format!("{label} {schedule}"),
        Some(kind) => format!("{label}\" {kind}"),
        None => format!("{label}\""),
    }
}

const fn copper(label: &'static str, od_in: f64, id_in: f64) -> Tube {
    Tube { label, schedule: None, outer_mm: od_in * INCH_MM, wall_mm: (od_in - id_in) / 2.0 * INCH_MM }
}

const fn steel(label: &'static str, schedule: &'static str, outer_mm: f64, wall_mm: f64) -> Tube {
    Tube { label, schedule: Some(schedule), outer_mm, wall_mm }
}

/// ASTM B280 ACR tube: nominal OD, OD and ID in inches (ENGINEERING.md
/// section 6).
pub const COPPER: [Tube; 14] = [
    copper("1/4", 0.250, 0.190),
    copper("3/8", 0.375, 0.311),
    copper("1/2", 0.500, 0.436),
    copper("5/8", 0.625, 0.555),
    copper("3/4", 0.750, 0.666),
    copper("7/8", 0.875, 0.785),
    copper("1-1/8", 1.125, 1.025),
    copper("1-3/8", 1.375, 1.265),
    copper("1-5/8", 1.625, 1.505),
    copper("2-1/8", 2.125, 1.985),
    copper("2-5/8", 2.625, 2.465),
    copper("3-1/8", 3.125, 2.945),
    copper("3-5/8", 3.625, 3.425),
    copper("4-1/8", 4.125, 3.897),
];

const fn copper_k(label: &'static str, od_in: f64, wall_in: f64) -> Tube {
    Tube { label, schedule: Some(COPPER_K_TYPE), outer_mm: od_in * INCH_MM, wall_mm: wall_in * INCH_MM }
}

/// How the sheet names the heavier copper wall.
pub const COPPER_K_TYPE: &str = "tipo K";

/// ASTM B88 type K copper tube of the ACR outside diameters (nominal walls,
/// inches, ASTM B88 Table 1 by the nominal size 1/8" below the OD): the
/// heavier wall the sizer takes where the ACR (type L) tube does not hold
/// the design pressure PS (engine 1.10.0). B88 has no 1/4" OD tube.
pub const COPPER_K: [Tube; 13] = [
    copper_k("3/8", 0.375, 0.035),
    copper_k("1/2", 0.500, 0.049),
    copper_k("5/8", 0.625, 0.049),
    copper_k("3/4", 0.750, 0.049),
    copper_k("7/8", 0.875, 0.065),
    copper_k("1-1/8", 1.125, 0.065),
    copper_k("1-3/8", 1.375, 0.065),
    copper_k("1-5/8", 1.625, 0.072),
    copper_k("2-1/8", 2.125, 0.083),
    copper_k("2-5/8", 2.625, 0.095),
    copper_k("3-1/8", 3.125, 0.109),
    copper_k("3-5/8", 3.625, 0.120),
    copper_k("4-1/8", 4.125, 0.134),
];

/// Carbon steel pipe, ASME B36.10M outside diameters and walls (mm), in the
/// schedules ASHRAE recommends for ammonia (module documentation).
pub const STEEL: [Tube; 15] = [
    steel("DN 10", "Sch 80", 17.1, 3.20),
    steel("DN 15", "Sch 80", 21.3, 3.73),
    steel("DN 20", "Sch 80", 26.7, 3.91),
    steel("DN 25", "Sch 80", 33.4, 4.55),
    steel("DN 32", "Sch 80", 42.2, 4.85),
    steel("DN 40", "Sch 80", 48.3, 5.08),
    steel("DN 50", "Sch 40", 60.3, 3.91),
    steel("DN 65", "Sch 40", 73.0, 5.16),
    steel("DN 80", "Sch 40", 88.9, 5.49),
    steel("DN 100", "Sch 40", 114.3, 6.02),
    steel("DN 125", "Sch 40", 141.3, 6.55),
    steel("DN 150", "Sch 40", 168.3, 7.11),
    steel("DN 200", "Sch 20", 219.1, 6.35),
    steel("DN 250", "Sch 20", 273.0, 6.35),
    steel("DN 300", "Sch 20", 323.8, 6.35),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A size typed the ways engineers write it finds its tube; a size of
    /// the other material's series, or none, finds nothing.
    #[test]
    fn typed_sizes_find_their_tube() {
        for typed in ["1-1/8", "1-1/8\"", " 1 1/8 ", "1-1/8\u{2033}"] {
            assert_eq!(PipeMaterial::Copper.tube(typed).map(|t| t.label), Some("1-1/8"), "{typed}");
        }
        for typed in ["DN 50", "dn50", "DN 50 Sch 40", "DN50 SCH40"] {
            assert_eq!(PipeMaterial::Steel.tube(typed).map(|t| t.label), Some("DN 50"), "{typed}");
        }
        assert!(PipeMaterial::Copper.tube("DN 50").is_none());
        assert!(PipeMaterial::Steel.tube("1-1/8").is_none());
        assert!(PipeMaterial::Copper.tube("1-1/4").is_none());
        assert_eq!(PipeMaterial::Copper.tube("3/8").map(|t| t.label), Some("3/8"));
    }

    /// The issue's reference: 5/8" ordinary (ACR) copper holds about 48 bar.
    /// 0.625" × 0.035" wall, S = 6.0 ksi: 2·41.37·0.889 / (15.875 − 0.711)
    /// = 4.85 MPa.
    #[test]
    fn five_eighths_acr_copper_holds_about_48_bar() {
        let tube = COPPER.iter().find(|t| t.label == "5/8").unwrap();
        let p = tube.max_allowable_pressure(PipeMaterial::Copper, 20.0);
        assert!((p - 48.5).abs() < 0.2, "{p}");
        // Larger ACR tube holds less: 4-1/8" about 23 bar, below R410A's
        // high side, which is why it is checked and not assumed.
        let large = COPPER[13].max_allowable_pressure(PipeMaterial::Copper, 20.0);
        assert!((large - 23.4).abs() < 0.3, "{large}");
    }

    /// Copper loses strength with temperature: at 250 °F (121 °C), 4.8 ksi.
    #[test]
    fn copper_is_derated_at_discharge_temperatures() {
        let cold = PipeMaterial::Copper.allowable_stress(20.0);
        let hot = PipeMaterial::Copper.allowable_stress(121.1);
        assert!((hot / cold - 0.8).abs() < 1e-3, "{}", hot / cold);
        let between = PipeMaterial::Copper.allowable_stress((125.0 - 32.0) * 5.0 / 9.0);
        assert!((between / (1000.0 * PSI) - 5.55).abs() < 1e-9);
    }

    /// DN 50 Sch 40 (60.3 × 3.91 mm, 87.5 % counted): 2·103.4·3.42 /
    /// (60.3 − 2.74) = 12.3 MPa; the bores are B36.10M's (52.5 mm).
    #[test]
    fn steel_pipe_takes_its_schedule_wall_and_mill_tolerance() {
        let dn50 = STEEL.iter().find(|t| t.label == "DN 50").unwrap();
        assert_eq!(dn50.schedule, Some("Sch 40"));
        assert!((dn50.inner_mm() - 52.48).abs() < 0.01);
        let p = dn50.max_allowable_pressure(PipeMaterial::Steel, 20.0);
        assert!((p - 122.9).abs() < 0.5, "{p}");
        assert_eq!(PipeMaterial::for_refrigerant("r717"), PipeMaterial::Steel);
        assert_eq!(PipeMaterial::for_refrigerant("R744"), PipeMaterial::Copper);
    }

    #[test]
    fn tubes_grow_in_bore() {
        for material in [PipeMaterial::Copper, PipeMaterial::Steel] {
            let bores: Vec<f64> = material.tubes().iter().map(Tube::inner_mm).collect();
            assert!(bores.windows(2).all(|w| w[0] < w[1]), "{material:?}: {bores:?}");
        }
    }
}
