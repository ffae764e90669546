//! A coefficient set's application envelope as the manufacturer draws it: a
//! polygon of (to, tc) points (evaporating and condensing dew temperatures,
//! °C) inside the set's rectangle of limits. Makers publish envelopes as
//! polygons (a low-temperature scroll cannot run at −40 °C with a 55 °C
//! condensing temperature, although both limits appear in its rectangle);
//! ENGINEERING.md section 2 treats a duty point outside the envelope as
//! `fuera de rango`, and the polygon is that envelope when the sheet gives one.
//!
//! Point in polygon by the crossing-number test (M. Shimrat, "Algorithm 112:
//! Position of point relative to polygon", Communications of the ACM 5(8),
//! 1962, p. 434; W. R. Franklin's PNPOLY form), points on an edge inside.

use serde::{Deserialize, Serialize};

use super::coefficients::{DEFAULT_COND_MAX, DEFAULT_COND_MIN, DEFAULT_EVAP_MAX, DEFAULT_EVAP_MIN};
use super::limits::ENVELOPE_TEMP;
use super::CompressorError;

/// One corner of an envelope polygon, °C (the set's own unit before import).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EnvelopePoint {
    /// Evaporating dew temperature.
    pub to: f64,
    /// Condensing dew temperature.
    pub tc: f64,
}

/// Where a coefficient set's envelope comes from (tester report 3, defect
/// 3): the maker's drawn polygon, the maker's four limits, or the tool's
/// default limits for a source that states none (library.md section 5:
/// evaporation −45 to 7.5 °C, condensing 11.6 to 62 °C). Only the maker's
/// envelope supports an in/out verdict; the defaults are the calculator's
/// input bounds, not any compressor's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum EnvelopeSource {
    /// The maker's polygon (and the limits it states or its box).
    MakerPolygon,
    /// The maker's evaporating and condensing limits, all four stated.
    MakerRanges,
    /// The tool's default limits: the source stated none, or not all four.
    ToolDefaults,
}

impl EnvelopeSource {
    /// Whether the envelope is the manufacturer's (a verdict may rest on it).
    pub fn is_makers(self) -> bool {
        self != Self::ToolDefaults
    }

    /// What a set recorded without the flag (before engine 1.13.0) reads
    /// as: a polygon is the maker's; limits exactly equal to the spec's
    /// defaults are the defaults (decision
    /// 2026-11-28-envelope-provenance-of-recorded-sets); other limits the
    /// maker's ranges.
    pub fn of_recorded(polygon: bool, limits: [f64; 4]) -> Self {
        if polygon {
            Self::MakerPolygon
        } else if limits == DEFAULT_LIMITS {
            Self::ToolDefaults
        } else {
            Self::MakerRanges
        }
    }
}

/// The spec's default limits, °C: evaporating min, max, condensing min, max.
pub const DEFAULT_LIMITS: [f64; 4] = [DEFAULT_EVAP_MIN, DEFAULT_EVAP_MAX, DEFAULT_COND_MIN, DEFAULT_COND_MAX];

/// What the data sheet and the screens say of a set with the tool's
/// default limits (tester report 3, defect 3): they are not the maker's.
pub const TOOL_DEFAULTS_NOTE: &str = "Envolvente del fabricante no indicada (límites por defecto de la herramienta)";

/// The tool's default envelope as the screens receive it (GET
/// /api/polynomials/default-envelope): the spec's four limits and the words
/// the sheet prints under a chart drawn with them. The one source of both;
/// a screen types neither.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DefaultEnvelope {
    /// °C, library.md section 5.
    pub evap_temp_min: f64,
    /// °C.
    pub evap_temp_max: f64,
    /// °C.
    pub cond_temp_min: f64,
    /// °C.
    pub cond_temp_max: f64,
    /// [`TOOL_DEFAULTS_NOTE`].
    pub note: String,
}

impl DefaultEnvelope {
    /// The spec's defaults, [`DEFAULT_LIMITS`].
    pub fn of_spec() -> Self {
        let [evap_temp_min, evap_temp_max, cond_temp_min, cond_temp_max] = DEFAULT_LIMITS;
        Self { evap_temp_min, evap_temp_max, cond_temp_min, cond_temp_max, note: TOOL_DEFAULTS_NOTE.into() }
    }
}

/// Distances below this (K) count as on the edge.
const ON_EDGE: f64 = 1e-9;

/// Checks a polygon: at least three finite corners within the envelope
/// limits of any set, a non-zero area, and edges that do not cross.
pub fn check_polygon(points: &[EnvelopePoint]) -> Result<(), CompressorError> {
    if points.len() < 3 || area(points).abs() < 1e-6 {
        return Err(CompressorError::InvalidEnvelopePolygon);
    }
    if points.iter().any(|p| !ENVELOPE_TEMP.contains(p.to) || !ENVELOPE_TEMP.contains(p.tc)) {
        return Err(CompressorError::EnvelopeOutOfRange);
    }
    let n = points.len();
    for i in 0..n {
        for j in i + 1..n {
            // Neighbouring edges share a corner; only the others may not meet.
            if j == i + 1 || (i == 0 && j == n - 1) {
                continue;
            }
            if segments_cross(edge(points, i), edge(points, j)) {
                return Err(CompressorError::InvalidEnvelopePolygon);
            }
        }
    }
    Ok(())
}

/// (to min, to max, tc min, tc max) of the corners.
pub fn bounds(points: &[EnvelopePoint]) -> (f64, f64, f64, f64) {
    points.iter().fold((f64::MAX, f64::MIN, f64::MAX, f64::MIN), |(a, b, c, d), p| {
        (a.min(p.to), b.max(p.to), c.min(p.tc), d.max(p.tc))
    })
}

/// True when (to, tc) lies inside the polygon or on its edge.
pub fn contains(points: &[EnvelopePoint], to: f64, tc: f64) -> bool {
    if distance_to_edge(points, to, tc) <= ON_EDGE {
        return true;
    }
    let mut inside = false;
    let n = points.len();
    let mut j = n - 1;
    for i in 0..n {
        let (a, b) = (points[i], points[j]);
        if (a.tc > tc) != (b.tc > tc) && to < (b.to - a.to) * (tc - a.tc) / (b.tc - a.tc) + a.to {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// K from (to, tc) to the nearest edge: positive inside, negative outside.
pub fn signed_margin(points: &[EnvelopePoint], to: f64, tc: f64) -> f64 {
    let d = distance_to_edge(points, to, tc);
    if contains(points, to, tc) {
        d
    } else {
        -d
    }
}

fn edge(points: &[EnvelopePoint], i: usize) -> (EnvelopePoint, EnvelopePoint) {
    (points[i], points[(i + 1) % points.len()])
}

fn distance_to_edge(points: &[EnvelopePoint], to: f64, tc: f64) -> f64 {
    (0..points.len()).map(|i| segment_distance(edge(points, i), to, tc)).fold(f64::MAX, f64::min)
}

fn segment_distance((a, b): (EnvelopePoint, EnvelopePoint), to: f64, tc: f64) -> f64 {
    let (dx, dy) = (b.to - a.to, b.tc - a.tc);
    let length2 = dx * dx + dy * dy;
    let t = if length2 == 0.0 { 0.0 } else { (((to - a.to) * dx + (tc - a.tc) * dy) / length2).clamp(0.0, 1.0) };
    ((a.to + t * dx - to).powi(2) + (a.tc + t * dy - tc).powi(2)).sqrt()
}

/// Shoelace formula.
fn area(points: &[EnvelopePoint]) -> f64 {
    (0..points.len()).map(|i| edge(points, i)).map(|(a, b)| a.to * b.tc - b.to * a.tc).sum::<f64>() / 2.0
}

fn orientation(a: EnvelopePoint, b: EnvelopePoint, c: EnvelopePoint) -> f64 {
    (b.to - a.to) * (c.tc - a.tc) - (b.tc - a.tc) * (c.to - a.to)
}

fn segments_cross((a, b): (EnvelopePoint, EnvelopePoint), (c, d): (EnvelopePoint, EnvelopePoint)) -> bool {
    let (o1, o2) = (orientation(a, b, c), orientation(a, b, d));
    let (o3, o4) = (orientation(c, d, a), orientation(c, d, b));
    o1 * o2 < 0.0 && o3 * o4 < 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A low-temperature scroll's envelope, R404A (the shape of Copeland's
    /// ZF*K4E map: −40 °C only up to 40 °C condensing).
    fn scroll() -> Vec<EnvelopePoint> {
        [(-40.0, 20.0), (-40.0, 40.0), (-25.0, 55.0), (-5.0, 55.0), (-5.0, 20.0)]
            .map(|(to, tc)| EnvelopePoint { to, tc })
            .to_vec()
    }

    #[test]
    fn a_point_in_the_cut_corner_is_outside_although_inside_the_rectangle() {
        let p = scroll();
        assert_eq!(bounds(&p), (-40.0, -5.0, 20.0, 55.0));
        assert!(!contains(&p, -38.0, 52.0));
        assert!(signed_margin(&p, -38.0, 52.0) < 0.0);
        assert!(contains(&p, -20.0, 40.0));
        // Nearest edge: the cut from (−40, 40) to (−25, 55), tc = to + 80.
        assert!((signed_margin(&p, -20.0, 40.0) - 20.0 / 2f64.sqrt()).abs() < 1e-9);
    }

    #[test]
    fn a_recorded_set_reads_its_source_from_what_it_holds() {
        assert_eq!(EnvelopeSource::of_recorded(true, DEFAULT_LIMITS), EnvelopeSource::MakerPolygon);
        assert_eq!(EnvelopeSource::of_recorded(false, DEFAULT_LIMITS), EnvelopeSource::ToolDefaults);
        assert_eq!(EnvelopeSource::of_recorded(false, [-45.0, 7.5, 11.6, 60.0]), EnvelopeSource::MakerRanges);
        assert!(!EnvelopeSource::ToolDefaults.is_makers());
        assert!(EnvelopeSource::MakerRanges.is_makers());
        assert_eq!(serde_json::to_value(EnvelopeSource::ToolDefaults).unwrap(), "toolDefaults");
    }

    #[test]
    fn corners_and_edges_are_inside() {
        let p = scroll();
        assert!(contains(&p, -40.0, 20.0));
        assert!(contains(&p, -32.5, 47.5));
        assert!(contains(&p, -5.0, 30.0));
        assert!(!contains(&p, -4.9, 30.0));
    }

    #[test]
    fn a_polygon_needs_three_corners_an_area_and_no_crossing_edges() {
        let pts = |v: &[(f64, f64)]| v.iter().map(|&(to, tc)| EnvelopePoint { to, tc }).collect::<Vec<_>>();
        assert_eq!(check_polygon(&scroll()), Ok(()));
        assert_eq!(check_polygon(&pts(&[(-40.0, 20.0), (0.0, 50.0)])), Err(CompressorError::InvalidEnvelopePolygon));
        assert_eq!(
            check_polygon(&pts(&[(-40.0, 20.0), (-20.0, 30.0), (0.0, 40.0)])),
            Err(CompressorError::InvalidEnvelopePolygon)
        );
        // A bow tie.
        assert_eq!(
            check_polygon(&pts(&[(-40.0, 20.0), (0.0, 50.0), (0.0, 20.0), (-40.0, 50.0)])),
            Err(CompressorError::InvalidEnvelopePolygon)
        );
        assert_eq!(
            check_polygon(&pts(&[(-400.0, 20.0), (0.0, 50.0), (0.0, 20.0)])),
            Err(CompressorError::EnvelopeOutOfRange)
        );
    }
}
