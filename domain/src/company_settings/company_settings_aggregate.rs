use serde::{Deserialize, Serialize};

use crate::number_format::NumberLocale;
use crate::regulation::Jurisdiction;
use crate::rules::{too_long, trimmed_or_kept};
use crate::saved_settings::{SavedSettings, SettingsKind};

use super::{CompanyDraft, CompanySettingsCommand, CompanySettingsError, CompanySettingsEvent};

/// The one aggregate id of the company settings.
pub const COMPANY_SETTINGS_ID: &str = "company";
/// The preset name shown before anyone saved (app-and-projects.md section 2).
pub const DEFAULT_COMPANY_NAME: &str = "Fichas Técnicas Refrigeración";
/// Longest text of a company field, in characters.
pub const MAX_LENGTH: usize = 200;

/// Company details as every data sheet prints them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyDetails {
    pub company_name: String,
    pub email: String,
    pub phone: String,
    pub website: String,
    /// How numbers print on screens and sheets. Events saved before it
    /// existed read as the default, es-MX.
    #[serde(default)]
    pub number_locale: NumberLocale,
    /// Where the company's projects are installed by default: the rules the
    /// regulatory check applies (issue 21 item 7). Older events: `other`.
    #[serde(default)]
    pub jurisdiction: Jurisdiction,
}

impl Default for CompanyDetails {
    fn default() -> Self {
        Self {
            company_name: DEFAULT_COMPANY_NAME.into(),
            email: String::new(),
            phone: String::new(),
            website: String::new(),
            number_locale: NumberLocale::default(),
            jurisdiction: Jurisdiction::default(),
        }
    }
}

/// A plausible address: one `@`, something before it, a dotted domain after
/// it, no spaces. Deliverability is not ours to check.
fn is_email(text: &str) -> bool {
    let Some((local, domain)) = text.split_once('@') else { return false };
    !local.is_empty()
        && !domain.contains('@')
        && !text.chars().any(char::is_whitespace)
        && domain.split('.').count() >= 2
        && domain.split('.').all(|part| !part.is_empty())
}

fn bounded(value: String, field: &'static str, label: &'static str) -> Result<String, CompanySettingsError> {
    if too_long(&value, MAX_LENGTH) {
        return Err(CompanySettingsError::TooLong { field, label });
    }
    Ok(value)
}

impl CompanyDetails {
    /// Applies a draft over `self` and checks every rule, in screen order.
    pub fn merged(&self, draft: CompanyDraft) -> Result<Self, CompanySettingsError> {
        let company_name = trimmed_or_kept(draft.company_name, &self.company_name);
        if company_name.is_empty() {
            return Err(CompanySettingsError::NameRequired);
        }
        let company_name = bounded(company_name, "companyName", "El nombre de la empresa")?;
        let email = bounded(trimmed_or_kept(draft.email, &self.email), "email", "El correo electrónico")?;
        if !email.is_empty() && !is_email(&email) {
            return Err(CompanySettingsError::InvalidEmail);
        }
        let phone = bounded(trimmed_or_kept(draft.phone, &self.phone), "phone", "El teléfono")?;
        let website = bounded(trimmed_or_kept(draft.website, &self.website), "website", "El sitio web")?;
        let number_locale = match draft.number_locale {
            Some(tag) => NumberLocale::parse(&tag).ok_or(CompanySettingsError::UnknownNumberLocale)?,
            None => self.number_locale,
        };
        let jurisdiction = match draft.jurisdiction {
            Some(code) => Jurisdiction::parse(&code).ok_or(CompanySettingsError::UnknownJurisdiction)?,
            None => self.jurisdiction,
        };
        Ok(Self { company_name, email, phone, website, number_locale, jurisdiction })
    }
}

/// The company settings: the details in force, and whether anyone saved
/// them ([`SavedSettings`]).
pub type CompanySettings = SavedSettings<CompanySettingsKind>;

/// What the company settings name in the settings lifecycle: their details,
/// command, event and error.
pub struct CompanySettingsKind;

impl SettingsKind for CompanySettingsKind {
    const TYPE: &'static str = "CompanySettings";
    type Settings = CompanyDetails;
    type Draft = CompanyDraft;
    type Command = CompanySettingsCommand;
    type Event = CompanySettingsEvent;
    type Error = CompanySettingsError;

    fn draft(command: CompanySettingsCommand) -> CompanyDraft {
        let CompanySettingsCommand::SaveCompanySettings(draft) = command;
        draft
    }

    fn merged(current: &CompanyDetails, draft: CompanyDraft) -> Result<CompanyDetails, CompanySettingsError> {
        current.merged(draft)
    }

    fn saved(details: CompanyDetails) -> CompanySettingsEvent {
        CompanySettingsEvent::CompanySettingsSaved { details }
    }

    fn settings(event: CompanySettingsEvent) -> CompanyDetails {
        let CompanySettingsEvent::CompanySettingsSaved { details } = event;
        details
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    type CompanyTest = TestFramework<CompanySettings>;

    fn draft() -> CompanyDraft {
        CompanyDraft {
            company_name: Some("  Frío Industrial SA  ".into()),
            email: Some("ventas@frio.example".into()),
            phone: Some("+52 55 1234 5678".into()),
            website: Some("https://frio.example".into()),
            number_locale: None,
            jurisdiction: None,
        }
    }

    fn details() -> CompanyDetails {
        CompanyDetails {
            company_name: "Frío Industrial SA".into(),
            email: "ventas@frio.example".into(),
            phone: "+52 55 1234 5678".into(),
            website: "https://frio.example".into(),
            number_locale: NumberLocale::EsMx,
            jurisdiction: Jurisdiction::Other,
        }
    }

    fn save(draft: CompanyDraft) -> CompanySettingsCommand {
        CompanySettingsCommand::SaveCompanySettings(draft)
    }

    #[test]
    fn it_should_start_from_the_preset_name() {
        assert_eq!(CompanyDetails::default().company_name, "Fichas Técnicas Refrigeración");
    }

    #[test]
    fn it_should_save_trimmed_details() {
        CompanyTest::with(())
            .given_no_previous_events()
            .when(save(draft()))
            .then_expect_events(vec![CompanySettingsEvent::CompanySettingsSaved { details: details() }]);
    }

    #[test]
    fn it_should_record_a_first_save_of_the_preset() {
        CompanyTest::with(()).given_no_previous_events().when(save(CompanyDraft::default())).then_expect_events(vec![
            CompanySettingsEvent::CompanySettingsSaved { details: CompanyDetails::default() },
        ]);
    }

    #[test]
    fn it_should_record_nothing_when_a_later_save_changes_nothing() {
        CompanyTest::with(())
            .given(vec![CompanySettingsEvent::CompanySettingsSaved { details: details() }])
            .when(save(draft()))
            .then_expect_events(vec![]);
    }

    #[test]
    fn it_should_keep_fields_the_draft_leaves_out() {
        let only_phone = CompanyDraft { phone: Some("555".into()), ..Default::default() };
        CompanyTest::with(())
            .given(vec![CompanySettingsEvent::CompanySettingsSaved { details: details() }])
            .when(save(only_phone))
            .then_expect_events(vec![CompanySettingsEvent::CompanySettingsSaved {
                details: CompanyDetails { phone: "555".into(), ..details() },
            }]);
    }

    #[test]
    fn it_should_not_save_a_blank_company_name() {
        CompanyTest::with(())
            .given_no_previous_events()
            .when(save(CompanyDraft { company_name: Some("   ".into()), ..draft() }))
            .then_expect_error(CompanySettingsError::NameRequired);
    }

    #[test]
    fn it_should_not_save_an_invalid_email() {
        for email in
            ["ventas", "ventas@", "@frio.example", "ventas@frio", "ven tas@frio.example", "a@b@c.mx", "a@frio..mx"]
        {
            CompanyTest::with(())
                .given_no_previous_events()
                .when(save(CompanyDraft { email: Some(email.into()), ..draft() }))
                .then_expect_error(CompanySettingsError::InvalidEmail);
        }
    }

    #[test]
    fn it_should_accept_an_empty_email() {
        CompanyTest::with(())
            .given_no_previous_events()
            .when(save(CompanyDraft { email: Some(String::new()), ..draft() }))
            .then_expect_events(vec![CompanySettingsEvent::CompanySettingsSaved {
                details: CompanyDetails { email: String::new(), ..details() },
            }]);
    }

    #[test]
    fn it_should_not_save_a_field_longer_than_the_header_holds() {
        CompanyTest::with(())
            .given_no_previous_events()
            .when(save(CompanyDraft { website: Some("w".repeat(201)), ..draft() }))
            .then_expect_error(CompanySettingsError::TooLong { field: "website", label: "El sitio web" });
    }

    #[test]
    fn it_should_save_a_number_locale_and_keep_it_when_left_out() {
        CompanyTest::with(())
            .given_no_previous_events()
            .when(save(CompanyDraft { number_locale: Some("es-AR".into()), ..draft() }))
            .then_expect_events(vec![CompanySettingsEvent::CompanySettingsSaved {
                details: CompanyDetails { number_locale: NumberLocale::EsAr, ..details() },
            }]);
        CompanyTest::with(())
            .given(vec![CompanySettingsEvent::CompanySettingsSaved {
                details: CompanyDetails { number_locale: NumberLocale::EsCl, ..details() },
            }])
            .when(save(CompanyDraft { phone: Some("555".into()), ..Default::default() }))
            .then_expect_events(vec![CompanySettingsEvent::CompanySettingsSaved {
                details: CompanyDetails { phone: "555".into(), number_locale: NumberLocale::EsCl, ..details() },
            }]);
    }

    #[test]
    fn it_should_refuse_an_unknown_number_locale() {
        for tag in ["en-US", "es", "ES-es", ""] {
            CompanyTest::with(())
                .given_no_previous_events()
                .when(save(CompanyDraft { number_locale: Some(tag.into()), ..draft() }))
                .then_expect_error(CompanySettingsError::UnknownNumberLocale);
        }
    }

    #[test]
    fn it_should_read_an_event_saved_before_the_number_locale_existed_as_es_mx() {
        let old = r#"{"CompanySettingsSaved":{"details":{"companyName":"Frío","email":"","phone":"","website":""}}}"#;
        let event: CompanySettingsEvent = serde_json::from_str(old).unwrap();
        let CompanySettingsEvent::CompanySettingsSaved { details } = event;
        assert_eq!(details.number_locale, NumberLocale::EsMx);
        assert_eq!(serde_json::to_value(&details).unwrap()["numberLocale"], "es-MX");
    }

    #[test]
    fn it_should_save_a_jurisdiction_and_refuse_an_unknown_one() {
        CompanyTest::with(())
            .given_no_previous_events()
            .when(save(CompanyDraft { jurisdiction: Some("mx".into()), ..draft() }))
            .then_expect_events(vec![CompanySettingsEvent::CompanySettingsSaved {
                details: CompanyDetails { jurisdiction: Jurisdiction::Mx, ..details() },
            }]);
        CompanyTest::with(())
            .given_no_previous_events()
            .when(save(CompanyDraft { jurisdiction: Some("FR".into()), ..draft() }))
            .then_expect_error(CompanySettingsError::UnknownJurisdiction);
    }

    #[test]
    fn it_should_read_events_saved_before_the_jurisdiction_as_other() {
        let old = r#"{"companyName":"A","email":"","phone":"","website":""}"#;
        let details: CompanyDetails = serde_json::from_str(old).unwrap();
        assert_eq!(details.jurisdiction, Jurisdiction::Other);
    }
}
