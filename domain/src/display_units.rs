//! Display units: the server's reader of `data/units.json`, the one table
//! of factors and unit systems the screens read too (web/src/lib/units.ts).
//! Stored values stay SI (°C, K, bar, kW, m, mm, kg); a figure is converted
//! only where it is shown. Factors exact as published (NIST SP 811,
//! appendix B; 1 TR = 12 000 BTU/h), so 1 TR = 3.516853 kW,
//! 1 BTU/h = 0.29307107 W, 1 psi = 6.894757 kPa.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

/// A unit system a user or a sheet may choose (the table's `systems`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitSystem {
    /// °C, K, bar, kW, m, mm, kg.
    Si,
    /// °F, °F difference, psi, BTU/h, ft, in, lb.
    Ip,
    /// The mix common in Mexico: °C, K, psi, TR, m, mm, kg.
    Mx,
}

impl UnitSystem {
    fn key(self) -> &'static str {
        match self {
            Self::Si => "si",
            Self::Ip => "ip",
            Self::Mx => "mx",
        }
    }
}

/// What a figure measures, as the table names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dimension {
    Temperature,
    TemperatureDifference,
    Pressure,
    Capacity,
    Length,
    SmallLength,
    Mass,
    /// kPa (a difference: neither gauge nor absolute) or psi.
    PressureDrop,
    /// m/s or ft/min.
    Velocity,
    /// kg/m³ or lb/ft³.
    Density,
    /// kJ/kg or BTU/lb; not among the screens' dimensions (the data sheet's
    /// p-h table), so its units are named here, its factor derived from the
    /// table's (1 BTU/lb = 2.326 kJ/kg).
    SpecificEnthalpy,
    /// kJ/(kg·K) or BTU/(lb·°F) (4.1868 kJ/(kg·K)); like enthalpy.
    SpecificEntropy,
    /// L or ft³ (0.3048³ m³ = 28.316846592 L).
    Volume,
    /// A liquid's flow (the table's `flow`), L/min or US gal/min
    /// (231 in³ = 3.785411784 L).
    LiquidFlow,
}

impl Dimension {
    fn key(self) -> &'static str {
        match self {
            Self::Temperature => "temperature",
            Self::TemperatureDifference => "temperatureDifference",
            Self::Pressure => "pressure",
            Self::Capacity => "capacity",
            Self::Length => "length",
            Self::SmallLength => "smallLength",
            Self::Mass => "mass",
            Self::PressureDrop => "pressureDrop",
            Self::Velocity => "velocity",
            Self::Density => "density",
            Self::SpecificEnthalpy => "specificEnthalpy",
            Self::SpecificEntropy => "specificEntropy",
            Self::Volume => "volume",
            Self::LiquidFlow => "flow",
        }
    }

    /// The units of a dimension the screens do not show (SI, I-P), which
    /// the table's systems therefore do not name.
    fn beyond_the_table(self) -> Option<(&'static str, &'static str)> {
        match self {
            Self::SpecificEnthalpy => Some(("kJ/kg", "BTU/lb")),
            Self::SpecificEntropy => Some(("kJ/(kg·K)", "BTU/(lb·°F)")),
            Self::Volume => Some(("L", "ft³")),
            _ => None,
        }
    }
}

/// A pressure is gauge (above the standard atmosphere) or absolute; its
/// unit says which ('psig', 'bar(a)').
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PressureKind {
    Gauge,
    Absolute,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Factors {
    kilowatt_per_ton_of_refrigeration: f64,
    watt_per_btu_per_hour: f64,
    kilopascal_per_psi: f64,
    kilopascal_per_bar: f64,
    standard_atmosphere_kilopascal: f64,
    metre_per_foot: f64,
    millimetre_per_inch: f64,
    kilogram_per_pound: f64,
    fahrenheit_per_kelvin: f64,
    fahrenheit_at_zero_celsius: f64,
    metre_per_second_per_foot_per_minute: f64,
    kilogram_per_cubic_metre_per_pound_per_cubic_foot: f64,
    litre_per_us_gallon: f64,
}

#[derive(Deserialize)]
struct System {
    units: BTreeMap<String, String>,
}

#[derive(Deserialize)]
struct Table {
    factors: Factors,
    systems: BTreeMap<String, System>,
    decimals: BTreeMap<String, usize>,
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        serde_json::from_str(include_str!("../data/units.json")).expect("data/units.json is the domain's own table")
    })
}

/// The unit `system` shows `dimension` in; a pressure's bare unit ('bar',
/// 'psi') — [`unit_label`] says gauge or absolute.
pub fn unit(dimension: Dimension, system: UnitSystem) -> &'static str {
    match (dimension.beyond_the_table(), system) {
        (Some((_, ip)), UnitSystem::Ip) => ip,
        (Some((si, _)), _) => si,
        (None, _) => table().systems[system.key()].units[dimension.key()].as_str(),
    }
}

/// The unit as a label prints it: a pressure always says gauge or absolute
/// ('psig', 'psia', 'bar(g)', 'bar(a)').
pub fn unit_label(dimension: Dimension, system: UnitSystem, kind: PressureKind) -> &'static str {
    match (dimension, unit(dimension, system), kind) {
        (Dimension::Pressure, "psi", PressureKind::Gauge) => "psig",
        (Dimension::Pressure, "psi", PressureKind::Absolute) => "psia",
        (Dimension::Pressure, _, PressureKind::Gauge) => "bar(g)",
        (Dimension::Pressure, _, PressureKind::Absolute) => "bar(a)",
        (_, other, _) => other,
    }
}

/// Decimals the unit prints with when it is not the SI one (psi 1, BTU/h
/// 0, TR 2...); `None` for an SI unit, which keeps its quantity's decimals.
pub fn decimals(dimension: Dimension, system: UnitSystem) -> Option<usize> {
    let shown = unit(dimension, system);
    if shown == unit(dimension, UnitSystem::Si) {
        return None;
    }
    let decimals = &table().decimals;
    decimals.get(&format!("{}:{shown}", dimension.key())).or_else(|| decimals.get(shown)).copied()
}

fn kilopascal_per(pressure_unit: &str) -> f64 {
    let f = &table().factors;
    if pressure_unit == "psi" {
        f.kilopascal_per_psi
    } else {
        f.kilopascal_per_bar
    }
}

/// A stored SI value in `system`'s unit. A pressure stored in bar of kind
/// `stored` is shown as `shown`.
pub fn to_display(
    value: f64,
    dimension: Dimension,
    system: UnitSystem,
    stored: PressureKind,
    shown: PressureKind,
) -> f64 {
    let f = &table().factors;
    let shown_unit = unit(dimension, system);
    match dimension {
        Dimension::Temperature if shown_unit == "°F" => value * f.fahrenheit_per_kelvin + f.fahrenheit_at_zero_celsius,
        Dimension::TemperatureDifference if shown_unit == "°F" => value * f.fahrenheit_per_kelvin,
        Dimension::Pressure => {
            let atmosphere = f.standard_atmosphere_kilopascal;
            let kpa = value * f.kilopascal_per_bar
                + match (stored, shown) {
                    (PressureKind::Gauge, PressureKind::Absolute) => atmosphere,
                    (PressureKind::Absolute, PressureKind::Gauge) => -atmosphere,
                    _ => 0.0,
                };
            kpa / kilopascal_per(shown_unit)
        }
        Dimension::Capacity if shown_unit == "TR" => value / f.kilowatt_per_ton_of_refrigeration,
        Dimension::Capacity if shown_unit == "BTU/h" => value * 1000.0 / f.watt_per_btu_per_hour,
        Dimension::Length if shown_unit == "ft" => value / f.metre_per_foot,
        Dimension::SmallLength if shown_unit == "in" => value / f.millimetre_per_inch,
        Dimension::Mass if shown_unit == "lb" => value / f.kilogram_per_pound,
        _ if shown_unit == unit(dimension, UnitSystem::Si) => value,
        _ => value / ip_factor(dimension),
    }
}

/// SI per I-P unit of the dimensions converted by one factor, each
/// derived from the table's exact factors.
fn ip_factor(dimension: Dimension) -> f64 {
    let f = &table().factors;
    let kj_per_btu = f.watt_per_btu_per_hour * 3600.0 / 1000.0;
    match dimension {
        Dimension::PressureDrop => f.kilopascal_per_psi,
        Dimension::Velocity => f.metre_per_second_per_foot_per_minute,
        Dimension::Density => f.kilogram_per_cubic_metre_per_pound_per_cubic_foot,
        Dimension::SpecificEnthalpy => kj_per_btu / f.kilogram_per_pound,
        Dimension::SpecificEntropy => kj_per_btu / f.kilogram_per_pound * f.fahrenheit_per_kelvin,
        Dimension::Volume => f.metre_per_foot.powi(3) * 1000.0,
        Dimension::LiquidFlow => f.litre_per_us_gallon,
        _ => 1.0,
    }
}

/// A value in `system`'s unit back to the stored SI value, the inverse of
/// [`to_display`].
pub fn from_display(
    value: f64,
    dimension: Dimension,
    system: UnitSystem,
    stored: PressureKind,
    shown: PressureKind,
) -> f64 {
    let f = &table().factors;
    let shown_unit = unit(dimension, system);
    match dimension {
        Dimension::Temperature if shown_unit == "°F" => {
            (value - f.fahrenheit_at_zero_celsius) / f.fahrenheit_per_kelvin
        }
        Dimension::TemperatureDifference if shown_unit == "°F" => value / f.fahrenheit_per_kelvin,
        Dimension::Pressure => {
            let atmosphere = f.standard_atmosphere_kilopascal;
            let kpa = value * kilopascal_per(shown_unit)
                + match (shown, stored) {
                    (PressureKind::Gauge, PressureKind::Absolute) => atmosphere,
                    (PressureKind::Absolute, PressureKind::Gauge) => -atmosphere,
                    _ => 0.0,
                };
            kpa / f.kilopascal_per_bar
        }
        Dimension::Capacity if shown_unit == "TR" => value * f.kilowatt_per_ton_of_refrigeration,
        Dimension::Capacity if shown_unit == "BTU/h" => value * f.watt_per_btu_per_hour / 1000.0,
        Dimension::Length if shown_unit == "ft" => value * f.metre_per_foot,
        Dimension::SmallLength if shown_unit == "in" => value * f.millimetre_per_inch,
        Dimension::Mass if shown_unit == "lb" => value * f.kilogram_per_pound,
        _ if shown_unit == unit(dimension, UnitSystem::Si) => value,
        _ => value * ip_factor(dimension),
    }
}

/// A liquid flow typed in a screen's flow unit (`lmin`, `gpm`, `m3h`;
/// app-and-projects.md section 9) in L/min, as the engine records it.
pub fn litres_per_minute(flow: f64, code: Option<&str>) -> f64 {
    match code.map(str::to_ascii_lowercase).as_deref() {
        Some("gpm") => flow * table().factors.litre_per_us_gallon,
        Some("m3h") => flow * 1000.0 / 60.0,
        _ => flow,
    }
}

/// A flow recorded in L/min in the flow unit `code` names, the inverse of
/// [`litres_per_minute`].
pub fn flow_in_unit(litres_per_minute: f64, code: Option<&str>) -> f64 {
    match code.map(str::to_ascii_lowercase).as_deref() {
        Some("gpm") => litres_per_minute / table().factors.litre_per_us_gallon,
        Some("m3h") => litres_per_minute * 60.0 / 1000.0,
        _ => litres_per_minute,
    }
}

/// kW in refrigeration tons, which an I-P sheet prints beside BTU/h.
pub fn tons_of_refrigeration(kilowatts: f64) -> f64 {
    kilowatts / table().factors.kilowatt_per_ton_of_refrigeration
}

#[cfg(test)]
mod tests {
    use super::*;
    use Dimension::*;
    use PressureKind::*;
    use UnitSystem::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn it_should_convert_with_the_published_factors() {
        // 20 °F = -6.666... °C; 1 TR = 3.516853 kW = 12 000 BTU/h (within the
        // factors' own rounding); 60 psig = 413.685 kPa(g) = 5.150104 bar(a).
        assert!(close(from_display(20.0, Temperature, Ip, Gauge, Gauge), -20.0 / 3.0, 1e-12));
        assert!(close(to_display(-40.0, Temperature, Ip, Gauge, Gauge), -40.0, 1e-12));
        assert!(close(to_display(3.516853, Capacity, Mx, Gauge, Gauge), 1.0, 1e-12));
        assert!(close(to_display(3.516853, Capacity, Ip, Gauge, Gauge), 12_000.0, 0.01));
        assert!(close(from_display(60.0, Pressure, Ip, Absolute, Gauge), 5.150_104_2, 1e-9));
        assert!(close(to_display(5.150_104_2, Pressure, Ip, Absolute, Gauge), 60.0, 1e-7));
        assert!(close(to_display(1.0, Length, Ip, Gauge, Gauge), 1.0 / 0.3048, 1e-12));
        assert!(close(to_display(25.4, SmallLength, Ip, Gauge, Gauge), 1.0, 1e-12));
        assert!(close(from_display(1.0, Mass, Ip, Gauge, Gauge), 0.453_592_37, 1e-15));
        assert!(close(to_display(10.0, TemperatureDifference, Ip, Gauge, Gauge), 18.0, 1e-12));
        assert!(close(tons_of_refrigeration(35.16853), 10.0, 1e-12));
    }

    #[test]
    fn it_should_read_and_give_a_flow_in_the_screens_flow_units() {
        assert_eq!(litres_per_minute(60.0, Some("m3h")), 1000.0);
        assert!(close(litres_per_minute(10.0, Some("GPM")), 37.854_117_84, 1e-9));
        assert_eq!(litres_per_minute(5.0, None), 5.0);
        assert!(close(flow_in_unit(100.1, Some("m3h")), 6.006, 1e-12));
        assert!(close(flow_in_unit(37.854_117_84, Some("gpm")), 10.0, 1e-12));
        assert_eq!(flow_in_unit(5.0, Some("lmin")), 5.0);
    }

    /// The data sheet's I-P figures (issue 23 item 5), each against its
    /// exact definition: 1 psi = 6.894757 kPa; 1 ft/min = 0.00508 m/s;
    /// 1 lb/ft³ = 16.018463 kg/m³; 1 BTU/lb = 2.326 kJ/kg and 1 BTU/(lb·°F)
    /// = 4.1868 kJ/(kg·K) (the International Table BTU, within the table's
    /// 8-digit W per BTU/h); 1 ft³ = 28.316846592 L; 1 US gal = 231 in³ =
    /// 3.785411784 L.
    #[test]
    fn it_should_convert_the_sheets_other_figures_with_the_published_factors() {
        assert!(close(to_display(6.894757, PressureDrop, Ip, Gauge, Gauge), 1.0, 1e-12));
        assert!(close(to_display(0.00508, Velocity, Ip, Gauge, Gauge), 1.0, 1e-12));
        assert!(close(to_display(16.018_463_373_960_138, Density, Ip, Gauge, Gauge), 1.0, 1e-12));
        assert!(close(to_display(2.326, SpecificEnthalpy, Ip, Gauge, Gauge), 1.0, 1e-7));
        assert!(close(to_display(4.1868, SpecificEntropy, Ip, Gauge, Gauge), 1.0, 1e-7));
        assert!(close(to_display(28.316_846_592, Volume, Ip, Gauge, Gauge), 1.0, 1e-12));
        assert!(close(to_display(3.785_411_784, LiquidFlow, Ip, Gauge, Gauge), 1.0, 1e-12));
        // 1 TR = 12 000 BTU/h = 3.516853 kW; 1 BTU/h = 0.29307107 W.
        assert!(close(to_display(0.000_293_071_07, Capacity, Ip, Gauge, Gauge), 1.0, 1e-12));
        assert!(close(tons_of_refrigeration(3.516853), 1.0, 1e-15));
        let units: Vec<&str> = [PressureDrop, Velocity, Density, SpecificEnthalpy, SpecificEntropy, Volume, LiquidFlow]
            .into_iter()
            .map(|d| unit(d, Ip))
            .collect();
        assert_eq!(units, ["psi", "ft/min", "lb/ft³", "BTU/lb", "BTU/(lb·°F)", "ft³", "GPM"]);
        assert_eq!(unit(SpecificEnthalpy, Si), "kJ/kg");
        assert_eq!(
            (decimals(PressureDrop, Ip), decimals(Pressure, Ip), decimals(Velocity, Ip)),
            (Some(2), Some(1), Some(0))
        );
        assert_eq!(to_display(12.5, SpecificEntropy, Si, Gauge, Gauge), 12.5);
    }

    #[test]
    fn every_conversion_goes_back_to_the_stored_value() {
        let dimensions = [
            Temperature,
            TemperatureDifference,
            Pressure,
            Capacity,
            Length,
            SmallLength,
            Mass,
            PressureDrop,
            Velocity,
            Density,
            SpecificEnthalpy,
            SpecificEntropy,
            Volume,
            LiquidFlow,
        ];
        for system in [Si, Ip, Mx] {
            for dimension in dimensions {
                for (stored, shown) in [(Gauge, Gauge), (Absolute, Gauge), (Gauge, Absolute)] {
                    let shown_value = to_display(12.5, dimension, system, stored, shown);
                    let back = from_display(shown_value, dimension, system, stored, shown);
                    assert!(close(back, 12.5, 1e-9), "{dimension:?} {system:?} {stored:?}->{shown:?}: {back}");
                }
            }
        }
    }

    #[test]
    fn si_figures_stay_as_stored_and_pressures_say_gauge_or_absolute() {
        assert_eq!(to_display(-10.0, Temperature, Si, Gauge, Gauge), -10.0);
        assert_eq!(to_display(21.5, Capacity, Si, Gauge, Gauge), 21.5);
        assert_eq!(unit_label(Pressure, Si, Gauge), "bar(g)");
        assert_eq!(unit_label(Pressure, Ip, Absolute), "psia");
        assert_eq!(unit_label(Pressure, Mx, Gauge), "psig");
        assert_eq!(unit_label(Capacity, Ip, Gauge), "BTU/h");
        assert_eq!(unit_label(Temperature, Ip, Gauge), "°F");
        assert_eq!((decimals(Capacity, Ip), decimals(Capacity, Mx), decimals(Capacity, Si)), (Some(0), Some(2), None));
    }
}
