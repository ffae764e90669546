// Who is signed in (GET /api/auth/me) and what the screens may offer them.
// The server enforces every rule; the screens only hide or disable what a
// role cannot do and say why (docs/architecture/web.md, "Who").
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiJson, apiRequest, setCsrfToken } from "./api-client";

export type Role = "administrador" | "ingeniero" | "lector";

export type SignInMode = "single" | "local" | "oidc";

export interface Permissions {
  editProjects: boolean;
  editLibrary: boolean;
  editSettings: boolean;
  /** The accounts screen (Usuarios). */
  manageUsers: boolean;
}

export interface Me {
  /** `single`: one local user, no sign-in (a loopback server without
   * identity); `local`: accounts with passwords; `oidc`: the company's
   * OpenID Connect provider. */
  mode: SignInMode;
  subject: string | null;
  name: string;
  email: string | null;
  role: Role;
  csrfToken: string | null;
  can: Permissions;
}

export const ME_PATH = "/api/auth/me";

/** The signed-in person, or `null` when the server asks for a sign-in (401). */
export async function fetchMe(): Promise<Me | null> {
  const res = await fetch(ME_PATH, { credentials: "include" });
  if (res.status === 401) {
    setCsrfToken(null);
    return null;
  }
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  const me = (await res.json()) as Me;
  setCsrfToken(me.csrfToken);
  return me;
}

export const meQueryOptions = () => queryOptions({ queryKey: [ME_PATH], queryFn: fetchMe });

/** How this server signs people in (asked before anyone has). */
export function useSignInMode() {
  return useQuery({
    queryKey: ["/api/auth/mode"],
    queryFn: () => apiJson<{ mode: SignInMode }>("GET", "/api/auth/mode").then((answer) => answer.mode),
    staleTime: Infinity,
  });
}

/** Where the browser goes to sign in with the company's provider; it comes
 * back signed in, or to `/?acceso=<reason>`. */
export const OIDC_LOGIN_PATH = "/api/auth/oidc/login";

/** What each `acceso` reason the OpenID Connect callback sends back means. */
export const OIDC_FAILURES: Record<string, string> = {
  cancelado: "El inicio de sesión se canceló en el proveedor de identidad.",
  caducado: "El inicio de sesión caducó o no empezó en este navegador. Intente de nuevo.",
  rechazado: "El proveedor de identidad no confirmó el inicio de sesión. Intente de nuevo.",
  "sin-correo": "El proveedor de identidad no dio un correo electrónico para su cuenta.",
  "correo-en-uso": "Su correo electrónico ya pertenece a otra cuenta: pida ayuda a un administrador.",
  desactivada: "Su cuenta está desactivada: pida a un administrador que la active.",
  error: "No se pudo iniciar sesión. Intente de nuevo más tarde.",
};

export function useMe() {
  return useQuery(meQueryOptions());
}

const REFUSED: Record<keyof Permissions, string> = {
  editProjects: "modificar proyectos ni emitir fichas técnicas",
  editLibrary: "modificar la biblioteca",
  editSettings: "cambiar la configuración de la empresa ni el diseño de PDF",
  manageUsers: "administrar los usuarios",
};

/** Why `me` may not take an action of this kind (the server's own words), or
 * `undefined` when it may. */
export function refusal(me: Me | null | undefined, permission: keyof Permissions): string | undefined {
  if (!me || me.can[permission]) return undefined;
  return `Su rol (${me.role}) no permite ${REFUSED[permission]}`;
}

/** `undefined` when the signed-in person may take actions of this kind;
 * otherwise the reason to show beside the disabled action. */
export function useRefusal(permission: keyof Permissions): string | undefined {
  return refusal(useMe().data, permission);
}

function forgetAllButMe(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_PATH });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => apiJson<Me>("POST", "/api/auth/login", input),
    onSuccess: (me) => {
      setCsrfToken(me.csrfToken);
      // Every answer so far was for nobody: read everything again as this
      // person. The sign-in query itself is kept (the root watches it).
      forgetAllButMe(queryClient);
      queryClient.setQueryData(meQueryOptions().queryKey, me);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSettled: () => {
      setCsrfToken(null);
      forgetAllButMe(queryClient);
      queryClient.setQueryData(meQueryOptions().queryKey, null);
    },
  });
}
