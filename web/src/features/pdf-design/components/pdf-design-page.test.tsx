import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DesignConfig } from "../api/get-design-config";
import { PdfDesignPage } from "./pdf-design-page";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

const saved: DesignConfig = {
  headerColor: "#2980b9",
  footerColor: "#34495e",
  accentColor: "#3498db",
  logoPosition: "top-left",
  footerText: "",
  logoUrl: "",
  rackImageUrl: "",
  condensingUnitImageUrl: "",
  chillerImageUrl: "",
  heatPumpImageUrl: "",
  motorCompressorImageUrl: "",
  traceabilityAppendix: false,
  version: 0,
  updatedAt: null,
};

/** The single local user of a loopback server: every permission. */
const me = {
  mode: "single",
  subject: null,
  name: "Usuario local",
  email: null,
  role: "administrador",
  csrfToken: null,
  can: { editProjects: true, editLibrary: true, editSettings: true, manageUsers: true },
};

function serve(post: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === "/api/auth/me"
      ? new Response(JSON.stringify(me))
      : init?.method === "POST"
        ? post(JSON.parse(String(init.body)))
        : new Response(JSON.stringify(saved), { status: 200 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PdfDesignPage />
    </QueryClientProvider>,
  );
  await screen.findByLabelText("Color del encabezado");
  return userEvent.setup();
}

const fieldError = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const posts = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("PdfDesignPage", () => {
  it("shows the saved colours, each with its swatch", async () => {
    serve(() => new Response("{}"));
    await renderPage();
    expect(screen.getByLabelText("Color del encabezado")).toHaveValue("#2980b9");
    expect(screen.getByLabelText("Color del pie de página")).toHaveValue("#34495e");
    expect(screen.getByTestId("accentColor-preview")).toHaveStyle({ backgroundColor: "#3498db" });
  });

  it("refuses an invalid colour at its field and sends nothing", async () => {
    const fetchMock = serve(() => new Response("{}"));
    const user = await renderPage();
    await user.clear(screen.getByLabelText("Color del encabezado"));
    await user.type(screen.getByLabelText("Color del encabezado"), "#12G456");
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    expect(fieldError("headerColor")).toBe("Color inválido: use el formato #RRGGBB");
    expect(screen.getByLabelText("Color del encabezado")).toHaveAttribute("aria-invalid", "true");
    // The swatch keeps the last valid colour.
    expect(screen.getByTestId("headerColor-preview")).toHaveStyle({ backgroundColor: "#2980b9" });
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("saves a valid colour and shows the server's refusal at the field it names", async () => {
    let answer = new Response(JSON.stringify({ code: "design.invalid_color", message: "Color inválido: use el formato #RRGGBB", field: "footerColor" }), { status: 422 });
    const fetchMock = serve((body) => {
      expect(body).toMatchObject({ headerColor: "#c0392b", footerColor: "#34495e", logoPosition: "top-left" });
      return answer;
    });
    const user = await renderPage();
    await user.clear(screen.getByLabelText("Color del encabezado"));
    await user.type(screen.getByLabelText("Color del encabezado"), "#C0392B");
    expect(screen.getByTestId("headerColor-preview")).toHaveStyle({ backgroundColor: "#c0392b" });
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    await waitFor(() => expect(fieldError("footerColor")).toBe("Color inválido: use el formato #RRGGBB"));

    answer = new Response(JSON.stringify({ ...saved, headerColor: "#c0392b", version: 1 }), { status: 200 });
    await user.type(screen.getByLabelText("Color del pie de página"), " ");
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(fieldError("footerColor")).toBeUndefined();
  });

  it("leaves the traceability appendix off until asked, and sends it when ticked", async () => {
    const fetchMock = serve(() => new Response(JSON.stringify({ ...saved, traceabilityAppendix: true, version: 1 })));
    const user = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Logo" }));
    const appendix = screen.getByRole("checkbox", { name: "Imprimir anexo de trazabilidad" });
    expect(appendix).not.toBeChecked();
    await user.click(appendix);
    await user.click(screen.getByRole("button", { name: "Guardar Configuración" }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0][1]?.body))).toMatchObject({ traceabilityAppendix: true });
  });

  it("names each image field's upload button after its image", async () => {
    serve(() => new Response("{}"));
    const user = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Imágenes" }));
    const names = screen.getAllByRole("button", { name: /^Subir imagen: / }).map((b) => b.getAttribute("aria-label"));
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    await user.click(screen.getByRole("tab", { name: "Logo" }));
    expect(screen.getByRole("button", { name: "Subir imagen: Logo de la empresa" })).toBeInTheDocument();
  });
});
