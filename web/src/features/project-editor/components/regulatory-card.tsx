import { memo } from "react";
import type { ProjectForm, Site } from "../types/project";
import { ConfigSection, FieldGrid, NumberField, SelectField } from "./fields";
import { isJurisdiction, JURISDICTIONS } from "@/lib/jurisdiction";
import { roomVolumeError } from "../utils/server-rules";

const COMPANY = "empresa";
const UNSET = "sin-indicar";

const ACCESS = [
  { value: UNSET, label: "Sin indicar" },
  { value: "a", label: "a · Ocupación general" },
  { value: "b", label: "b · Ocupación supervisada" },
  { value: "c", label: "c · Ocupación autorizada" },
];

const LOCATION = [
  { value: UNSET, label: "Sin indicar" },
  { value: "I", label: "I · Sistema en el espacio ocupado" },
  { value: "II", label: "II · Compresores y recipientes en sala de máquinas o al aire libre" },
  { value: "III", label: "III · Todo el sistema en sala de máquinas o al aire libre" },
  { value: "IV", label: "IV · En envolvente ventilada" },
];

const EMPTY_SITE: Site = { roomVolume: null, accessCategory: null, locationClass: null };

/** The regulatory check's inputs: jurisdiction (default the company's) and the room of EN 378-1. */
export const RegulatoryCard = memo(function RegulatoryCard({ value, onChange }: { value: ProjectForm; onChange: (patch: Partial<ProjectForm>) => void }) {
  const site = value.site ?? EMPTY_SITE;
  const setSite = (patch: Partial<Site>) => {
    const next = { ...site, ...patch };
    onChange({ site: Object.values(next).every((v) => v === null) ? null : next });
  };
  return (
    <ConfigSection
      title="Normativa y local"
      description="Reglas de la verificación normativa (Reglamento (UE) 2024/573, EN 378-1, Kigali). Sin volumen del local, el resultado indica el volumen mínimo que necesita la carga."
      testId="regulatory-inputs"
    >
      <FieldGrid columns={2}>
        <SelectField
          label="Jurisdicción"
          id="project-jurisdiction"
          testId="project-jurisdiction"
          value={value.jurisdiction ?? COMPANY}
          onChange={(v) => onChange({ jurisdiction: isJurisdiction(v) ? v : null })}
          options={[{ value: COMPANY, label: "La de la empresa (Configuración)" }, ...JURISDICTIONS]}
          hint={value.referenceDate ? `Reglas vigentes al ${value.referenceDate} (fecha del proyecto).` : undefined}
        />
        <NumberField
          label="Volumen del local (m³)"
          id="project-room-volume"
          testId="project-room-volume"
          value={site.roomVolume}
          min={0}
          error={roomVolumeError(site.roomVolume)}
          onChange={(roomVolume) => setSite({ roomVolume })}
        />
        <SelectField
          label="Categoría de acceso"
          id="project-access-category"
          testId="project-access-category"
          value={site.accessCategory ?? UNSET}
          onChange={(v) => setSite({ accessCategory: v === UNSET ? null : (v as Site["accessCategory"]) })}
          options={ACCESS}
        />
        <SelectField
          label="Clase de ubicación"
          id="project-location-class"
          testId="project-location-class"
          value={site.locationClass ?? UNSET}
          onChange={(v) => setSite({ locationClass: v === UNSET ? null : (v as Site["locationClass"]) })}
          options={LOCATION}
        />
      </FieldGrid>
    </ConfigSection>
  );
});
