//! The view model on small hand-made answers: each rule the sheet shows.

use serde_json::json;

use super::super::sections::test_sources::{html_digest, pinned_digests, KINDS};
use super::super::template_versions::TEMPLATE_VERSION;
use super::*;

fn issue() -> Issue {
    Issue { sheet_id: "s-1".into(), issued_at: "2026-11-22T08:30:00Z".into(), project_version: 4, shown_version: 4 }
}

fn sheet(project: &Value, version: &'static str) -> Sheet {
    let images = Images { logo: None, equipment: None, design: vec!["a".into(), "b".into(), "c".into(), "d".into()] };
    build(project, &CompanyDetails::default(), &DesignSettings::default(), images, &issue(), version)
}

#[test]
fn it_should_keep_three_design_images_the_pro_flag_and_only_real_dimensions() {
    let mut project = recorded("rack");
    project["isPro"] = json!(true);
    project["proDescription"] = json!(" Serie PRO ");
    let sheet = sheet(&project, TEMPLATE_VERSION);
    assert_eq!(sheet.design_images, ["a", "b", "c"]);
    assert!(sheet.is_pro && sheet.pro_description == "Serie PRO");
    let dimensions: Vec<(&str, &str)> = sheet.dimensions.iter().map(|(l, v)| (l.as_str(), v.as_str())).collect();
    assert_eq!(
        dimensions,
        [("Largo", "3200 mm"), ("Ancho", "1100 mm"), ("Alto", "1900 mm"), ("Peso de embarque", "1450 kg")]
    );
    let mut without = recorded("rack");
    without["rackConfig"]["width"] = json!(0);
    assert_eq!(sheet_of_project(&without).dimensions.len(), 3, "only real dimensions");
    assert_eq!(sheet.equipment_type, EquipmentType::Rack);
    assert_eq!(sheet.sections, super::super::sections::sections_for(EquipmentType::Rack));
    assert!(sheet_of("rack", "ficha-3").sections.is_empty(), "older versions print their one template");
}

#[test]
fn it_should_print_a_ficha_1_chart_as_it_was() {
    let current = sheet_of("rack", TEMPLATE_VERSION);
    assert!(current.envelopes.iter().all(|svg| svg.contains("Evap: ")), "the limits written out");
    let issued_before = sheet_of("rack", "ficha-1");
    assert!(issued_before.envelopes.iter().all(|svg| !svg.contains("Evap:")), "ficha-1 charts had no limits line");
}

/// An answer this build cannot read is said in the warnings, and nothing
/// of it is printed half; the project's own fields still print.
#[test]
fn an_unreadable_answer_is_reported_on_the_sheet() {
    let mut project = recorded("condensadora");
    project["calculationResults"] = json!({ "circuits": [{ "evapTemp": "frío" }] });
    let sheet = sheet(&project, TEMPLATE_VERSION);
    assert!(
        sheet.warnings.iter().any(|w| w.starts_with("Los resultados guardados no corresponden")),
        "{:?}",
        sheet.warnings
    );
    assert!(sheet.circuits.is_empty() && sheet.charge.is_none() && sheet.electrical.is_none());
    assert_eq!(sheet.customer, "Cárnicos Río Bravo");
}

fn sheet_of(kind: &str, version: &'static str) -> Sheet {
    sheet(&recorded(kind), version)
}

fn sheet_of_project(project: &Value) -> Sheet {
    sheet(project, TEMPLATE_VERSION)
}

/// Project details with the calculation answers the endpoints gave (the
/// sheet test's four types, demo catalogue and library), kept as files so
/// that the pinned pages below do not move with the engine.
fn recorded(kind: &str) -> Value {
    super::super::sections::test_sources::detail(kind)
}

/// `ficha-4` sheets of real recorded answers print the same HTML while the
/// model moves from JSON paths to typed sections (issue 23 item 1): digests
/// taken before the move, with and without the traceability appendix.
#[test]
fn it_should_render_ficha_4_sheets_of_recorded_answers_as_before_the_typed_sections() {
    let digests: Vec<String> = KINDS
        .iter()
        .flat_map(|kind| [false, true].map(|appendix| html_digest(&recorded(kind), "ficha-4", appendix)))
        .collect();
    assert_eq!(digests, RECORDED_FICHA_4_DIGESTS);
}

const RECORDED_FICHA_4_DIGESTS: [&str; 8] = [
    "3f87997b9b6b28524bc611883cecc1daddf05a5ef37762bb26cfca04d2d0e787",
    "265ffdea4f010ea63279d7af801f1f2b6d2e401ab00131dc7f363b7691eaf753",
    "6b70d572f35a901da81e177274999f2204355c87a015cf15f9d4d660cb8d9736",
    "c8784d39489eb8dfa8b8c5b407c5c0bf2a6504c2581b74ad41603e31bc78b26b",
    "646a343276c6780a83bdc19a63914c8665b8ee1514d851462aa8179fb07c478a",
    "1b5cf07c2c56a85fa54bf5a1ae0ce2b9a5bbaf1f4172c2f10aa4694f3a2a2110",
    "0a85aac982e43b2d6b36c434a034271568d6ba105d00059f59f8e919fc8ecc68",
    "beae109321ff920fbe6014eaf92ab2096ed5497516cb218b9cc6b4c7d2c5683f",
];

/// Sheets of real recorded answers issued with `ficha-1` to `ficha-3`, and a
/// `ficha-4` sheet in the es-ES number locale, print the same HTML while the
/// model moves from JSON paths to typed sections (issue 23 item 1): digests
/// taken before the move (main at 3e3b4f3).
#[test]
fn it_should_render_recorded_answers_of_every_version_as_before_the_typed_sections() {
    let spain =
        CompanyDetails { number_locale: domain::number_format::NumberLocale::EsEs, ..CompanyDetails::default() };
    let digests: Vec<String> = ["rack", "condensadora", "chiller", "motocompresora"]
        .iter()
        .flat_map(|kind| {
            [("ficha-1", false), ("ficha-2", false), ("ficha-3", false), ("ficha-4", true)].map(|(version, es)| {
                let company = if es { spain.clone() } else { CompanyDetails::default() };
                let images = Images { logo: None, equipment: None, design: vec![] };
                let sheet = build(&recorded(kind), &company, &DesignSettings::default(), images, &issue(), version);
                let html = super::super::render::render_html(&sheet).unwrap();
                crate::ports::sha256_hex(html.as_bytes())
            })
        })
        .collect();
    assert_eq!(digests, RECORDED_DIGESTS);
}

const RECORDED_DIGESTS: [&str; 16] = [
    // rack: ficha-1, ficha-2, ficha-3, ficha-4 es-ES
    "e6b0067e6f4710ca6df601170b00a51611072d9b3e6f0e30faf0480b03177680",
    "a3524cf27a2e6b5f2762f1c7442c87514b9593ffad2d410dda63a3711d9b64c9",
    "d981475fa22e8a8e66e3fc492b00bec64235dee9e79f5c8e024a89fed67c5208",
    "66e772c532fc066b167fdde0e18dbcb85bf4da54ef2b4e44b3b8ea43e1931bab",
    // condensadora: ficha-1, ficha-2, ficha-3, ficha-4 es-ES
    "dd8ed9c95ca37a161d52706e172bd114153fe25537a3087716479c688deb5cdc",
    "a269517396f364456d2b36f7df136b70bb096bbe68667e026dbb6baa3e80e29c",
    "be0fdeee5835c96daf13be680c1e014be2699a3c95ab15f684e64d16f2eaa564",
    "f2c64f43cc85b9841b6719a7b7378430cca1d3abec092524287638026d46aec0",
    // chiller: ficha-1, ficha-2, ficha-3, ficha-4 es-ES
    "b7d618e9ddc37e194c9b8c69e529562f55fec1484ba2734020b8a19a7e6a2491",
    "362df4a57c88059de5be0d3f832ecd810b029d77c0171b743e6594d8cbeeb4a4",
    "31828f828fd7407f2785c3f05b81ad658d89c9ecd9ff1f7338f567645df60892",
    "65d44094a38732ac344f2818898d5965a3e5e615217490f7df6a31791823149b",
    // motocompresora: ficha-1, ficha-2, ficha-3, ficha-4 es-ES
    "6db629529192c882dcc868e257a1a3f686ec92b9f28f1981f54e6b5a36ee8dab",
    "23538bfcb61cc932a1ef0d085384ccba5e029968687a361080f531266e85293b",
    "6db48009a24df272310a87e4d5c6ccbcfe7dc7284a4b2fe375e742d73927568c",
    "a352603ab307fea12149401b0a6025a273fb488880b6a508c3561bb2271900ba",
];

/// `ficha-5` and `ficha-6` sheets of the recorded answers, es-MX and es-ES,
/// print the same HTML while the sheet's locale moves from a thread-local
/// to the per-sheet `Figures` (issue 28 item 4): digests taken before the
/// move (main at 7b1083f).
#[test]
fn it_should_render_ficha_5_and_ficha_6_sheets_as_issued() {
    let spain =
        CompanyDetails { number_locale: domain::number_format::NumberLocale::EsEs, ..CompanyDetails::default() };
    let digests: Vec<String> = ["rack", "condensadora", "chiller", "motocompresora"]
        .iter()
        .flat_map(|kind| {
            [("ficha-5", false), ("ficha-6", false), ("ficha-6", true)].map(|(version, es)| {
                let company = if es { spain.clone() } else { CompanyDetails::default() };
                let images = Images { logo: None, equipment: None, design: vec![] };
                let sheet = build(&recorded(kind), &company, &DesignSettings::default(), images, &issue(), version);
                let html = super::super::render::render_html(&sheet).unwrap();
                crate::ports::sha256_hex(html.as_bytes())
            })
        })
        .collect();
    assert_eq!(digests, RECORDED_FICHA_5_6_DIGESTS);
}

const RECORDED_FICHA_5_6_DIGESTS: [&str; 12] = [
    // rack: ficha-5, ficha-6, ficha-6 es-ES
    "a707967d94fedd78f86fd16a5fac3e75261ad4c33699192ee7f4fb99f5d1b0c4",
    "ac14e044abee9d9e834e02471a084e0f6a63ed01906b1d5edea72f0adebd1b0f",
    "5c862a22f30afd24d3f1a09129cc0751c9cd455f9d578fac4bb7fe592f8d6ebd",
    // condensadora: ficha-5, ficha-6, ficha-6 es-ES
    "bf2f87d89a08926f84aa660c69ea71c665641fb71118e39837303d07570245eb",
    "126e9be579e2bf6d654b69cc9a9f9d60e9dcfa062f0123497abbdd310108fe92",
    "35aa0343a93bedecd6b7819715c41269b847642206ef943df30644c299ebc19f",
    // chiller: ficha-5, ficha-6, ficha-6 es-ES
    "789852b8c627f35f42e47e7862291bacd1be49f702b6ce5d4905a2ddc3efe976",
    "1b82c77a521d7a02aab4f3d9bb29d61f25e2ba1be9e149ccb3244c3ef6799770",
    "891fc0705725531e5bd324233f45196fdc7d0ba1be9ec4078bd7c9fcf14b14b2",
    // motocompresora: ficha-5, ficha-6, ficha-6 es-ES
    "d482d462c8295241cb13b4b508392e94e7f5f6faeb4566d9c2b67d7d7e94b262",
    "3b08b3118441f063f882f52f0053eb559d0f69eadf7c8e50a8ac4c98070250fa",
    "81ec2fe7e696f65d1901bc4223482c411da9cc1ac48837b6b666f1366a8d9c04",
];

fn html(project: &Value, version: &'static str) -> String {
    let images = Images { logo: None, equipment: None, design: vec![] };
    let sheet = build(project, &CompanyDetails::default(), &DesignSettings::default(), images, &issue(), version);
    super::super::render::render_html(&sheet).unwrap()
}

fn in_ip(kind: &str) -> Value {
    let mut project = recorded(kind);
    project["sheetUnits"] = json!("IP");
    project
}

/// A pin test's two projects of `kind`: as recorded (SI) and in I-P.
fn si_and_ip(kind: &str) -> Vec<Value> {
    vec![recorded(kind), in_ip(kind)]
}

/// Issue 23 item 5: a sheet issued before `ficha-7` prints SI whatever
/// units its project chose since, so it regenerates as issued; `ficha-7`
/// prints the project's units.
#[test]
fn only_ficha_7_on_prints_the_units_the_project_chose() {
    for kind in ["rack", "condensadora", "chiller", "motocompresora"] {
        for version in ["ficha-4", "ficha-5", "ficha-6"] {
            assert_eq!(html(&in_ip(kind), version), html(&recorded(kind), version), "{kind} {version}");
        }
        let ip = html(&in_ip(kind), TEMPLATE_VERSION);
        assert!(ip.contains("°F") && ip.contains("BTU/h") && !ip.contains("Capacidad (kW)"), "{kind}");
        let si = html(&recorded(kind), TEMPLATE_VERSION);
        assert!(!si.contains("°F") && si.contains("Capacidad (kW)"), "{kind}");
    }
}

/// The page's text as read: tags dropped, the escapes the templates write
/// read back.
fn page_text(html: &str) -> String {
    let body = html.split("</style>").last().unwrap_or(html);
    let mut out = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push('\n');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    // From `ficha-10` a figure and its unit are joined by a no-break
    // space: read as a space, as a reader does.
    out.replace("&#x2f;", "/").replace("&quot;", "\"").replace("&amp;", "&").replace('\u{a0}', " ")
}

/// Issue 23 item 5 leftovers: from `ficha-8` an I-P sheet prints the
/// figures of the texts the calculation recorded in I-P, with the same
/// conversions as its own figures; `ficha-7` printed them SI, as recorded.
/// The rack's recorded answer: a riser at 1.4 m/s against 3.6 m/s (276 and
/// 709 ft/min), a tube rated 27.4 bar against PS 29.8 bar (397 and 432
/// psig), saturation at 63 °C and 43 °C (145 °F and 109 °F).
#[test]
fn from_ficha_8_an_ip_sheet_prints_the_recorded_figures_in_ip() {
    let ip = page_text(&html(&in_ip("rack"), "ficha-8"));
    for expected in [
        "no sube el aceite en el escalón mínimo (276 ft/min, mínimo 709 ft/min)",
        "admite 397 psig y la presión de diseño PS de su lado es 432 psig",
        "saturación a 145 °F en alta (condensador por aire) y 109 °F en baja (sin temperatura ambiente: se toma la clase ≤ 109 °F)",
        "Las cifras que el cálculo registró en SI (advertencias, notas, cumplimiento normativo) se imprimen convertidas",
    ] {
        assert!(ip.contains(expected), "{expected}\n{ip}");
    }
    let issued = page_text(&html(&in_ip("rack"), "ficha-7"));
    assert!(issued.contains("(1.4 m/s, mínimo 3.6 m/s)") && issued.contains("citan sus cifras en SI"), "{issued}");
    // Every text of every I-P sheet has its figures in I-P but those that
    // stay SI on purpose: electrical power (kW, AHRI 540) and a copper
    // conductor's temperature rating, which prints both.
    for kind in ["rack", "condensadora", "chiller", "motocompresora"] {
        let text = page_text(&html(&in_ip(kind), "ficha-8"));
        let si: Vec<&str> = text
            .lines()
            .filter(|line| domain::recorded_units::in_units(line, domain::display_units::UnitSystem::Ip) != *line)
            .filter(|line| !line.contains("°C / ") && !line.trim_end().ends_with(" kW"))
            .collect();
        assert!(si.is_empty(), "{kind}: SI figures on an I-P sheet: {si:?}");
    }
}

/// The HTML of every version's sheets of the recorded answers from
/// `ficha-7` on, SI and I-P, as issued: one row per version, its digests
/// taken on main before the next version changed the page, so a later
/// change shows as a new version only.
#[test]
fn it_should_render_every_version_in_si_and_ip_as_pinned() {
    for (version, pinned) in PINNED_SI_AND_IP {
        assert_eq!(pinned_digests(version, false, si_and_ip), pinned, "{version}");
    }
}

/// Per version: rack, condensadora, chiller, motocompresora, each SI then
/// I-P.
const PINNED_SI_AND_IP: [(&str, [&str; 8]); 7] = [
    (
        "ficha-7",
        [
            "1abed782688515344e15acc483948fac17fb53ec1afd54ca09b99e3c1083f65c",
            "3612edf9e8b12aa7e747ce47c7fda84521250240d908365c31681bb1507870d4",
            "19d58a5e00904e6e10cee134e5ad3cd40b39bb3792597b4e904bebe48e10d8d6",
            "50fa6af2717ee9d63705ef0b7c2aaf8a93b594d15ccf6504cf893e3a04af8a60",
            "c8d42660d68563465771ca125af797a5c8a711f69218b58db8eb0dfbb6cb7e55",
            "dcbcb23519b0baaaaee280448e65e609827c94f6a6702aca9e9f3224ec6ad6d9",
            "6ac4f984f3719c4c52459646fc4d59d98910d2c7af9fb6bcf22af1f25dd18417",
            "b9d60ad65dc37ea3e8c628178ff9ee0f1a30b78763e44093581acdf51335fc1e",
        ],
    ),
    (
        "ficha-8",
        [
            "a3c19e45d510aea33acfca8c1b2b5c3c14cd1966294832a4c676b334bf4d4fd6",
            "ddf4a89c2d7955098421f19a4fdf13e2aa071cd924c570651a3b90a56e9394ec",
            "b009f167bcb68cf1ba2caba0213657e328f052923ed4a104ddb839836afdb240",
            "6f66b3a47e0fba740db631cf6857969d0d63031d60ace0ec1a066821f778f175",
            "a300c587382dd6f94205d50d3d99cd4bc27215ae3f32cc4e804abc2e60dc5bb8",
            "33cc9c016b84e27f56948e7f8a05c70a0d8847baffe76d936fee3d11d3417f33",
            "1f3a4661f63d264bdba4d04972d5e68e06ce79871921306ec2b285b324748825",
            "7fa3c84c53c0337d9701cac5939bf20b5f20bbb3b019109164923c0d163b0c57",
        ],
    ),
    (
        "ficha-9",
        [
            "b874a78094a62771c2ecd4c8c02c7aed7f70f8cfb7cef9e8155c93de79f18b9a",
            "248a6cbbe1563f709875894da0eeb75edfe4025a903d50ea07ac9927672b973e",
            "5f04fae6bf9144e79cd83ccfc70e14f0076a448f6d301e19f0616dc669296bb0",
            "afe3430aaa7cc1cad95e572990288c781bb1971efafd76a1407d86543c2fc71f",
            "7688192da6f3651433a831d2cc172da941c875958a364fee12d0fdd9ff51dcd3",
            "51033227d26545e150156a823f3ed089cef95ff31ad80d6a1db8fb5f934ea9f1",
            "02ed031836f789dd701dff8a213774d9f0554d6451a9a353d436d74ebc98a530",
            "44d6d14fa54691d7da2d6603e9cb75a891ea1633c5eaff2c93ec95cbc7a39c7d",
        ],
    ),
    // ficha-10: digests taken on main at 3b6bcea, before `ficha-11`
    (
        "ficha-10",
        [
            "22c82acb64f0cc7f69a36ee6057cc3397fc282c2c3a2d9b7fe9047b8d885a274",
            "3241e5c00cc6619d34d425780743520df356af88ec99fbee83ef372d26877d0e",
            "0991a9cdb548b79a3def66fac4d967d8ed486a8d845e0ea369bf1e96681d4217",
            "be5a3f8a71cc5694e3f5698ebc87b6e81bdb9f4fa1c9bb13857a359fdd857d30",
            "3741181a8c65641f5de88fef3d02bd3763701c1b115eb093eb6971e8450d57bc",
            "a8221d6859860d9ed58b684fe8a2ad8c8b23ac0018f8c4a9497d18acb323c233",
            "3ed9a3dad64c519892c862a2bb1915b45da9d8a65e6e78dbb5425cd9f33a6275",
            "02850d25e321b33e422511c7228e2ef5c867a35688f92dea3344836d52873ea7",
        ],
    ),
    // ficha-11: digests taken on main at 828bbbc, before `ficha-12`
    (
        "ficha-11",
        [
            "9fa22aa539b311dbc1d2c0c2fd3836f592f65b305426bbf03630c61c7ed9a714",
            "af6adbff5c78a24922b13c29cdb18fe8e1b6c440be3488a623fe9084bf6dbb4b",
            "75c6fb9bd44ef8f7623fce01812270616e8c1770bc4c210686329afd17d933bb",
            "af9101d641544e1691a424b016007a43de67df3b3de6fea84ac18e2f7ebf67cf",
            "2c3ed4e4343c91c83a2e712de305d618a34d7dcafc7ac3168bc151b717c68366",
            "afad6fcb97fdcf0dae2e75b85611961b9de4ab6f6cfbb7359f80e2a76c8bb8a5",
            "6b867e1c23c88bc7ed2010217b94794bb40bef617af5d8fee82277b80a07dc74",
            "545a07ebe03eeb780a4bf21a91d39e54cf700cfebc51d2fb21c2bdde1cfbaf28",
        ],
    ),
    // ficha-12: digests taken on main at 5fbec4d, before `ficha-13`
    (
        "ficha-12",
        [
            "4542dd7a57d989ae24311a733bfce96f282409f7addc67781ebac877e7e63b4c",
            "57d16fc3219aed31675bc3c7667809c19a3ba50f55503167273e6a9be0c2e5c5",
            "80416561dc5555fbe8d9e99f17d5232a2553da82889a4e0424352c2808738b8d",
            "a8ac38b09d6517a68d75cc44973855399ac17a1dacbb0174acc03848631fe5db",
            "c29c7962db856d5c8020db3b20f84ef9e15eac3cf911876ebb8bf65eafe14821",
            "f9c73f388d70193a32678cedf49bb4f596aa37970b53251ce26f16ef712b4f2f",
            "9fbd213f6955b53b4f78528581fa7566d32c3f7a84b42706901c93ddb794a103",
            "d1542f7f82eb756b34a29287c81b4cd8177fa21a0085f532a41d188b3bf2eb9f",
        ],
    ),
    // ficha-13: digests taken on main at 15043d8, before any `ficha-14` change
    (
        "ficha-13",
        [
            "c524e154b441448914245524e5a33aa00aca4148335003ca779ed5dc03661331",
            "264695874db7aa1d2b459bab4bcff43603fe438e10fbc64ce9a008fd3b512c68",
            "5ff8bbc4d3c6b6755c0fbf46c31f14f1194408b86a851758fd93ad0082f7ad42",
            "cd7391f90e009cb82182fa08605fcafdcc9a82a651448137e5815cd4bbde81a6",
            "7ca47e9c57bdc191614adf9cea1fe607fe6664cacd157b33c9e4ab7dee170073",
            "6318cdc36e78d2eeef4df360d62ae759ad9e290e25e5f82e12fa88fdf6bdb2ed",
            "7acbe6225edd80dd81ac6f45c5eaf6020d116e870a371f259c8b2e9199972317",
            "f2aa431473115831bb6f75e35a31cace6819d1a3964b698617be68f77b7c12eb",
        ],
    ),
];

/// A motor-compressor's answer with the loads the calculation records from
/// engine 1.8.0's `SimpleAnswer` (one 3DA3-075E-TFD at 460 V: RLA 15.11 A
/// estimated, its heater 0.1255 A, no control circuit).
fn motor_compressor_with_loads() -> Value {
    let mut project = recorded("motocompresora");
    project["calculationResults"]["electricalLoads"] = json!({
        "mca": 19.0130, "mocp": 30.0, "totals": 15.2355,
        "compressors": [{ "model": "3DA3-075E-TFD", "rla": 15.11, "estimated": true, "rlaBasis": "envelopeMaximum" }],
        "crankcaseHeaters": 0.1255, "controlConsumption": 0.0, "condenser": 0.0, "voltage": 460.0,
        "recommendations": { "breaker": 30.0, "conductor": "12 AWG", "conductorMm2": 3.31,
            "notes": ["Interruptor termomagnético de 30 A (protección máxima)"] }
    });
    project
}

/// The tester's finding (issue 23 item 2): the motor-compressor's sheet
/// printed only 'Corriente 15.33 A'. From `ficha-9` it prints the
/// electrical table the others have, for its compressor, with its supply
/// and the rules the figures follow, and its COP at the duty; an answer
/// recorded before the loads says so. `ficha-8` prints as issued.
#[test]
fn from_ficha_9_a_motor_compressor_prints_its_electrical_data_and_cop() {
    let text = page_text(&html(&motor_compressor_with_loads(), "ficha-9"));
    for expected in [
        "Cargas eléctricas (460 V)",
        "460 V · 3 fases",
        "60 Hz",
        "MCA",
        "19.01 A",
        "MOCP",
        "30 A",
        "Interruptor recomendado",
        "RLA 3DA3-075E-TFD",
        "15.11 A (estimada)",
        "Resistencias de cárter",
        "NEC 440.32 y 440.33",
        "NEC 240.6(A)",
        "COP (solo compresores)",
    ] {
        assert!(text.contains(expected), "{expected}\n{text}");
    }
    assert!(!text.contains("\nControl\n"), "a bare compressor has no control circuit\n{text}");
    let sheet = sheet(&motor_compressor_with_loads(), "ficha-9");
    let Value::Object(answer) = &recorded("motocompresora")["calculationResults"]["totals"] else { panic!() };
    let cop = answer["coolingCapacity"].as_f64().unwrap() / answer["powerInput"].as_f64().unwrap();
    assert_eq!(sheet.totals.cop, format!("{cop:.2}"));
    let recorded_before = page_text(&html(&recorded("motocompresora"), "ficha-9"));
    assert!(recorded_before.contains("El cálculo registrado no incluye los datos eléctricos del compresor"));
    assert!(!page_text(&html(&motor_compressor_with_loads(), "ficha-8")).contains("Cargas eléctricas"));
    let ip = page_text(&html(
        &{
            let mut p = motor_compressor_with_loads();
            p["sheetUnits"] = json!("IP");
            p
        },
        "ficha-9",
    ));
    assert!(ip.contains("EER ") && ip.contains("12 AWG"), "{ip}");
}

/// The tester's findings on the other sections, from `ficha-9`: the
/// evaporators' allowance without '0.00 L / 0.0 kg/m³', the CO₂ equivalent
/// under the charge table (not in 'Nota'), the lines' rating in bar(g), and
/// point 1 of the p-h diagram named as the caption names it.
#[test]
fn from_ficha_9_the_charge_lines_and_ph_table_say_what_they_are() {
    let text = page_text(&html(&recorded("rack"), "ficha-9"));
    let issued = page_text(&html(&recorded("rack"), "ficha-8"));
    assert!(text.contains("Presión admisible (bar(g))") && issued.contains("Presión admisible (bar)"));
    assert!(text.contains("Equivalente en CO₂ de la carga recomendada: 242.64 t CO₂-eq (GWP AR4 "), "{text}");
    assert!(!text.contains("\n242.64 t CO₂-eq\n") && issued.contains("\n242.64 t CO₂-eq\n"));
    let evaporators = text.split("Evaporadores").nth(1).unwrap();
    assert!(evaporators.starts_with("\n\n—\n\n—\n"), "{evaporators}");
    assert!(!text.contains("Salida del evaporador") && text.contains("Entrada del compresor"));
    assert!(text.contains("gas a la entrada del compresor"));
    assert!(issued.contains("Salida del evaporador"));
    let ip = page_text(&html(&in_ip("rack"), "ficha-9"));
    assert!(ip.contains("Presión admisible (psig)"), "I-P says gauge already");
}

/// The tester's finding (issue 23 item 2): a chiller by the direct method
/// printed no cold side. From `ficha-9` every row prints, 'no indicado'
/// where the project does not say.
#[test]
fn from_ficha_9_a_direct_chiller_prints_its_cold_side() {
    let mut project = recorded("chiller");
    project["chillerConfig"]["capacityMethod"] = json!("direct");
    project["chillerConfig"]["requiredCapacity"] = json!(20);
    project["chillerConfig"]["coldSide"] = json!({});
    project["calculationResults"]["approaches"] = json!([]);
    project["calculationResults"]["coldSideFlow"] = Value::Null;
    let text = page_text(&html(&project, "ficha-9"));
    for expected in [
        "Lado frío · Fluido\n\nno indicado",
        "Lado frío · Caudal\n\nno indicado",
        "Lado frío · Temperatura de entrada\n\nno indicada",
        "Lado frío · Temperatura de salida\n\nno indicada",
        "Aproximación\n\nno indicada: sin temperatura de salida del fluido",
    ] {
        assert!(text.contains(expected), "{expected}\n{text}");
    }
    assert!(!page_text(&html(&project, "ficha-8")).contains("Lado frío · Fluido"));
}

/// A packaged unit whose answer sizes no field piping (engine 1.9.0 on):
/// from `ficha-9` the lines section says 'Sin tramo en obra', with the
/// design pressures, instead of leaving the section out.
#[test]
fn from_ficha_9_a_unit_without_field_piping_says_so() {
    let mut project = recorded("chiller");
    let answer = &mut project["calculationResults"];
    answer["circuits"][0]["suctionLines"] = json!([]);
    answer["liquidLines"] = json!([]);
    answer["dischargeLine"] = Value::Null;
    let text = page_text(&html(&project, "ficha-9"));
    assert!(text.contains("Sin tramo en obra"), "{text}");
    assert!(text.contains("Presión de diseño PS (manométrica)"), "{text}");
    assert!(!page_text(&html(&recorded("chiller"), "ficha-9")).contains("Sin tramo en obra"));
    assert!(!page_text(&html(&project, "ficha-8")).contains("Sin tramo en obra"));
}

#[test]
fn a_ficha_9_sheet_prints_the_version_the_user_sees_and_older_ones_the_event_number() {
    let project = recorded("rack");
    let issue = Issue { project_version: 5, shown_version: 3, ..issue() };
    let printed = |version: &'static str| {
        build(&project, &CompanyDetails::default(), &DesignSettings::default(), Images::default(), &issue, version)
            .provenance
            .project_version
    };
    assert_eq!(printed(TEMPLATE_VERSION), 3, "saves counted, as the file name and the history");
    assert_eq!(printed("ficha-8"), 5, "as issued");
}

/// The tester's findings 23 and 28, from `ficha-10`: a motor-compressor's
/// table prints its capacity with the totals' decimals ('19.64', not
/// '19.6'), and the condenser analysis's bar has a legend naming each
/// share. `ficha-9` prints as issued.
#[test]
fn from_ficha_10_one_quantity_prints_one_precision_and_the_shares_have_a_legend() {
    let answer = &recorded("motocompresora")["calculationResults"]["totals"];
    let capacity = format!("{:.2}", answer["coolingCapacity"].as_f64().unwrap() / 1000.0);
    let short = format!("{:.1}", answer["coolingCapacity"].as_f64().unwrap() / 1000.0);
    let text = page_text(&html(&recorded("motocompresora"), TEMPLATE_VERSION));
    let table = text.split("Totales del sistema").next().unwrap();
    assert!(table.contains(&format!("\n{capacity}\n")) && !table.contains(&format!("\n{short}\n")), "{table}");
    let issued = page_text(&html(&recorded("motocompresora"), "ficha-9"));
    assert!(issued.split("Totales del sistema").next().unwrap().contains(&format!("\n{short}\n")));
    let page = html(&recorded("condensadora"), TEMPLATE_VERSION);
    let legend = page.split(r#"<div class="legend" data-section="condenser-legend">"#).nth(1).expect("a legend");
    let legend = page_text(&format!("</style>{}", legend.split("</div>").next().unwrap()));
    let named: Vec<&str> = legend.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(named, ["Partes de la carga total del condensador:", "Capacidad frigorífica", "Calor de compresión"]);
    assert!(!page_text(&html(&recorded("condensadora"), "ficha-9")).contains("Partes de la carga"));
}

/// The tester's finding 27, from `ficha-10`: no line ends between a figure
/// and its unit: in the page's text every figure is joined to its unit by
/// a no-break space, in the sheet's own texts and the recorded ones (the
/// rack's warnings), SI and I-P; styles and charts are left as drawn.
#[test]
fn from_ficha_10_every_figure_is_joined_to_its_unit() {
    for project in [recorded("rack"), in_ip("rack"), recorded("chiller"), in_ip("condensadora")] {
        let page = html(&project, TEMPLATE_VERSION);
        let body = page.split("<body").nth(1).unwrap();
        let text: String = body.split("<svg").map(|part| part.split("</svg>").last().unwrap()).collect();
        let text = page_text(&format!("</style>{}", text.replace('\u{a0}', "\u{1}")));
        for unit in [" °C", " °F", " kW", " BTU/h", " bar", " psig", " kg", " lb", " K", " m/s", " %"] {
            let split = text.lines().find(|line| {
                line.match_indices(unit).any(|(at, _)| {
                    line[..at].ends_with(|c: char| c.is_ascii_digit())
                        && !line[at + unit.len()..].starts_with(|c: char| c.is_alphanumeric())
                })
            });
            assert!(split.is_none(), "'{unit}' after a figure with a breaking space: {split:?}");
        }
        assert!(text.contains("\u{1}"), "joined");
    }
    assert!(html(&recorded("rack"), TEMPLATE_VERSION).contains("\u{a0}°C"));
    assert!(!html(&recorded("rack"), "ficha-9").contains('\u{a0}'), "ficha-9 as issued");
}

/// The tester's finding 26, from `ficha-10`: the appendix keeps its ids
/// and hashes whole (a cell that breaks only where a hyphen lets it).
#[test]
fn from_ficha_10_the_appendix_keeps_ids_whole() {
    let design = DesignSettings { traceability_appendix: true, ..DesignSettings::default() };
    let page = |version: &'static str| {
        let sheet = build(&recorded("rack"), &CompanyDetails::default(), &design, Images::default(), &issue(), version);
        super::super::render::render_html(&sheet).unwrap()
    };
    let current = page(TEMPLATE_VERSION);
    assert!(current.contains(r#"<td class="id">"#) && !current.contains("word-break: break-all\">"), "a whole id");
    assert!(current.contains("td.id { word-break: normal;"), "its rule");
    assert!(page("ficha-9").contains(r#"<td style="word-break: break-all">"#), "as issued");
}

/// The tester's finding 25, from `ficha-10`: an I-P sheet prints the EER
/// beside the COP with the condenser fans too, not only beside the
/// compressors' COP.
#[test]
fn from_ficha_10_an_ip_sheet_prints_the_eer_beside_both_cops() {
    let text = page_text(&html(&in_ip("condensadora"), TEMPLATE_VERSION));
    // From `ficha-13` the label cites its standard (engineering review E4).
    let with_fans = text.split("COP con ventiladores del condensador (EN 13215)\n\n").nth(1).expect("a COP with fans");
    assert!(with_fans.lines().next().unwrap().contains(" · EER "), "{with_fans}");
    let issued = page_text(&html(&in_ip("condensadora"), "ficha-9"));
    let with_fans = issued.split("COP con ventiladores del condensador\n\n").nth(1).unwrap();
    assert!(!with_fans.lines().next().unwrap().contains("EER"), "as issued");
}

/// The tester's finding 30: the PDF's Creator names the application's one
/// version, the one the settings screen shows, from `ficha-10`; each
/// template version names a fixed one, so a sheet regenerates byte for
/// byte whatever build prints it.
#[test]
fn the_creator_names_the_version_its_template_version_fixes() {
    use super::super::pdf_info::creator;
    assert_eq!(creator(TEMPLATE_VERSION), format!("Fichas Técnicas {}", crate::APP_VERSION));
    assert_eq!(creator("ficha-10"), "Fichas Técnicas 1.0.0", "changing APP_VERSION needs a new template version");
    for version in ["ficha-4", "ficha-9"] {
        assert_eq!(creator(version), "Fichas Técnicas 0.1.0", "{version} as issued");
    }
}

/// Every 'Circuito …' / 'Circuitos …' the page prints (headings, p-h
/// titles, lines, water side, rating statements), with what follows it up
/// to the end of its line.
fn circuit_names(text: &str) -> Vec<String> {
    text.lines().flat_map(|line| line.match_indices("Circuito").map(move |(at, _)| line[at..].to_string())).collect()
}

/// The rest of tester defect 15, from `ficha-11`: one name per circuit on
/// the whole sheet. The rack's p-h diagrams are titled as its headings,
/// lines and rating statements name its circuits ('Circuito 2 (LT)'); a
/// one-circuit unit's circuit is 'Circuito 1' wherever the sheet names it
/// (its compressors' heading, lines, water side, as the calculation's
/// texts do), never 'Circuito Único', and its one diagram has no title.
/// `ficha-10` prints as issued.
#[test]
fn from_ficha_11_every_section_names_a_circuit_alike() {
    let rack = page_text(&html(&recorded("rack"), TEMPLATE_VERSION));
    let ph = rack.split_once("Diagrama p-h").unwrap().1;
    assert!(ph.contains("\nCircuito 1 (MT)\n") && ph.contains("\nCircuito 2 (LT)\n"), "{ph}");
    let names = circuit_names(&rack);
    assert!(names.len() >= 8, "{names:?}");
    let named = |n: &String| n.starts_with("Circuito 1 (MT)") || n.starts_with("Circuito 2 (LT)");
    assert!(names.iter().all(named), "{names:?}");
    let issued = page_text(&html(&recorded("rack"), "ficha-10"));
    assert!(issued.split_once("Diagrama p-h").unwrap().1.contains("\nCircuito 1\n"), "ficha-10 as issued");

    for kind in ["condensadora", "chiller"] {
        let text = page_text(&html(&recorded(kind), TEMPLATE_VERSION));
        let names = circuit_names(&text);
        let alike = |n: &String| n == "Circuito" || n == "Circuito 1" || n.starts_with("Circuito 1 ·");
        assert!(!names.is_empty() && names.iter().all(alike), "{kind}: {names:?}");
        assert!(text.contains("\nCircuito 1 · evaporación "), "{kind}");
        let ph = text.split_once("Diagrama p-h").unwrap().1.split("Punto").next().unwrap();
        assert!(!ph.contains("Circuito"), "{kind}: one diagram, untitled\n{ph}");
        let issued = page_text(&html(&recorded(kind), "ficha-10"));
        assert!(issued.contains("Circuito Único · evaporación"), "{kind}: ficha-10 as issued");
    }
}

/// A chiller whose circuit the engineer named 'A': from `ficha-11` its
/// exchanger's row (exchanger, pressure drop, approach) says 'Circuito 1
/// (A)' as its compressors' heading; `ficha-10` left the pressure drop
/// '(circuito A)'. In English, 'Circuit 1 (A)'.
#[test]
fn from_ficha_11_a_named_chillers_water_side_names_its_circuit_alike() {
    let mut project = chiller_with_drop("lmin", "water");
    let text = serde_json::to_string(&project).unwrap();
    assert!(text.contains("\"circuitId\":\"1\""));
    project = serde_json::from_str(&text.replace("\"circuitId\":\"1\"", "\"circuitId\":\"A\"")).unwrap();
    project["chillerConfig"]["circuits"][0]["id"] = json!("A");
    let page = page_text(&html(&project, TEMPLATE_VERSION));
    let table = page.split("Catálogo (agua)").nth(1).expect("the exchangers' table");
    assert!(table.trim_start().starts_with("Circuito 1 (A)\n\nPSD-25\n"), "{table}");
    let names = circuit_names(&page);
    assert!(names.iter().all(|n| n == "Circuito" || n.starts_with("Circuito 1 (A)")), "{names:?}");
    assert!(!page.contains("(circuito A)"));
    let issued = page_text(&html(&project, "ficha-10"));
    assert!(issued.contains("Caída de presión del agua (circuito A)"), "ficha-10 as issued");
    let mut english = project.clone();
    english["sheetLanguage"] = json!("en");
    let page = page_text(&html(&english, TEMPLATE_VERSION));
    assert!(page.contains("\nCircuit 1 (A)\n") && page.contains("Circuit 1 (A) · evaporating"), "{page}");
    assert!(!page.contains("[Spanish, not translated]"), "{page}");
}

/// The recorded chiller with a rated exchanger: PSD-25 at 100 L/min,
/// 22.9 kPa (rated 30.2 kPa at 115 L/min of water), the cold side in
/// `unit`, the fluid `fluid`.
fn chiller_with_drop(unit: &str, fluid: &str) -> Value {
    let mut project = recorded("chiller");
    project["chillerConfig"]["coldSide"]["flowRateUnit"] = json!(unit);
    project["chillerConfig"]["coldSide"]["fluidType"] = json!(fluid);
    project["calculationResults"]["heatExchangerChecks"][0]["waterPressureDrop"] = json!({
        "kpa": 22.9, "flowLmin": 100.0, "ratedKpa": 30.2, "ratedFlowLmin": 115.0, "exponent": 2.0,
        "ratedForWaterOnly": fluid != "water"
    });
    project
}

/// The cells of the exchangers' table (`ficha-11`), in order.
fn exchanger_cells(text: &str, header_end: &str) -> Vec<String> {
    let table = text.split(header_end).nth(1).expect("the exchangers' table");
    table.lines().map(str::trim).filter(|l| !l.is_empty()).take(7).map(String::from).collect()
}

/// Tester defects 14 and 18, from `ficha-11`: the exchangers in a table,
/// one row per circuit, the flows in the unit the project chose for the
/// cold side (100 L/min = 6.00 m³/h; 115 L/min = 6.90 m³/h), as its flow
/// row; `ficha-10` spread them over the grid, in L/min.
#[test]
fn from_ficha_11_the_exchangers_are_a_table_with_flows_as_chosen() {
    let text = page_text(&html(&chiller_with_drop("m3h", "water"), TEMPLATE_VERSION));
    assert_eq!(
        exchanger_cells(&text, "Catálogo (agua)"),
        ["Circuito 1", "PSD-25", "25.00 kW", "6.00 m³/h", "22.9 kPa", "5.0 K", "30.2 kPa con 6.90 m³/h"]
    );
    assert!(!text.contains("Caída de presión del agua ·") && !text.contains("Intercambiador de placas ·"));
    let issued = page_text(&html(&chiller_with_drop("m3h", "water"), "ficha-10"));
    assert!(issued.contains("22.9 kPa con 100.0 L/min") && issued.contains("30.2 kPa con 115.0 L/min de agua"));
}

/// Tester defect 9, from `ficha-11`: an English sheet prints the
/// exchangers in English, flows in US gal/min included (I-P; from
/// `ficha-14` written 'GPM', as its warnings and the screens), and a
/// glycol's figure as water's estimate; `ficha-10` printed them half in
/// Spanish, as issued.
#[test]
fn from_ficha_11_an_english_sheet_prints_the_pressure_drops_in_english() {
    let english = |unit: &str, fluid: &str, units: &str| {
        let mut project = chiller_with_drop(unit, fluid);
        project["sheetLanguage"] = json!("en");
        project["sheetUnits"] = json!(units);
        project
    };
    let ip = page_text(&html(&english("lmin", "water", "IP"), TEMPLATE_VERSION));
    assert_eq!(
        exchanger_cells(&ip, "Catalogue (water)"),
        ["Circuit 1", "PSD-25", "85\u{202f}304 BTU/h", "26.4 GPM", "3.32 psi", "9.0 °F", "4.38 psi at 30.4 GPM"]
    );
    // `ficha-13` wrote the flows in words, as issued.
    let ficha_13 = page_text(&html(&english("lmin", "water", "IP"), "ficha-13"));
    assert_eq!(exchanger_cells(&ficha_13, "Catalogue (water)")[3], "26.4 US gal/min");
    let glycol = page_text(&html(&english("m3h", "MPG-30", "SI"), TEMPLATE_VERSION));
    assert_eq!(exchanger_cells(&glycol, "Catalogue (water)")[4], "22.9 kPa (water&#x27;s, estimate)");
    for page in [&ip, &glycol] {
        for spanish in [" con ", "EE. UU.", "estimación", " de agua", "[Spanish"] {
            let water = page.split("Water side").nth(1).unwrap().split("Compressors").next().unwrap();
            assert!(!water.contains(spanish), "'{spanish}' on an English sheet:\n{water}");
        }
    }
    let issued = page_text(&html(&english("lmin", "water", "IP"), "ficha-10"));
    assert!(issued.contains("3.32 psi con 26.4 US gal/min"), "ficha-10 as issued, half translated");
}

/// Tester's report 2 (minor), from `ficha-11`: the receivers named as the
/// charge table names them, a digital capacity control on reciprocating
/// compressors (the rack's Copeland Discus) 'Digital', not 'Scroll
/// digital', and a motor-compressor 'Motocompresor'. `ficha-10` as issued.
#[test]
fn from_ficha_11_the_sheet_names_things_in_plain_spanish() {
    let mut rack = recorded("rack");
    rack["rackConfig"]["capacityControl"] = json!("DIGITAL");
    let text = page_text(&html(&rack, TEMPLATE_VERSION));
    assert!(text.contains("\nRecipientes de líquido\n") && !text.contains("Recibidores"), "{text}");
    assert!(text.contains("Control de capacidad: Digital\n"), "{text}");
    let issued = page_text(&html(&rack, "ficha-10"));
    assert!(issued.contains("Recibidores de líquido") && issued.contains("Control de capacidad: Scroll digital"));
    let bare = sheet_of("motocompresora", TEMPLATE_VERSION);
    assert_eq!(bare.equipment_label, "Motocompresor");
    assert_eq!(sheet_of("motocompresora", "ficha-10").equipment_label, "Moto Compresora");
    let mut english = rack.clone();
    english["sheetLanguage"] = json!("en");
    let text = page_text(&html(&english, TEMPLATE_VERSION));
    assert!(text.contains("Capacity control: Digital") && text.contains("Liquid receivers"), "{text}");
}

/// Tester's report 2, defect 31, from `ficha-11`: a conductor's area as NEC
/// Chapter 9, Table 8 gives it ('4 AWG (21.2 mm²)'), not '21.20'.
#[test]
fn from_ficha_11_a_conductor_area_prints_as_nec_gives_it() {
    let mut rack = recorded("rack");
    let advice = &mut rack["calculationResults"]["electricalLoads"]["recommendations"];
    advice["conductor"] = json!("4 AWG");
    advice["conductorMm2"] = json!(21.2);
    assert_eq!(sheet(&rack, TEMPLATE_VERSION).electrical.unwrap().conductor, "4 AWG (21.2 mm²)");
    assert_eq!(sheet(&rack, "ficha-10").electrical.unwrap().conductor, "4 AWG (21.20 mm²)", "as issued");
    assert_eq!(sheet_of("rack", TEMPLATE_VERSION).electrical.unwrap().conductor, "8 AWG (8.37 mm²)");
}

/// Tester report 2: from `ficha-11` the electrical table's last row is
/// named apart from the running current of 'Totales del sistema', and a
/// chiller of two refrigerant circuits prints each circuit's charge
/// (defect 8); `ficha-10` prints as issued.
#[test]
fn from_ficha_11_the_load_sum_is_named_apart_and_each_circuit_prints_its_charge() {
    let text = page_text(&html(&recorded("rack"), "ficha-11"));
    let issued = page_text(&html(&recorded("rack"), "ficha-10"));
    assert!(text.contains("Suma de RLA y cargas") && !text.contains("Corriente total"), "{text}");
    assert!(issued.contains("Corriente total") && !issued.contains("Suma de RLA y cargas"));
    let mut chiller = recorded("chiller");
    chiller["calculationResults"]["refrigerantCharge"]["circuits"] = json!([
        { "circuitId": "A", "label": "1 (A)", "recommendedCharge": 4.8175, "co2Equivalent": 6.889 },
        { "circuitId": "B", "label": "2 (B)", "recommendedCharge": 9.3505, "co2Equivalent": 13.371 }
    ]);
    let text = page_text(&html(&chiller, "ficha-11"));
    assert!(text.contains("Circuito frigorífico"), "{text}");
    assert!(text.contains("Circuito 2 (B)\n\n9.35\n\n13.37"), "{text}");
    assert!(text.contains("los límites de EN 378-1 se comprueban con el circuito de mayor carga"), "{text}");
    assert!(!page_text(&html(&chiller, "ficha-10")).contains("Circuito frigorífico"), "ficha-10 as issued");
}

/// Tester report 2, defect 26: from `ficha-11` a capacity range states
/// what the oil check at its minimum found (the fixture rack's suction
/// lines all need a double riser); `ficha-10` prints 'comprobado' as issued.
#[test]
fn from_ficha_11_a_capacity_range_states_its_oil_return_result() {
    let flat = |t: String| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let now = flat(page_text(&html(&recorded("rack"), TEMPLATE_VERSION)));
    assert!(
        now.contains(
            "retorno de aceite en el mínimo: con doble montante en las líneas de succión 1, 2 (ver Líneas de refrigerante)"
        ),
        "{now}"
    );
    assert!(now.contains("retorno de aceite en el mínimo: con doble montante en la línea de succión 1 (ver"), "{now}");
    assert!(!now.contains("retorno de aceite comprobado"), "{now}");
    let issued = flat(page_text(&html(&recorded("rack"), "ficha-10")));
    assert!(issued.contains("retorno de aceite comprobado en el mínimo") && !issued.contains("en el mínimo: con"));
}

/// Tester's report 2, defect 23, from `ficha-11`: the calculation refused
/// a circuit evaporating 1 K or less above the fluid's freezing point, so
/// the sheet stated the rule as 'más de 1 K', not 'mín. 1 K'; the leaving
/// fluid's 3 K is a minimum (a warning below it). Engine 1.12.0 accepts
/// exactly 1 K: from `ficha-13` the sheet says 'al menos 1 K' ('at least
/// 1 K'); `ficha-11` and `ficha-12` print as issued.
#[test]
fn from_ficha_11_the_evaporation_freezing_rule_is_stated_as_applied() {
    let text = page_text(&html(&recorded("chiller"), TEMPLATE_VERSION));
    assert!(text.contains("Margen de congelación · evaporación\n\n2.0 K (al menos 1 K)"), "{text}");
    assert!(text.contains("Margen de congelación · salida\n\n7.0 K (mín. 3 K)"), "{text}");
    let twelve = page_text(&html(&recorded("chiller"), "ficha-12"));
    assert!(twelve.contains("Margen de congelación · evaporación\n\n2.0 K (más de 1 K)"), "as issued");
    let issued = page_text(&html(&recorded("chiller"), "ficha-10"));
    assert!(issued.contains("2.0 K (mín. 1 K)"), "as issued");
    let mut english = recorded("chiller");
    english["sheetLanguage"] = json!("en");
    assert!(page_text(&html(&english, TEMPLATE_VERSION)).contains("2.0 K (at least 1 K)"));
    assert!(page_text(&html(&english, "ficha-12")).contains("2.0 K (more than 1 K)"));
}

/// Engineering review E4, from `ficha-13`: the COP with the condenser fans
/// cites the standard that rates it, EN 13215 on a condensing unit (it
/// cited none; the engine's notes said EN 14511-1), EN 14511 on a chiller.
#[test]
fn from_ficha_13_the_cop_with_fans_cites_its_standard() {
    let text = page_text(&html(&recorded("condensadora"), TEMPLATE_VERSION));
    assert!(text.contains("COP con ventiladores del condensador (EN 13215)"), "{text}");
    let issued = page_text(&html(&recorded("condensadora"), "ficha-12"));
    assert!(issued.contains("COP con ventiladores del condensador") && !issued.contains("EN 13215"), "as issued");
    let mut english = recorded("condensadora");
    english["sheetLanguage"] = json!("en");
    assert!(page_text(&html(&english, TEMPLATE_VERSION)).contains("COP with condenser fans (EN 13215)"));
}

/// The review of `ficha-13`, from `ficha-14`: a chiller's ratio with its
/// fans is EN 14511's EER, 'EER con ventiladores (EN 14511)'; a condensing
/// unit keeps EN 13215's COP.
#[test]
fn from_ficha_14_a_chillers_ratio_with_fans_is_an_eer() {
    let text = page_text(&html(&recorded("chiller"), TEMPLATE_VERSION));
    assert!(text.contains("EER con ventiladores (EN 14511)") && !text.contains("COP con ventiladores"), "{text}");
    let issued = page_text(&html(&recorded("chiller"), "ficha-13"));
    assert!(issued.contains("COP con ventiladores del condensador (EN 14511)"), "as issued");
    let mut english = recorded("chiller");
    english["sheetLanguage"] = json!("en");
    english["sheetUnits"] = json!("IP");
    assert!(page_text(&html(&english, TEMPLATE_VERSION)).contains("EER with fans (EN 14511)"));
    let unit = page_text(&html(&recorded("condensadora"), TEMPLATE_VERSION));
    assert!(unit.contains("COP con ventiladores del condensador (EN 13215)"), "{unit}");
}

/// The tester's defect 21 (report 2), from `ficha-12`: on an I-P sheet a
/// warning's capacity converts from the answer's exact value, so it prints
/// as the condenser block prints the same condenser (33.33 kW: 113 738
/// BTU/h, not the 113 624 of the warning's rounded 33.3 kW). `ficha-11`
/// as issued.
#[test]
fn from_ficha_12_a_warnings_capacity_prints_as_the_condenser_block() {
    let mut project = in_ip("condensadora");
    let watts = project["calculationResults"]["condenser"]["capacity"].as_f64().unwrap();
    let warning = format!("Un solo condensador (CAD-2V-56, {:.1} kW) para 2 circuitos frigoríficos", watts / 1000.0);
    project["calculationResults"]["warnings"] = json!([warning]);
    let ip = super::super::format::Figures { units: domain::project::SheetUnits::Ip, ..Default::default() };
    let block = ip.capacity(Some(watts), 1);
    let text = page_text(&html(&project, TEMPLATE_VERSION));
    assert!(text.contains(&format!("{block} BTU/h")), "the block: {block}");
    assert!(text.contains(&format!("(CAD-2V-56, {block} BTU/h")), "the warning as the block: {block}");
    let issued = page_text(&html(&project, "ficha-11"));
    let rounded = ip.capacity(Some(33_300.0), 1);
    assert!(issued.contains(&format!("(CAD-2V-56, {rounded} BTU/h")), "ficha-11 as issued: {rounded}");
}

/// The tester's defect 15 (report 2), the I-P half, from `ficha-12`: a
/// room minimum is the exact charge over the practical limit in ft³,
/// rounded up as its m³ is (19.932 kg / 0.52 kg/m³ = 38.33 m³, printed
/// 38.4 m³; 1353.6 ft³, printed 1354, not the 1356 ft³ of 38.4 m³).
#[test]
fn from_ficha_12_an_ip_room_minimum_is_the_exact_quotient_rounded_up() {
    let mut project = in_ip("condensadora");
    let results = &mut project["calculationResults"];
    results["refrigerantCharge"]["recommendedCharge"] = json!(19.932);
    results["regulatoryCompliance"]["findings"][0]["message"] = json!("La carga de 19.93 kg necesita un local de al menos 38.4 m³ (límite práctico 0.52 kg/m³), o el sistema en sala de máquinas o al aire libre (clase de ubicación III).");
    let text = page_text(&html(&project, TEMPLATE_VERSION));
    assert!(text.contains("La carga de 43.94 lb necesita un local de al menos 1354 ft³"), "{text}");
    assert!(page_text(&html(&project, "ficha-11")).contains("al menos 1356 ft³"), "ficha-11 as issued");
    let mut bare = in_ip("motocompresora");
    bare["calculationResults"]["regulatoryCompliance"] = json!({ "jurisdiction": "other", "date": "2026-11-27", "findings": [
        { "rule": "Límite de carga del sistema", "source": "EN 378-1", "status": "warning",
          "message": "Compresor sin carga calculada: verifique la carga del sistema completo; cada kg de carga necesita 1.93 m³ de local ocupado (límite práctico 0.52 kg/m³)." }
    ]});
    let text = page_text(&html(&bare, TEMPLATE_VERSION));
    // 1 / 0.52 = 1.923 m³/kg, 30.80 ft³/lb, up 30.9.
    assert!(text.contains("cada lb de carga necesita 30.9 ft³"), "{text}");
}

/// The tester's defect 33 (report 2), from `ficha-12`: the number locale
/// the project chose (`numberLocale`) prints, not the company's; without
/// one, the company's. `ficha-11` printed the company's.
#[test]
fn from_ficha_12_the_projects_number_locale_prints() {
    let mut project = recorded("condensadora");
    project["numberLocale"] = json!("es-ES");
    let text = page_text(&html(&project, TEMPLATE_VERSION));
    assert!(text.contains("0,52 kg/m³") && !text.contains("0.52 kg/m³"), "es-ES: {text}");
    let issued = page_text(&html(&project, "ficha-11"));
    assert!(issued.contains("0.52 kg/m³"), "ficha-11 as issued, the company's es-MX");
    assert!(
        page_text(&html(&recorded("condensadora"), TEMPLATE_VERSION)).contains("0.52 kg/m³"),
        "none: the company's"
    );
    // Report 3, defect 29: the engine's notes in the same decimal mark.
    assert!(text.contains("volumen por defecto 0,30 L/kW") && !text.contains("0.30 L/kW"), "{text}");
    assert!(issued.contains("volumen por defecto 0.30 L/kW"), "ficha-11 as issued");
}

/// The tester's defect 17 (report 2), the rest, from `ficha-12`: on a
/// multi-circuit rack the envelope charts' points and the RLA rows name
/// the circuit as the headings do, in the sheet's language. `ficha-11` as
/// issued, the compressor only.
#[test]
fn from_ficha_12_charts_and_rla_rows_name_the_circuit() {
    let sheet = sheet(&recorded("rack"), TEMPLATE_VERSION);
    let rows: Vec<&str> = sheet.electrical.as_ref().unwrap().rows.iter().map(|(l, _)| l.as_str()).collect();
    assert!(rows.contains(&"RLA 3DB3-100E-TFD · Circuito 1 (MT)"), "{rows:?}");
    assert!(rows.contains(&"RLA 2DL3-040E-TFD · Circuito 2 (LT)"), "{rows:?}");
    assert!(sheet.envelopes.iter().any(|svg| svg.contains("3DB3-100E-TFD · Circuito 1 (MT)")), "{:?}", sheet.envelopes);
    let text = page_text(&html(&recorded("rack"), TEMPLATE_VERSION));
    assert!(text.contains("2DL3-040E-TFD · Circuito 2 (LT)"), "the chart's point");
    let mut english = recorded("rack");
    english["sheetLanguage"] = json!("en");
    let text = page_text(&html(&english, TEMPLATE_VERSION));
    assert!(
        text.contains("RLA 3DB3-100E-TFD · Circuit 1 (MT)") && text.contains("2DL3-040E-TFD · Circuit 2 (LT)"),
        "{text}"
    );
    assert!(!text.contains("Circuito"), "no Spanish: {text}");
    let issued = sheet_of("rack", "ficha-11");
    assert!(issued.electrical.unwrap().rows.iter().any(|(l, _)| l == "RLA 3DB3-100E-TFD"), "ficha-11 as issued");
    assert!(!issued.envelopes.iter().any(|svg| svg.contains("· Circuito")));
}

/// Tester report 3, defect 9, from `ficha-12`: a condensing unit of two
/// suction circuits says they are one refrigerant circuit, sharing the
/// condenser, the receiver and the liquid line; in English too. A unit of
/// one circuit says nothing; `ficha-11` as issued.
#[test]
fn from_ficha_12_a_two_circuit_condensing_unit_says_it_is_one_refrigerant_circuit() {
    let mut project = recorded("condensadora");
    let results = &mut project["calculationResults"];
    let mut second = results["circuits"][0].clone();
    second["circuitId"] = json!("2");
    results["circuits"].as_array_mut().unwrap().push(second);
    let said = "Los 2 circuitos de succión comparten el condensador, el recipiente de líquido y la línea de líquido: son un solo circuito frigorífico.";
    let text = page_text(&html(&project, TEMPLATE_VERSION));
    assert!(text.contains(said), "{text}");
    assert!(!page_text(&html(&project, "ficha-11")).contains("comparten"), "ficha-11 as issued");
    assert!(!page_text(&html(&recorded("condensadora"), TEMPLATE_VERSION)).contains("comparten"), "one circuit");
    project["sheetLanguage"] = json!("en");
    let english = page_text(&html(&project, TEMPLATE_VERSION));
    assert!(english.contains("The 2 suction circuits share the condenser, the liquid receiver and the liquid line: they are one refrigerant circuit."), "{english}");
}

/// The tester's report 1, defect 26 (seen again in report 3), from
/// `ficha-12`: the appendix breaks a line only between ids, each id (a
/// UUID and its ':p1' suffix) kept whole on one line; `ficha-11` as issued.
#[test]
fn from_ficha_12_the_appendix_breaks_only_between_ids() {
    let design = DesignSettings { traceability_appendix: true, ..DesignSettings::default() };
    let page = |version: &'static str| {
        let sheet = build(&recorded("rack"), &CompanyDetails::default(), &design, Images::default(), &issue(), version);
        super::super::render::render_html(&sheet).unwrap()
    };
    let appendix = |html: String| html.split("data-section=\"traceability\"").nth(1).unwrap().to_string();
    let current = appendix(page(TEMPLATE_VERSION));
    let ids: Vec<&str> = current.split([' ', '>', '<']).filter(|w| w.matches('-').count() >= 4).collect();
    assert!(ids.len() >= 2, "{current}");
    for id in &ids {
        assert!(current.contains(&format!(r#"<span class="nw">{id}</span>"#)), "{id} whole: {current}");
    }
    assert!(!appendix(page("ficha-11")).contains(r#"<span class="nw">"#), "ficha-11 as issued");
}

/// Tester report 3, defect 13, from `ficha-12`: a chiller circuit's failed
/// condenser selection is said once, among the warnings ('… fallida:
/// Circuito 1: Ningún condensador …'), not again in its circuit's rows;
/// `ficha-11` said it twice.
#[test]
fn from_ficha_12_a_circuits_failed_selection_is_said_once() {
    let failed = "Ningún condensador del catálogo alcanza 52.0 kW a ΔT = 3.0 K.";
    let text = page_text(&html(&recorded("chiller-fail"), TEMPLATE_VERSION));
    assert_eq!(text.matches(failed).count(), 1, "{text}");
    assert!(text.contains(&format!("Selección automática del condensador fallida: Circuito 1: {failed}")));
    assert_eq!(page_text(&html(&recorded("chiller-fail"), "ficha-11")).matches(failed).count(), 2, "as issued");
}

/// Tester report 3, minor, from `ficha-12`: an English sheet marks a demo
/// catalogue's model in English, 'CAD-2V-50 (demo)'; `ficha-11` as issued.
#[test]
fn from_ficha_12_an_english_sheet_marks_a_demo_model_in_english() {
    let mut english = recorded("condensadora");
    english["sheetLanguage"] = json!("en");
    let text = page_text(&html(&english, TEMPLATE_VERSION));
    assert!(text.contains("CAD-2V-50 (demo)") && !text.contains("(demostración)"), "{text}");
    assert!(page_text(&html(&english, "ficha-11")).contains("CAD-2V-50 (demostración)"), "as issued");
}

/// The page's text with its no-break spaces as spaces.
fn spaced(text: String) -> String {
    text.replace('\u{a0}', " ")
}

/// Tester report 3, defect 31, from `ficha-13`: above the lines table the
/// run the lines and their charge were sized for, with the equivalent
/// length their pressure drops are over: an answer before engine 1.13.0
/// from its lines (22.5 m) and the project's run (15 m); in ft on an I-P
/// English sheet (15 m = 49.2 ft, 22.5 m = 73.8 ft); `ficha-12` as issued.
#[test]
fn from_ficha_13_the_lines_state_the_run_they_were_sized_for() {
    let said = "Tramo en obra 15 m (longitud equivalente 22.5 m, sin desnivel indicado)";
    let text = spaced(page_text(&html(&recorded("condensadora"), TEMPLATE_VERSION)));
    let lines = text.split("Líneas de refrigerante").nth(1).unwrap();
    assert!(lines.trim_start().starts_with(said), "above the table: {lines}");
    assert!(!page_text(&html(&recorded("condensadora"), "ficha-12")).contains("Tramo en obra"), "as issued");
    let rack = spaced(page_text(&html(&recorded("rack"), TEMPLATE_VERSION)));
    assert!(rack.contains("Tramo en obra 25 m (longitud equivalente 37.5 m, sin desnivel indicado)"), "{rack}");
    let mut english = in_ip("condensadora");
    english["sheetLanguage"] = json!("en");
    let text = spaced(page_text(&html(&english, TEMPLATE_VERSION)));
    assert!(text.contains("Field run 49.2 ft (equivalent length 73.8 ft, no rise given)"), "{text}");
    // Engine 1.13.0's `fieldRun` is read first, with a stated rise.
    let mut stated = recorded("condensadora");
    stated["calculationResults"]["fieldRun"] = json!({ "length": 12.0, "equivalentLength": 18.0, "liquidLift": 4.5 });
    let text = spaced(page_text(&html(&stated, TEMPLATE_VERSION)));
    assert!(
        text.contains("Tramo en obra 12 m (longitud equivalente 18 m, desnivel de la línea de líquido 4.5 m)"),
        "{text}"
    );
    assert!(!spaced(page_text(&html(&recorded("motocompresora"), TEMPLATE_VERSION))).contains("Tramo en obra"));
    // Tester report 4, defect 2: a project that gives no run was sized
    // for the calculation's 25 m, said as assumed.
    let mut blank = recorded("condensadora");
    blank["condensingUnitConfig"]["pipeDistance"] = Value::Null;
    blank["calculationResults"]["fieldRun"] = json!({ "length": 25.0, "equivalentLength": 37.5, "liquidLift": null });
    let text = spaced(page_text(&html(&blank, TEMPLATE_VERSION)));
    let said = "Tramo en obra 25 m (supuesto: no indicado; longitud equivalente 37.5 m, sin desnivel indicado)";
    assert!(text.contains(said), "{text}");
    blank["sheetLanguage"] = json!("en");
    let text = spaced(page_text(&html(&blank, TEMPLATE_VERSION)));
    assert!(text.contains("Field run 25 m (assumed: not given; equivalent length 37.5 m, no rise given)"), "{text}");
}

/// Tester report 4, defect 7, from `ficha-13`: a chiller whose circuit 1
/// found no condenser counts the one it has and says in circuit 1's group
/// that it has none and what it needed (52.0 kW at the design ΔT, as the
/// selection's error); `ficha-12` said '2 condensadores'.
#[test]
fn from_ficha_13_a_chiller_counts_the_condensers_it_has() {
    let text = spaced(page_text(&html(&recorded("chiller-fail"), TEMPLATE_VERSION)));
    assert!(
        text.contains(
            "Un condensador por circuito frigorífico: 1 de 2 condensadores seleccionados, 6 ventiladores en total."
        ),
        "{text}"
    );
    let none = "Sin condensador: la selección automática no encontró ninguno que alcance 52.0 kW a la ΔT de diseño (ver advertencias).";
    let (first, second) =
        (text.find("Condensador · Circuito 1").unwrap(), text.find("Condensador · Circuito 2").unwrap());
    assert!(text[first..second].contains(none), "in circuit 1's group: {}", &text[first..second]);
    let issued = page_text(&html(&recorded("chiller-fail"), "ficha-12"));
    assert!(issued.contains("2 condensadores") && !issued.contains("Sin condensador"), "as issued");
    let mut english = recorded("chiller-fail");
    english["sheetLanguage"] = json!("en");
    let text = spaced(page_text(&html(&english, TEMPLATE_VERSION)));
    assert!(
        text.contains("1 of 2 condensers selected")
            && text.contains("No condenser: the automatic selection found none reaching 52.0 kW"),
        "{text}"
    );
}

/// Tester report 3, defect 4, from `ficha-13`: an air-cooled chiller with
/// a field run names its condenser remote, with the run, where its model
/// is printed; 'Remote condenser at 32.8 ft' on an I-P English sheet;
/// a packaged chiller (no run) and `ficha-12` say 'Condensador'.
#[test]
fn from_ficha_13_a_chiller_names_its_remote_condenser_and_the_run() {
    let text = spaced(page_text(&html(&recorded("chiller"), TEMPLATE_VERSION)));
    assert!(text.contains("\nCondensador remoto a 10 m\n"), "{text}");
    assert!(text.contains("CAD-2V-27 (demostración)"), "{text}");
    assert!(!page_text(&html(&recorded("chiller"), "ficha-12")).contains("remoto"), "as issued");
    let mut packaged = recorded("chiller");
    packaged["chillerConfig"]["pipeDistance"] = json!(0);
    let text = page_text(&html(&packaged, TEMPLATE_VERSION));
    assert!(!text.contains("remoto") && text.contains("\nCondensador\n"), "{text}");
    let mut english = in_ip("chiller");
    english["sheetLanguage"] = json!("en");
    let text = spaced(page_text(&html(&english, TEMPLATE_VERSION)));
    assert!(text.contains("\nRemote condenser at 32.8 ft\n"), "{text}");
}

/// Tester report 3, minor, from `ficha-13`: an English sheet writes the
/// demo catalogue's marker '(demo)' inside the sentences the calculation
/// recorded too, not only where a model's name is the whole value;
/// `ficha-12` as issued.
#[test]
fn from_ficha_13_an_english_sheet_says_demo_inside_recorded_sentences() {
    let mut english = recorded("chiller-fail");
    english["sheetLanguage"] = json!("en");
    let warnings = english["calculationResults"]["warnings"].as_array_mut().unwrap();
    warnings.push(json!("Capacidad del circuito 2, limitada por su condensador CAD-6V-190 (demostración): a 45 °C de condensación rechaza 38.0 kW de los 40.0 kW de carga, lo que basta para 23.1 kW de los 24.4 kW de los compresores; el cumplimiento se juzga con esa capacidad"));
    let text = spaced(page_text(&html(&english, TEMPLATE_VERSION)));
    assert!(!text.contains("demostración") && !text.contains("[Spanish"), "{text}");
    assert!(text.contains("limited by its condenser CAD-6V-190 (demo): at 45 °C"), "{text}");
    assert!(page_text(&html(&english, "ficha-12")).contains("CAD-6V-190 (demostración): at"), "as issued");
}

/// Tester report 3, minor, from `ficha-13`: an English sheet names a
/// copper tube of the heavier wall 'type K' (ASTM B88), in its size and
/// its double riser, where the Spanish one says 'tipo K'; `ficha-12` as
/// issued.
#[test]
fn from_ficha_13_an_english_sheet_says_type_k() {
    let mut rack = recorded("rack");
    rack["calculationResults"]["dischargeLine"]["diameter"] = json!("1-3/8");
    rack["calculationResults"]["dischargeLine"]["schedule"] = json!("tipo K");
    let spanish = spaced(page_text(&html(&rack, TEMPLATE_VERSION)));
    assert!(spanish.contains("1-3/8\" tipo K ("), "{spanish}");
    rack["sheetLanguage"] = json!("en");
    let english = spaced(page_text(&html(&rack, TEMPLATE_VERSION)));
    assert!(english.contains("1-3/8\" type K (") && !english.contains("tipo K"), "{english}");
    assert!(page_text(&html(&rack, "ficha-12")).contains("tipo K"), "as issued");
}

/// Tester report 4 #13: with a decimal-comma company (es-ES) the bars wrote
/// 'width: 70,2%', which CSS drops, and the condenser's shares collapsed
/// into one line. From `ficha-13` every CSS width has a decimal point while
/// the figures beside the bars keep the company's comma; `ficha-12` prints
/// as issued.
#[test]
fn from_ficha_13_a_decimal_comma_sheet_writes_its_bars_widths_with_a_point() {
    let spain =
        CompanyDetails { number_locale: domain::number_format::NumberLocale::EsEs, ..CompanyDetails::default() };
    let widths = |version: &'static str, kind: &str| -> Vec<String> {
        let images = Images { logo: None, equipment: None, design: vec![] };
        let sheet = build(&recorded(kind), &spain, &DesignSettings::default(), images, &issue(), version);
        let html = super::super::render::render_html(&sheet).unwrap();
        html.split("style=\"width: ").skip(1).map(|rest| rest.split('%').next().unwrap().to_string()).collect()
    };
    for kind in ["rack", "condensadora", "chiller"] {
        let now = widths(TEMPLATE_VERSION, kind);
        // The compliance bar and the condenser's cooling and compression shares.
        assert!(now.len() >= 3, "{kind}: {now:?}");
        for width in &now {
            let value: f64 = width.parse().unwrap_or_else(|_| panic!("{kind}: CSS width {width:?}"));
            assert!((0.0..=100.0).contains(&value), "{kind}: {value}");
        }
        assert!(widths("ficha-12", kind).iter().any(|w| w.contains(',')), "{kind}: ficha-12 as issued");
    }
    let images = Images { logo: None, equipment: None, design: vec![] };
    let sheet =
        build(&recorded("condensadora"), &spain, &DesignSettings::default(), images, &issue(), TEMPLATE_VERSION);
    let html = super::super::render::render_html(&sheet).unwrap();
    let bar = html.split("data-section=\"condenser\"").nth(1).unwrap().split("</div>").next().unwrap();
    let (width, text) = bar.split_once("style=\"width: ").unwrap().1.split_once("%;").unwrap();
    let shown = text.split_once('>').unwrap().1;
    assert!(width.contains('.') && shown.starts_with(&width.replace('.', ",")), "{bar}");
}
