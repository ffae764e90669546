import type { RefrigerantCharge } from "../../types/results";
import { figure, inUnits, unitOf } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** The recommended charge (10 % margin included), its breakdown by component and the CO₂-equivalent. */
export function RefrigerantChargeCard({ charge, refrigerant }: { charge: RefrigerantCharge; refrigerant: string }) {
  return (
    <ResultCard title="Carga de Refrigerante" testId="refrigerant-charge">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={`Carga recomendada de ${refrigerant} (${unitOf("mass")})`} value={inUnits(charge.recommendedCharge, "mass", "charge")} testId="recommended-charge" />
        <Figure label={`Subtotal (${unitOf("mass")})`} value={inUnits(charge.subtotal, "mass", "charge")} />
        <Figure label={`Margen de seguridad 10 % (${unitOf("mass")})`} value={inUnits(charge.margin, "mass", "charge")} />
        <Figure label="CO₂ equivalente (t)" value={figure(charge.co2Equivalent, "co2Equivalent")} testId="co2-equivalent" />
      </div>
      <div className="overflow-x-auto">
        <Table data-testid="charge-breakdown">
          <TableHeader>
            <TableRow>
              <TableHead>Componente</TableHead>
              <TableHead className="text-right">Volumen (L)</TableHead>
              <TableHead className="text-right">Densidad ({unitOf("density")})</TableHead>
              <TableHead className="text-right">Masa ({unitOf("mass")})</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {charge.breakdown.filter((item) => !(item.volume === 0 && item.density === 0 && item.mass === 0)).map((item) => {
              // An allowance by capacity (the evaporators' kg/kW) has a mass but no volume nor density: '—', as the sheet.
              const allowance = item.volume === 0 && item.density === 0;
              return (
                <TableRow key={item.component} data-testid="charge-row">
                  <TableCell>
                    {item.component}
                    {item.note && <span className="block text-xs text-muted-foreground">{item.note}</span>}
                  </TableCell>
                  <TableCell className="text-right">{allowance ? "—" : figure(item.volume, "volume")}</TableCell>
                  <TableCell className="text-right">{allowance ? "—" : inUnits(item.density, "density")}</TableCell>
                  <TableCell className="text-right">{inUnits(item.mass, "mass", "charge")}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {charge.guidance.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
          {charge.guidance.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}
    </ResultCard>
  );
}
