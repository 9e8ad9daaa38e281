import { expect, it } from "vitest";
import { pairedHref, pairedQuery } from "./paired-params";

it("reads the two ids, refusing a malformed one", () => {
  expect(pairedQuery.parse({ a: "3", b: "12" })).toMatchObject({ a: 3, b: 12 });
  expect(() => pairedQuery.parse({ a: "3", b: "x" })).toThrow(/positive integer/);
  expect(() => pairedQuery.parse({ a: "3" })).toThrow();
});

it("reads a list and the tables' orders, falling back to ΔM largest first", () => {
  const q = pairedQuery.parse({
    a: "1",
    b: "2",
    list: "onlyA",
    instance: "calc",
    isort: "onlyB.asc",
  });
  expect(q).toMatchObject({
    list: "onlyA",
    instance: "calc",
    isort: { key: "onlyB", desc: false },
  });
  expect(q.ssort).toEqual({ key: "delta", desc: true });
  const bad = pairedQuery.parse({ a: "1", b: "2", list: "some", isort: "x.up", section: "../x" });
  expect(bad).toMatchObject({
    list: undefined,
    section: undefined,
    isort: { key: "delta", desc: true },
  });
});

it("writes a view back as a shareable address, leaving defaults out", () => {
  const q = pairedQuery.parse({ a: "1", b: "2", isort: "a.asc" });
  expect(pairedHref(q, { list: "onlyB", instance: "greet" }, "#mutants")).toBe(
    "/compare/paired?a=1&b=2&list=onlyB&instance=greet&isort=a.asc#mutants",
  );
  expect(pairedHref(q, { isort: "delta.desc" })).toBe("/compare/paired?a=1&b=2");
});

it("reads the tables' and the list's pages, a bad one the first, and leaves page 1 out", () => {
  const q = pairedQuery.parse({ a: "1", b: "2", ipage: "3", spage: "0", mpage: "x" });
  expect(q).toMatchObject({ ipage: 3, spage: 1, mpage: 1 });
  expect(pairedHref(q, { spage: "2" })).toBe("/compare/paired?a=1&b=2&ipage=3&spage=2");
  expect(pairedHref(q, { ipage: undefined })).toBe("/compare/paired?a=1&b=2");
});
