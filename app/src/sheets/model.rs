//! What a data sheet shows, ready to print: every figure already formatted,
//! every image already inlined. Built from a project's detail (the projects
//! API's `ProjectDetail` JSON, whose `calculationResults` is the answer of a
//! calculation endpoint), read once into the domain's and the engine's
//! types, section by section (`sections`), and the settings the sheet is
//! issued with. Pure: the same inputs give the same sheet, so the same HTML.

use domain::company_settings::CompanyDetails;
use domain::design_config::DesignSettings;
use domain::display_units::UnitSystem;
use domain::equipment::EquipmentType;
use domain::number_format::NumberLocale;
use domain::project::SheetLanguage;
use serde::Serialize;
use serde_json::Value;

use super::format::{issue_date, Figures, UnitLabels};
use super::language::{english_or_marked, iso_date};
pub use super::sections::accessories::{accessories, capacity_control_in_words, dimensions};
use super::sections::answer::Answer;
pub use super::sections::charge::{charge, charge_apart, charge_per_circuit, Charge, ChargeRow};
pub use super::sections::compliance::Compliance;
use super::sections::compliance::{colour_by_status, name_shortfall};
pub use super::sections::compressor_table::{
    circuits, circuits_with, complete_compressor_types, compressor_type_in_words, limits_in_words, totals, Circuit,
    CompressorRow, Totals,
};
pub use super::sections::condenser_analysis::{condenser, Condenser};
use super::sections::condenser_unit::{unit_condenser, UnitCondenser};
use super::sections::design::{design_notes, DESIGN_IMAGES};
pub use super::sections::duty::{duty, duty_once, Duty};
pub use super::sections::electrical::{electrical, legacy_electrical, supply, Electrical};
use super::sections::electrical::{NOT_RECORDED as ELECTRICAL_NOT_RECORDED, SOURCES as ELECTRICAL_SOURCES};
use super::sections::envelope_charts::{envelope_charts, RecordedLimits};
pub use super::sections::header::{header, sheet_design, SheetDesign};
pub use super::sections::lines::{design_pressures, lines, Line};
use super::sections::ph_diagram::{ph_figures, ph_figures_to_critical_point, PhFigure};
use super::sections::regulations::{regulations, regulations_in, Regulations};
use super::sections::source::Recorded;
pub use super::sections::source::Source;
pub use super::sections::traceability::Provenance;
use super::sections::traceability::{provenance, traceability, Traceability};
use super::sections::warnings::warnings;
pub use super::sections::water::ChillerSide;
use super::sections::water::{legacy_chiller_side, water_section, whole_cold_side, with_pressure_drops, WaterSection};
use super::sections::water_flow;
use super::sections::water_table;
use super::sections::water_words;
use super::sections::{sections_for, Section};
use super::template_versions::{
    chart_text, cites_cop_standard, colours_by_status, conductor_area_as_nec, converts_from_exact_figures,
    converts_recorded_texts, counts_selected_condensers, drop_flows_as_chosen, eer_beside_every_cop, evaporation_once,
    flags_estimates_within_uncertainty, flows_as_chosen, groups_rla_rows, heads_gauge_rating, is_sectioned,
    line_decimals, names_chiller_eer, names_circuits_alike, names_circuits_of_compressors, names_concentration_basis,
    names_every_field, names_in_plain_spanish, names_load_sum_apart, names_remote_condenser,
    names_shortfall_outside_envelope, names_side_fluids, one_capacity_precision, ph_basis, ph_placement,
    printed_version, prints_bare_compressor_electrical, prints_charge_apart, prints_charge_per_circuit,
    prints_circuit_condensers, prints_component_limits, prints_condenser_rating, prints_exchanger_at_duty,
    prints_findings_in_sheet_locale, prints_language, prints_mains_frequency, prints_ph_diagrams,
    prints_plate_condensers, prints_project_locale, prints_recorded_figures_in_locale, prints_recorded_minimum_share,
    prints_true_ph_inlet, prints_typed_flows_in_unit_decimals, prints_unbuildable_lines, prints_units,
    prints_water_pressure_drop, prints_whole_cold_side, says_estimate_flow, says_no_field_run,
    says_shared_refrigerant_circuit, says_why_capacity_unverified, states_circuit_failure_once,
    states_digital_loaded_flow, states_digital_minimum, states_drive_speeds, states_every_circuit, states_field_run,
    states_freezing_rule, states_oil_return_result, states_selection_failure_once, tabulates_exchangers,
    words_flows_in_gpm, words_freezing_minimum, words_water_warnings_in_side_units,
};
use super::template_versions::{says_hot_gas_line_not_sized, states_what_limits_totals};

/// Everything a sheet records about its own issue.
#[derive(Debug, Clone, PartialEq)]
pub struct Issue {
    pub sheet_id: String,
    /// RFC 3339; the date printed and the PDF's /CreationDate.
    pub issued_at: String,
    /// The project's event number the sheet prints: the recorded key.
    pub project_version: usize,
    /// The version the user sees at `project_version`: saves counted, the
    /// sheets issued not (decision 2026-11-27-shown-version-counts-saves).
    /// Printed from `ficha-9`; earlier versions printed the event number.
    pub shown_version: usize,
}

/// Images fetched from the file store, as `data:` URLs.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Images {
    pub logo: Option<String>,
    pub equipment: Option<String>,
    /// At most three, in the project's order.
    pub design: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Sheet {
    pub sheet_id: String,
    pub issue_date: String,
    /// The units printed beside the figures (SI, or I-P from `ficha-7`).
    pub units: UnitLabels,
    /// On an I-P sheet, which figures keep their SI units and why.
    pub units_note: Option<String>,
    /// The units the figures of the texts the calculation recorded print in
    /// (`domain::recorded_units`): the sheet's from `ficha-8`, SI as
    /// recorded before.
    #[serde(skip)]
    pub recorded_units: UnitSystem,
    /// The answer's exact capacities and charges that an I-P sheet converts
    /// its recorded texts' figures from (`ficha-12` on); none before.
    #[serde(skip)]
    pub exact_figures: domain::recorded_units::ExactFigures,
    /// The number locale the recorded texts' figures print in, the
    /// sheet's (`ficha-12` on); as recorded before.
    #[serde(skip)]
    pub recorded_locale: Option<NumberLocale>,
    pub design: SheetDesign,
    pub company: CompanyDetails,
    pub equipment_type: EquipmentType,
    pub equipment_label: String,
    pub model_name: String,
    pub project_name: String,
    pub customer: String,
    pub responsable: String,
    pub is_pro: bool,
    pub pro_description: String,
    pub duty: Duty,
    pub circuits: Vec<Circuit>,
    pub totals: Totals,
    pub envelopes: Vec<String>,
    /// Each circuit's p-h diagram and points (`ficha-5` on).
    pub ph_diagrams: Vec<PhFigure>,
    pub chiller: Option<ChillerSide>,
    pub condenser: Option<Condenser>,
    pub electrical: Option<Electrical>,
    /// Why a motor-compressor's sheet has no electrical table (`ficha-9` on).
    pub electrical_note: Option<&'static str>,
    pub lines: Vec<Line>,
    /// The unit of the lines' allowable pressure: 'bar(g)' on an SI sheet
    /// from `ficha-9`, the sheet's gauge unit before and on I-P ('psig').
    pub lines_rating_unit: &'static str,
    /// The answer sized no field piping (a packaged unit without a run):
    /// from `ficha-9` the section says so instead of leaving it out.
    pub no_field_run: bool,
    /// The field run the lines were sized for (`ficha-13` on).
    pub field_run: Option<super::sections::lines::FieldRun>,
    /// A rack's hot-gas defrost line, not sized, said (`ficha-14` on).
    pub hot_gas_line: Option<String>,
    /// PS of each side with its basis (engine 1.3.0 on).
    pub design_pressures: Option<String>,
    pub charge: Option<Charge>,
    pub accessories: Vec<String>,
    pub dimensions: Vec<(String, String)>,
    pub design_notes: String,
    pub design_images: Vec<String>,
    pub equipment_image: Option<String>,
    pub warnings: Vec<String>,
    pub provenance: Provenance,
    /// From `ficha-4` on: the sections printed, in order (one table,
    /// [`sections_for`]), and the sections built from the typed answer.
    pub sections: Vec<Section>,
    pub water: Option<WaterSection>,
    pub unit_condenser: Option<UnitCondenser>,
    /// The standard cited beside the COP with the condenser fans
    /// (`ficha-13` on, `cites_cop_standard`): EN 13215 or EN 14511.
    pub cop_standard: Option<&'static str>,
    /// The label of a chiller's ratio with its fans, 'EER con ventiladores'
    /// (`ficha-14` on, `names_chiller_eer`); `None` keeps 'COP con
    /// ventiladores del condensador'.
    pub fan_ratio_label: Option<&'static str>,
    /// The calculation's regulatory findings (engine 1.4.0 on).
    pub regulations: Regulations,
    /// The short code the footer prints and `fichas datasheets verify` accepts.
    pub verification_code: String,
    /// The 'Trazabilidad' appendix, when the design asks for it (`ficha-4` on).
    pub traceability: Traceability,
    /// The language the sheet prints in (`es` before the version that
    /// prints English, whatever the project asks).
    pub language: SheetLanguage,
}

/// What an I-P sheet says about its units (docs/decisions/2026-11-27-ip-data-sheet.md),
/// up to `ficha-7`.
const IP_NOTE: &str = "Unidades I-P (°F, psig/psia, BTU/h y TR, lb, ft/in); la potencia eléctrica en kW, como la dan AHRI 540 y los fabricantes. Las notas, la guía EN 378 y las advertencias citan sus cifras en SI, tal como el cálculo las registró.";

/// From `ficha-8`, whose recorded texts print their figures converted
/// (docs/decisions/2026-11-27-recorded-figures-in-sheet-units.md).
const IP_NOTE_CONVERTED: &str = "Unidades I-P (°F, psig/psia, BTU/h y TR, lb, ft/in); la potencia eléctrica en kW, como la dan AHRI 540 y los fabricantes. Las cifras que el cálculo registró en SI (advertencias, notas, cumplimiento normativo) se imprimen convertidas; corrientes, frecuencias y t CO₂e no cambian.";

/// The I-P note of a sheet of `template_version` in `language`: `ficha-7`'s
/// as issued (Spanish on every sheet), `ficha-8`'s in the sheet's language.
fn ip_note(template_version: &str, language: SheetLanguage) -> String {
    match (converts_recorded_texts(template_version), language) {
        (false, _) => IP_NOTE.to_string(),
        (true, SheetLanguage::Es) => IP_NOTE_CONVERTED.to_string(),
        (true, SheetLanguage::En) => english_or_marked(IP_NOTE_CONVERTED),
    }
}

pub use domain::datasheet::verification_code;

/// The equipment types' names as the sheet prints them (app-and-projects.md section 2).
pub fn equipment_label(kind: &str) -> &'static str {
    EquipmentType::parse(kind).map_or("Equipo", EquipmentType::label)
}

/// The equipment type as a sheet of `template_version` names it where it
/// departs from the spec's card label ([`equipment_label`]): from
/// `ficha-11` a bare motor-compressor is 'Motocompresor', Spanish for the
/// customer ('Moto Compresora' is the spec's card). The PDF's Subject
/// carries the same words.
pub fn printed_equipment_label(kind: EquipmentType, template_version: &str) -> Option<&'static str> {
    (names_in_plain_spanish(template_version) && kind == EquipmentType::Motocompresora).then_some("Motocompresor")
}

/// The language `source` asks its sheet in, where `template_version` prints
/// it (issue 23 item 5); Spanish before.
fn sheet_language(source: &Source, template_version: &str) -> SheetLanguage {
    if prints_language(template_version) {
        source.sheet_language()
    } else {
        SheetLanguage::Es
    }
}

/// Each compressor of the answer's circuits, in order, with its circuit's
/// name as [`circuit_titles`] gives it ('Circuito 1 (MT)').
fn compressors_by_circuit(source: &Source, language: SheetLanguage) -> Vec<(String, String)> {
    let Some(system) = source.answer.system() else { return Vec::new() };
    system
        .circuits
        .iter()
        .zip(circuit_titles(source, language))
        .flat_map(|(c, title)| c.compressors.iter().map(move |k| (k.model.clone(), title.clone())))
        .collect()
}

/// Each compressor load's circuit title, in the loads' order, where the
/// unit has several circuits and every load names its own (the engine's
/// `SystemResult::load_circuit_ids`, the one rule the screen groups by
/// too); empty otherwise, and the RLA rows name no circuit. In Spanish:
/// an English sheet reads the whole row by its ficha-14 patterns
/// ('RLA {} a {} Hz · {t}'), which an English title would not match.
fn load_circuit_titles(source: &Source) -> Vec<String> {
    let Some(system) = source.answer.system().filter(|s| s.circuits.len() > 1) else { return Vec::new() };
    let titles = circuit_titles(source, SheetLanguage::Es);
    let title = |id: Option<String>| {
        let index = system.circuits.iter().position(|c| Some(&c.circuit_id) == id.as_ref())?;
        titles.get(index).cloned()
    };
    system.load_circuit_ids().into_iter().map(title).collect::<Option<Vec<_>>>().unwrap_or_default()
}

/// What a condensing unit of several suction circuits shares (tester
/// report 3, defect 9): one condenser and one liquid line, and the
/// receiver where its charge counts one, so one refrigerant circuit (the
/// one system EN 378-1 judges).
fn shared_refrigerant_circuit(system: &domain::engine::system::SystemResult) -> String {
    let receiver = system.refrigerant_charge.breakdown.iter().any(|item| item.component.starts_with("Recipiente"));
    let shared = if receiver {
        "el condensador, el recipiente de líquido y la línea de líquido"
    } else {
        "el condensador y la línea de líquido"
    };
    format!("Los {} circuitos de succión comparten {shared}: son un solo circuito frigorífico.", system.circuits.len())
}

/// The failure notes of `unit`'s circuit groups that a warning states
/// already: 'Selección automática del condensador fallida: {message}.'
/// where a warning is '… fallida: Circuito 1: {message}.'.
fn drop_circuit_failures_warned(unit: &mut UnitCondenser, warnings: &[String]) {
    const FAILED: &str = "Selección automática del condensador fallida: ";
    let warned = |message: &str| warnings.iter().any(|w| w.starts_with(FAILED) && w.ends_with(message));
    for group in &mut unit.circuits {
        group.notes.retain(|note| !note.strip_prefix(FAILED).is_some_and(warned));
    }
}

/// The names of the answer's circuits as the headings print them, in the
/// sheet's language: a chart's point and an RLA row carry one beside a
/// model, which no pattern of the catalogue reads apart ('3DB3-100E-TFD ·
/// Circuit 1 (MT)').
fn circuit_titles(source: &Source, language: SheetLanguage) -> Vec<String> {
    circuit_ids(source)
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let title = super::sections::duty::circuit_title(i, id);
            match language {
                SheetLanguage::En => super::language::english(&title).unwrap_or(title),
                _ => title,
            }
        })
        .collect()
}

/// The ids of the answer's circuits, in order.
fn circuit_ids(source: &Source) -> Vec<String> {
    source.answer.system().map(|s| s.circuits.iter().map(|c| c.circuit_id.clone()).collect()).unwrap_or_default()
}

/// The figures of a sheet in `language`: an English sheet writes numbers
/// with a decimal point and a narrow space between thousands, whatever the
/// company's locale (docs/decisions/2026-11-27-english-sheet-numbers.md).
fn figures_in(locale: NumberLocale, language: SheetLanguage) -> Figures {
    let locale = if language == SheetLanguage::En { NumberLocale::EsMx } else { locale };
    Figures { language, ..Figures::in_locale(locale) }
}

/// The number locale of a sheet: the project's own (`numberLocale`) where
/// it chose one and `template_version` prints it (`ficha-12` on; tester
/// report 2, defect 33), else the company's.
fn sheet_locale(source: &Source, company: &CompanyDetails, template_version: &str) -> NumberLocale {
    source
        .config
        .regulatory
        .number_locale
        .as_deref()
        .and_then(NumberLocale::parse)
        .filter(|_| prints_project_locale(template_version))
        .unwrap_or(company.number_locale)
}

/// The sheet of `project` (the projects API's detail) as issued with these
/// settings and images. The detail is read once into the domain's and the
/// engine's types ([`Source::read`]); the sections build from those.
pub fn build(
    project: &Value,
    company: &CompanyDetails,
    design: &DesignSettings,
    images: Images,
    issue: &Issue,
    template_version: &'static str,
) -> Sheet {
    let (source, unreadable) = Source::read(project);
    build_from(&source, unreadable, company, design, images, issue, template_version)
}

/// The sheet of a project already read, with the reason its answer could
/// not be read, if it could not.
pub fn build_from(
    source: &Source,
    unreadable: Option<String>,
    company: &CompanyDetails,
    design: &DesignSettings,
    images: Images,
    issue: &Issue,
    template_version: &'static str,
) -> Sheet {
    // Every figure of this sheet prints through this one value (issue 28
    // item 4: no thread-local locale), in the language and units the
    // project chose where the template version prints them.
    let language = sheet_language(source, template_version);
    let figures = Figures {
        units: if prints_units(template_version) { source.info.sheet_units } else { Default::default() },
        ..figures_in(sheet_locale(source, company, template_version), language)
    };
    let kind = source.kind();
    let mut warnings = warnings(source);
    let limits = prints_component_limits(template_version);
    if limits {
        // The engine records a compressor's warnings with the system's; the
        // section adds them again (issue 23, tester defect 14).
        domain::engine::system::once_each(&mut warnings);
    }
    let sectioned = is_sectioned(template_version);
    if sectioned {
        warnings.extend(unreadable);
    }
    let mut typed = if sectioned { Answer::of(&source.answer) } else { Answer::default() };
    if !limits {
        typed.given_condenser = None;
    }
    let water = if sectioned {
        source.chiller_settings().map(|settings| {
            let mut section = water_section(&settings, &typed, figures);
            if colours_by_status(template_version) {
                section.compliance.iter_mut().for_each(colour_by_status);
            }
            if names_shortfall_outside_envelope(template_version) {
                section.compliance.iter_mut().for_each(name_shortfall);
            }
            if !limits {
                section.compliance.iter_mut().for_each(|c| c.limit = None);
            }
            if states_every_circuit(template_version) {
                // 'Intercambiador de placas (circuito A)' named as the
                // headings and warnings name it: '… · Circuito 1 (A)'.
                for (i, id) in circuit_ids(source).iter().enumerate() {
                    let title = super::sections::duty::circuit_title(i, id);
                    for (label, _) in section.exchanger.iter_mut() {
                        for name in ["Intercambiador de placas", "Aproximación"] {
                            if *label == format!("{name} (circuito {id})") {
                                *label = format!("{name} · {title}");
                            }
                        }
                    }
                }
            }
            if prints_whole_cold_side(template_version) {
                let whole = whole_cold_side(&settings, &typed, figures);
                section.cold_side = whole.rows;
                section.exchanger.extend(whole.approach);
            }
            if flows_as_chosen(template_version) {
                water_flow::flows_as_chosen(&mut section, &settings, &typed, figures);
            }
            if prints_water_pressure_drop(template_version) {
                with_pressure_drops(&mut section, &settings, &typed, figures, drop_flows_as_chosen(template_version));
            }
            if names_circuits_alike(template_version) {
                // 'Caída de presión del agua (circuito A)' as the exchanger
                // above it: '… · Circuito 1 (A)'.
                for (i, id) in circuit_ids(source).iter().enumerate() {
                    let title = super::sections::duty::circuit_title(i, id);
                    for (label, _) in section.exchanger.iter_mut() {
                        for name in ["Caída de presión del agua", "Caída de presión del fluido"] {
                            if *label == format!("{name} (circuito {id})") {
                                *label = format!("{name} · {title}");
                            }
                        }
                    }
                }
            }
            if states_freezing_rule(template_version) {
                // The calculation refuses an evaporation at 1 K or less above
                // the fluid's freezing point (domain::calculation::chiller).
                for (label, value) in section.freezing.iter_mut() {
                    if label == "Margen de congelación · evaporación" {
                        // The rule accepts exactly 1 K (engine 1.12.0): from
                        // `ficha-13` it is worded as the minimum it is.
                        let wording =
                            if words_freezing_minimum(template_version) { " (al menos " } else { " (más de " };
                        *value = value.replacen(" (mín. ", wording, 1);
                    }
                }
            }
            if tabulates_exchangers(template_version) {
                let at_duty = prints_exchanger_at_duty(template_version);
                water_table::tabulate_exchangers(
                    &mut section,
                    &settings,
                    &typed,
                    &circuit_ids(source),
                    figures,
                    (
                        at_duty,
                        flags_estimates_within_uncertainty(template_version),
                        says_why_capacity_unverified(template_version),
                    ),
                );
            }
            if prints_plate_condensers(template_version) {
                water_table::tabulate_condensers(&mut section, &settings, &typed, &circuit_ids(source), figures);
            }
            if says_estimate_flow(template_version) {
                water_table::name_estimate_flows(&mut section, &typed);
            }
            if prints_typed_flows_in_unit_decimals(template_version) {
                water_words::typed_flows_in_unit_decimals(&mut section, &settings, figures);
            }
            if names_side_fluids(template_version) {
                water_words::name_side_fluids(&mut section, &settings, &typed);
            }
            if names_concentration_basis(template_version) {
                water_words::name_concentrations(&mut section, &settings);
            }
            if words_flows_in_gpm(template_version) {
                water_words::flows_in_gpm(&mut section);
            }
            section
        })
    } else {
        None
    };
    if let Some(settings) = source.chiller_settings().filter(|_| words_water_warnings_in_side_units(template_version)) {
        water_words::word_warnings(&mut warnings, &settings, &typed, &circuit_ids(source), figures);
    }
    let unit_condenser = if sectioned && kind != EquipmentType::Motocompresora {
        let air_cooled = water.as_ref().is_none_or(|w| w.hot_side.is_empty());
        let load = source.answer.system().map(|s| s.condenser_analysis.total_condenser_load);
        air_cooled
            .then(|| {
                let chosen = names_every_field(template_version).then(|| source.chosen_condenser());
                unit_condenser(
                    &source.condenser_settings(),
                    source.config.cond_temp,
                    load,
                    &typed,
                    chosen.as_ref(),
                    figures,
                )
            })
            .flatten()
    } else {
        None
    };
    let mut unit_condenser = unit_condenser;
    if let Some(u) = unit_condenser.as_mut().filter(|_| prints_circuit_condensers(template_version)) {
        u.with_circuits(&typed, &circuit_ids(source), figures);
    }
    if let Some(u) = unit_condenser.as_mut().filter(|_| counts_selected_condensers(template_version)) {
        u.count_selected_condensers(&typed);
    }
    if let Some(u) = unit_condenser.as_mut().filter(|_| prints_condenser_rating(template_version)) {
        u.with_ratings(&typed, figures);
    }
    if let Some(failure) = unit_condenser.as_ref().and_then(|u| u.failure.clone()) {
        if !warnings.contains(&failure) {
            warnings.push(failure);
        }
    }
    if states_selection_failure_once(template_version) {
        if let Some(unit) = unit_condenser.as_mut() {
            let failure = unit.failure.clone();
            unit.notes.retain(|note| Some(note) != failure.as_ref());
        }
    }
    if let (Some(unit), Some(system)) = (unit_condenser.as_mut(), source.answer.system()) {
        if says_shared_refrigerant_circuit(template_version)
            && kind == EquipmentType::Condensadora
            && system.circuits.len() > 1
        {
            unit.notes.insert(0, shared_refrigerant_circuit(system));
        }
    }
    if let Some(unit) = unit_condenser.as_mut().filter(|_| names_remote_condenser(template_version)) {
        if kind == EquipmentType::Chiller {
            let run = source.answer.system().and_then(|s| s.field_run);
            unit.remote = super::sections::condenser_unit::remote_run(run, source.pipe_distance(), figures);
        }
    }
    if let Some(unit) = unit_condenser.as_mut().filter(|_| states_circuit_failure_once(template_version)) {
        // A circuit's failed selection is among the warnings ('… fallida:
        // Circuito 1: Ningún condensador …'); its group does not say it
        // again (tester report 3, defect 13).
        drop_circuit_failures_warned(unit, &warnings);
    }
    let mut circuits = if one_capacity_precision(template_version) {
        circuits_with(source, figures, 2)
    } else {
        circuits(source, figures)
    };
    if colours_by_status(template_version) {
        circuits.iter_mut().filter_map(|c| c.compliance.as_mut()).for_each(colour_by_status);
    }
    if names_shortfall_outside_envelope(template_version) {
        circuits.iter_mut().filter_map(|c| c.compliance.as_mut()).for_each(name_shortfall);
    }
    if !limits {
        circuits.iter_mut().filter_map(|c| c.compliance.as_mut()).for_each(|c| c.limit = None);
    }
    if states_drive_speeds(template_version) {
        super::sections::compressor_table::state_drive_speeds(&mut circuits, source, figures);
    }
    if states_digital_minimum(template_version) {
        super::sections::compressor_table::state_digital_minimum(&mut circuits, source, figures);
    }
    if prints_recorded_minimum_share(template_version) {
        super::sections::compressor_table::state_recorded_share(&mut circuits, source, figures);
    }
    if let Some(system) = source.answer.system().filter(|_| states_oil_return_result(template_version)) {
        for (circuit, result) in circuits.iter_mut().zip(&system.circuits) {
            if let (Some(range), Some(finding)) = (circuit.capacity_range.as_mut(), result.oil_return_at_minimum()) {
                super::sections::speed::state_oil_return(range, &finding);
            }
        }
    }
    if states_digital_loaded_flow(template_version) {
        super::sections::compressor_table::state_loaded_flow(&mut circuits, source);
    }
    if states_every_circuit(template_version) && (circuits.len() > 1 || names_circuits_alike(template_version)) {
        // One name per circuit on the whole sheet, as the engine's texts
        // name it (issue 23, tester defect 15): 'Circuito 2 (LT)'.
        for (i, (circuit, id)) in circuits.iter_mut().zip(circuit_ids(source)).enumerate() {
            circuit.title = super::sections::duty::circuit_title(i, &id);
        }
    }
    // Both from the engine's typed loads: from `ficha-4` on every row counts
    // what the equipment has; older sheets print every row, as issued.
    // From `ficha-9` a motor-compressor prints the loads its answer records,
    // and every sheet its supply and the rules its figures follow.
    let cited = prints_bare_compressor_electrical(template_version);
    let loads =
        if cited { source.answer.electrical_loads() } else { source.answer.system().map(|s| &s.electrical_loads) };
    let mut electrical =
        if sectioned { loads.map(|l| electrical(l, figures)) } else { loads.map(|l| legacy_electrical(l, figures)) };
    if let Some(table) = electrical.as_mut().filter(|_| cited) {
        let frequency = source.compressors().iter().find_map(|c| c.performance.frequency);
        table.supply = Some(supply(frequency, figures));
        table.sources = Some(ELECTRICAL_SOURCES);
    }
    if let Some(table) = electrical.as_mut().filter(|_| cited && prints_mains_frequency(template_version)) {
        let compressors = source.compressors();
        let mains = domain::engine::electrical::mains_frequency(
            source.config.frequency,
            compressors.iter().map(|c| c.performance),
        );
        table.supply = Some(supply(mains, figures));
    }
    if let (Some(table), Some(loads)) = (electrical.as_mut(), loads) {
        if sectioned && conductor_area_as_nec(template_version) {
            table.conductor = super::sections::electrical::conductor_as_nec(loads, figures);
        }
    }
    if let Some(table) = electrical.as_mut().filter(|_| names_load_sum_apart(template_version)) {
        // Σ RLA and loads, not the running current of 'Totales del sistema'
        // (tester's minor finding, report 2: 26.36 A beside 33.92 A).
        for (label, _) in &mut table.rows {
            if label == "Corriente total" {
                *label = "Suma de RLA y cargas".into();
            }
        }
    }
    if let Some(table) = electrical.as_mut().filter(|_| names_circuits_of_compressors(template_version)) {
        // 'RLA 3DB3-100E-TFD · Circuito 1 (MT)' on a multi-circuit unit
        // (tester report 2, defect 17): the loads list the compressors
        // circuit by circuit, as the answer's circuits do.
        let named = compressors_by_circuit(source, language);
        let rla: Vec<&mut (String, String)> = table.rows.iter_mut().filter(|(l, _)| l.starts_with("RLA ")).collect();
        if circuit_ids(source).len() > 1 && rla.len() == named.len() {
            for ((label, _), (model, title)) in rla.into_iter().zip(named) {
                if label.as_str() == format!("RLA {}", model.trim()) {
                    *label = format!("RLA {} · {title}", model.trim());
                }
            }
        }
    }
    if let (Some(table), Some(loads)) = (electrical.as_mut().filter(|_| groups_rla_rows(template_version)), loads) {
        // One row per model per circuit, the circuit named where there are
        // several (issue 23: a circuit of identical compressors printed
        // identical unlabeled rows).
        let titles = load_circuit_titles(source);
        let others = table.rows.drain(..).filter(|(label, _)| !label.starts_with("RLA "));
        let mut rows = super::sections::electrical::rla_rows(loads, &titles, figures);
        rows.extend(others);
        table.rows = rows;
    }
    let electrical_note = (cited && electrical.is_none() && matches!(source.answer, Recorded::Simple(_)))
        .then_some(ELECTRICAL_NOT_RECORDED);
    if sectioned {
        complete_compressor_types(source, &mut circuits, names_every_field(template_version));
    }
    let printed_version = printed_version(template_version, issue.project_version, issue.shown_version);
    let mut provenance = provenance(source, printed_version, &issue.sheet_id, template_version);
    if language == SheetLanguage::En && !source.calculated_at.is_empty() {
        provenance.calculated_at = iso_date(&source.calculated_at);
    }
    let mut printed_lines = lines(&source.answer, line_decimals(template_version), figures);
    if prints_unbuildable_lines(template_version) {
        super::sections::lines::mark_unbuildable(&source.answer, &mut printed_lines, figures);
    }
    if states_every_circuit(template_version) {
        for (i, id) in circuit_ids(source).iter().enumerate() {
            let title = super::sections::duty::circuit_title(i, id);
            for line in printed_lines.iter_mut().filter(|l| l.kind == format!("Succión C{}", i + 1)) {
                line.kind = format!("Succión · {title}");
            }
        }
    }
    let no_field_run =
        says_no_field_run(template_version) && printed_lines.is_empty() && source.answer.system().is_some();
    let header = header(source);
    let sections: Vec<Section> = if sectioned {
        let ph = prints_ph_diagrams(template_version);
        sections_for(source.kind()).iter().copied().filter(|s| *s != Section::PhDiagram || ph).collect()
    } else {
        Vec::new()
    };
    Sheet {
        sheet_id: issue.sheet_id.clone(),
        issue_date: if language == SheetLanguage::En {
            iso_date(&issue.issued_at)
        } else {
            issue_date(&issue.issued_at)
        },
        units: figures.labels(),
        units_note: figures.is_ip().then(|| ip_note(template_version, language)),
        recorded_units: if figures.is_ip() && converts_recorded_texts(template_version) {
            UnitSystem::Ip
        } else {
            UnitSystem::Si
        },
        exact_figures: if figures.is_ip() && converts_from_exact_figures(template_version) {
            super::sections::exact_figures::exact_figures(&source.answer)
        } else {
            Default::default()
        },
        recorded_locale: prints_recorded_figures_in_locale(template_version).then_some(figures.locale),
        design: sheet_design(design, images.logo),
        company: company.clone(),
        equipment_label: printed_equipment_label(kind, template_version).unwrap_or(header.equipment_label).to_string(),
        model_name: header.model_name,
        project_name: header.project_name,
        customer: header.customer,
        responsable: header.responsable,
        is_pro: header.is_pro,
        pro_description: header.pro_description,
        duty: {
            let mut duty =
                if evaporation_once(template_version) { duty_once(source, figures) } else { duty(source, figures) };
            if !states_every_circuit(template_version) {
                duty.rating_circuits.clear();
            }
            duty
        },
        circuits,
        totals: {
            let mut printed = if cited { bare_totals(source, figures) } else { totals(source, figures) };
            if eer_beside_every_cop(template_version) {
                let with_fans = unit_condenser.as_ref().and_then(|u| u.cop_with_fans_ratio);
                printed.eer_with_fans = with_fans.and_then(|cop| figures.eer(Some(cop)));
            }
            if states_what_limits_totals(template_version) {
                printed.limits = limits_in_words(&source.answer, figures);
            }
            printed
        },
        envelopes: envelope_charts(
            &if names_circuits_of_compressors(template_version) {
                RecordedLimits::of(&source.answer).with_circuit_names(&circuit_titles(source, language))
            } else {
                RecordedLimits::of(&source.answer)
            },
            source.config.evap_temp,
            source.config.cond_temp,
            chart_text(template_version, figures),
            figures,
        ),
        ph_diagrams: match (sections.contains(&Section::PhDiagram), prints_true_ph_inlet(template_version)) {
            (false, _) => Vec::new(),
            (true, false) => ph_figures(source, figures),
            (true, true) => ph_figures_to_critical_point(
                source,
                figures,
                (ph_placement(template_version), names_circuits_alike(template_version)),
                ph_basis(template_version),
            ),
        },
        chiller: legacy_chiller_side(source.chiller(), source.answer.chiller().map(|c| c.required_capacity), figures),
        condenser: condenser(&source.answer, figures),
        electrical,
        electrical_note,
        lines: printed_lines,
        lines_rating_unit: if heads_gauge_rating(template_version) && !figures.is_ip() {
            "bar(g)"
        } else {
            figures.labels().gauge
        },
        no_field_run,
        hot_gas_line: says_hot_gas_line_not_sized(template_version)
            .then(|| super::sections::lines::hot_gas_line(source.general().and_then(|g| g.hot_gas_defrost)))
            .flatten(),
        field_run: states_field_run(template_version)
            .then(|| super::sections::lines::field_run(&source.answer, source.pipe_distance(), figures))
            .flatten(),
        design_pressures: design_pressures(&source.answer, figures),
        charge: if prints_charge_per_circuit(template_version) {
            charge_per_circuit(&source.answer, figures)
        } else if prints_charge_apart(template_version) {
            charge_apart(&source.answer, figures)
        } else {
            charge(&source.answer, figures)
        },
        accessories: {
            let mut printed = accessories(source, sectioned);
            if names_in_plain_spanish(template_version) {
                super::sections::accessories::in_plain_words(&mut printed, source);
            }
            printed
        },
        dimensions: dimensions(source, figures),
        design_notes: design_notes(source),
        design_images: images.design.into_iter().take(DESIGN_IMAGES).collect(),
        equipment_image: images.equipment,
        warnings,
        traceability: traceability(
            sectioned && design.traceability_appendix,
            &provenance,
            &issue.issued_at,
            &verification_code(&issue.sheet_id),
        ),
        provenance,
        sections,
        water,
        unit_condenser,
        cop_standard: cites_cop_standard(template_version)
            .then(|| domain::engine::condenser::cop_rating_standard(kind))
            .flatten(),
        fan_ratio_label: (names_chiller_eer(template_version)
            && domain::engine::condenser::fan_ratio_name(kind) == "EER")
            .then_some("EER con ventiladores"),
        regulations: match (sectioned, prints_findings_in_sheet_locale(template_version)) {
            (false, _) => Regulations::default(),
            (true, false) => regulations(&source.answer),
            (true, true) => regulations_in(&source.answer, figures),
        },
        verification_code: verification_code(&issue.sheet_id),
        equipment_type: kind,
        language,
    }
}

/// The totals; from `ficha-9` a motor-compressor's with its COP (and EER on
/// an I-P sheet) at the duty, capacity over power input, as the others print it.
fn bare_totals(source: &Source, figures: Figures) -> Totals {
    let mut printed = totals(source, figures);
    if let (Recorded::Simple(_), Some((capacity, power, _))) = (&source.answer, source.answer.totals()) {
        let cop = (power > 0.0).then(|| capacity / power);
        printed.cop = figures.fixed(cop, 2);
        printed.eer = figures.eer(cop);
    }
    printed
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod sheet_tests;
