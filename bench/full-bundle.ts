/**
 * Generates a synthetic result bundle at the paper's full scale (165 instances × 74 mutants ×
 * ~944 tests, 3 reference runs: ~12.7k JUnit files, ~12M testcases) and the benchmark
 * definition it is scored against. The XML has the shape pytest's xunit2 writer gives, and the
 * outcomes a realistic mix: ~90% valid tests, ~8% invalid, ~2% flaky; most mutants killed by a
 * few tests, some timed out, some surviving, a few missing. A fixed seed makes it reproducible.
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const SCALE = { instances: 165, mutants: 74, meanTests: 944, referenceRuns: 3 };
/** Bump when the generator changes, so a stale cache is rebuilt. */
const GENERATOR_VERSION = "2";

export interface FullBundlePaths {
  bundle: string;
  benchmark: string;
}

type Kind = "valid" | "skipped" | "invalid" | "flaky";
interface SyntheticTest {
  classname: string;
  name: string;
  kind: Kind;
  flakyRun: number;
}

/** mulberry32: a tiny seeded PRNG, so the bundle is the same on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

export async function ensureFullBundle(
  root: string,
  log: (line: string) => void,
): Promise<FullBundlePaths> {
  const paths = { bundle: join(root, "full-bundle"), benchmark: join(root, "full-benchmark") };
  const stamp = join(root, `generated-v${GENERATOR_VERSION}`);
  if (existsSync(stamp)) return paths;
  await rm(root, { recursive: true, force: true });
  const random = prng(20260101);
  const ids = Array.from({ length: SCALE.instances }, (_, i) => `synthetic-${pad(i, 3)}`);
  await mkdir(paths.benchmark, { recursive: true });
  await writeFile(
    join(paths.benchmark, "benchmark.json"),
    JSON.stringify({
      name: "bench-full",
      version: "1",
      description: "Synthetic full-scale benchmark for bench/score.ts",
      instances: ids,
    }),
  );
  await mkdir(paths.bundle, { recursive: true });
  await writeFile(
    join(paths.bundle, "submission.json"),
    JSON.stringify({
      schemaVersion: 1,
      benchmark: "bench-full@1",
      model: "synthetic",
      agent: "bench",
      setting: "spec-only",
      date: "2026-01-01",
    }),
  );
  const started = Date.now();
  for (const [index, id] of ids.entries()) {
    await writeInstance(paths, id, random);
    if (index % 20 === 19)
      log(
        `  generated ${index + 1}/${ids.length} instances (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  await writeFile(stamp, new Date().toISOString());
  return paths;
}

async function writeInstance(
  paths: FullBundlePaths,
  id: string,
  random: () => number,
): Promise<void> {
  const sections = Array.from({ length: 8 }, (_, i) => ({
    id: `s${i + 1}`,
    title: `Section ${i + 1}`,
  }));
  const mutants = Array.from({ length: SCALE.mutants }, (_, i) => ({
    id: `m${pad(i, 2)}`,
    section: `s${(i % 8) + 1}`,
    targetTest: `tests/test_area_${i % 12}.py`,
    description: `breaks requirement ${i}`,
  }));
  const instanceDir = join(paths.benchmark, "instances", id);
  await mkdir(instanceDir, { recursive: true });
  await writeFile(
    join(instanceDir, "instance.json"),
    JSON.stringify({
      id,
      title: `Synthetic ${id}`,
      language: "python",
      sections,
      referenceTests: 120,
      mutants,
    }),
  );

  const count = SCALE.meanTests - 44 + Math.floor(random() * 89);
  const tests: SyntheticTest[] = Array.from({ length: count }, (_, t) => {
    const r = random();
    const kind: Kind = r < 0.88 ? "valid" : r < 0.9 ? "skipped" : r < 0.98 ? "invalid" : "flaky";
    return {
      classname: `tests.test_area_${t % 12}`,
      name: `test_case_${t}[param-${t % 7}]`,
      kind,
      flakyRun: Math.floor(random() * 3),
    };
  });
  const validIndexes = tests.flatMap((test, i) => (test.kind === "valid" ? [i] : []));

  const out = join(paths.bundle, "instances", id);
  await mkdir(join(out, "reference"), { recursive: true });
  await mkdir(join(out, "mutants"), { recursive: true });
  for (let run = 0; run < SCALE.referenceRuns; run++) {
    const failed = (test: SyntheticTest) =>
      test.kind === "invalid" || (test.kind === "flaky" && test.flakyRun === run);
    await writeFile(
      join(out, "reference", `${run + 1}.xml`),
      junitXml(tests, failed, () => "reference"),
    );
  }
  const outcomes: Record<
    string,
    { exitCode: number | null; timedOut: boolean; durationSec: number }
  > = {};
  for (let run = 1; run <= SCALE.referenceRuns; run++)
    outcomes[`reference/${run}`] = { exitCode: 1, timedOut: false, durationSec: 30 };
  for (const mutant of mutants) {
    const r = random();
    if (r < 0.01) continue; // no result: the bundle leaves the mutant out
    // A timed-out run still writes XML (pytest-timeout fails the hung test), but no valid test
    // failed in it.
    const timedOut = r < 0.06;
    const killers = new Set<number>();
    if (!timedOut && r < 0.85) {
      const n = 1 + Math.floor(random() * 4);
      for (let k = 0; k < n; k++)
        killers.add(validIndexes[Math.floor(random() * validIndexes.length)] ?? 0);
    }
    const nearMiss = random() < 0.05;
    const failed = (test: SyntheticTest, i: number) =>
      killers.has(i) || test.kind === "invalid" || (test.kind === "flaky" && random() < 0.3);
    outcomes[`mutants/${mutant.id}`] = timedOut
      ? { exitCode: null, timedOut: true, durationSec: 300 }
      : { exitCode: 1, timedOut: false, durationSec: 31 };
    await writeFile(
      join(out, "mutants", `${mutant.id}.xml`),
      junitXml(tests, failed, () => (nearMiss ? mutant.id : "reference")),
    );
  }
  await writeFile(join(out, "outcomes.json"), JSON.stringify(outcomes));
  await writeFile(
    join(out, "run.json"),
    JSON.stringify({ costUsd: 1 + random() * 4, durationSec: 600 + random() * 1200 }),
  );
}

/** One run's JUnit XML, shaped like pytest's xunit2 output. */
function junitXml(
  tests: SyntheticTest[],
  failed: (test: SyntheticTest, index: number) => boolean,
  messageTag: () => string,
): string {
  const parts: string[] = [];
  let failures = 0;
  let skipped = 0;
  tests.forEach((test, i) => {
    const open = `<testcase classname="${test.classname}" name="${test.name}" time="0.00${i % 10}"`;
    if (failed(test, i)) {
      failures++;
      const value = messageTag() === "reference" ? i : i + 1000;
      parts.push(
        `${open}><failure message="AssertionError: assert ${value} == ${i + 1}">def ${test.name.replace(/\[.*/, "")}():\n` +
          `&gt;       assert compute(${i}) == ${i + 1}\nE       AssertionError: assert ${value} == ${i + 1}\n\n` +
          `${test.classname.replace(/\./g, "/")}.py:${(i % 200) + 10}: AssertionError</failure></testcase>`,
      );
    } else if (test.kind === "skipped") {
      skipped++;
      parts.push(
        `${open}><skipped type="pytest.skip" message="needs network">needs network</skipped></testcase>`,
      );
    } else {
      parts.push(`${open} />`);
    }
  });
  return (
    `<?xml version="1.0" encoding="utf-8"?><testsuites name="pytest tests"><testsuite name="pytest" errors="0" ` +
    `failures="${failures}" skipped="${skipped}" tests="${tests.length}" time="31.4" timestamp="2026-01-01T00:00:00" hostname="bench">` +
    `${parts.join("")}</testsuite></testsuites>`
  );
}
