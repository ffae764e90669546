import type { ProjectForm } from "../types/project";
import { CompressorList } from "./compressor-list";
import { ConfigSection } from "./fields";
import { RackSection } from "./rack-section";

interface Props {
  form: ProjectForm;
  onChange: (patch: Partial<ProjectForm>) => void;
}

/** Section 5: the configuration of the chosen equipment type. */
export function EquipmentSection({ form, onChange }: Props) {
  switch (form.equipmentType) {
    case "rack":
      return <RackSection form={form} onChange={onChange} />;
    case "motocompresora":
      return (
        <ConfigSection title="Compresores" testId="simple-compressors">
          <CompressorList
            compressors={form.compressorsConfig}
            onChange={(compressorsConfig) => onChange({ compressorsConfig })}
            refrigerant={form.refrigerant}
            compressorType={form.compressorType}
            evapTemp={form.evapTemp}
            variant="standard"
            testId="simple"
          />
        </ConfigSection>
      );
    default:
      return (
        <ConfigSection title="Configuración del Equipo" testId="equipment-pending">
          <p className="text-sm text-muted-foreground">La configuración de este tipo de equipo estará disponible próximamente.</p>
        </ConfigSection>
      );
  }
}
