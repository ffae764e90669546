// A chiller circuit's plate heat exchanger (its evaporator): once the
// circuit's required capacity is known the list is ranked for it (issue 22
// item 4), closest above first, undersized and heating-only units shown but
// not choosable; before that, the catalogue with its rated capacity.
import { useExchangerRanking } from "../../api/select-units";
import type { ChillerHeatExchanger } from "../../api/chiller-heat-exchangers";
import { nominalExchangerOptions, rankedUnitOptions, rankingSummary } from "../../utils/unit-options";
import { SelectField, type Option } from "../fields";
import { formatIn } from "@/lib/units";

interface Props {
  exchangers: ChillerHeatExchanger[];
  refrigerant: string;
  /** kW, the circuit's. */
  requiredCapacity: number | null;
  value: string | null;
  onChange: (heatExchangerId: string) => void;
  testId: string;
}

/** A capacity given in kW, in the user's unit ('40.00 kW', '136 485 BTU/h'). */
const kw = (value: number | null) => formatIn(value, "capacity");
const name = (h: ChillerHeatExchanger) => `${h.brand} ${h.model}`.trim();

export function PlateExchangerField({ exchangers, refrigerant, requiredCapacity, value, onChange, testId }: Props) {
  const ranking = useExchangerRanking(refrigerant, requiredCapacity);
  const selected = exchangers.find((h) => h.id === value);
  let options: Option[];
  let hint: string | undefined;
  if (ranking.data && requiredCapacity !== null) {
    options = rankedUnitOptions(ranking.data);
    hint = rankingSummary(ranking.data, requiredCapacity * 1000);
  } else {
    options = nominalExchangerOptions(exchangers);
  }
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: selected ? `${name(selected)} (solo calor)` : "Intercambiador que ya no está en la biblioteca" });
  }
  const short = selected && requiredCapacity !== null && selected.capacityKw < requiredCapacity;
  return (
    <SelectField
      label="Intercambiador de placas"
      value={value ?? ""}
      onChange={onChange}
      options={options}
      placeholder={exchangers.length === 0 ? "No hay intercambiadores registrados" : "Seleccione un intercambiador"}
      error={short ? `Capacidad del intercambiador (${kw(selected.capacityKw)}) menor que la requerida (${kw(requiredCapacity)})` : undefined}
      hint={hint}
      testId={testId}
    />
  );
}
