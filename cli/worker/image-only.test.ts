import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../../evaluator/bundle/open-bundle.ts";
import {
  smallImage,
  TSB_MINI_1_1,
  writeImageBenchmark,
  type TestImage,
} from "../../evaluator/environment/testing/small-image.ts";
import { getScoreReport } from "../../db/queries.ts";
import { getVerification } from "../../db/queries/verification.ts";
import { tempDb } from "../../db/testing/temp-db.ts";
import { ingestBundle } from "../../ingest/ingest-bundle.ts";
import { storeBenchmark } from "../../ingest/store-benchmark.ts";

/**
 * A machine with only Node, bubblewrap and the benchmark's image verifies: `tsb worker` runs
 * with every compiler, interpreter and pytest of the host hidden (as not installed), so it has
 * none to fall back on. Its self-check, every build and every run happen inside the
 * declared image, and the benchmark's own suite is verified at M = 100%, as on a machine with
 * every toolchain.
 */
const run = promisify(execFile);
const TSB = path.resolve("bin/tsb.mjs");
const MUTANTS = 4;
const HIDDEN = ["gcc", "cc", "c99", "rustc", "cargo", "go", "python3", "python", "pytest"];

let root: string;
let image: TestImage;
let db: ReturnType<typeof tempDb>;
let submissionId: number;
let bareBin: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "tsb-image-only-"));
  image = await smallImage();
  const benchmarksRoot = path.join(root, "benchmarks");
  const benchmarkDir = path.join(benchmarksRoot, "image-only");
  await writeImageBenchmark(benchmarkDir, image, {
    name: "tsb-image-only",
    instances: ["calc"],
    mutants: MUTANTS,
  });
  const benchmark = await loadBenchmark(benchmarkDir);
  db = tempDb();
  await storeBenchmark(db.db, benchmark);

  // The benchmark's own calc suite, submitted without results: the worker's runs decide.
  const bundleDir = path.join(root, "bundle");
  await cp(
    path.join(TSB_MINI_1_1, "instances/calc/tests"),
    path.join(bundleDir, "instances/calc/suite"),
    { recursive: true },
  );
  await writeFile(
    path.join(bundleDir, "submission.json"),
    JSON.stringify({
      schemaVersion: 1,
      benchmark: "tsb-image-only@1",
      model: "reference suite",
      agent: "none",
      setting: "spec-only",
      date: "2026-01-01",
    }),
  );
  const bundle = await openBundle(bundleDir);
  try {
    ({ id: submissionId } = await ingestBundle(db.db, bundle, {
      benchmarksRoot,
      owner: "tester",
      workers: 0,
    }));
  } finally {
    await bundle.close();
  }

  // Every toolchain and interpreter a build or a suite could use, gone from this machine: a
  // folder ahead of the system's on PATH answers for each as a shell does for a command that
  // is not installed. Only node (which runs tsb) stays.
  bareBin = path.join(root, "bin");
  await mkdir(bareBin);
  for (const tool of HIDDEN)
    await writeFile(
      path.join(bareBin, tool),
      `#!/bin/sh\necho "sh: 1: ${tool}: not found" >&2\nexit 127\n`,
      { mode: 0o755 },
    );
}, 600_000);

afterAll(async () => {
  db?.cleanup();
  await rm(root, { recursive: true, force: true });
});

describe("a worker on a machine with only Node, bubblewrap and the image", () => {
  it("has no compiler or pytest of its own, and verifies in the image", async () => {
    const bare = { ...process.env, PATH: `${bareBin}:/usr/sbin:/usr/bin:/sbin:/bin`, TMPDIR: root };
    for (const tool of HIDDEN)
      await expect(
        run("/bin/sh", ["-c", `${tool} --version`], { env: bare }),
      ).rejects.toMatchObject({ code: 127 });

    const { stderr } = await run(
      process.execPath,
      [
        TSB,
        ...["worker", "--once", "--db", db.file, "--benchmarks", path.join(root, "benchmarks")],
        ...["--jobs", "2", "--slot-base", "62", "--env", "image", "--no-coverage"],
      ],
      { env: bare, maxBuffer: 64 * 1024 * 1024 },
    );
    expect(stderr).toContain(image.digest);
    const verification = getVerification(submissionId, {}, db.db);
    expect(verification?.paused ?? null).toBeNull();
    expect(verification?.status).toBe("verified");
    const report = await getScoreReport(submissionId, db.db);
    expect(report?.instances.map((i) => [i.id, i.mutantResults.length])).toEqual([
      ["calc", MUTANTS],
    ]);
    expect(report?.summary.mutationScore).toBe(1);
    expect(report?.summary.validityRate).toBe(1);
  }, 600_000);
});
