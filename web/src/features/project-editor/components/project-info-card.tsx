import type { ProjectForm } from "../types/project";
import { CheckboxField, ConfigSection, SelectField, TextField } from "./fields";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/input";

type Info = Pick<ProjectForm, "name" | "isPro" | "proDescription" | "sheetUnits" | "sheetLanguage">;

const SHEET_UNITS = [
  { value: "SI", label: "SI (°C, bar, kW, kg, m)" },
  { value: "IP", label: "I-P (°F, psig, BTU/h y TR, lb, ft/in)" },
];
const SHEET_LANGUAGES = [
  { value: "es", label: "Español" },
  { value: "en", label: "English" },
];

/** Section 1: name, PRO flag and its description, the data sheet's units and language. */
export function ProjectInfoCard({ value, onChange }: { value: Info; onChange: (patch: Partial<Info>) => void }) {
  return (
    <ConfigSection title="Información del Proyecto" testId="project-info">
      <TextField
        id="project-name"
        label="Nombre del Proyecto"
        value={value.name}
        placeholder="Ej: Rack supermercado La Central"
        onChange={(name) => onChange({ name })}
        testId="project-name"
      />
      <CheckboxField id="project-pro" label="Modelo PRO" checked={value.isPro} onChange={(isPro) => onChange({ isPro })} testId="project-pro" />
      {value.isPro && (
        <div className="grid gap-1.5">
          <Label htmlFor="project-pro-description">Descripción PRO</Label>
          <Textarea
            id="project-pro-description"
            value={value.proDescription}
            placeholder="Describa qué distingue a este modelo PRO"
            onChange={(e) => onChange({ proDescription: e.target.value })}
            data-testid="project-pro-description"
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="project-sheet-units"
          label="Unidades de la ficha"
          value={value.sheetUnits}
          options={SHEET_UNITS}
          onChange={(v) => onChange({ sheetUnits: v === "IP" ? "IP" : "SI" })}
          hint="La ficha técnica imprime en estas unidades; el proyecto se guarda en SI."
          testId="project-sheet-units"
        />
        <SelectField
          id="project-sheet-language"
          label="Idioma de la ficha"
          value={value.sheetLanguage}
          options={SHEET_LANGUAGES}
          onChange={(v) => onChange({ sheetLanguage: v === "en" ? "en" : "es" })}
          testId="project-sheet-language"
        />
      </div>
    </ConfigSection>
  );
}
