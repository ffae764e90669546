use serde_json::{json, Value};

use crate::helpers::{
    confirm_polynomials, create_compressor, demo_catalogue, spawn_app, status_and_json, upload_polynomials, TestApp,
};
use crate::on_both_stores;
use crate::support::{demo_file, TestStore};

on_both_stores!(
    compressors_are_ranked_with_the_calculations_own_figures,
    an_impossible_duty_is_an_empty_list_with_its_reasons,
    bad_selection_input_is_refused_naming_the_field,
    condensers_and_plate_exchangers_are_ranked_for_their_duty,
    every_model_is_read_at_the_duty_for_the_pick_lists,
    every_selection_answer_states_the_calculations_temperature_basis,
);

async fn every_model_is_read_at_the_duty_for_the_pick_lists(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let duty = json!({ "model": "3DA3-075E-TFD", "evapTemp": -6.7, "condTemp": 40, "refrigerant": "R404A" });
    let (_, one) = status_and_json(app.post("/api/calculate", &duty).await).await;
    let point = json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40 });
    let (status, rows) = status_and_json(app.post("/api/selection/compressors/at-duty", &point).await).await;
    assert_eq!(status, 200, "{rows}");
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), app.list("/api/compressors").await.len(), "every catalogue compressor, once");
    let ours = rows.iter().find(|r| r["model"] == "3DA3-075E-TFD").unwrap();
    assert_eq!(ours["status"], "ok");
    assert_eq!(
        ours["coolingCapacity"].as_f64().unwrap(),
        one["coolingCapacity"].as_f64().unwrap(),
        "/api/calculate's own"
    );
    assert_eq!(ours["powerInput"].as_f64().unwrap(), one["powerInput"].as_f64().unwrap());
    assert!(
        rows.iter().any(|r| r["status"] == "otherRefrigerant" && r["coolingCapacity"].is_null()),
        "R134a and R22 models"
    );

    // Far below every medium-temperature envelope.
    let cold = json!({ "refrigerant": "R404A", "evapTemp": -45, "condTemp": 40 });
    let (_, rows) = status_and_json(app.post("/api/selection/compressors/at-duty", &cold).await).await;
    let ours = rows.as_array().unwrap().iter().find(|r| r["model"] == "3DA3-075E-TFD").unwrap();
    assert_eq!(ours["status"], "outOfEnvelope", "{ours}");
    assert!(ours["envelopeDistanceK"].as_f64().unwrap() < 0.0, "{ours}");
    assert!(ours["coolingCapacity"].is_null());

    let upside_down = json!({ "refrigerant": "R404A", "evapTemp": 45, "condTemp": 40 });
    let (status, error) = status_and_json(app.post("/api/selection/compressors/at-duty", &upside_down).await).await;
    assert_eq!(status, 422, "{error}");
    assert!(error["field"].is_string(), "{error}");
}

/// Issue 21 item 9. A pair of the demo file's sets, confirmed at review as
/// R407C sets rated at mid-points (R407C glides about 5 K), is read below
/// the duty's dew points; the candidates and the pick-list rows state the
/// basis exactly as POST /api/calculate does, and a dew set says dew.
async fn every_selection_answer_states_the_calculations_temperature_basis(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let row = create_compressor(&app, &json!({ "model": "MID-407C" })).await;
    let id = row["id"].as_str().unwrap();
    let idf = std::fs::read(demo_file("compressors-sample.idf")).unwrap();
    let upload = upload_polynomials(&app, id, "sample.idf", "application/octet-stream", idf).await;
    let (status, extraction) = status_and_json(upload).await;
    assert_eq!(status, 200, "{extraction}");
    let mut pair: Vec<Value> = extraction["polynomials"].as_array().unwrap()[..2].to_vec();
    assert_eq!(
        (pair[0]["parameter"].as_str(), pair[1]["parameter"].as_str()),
        (Some("coolingCapacity"), Some("powerInput"))
    );
    for set in &mut pair {
        set["refrigerant"] = json!("R407C");
        if !set["rating"].is_object() {
            set["rating"] = json!({});
        }
        set["rating"]["temperatureBasis"] = json!("midPoint");
    }
    let mid = |key: &str| {
        (pair[0][format!("{key}Min")].as_f64().unwrap() + pair[0][format!("{key}Max")].as_f64().unwrap()) / 2.0
    };
    let (to, tc) = (mid("evapTemp"), mid("condTemp"));
    // The sample holds 26 models; its first, 06DR013, lends its pair.
    let body = json!({ "source": extraction["source"], "polynomials": pair, "model": "06DR013" });
    let (status, row) = status_and_json(confirm_polynomials(&app, id, &body).await).await;
    assert_eq!(status, 200, "{row}");

    let duty = json!({ "model": "MID-407C", "evapTemp": to, "condTemp": tc, "refrigerant": "R407C" });
    let (status, one) = status_and_json(app.post("/api/calculate", &duty).await).await;
    assert_eq!(status, 200, "{one}");
    let statement = &one["temperatureBasis"];
    assert_eq!((&statement["basis"], &statement["setBasis"]), (&json!("dew"), &json!("midPoint")), "{one}");
    assert!(statement["setEvapTemp"].as_f64().unwrap() < to - 1.5, "half the glide below: {statement}");
    assert!(statement["setCondTemp"].as_f64().unwrap() < tc - 1.5, "{statement}");

    let point = json!({ "refrigerant": "R407C", "evapTemp": to, "condTemp": tc });
    let (status, rows) = status_and_json(app.post("/api/selection/compressors/at-duty", &point).await).await;
    assert_eq!(status, 200, "{rows}");
    let ours = rows.as_array().unwrap().iter().find(|r| r["model"] == "MID-407C").unwrap();
    assert_eq!(ours["status"], "ok", "{ours}");
    assert_eq!(&ours["temperatureBasis"], statement);
    let q = one["coolingCapacity"].as_f64().unwrap();
    let ask = json!({ "refrigerant": "R407C", "evapTemp": to, "condTemp": tc, "requiredCapacity": q / 1000.0 / 1.1 });
    let (status, answer) = select_compressors(&app, ask).await;
    assert_eq!(status, 200, "{answer}");
    let candidate = answer["candidates"].as_array().unwrap().iter().find(|c| c["model"] == "MID-407C").unwrap();
    assert_eq!(&candidate["temperatureBasis"], statement);

    // The demo's own sets state no basis: dew, read at the duty itself.
    let point = json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40 });
    let (_, rows) = status_and_json(app.post("/api/selection/compressors/at-duty", &point).await).await;
    let dew = rows.as_array().unwrap().iter().find(|r| r["model"] == "3DA3-075E-TFD").unwrap();
    assert_eq!(
        dew["temperatureBasis"],
        json!({ "basis": "dew", "setBasis": "dew", "setEvapTemp": -6.7, "setCondTemp": 40.0 })
    );
}

async fn select_compressors(app: &TestApp, body: Value) -> (u16, Value) {
    status_and_json(app.post("/api/selection/compressors", &body).await).await
}

async fn compressors_are_ranked_with_the_calculations_own_figures(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let duty = json!({ "model": "3DA3-075E-TFD", "evapTemp": -6.7, "condTemp": 40, "refrigerant": "R404A" });
    let (_, one) = status_and_json(app.post("/api/calculate", &duty).await).await;
    let q = one["coolingCapacity"].as_f64().unwrap();
    // Two of them at 10 % over the duty.
    let required_kw = 2.0 * q / 1000.0 / 1.1;
    let (status, answer) = select_compressors(
        &app,
        json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40, "requiredCapacity": required_kw,
                "count": { "min": 1, "max": 4 } }),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["criterion"], "highestCop");
    let candidates = answer["candidates"].as_array().unwrap();
    let ours = candidates.iter().find(|c| c["model"] == "3DA3-075E-TFD").expect("3DA3 is a candidate");
    assert_eq!(ours["count"], 2);
    assert_eq!(ours["coolingCapacity"].as_f64().unwrap(), 2.0 * q);
    assert_eq!(ours["powerInput"].as_f64().unwrap(), 2.0 * one["powerInput"].as_f64().unwrap());
    assert_eq!(ours["current"].as_f64().unwrap(), 2.0 * one["current"].as_f64().unwrap());
    assert!((ours["margin"].as_f64().unwrap() - 10.0).abs() < 1e-6, "{ours}");
    assert!(ours["envelopeDistanceK"].as_f64().unwrap() > 0.0);
    let cops: Vec<f64> = candidates.iter().map(|c| c["cop"].as_f64().unwrap()).collect();
    assert!(cops.windows(2).all(|w| w[0] >= w[1]), "{cops:?}");
    for c in candidates {
        let m = c["margin"].as_f64().unwrap();
        assert!((0.0..=20.0).contains(&m), "{c}");
    }
    // Exhaustive: every catalogue compressor is a candidate or excluded once.
    let distinct: std::collections::HashSet<&str> =
        candidates.iter().map(|c| c["compressorId"].as_str().unwrap()).collect();
    let excluded: u64 = answer["excluded"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(distinct.len() as u64 + excluded, answer["considered"].as_u64().unwrap(), "{answer}");
    assert!(answer["excluded"]["otherRefrigerant"].as_u64().unwrap() > 0, "{answer}");

    let (_, fewest) = select_compressors(
        &app,
        json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40, "requiredCapacity": required_kw,
                "count": { "min": 1, "max": 4 }, "sort": "fewestCompressors", "redundancy": "N+1" }),
    )
    .await;
    assert_eq!(fewest["criterion"], "fewestCompressors");
    let counts: Vec<u64> =
        fewest["candidates"].as_array().unwrap().iter().map(|c| c["count"].as_u64().unwrap()).collect();
    assert!(!counts.is_empty() && counts.windows(2).all(|w| w[0] <= w[1]) && counts[0] >= 2, "{counts:?}");
}

async fn an_impossible_duty_is_an_empty_list_with_its_reasons(store: TestStore) {
    let app = spawn_app(store).await;
    demo_catalogue(&app).await;
    let (status, answer) = select_compressors(
        &app,
        json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40, "requiredCapacity": 100000 }),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["candidates"], json!([]));
    assert!(answer["excluded"]["undersized"].as_u64().unwrap() > 0, "{answer}");
}

async fn bad_selection_input_is_refused_naming_the_field(store: TestStore) {
    let app = spawn_app(store).await;
    for (body, field) in [
        (
            json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40, "requiredCapacity": -3 }),
            "requiredCapacity",
        ),
        (json!({ "refrigerant": "R404A", "evapTemp": 20, "condTemp": 15, "requiredCapacity": 3 }), "evapTemp"),
        (json!({ "refrigerant": "R9999", "evapTemp": -6.7, "condTemp": 40, "requiredCapacity": 3 }), "refrigerant"),
        (
            json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40, "requiredCapacity": 3,
                    "band": { "min": 130, "max": 110 } }),
            "band",
        ),
    ] {
        let (status, answer) = select_compressors(&app, body).await;
        assert_eq!(status, 422, "{answer}");
        assert_eq!(answer["field"], field, "{answer}");
        assert!(!answer["message"].as_str().unwrap().is_empty());
    }
    // JSON Schema's integer: 2.0 is 2, as generated clients may send it.
    let (status, answer) = select_compressors(
        &app,
        json!({ "refrigerant": "R404A", "evapTemp": -6.7, "condTemp": 40, "requiredCapacity": 3,
                "count": { "min": 1.0, "max": 2.0 } }),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
}

/// Issue 22 item 4: the condenser and plate-exchanger pickers' answer.
async fn condensers_and_plate_exchangers_are_ranked_for_their_duty(store: TestStore) {
    let app = spawn_app(store).await;
    for (model, kw) in [("CD-30", 30), ("CD-52", 52), ("CD-55", 55), ("CD-75", 75)] {
        let body = json!({"model": model, "capacity": kw, "fanCount": 2, "fanPowerConsumption": 0.5});
        assert_eq!(app.post("/api/condensers", &body).await.status(), 201);
    }
    let duty = json!({"refrigerant": "R404A", "heatRejection": 30, "ambientTemp": 30, "condTemp": 40});
    let (status, answer) = status_and_json(app.post("/api/selection/condensers", &duty).await).await;
    assert_eq!(status, 200, "{answer}");
    let models: Vec<&str> =
        answer["candidates"].as_array().unwrap().iter().map(|c| c["model"].as_str().unwrap()).collect();
    assert_eq!(answer["designDeltaT"], 10.0);
    // The candidates' capacities are the condensers' own at this ΔT (rated at 15 K).
    for c in answer["candidates"].as_array().unwrap() {
        let margin = c["margin"].as_f64().unwrap();
        assert!((10.0..=30.0).contains(&margin), "{c}");
    }
    // 52 and 55 kW rated give 34.7 and 36.7 kW at 10 K: 15.6 and 22.2 % over 30 kW.
    assert_eq!(models, ["CD-52", "CD-55"], "closest above first: {answer}");
    assert_eq!(answer["considered"], 4);
    let excluded = &answer["excluded"];
    assert_eq!(
        excluded["undersized"].as_u64().unwrap() + excluded["oversized"].as_u64().unwrap() + models.len() as u64,
        4,
        "{answer}"
    );
    let (status, error) = status_and_json(
        app.post(
            "/api/selection/condensers",
            &json!({"refrigerant": "R404A", "heatRejection": 30, "ambientTemp": 45, "condTemp": 40}),
        )
        .await,
    )
    .await;
    assert_eq!((status, error["field"].as_str()), (422, Some("ambientTemp")), "{error}");

    for (model, kw) in [("B18", 18), ("B21", 21), ("B40", 40)] {
        let body = json!({"model": model, "brand": "SWEP", "capacityKw": kw, "applicationType": "cooling"});
        assert_eq!(app.post("/api/heat-exchangers", &body).await.status(), 201);
    }
    let (status, answer) = status_and_json(
        app.post("/api/selection/heat-exchangers", &json!({"refrigerant": "R134a", "requiredCapacity": 20})).await,
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["candidates"].as_array().unwrap().len(), 1, "{answer}");
    assert_eq!(answer["candidates"][0]["model"], "B21");
    // A duty too small for a finite margin (capacity ÷ duty) is refused, not answered with nulls.
    let (status, error) = status_and_json(
        app.post("/api/selection/heat-exchangers", &json!({"refrigerant": "R134a", "requiredCapacity": 5e-324})).await,
    )
    .await;
    assert_eq!((status, error["code"].as_str()), (422, Some("selection.required_capacity")), "{error}");
    assert_eq!(answer["candidates"][0]["capacity"], 21_000.0);
    assert_eq!(answer["excluded"]["undersized"], 1);
    assert_eq!(answer["excluded"]["oversized"], 1);
    // The pickers list the rest with their reason, nearest miss first.
    let left: Vec<(&str, &str)> = answer["excludedUnits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| (u["model"].as_str().unwrap(), u["reason"].as_str().unwrap()))
        .collect();
    assert_eq!(left, [("SWEP B18", "undersized"), ("SWEP B40", "oversized")], "{answer}");

    // An exchanger rated for heating only is never a chiller's evaporator.
    let body = json!({"model": "B22H", "brand": "SWEP", "capacityKw": 22, "applicationType": "heating"});
    assert_eq!(app.post("/api/heat-exchangers", &body).await.status(), 201);
    let (_, answer) = status_and_json(
        app.post("/api/selection/heat-exchangers", &json!({"refrigerant": "R134a", "requiredCapacity": 20})).await,
    )
    .await;
    assert_eq!(answer["candidates"].as_array().unwrap().len(), 1, "{answer}");
    assert_eq!(answer["excluded"]["heatingOnly"], 1, "{answer}");
    let heating = answer["excludedUnits"].as_array().unwrap().iter().find(|u| u["model"] == "SWEP B22H").unwrap();
    assert_eq!(heating["reason"], "heatingOnly");
}
