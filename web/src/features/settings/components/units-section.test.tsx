import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { UnitsSection } from "./units-section";
import { storedUnitSystem, UnitSystemProvider, unitStorageKey } from "@/hooks/use-unit-system";
import { ME_PATH } from "@/lib/session";
import { setUnitSystem, unitSystem } from "@/lib/units";

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  localStorage.clear();
  setUnitSystem("si");
});

function renderAs(subject: string) {
  const client = new QueryClient();
  client.setQueryData([ME_PATH], { mode: "local", subject, name: "Ana", email: `${subject}@x.mx`, role: "lector", csrfToken: null, can: { editProjects: false, editLibrary: false, editSettings: false } });
  return render(
    <QueryClientProvider client={client}>
      <UnitSystemProvider>
        <UnitsSection />
      </UnitSystemProvider>
    </QueryClientProvider>,
  );
}

describe("UnitsSection", () => {
  it("keeps each user's own choice, even a lector's, and applies it at once", async () => {
    renderAs("u1");
    expect(screen.getByTestId("settings-unit-system")).toHaveTextContent("SI");
    const user = userEvent.setup();
    await user.click(screen.getByTestId("settings-unit-system"));
    await user.click(await screen.findByRole("option", { name: /Inglés I-P/ }));
    expect(storedUnitSystem(unitStorageKey({ subject: "u1", email: null }))).toBe("ip");
    expect(unitSystem()).toBe("ip");
    expect(screen.getByTestId("settings-units-example")).toHaveTextContent("Ejemplo: 20.0 °F · 120 000 BTU/h · 60.0 psig · 82.0 ft");
    expect(screen.getByTestId("settings-units-example")).toHaveTextContent("psig");
    // Another person on the same browser starts from SI.
    expect(storedUnitSystem(unitStorageKey({ subject: "u2", email: null }))).toBe("si");
  });
});
