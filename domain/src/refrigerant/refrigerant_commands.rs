use super::pt_chart::UploadedChart;

#[derive(Debug, Clone, PartialEq)]
pub enum RefrigerantCommand {
    /// Builds (or rebuilds, after a dataset update) the sheet of `code` from
    /// the reference dataset. Physics never come from anywhere else.
    GenerateSheet { code: String },
    /// Which equipment types offer this refrigerant (an administrator's choice).
    ChangeEquipmentTypes { equipment_types: Vec<String> },
    /// A manufacturer's P–T chart read from an uploaded file.
    RecordPressureChart { chart: Box<UploadedChart> },
}
