use serde::{Deserialize, Serialize};

use super::{DesignConfigCommand, DesignConfigError, DesignConfigEvent, DesignDraft};
use crate::rules::{too_long, trimmed_or_kept};
use crate::saved_settings::{SavedSettings, SettingsKind};

/// The one aggregate id of the PDF design.
pub const DESIGN_CONFIG_ID: &str = "design";
/// Where uploaded images are served; the only image URLs a design accepts.
pub const OBJECT_URL_PREFIX: &str = "/api/objects/public/";
pub const MAX_FOOTER_TEXT: usize = 300;

/// Where the logo sits in the header band.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum LogoPosition {
    #[default]
    TopLeft,
    TopCenter,
    TopRight,
}

impl LogoPosition {
    fn parse(text: &str) -> Option<Self> {
        match text.trim() {
            "top-left" => Some(Self::TopLeft),
            "top-center" => Some(Self::TopCenter),
            "top-right" => Some(Self::TopRight),
            _ => None,
        }
    }
}

/// The design in force (app-and-projects.md section 3, with its defaults).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DesignSettings {
    pub header_color: String,
    pub footer_color: String,
    pub accent_color: String,
    pub logo_position: LogoPosition,
    pub footer_text: String,
    pub logo_url: String,
    pub rack_image_url: String,
    pub condensing_unit_image_url: String,
    pub chiller_image_url: String,
    pub heat_pump_image_url: String,
    pub motor_compressor_image_url: String,
    /// Print the 'Trazabilidad' appendix page (ids, versions, hashes) after
    /// the sheet; off by default, so the customer's copy carries none
    /// (issue 23). Designs saved before it existed read as off.
    #[serde(default)]
    pub traceability_appendix: bool,
}

impl Default for DesignSettings {
    fn default() -> Self {
        Self {
            header_color: "#2980b9".into(),
            footer_color: "#34495e".into(),
            accent_color: "#3498db".into(),
            logo_position: LogoPosition::TopLeft,
            footer_text: String::new(),
            logo_url: String::new(),
            rack_image_url: String::new(),
            condensing_unit_image_url: String::new(),
            chiller_image_url: String::new(),
            heat_pump_image_url: String::new(),
            motor_compressor_image_url: String::new(),
            traceability_appendix: false,
        }
    }
}

/// `#RRGGBB`, kept in lower case so equal colours compare equal.
fn color(value: Option<String>, current: &str, field: &'static str) -> Result<String, DesignConfigError> {
    let Some(value) = value else { return Ok(current.to_string()) };
    let value = value.trim();
    let hex = value.strip_prefix('#').filter(|h| h.len() == 6 && h.chars().all(|c| c.is_ascii_hexdigit()));
    hex.map(|h| format!("#{}", h.to_ascii_lowercase())).ok_or(DesignConfigError::InvalidColor { field })
}

/// An image field's value as a pattern (the OpenAPI document states it):
/// empty, or an object URL [`is_object_url`] accepts, with spaces around.
pub const OBJECT_URL_PATTERN: &str = r"^\s*(/api/objects/public/[0-9a-f]{64}\.(png|jpg|svg))?\s*$";

/// Whether `url` names an object of this server's store: the prefix and a
/// content-addressed key (`<sha256>.<png|jpg|svg>`).
pub fn is_object_url(url: &str) -> bool {
    let Some(key) = url.strip_prefix(OBJECT_URL_PREFIX) else { return false };
    let Some((hash, extension)) = key.split_once('.') else { return false };
    hash.len() == 64
        && hash.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
        && matches!(extension, "png" | "jpg" | "svg")
}

fn image(value: Option<String>, current: &str, field: &'static str) -> Result<String, DesignConfigError> {
    let Some(value) = value else { return Ok(current.to_string()) };
    let value = value.trim();
    if value.is_empty() || is_object_url(value) {
        Ok(value.to_string())
    } else {
        Err(DesignConfigError::InvalidImageUrl { field })
    }
}

impl DesignSettings {
    /// Applies a draft over `self` and checks every rule, in screen order
    /// (tab Colores, then Logo, then Imágenes).
    pub fn merged(&self, draft: DesignDraft) -> Result<Self, DesignConfigError> {
        let header_color = color(draft.header_color, &self.header_color, "headerColor")?;
        let footer_color = color(draft.footer_color, &self.footer_color, "footerColor")?;
        let accent_color = color(draft.accent_color, &self.accent_color, "accentColor")?;
        let logo_url = image(draft.logo_url, &self.logo_url, "logoUrl")?;
        let logo_position = match draft.logo_position {
            Some(text) => LogoPosition::parse(&text).ok_or(DesignConfigError::InvalidLogoPosition)?,
            None => self.logo_position,
        };
        let footer_text = trimmed_or_kept(draft.footer_text, &self.footer_text);
        if too_long(&footer_text, MAX_FOOTER_TEXT) {
            return Err(DesignConfigError::FooterTextTooLong);
        }
        Ok(Self {
            header_color,
            footer_color,
            accent_color,
            logo_position,
            footer_text,
            logo_url,
            rack_image_url: image(draft.rack_image_url, &self.rack_image_url, "rackImageUrl")?,
            condensing_unit_image_url: image(
                draft.condensing_unit_image_url,
                &self.condensing_unit_image_url,
                "condensingUnitImageUrl",
            )?,
            chiller_image_url: image(draft.chiller_image_url, &self.chiller_image_url, "chillerImageUrl")?,
            heat_pump_image_url: image(draft.heat_pump_image_url, &self.heat_pump_image_url, "heatPumpImageUrl")?,
            motor_compressor_image_url: image(
                draft.motor_compressor_image_url,
                &self.motor_compressor_image_url,
                "motorCompressorImageUrl",
            )?,
            traceability_appendix: draft.traceability_appendix.unwrap_or(self.traceability_appendix),
        })
    }
}

/// The PDF design aggregate: the settings in force, and whether anyone
/// saved them ([`SavedSettings`]).
pub type DesignConfig = SavedSettings<DesignConfigKind>;

/// What the PDF design names in the settings lifecycle: its settings,
/// command, event and error.
pub struct DesignConfigKind;

impl SettingsKind for DesignConfigKind {
    const TYPE: &'static str = "DesignConfig";
    type Settings = DesignSettings;
    type Draft = DesignDraft;
    type Command = DesignConfigCommand;
    type Event = DesignConfigEvent;
    type Error = DesignConfigError;

    fn draft(command: DesignConfigCommand) -> DesignDraft {
        let DesignConfigCommand::SaveDesignConfig(draft) = command;
        draft
    }

    fn merged(current: &DesignSettings, draft: DesignDraft) -> Result<DesignSettings, DesignConfigError> {
        current.merged(draft)
    }

    fn saved(settings: DesignSettings) -> DesignConfigEvent {
        DesignConfigEvent::DesignConfigSaved { settings }
    }

    fn settings(event: DesignConfigEvent) -> DesignSettings {
        let DesignConfigEvent::DesignConfigSaved { settings } = event;
        settings
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    type DesignTest = TestFramework<DesignConfig>;

    const LOGO: &str = "/api/objects/public/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png";

    fn save(draft: DesignDraft) -> DesignConfigCommand {
        DesignConfigCommand::SaveDesignConfig(draft)
    }

    fn saved(settings: DesignSettings) -> DesignConfigEvent {
        DesignConfigEvent::DesignConfigSaved { settings }
    }

    #[test]
    fn it_should_start_from_the_spec_defaults() {
        let defaults = DesignSettings::default();
        assert_eq!(
            (defaults.header_color.as_str(), defaults.footer_color.as_str(), defaults.accent_color.as_str()),
            ("#2980b9", "#34495e", "#3498db")
        );
        assert_eq!(defaults.logo_position, LogoPosition::TopLeft);
        assert!(!defaults.traceability_appendix, "the customer's copy carries no ids by default");
    }

    #[test]
    fn it_should_keep_the_traceability_appendix_until_asked_and_read_old_designs_without_it() {
        let on = DesignSettings::default()
            .merged(DesignDraft { traceability_appendix: Some(true), ..Default::default() })
            .unwrap();
        assert!(on.traceability_appendix);
        assert!(on.merged(DesignDraft::default()).unwrap().traceability_appendix, "left out, kept");
        let mut saved_before = serde_json::to_value(DesignSettings::default()).unwrap();
        saved_before.as_object_mut().unwrap().remove("traceabilityAppendix");
        let read: DesignSettings = serde_json::from_value(saved_before).unwrap();
        assert_eq!(read, DesignSettings::default());
    }

    #[test]
    fn it_should_save_colours_in_lower_case_and_keep_what_the_draft_leaves_out() {
        let draft = DesignDraft {
            header_color: Some(" #C0392B ".into()),
            logo_position: Some("top-right".into()),
            logo_url: Some(LOGO.into()),
            footer_text: Some("  Frío Industrial · Garantía 2 años ".into()),
            ..Default::default()
        };
        let expected = DesignSettings {
            header_color: "#c0392b".into(),
            logo_position: LogoPosition::TopRight,
            logo_url: LOGO.into(),
            footer_text: "Frío Industrial · Garantía 2 años".into(),
            ..DesignSettings::default()
        };
        DesignTest::with(()).given_no_previous_events().when(save(draft)).then_expect_events(vec![saved(expected)]);
    }

    #[test]
    fn it_should_not_accept_a_colour_that_is_not_hash_rrggbb() {
        for (text, draft) in [
            ("#12345", DesignDraft { header_color: Some("#12345".into()), ..Default::default() }),
            ("red", DesignDraft { footer_color: Some("red".into()), ..Default::default() }),
            ("#abc", DesignDraft { accent_color: Some("#abc".into()), ..Default::default() }),
            ("#gg0000", DesignDraft { header_color: Some("#gg0000".into()), ..Default::default() }),
        ] {
            let field = match text {
                "red" => "footerColor",
                "#abc" => "accentColor",
                _ => "headerColor",
            };
            DesignTest::with(())
                .given_no_previous_events()
                .when(save(draft))
                .then_expect_error(DesignConfigError::InvalidColor { field });
        }
    }

    #[test]
    fn it_should_not_accept_an_unknown_logo_position() {
        DesignTest::with(())
            .given_no_previous_events()
            .when(save(DesignDraft { logo_position: Some("bottom".into()), ..Default::default() }))
            .then_expect_error(DesignConfigError::InvalidLogoPosition);
    }

    #[test]
    fn it_should_not_accept_a_footer_text_longer_than_300_characters() {
        DesignTest::with(())
            .given_no_previous_events()
            .when(save(DesignDraft { footer_text: Some("ñ".repeat(301)), ..Default::default() }))
            .then_expect_error(DesignConfigError::FooterTextTooLong);
    }

    #[test]
    fn it_should_accept_only_images_this_server_holds() {
        for url in [
            "https://cdn.example/logo.png",
            "/api/objects/public/logo.png",
            "data:image/png;base64,AAAA",
            "/api/objects/public/../x.png",
        ] {
            DesignTest::with(())
                .given_no_previous_events()
                .when(save(DesignDraft { chiller_image_url: Some(url.into()), ..Default::default() }))
                .then_expect_error(DesignConfigError::InvalidImageUrl { field: "chillerImageUrl" });
        }
    }

    #[test]
    fn it_should_remove_an_image_given_an_empty_url() {
        let with_logo = DesignSettings { logo_url: LOGO.into(), ..DesignSettings::default() };
        DesignTest::with(())
            .given(vec![saved(with_logo)])
            .when(save(DesignDraft { logo_url: Some(String::new()), ..Default::default() }))
            .then_expect_events(vec![saved(DesignSettings::default())]);
    }

    #[test]
    fn it_should_record_nothing_when_a_later_save_changes_nothing() {
        DesignTest::with(())
            .given(vec![saved(DesignSettings::default())])
            .when(save(DesignDraft { header_color: Some("#2980B9".into()), ..Default::default() }))
            .then_expect_events(vec![]);
    }
}
