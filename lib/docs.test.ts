import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { DEVELOPER_DOCS, docHref, readDoc, servedDocNames } from "./docs";

const pages = fs
  .readdirSync(path.join(process.cwd(), "docs"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3));

it("decides for every page of docs/ whether the site serves it", () => {
  const undecided = pages.filter((p) => !servedDocNames.includes(p) && !DEVELOPER_DOCS.includes(p));
  expect(undecided, "add each to SERVED_DOCS or DEVELOPER_DOCS in lib/docs.ts").toEqual([]);
  for (const name of servedDocNames) expect(pages).toContain(name);
});

it("reads a served doc with its title and refuses any other name", () => {
  expect(readDoc("bundle-format")?.title).toBe("Result bundle format, schema version 1");
  expect(readDoc("architecture")).toBeNull();
  expect(readDoc("../README")).toBeNull();
});

it("points links between docs at their site pages", () => {
  expect(docHref("scoring.md")).toBe("/docs/scoring");
  expect(docHref("./bundle-format.md#files")).toBe("/docs/bundle-format#files");
  expect(docHref("architecture.md")).toBe("architecture.md");
  expect(docHref("https://example.org/a.md")).toBe("https://example.org/a.md");
});
