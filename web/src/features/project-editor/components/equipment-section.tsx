import { memo } from "react";
import type { ProjectForm } from "../types/project";
import { ChillerForm } from "./chiller/chiller-form";
import { CondensingUnitForm } from "./condensing-unit/condensing-unit-form";
import { CompressorList } from "./compressor-list";
import { ConfigSection } from "./fields";
import { MotocompresoraGeneral } from "./motocompresora-general";
import { RackSection } from "./rack-section";

interface Props {
  form: ProjectForm;
  onChange: (patch: Partial<ProjectForm>) => void;
}

/** Section 5: the configuration of the chosen equipment type. Memoised: the
 * screen re-renders when its lists arrive (refrigerants, compressors), and
 * this, its largest part, only needs to when the form changes. */
export const EquipmentSection = memo(function EquipmentSection({ form, onChange }: Props) {
  switch (form.equipmentType) {
    case "rack":
      return <RackSection form={form} onChange={onChange} />;
    case "motocompresora":
      return (
        <div className="space-y-6">
          <MotocompresoraGeneral value={form.rackConfig} onChange={(patch) => onChange({ rackConfig: { ...form.rackConfig, ...patch } })} />
          <ConfigSection title="Compresores" testId="simple-section">
            <CompressorList
              compressors={form.compressorsConfig}
              onChange={(compressorsConfig) => onChange({ compressorsConfig })}
              refrigerant={form.refrigerant}
              compressorType={form.compressorType}
              evapTemp={form.evapTemp}
              variant="standard"
              testId="simple"
              selection={{ condTemp: form.condTemp, requiredCapacity: null, maxCount: 1 }}
            />
          </ConfigSection>
        </div>
      );
    case "condensadora":
      return (
        <CondensingUnitForm
          value={form.condensingUnitConfig}
          onChange={(condensingUnitConfig) => onChange({ condensingUnitConfig })}
          condTemp={form.condTemp}
          condPressure={form.condPressure}
          onCondTempChange={(condTemp, condPressure) => onChange({ condTemp, condPressure })}
          refrigerant={form.refrigerant}
          compressorType={form.compressorType}
        />
      );
    case "chiller":
      return (
        <ChillerForm
          value={form.chillerConfig}
          onChange={(chillerConfig) => onChange({ chillerConfig })}
          condTemp={form.condTemp}
          condPressure={form.condPressure}
          onCondTempChange={(condTemp, condPressure) => onChange({ condTemp, condPressure })}
          refrigerant={form.refrigerant}
          compressorType={form.compressorType}
        />
      );
  }
});
