use super::*;
use crate::engine::condenser::auto_select;

fn condenser(id: &str, kw: f64, micro: bool) -> CondenserData {
    CondenserData {
        id: id.into(),
        model: format!("CD-{id}"),
        capacity: kw,
        fan_count: 2,
        fan_power_consumption: 0.5,
        is_microchannel: micro,
        rated_delta_t: 15.0,
    }
}

fn request(heat_rejection: f64) -> CondenserSelection {
    CondenserSelection {
        refrigerant: "R404A".into(),
        heat_rejection,
        ambient_temp: 30.0,
        cond_temp: 40.0,
        oversizing: None,
        microchannel_only: false,
    }
}

/// ΔT 10 K against a 15 K rating: two thirds of each rated capacity. For
/// 30 kW of heat with 10 % oversizing the margin must be 10 to 30 %: the
/// 52 and 55 kW units (34.7 and 36.7 kW, 15.6 and 22.2 %) fit, closest
/// first; 30 and 45 kW fall short, 60 and 75 kW go over; the first is the
/// automatic selection's.
#[test]
fn condensers_are_ranked_closest_above_and_the_first_is_the_automatic_choice() {
    let catalogue = [
        condenser("a", 45.0, false),
        condenser("b", 60.0, false),
        condenser("c", 52.0, true),
        condenser("d", 30.0, false),
        condenser("e", 75.0, false),
        condenser("f", 55.0, false),
    ];
    let answer = select_condensers(&request(30.0), &catalogue).unwrap();
    assert_eq!(answer.design_delta_t, 10.0);
    assert!((answer.required_capacity - 33_000.0).abs() < 1e-6);
    let ids: Vec<&str> = answer.candidates.iter().map(|c| c.condenser_id.as_str()).collect();
    assert_eq!(ids, ["c", "f"], "{answer:?}");
    assert!((answer.candidates[0].capacity - 52_000.0 * 10.0 / 15.0).abs() < 1e-6);
    assert!((answer.candidates[0].margin - (52.0 * 10.0 / 15.0 / 30.0 - 1.0) * 100.0).abs() < 1e-9);
    assert_eq!(answer.excluded, UnitExclusions { undersized: 2, oversized: 2, not_microchannel: 0, heating_only: 0 });
    let auto = auto_select(&catalogue, 30_000.0, 10.0, 10.0, false).unwrap();
    assert_eq!(auto.id, ids[0]);

    let micro =
        select_condensers(&CondenserSelection { microchannel_only: true, ..request(30.0) }, &catalogue).unwrap();
    assert_eq!(micro.candidates.len(), 1);
    assert_eq!(micro.excluded.not_microchannel, 5);
}

#[test]
fn bad_condenser_input_names_its_field() {
    use crate::rules::DomainError;
    let bad = |r: CondenserSelection| select_condensers(&r, &[]).unwrap_err().field();
    assert_eq!(bad(request(0.0)), Some("heatRejection"));
    assert_eq!(bad(CondenserSelection { ambient_temp: 45.0, ..request(30.0) }), Some("ambientTemp"));
    assert_eq!(bad(CondenserSelection { oversizing: Some(150.0), ..request(30.0) }), Some("oversizing"));
    assert_eq!(bad(CondenserSelection { refrigerant: "R9999".into(), ..request(30.0) }), Some("refrigerant"));
    // An empty catalogue is an answer, not an error.
    assert!(select_condensers(&request(30.0), &[]).unwrap().candidates.is_empty());
}

#[test]
fn plate_exchangers_meet_the_circuit_duty_closest_first() {
    let hx = |id: &str, kw: f64| HeatExchangerData {
        id: id.into(),
        brand: "SWEP".into(),
        model: format!("B{id}"),
        capacity_kw: kw,
        heating_only: false,
        cooling_only: false,
        pressure_drop_kpa: None,
        rated_flow_lmin: None,
    };
    let catalogue = [hx("1", 18.0), hx("2", 26.0), hx("3", 21.0), hx("4", 40.0)];
    let request = HeatExchangerSelection { refrigerant: "R134a".into(), required_capacity: 20.0, oversizing: None };
    let answer = select_heat_exchangers(&request, &catalogue).unwrap();
    let ids: Vec<&str> = answer.candidates.iter().map(|c| c.heat_exchanger_id.as_str()).collect();
    assert_eq!(ids, ["3"]);
    assert!((answer.candidates[0].margin - 5.0).abs() < 1e-9);
    assert_eq!(answer.excluded, UnitExclusions { undersized: 1, oversized: 2, not_microchannel: 0, heating_only: 0 });
}

/// The picker shows every unit: the ones left out come with their figures
/// and reason, the nearest miss first: of a band from 10 to 30 %, the 60 kW
/// unit (+33 %, 3 points over), then the 45 kW one (0 %, 10 under), the
/// 75 kW one (+67 %) and the 30 kW one (−33 %).
#[test]
fn units_left_out_come_with_their_reason_nearest_miss_first() {
    let catalogue = [
        condenser("d", 30.0, false),
        condenser("e", 75.0, false),
        condenser("a", 45.0, false),
        condenser("b", 60.0, false),
        condenser("c", 52.0, false),
    ];
    let answer =
        select_condensers(&CondenserSelection { microchannel_only: true, ..request(30.0) }, &catalogue).unwrap();
    assert!(answer.candidates.is_empty());
    assert_eq!(answer.excluded.not_microchannel, 5);
    let answer = select_condensers(&request(30.0), &catalogue).unwrap();
    let left: Vec<(&str, ExclusionReason)> = answer.excluded_units.iter().map(|u| (u.id.as_str(), u.reason)).collect();
    assert_eq!(
        left,
        [
            ("b", ExclusionReason::Oversized),
            ("a", ExclusionReason::Undersized),
            ("e", ExclusionReason::Oversized),
            ("d", ExclusionReason::Undersized),
        ],
    );
    let a = &answer.excluded_units[1];
    assert!((a.capacity - 30_000.0).abs() < 1e-6 && a.margin.abs() < 1e-9, "{a:?}");
    assert_eq!(a.model, "CD-a");
}

/// A chiller's exchanger is its evaporator: one rated for heating only is
/// left out whatever its capacity, and said so.
#[test]
fn heating_only_exchangers_are_not_evaporators() {
    let hx = |id: &str, kw: f64, heating_only: bool| HeatExchangerData {
        id: id.into(),
        brand: "SWEP".into(),
        model: format!("B{id}"),
        capacity_kw: kw,
        heating_only,
        cooling_only: false,
        pressure_drop_kpa: None,
        rated_flow_lmin: None,
    };
    let catalogue = [hx("1", 21.0, true), hx("2", 22.0, false), hx("3", 19.0, false)];
    let request = HeatExchangerSelection { refrigerant: "R134a".into(), required_capacity: 20.0, oversizing: None };
    let answer = select_heat_exchangers(&request, &catalogue).unwrap();
    let ids: Vec<&str> = answer.candidates.iter().map(|c| c.heat_exchanger_id.as_str()).collect();
    assert_eq!(ids, ["2"]);
    assert_eq!(answer.excluded, UnitExclusions { undersized: 1, oversized: 0, not_microchannel: 0, heating_only: 1 });
    let reasons: Vec<(&str, ExclusionReason)> =
        answer.excluded_units.iter().map(|u| (u.model.as_str(), u.reason)).collect();
    assert_eq!(reasons, [("SWEP B1", ExclusionReason::HeatingOnly), ("SWEP B3", ExclusionReason::Undersized)]);
}

/// Copies of the catalogue recorded before `heatingOnly` existed read as
/// exchangers for any use and write back as they were.
#[test]
fn recorded_exchangers_without_the_flag_round_trip_unchanged() {
    let recorded = r#"{"id":"x","brand":"SWEP","model":"B12","capacityKw":20.0}"#;
    let hx: HeatExchangerData = serde_json::from_str(recorded).unwrap();
    assert!(!hx.heating_only);
    assert_eq!(serde_json::to_string(&hx).unwrap(), recorded);
}
