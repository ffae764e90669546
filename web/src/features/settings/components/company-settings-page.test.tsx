import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CompanySettings } from "../api/get-company-settings";
import { CompanySettingsPage } from "./company-settings-page";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/hooks/use-toast";
import { createQueryClient } from "@/lib/query-client";
import type { Me } from "@/lib/session";

// jsdom lacks what Radix Select calls when its list opens.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

const preset: CompanySettings = {
  companyName: "Fichas Técnicas Refrigeración",
  email: "",
  phone: "",
  website: "",
  numberLocale: "es-MX",
  jurisdiction: "other",
  appVersion: "1.0.0",
  lastUpdate: "Enero 2025",
  version: 0,
  updatedAt: null,
};

const singleUser: Me = {
  mode: "single",
  subject: null,
  name: "Usuario local",
  email: null,
  role: "administrador",
  csrfToken: null,
  can: { editProjects: true, editLibrary: true, editSettings: true, manageUsers: true },
};

const reader: Me = {
  mode: "local",
  subject: "u-7",
  name: "Laura Lectora",
  email: "laura@example.com",
  role: "lector",
  csrfToken: "t0k",
  can: { editProjects: false, editLibrary: false, editSettings: false, manageUsers: false },
};

function serve(
  post: (body: Record<string, string>, headers: Record<string, string>) => Response,
  me: Me = singleUser,
  tokens: unknown[] = [],
) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === "/api/auth/me"
      ? new Response(JSON.stringify(me))
      : url === "/api/auth/tokens" && init?.method !== "POST"
        ? new Response(JSON.stringify(tokens))
        : init?.method === "POST"
        ? post(JSON.parse(String(init.body)), init.headers as Record<string, string>)
        : new Response(JSON.stringify(preset)),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompanySettingsPage />
      <Toaster />
    </QueryClientProvider>,
  );
  await screen.findByLabelText("Nombre de la empresa");
  return userEvent.setup();
}

describe("CompanySettingsPage", () => {
  it("says a signed-in reader who they are and why they cannot save", async () => {
    const fetchMock = serve(() => new Response("{}"), reader);
    await renderPage();
    expect(await screen.findByTestId("settings-refused")).toHaveTextContent(
      "Su rol (lector) no permite cambiar la configuración de la empresa ni el diseño de PDF",
    );
    expect(screen.getByRole("button", { name: /Guardar Configuración/ })).toBeDisabled();
    expect(screen.getByTestId("settings-user")).toHaveTextContent("Sesión iniciada como Laura Lectora (laura@example.com), rol lector");
    expect(screen.queryByLabelText("Su nombre")).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("lists a signed-in person's API tokens and shows a new one once", async () => {
    const fetchMock = serve(
      (body) => new Response(JSON.stringify({ id: "t2", name: body.name, createdAt: "2026-11-25T10:00:00Z", token: "fichas_secreto" }), { status: 201 }),
      reader,
      [{ id: "t1", name: "informe nocturno", createdAt: "2026-11-24T08:00:00Z" }],
    );
    const user = await renderPage();
    expect(await screen.findByText("informe nocturno")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nombre del token"), "script");
    await user.click(screen.getByRole("button", { name: /Crear token/ }));
    expect(await screen.findByTestId("new-token")).toHaveTextContent("fichas_secreto");
    const post = fetchMock.mock.calls.find(([url, init]) => url === "/api/auth/tokens" && init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: "script" });
  });

  it("tells the single local user that the name is not verified", async () => {
    serve(() => new Response("{}"));
    await renderPage();
    expect(await screen.findByText(/Servidor local de un solo usuario, sin inicio de sesión/)).toBeInTheDocument();
    expect(screen.getByLabelText("Su nombre")).toBeInTheDocument();
  });

  it("shows the preset name, the version and the last update", async () => {
    serve(() => new Response("{}"));
    await renderPage();
    expect(screen.getByLabelText("Nombre de la empresa")).toHaveValue("Fichas Técnicas Refrigeración");
    expect(screen.getByTestId("system-info")).toHaveTextContent("Versión 1.0.0");
    expect(screen.getByTestId("system-info")).toHaveTextContent("Última actualización: Enero 2025");
  });

  it("saves the company data and signs the save with the name just typed", async () => {
    const fetchMock = serve((body) => new Response(JSON.stringify({ ...preset, ...body, version: 1 })));
    const user = await renderPage();
    await user.type(screen.getByLabelText("Correo electrónico"), " ventas@frio.mx ");
    await user.type(screen.getByLabelText("Su nombre"), "María Núñez");
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    expect(await screen.findByText("Configuración guardada")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init!.body))).toEqual({ companyName: "Fichas Técnicas Refrigeración", email: "ventas@frio.mx", phone: "", website: "", numberLocale: "es-MX", jurisdiction: "other" });
    expect((init!.headers as Record<string, string>)["X-Fichas-Usuario"]).toBe(encodeURIComponent("María Núñez"));
    expect(localStorage.getItem("fichas_usuario")).toBe("María Núñez");
  });

  it("shows the server's refusal at the field it names, and any other failure as the spec's toast", async () => {
    let answer = new Response(JSON.stringify({ code: "company_settings.invalid_email", message: "Correo electrónico inválido", field: "email" }), { status: 422 });
    serve(() => answer);
    const user = await renderPage();
    await user.type(screen.getByLabelText("Correo electrónico"), "no-es-correo");
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    await waitFor(() => expect(document.getElementById("settings-email-error")).toHaveTextContent("Correo electrónico inválido"));

    answer = new Response("", { status: 500, statusText: "Internal Server Error" });
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    expect(await screen.findByText("No se pudo guardar la configuración")).toBeInTheDocument();
  });

  it("shows the saved jurisdiction and sends the one chosen", async () => {
    const fetchMock = serve((body) => new Response(JSON.stringify({ ...preset, ...body, version: 1 })));
    const user = await renderPage();
    expect(screen.getByTestId("settings-jurisdiction")).toHaveTextContent("Otro país");
    await user.click(screen.getByTestId("settings-jurisdiction"));
    await user.click(await screen.findByRole("option", { name: "México" }));
    expect(screen.getByTestId("settings-jurisdiction")).toHaveTextContent("México");
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    expect(await screen.findByText("Configuración guardada")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init!.body)).jurisdiction).toBe("MX");
  });
});
