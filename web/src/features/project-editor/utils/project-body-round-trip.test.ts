// The screen's load → form → body round trip is the identity for a stored
// project (tester report 3, defect 30): a project created through the API
// (optional fields omitted, the server echoing them as null) opens, is
// left as it is and is saved back exactly as stored, so nothing counts as
// changed and the history lists only what the user changed. The fixtures
// are GET /api/projects/{id} answers of projects created through the API
// from the tester's bodies (/work/wt/findings3/json), one or two of each
// equipment type.
import { describe, expect, it } from "vitest";
import chillerAir2c from "./fixtures/api-chiller-aire-2c.json";
import chillerRemote from "./fixtures/api-chiller-remote.json";
import condensingUnit from "./fixtures/api-condensadora.json";
import condensingUnit2c from "./fixtures/api-cu-2c.json";
import motorTwo from "./fixtures/api-moto-two.json";
import motor from "./fixtures/api-motocompresora.json";
import rackDivision from "./fixtures/api-rack-division.json";
import rack from "./fixtures/api-rack.json";
import { formSnapshot } from "./drafts";
import { formFromProject, projectBody, type ProjectDetail } from "./project-body";

const stored: Record<string, ProjectDetail> = {
  condensadora: condensingUnit as unknown as ProjectDetail,
  "condensadora, 2 circuitos": condensingUnit2c as unknown as ProjectDetail,
  rack: rack as unknown as ProjectDetail,
  "rack con división de succión": rackDivision as unknown as ProjectDetail,
  chiller: chillerRemote as unknown as ProjectDetail,
  "chiller aire, 2 circuitos": chillerAir2c as unknown as ProjectDetail,
  motocompresora: motor as unknown as ProjectDetail,
  "motocompresora, 2 compresores": motorTwo as unknown as ProjectDetail,
};

/** The input fields of a detail (what the server adds is not sent back). */
const BOOKKEEPING = ["id", "version", "createdAt", "updatedAt", "calculationResults", "calculation", "deleted", "duplicatedFrom"];
const inputs = (detail: ProjectDetail) => Object.fromEntries(Object.entries(detail).filter(([k]) => !BOOKKEEPING.includes(k)));

/** What the screen saves when the user opens the project and changes `edit` (nothing by default). */
function saved(detail: ProjectDetail, edit: (form: ReturnType<typeof formFromProject>) => void = () => {}) {
  const loaded = formFromProject(detail);
  const form = structuredClone(loaded);
  edit(form);
  return projectBody(form, null, { detail, form: JSON.parse(formSnapshot(loaded)) as typeof loaded });
}

describe("a stored project saved back by the screen", () => {
  it.each(Object.entries(stored))("%s: left as loaded, the body is the stored project", (_name, detail) => {
    expect(saved(detail)).toStrictEqual(inputs(detail));
  });

  it.each(Object.entries(stored))("%s: the form read again from that body is the same form", (_name, detail) => {
    const again = formFromProject({ ...(saved(detail) as unknown as ProjectDetail), id: detail.id });
    expect(formSnapshot(again)).toBe(formSnapshot(formFromProject(detail)));
  });

  it("a condensing unit keeps no rack or chiller configuration and no compressor type it did not have", () => {
    const body = saved(condensingUnit as unknown as ProjectDetail, (form) => {
      form.condTemp = 46;
    }) as Record<string, unknown>;
    expect(body.rackConfig).toBeNull();
    expect(body.chillerConfig).toBeNull();
    expect(body.compressorType).toBeNull();
    expect(body.compressorsConfig).toEqual([]);
    // Only what the user changed differs from the stored project.
    const before = inputs(condensingUnit as unknown as ProjectDetail);
    const changed = Object.keys(body).filter((k) => JSON.stringify(body[k]) !== JSON.stringify(before[k]));
    expect(changed).toEqual(["condTemp"]);
    expect(body.condTemp).toBe(46);
  });

  it("a change inside one circuit rewrites that value only, the stored ids and the other circuit kept", () => {
    const detail = condensingUnit2c as unknown as ProjectDetail;
    const body = saved(detail, (form) => {
      form.condensingUnitConfig.circuits[1].requiredCapacity = 9;
    }) as unknown as ProjectDetail;
    const expected = structuredClone(inputs(detail)) as unknown as ProjectDetail;
    expected.condensingUnitConfig!.circuits[1].requiredCapacity = 9;
    expect(body).toStrictEqual(expected);
  });

  it("a new project (nothing stored) is sent whole, as before", () => {
    const form = formFromProject(motor as unknown as ProjectDetail);
    const body = projectBody(form, null) as Record<string, unknown>;
    expect(body.compressorType).toBe("todos");
    expect(body.rackConfig).toEqual(form.rackConfig);
  });
});
