//! The models a catalogue file holds (issue 23). A CSV with a model column
//! or an EnergyPlus IDF gives each coefficient set to a model, and one file
//! may hold a whole catalogue; importing into one compressor takes the sets
//! of one model, the one the user chose, never every model's.

pub use super::model::model_key;
use super::set_reading::SetReading;
use crate::rules::{DomainError, Rejection};

/// One model of a file, spelled as the file first names it, with the
/// positions of its sets among the file's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileModel {
    pub name: String,
    pub rows: Vec<usize>,
}

/// The models `sets` name, in the order the file first names each, once
/// per [`model_key`]. Sets that name none belong to no model.
pub fn models_of(sets: &[SetReading]) -> Vec<FileModel> {
    let mut models: Vec<FileModel> = Vec::new();
    for (row, set) in sets.iter().enumerate() {
        let Some(name) = set.model.as_deref().map(str::trim).filter(|n| !n.is_empty()) else { continue };
        match models.iter_mut().find(|m| model_key(&m.name) == model_key(name)) {
            Some(model) => model.rows.push(row),
            None => models.push(FileModel { name: name.to_string(), rows: vec![row] }),
        }
    }
    models
}

/// Whether the file's `model` is the compressor's `compressor_model`.
pub fn is_model(model: &str, compressor_model: &str) -> bool {
    model_key(model) == model_key(compressor_model)
}

/// Why the sets of a file cannot go to one compressor as sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ModelChoiceError {
    /// The file holds several models and the request names none.
    #[error("El archivo contiene {} modelos ({}): indique en «model» el modelo cuyos polinomios se importan a este compresor", .0.len(), .0.join(", "))]
    ModelRequired(Vec<String>),
    /// The chosen model is not one the file holds.
    #[error("El modelo «{chosen}» no está en el archivo; modelos encontrados: {}", found_text(.found))]
    ModelNotInFile { chosen: String, found: Vec<String> },
    /// A set of a file with several models does not say whose it is.
    #[error("El archivo contiene varios modelos: cada polinomio debe indicar su modelo («model»)")]
    SetWithoutModel,
}

fn found_text(found: &[String]) -> String {
    if found.is_empty() {
        "ninguno".to_string()
    } else {
        found.join(", ")
    }
}

impl DomainError for ModelChoiceError {
    fn code(&self) -> &'static str {
        match self {
            Self::ModelRequired(_) => "import.model_required",
            Self::ModelNotInFile { .. } => "import.model_not_in_file",
            Self::SetWithoutModel => "import.set_without_model",
        }
    }

    fn rejection(&self) -> Rejection {
        Rejection::RuleViolation
    }

    fn field(&self) -> Option<&'static str> {
        Some("model")
    }
}

/// The sets of `sets` that go to the compressor: with a file of several
/// `models`, those of the `chosen` one alone (a choice is required: nothing
/// is guessed); with one model or none, every set. A chosen model must be
/// one of `models`.
pub fn sets_of_model(
    sets: Vec<SetReading>,
    models: &[FileModel],
    chosen: Option<&str>,
) -> Result<Vec<SetReading>, ModelChoiceError> {
    let names = || models.iter().map(|m| m.name.clone()).collect::<Vec<_>>();
    let chosen = chosen.map(str::trim).filter(|c| !c.is_empty());
    let Some(chosen) = chosen else {
        return if models.len() > 1 { Err(ModelChoiceError::ModelRequired(names())) } else { Ok(sets) };
    };
    if !models.iter().any(|m| is_model(&m.name, chosen)) {
        return Err(ModelChoiceError::ModelNotInFile { chosen: chosen.to_string(), found: names() });
    }
    let several = models.len() > 1;
    if several && sets.iter().any(|s| s.model.as_deref().is_none_or(|m| m.trim().is_empty())) {
        return Err(ModelChoiceError::SetWithoutModel);
    }
    Ok(sets.into_iter().filter(|s| s.model.as_deref().is_none_or(|m| is_model(m, chosen))).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(model: Option<&str>, c1: f64) -> SetReading {
        SetReading { model: model.map(str::to_string), ..Default::default() }.with_coefficients([c1; 10])
    }

    fn catalogue() -> Vec<SetReading> {
        vec![set(Some("ZB45"), 1.0), set(Some("ZB45"), 2.0), set(Some(" zb58 "), 3.0), set(Some("ZB58"), 4.0)]
    }

    #[test]
    fn it_should_list_each_model_once_in_file_order_with_its_sets() {
        let mut sets = catalogue();
        sets.insert(1, set(None, 9.0));
        let models = models_of(&sets);
        assert_eq!(
            models,
            vec![
                FileModel { name: "ZB45".into(), rows: vec![0, 2] },
                FileModel { name: "zb58".into(), rows: vec![3, 4] }
            ]
        );
        assert!(models_of(&[set(None, 1.0)]).is_empty());
    }

    #[test]
    fn it_should_compare_names_as_the_catalogue_import_does() {
        assert!(is_model(" zb45 ", "ZB45"));
        assert!(!is_model("ZB45", "ZB45K"));
    }

    #[test]
    fn it_should_not_attach_a_file_of_several_models_without_a_choice() {
        let sets = catalogue();
        let models = models_of(&sets);
        let error = sets_of_model(sets, &models, None).unwrap_err();
        assert_eq!(error, ModelChoiceError::ModelRequired(vec!["ZB45".into(), "zb58".into()]));
        assert_eq!(
            error.to_string(),
            "El archivo contiene 2 modelos (ZB45, zb58): indique en «model» el modelo cuyos polinomios se importan a este compresor"
        );
    }

    #[test]
    fn it_should_keep_only_the_chosen_models_sets() {
        let sets = catalogue();
        let models = models_of(&sets);
        let kept = sets_of_model(sets, &models, Some("ZB58")).unwrap();
        assert_eq!(kept.iter().map(|s| s.coefficients[0]).collect::<Vec<_>>(), vec![Some(3.0), Some(4.0)]);
    }

    #[test]
    fn it_should_not_take_a_model_the_file_does_not_hold() {
        let sets = catalogue();
        let models = models_of(&sets);
        let error = sets_of_model(sets, &models, Some("ZR72")).unwrap_err();
        assert_eq!(error.to_string(), "El modelo «ZR72» no está en el archivo; modelos encontrados: ZB45, zb58");
        let error = sets_of_model(vec![set(None, 1.0)], &[], Some("ZR72")).unwrap_err();
        assert_eq!(error.to_string(), "El modelo «ZR72» no está en el archivo; modelos encontrados: ninguno");
    }

    #[test]
    fn it_should_not_take_a_set_without_its_model_from_a_file_of_several() {
        let mut sets = catalogue();
        let models = models_of(&sets);
        sets.push(set(None, 5.0));
        assert_eq!(sets_of_model(sets, &models, Some("ZB45")), Err(ModelChoiceError::SetWithoutModel));
    }

    #[test]
    fn it_should_take_every_set_of_a_file_of_one_model_or_none() {
        let one = vec![set(Some("ZB45"), 1.0), set(Some("ZB45"), 2.0)];
        let models = models_of(&one);
        assert_eq!(sets_of_model(one.clone(), &models, None).unwrap().len(), 2);
        assert_eq!(sets_of_model(one, &models, Some("zb45")).unwrap().len(), 2);
        assert_eq!(sets_of_model(vec![set(None, 1.0)], &[], None).unwrap().len(), 1);
    }
}
