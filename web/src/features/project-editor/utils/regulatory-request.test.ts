import { describe, expect, it } from "vitest";
import { chillerRequest, condensingUnitRequest, rackRequest, regulatoryRequest } from "./form-calculation-bodies";
import { formFromProject, projectBody } from "./project-body";
import { emptyProject } from "./project-defaults";

describe("regulatoryRequest", () => {
  it("sends nothing when the project names nothing, so the server applies the company's jurisdiction and today", () => {
    const form = emptyProject();
    expect(regulatoryRequest(form)).toEqual({});
    expect(rackRequest(form)).not.toHaveProperty("jurisdiction");
  });

  it("sends the project's jurisdiction, date and the room fields given, in every system calculation", () => {
    const form = {
      ...emptyProject(),
      jurisdiction: "ES" as const,
      referenceDate: "2026-11-25",
      site: { roomVolume: 120, accessCategory: null, locationClass: "II" as const },
    };
    const expected = { jurisdiction: "ES", referenceDate: "2026-11-25", site: { roomVolume: 120, locationClass: "II" } };
    expect(regulatoryRequest(form)).toEqual(expected);
    for (const request of [rackRequest(form), condensingUnitRequest(form), chillerRequest(form)]) {
      expect(request).toMatchObject(expected);
    }
  });

  it("keeps what a saved project stored when it is loaded into the form and saved again", () => {
    const stored = {
      ...emptyProject(),
      id: "p1",
      name: "Rack Centro",
      jurisdiction: "MX" as const,
      referenceDate: "2026-11-20",
      numberLocale: "es-ES",
      site: { roomVolume: 300, accessCategory: "a" as const, locationClass: null },
    };
    const form = formFromProject(stored);
    expect(form.jurisdiction).toBe("MX");
    expect(form.referenceDate).toBe("2026-11-20");
    expect(rackRequest(form)).toMatchObject({ jurisdiction: "MX", referenceDate: "2026-11-20", numberLocale: "es-ES" });
    expect(form.site).toEqual({ roomVolume: 300, accessCategory: "a", locationClass: null });
    expect(projectBody(form, null)).toMatchObject({ jurisdiction: "MX", referenceDate: "2026-11-20", site: { roomVolume: 300, accessCategory: "a" } });
  });
});
