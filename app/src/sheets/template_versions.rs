//! The template versions this build prints, and what each printed
//! differently, so that a sheet issued with any of them regenerates byte for
//! byte.

use domain::number_format::{NumberLocale, Quantity};
use domain::project::SheetLanguage;

use super::envelope::ChartText;
use super::format::{Figures, Measure};
use super::ph_chart::{Basis, Placement};

/// Bumped whenever a template, style or font changes the printed page.
/// Every issued sheet records it; regenerating needs the same version.
/// `ficha-2`: the envelope charts write out their limits and print their
/// labels in the sheet's number locale. `ficha-3`: the lines' diameter (mm),
/// pressure drop and penalty print with their quantities' decimals in the
/// one number table, as the screen's results table and the diff show them.
/// `ficha-4` (issue 23): the sheet by sections, one table per equipment
/// type, each section its own partial; the condenser, the water side in
/// words, one requirement per chiller; no ids or hashes on the page, a short
/// verification code in the footer. `ficha-5` (issue 23 items 3 and 4): the
/// p-h diagram of each circuit with its table of points, and the envelope
/// charts draw the maker's polygon where the set has one and say under the
/// chart which envelope they draw. `ficha-6` (issue 23 item 2): a
/// condenser chosen in the project prints its model and fans, not
/// 'Indicado en el proyecto', and a compressor whose type is not known
/// prints '—' in 'Tipo', not an empty cell. `ficha-7` (issue 23 item 5):
/// a project's sheet prints in the language it asks for (`sheetLanguage`),
/// Spanish or English; and in the units it asks for (`sheetUnits`), SI
/// or I-P (°F, psig/psia, BTU/h and TR, lb, ft/in...), every figure,
/// label and chart converted. `ficha-8` (issue 23 item 5 leftovers): on an
/// I-P sheet the figures inside the texts the calculation recorded (its
/// warnings and notes, the regulatory findings) print in I-P too
/// (`domain::recorded_units`), and an English I-P sheet reads the sheet's
/// own texts whatever units their figures are in. `ficha-9` (the tester's
/// reading of issue 23): a motor-compressor prints its electrical data, a
/// chiller its cold side whatever the capacity method, the charge table
/// its allowances and CO₂ equivalent apart, the lines' rating in bar(g),
/// and the p-h diagram's point 1 and dome as they are. `ficha-10` (the
/// tester's second reading of issue 23): each change gated by its own
/// function below that calls `from_ficha_10`: a chiller's plate
/// exchanger prints its water-side pressure drop at the duty's flow, with
/// its rating (`prints_water_pressure_drop`). `ficha-11` (this session's
/// tester report): each change gated by its own function below that calls
/// `from_ficha_11`: one name per circuit on the whole page, the p-h
/// diagrams' titles and a one-circuit unit's included
/// (`names_circuits_alike`); a condenser per refrigerant circuit
/// (`prints_circuit_condensers`); a line no tube holds PS at printed
/// without a size (`prints_unbuildable_lines`); the oil-return result at
/// a capacity range's minimum (`states_oil_return_result`). `ficha-12`
/// (the tester's second report, rest): each change gated by its own
/// function below that calls `from_ficha_12`. `ficha-13` (tester report 3,
/// the rest): each change gated by its own function below that calls
/// `from_ficha_13`. `ficha-14` (this session's findings): each change
/// gated by its own function below that calls `from_ficha_14`.
pub const TEMPLATE_VERSION: &str = "ficha-14";

/// The versions this build prints the same bytes for: the current one,
/// `ficha-4` (no p-h diagram, rectangles only), `ficha-2`, whose only
/// difference is in the lines' decimals, and `ficha-1`, which also differs
/// in the envelope charts.
pub const TEMPLATE_VERSIONS: [&str; 14] = [
    "ficha-1",
    "ficha-2",
    "ficha-3",
    "ficha-4",
    "ficha-5",
    "ficha-6",
    "ficha-7",
    "ficha-8",
    "ficha-9",
    "ficha-10",
    "ficha-11",
    "ficha-12",
    "ficha-13",
    TEMPLATE_VERSION,
];

/// Whether `template_version` prints by sections (`ficha-4` on); older
/// versions print with the one template they were issued with
/// (`templates/legacy/datasheet-ficha-3.html`).
pub fn is_sectioned(template_version: &str) -> bool {
    !matches!(template_version, "ficha-1" | "ficha-2" | "ficha-3")
}

/// The recorded version as this build knows it, if it does.
pub fn template_version(recorded: &str) -> Option<&'static str> {
    TEMPLATE_VERSIONS.into_iter().find(|v| *v == recorded)
}

/// Whether a sheet of `template_version` prints in the units its project
/// chose (`ficha-7` on); older versions print SI, as they were issued.
pub fn prints_units(template_version: &str) -> bool {
    names_every_field(template_version) && template_version != "ficha-6"
}

/// Whether a sheet of `template_version` prints the figures of the texts
/// the calculation recorded in its units, and reads its own texts in
/// English whatever their units (`ficha-8` on); `ficha-7` printed those
/// figures SI, as recorded, and said so.
pub fn converts_recorded_texts(template_version: &str) -> bool {
    prints_units(template_version) && template_version != "ficha-7"
}

/// Whether `template_version` is `ficha-9` or later.
fn from_ficha_9(template_version: &str) -> bool {
    converts_recorded_texts(template_version) && template_version != "ficha-8"
}

/// Whether `template_version` is `ficha-10` or later. Every change of
/// `ficha-10` has a gate of its own that calls this one.
pub fn from_ficha_10(template_version: &str) -> bool {
    from_ficha_9(template_version) && template_version != "ficha-9"
}

/// Whether a sheet of `template_version` prints a condenser per refrigerant
/// circuit where the answer has one (engine 1.11.0's `circuitCondensers`):
/// a row group per circuit, 'Condensador · Circuito 2 (B)' (`ficha-11`
/// on; decision 2026-11-27-one-condenser-per-refrigerant-circuit).
pub fn prints_circuit_condensers(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether `template_version` is `ficha-11` or later. Every change of
/// `ficha-11` has a gate of its own that calls this one.
pub fn from_ficha_11(template_version: &str) -> bool {
    from_ficha_10(template_version) && template_version != "ficha-10"
}

/// Whether `template_version` is `ficha-12` or later. Every change of
/// `ficha-12` has a gate of its own that calls this one.
pub fn from_ficha_12(template_version: &str) -> bool {
    from_ficha_11(template_version) && template_version != "ficha-11"
}

/// Whether `template_version` is `ficha-13` or later. Every change of
/// `ficha-13` has a gate of its own that calls this one.
pub fn from_ficha_13(template_version: &str) -> bool {
    from_ficha_12(template_version) && template_version != "ficha-12"
}

/// Whether `template_version` is `ficha-14` or later. Every change of
/// `ficha-14` has a gate of its own that calls this one.
pub fn from_ficha_14(template_version: &str) -> bool {
    from_ficha_13(template_version) && template_version != "ficha-13"
}

/// Whether an English sheet of `template_version` reads its texts by
/// `language::FROM_FICHA_14` first: an RLA row of one of several circuits
/// names its circuit in English, 'RLA 3DA3-075E-TFD · Circuit 1 (MT)'
/// (`ficha-14` on). Before, 'Circuito 1 (MT)' in Spanish.
pub fn reads_ficha_14_phrases(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a sheet of `template_version` prints each condenser's rating
/// below its capacity at the design ΔT, with who states it, 'Capacidad
/// nominal a ΔT 15.0 K 45.00 kW (indicada en el proyecto)' and that the
/// project gives no rated ΔT (`ficha-14` on, engine 1.14.0's `rating`; the signing
/// engineer's reading: a typed condenser printed no rating). Before, the
/// capacity at the design ΔT only.
pub fn prints_condenser_rating(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether the system's totals of `template_version` say what keeps the
/// unit from its compressors' capacity: each limiting component, 'Limitado
/// por el condensador CD-30: 6.00 kW de los 12.30 kW de los compresores',
/// and each circuit not met, 'Veredicto · Circuito 1: FUERA DE
/// ENVOLVENTE' (`ficha-14` on, `domain::engine::unit_limits`; the signing
/// engineer's reading). Before, the compressors' figures alone.
pub fn states_what_limits_totals(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether the lines section of `template_version` says that a rack's
/// hot-gas defrost line is not sized, and why (`ficha-14` on; the signing
/// engineer's reading: a rack with hot-gas defrost printed no such line and
/// no word of it; decision 2026-11-28-hot-gas-defrost-line-not-sized).
pub fn says_hot_gas_line_not_sized(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a sheet of `template_version` keeps every table inside the
/// page's width (`ficha-14` on, CSS: numeric headings, a line's tube,
/// notes, figures and riser, and a p-h point's name wrap). Before, the
/// lines table of a rack was up to 983 px wide on a 695 px page, and
/// Chromium printed the whole sheet shrunk to fit, at about 70 % of its
/// type size, laying it out twice per print (docs/BENCHMARKS.md, 'Data
/// sheets (PDF)').
pub fn fits_page_width(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a sheet of `template_version` keeps a tube's trade size whole
/// and 'PS' with its figure where a cell wraps (`ficha-14` on, render.rs
/// `keep_sizes_whole`): the first print at type size broke '1-1/8"' as
/// '1-' / '1/8"' and '31.5 / PS' / '18.6'.
pub fn keeps_sizes_whole(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a sheet of `template_version` keeps the system's totals whole
/// under their heading (`ficha-14` on, CSS). At the sheets' type size
/// (`fits_page_width`) a rack's last totals row could start a page alone.
pub fn keeps_totals_whole(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a sheet of `template_version` sets its charts' labels in the
/// sheet's inlined font (`ficha-14` on, CSS), the same DejaVu Sans glyphs
/// as the system copy the charts named before: the PDF embeds two fonts
/// instead of four (about 19 KB less) and prints in less time.
pub fn sets_charts_in_sheet_font(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` states the evaporation's
/// freezing margin as the minimum the calculation applies, '(al menos
/// 1 K)', 'at least 1 K' (`ficha-13` on; the rule accepts exactly 1 K since
/// engine 1.12.0). `ficha-11` and `ficha-12` print '(más de 1 K)'.
pub fn words_freezing_minimum(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether a sheet of `template_version` cites the standard that rates
/// the COP with the condenser fans beside its label, 'COP con
/// ventiladores del condensador (EN 13215)' on a condensing unit, '(EN
/// 14511)' on a chiller (`ficha-13` on; engineering review E4). Before,
/// no standard.
pub fn cites_cop_standard(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether the lines section of `template_version` states the field run
/// the lines and their charge were sized for, above its table: 'Tramo en
/// obra 15 m (longitud equivalente 22.5 m, sin desnivel indicado)', in ft
/// on an I-P sheet (`ficha-13` on; tester report 3, defect 31). Before,
/// nowhere.
pub fn states_field_run(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether an air-cooled chiller's sheet of `template_version` with a
/// field run heads its condenser 'Condensador remoto a 20 m' (`ficha-13`
/// on; tester report 3, defect 4: the sheet never said the condenser was
/// remote). Before, 'Condensador'.
pub fn names_remote_condenser(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether a judgement of `template_version` outside the envelope that is
/// also below 95 % of the requirement says both, 'FUERA DE ENVOLVENTE ·
/// INSUFICIENTE' (`ficha-13` on; tester report 3, minor). Before, the
/// envelope's status alone.
pub fn names_shortfall_outside_envelope(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether a unit of a condenser per circuit of `template_version` counts
/// the condensers it has, '1 de 2 condensadores seleccionados', and a
/// circuit without one says so in its group (`ficha-13` on; tester report
/// 4, defect 7). Before, '2 condensadores' and nothing in the group.
pub fn counts_selected_condensers(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether an English sheet of `template_version` prints the Spanish
/// words of a name in English wherever they stand: the demo catalogue's
/// marker '(demostración)' as '(demo)', inside the recorded sentences it
/// translates too, and a copper tube's 'tipo K' as 'type K' (`ficha-13`
/// on; tester report 3, minor). Before, only a demo name that was the
/// whole value.
pub fn writes_catalogue_words_in_english(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether an English sheet of `template_version` writes an azeotropic
/// blend's kind as English does, 'azeotropic HFC blend R125/R143a', not
/// 'azeotrópica blend HFC R125/R143a' (`ficha-13` on; tester report 3,
/// minor).
pub fn writes_azeotropes_in_english(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether a recorded text of `template_version` prints a figure rounded to
/// zero from below without its sign, '0.0 kPa', not '-0.0 kPa' (`ficha-13`
/// on; tester report 3, minor).
pub fn drops_negative_zero(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether an I-P sheet of `template_version` states the room per kilogram
/// of the EN 378 findings per cubic foot, as its figures, '20 % del LFL
/// por ft³' (`ficha-13` on; tester report 3, minor). Before, 'por m³'
/// beside figures in ft³.
pub fn states_rooms_per_cubic_foot(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether a sheet of `template_version` keeps a line's name on one line
/// and a circuit's compressor table whole under its heading (`ficha-13`
/// on, CSS). Before, 'Succión · Circuito 1' could wrap and a table could
/// break across pages.
pub fn keeps_line_names_and_compressor_tables_whole(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether a chiller's exchanger table of `template_version` flags
/// 'atención' on a capacity the estimate covers only within its
/// uncertainty (`ficha-13` on; engineering review E2).
pub fn flags_estimates_within_uncertainty(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether an unverified exchanger capacity of `template_version` blames
/// the missing temperatures only where the project gives none, else the
/// fluid's property table (`ficha-13` on; engineering review E2). Before,
/// always the temperatures.
pub fn says_why_capacity_unverified(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether the envelope charts of `template_version` draw an envelope of
/// the tool's default limits (engine 1.13.0's `envelopeSource:
/// toolDefaults`, or an older answer whose limits are the defaults)
/// dashed, with no point judged inside, and say under it 'Envolvente del
/// fabricante no indicada (límites por defecto de la herramienta)'
/// (`ficha-13` on; tester report 3, defect 3; decision
/// 2026-11-28-envelope-provenance-of-recorded-sets). Before, as the
/// maker's rectangle.
pub fn marks_default_envelopes(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether the charts of `template_version` (envelopes, p-h diagrams)
/// place every label measured with the inlined font in the sheet's
/// language so that none overlaps another text, a point or the envelope's
/// edge or leaves the plot, with a leader where it stands away from its
/// point, and a label that finds no room as a numbered note under the
/// chart (`ficha-14` on; issue 23 item 4, the tester's big rack; decision
/// 2026-11-28-chart-labels-never-overlap). Before, a label that found no
/// room was written at its first choice, over another.
pub fn places_labels_strictly(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a water-cooled chiller's sheet of `template_version` prints its
/// plate condenser per refrigerant circuit in a table like the cold side's
/// exchangers (circuit, model, heat, capacity at the design condition,
/// flow, water-side drop, approach; engine 1.13.0, `ficha-13` on; tester
/// report 3, defect 2; decision 2026-11-28-plate-condenser-selection).
/// Before, the hot side printed its heat and flow only.
pub fn prints_plate_condensers(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether an I-P sheet of `template_version` converts a figure of a
/// recorded text from the answer's exact value it is the rounding of (a
/// capacity, a charge), and a room minimum of the EN 378 findings from
/// the unrounded charge over the limit, rounded up (`ficha-12` on; tester
/// report 2, defects 21 and 15): one figure per quantity on the page.
/// Before, from the rounded figure as written ('295 833 BTU/h' in a
/// warning beside the condenser's '295 719 BTU/h').
pub fn converts_from_exact_figures(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether a sheet of `template_version` prints its figures in the number
/// locale the project chose (`numberLocale`), the company's only when the
/// project has none (`ficha-12` on; tester report 2, defect 33). Before,
/// always the company's.
pub fn prints_project_locale(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether the recorded texts of a sheet of `template_version` (warnings,
/// notes, the PS basis) print their figures with units in the sheet's
/// decimal mark, as the rest of the sheet (`ficha-12` on; tester report
/// 3, defect 29: '22.4 L' on a decimal-comma sheet reads as 224 L).
/// Before, as the engine wrote them, with a decimal point.
pub fn prints_recorded_figures_in_locale(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether a condensing unit of several suction circuits says, first in
/// its condenser section, that they share the condenser, the liquid line
/// and the receiver: one refrigerant circuit (`ficha-12` on; tester report
/// 3, defect 9). Before, nothing said it.
pub fn says_shared_refrigerant_circuit(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether the traceability appendix of `template_version` keeps each id
/// on one line (a UUID with its ':p1' suffix), breaking only between ids
/// (`ficha-12` on; tester's report 1, defect 26, seen again in report 3:
/// '3f295a12-0ec2-4c02-a93d-' / '062043570272:p1' at a hyphen). Before,
/// a line could end at any hyphen of an id.
pub fn keeps_ids_whole(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether a failed automatic selection of a circuit's condenser (a
/// condenser per refrigerant circuit) is stated once, among the warnings,
/// and not again in its circuit's rows (`ficha-12` on; tester report 3,
/// defect 13, as `states_selection_failure_once` for the unit's).
pub fn states_circuit_failure_once(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether a multi-circuit sheet of `template_version` names the circuit
/// in its envelope charts' titles and its electrical RLA rows as the
/// headings do ('RLA 3DB3-100E-TFD · Circuito 1 (MT)'; `ficha-12` on;
/// tester report 2, defect 17, the rest). Before, the compressor only.
pub fn names_circuits_of_compressors(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether a chiller's exchanger table of `template_version` prints each
/// exchanger's capacity as engine 1.12.0 judged it: the estimate at the
/// circuit's duty with '(estimación)' and the method in notes, or the
/// catalogue's '(sin verificar)' (`ficha-12` on; tester report 2, defect
/// 34; decision 2026-11-28-plate-evaporator-capacity-at-the-duty).
pub fn prints_exchanger_at_duty(template_version: &str) -> bool {
    from_ficha_12(template_version)
}

/// Whether a sheet of `template_version` states a failed automatic
/// condenser selection once, among the warnings as the screen lists it,
/// and not again in the condenser section's notes (`ficha-11` on; second
/// tester pass, defect 29; decision 2026-11-27-no-condenser-no-verdict).
pub fn states_selection_failure_once(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a sheet of `template_version` names each circuit one way on the
/// whole page (`ficha-11` on; tester defect 15, the rest): the p-h
/// diagrams' titles as the headings name the circuits ('Circuito 2 (LT)',
/// 'Circuitos 1 (MT) y 3 (MT2)'), a one-circuit unit's circuit 'Circuito
/// 1' in its compressors' heading as in its lines, its water side and the
/// calculation's texts (not 'Circuito Único'; its one diagram untitled),
/// and the water side's pressure drop rows as its exchanger rows
/// ('Caída de presión del agua · Circuito 1 (A)'). Before, the diagrams
/// said 'Circuito 1' and 'Circuitos 1 y 2' and a one-circuit unit's
/// compressors 'Circuito Único'.
pub fn names_circuits_alike(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a sheet of `template_version` prints a line that no tube of the
/// sizer's table holds PS at (`noTubeHoldsPressure`) as 'No construible
/// con la tabla', with no size, velocity or loss (`ficha-11` on; tester
/// report 2, defect 5). Before, its hydraulic copper size read as the
/// selection.
pub fn prints_unbuildable_lines(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a sheet of `template_version` states what the oil-return check
/// at a capacity range's minimum found in the circuit's suction lines
/// ('retorno de aceite en el mínimo: con doble montante en las líneas de
/// succión 1, 2 …'; `ficha-11` on; tester report 2, defect 26). Before,
/// 'retorno de aceite comprobado en el mínimo' read as a pass whatever it
/// found.
pub fn states_oil_return_result(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether the charge section of `template_version` prints each
/// independent refrigerant circuit's charge and t CO₂-eq under its table
/// (engine 1.11.0's `refrigerantCharge.circuits`; `ficha-11` on; tester's
/// defect 8 of report 2).
pub fn prints_charge_per_circuit(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether the electrical table of `template_version` names its last row
/// 'Suma de RLA y cargas' (Σ RLA, heaters, control, fans), so it is not
/// read as the running current of 'Totales del sistema' (`ficha-11` on;
/// before, 'Corriente total').
pub fn names_load_sum_apart(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a chiller's water side of `template_version` prints the flows
/// of its pressure drop rows in the unit the project chose for the cold
/// side, as its flow row (`ficha-11` on; tester defect 14); before, in
/// L/min (US gal/min on I-P).
pub fn drop_flows_as_chosen(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a chiller's water side of `template_version` tabulates its
/// plate exchangers, one row per circuit (exchanger, capacity, flow,
/// pressure drop, approach, rating; `ficha-11` on, tester defect 18);
/// before, each as rows of the section's two-column grid.
pub fn tabulates_exchangers(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a sheet of `template_version` names things in plain Spanish
/// (`ficha-11` on, tester's report 2): a motor-compressor 'Motocompresor'
/// (not the form's card label 'Moto Compresora'), the receivers
/// 'Recipientes de líquido' as the charge table, and a digital capacity
/// control 'Digital' on compressors that are not scrolls.
pub fn names_in_plain_spanish(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether an English sheet of `template_version` also reads its texts by
/// `language::FROM_FICHA_11` (`ficha-11` on; tester defect 9 and the
/// untranslated p-h caption): texts older versions printed in Spanish,
/// marked or not, so those keep their bytes.
pub fn reads_ficha_11_phrases(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a sheet of `template_version` prints the component that limits
/// a verdict (engine 1.10.0's `limitedBy`) and a condenser chosen by id or
/// typed with its model, capacity and fans (`givenCondenser`), and prints
/// each warning once (`ficha-10` on; decision
/// 2026-11-27-verdict-limited-by-components).
pub fn prints_component_limits(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether a sheet of `template_version` states each circuit's rating
/// conditions where they differ and names circuits one way, 'Circuito 2
/// (LT)' (`ficha-10` on; issue 23, tester defects 8 and 15).
pub fn states_every_circuit(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether a chiller's sheet of `template_version` prints each plate
/// exchanger's pressure drop at the duty's flow (kPa, psi on I-P), its
/// rating once and how the figure was scaled (`ficha-10` on); before, a
/// note said the catalogue did not record it.
pub fn prints_water_pressure_drop(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether a motor-compressor's sheet of `template_version` prints its
/// electrical data (supply, RLA, MCA, MOCP, breaker) and its COP at the
/// duty (`ficha-9` on); before, only its running current.
pub fn prints_bare_compressor_electrical(template_version: &str) -> bool {
    from_ficha_9(template_version)
}

/// Whether a chiller's sheet of `template_version` prints every row of the
/// cold side (fluid, flow, inlet and outlet, approach), saying 'no
/// indicado' for what the project does not state (`ficha-9` on); before,
/// only the rows the project stated.
pub fn prints_whole_cold_side(template_version: &str) -> bool {
    from_ficha_9(template_version)
}

/// Whether the charge table of `template_version` prints a mass allowance
/// without its volume and density ('—'), omits an empty one, and prints
/// the CO₂ equivalent under the table rather than in the 'Nota' column
/// (`ficha-9` on).
pub fn prints_charge_apart(template_version: &str) -> bool {
    from_ficha_9(template_version)
}

/// Whether the lines table of `template_version` heads its rating as gauge
/// on an SI sheet ('bar(g)'; `ficha-9` on); before, 'bar'.
pub fn heads_gauge_rating(template_version: &str) -> bool {
    from_ficha_9(template_version)
}

/// Whether the p-h diagram of `template_version` names point 1 as the gas
/// at the compressor inlet (the figures' suction temperature) and draws
/// the dome up to the critical point (`ficha-9` on).
pub fn prints_true_ph_inlet(template_version: &str) -> bool {
    from_ficha_9(template_version)
}

/// The reference the p-h diagram of `template_version` prints enthalpy
/// and entropy from: IIR for every refrigerant (`ficha-10` on: the
/// dataset put blends there, tester's defect 6), else CoolProp's own as
/// those sheets were issued (blends off IIR).
pub fn ph_basis(template_version: &str) -> Basis {
    if from_ficha_10(template_version) {
        Basis::Iir
    } else {
        Basis::CoolProp
    }
}

/// Whether an I-P sheet of `template_version` quotes a regulation's
/// threshold as the regulation states it with its I-P figure beside, '40
/// kW (136 486 BTU/h)', '-50 °C (-58 °F)' (`ficha-14` on; issue 23
/// leftovers). `ficha-8` to `ficha-13` print the I-P figure alone, '136 486
/// BTU/h (11.4 TR)', a threshold no regulation states.
pub fn quotes_statutory_figures(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether the regulations section of `template_version` prints the
/// findings' figures in the sheet's number locale (`ficha-10` on, tester's
/// defect 16); before, as the calculation recorded them.
pub fn prints_findings_in_sheet_locale(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether the lines section of `template_version` says 'Sin tramo en
/// obra' when the answer sized no field piping (`ficha-9` on).
pub fn says_no_field_run(template_version: &str) -> bool {
    from_ficha_9(template_version)
}

/// How a sheet of `template_version` with these `figures` prints its
/// envelope charts: `ficha-1` drew ticks only, with a decimal point
/// whatever the locale; up to `ficha-6` a point label could cross the
/// envelope's edge; from `ficha-7` the axes are in the sheet's unit.
pub fn chart_text(template_version: &str, figures: Figures) -> ChartText {
    let locale = figures.locale;
    match template_version {
        "ficha-1" => ChartText {
            locale: NumberLocale::EsMx,
            limits: false,
            spread_labels: false,
            shape_note: false,
            clear_outline: false,
            unit: "°C",
            leaders: false,
            default_envelope: false,
            strict: false,
            english: false,
        },
        "ficha-2" | "ficha-3" => {
            ChartText { spread_labels: false, shape_note: false, clear_outline: false, ..ChartText::new(locale) }
        }
        "ficha-4" => ChartText { shape_note: false, clear_outline: false, ..ChartText::new(locale) },
        "ficha-5" | "ficha-6" => ChartText { clear_outline: false, ..ChartText::new(locale) },
        _ => ChartText {
            unit: figures.unit(Measure::Temperature),
            leaders: names_circuits_of_compressors(template_version),
            default_envelope: marks_default_envelopes(template_version),
            strict: places_labels_strictly(template_version),
            english: places_labels_strictly(template_version) && figures.language == SheetLanguage::En,
            ..ChartText::new(locale)
        },
    }
}

/// Whether a sheet of `template_version` names a condenser chosen in the
/// project and prints '—' for a type it does not know (`ficha-6` on).
pub fn names_every_field(template_version: &str) -> bool {
    is_sectioned(template_version) && !matches!(template_version, "ficha-4" | "ficha-5")
}

/// Whether a sheet of `template_version` prints in the language its project
/// asks for (`ficha-7` on); older versions print Spanish, as issued.
pub fn prints_language(template_version: &str) -> bool {
    is_sectioned(template_version) && !matches!(template_version, "ficha-4" | "ficha-5" | "ficha-6")
}

/// Whether a sheet of `template_version` prints the p-h diagrams (`ficha-5` on).
pub fn prints_ph_diagrams(template_version: &str) -> bool {
    is_sectioned(template_version) && template_version != "ficha-4"
}

/// Whether a sheet of `template_version` colours a compliance bar by the
/// engine's status as well as its percentage (`ficha-9` on): a circuit
/// `FUERA DE ENVOLVENTE` prints red. Earlier versions coloured by the
/// percentage alone, as issued.
pub fn colours_by_status(template_version: &str) -> bool {
    converts_recorded_texts(template_version) && template_version != "ficha-8"
}

/// Whether a sheet of `template_version` prints the project's version as
/// the user sees it, saves counted (`ficha-9` on), as its file name and
/// the history do; earlier versions printed the event number, which also
/// counts the sheets issued (v1, v3, v5 where the user saved three times).
pub fn prints_save_number(template_version: &str) -> bool {
    colours_by_status(template_version)
}

/// The project version a sheet of `template_version` prints ('Versión del
/// proyecto N'), recorded at event `project_version`, the save `shown_version`.
pub fn printed_version(template_version: &str, project_version: usize, shown_version: usize) -> usize {
    if prints_save_number(template_version) {
        shown_version
    } else {
        project_version
    }
}

/// Decimals of a line row's diameter (mm), pressure drop (kPa) and penalty (K).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineDecimals {
    pub diameter_mm: usize,
    pub pressure_drop: usize,
    pub penalty: usize,
}

/// How a sheet of `template_version` prints its line rows: `ficha-1` and
/// `ficha-2` with the fixed decimals they were issued with (1, 1, 2); later
/// versions with the quantity table's, which are the screen's.
pub fn line_decimals(template_version: &str) -> LineDecimals {
    if matches!(template_version, "ficha-1" | "ficha-2") {
        LineDecimals { diameter_mm: 1, pressure_drop: 1, penalty: 2 }
    } else {
        LineDecimals {
            diameter_mm: Quantity::PipeDiameter.decimals(),
            pressure_drop: Quantity::PressureDrop.decimals(),
            penalty: Quantity::SaturationPenalty.decimals(),
        }
    }
}

/// Whether the QR code of a sheet of `template_version` says only the
/// short verification code the footer prints, in words (`ficha-10` on);
/// before, the sheet id and an internal path.
pub fn qr_says_code(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether a chiller's water side of `template_version` states the
/// evaporation's freezing margin as the calculation applies it, 'más de
/// 1 K' (a circuit at exactly 1 K is refused; `ficha-11` on, tester's
/// report 2, defect 23); before, 'mín. 1 K'.
pub fn states_freezing_rule(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether the QR code of `template_version` declares its text UTF-8 with
/// an ECI designator (`ficha-11` on, tester's report 2, defect 22); before,
/// bare bytes that a reader may take for ISO-8859-1.
pub fn qr_says_utf8(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a sheet of `template_version` prints a conductor's area as NEC
/// Chapter 9, Table 8 gives it, three significant figures ('21.2 mm²';
/// `ficha-11` on, tester's report 2, defect 31); before, with two decimals
/// ('21.20 mm²').
pub fn conductor_area_as_nec(template_version: &str) -> bool {
    from_ficha_11(template_version)
}

/// Whether a motor-compressor's table of `template_version` prints its
/// capacities with the totals' two decimals (`ficha-10` on); before, one.
pub fn one_capacity_precision(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether a sheet of `template_version` prints an evaporating temperature
/// the circuits share once, and its blend line once (`ficha-10` on).
pub fn evaporation_once(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether an I-P sheet of `template_version` prints the EER beside the
/// COP with the condenser fans too (`ficha-10` on).
pub fn eer_beside_every_cop(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether an I-P sheet of `template_version` states the room a unit of
/// charge needs per pound ('each lb of charge needs 30.4 ft³'; `ficha-10`
/// on); before, per kilogram in cubic feet.
pub fn room_per_pound(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether the traceability appendix of `template_version` keeps ids and
/// hashes whole, breaking only where a hyphen allows (`ficha-10` on).
pub fn ids_unbroken(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether a sheet of `template_version` joins every figure to its unit
/// with a no-break space, so no line ends between them (`ficha-10` on).
pub fn joins_figures_to_units(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether the condenser analysis of `template_version` prints a legend
/// under its bar, naming each share (`ficha-10` on).
pub fn legends_condenser_shares(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// Whether the bars of `template_version` (compliance, condenser shares)
/// write their CSS widths with a decimal point whatever the sheet's number
/// locale (`ficha-13` on; tester report 4 #13: a decimal-comma sheet wrote
/// 'width: 70,2%', which CSS drops, and the condenser's bar collapsed).
pub fn writes_css_widths_with_a_point(template_version: &str) -> bool {
    from_ficha_13(template_version)
}

/// Whether the p-h diagram of `template_version` places its point numbers
/// clear of the cycle's lines (`ficha-10` on).
pub fn ph_labels_clear_of_cycle(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// How the p-h diagram of `template_version` places its point numbers:
/// strictly from `ficha-14` ([`places_labels_strictly`]), clear of the
/// cycle's lines from `ficha-10`, else beside each point.
pub fn ph_placement(template_version: &str) -> Placement {
    if places_labels_strictly(template_version) {
        Placement::Strict
    } else if ph_labels_clear_of_cycle(template_version) {
        Placement::ClearOfCycle
    } else {
        Placement::Near
    }
}

/// Whether a chiller's water side of `template_version` prints a computed
/// flow in the unit the project chose for that side, says it was computed
/// in the row's label, and names the chiller type by where its condenser
/// rejects heat (`ficha-10` on).
pub fn flows_as_chosen(template_version: &str) -> bool {
    from_ficha_10(template_version)
}

/// The application's version a sheet of `template_version` names in its
/// PDF's Creator ('Fichas Técnicas <version>'), fixed per template version
/// so that a sheet regenerates byte for byte whatever the build: `ficha-4`
/// to `ficha-9` were issued as 0.1.0 (the crates' version); from
/// `ficha-10` the application's one version, the one the settings screen
/// shows ([`crate::APP_VERSION`]).
pub fn creator_version(template_version: &str) -> &'static str {
    if from_ficha_10(template_version) {
        crate::APP_VERSION
    } else {
        "0.1.0"
    }
}

/// Whether a sheet of `template_version` prints under 'Alimentación' the
/// mains (the project's 50 or 60 Hz, `domain::engine::electrical::
/// mains_frequency`), not the first compressor's speed, on every type
/// (`ficha-14` on; issue 23, the variable-speed tester's item 1:
/// 'Alimentación 460 V · 3 fases · 70 Hz').
pub fn prints_mains_frequency(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a sheet of `template_version` states beside a variable-speed
/// compressor's speed at the duty the range its drive runs it over ('70 Hz
/// · variador de 30 a 70 Hz'), on every type (`ficha-14` on; issue 23, the
/// variable-speed tester's item 1; `speed::state_drive_speeds`).
pub fn states_drive_speeds(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether the electrical table of `template_version` prints one RLA row
/// per model per circuit, '2 × 15.11 A' for identical compressors, and a
/// variable-speed compressor's RLA with its speed, 'RLA VS3D-075-DEMO a
/// 70 Hz' (`ficha-14` on; `electrical::rla_rows`). Before, one row per
/// compressor: a circuit of two identical compressors printed two
/// identical rows.
pub fn groups_rla_rows(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a digital circuit's capacity range of `template_version` states
/// the share its answer records and words it as the digital scroll's
/// (`ficha-14` on; engine 1.14.0 takes 10 %, `speed::state_digital_minimum`).
pub fn states_digital_minimum(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a product-default capacity minimum of `template_version`
/// prints the share its answer took (`minimumShare`, else its provenance's
/// `vfdMinimum`) rather than today's product default (`ficha-14` on; code
/// review of issue 23, `speed::state_recorded_share`). Before, an edited
/// default would have misprinted every answer taken at the old one.
pub fn prints_recorded_minimum_share(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a digital circuit's capacity range of `template_version` says
/// its oil return was checked at the compressor's full flow while loaded,
/// its minimum being an average of loaded and unloaded cycles (`ficha-14`
/// on, engine 1.14.0 `loadedMassFlow`; `speed::state_loaded_flow`;
/// docs/decisions/2026-11-28-oil-return-of-a-digital-scroll.md).
pub fn states_digital_loaded_flow(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` names its efficiency
/// with the condenser fans as EN 14511 does, 'EER con ventiladores (EN
/// 14511)', 'EER with fans (EN 14511)' (`ficha-14` on; the review of
/// `ficha-13`: EN 14511-1 calls the cooling ratio EER, the heating one COP;
/// the shorter label also keeps the English I-P sheet's line whole). A
/// condensing unit keeps 'COP … (EN 13215)'. Before, 'COP con ventiladores
/// del condensador (EN 14511)'.
pub fn names_chiller_eer(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` says the flow a plate's
/// '(estimación)' is at, the flow of its row (`ficha-14` on, engine
/// 1.14.0 estimates there; issue 23, item 4). Before, '(estimación)'
/// beside a printed flow the estimate was not at, and nothing said so.
pub fn says_estimate_flow(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` writes every flow in US
/// gallons (every flow of an I-P sheet, a side chosen in gallons on an SI
/// one) 'GPM', as US engineers, the screens and its warnings write it
/// (`ficha-14` on; decision 2026-11-28-water-side-words).
/// Before, its tables wrote 'gal/min (EE. UU.)' ('US gal/min' in English)
/// beside warnings in 'GPM'.
pub fn words_flows_in_gpm(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` names a glycol with its
/// concentration's basis, 'Propilenglicol (MPG) al 30 % en masa'
/// (ENGINEERING.md section 1; `ficha-14` on). Before, 'al 30 %', a basis
/// the reader had to guess (mass or volume).
pub fn names_concentration_basis(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` names each side's fluid
/// as it is (`ficha-14` on): a glycol hot side's coefficient and pressure
/// drop the fluid's, its drop flagged '(agua, estimación)' as the cold
/// side's; a water cold side's estimate without 'escalado del agua a
/// Agua'. Before, a glycol hot side was 'de agua'.
pub fn names_side_fluids(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` words the water side's
/// recorded warnings from the answer's fields, their flows in the unit of
/// their side's flows (m³/h where the project chose it; GPM on I-P) and a
/// glycol hot side by its name (`ficha-14` on). Before, as recorded:
/// L/min on a sheet in m³/h, and 'Caudal de agua' for a glycol.
pub fn words_water_warnings_in_side_units(template_version: &str) -> bool {
    from_ficha_14(template_version)
}

/// Whether a chiller sheet of `template_version` prints a side's typed
/// flow in the decimals of its unit, '3.00 m³/h' beside the side's other
/// flows (`ficha-14` on). Before, with one decimal whatever its unit.
pub fn prints_typed_flows_in_unit_decimals(template_version: &str) -> bool {
    from_ficha_14(template_version)
}
