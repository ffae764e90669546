import type { ProjectForm } from "../types/project";
import { CheckboxField, ConfigSection, TextField } from "./fields";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/input";

type Info = Pick<ProjectForm, "name" | "isPro" | "proDescription">;

/** Section 1: name, PRO flag and its description. */
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
    </ConfigSection>
  );
}
