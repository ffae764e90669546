// The screens read an answer's envelope as the sheet does (domain OperatingLimits::source), checked against the
// domain's own table (domain/src/engine/recorded_answers_tests.rs reads it too, and checks its default envelope is
// the one GET /api/polynomials/default-envelope serves).
import { describe, expect, it } from "vitest";
import { envelopeSourceOf, type DefaultEnvelope, type RecordedLimits } from "./default-envelope";
import recorded from "./fixtures/recorded-answers.json";

const defaults: DefaultEnvelope = recorded.defaultEnvelope;

describe("an answer's envelope source", () => {
  it("reads as the domain reads it, stated or recorded before engine 1.13.0", () => {
    for (const row of recorded.envelopeSources) expect(envelopeSourceOf(row.limits as RecordedLimits, defaults), row.case).toBe(row.source);
  });

  it("is unknown for an older answer while the defaults load, and stated or a polygon's without them", () => {
    const [stated, , old, polygon] = recorded.envelopeSources;
    expect(envelopeSourceOf(old.limits as RecordedLimits, undefined)).toBeUndefined();
    expect(envelopeSourceOf(stated.limits as RecordedLimits, undefined)).toBe("toolDefaults");
    expect(envelopeSourceOf(polygon.limits as RecordedLimits, undefined)).toBe("makerPolygon");
  });
});
