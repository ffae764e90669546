//! The three roles and the kinds of access a route asks for (the table of
//! routes is `http::access`, in one place).

use serde::{Deserialize, Serialize};

/// What a person may do. Enforced on the server for every route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Settings, PDF design, users, the library, and everything an engineer does.
    Administrador,
    /// Projects and data sheets; library edits when the company allows them.
    Ingeniero,
    /// Auditor: reads projects, history and sheets, runs the checks.
    Lector,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Administrador => "administrador",
            Self::Ingeniero => "ingeniero",
            Self::Lector => "lector",
        }
    }
}

impl std::str::FromStr for Role {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_lowercase().as_str() {
            "administrador" | "admin" => Ok(Self::Administrador),
            "ingeniero" => Ok(Self::Ingeniero),
            "lector" | "auditor" => Ok(Self::Lector),
            other => anyhow::bail!("unknown role {other:?}: use administrador, ingeniero or lector"),
        }
    }
}

/// What a route asks of whoever calls it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Anyone, signed in or not (login, the API description).
    Public,
    /// Any signed-in role: reading, calculating, checking sheets.
    Read,
    /// Projects, their sheets and uploads: ingeniero or administrador.
    Engineer,
    /// Library edits: administrador, and ingeniero when the company allows it.
    Library,
    /// Company settings, PDF design: administrador.
    Administrator,
    /// The accounts (list, add, change a role, disable): administrador.
    Users,
}

impl Access {
    /// Whether `role` may take this route; `engineers_edit_library` is the
    /// company's choice for [`Access::Library`].
    pub fn allows(self, role: Role, engineers_edit_library: bool) -> bool {
        match self {
            Self::Public | Self::Read => true,
            Self::Engineer => matches!(role, Role::Administrador | Role::Ingeniero),
            Self::Library => role == Role::Administrador || (role == Role::Ingeniero && engineers_edit_library),
            Self::Administrator | Self::Users => role == Role::Administrador,
        }
    }

    /// Why `role` may not take this route, in the words the screens show.
    pub fn refusal(self, role: Role) -> String {
        let what = match self {
            Self::Public | Self::Read => "esta acción",
            Self::Engineer => "modificar proyectos ni emitir fichas técnicas",
            Self::Library => "modificar la biblioteca",
            Self::Administrator => "cambiar la configuración de la empresa ni el diseño de PDF",
            Self::Users => "administrar los usuarios",
        };
        format!("Su rol ({}) no permite {what}", role.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_should_let_only_administrators_change_settings() {
        assert!(Access::Administrator.allows(Role::Administrador, true));
        assert!(!Access::Administrator.allows(Role::Ingeniero, true));
        assert!(!Access::Administrator.allows(Role::Lector, true));
        assert!(Access::Users.allows(Role::Administrador, true));
        assert!(!Access::Users.allows(Role::Ingeniero, true));
        assert_eq!(Access::Users.refusal(Role::Lector), "Su rol (lector) no permite administrar los usuarios");
    }

    #[test]
    fn it_should_let_engineers_edit_the_library_only_when_the_company_allows() {
        assert!(Access::Library.allows(Role::Ingeniero, true));
        assert!(!Access::Library.allows(Role::Ingeniero, false));
        assert!(Access::Library.allows(Role::Administrador, false));
        assert!(!Access::Library.allows(Role::Lector, true));
    }

    #[test]
    fn it_should_let_readers_read_but_not_write_projects() {
        assert!(Access::Read.allows(Role::Lector, false));
        assert!(!Access::Engineer.allows(Role::Lector, true));
        assert_eq!(
            Access::Engineer.refusal(Role::Lector),
            "Su rol (lector) no permite modificar proyectos ni emitir fichas técnicas"
        );
    }

    #[test]
    fn it_should_read_role_names_and_the_auditor_alias() {
        assert_eq!("Ingeniero".parse::<Role>().unwrap(), Role::Ingeniero);
        assert_eq!("auditor".parse::<Role>().unwrap(), Role::Lector);
        assert!("jefe".parse::<Role>().is_err());
    }
}
