use super::*;
use crate::calculation::{single, CatalogueSnapshot, SingleInput};
use crate::copeland_3da3::{self, CAPACITY, POWER};
use crate::rules::DomainError;

/// A published EnergyPlus set (Copeland 3DA3-075E-TFD, tests/fixtures),
/// scaled: × `scale`.
fn set(id: &str, refrigerant: &str, parameter: &str, c: [f64; 10], scale: f64) -> Polynomial {
    copeland_3da3::set(id, refrigerant, parameter, c.map(|v| v * scale))
}

/// The published compressor, scaled: capacity × `q`, power × `p`.
fn compressor(id: &str, refrigerant: &str, q: f64, p: f64) -> CompressorData {
    CompressorData {
        model: format!("M-{id}"),
        polynomials: vec![
            set(&format!("{id}:p1"), refrigerant, "coolingCapacity", CAPACITY, q),
            set(&format!("{id}:p2"), refrigerant, "powerInput", POWER, p),
        ],
        ..copeland_3da3::compressor(id, refrigerant)
    }
}

/// One unscaled compressor's capacity at -10/40 °C on R448A, kW.
fn unit_kw() -> f64 {
    let r = refrigerant(Some("R448A")).unwrap();
    let duty = Duty { to: -10.0, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
    performance(&compressor("u", "R448A", 1.0, 1.0), r, duty, &Defaults::default()).unwrap().cooling_capacity / 1000.0
}

fn request(required_kw: f64) -> CompressorSelection {
    CompressorSelection {
        refrigerant: "R448A".into(),
        evap_temp: -10.0,
        cond_temp: 40.0,
        required_capacity: required_kw,
        superheat: None,
        subcooling: None,
        voltage: None,
        frequency: None,
        compressor_type: None,
        count: CountRange::default(),
        redundancy: Redundancy::N,
        band: Band::default(),
        sort: SortCriterion::HighestCop,
    }
}

fn ids(answer: &CompressorSelectionAnswer) -> Vec<(&str, u32)> {
    answer.candidates.iter().map(|c| (c.compressor_id.as_str(), c.count)).collect()
}

#[test]
fn it_should_give_exactly_the_figures_of_the_calculation_times_the_count() {
    let c = compressor("a", "R448A", 1.0, 1.0);
    let catalogue = CatalogueSnapshot { compressors: vec![c.clone()], ..Default::default() };
    let one = single(
        &SingleInput {
            compressor_id: Some("a".into()),
            evap_temp: Some(-10.0),
            cond_temp: Some(40.0),
            refrigerant: Some("R448A".into()),
            superheat: Some(8.0),
            ..Default::default()
        },
        &catalogue,
    )
    .unwrap();
    let mut ask = request(2.0 * one.performance.cooling_capacity / 1000.0 / 1.1);
    ask.count = CountRange { min: 1, max: 4 };
    ask.superheat = Some(8.0);
    let answer = select_compressors(&ask, &[c]).unwrap();
    let [candidate] = answer.candidates.as_slice() else { panic!("one candidate: {answer:?}") };
    assert_eq!(candidate.count, 2);
    assert_eq!(candidate.cooling_capacity, one.performance.cooling_capacity * 2.0);
    assert_eq!(candidate.power_input, one.performance.power_input * 2.0);
    assert_eq!(candidate.current, one.performance.current * 2.0);
    assert_eq!(candidate.cop, one.performance.cooling_capacity / one.performance.power_input);
    assert!((candidate.margin - 10.0).abs() < 1e-9, "{}", candidate.margin);
    // -10 °C is 7.8 K above the envelope's -17.8 °C; 40 °C is 8.9 K below 48.9 °C.
    assert!((candidate.envelope_distance_k - 7.8).abs() < 1e-9);
    // The hot day is 45 °C, inside the envelope, and gives less capacity.
    let hot = candidate.capacity_at_cond_plus5.unwrap();
    assert!(hot < candidate.cooling_capacity && hot > 0.5 * candidate.cooling_capacity);
}

#[test]
fn it_should_rank_by_highest_cop_inside_the_band_by_default() {
    // "eff": 115 % of the duty at a 20 % better COP; "tight": 102 %.
    let unit = unit_kw();
    let catalogue = [compressor("tight", "R448A", 1.02, 1.02), compressor("eff", "R448A", 1.15, 0.958)];
    let answer = select_compressors(&request(unit), &catalogue).unwrap();
    assert_eq!(answer.criterion, SortCriterion::HighestCop);
    assert_eq!(ids(&answer), [("eff", 1), ("tight", 1)]);
}

#[test]
fn it_should_rank_by_smallest_margin_when_asked() {
    let unit = unit_kw();
    let catalogue = [compressor("tight", "R448A", 1.02, 1.02), compressor("eff", "R448A", 1.15, 0.958)];
    let mut ask = request(unit);
    ask.sort = SortCriterion::SmallestMargin;
    let answer = select_compressors(&ask, &catalogue).unwrap();
    assert_eq!(ids(&answer), [("tight", 1), ("eff", 1)]);
    assert!((answer.candidates[0].margin - 2.0).abs() < 1e-9);
}

#[test]
fn it_should_rank_by_fewest_compressors_when_asked() {
    // Two half-size units with a better COP against one full-size unit.
    let unit = unit_kw();
    let catalogue = [compressor("half", "R448A", 0.55, 0.45), compressor("full", "R448A", 1.05, 1.05)];
    let mut ask = request(unit);
    ask.count = CountRange { min: 1, max: 4 };
    assert_eq!(ids(&select_compressors(&ask, &catalogue).unwrap()), [("half", 2), ("full", 1)]);
    ask.sort = SortCriterion::FewestCompressors;
    assert_eq!(ids(&select_compressors(&ask, &catalogue).unwrap()), [("full", 1), ("half", 2)]);
}

#[test]
fn it_should_meet_the_duty_with_one_compressor_off_under_n_plus_one() {
    let unit = unit_kw();
    let catalogue = [compressor("a", "R448A", 1.05, 1.0)];
    let mut ask = request(2.0 * unit);
    ask.count = CountRange { min: 1, max: 4 };
    assert_eq!(ids(&select_compressors(&ask, &catalogue).unwrap()), [("a", 2)]);
    ask.redundancy = Redundancy::NPlusOne;
    let answer = select_compressors(&ask, &catalogue).unwrap();
    // Three installed, two running meet the duty at 105 %.
    assert_eq!(ids(&answer), [("a", 3)]);
    let c = &answer.candidates[0];
    assert!((c.margin - 5.0).abs() < 1e-9, "{}", c.margin);
    assert!((c.cooling_capacity / 1000.0 - 3.0 * 1.05 * unit).abs() < 1e-6);
    // With at most two allowed, N+1 cannot meet it: undersized, not an error.
    ask.count = CountRange { min: 1, max: 2 };
    let answer = select_compressors(&ask, &catalogue).unwrap();
    assert!(answer.candidates.is_empty());
    assert_eq!(answer.excluded.undersized, 1);
}

#[test]
fn it_should_count_every_compressor_left_out_by_its_reason() {
    let unit = unit_kw();
    let mut scroll = compressor("scroll", "R448A", 1.0, 1.0);
    scroll.compressor_type = CompressorType::Scroll;
    let mut narrow = compressor("narrow", "R448A", 1.0, 1.0);
    for p in &mut narrow.polynomials {
        p.evap_temp_min = -5.0;
    }
    let catalogue = [
        compressor("ok", "R448A", 1.1, 1.0),
        compressor("small", "R448A", 0.5, 1.0),
        compressor("big", "R448A", 1.5, 1.0),
        compressor("r134a", "R134a", 1.0, 1.0),
        narrow,
        scroll,
    ];
    let mut ask = request(unit);
    ask.compressor_type = Some(CompressorType::Reciprocante);
    let answer = select_compressors(&ask, &catalogue).unwrap();
    assert_eq!(ids(&answer), [("ok", 1)]);
    let expected = CompressorExclusions {
        out_of_envelope: 1,
        undersized: 1,
        oversized: 1,
        other_refrigerant: 1,
        other_type: 1,
        not_calculable: 0,
        other_frequency: 0,
    };
    assert_eq!(answer.excluded, expected);
    assert_eq!(answer.considered, 6);
}

#[test]
fn it_should_answer_an_empty_list_with_the_reasons_rather_than_fail() {
    let answer = select_compressors(&request(1000.0), &[compressor("a", "R448A", 1.0, 1.0)]).unwrap();
    assert!(answer.candidates.is_empty());
    assert_eq!(answer.excluded.undersized, 1);
}

#[test]
fn it_should_refuse_bad_input_naming_the_field() {
    let field = |ask: CompressorSelection| select_compressors(&ask, &[]).unwrap_err().field();
    assert_eq!(field(request(-5.0)), Some("requiredCapacity"));
    assert_eq!(field(request(0.0)), Some("requiredCapacity"));
    assert_eq!(field(CompressorSelection { evap_temp: 20.0, cond_temp: 15.0, ..request(10.0) }), Some("evapTemp"));
    assert_eq!(field(CompressorSelection { refrigerant: "R999".into(), ..request(10.0) }), Some("refrigerant"));
    assert_eq!(field(CompressorSelection { count: CountRange { min: 3, max: 2 }, ..request(10.0) }), Some("count"));
    assert_eq!(field(CompressorSelection { band: Band { min: 120.0, max: 100.0 }, ..request(10.0) }), Some("band"));
    assert_eq!(field(CompressorSelection { superheat: Some(-1.0), ..request(10.0) }), Some("superheat"));
    let message = select_compressors(&request(-5.0), &[]).unwrap_err().to_string();
    assert!(message.contains("Capacidad requerida"), "{message}");
}

fn duty_point(evap_temp: f64, cond_temp: f64) -> DutyPoint {
    DutyPoint {
        refrigerant: "R448A".into(),
        evap_temp,
        cond_temp,
        superheat: None,
        subcooling: None,
        voltage: None,
        frequency: None,
    }
}

#[test]
fn a_pick_list_reads_every_model_at_the_duty_with_the_calculations_figures() {
    let catalogue =
        [compressor("a", "R448A", 1.0, 1.0), compressor("b", "R404A", 1.0, 1.0), compressor("c", "R448A", 2.0, 2.1)];
    let rows = compressors_at_duty(&duty_point(-10.0, 40.0), &catalogue).unwrap();
    assert_eq!(rows.iter().map(|r| r.model.as_str()).collect::<Vec<_>>(), ["M-a", "M-b", "M-c"], "catalogue order");

    assert_eq!(rows[0].status, DutyStatus::Ok);
    assert!(
        (rows[0].cooling_capacity.unwrap() / 1000.0 - unit_kw()).abs() < 1e-9,
        "one compressor, the engine's figure"
    );
    let cop = rows[0].cooling_capacity.unwrap() / rows[0].power_input.unwrap();
    assert!((rows[0].cop.unwrap() - cop).abs() < 1e-12);
    // -10/40 °C in -17.8…4.4 / 10…48.9 °C: 7.8 K to the nearest edge
    // (14.4 K to 4.4 °C, 30 K to 10 °C, 8.9 K to 48.9 °C).
    assert!((rows[0].envelope_distance_k.unwrap() - 7.8).abs() < 1e-9, "{:?}", rows[0].envelope_distance_k);
    assert!((rows[2].cooling_capacity.unwrap() / rows[0].cooling_capacity.unwrap() - 2.0).abs() < 1e-9);

    assert_eq!(rows[1].status, DutyStatus::OtherRefrigerant);
    assert_eq!((rows[1].cooling_capacity, rows[1].envelope_distance_k), (None, None));
}

#[test]
fn a_model_whose_envelope_leaves_out_the_duty_says_so_and_gives_no_figure() {
    let catalogue = [compressor("a", "R448A", 1.0, 1.0)];
    let rows = compressors_at_duty(&duty_point(-25.0, 40.0), &catalogue).unwrap();
    assert_eq!(rows[0].status, DutyStatus::OutOfEnvelope);
    assert_eq!(rows[0].cooling_capacity, None);
    assert!((rows[0].envelope_distance_k.unwrap() + 7.2).abs() < 1e-9, "{:?}", rows[0].envelope_distance_k);
}

#[test]
fn a_pick_list_duty_is_checked_like_a_selection() {
    let error = compressors_at_duty(&duty_point(40.0, 30.0), &[]).unwrap_err();
    assert!(matches!(error, SelectionError::Calculation(_)), "{error:?}");
}

/// A compressor publishing capacity and power at each of `speeds` (Hz),
/// capacity and power scaled by `scale(speed)` (a positive-displacement
/// compressor's flow is close to proportional to its speed).
fn at_speeds(id: &str, speeds: &[f64], scale: impl Fn(f64) -> f64) -> CompressorData {
    let mut c = compressor(id, "R448A", 1.0, 1.0);
    c.polynomials = speeds
        .iter()
        .flat_map(|&hz| {
            let mut q = set(&format!("{id}:q{hz}"), "R448A", "coolingCapacity", CAPACITY, scale(hz));
            let mut p = set(&format!("{id}:p{hz}"), "R448A", "powerInput", POWER, scale(hz));
            q.provenance.rating.frequency = Some(hz);
            p.provenance.rating.frequency = Some(hz);
            [q, p]
        })
        .collect();
    c
}

/// Issue 27: the selection takes the frequency as POST /api/calculate does
/// and states it. At 60 Hz a compressor with 50 and 60 Hz sets gives its
/// 60 Hz figures (exactly the calculation's), one with only a 50 Hz set is
/// left out, never scaled; between published speeds the figures interpolate
/// and say so; outside them, and with several speeds and none asked, the
/// compressor is left out as of another frequency.
#[test]
fn it_should_select_at_the_frequency_asked_and_state_it() {
    let both = at_speeds("both", &[50.0, 60.0], |hz| hz / 50.0);
    let europe = at_speeds("europe", &[50.0], |_| 1.2);
    let vs = at_speeds("vs", &[30.0, 70.0], |hz| hz / 50.0);
    let catalogue = [both.clone(), europe, vs];
    let unit = unit_kw();
    let mut ask = request(1.2 * unit);
    ask.frequency = Some(60.0);
    ask.band = Band { min: 90.0, max: 130.0 };
    let answer = select_compressors(&ask, &catalogue).unwrap();
    assert_eq!(answer.frequency, Some(60.0));
    let got = |id: &str| answer.candidates.iter().find(|c| c.compressor_id == id);
    let at60 = got("both").expect("both publishes 60 Hz");
    assert_eq!(at60.frequency, Some(60.0));
    assert!(at60.speed_interpolation.is_none());
    let snapshot = CatalogueSnapshot { compressors: vec![both], ..Default::default() };
    let one = single(
        &SingleInput {
            compressor_id: Some("both".into()),
            evap_temp: Some(-10.0),
            cond_temp: Some(40.0),
            refrigerant: Some("R448A".into()),
            frequency: Some(60.0),
            ..Default::default()
        },
        &snapshot,
    )
    .unwrap();
    assert_eq!(at60.cooling_capacity, one.performance.cooling_capacity);
    assert!((at60.cooling_capacity / 1000.0 / unit - 1.2).abs() < 1e-9, "the 60 Hz set, not the 50 Hz one scaled");
    assert!(got("europe").is_none(), "a 50 Hz set is never scaled to 60 Hz");
    // 60 Hz lies between vs's 30 and 70 Hz: interpolated, a quarter of the way down from 70.
    let between = got("vs").expect("interpolated between 30 and 70 Hz");
    let interpolation = between.speed_interpolation.as_ref().unwrap();
    assert_eq!((interpolation.lower_frequency, interpolation.upper_frequency), (30.0, 70.0));
    assert!((interpolation.upper_weight - 0.75).abs() < 1e-12);
    assert!((between.cooling_capacity / 1000.0 / unit - 1.2).abs() < 1e-9, "{}", between.cooling_capacity);
    assert_eq!(answer.excluded.other_frequency, 1);

    // 75 Hz: above every published speed; no frequency: vs publishes two and needs one.
    ask.frequency = Some(75.0);
    let above = select_compressors(&ask, &catalogue).unwrap();
    assert_eq!(above.excluded.other_frequency, 3, "{above:?}");
    ask.frequency = None;
    let unasked = select_compressors(&ask, &catalogue).unwrap();
    assert_eq!(unasked.frequency, None);
    assert_eq!(unasked.excluded.other_frequency, 2, "both and vs publish several speeds: {unasked:?}");
    // A frequency off the motor range is refused naming the field.
    ask.frequency = Some(500.0);
    assert_eq!(select_compressors(&ask, &catalogue).unwrap_err().field(), Some("frequency"));

    // The pick list reads each model at the same frequency.
    let rows =
        compressors_at_duty(&DutyPoint { frequency: Some(60.0), ..duty_point(-10.0, 40.0) }, &catalogue).unwrap();
    assert_eq!(rows[0].frequency, Some(60.0));
    assert_eq!(rows[0].cooling_capacity, Some(one.performance.cooling_capacity));
    assert_eq!(rows[1].status, DutyStatus::OtherFrequency);
    assert_eq!(rows[2].status, DutyStatus::Ok);
}

/// Issue 21 item 9: every candidate and every pick-list row states its
/// temperature basis as the calculation does. A set rated at mid-points
/// of R448A (about 4-5 K of glide at -10 °C) is read below the duty's dew
/// points; the answer's own temperatures stay dew points.
#[test]
fn it_should_state_the_calculations_temperature_basis_on_every_answer() {
    use crate::compressor::model::TemperatureBasis;
    let mut mid = compressor("m", "R448A", 1.0, 1.0);
    for p in &mut mid.polynomials {
        p.provenance.rating.temperature_basis = Some(TemperatureBasis::MidPoint);
    }
    let r = refrigerant(Some("R448A")).unwrap();
    let duty = Duty { to: -10.0, tc: 40.0, voltage: 460.0, superheat: None, subcooling: None, frequency: None };
    let own = performance(&mid, r, duty, &Defaults::default()).unwrap().temperature_basis.unwrap();
    assert_eq!((own.basis, own.set_basis), (TemperatureBasis::Dew, TemperatureBasis::MidPoint));
    assert!(own.set_evap_temp < -11.0 && own.set_cond_temp < 39.0, "{own:?}");

    let mut ask = request(unit_kw() * 0.9);
    ask.band = Band { min: 50.0, max: 200.0 };
    let dew = compressor("d", "R448A", 1.0, 1.0);
    let answer = select_compressors(&ask, &[mid.clone(), dew.clone()]).unwrap();
    let of = |id: &str| answer.candidates.iter().find(|c| c.compressor_id == id).unwrap().temperature_basis.unwrap();
    assert_eq!(of("m"), own, "the calculation's statement");
    let plain = of("d");
    assert_eq!((plain.set_basis, plain.set_evap_temp, plain.set_cond_temp), (TemperatureBasis::Dew, -10.0, 40.0));

    let rows = compressors_at_duty(&duty_point(-10.0, 40.0), &[mid, dew]).unwrap();
    assert_eq!(rows[0].temperature_basis, Some(own));
    assert_eq!(rows[1].temperature_basis.map(|s| s.set_basis), Some(TemperatureBasis::Dew));
    let far = compressors_at_duty(&duty_point(-25.0, 40.0), &[compressor("o", "R448A", 1.0, 1.0)]).unwrap();
    assert_eq!(far[0].temperature_basis, None, "no figures, no basis");
}
