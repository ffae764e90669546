import { AlertTriangle, Flame, Info } from "lucide-react";
import { useRefrigerantInfo } from "../api/get-refrigerant-info";
import { safetyNotice } from "../utils/refrigerant-safety";
import { cn } from "@/lib/utils";

const STYLES = {
  warning: { box: "border-amber-400 bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100", icon: AlertTriangle },
  danger: { box: "border-red-500 bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100", icon: Flame },
  info: { box: "border-sky-400 bg-sky-50 text-sky-900 dark:bg-sky-950/40 dark:text-sky-100", icon: Info },
} as const;

/** Section 4: the safety alert for the chosen refrigerant (none for A1). */
export function RefrigerantSafetyBanner({ code }: { code: string }) {
  const { data } = useRefrigerantInfo(code);
  const notice = data ? safetyNotice(code, data.safetyClass) : null;
  if (!notice) return null;
  const { box, icon: Icon } = STYLES[notice.level];
  return (
    <div role="alert" data-testid="safety-banner" data-level={notice.level} className={cn("flex gap-3 rounded-lg border-l-4 p-4", box)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{notice.title}</p>
        <p className="text-sm">{notice.text}</p>
      </div>
    </div>
  );
}
