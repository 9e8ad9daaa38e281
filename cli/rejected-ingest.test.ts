/**
 * A rejected ingest writes nothing: `tsb ingest --benchmark <dir>` of a bundle with truncated
 * XML, an unknown instance id or a wrong schema version leaves the database's dump identical,
 * even when the benchmark folder changed since it was stored (it would be refreshed only with an
 * accepted bundle, in the same transaction).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { dumpDb } from "../db/testing/dump.ts";
import { tempDb } from "../db/testing/temp-db.ts";
import { main } from "./index.ts";

const data = path.join(import.meta.dirname, "..", "data");
let work: string;
let benchmarkDir: string;
let t: ReturnType<typeof tempDb>;
let stderr: MockInstance<typeof process.stderr.write>;
let stdout: MockInstance<typeof process.stdout.write>;

/** A copy of the focused demo bundle, with `damage` applied. */
function bundle(name: string, damage: (dir: string) => void): string {
  const dir = path.join(work, name);
  cpSync(path.join(data, "bundles", "agent-focused"), dir, { recursive: true });
  damage(dir);
  return dir;
}

const ingest = (dir: string) =>
  main(["ingest", dir, "--benchmark", benchmarkDir, "--db", t.file, "--workers", "0"]);
const printedErr = () => stderr.mock.calls.map((c) => String(c[0])).join("");

beforeAll(async () => {
  stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  work = mkdtempSync(path.join(tmpdir(), "tsb-rejected-"));
  benchmarkDir = path.join(work, "tsb-mini");
  cpSync(path.join(data, "benchmarks", "tsb-mini"), benchmarkDir, { recursive: true });
  t = tempDb();
  expect(
    await main([
      "ingest",
      path.join(data, "bundles", "reference"),
      "--benchmark",
      benchmarkDir,
      "--db",
      t.file,
      "--workers",
      "0",
    ]),
  ).toBe(0);
  // The folder changes after the benchmark was stored: only an accepted ingest may refresh it.
  const file = path.join(benchmarkDir, "benchmark.json");
  const definition = JSON.parse(readFileSync(file, "utf8")) as { description: string };
  writeFileSync(
    file,
    JSON.stringify({ ...definition, description: `${definition.description} (edited)` }),
  );
});
afterAll(() => {
  stderr.mockRestore();
  stdout.mockRestore();
  t.cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe("a rejected ingest", () => {
  const cases: Array<[string, (dir: string) => void, string]> = [
    [
      "truncated XML",
      (dir) => {
        const xml = path.join(
          dir,
          "instances/calc/mutants/arithmetic-decimal-modulo-truncated.xml",
        );
        const text = readFileSync(xml, "utf8");
        writeFileSync(xml, text.slice(0, Math.floor(text.length / 2)));
      },
      "instances/calc/mutants/arithmetic-decimal-modulo-truncated.xml",
    ],
    [
      "an unknown instance id",
      (dir) => {
        mkdirSync(path.join(dir, "instances/nope/reference"), { recursive: true });
        cpSync(
          path.join(dir, "instances/calc/reference/1.xml"),
          path.join(dir, "instances/nope/reference/1.xml"),
        );
      },
      "unknown instance 'nope'",
    ],
    [
      "a wrong schema version",
      (dir) => {
        const file = path.join(dir, "submission.json");
        const submission = JSON.parse(readFileSync(file, "utf8")) as object;
        writeFileSync(file, JSON.stringify({ ...submission, schemaVersion: 2 }));
      },
      "submission.json: schemaVersion: unsupported version 2",
    ],
  ];

  it.each(cases)("with %s leaves the database's dump identical", async (name, damage, message) => {
    const before = dumpDb(t.db);
    stderr.mockClear();
    expect(await ingest(bundle(name.replaceAll(" ", "-"), damage))).toBe(1);
    expect(printedErr()).toContain(message);
    expect(dumpDb(t.db)).toBe(before);
  });

  it("is told apart from an accepted one, which stores the bundle and refreshes the benchmark together", async () => {
    const before = dumpDb(t.db);
    expect(await ingest(bundle("intact", () => undefined))).toBe(0);
    const after = dumpDb(t.db);
    expect(after).not.toBe(before);
    expect(after).toContain("(edited)");
  });
});
