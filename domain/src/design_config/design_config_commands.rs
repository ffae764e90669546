/// What the user set on 'Diseño de PDF'. A missing field keeps its value;
/// an empty image URL removes the image.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DesignDraft {
    pub header_color: Option<String>,
    pub footer_color: Option<String>,
    pub accent_color: Option<String>,
    /// Raw text so an unknown position breaks its rule instead of the parser.
    pub logo_position: Option<String>,
    pub footer_text: Option<String>,
    pub logo_url: Option<String>,
    pub rack_image_url: Option<String>,
    pub condensing_unit_image_url: Option<String>,
    pub chiller_image_url: Option<String>,
    pub heat_pump_image_url: Option<String>,
    pub motor_compressor_image_url: Option<String>,
    pub traceability_appendix: Option<bool>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum DesignConfigCommand {
    SaveDesignConfig(DesignDraft),
}
