/// What the user typed on /configuracion. A missing field keeps its value.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CompanyDraft {
    pub company_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub website: Option<String>,
    /// es-MX, es-ES, es-AR, es-CL or es-CO.
    pub number_locale: Option<String>,
    /// EU, ES, MX or other.
    pub jurisdiction: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum CompanySettingsCommand {
    SaveCompanySettings(CompanyDraft),
}
