import type { PhysicalFault } from "../api/get-compressors";
import { Badge } from "@/components/ui/badge";

/** Badge for a compressor whose sets break physics somewhere in their envelope. */
export function PhysicalFaultBadge({ faults }: { faults: PhysicalFault[] | undefined }) {
  if (!faults?.length) return null;
  return (
    <Badge className="border-transparent bg-destructive text-white" title={faults.map((f) => f.message).join("\n")} data-testid="physical-fault-badge">
      Datos imposibles
    </Badge>
  );
}

interface Props {
  faults: PhysicalFault[] | undefined;
  /** What happens with these sets, shown under the title. */
  consequence: string;
  /** Names a set of the list (a review row number, a local id). */
  describeSet?: (set: string) => string | null;
}

/** The faults with their point, figure and likely cause, as the server words them. */
export function PhysicalFaultList({ faults, consequence, describeSet }: Props) {
  if (!faults?.length) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm" data-testid="physical-faults">
      <p className="font-semibold text-destructive">Datos físicamente imposibles</p>
      <p className="text-muted-foreground">{consequence}</p>
      <ul className="mt-1 list-disc pl-5">
        {faults.map((f, i) => {
          const names = describeSet ? f.sets.map(describeSet).filter((n): n is string => n !== null) : [];
          return (
            <li key={i}>
              {names.length > 0 && <span className="font-medium">{names.join(", ")}: </span>}
              {f.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
