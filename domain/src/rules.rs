//! What every aggregate error says about itself, so the API can map it to a
//! status code without knowing each aggregate.

/// How a rejected command should be reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rejection {
    /// The command breaks a business rule (HTTP 422).
    RuleViolation,
    /// The command names something that does not exist (HTTP 404).
    NotFound,
    /// The command contradicts the current state, e.g. creating twice (HTTP 409).
    Conflict,
    /// The command was based on a version the aggregate has moved past
    /// (`If-Match` named an older one): HTTP 412, reload and retry.
    StaleVersion,
}

/// Implemented by every aggregate error enum.
pub trait DomainError: std::error::Error {
    /// Stable machine-readable code, e.g. `condenser.model_required`.
    fn code(&self) -> &'static str;
    /// How the rejection is reported.
    fn rejection(&self) -> Rejection;
    /// The API field the rule is about, when there is one (camelCase).
    fn field(&self) -> Option<&'static str> {
        None
    }
}

/// Optional physical dimensions of a piece of equipment, in mm and kg.
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Dimensions {
    pub length: Option<f64>,
    pub width: Option<f64>,
    pub height: Option<f64>,
    pub weight: Option<f64>,
}

impl Dimensions {
    /// True when every given figure is a finite number above zero.
    pub fn all_positive(&self) -> bool {
        [self.length, self.width, self.height, self.weight].into_iter().flatten().all(|v| v.is_finite() && v > 0.0)
    }
}

/// Trims a text field and returns `None` when nothing is left.
pub fn non_blank(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
}

/// Longest model name the catalogue keeps, in characters: longer names break
/// tables and dialogs and are never a real model code (issue 14).
pub const MODEL_MAX_CHARS: usize = 80;

/// Longest brand name, in characters.
pub const BRAND_MAX_CHARS: usize = 60;

/// Same catalogue name: case and surrounding spaces aside ('4ge-23y ' is '4GE-23Y').
pub fn same_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

/// True when `text` has more than `max` characters (not bytes).
pub fn too_long(text: &str, max: usize) -> bool {
    text.chars().count() > max
}

/// A text field of a settings draft: given, it is trimmed (empty included,
/// which clears it); left out, the current value stays.
pub fn trimmed_or_kept(value: Option<String>, current: &str) -> String {
    value.map_or_else(|| current.to_string(), |v| v.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_text_is_trimmed_when_given_and_kept_when_left_out() {
        assert_eq!(trimmed_or_kept(Some("  Frío SA ".into()), "Antes"), "Frío SA");
        assert_eq!(trimmed_or_kept(Some("   ".into()), "Antes"), "");
        assert_eq!(trimmed_or_kept(None, "Antes"), "Antes");
    }

    #[test]
    fn length_is_counted_in_characters_not_bytes() {
        assert!(!too_long(&"ñ".repeat(3), 3));
        assert!(too_long(&"ñ".repeat(4), 3));
    }
}
