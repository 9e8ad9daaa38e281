import { readFileSync } from "node:fs";
import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark, type BenchmarkDefinition } from "../benchmark/load-benchmark.ts";
import { buildBenchmark, type BuildReport } from "./build-cache.ts";
import { sha256File } from "./hash.ts";
import { MANIFEST_FILE, readManifest } from "./manifest.ts";
import { writeTestBenchmark } from "./testing/benchmark.ts";

let root: string;
let benchmark: BenchmarkDefinition;
const statusOf = (reports: BuildReport[]) =>
  Object.fromEntries(reports.map((r) => [r.executable, r.status]));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-build-test-"));
  benchmark = await loadBenchmark((await writeTestBenchmark(path.join(root, "benchmark"))).dir);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("tsb build", () => {
  const cacheDir = () => path.join(root, "cache");

  it("builds the reference and each mutant, reporting a patch that does not apply without stopping", async () => {
    const reports = await buildBenchmark(benchmark, { cacheDir: cacheDir(), jobs: 2 });
    expect(statusOf(reports)).toEqual({
      reference: "built",
      // One build of the reference per reference run, each with its TSB_VARIANT.
      "reference~2": "built",
      "reference~3": "built",
      "mutants/empty-silent": "built",
      "mutants/seven-hangs": "built",
      "mutants/abs-value": "built",
      "mutants/stale-patch": "failed",
      // The instrumented reference: a shell script has no coverage tool, and says so.
      coverage: "unavailable",
    });
    expect(reports.find((r) => r.executable === "coverage")?.error).toMatch(
      /^no coverage tool is known for the instance's language/,
    );
    expect(reports.find((r) => r.status === "failed")?.error).toMatch(
      /stale-patch\.patch: does not apply to 'adder\.sh'/,
    );
    const manifest = await readManifest(cacheDir());
    const entry = manifest?.instances.adder?.mutants["empty-silent"];
    expect(entry && "sha256" in entry && entry.sha256).toBe(
      await sha256File(path.join(cacheDir(), "adder/mutants/empty-silent/executable")),
    );
    const mutated = await readFile(
      path.join(cacheDir(), "adder/mutants/seven-hangs/executable"),
      "utf8",
    );
    expect(mutated).toContain('[ "$n" = 7 ] && sleep 600');
    // The build output maps each mutant to the reference lines its patch changes.
    expect(manifest?.instances.adder?.changedLines).toMatchObject({
      "empty-silent": [{ file: "adder.sh", lines: [7] }],
      "seven-hangs": [{ file: "adder.sh", lines: [4] }],
      "abs-value": [{ file: "adder.sh", lines: [5] }],
    });
  });

  it("saves the manifest along the way, so a build stopped part way keeps what it built", async () => {
    const dir = path.join(root, "cache-checkpoints");
    const seen: Array<[string, boolean]> = [];
    await buildBenchmark(benchmark, {
      cacheDir: dir,
      jobs: 1,
      checkpointMs: 0,
      onReport: (report) => {
        if (!report.executable.startsWith("mutants/")) return;
        const onDisk = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8")) as {
          instances: Record<string, { mutants: Record<string, unknown> }>;
        };
        const id = report.executable.slice("mutants/".length);
        seen.push([id, id in (onDisk.instances.adder?.mutants ?? {})]);
      },
    });
    // Each mutant is on disk by the time it is reported, before the build ends.
    expect(seen).toEqual([
      ["empty-silent", true],
      ["seven-hangs", true],
      ["abs-value", true],
      ["stale-patch", true],
    ]);
  });

  it("rebuilds only what changed: a patch, or a cached file that no longer matches", async () => {
    expect(
      Object.values(
        statusOf(await buildBenchmark(benchmark, { cacheDir: cacheDir(), jobs: 2 })),
      ).filter((s) => s === "built"),
    ).toEqual([]);
    const patchFile = path.join(benchmark.dir, "instances/adder/mutants/abs-value.patch");
    await writeFile(patchFile, (await readFile(patchFile, "utf8")).replace("${n#-}", "${n#+}"));
    await appendFile(
      path.join(cacheDir(), "adder/mutants/empty-silent/executable"),
      "# tampered\n",
    );
    const reports = await buildBenchmark(benchmark, { cacheDir: cacheDir(), jobs: 2 });
    expect(statusOf(reports)).toMatchObject({
      reference: "cached",
      "mutants/abs-value": "built",
      "mutants/empty-silent": "built",
      "mutants/seven-hangs": "cached",
    });
  });

  it("keys builds on build.sh too, and reports a failing build with its output", async () => {
    await appendFile(
      path.join(benchmark.dir, "instances/adder/reference/build.sh"),
      "echo 'cc: fatal error' >&2\nexit 3\n",
    );
    const reports = await buildBenchmark(benchmark, {
      cacheDir: cacheDir(),
      jobs: 2,
      instances: ["adder"],
    });
    const reference = reports.find((r) => r.executable === "reference");
    expect(reference?.status).toBe("failed");
    expect(reference?.error).toMatch(/build\.sh exited with 3:\ncc: fatal error/);
  });
});
