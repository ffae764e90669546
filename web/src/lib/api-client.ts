// The shared request behaviour of app-and-projects.md section 7.
import { actorHeaders } from "./actor";

/** A non-OK answer. `message` is "status: body" as the spec says; `body`
 * holds the parsed API error ({code, message, error, field}) when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: { code?: string; message?: string; error?: string; field?: string } | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    this.body = body && typeof body === "object" ? body : null;
  }

  /** The server's Spanish message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message ?? this.body?.error;
  }
}

let csrfToken: string | null = null;

/** Remembers the session's CSRF token (from GET /api/auth/me); every write
 * sends it back as X-CSRF-Token. `null` without a session. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

/** The headers every write carries: the acting person's name (read only by
 * a single-user server) and the session's CSRF token when there is one. */
function writeHeaders(): Record<string, string> {
  return csrfToken ? { ...actorHeaders(), "X-CSRF-Token": csrfToken } : actorHeaders();
}

async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

/** One request: JSON content type only when there is a body; credentials and
 * the acting person's name always. */
export async function apiRequest(method: string, url: string, data?: unknown, extraHeaders?: Record<string, string>): Promise<Response> {
  const headers = data !== undefined ? { "Content-Type": "application/json", ...writeHeaders() } : writeHeaders();
  const res = await fetch(url, {
    method,
    headers: extraHeaders ? { ...headers, ...extraHeaders } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** Sends a request and parses the JSON answer (none for 204). */
export async function apiJson<T>(method: string, url: string, data?: unknown, extraHeaders?: Record<string, string>): Promise<T> {
  const res = await apiRequest(method, url, data, extraHeaders);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** List fetches: GET to the query key's segments joined by "/". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Sends one file as multipart field `file` (credentials and actor included). */
export async function apiUpload<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch(url, { method: "POST", body: form, headers: writeHeaders(), credentials: "include" });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
