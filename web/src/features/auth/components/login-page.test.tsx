import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "./login-page";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

function renderWithMode(mode: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => (url === "/api/auth/mode" ? new Response(JSON.stringify({ mode })) : new Response("{}", { status: 404 }))),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LoginPage />
    </QueryClientProvider>,
  );
}

describe("LoginPage", () => {
  it("sends the person to the company's provider when the server signs in with OpenID Connect", async () => {
    renderWithMode("oidc");
    const link = await screen.findByRole("link", { name: "Iniciar sesión con el proveedor de la empresa" });
    expect(link.getAttribute("href")).toBe("/api/auth/oidc/login");
    expect(screen.queryByLabelText("Contraseña")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("explains in Spanish why the provider's answer opened no session", async () => {
    window.history.replaceState(null, "", "/?acceso=desactivada");
    renderWithMode("oidc");
    expect(await screen.findByRole("alert")).toHaveTextContent("Su cuenta está desactivada: pida a un administrador que la active.");
  });

  it("asks for e-mail and password with local accounts", async () => {
    renderWithMode("local");
    expect(await screen.findByLabelText("Contraseña")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /proveedor/ })).toBeNull();
  });
});
