import { Lock } from "lucide-react";
import { useRefusal, type Permissions } from "@/lib/session";

/** Says, above a screen's disabled actions, why the signed-in person's role
 * cannot take them; renders nothing when it can. */
export function RefusedNotice({ permission }: { permission: keyof Permissions }) {
  const refused = useRefusal(permission);
  if (!refused) return null;
  return (
    <p className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground" role="note" data-testid="refused-notice">
      <Lock className="size-4 shrink-0" /> Solo lectura: {refused.charAt(0).toLowerCase() + refused.slice(1)}.
    </p>
  );
}
