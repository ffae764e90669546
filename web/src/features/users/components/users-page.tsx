import { UserPlus } from "lucide-react";
import * as React from "react";
import { useAddUser, useChangeUser, useUsers, type UserRow } from "../api/users";
import { FormField } from "@/components/common/form-field";
import { RefusedNotice } from "@/components/common/refused-notice";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { useMe, type Role } from "@/lib/session";

const ROLES: { value: Role; label: string }[] = [
  { value: "administrador", label: "Administrador" },
  { value: "ingeniero", label: "Ingeniero" },
  { value: "lector", label: "Lector / auditor" },
];

const SIGN_IN: Record<UserRow["signIn"], string> = {
  password: "Contraseña",
  oidc: "Proveedor de identidad",
  pending: "Aún no ha iniciado sesión",
};

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);

function AddUserForm({ withPassword }: { withPassword: boolean }) {
  const add = useAddUser();
  const [email, setEmail] = React.useState("");
  const [name, setName] = React.useState("");
  const [role, setRole] = React.useState<Role>("ingeniero");
  const [password, setPassword] = React.useState("");
  const [error, setError] = React.useState<{ field?: string; message: string } | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const made = await add.mutateAsync({ email: email.trim(), name: name.trim(), role, ...(withPassword ? { password } : {}) });
      toast({ title: "Usuario creado", description: `${made.name} (${made.email})` });
      setEmail("");
      setName("");
      setPassword("");
    } catch (caught) {
      setError({
        field: caught instanceof ApiError ? caught.body?.field : undefined,
        message: failure(caught, "No se pudo crear el usuario"),
      });
    }
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4 rounded-lg border p-6" aria-labelledby="add-user-title" data-testid="add-user">
      <h2 id="add-user-title" className="text-lg font-semibold">
        Añadir usuario
      </h2>
      {!withPassword && (
        <p className="text-sm text-muted-foreground">
          La persona inicia sesión con el proveedor de identidad de la empresa; la primera vez que lo haga con este correo tendrá el rol elegido aquí.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="user-email" label="Correo electrónico" error={errorOf("email")}>
          <Input id="user-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <FormField id="user-name" label="Nombre" error={errorOf("name")}>
          <Input id="user-name" required value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField id="user-role" label="Rol">
          <NativeSelect id="user-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {withPassword && (
          <FormField id="user-password" label="Contraseña inicial" error={errorOf("password")}>
            <Input id="user-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
        )}
      </div>
      {error && !error.field && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {error.message}
        </p>
      )}
      <Button type="submit" disabled={add.isPending || !email.trim() || !name.trim() || (withPassword && !password)}>
        <UserPlus /> Añadir usuario
      </Button>
    </form>
  );
}

function UserRowView({ user, self }: { user: UserRow; self: boolean }) {
  const change = useChangeUser();
  const apply = (input: { role?: Role; disabled?: boolean }, done: string) =>
    change.mutate(
      { id: user.id, ...input },
      {
        onSuccess: () => toast({ title: done, description: user.name }),
        onError: (e) => toast({ title: "Error", description: failure(e, "No se pudo cambiar el usuario"), variant: "destructive" }),
      },
    );
  const ownReason = self ? "No puede quitarse a sí mismo el rol de administrador ni desactivar su propia cuenta" : undefined;
  return (
    <TableRow data-testid="user-row" className={user.disabled ? "text-muted-foreground" : undefined}>
      <TableCell className="font-medium">{user.name}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>
        <NativeSelect
          aria-label={`Rol de ${user.name}`}
          value={user.role}
          disabled={self || change.isPending}
          title={ownReason}
          onChange={(e) => apply({ role: e.target.value as Role }, "Rol cambiado")}
        >
          {ROLES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </NativeSelect>
      </TableCell>
      <TableCell>{SIGN_IN[user.signIn]}</TableCell>
      <TableCell>{user.disabled ? "Desactivado" : "Activo"}</TableCell>
      <TableCell>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={self || change.isPending}
          title={ownReason}
          onClick={() => apply({ disabled: !user.disabled }, user.disabled ? "Usuario activado" : "Usuario desactivado")}
        >
          {user.disabled ? `Activar a ${user.name}` : `Desactivar a ${user.name}`}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** 'Usuarios': the administrator's list of accounts; add one, change its
 * role, disable it (its sessions end and its API tokens stop at once) or
 * enable it again. */
export function UsersPage() {
  const { data: me } = useMe();
  const allowed = Boolean(me?.can.manageUsers) && me?.mode !== "single";
  const { data: users = [], isLoading, error } = useUsers(allowed);
  return (
    <div className="space-y-6 p-6">
      <div>
        <h1 className="text-2xl font-bold">Usuarios</h1>
        <p className="text-sm text-muted-foreground">Quién puede usar esta aplicación y con qué rol. Las cuentas no se borran: el historial las nombra.</p>
      </div>
      {me?.mode === "single" ? (
        <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm" role="note">
          Este servidor funciona con un único usuario local, sin inicio de sesión: no hay cuentas que administrar.
        </p>
      ) : !allowed ? (
        <RefusedNotice permission="manageUsers" />
      ) : (
        <>
          <AddUserForm withPassword={me?.mode === "local"} />
          {isLoading ? (
            <p className="text-sm text-muted-foreground">Cargando usuarios...</p>
          ) : error ? (
            <p className="text-sm text-destructive">No se pudieron cargar los usuarios</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Nombre</TableHead>
                  <TableHead>Correo electrónico</TableHead>
                  <TableHead>Rol</TableHead>
                  <TableHead>Inicio de sesión</TableHead>
                  <TableHead>Estado</TableHead>
                  <TableHead>Acciones</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.map((u) => (
                  <UserRowView key={u.id} user={u} self={u.id === me?.subject} />
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </div>
  );
}
