import { expect, it } from "vitest";
import { parseSubmissionId } from "./submission-id";

it("accepts positive integers only", () => {
  expect(parseSubmissionId("42")).toBe(42);
  for (const bad of ["0", "-1", "01", "1.5", "abc", "", "99999999999999999"])
    expect(parseSubmissionId(bad)).toBeNull();
});
