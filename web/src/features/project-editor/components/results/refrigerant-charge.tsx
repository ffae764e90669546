import type { RefrigerantCharge } from "../../types/results";
import { figure, inUnits, unitOf } from "../../utils/results-format";
import { Figure, ResultCard } from "./result-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** What the sheet says under its charge per refrigerant circuit (app/templates/sections/charge.html, ficha-11 on). */
export const CIRCUIT_CHARGE_NOTE =
  "Cada circuito frigorífico es un sistema de refrigeración independiente (EN 378-1): su carga es la de su placa, y los límites de EN 378-1 se comprueban con el circuito de mayor carga; los umbrales del Reglamento (UE) 2024/573 (artículo 5) se aplican a la carga total del equipo.";

/** The recommended charge (10 % margin included), its breakdown by component, the CO₂-equivalent and, for a unit of
 * several independent refrigerant circuits, each circuit's charge, as the sheet prints them. */
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
      {charge.circuits && charge.circuits.length > 0 && (
        <div className="overflow-x-auto">
          <Table data-testid="circuit-charges">
            <TableHeader>
              <TableRow>
                <TableHead>Circuito frigorífico</TableHead>
                <TableHead className="text-right">Carga ({unitOf("mass")})</TableHead>
                <TableHead className="text-right">Equivalente en CO₂ (t CO₂-eq)</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {charge.circuits.map((c) => (
                <TableRow key={c.circuitId} data-testid="circuit-charge-row">
                  <TableCell>Circuito {c.label}</TableCell>
                  <TableCell className="text-right">{inUnits(c.recommendedCharge, "mass", "charge")}</TableCell>
                  <TableCell className="text-right">{c.co2Equivalent == null ? "—" : figure(c.co2Equivalent, "co2Equivalent")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="text-xs text-muted-foreground">{CIRCUIT_CHARGE_NOTE}</p>
        </div>
      )}
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
