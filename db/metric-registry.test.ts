import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { COLUMN_RECORDS, FACET_COLUMNS } from "./metric-registry.ts";
import { DERIVED_FIGURES } from "./metric-sql.ts";

describe("the metric registry the browser bundle imports", () => {
  it("carries no SQL: the derived columns' SQL is in metric-sql.ts", () => {
    expect(JSON.stringify(COLUMN_RECORDS)).not.toMatch(/\b(SELECT|CASE|FROM)\b/);
    const source = fs.readFileSync(new URL("./metric-registry.ts", import.meta.url), "utf8");
    const imports = source.split("\n").filter((line) => line.startsWith("import "));
    for (const line of imports) expect(line).toMatch(/^import type /);
  });

  it("has SQL for every derived column and no other", () => {
    const derived = COLUMN_RECORDS.filter((c) => c.source.kind === "derived").map((c) => c.key);
    expect(DERIVED_FIGURES.map((f) => f.key).sort()).toEqual([...derived].sort());
  });

  it("gives each facet its own place among the filters", () => {
    const places = FACET_COLUMNS.map((c) => c.facet);
    expect(new Set(places).size).toBe(places.length);
    expect(FACET_COLUMNS.map((c) => c.key)).toEqual(["setting", "origin", "agent", "verification"]);
  });
});
