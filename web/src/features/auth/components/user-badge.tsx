import { LogOut, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLogout, type Me } from "@/lib/session";

const ROLE_LABELS: Record<Me["role"], string> = {
  administrador: "Administrador",
  ingeniero: "Ingeniero",
  lector: "Lector",
};

/** The header's 'who am I': the signed-in person and 'Cerrar sesión', or the
 * single local user of a server without sign-in. */
export function UserBadge({ me }: { me: Me }) {
  const logout = useLogout();
  if (me.mode === "single") {
    return (
      <span className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="user-badge" title="Servidor local sin inicio de sesión">
        <UserRound className="size-4" /> Usuario local (sin inicio de sesión)
      </span>
    );
  }
  return (
    <span className="flex items-center gap-2 text-sm" data-testid="user-badge">
      <UserRound className="size-4" />
      <span>
        <span className="font-medium">{me.name}</span> <span className="text-muted-foreground">· {ROLE_LABELS[me.role]}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut /> Cerrar sesión
      </Button>
    </span>
  );
}
