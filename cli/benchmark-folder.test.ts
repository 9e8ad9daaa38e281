import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { benchmarkArgument } from "./benchmark-folder.ts";

// The checkout's layout: tsb-mini 1.0 in tsb-mini/, 1.1 in tsb-mini-1.1/.
const data = path.join(import.meta.dirname, "..", "data", "benchmarks");
const root = mkdtempSync(path.join(tmpdir(), "tsb-benchmark-arg-"));
for (const folder of ["tsb-mini", "tsb-mini-1.1"])
  cpSync(path.join(data, folder, "benchmark.json"), path.join(root, folder, "benchmark.json"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a benchmark named on the command line", () => {
  it("refuses a bare name that two versions carry, naming each with its folder", async () => {
    await expect(benchmarkArgument("tsb-mini", root)).rejects.toThrow(
      /benchmark 'tsb-mini': 2 versions under .* \(tsb-mini@1\.0 in tsb-mini\/, tsb-mini@1\.1 in tsb-mini-1\.1\/\); name one as name@version, or give its folder/,
    );
  });

  it("takes name@version, or a folder, as that version", async () => {
    expect((await benchmarkArgument("tsb-mini@1.0", data)).version).toBe("1.0");
    expect((await benchmarkArgument("tsb-mini-1.1", data)).version).toBe("1.1");
    expect((await benchmarkArgument(path.join(data, "tsb-mini-1.1"))).version).toBe("1.1");
  });
});
