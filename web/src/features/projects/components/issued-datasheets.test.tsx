import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IssuedDatasheet } from "../api/get-project-datasheets";
import { codeProblem, normalizeCode, verifyFailure } from "../utils/verification-code";
import { IssuedDatasheets } from "./issued-datasheets";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const sheet: IssuedDatasheet = {
  id: "0b5c3e7e-1111-4111-8111-000000000002",
  projectVersion: 3,
  issuedAt: "2026-11-27T08:00:00.000Z",
  sha256: "ab".repeat(32),
  fileName: "ficha-camara-v3.pdf",
  renderer: "Chromium/1",
  verificationCode: "0B5C-3E7E",
};

const check = { identical: true, htmlIdentical: true, sha256: sheet.sha256, originalSha256: sheet.sha256, renderer: "Chromium/1", originalRenderer: "Chromium/1" };

function serve() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/projects/p/datasheets") return new Response(JSON.stringify([sheet]));
    if (init?.method === "POST" && url === "/api/datasheets/AAAA-0000/regenerate") {
      return new Response(JSON.stringify({ message: "Ficha técnica no encontrada", code: "datasheet.not_found" }), { status: 404 });
    }
    if (init?.method === "POST" && url.endsWith("/regenerate")) return new Response(JSON.stringify(check));
    return new Response("", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("IssuedDatasheets", () => {
  it("reads a verification code however it was typed", () => {
    expect(normalizeCode(" 0b5c 3e7e ")).toBe("0B5C-3E7E");
    expect(normalizeCode("0b5c-3e7e")).toBe("0B5C-3E7E");
    expect(normalizeCode("0b5c3e7e")).toBe("0B5C-3E7E");
    expect(normalizeCode("")).toBe("");
    expect(codeProblem("0B5C-3E7E")).toBeNull();
    expect(codeProblem(normalizeCode("99C6-B0S1"))).toContain("no es un código de verificación");
  });

  it("shows each sheet's footer code and verifies the sheet a typed code names", async () => {
    const fetchMock = serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <IssuedDatasheets projectId="p" />
        <Toaster />
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId("datasheet-row");
    expect(within(row).getByText("0B5C-3E7E")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Código de verificación"), "0b5c 3e7e");
    await user.click(screen.getByRole("button", { name: "Verificar código" }));
    await waitFor(() => expect(within(row).getByTestId("datasheet-check")).toHaveTextContent("Idéntica: Sí"));
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url]) => url);
    expect(posted).toEqual([`/api/datasheets/${sheet.id}/regenerate`]);
  });

  function renderSheets() {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <IssuedDatasheets projectId="p" />
        <Toaster />
      </QueryClientProvider>,
    );
  }

  it("says so in Spanish when no sheet has the code, and when the text is no code", async () => {
    serve();
    renderSheets();
    await screen.findByTestId("datasheet-row");
    const user = userEvent.setup();
    const input = screen.getByLabelText("Código de verificación");
    await user.type(input, "aaaa0000");
    await user.click(screen.getByRole("button", { name: "Verificar código" }));
    await waitFor(() => expect(screen.getByTestId("code-answer")).toHaveTextContent("Ninguna ficha emitida tiene el código AAAA-0000."));
    await user.clear(input);
    await user.type(input, "99c6-b0s1");
    await user.click(screen.getByRole("button", { name: "Verificar código" }));
    expect(screen.getByTestId("code-answer")).toHaveTextContent("«99C6-B0S1» no es un código de verificación");
  });

  it("sends another project's code in the footer's form, however it was typed", async () => {
    const fetchMock = serve();
    renderSheets();
    await screen.findByTestId("datasheet-row");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Código de verificación"), "1a2b3c4d");
    await user.click(screen.getByRole("button", { name: "Verificar código" }));
    await waitFor(() => expect(screen.getByTestId("code-answer")).toHaveTextContent("Ficha 1A2B-3C4D (de otro proyecto): idéntica a la emitida."));
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url]) => url);
    expect(posted).toEqual(["/api/datasheets/1A2B-3C4D/regenerate"]);
  });

  // Tester report 3: on a loaded server the check took over 90 s with no sign of life, then a 503 at the deadline.
  it("says it is verifying while the sheet is printed again, and words a server that gave up in Spanish", async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/projects/p/datasheets") return new Response(JSON.stringify([sheet]));
      if (init?.method === "POST" && url === "/api/datasheets/1A2B-3C4D/regenerate") return new Promise<Response>((resolve) => (release = resolve));
      return new Response("", { status: 404 });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderSheets();
    await screen.findByTestId("datasheet-row");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Código de verificación"), "1a2b3c4d");
    await user.click(screen.getByRole("button", { name: "Verificar código" }));
    await waitFor(() => expect(screen.getByTestId("code-answer")).toHaveTextContent("Verificando: se vuelve a generar la ficha y se compara con la emitida…"));
    expect(screen.getByRole("button", { name: "Verificando…" })).toBeDisabled();
    release(new Response("Service Unavailable", { status: 503 }));
    await waitFor(() => expect(screen.getByTestId("code-answer")).toHaveTextContent("El servidor no terminó la verificación a tiempo: está ocupado. Intente nuevamente en unos minutos."));
    expect(screen.getByRole("button", { name: "Verificar código" })).toBeEnabled();
  });

  it("gives the server's own words for a deadline it reports", () => {
    const body = JSON.stringify({ code: "deadline_exceeded", message: "La operación tardó más de 90 s y se canceló. Intente nuevamente en unos minutos." });
    expect(verifyFailure(new ApiError(503, body))).toBe("La operación tardó más de 90 s y se canceló. Intente nuevamente en unos minutos.");
    expect(verifyFailure(new Error("offline"))).toBe("No se pudo verificar la ficha");
  });
});
