// The form's stored codes for a unit's capacity control and condenser fans
// (app-and-projects.md section 3: STANDARD, VFD, DIGITAL; FIX SPEED, VFD,
// EC) in the words the sheet prints them (app/src/sheets/sections/
// accessories.rs `capacity_control_in_words`, condenser_unit.rs
// `fan_type_in_words`): one source for the forms and the version diff.

export const CAPACITY_CONTROL_WORDS = {
  STANDARD: "Por etapas (arranque y paro)",
  VFD: "Variador de frecuencia",
  DIGITAL: "Scroll digital",
} as const;

/** A project's sheet units and language (`sheetUnits`, `sheetLanguage`), as the version diff names them. */
export const SHEET_UNITS_WORDS = { SI: "SI", IP: "I-P" } as const;
export const SHEET_LANGUAGE_WORDS = { es: "Español", en: "Inglés" } as const;

export const FAN_TYPE_WORDS = {
  "FIX SPEED": "Velocidad fija",
  VFD: "Con variador de frecuencia",
  EC: "EC (conmutación electrónica)",
} as const;
