import { expect, it } from "vitest";
import { compareQuery, maskMembers } from "./compare-params";

it("reads submission ids from a comma list or repeated parameters, without duplicates", () => {
  expect(compareQuery.parse({ s: "3,1,3" }).s).toEqual([3, 1]);
  expect(compareQuery.parse({ s: ["2", "5"] }).s).toEqual([2, 5]);
  expect(compareQuery.parse({}).s).toEqual([]);
});

it("refuses a malformed id or more than eight submissions", () => {
  expect(() => compareQuery.parse({ s: "1,x" })).toThrow();
  expect(() => compareQuery.parse({ s: "1,2,3,4,5,6,7,8,9" })).toThrow(/at most 8/);
});

it("reads a region as a mask, none or union, ignoring anything else", () => {
  expect(compareQuery.parse({ s: "1,2", region: "3" }).region).toBe(3);
  expect(compareQuery.parse({ s: "1,2", region: "none" }).region).toBe("none");
  expect(compareQuery.parse({ s: "1,2", region: "zzz" }).region).toBeUndefined();
  expect(maskMembers(5, 3)).toEqual([0, 2]);
});
