import { KeyRound, Trash2 } from "lucide-react";
import * as React from "react";
import { useCreateApiToken, type NewApiToken } from "../api/create-api-token";
import { useApiTokens } from "../api/get-api-tokens";
import { useRevokeApiToken } from "../api/revoke-api-token";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);

/** 'Tokens de API': the signed-in person's tokens for scripts, each shown once. */
export function ApiTokensSection() {
  const { data: tokens = [], isLoading, error } = useApiTokens(true);
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = React.useState("");
  const [made, setMade] = React.useState<NewApiToken | null>(null);

  const submit = async () => {
    try {
      setMade(await create.mutateAsync(name.trim()));
      setName("");
    } catch (e) {
      toast({ title: "Error", description: failure(e, "No se pudo crear el token"), variant: "destructive" });
    }
  };

  return (
    <div className="space-y-4 rounded-lg border p-6" data-testid="api-tokens">
      <div>
        <h2 className="text-lg font-semibold">Tokens de API</h2>
        <p className="text-sm text-muted-foreground">
          Para scripts y clientes generados: se envían como <code>Authorization: Bearer</code> y actúan con su usuario y su rol. El token se muestra una sola
          vez.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-1/2">
          <FormField id="token-name" label="Nombre del token">
            <Input id="token-name" value={name} placeholder="script de importación" onChange={(e) => setName(e.target.value)} />
          </FormField>
        </div>
        <Button type="button" variant="outline" onClick={() => void submit()} disabled={create.isPending || !name.trim()}>
          <KeyRound /> Crear token
        </Button>
      </div>
      {made && (
        <div className="space-y-1 rounded-md border border-primary p-3 text-sm" role="status" data-testid="new-token">
          <p className="font-medium">Copie el token «{made.name}» ahora: no se volverá a mostrar.</p>
          <code className="block break-all rounded bg-muted p-2">{made.token}</code>
        </div>
      )}
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Cargando tokens...</p>
      ) : error ? (
        <p className="text-sm text-destructive">No se pudieron cargar los tokens</p>
      ) : tokens.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tiene tokens vigentes.</p>
      ) : (
        <ul className="space-y-2">
          {tokens.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 rounded-md border p-2 text-sm" data-testid="token-row">
              <span>
                <span className="font-medium">{t.name}</span> <span className="text-muted-foreground">· creado {formatDateTime(t.createdAt)}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Revocar ${t.name}`}
                onClick={() =>
                  revoke.mutate(t.id, {
                    onSuccess: () => toast({ title: "Token revocado", description: t.name }),
                    onError: (e) => toast({ title: "Error", description: failure(e, "No se pudo revocar el token"), variant: "destructive" }),
                  })
                }
              >
                <Trash2 className="text-destructive" /> Revocar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
