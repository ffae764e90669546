import * as React from "react";
import { LogIn } from "lucide-react";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { OIDC_FAILURES, OIDC_LOGIN_PATH, useLogin, useSignInMode } from "@/lib/session";

/** 'Iniciar sesión': shown instead of the application while the server asks
 * for a sign-in (any route: after it, the same address opens). With the
 * company's OpenID Connect provider, one button that goes there. */
export function LoginPage() {
  const mode = useSignInMode();
  if (mode.isLoading) return <p className="p-6 text-muted-foreground">Cargando...</p>;
  if (mode.data === "oidc") return <ProviderLogin />;
  return <PasswordLogin />;
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-sm space-y-5 rounded-lg border bg-background p-6 shadow-sm">
        <div className="space-y-1">
          <h1 id="login-title" className="text-xl font-bold">
            Iniciar sesión
          </h1>
          <p className="text-sm text-muted-foreground">Fichas Técnicas · Refrigeración</p>
        </div>
        {children}
      </div>
    </main>
  );
}

function ProviderLogin() {
  const reason = new URLSearchParams(window.location.search).get("acceso");
  const error = reason ? (OIDC_FAILURES[reason] ?? OIDC_FAILURES.error) : undefined;
  return (
    <Card>
      <p className="text-sm">Este servidor usa el proveedor de identidad de su empresa.</p>
      {error && (
        <p className="text-sm font-medium text-destructive" role="alert" data-testid="login-error">
          {error}
        </p>
      )}
      <Button asChild className="w-full">
        <a href={OIDC_LOGIN_PATH}>
          <LogIn /> Iniciar sesión con el proveedor de la empresa
        </a>
      </Button>
    </Card>
  );
}

function PasswordLogin() {
  const login = useLogin();
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const error =
    login.error instanceof ApiError ? (login.error.serverMessage ?? "No se pudo iniciar sesión") : login.error ? "No se pudo iniciar sesión" : undefined;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <form onSubmit={submit} className="w-full max-w-sm space-y-5 rounded-lg border bg-background p-6 shadow-sm" aria-labelledby="login-title">
        <div className="space-y-1">
          <h1 id="login-title" className="text-xl font-bold">
            Iniciar sesión
          </h1>
          <p className="text-sm text-muted-foreground">Fichas Técnicas · Refrigeración</p>
        </div>
        <FormField id="login-email" label="Correo electrónico">
          <Input id="login-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <FormField id="login-password" label="Contraseña">
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        {error && (
          <p className="text-sm font-medium text-destructive" role="alert" data-testid="login-error">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={login.isPending || !email.trim() || !password}>
          <LogIn /> {login.isPending ? "Entrando..." : "Entrar"}
        </Button>
      </form>
    </main>
  );
}
