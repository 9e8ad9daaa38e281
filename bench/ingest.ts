/**
 * Storage figures of issue 5 on the full-scale synthetic bundle (bench/full-bundle.ts), in one
 * run, each beside its baseline:
 *   1. ingest (score + one-transaction store, as `tsb ingest` does) against `tsb score --json`;
 *   2. database bytes per kill-matrix cell against a naive one-row-per-cell table;
 *   3. the overlap query over 6 full-scale submissions against the same query on the naive table.
 * The 5 extra submissions are the scored bundle with each instance's mutant results rotated
 * (different kill sets, same sizes), stored through the same `storeScoredBundle` path.
 *
 *   npm run bench:ingest [-- --naive-submissions 6]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadBenchmark } from "../evaluator/benchmark/load-benchmark.ts";
import { openBundle } from "../evaluator/bundle/open-bundle.ts";
import { scoreBundle } from "../evaluator/score/score-bundle.ts";
import type { ScoredBundle } from "../evaluator/types.ts";
import { migrate, openDb, type Db } from "../db/index.ts";
import { storeBenchmark } from "../ingest/store-benchmark.ts";
import { getOverlap } from "../db/queries.ts";
import { storeScoredBundle } from "../ingest/store-scored.ts";
import { ensureFullBundle } from "./full-bundle.ts";
import { createNaiveTable, loadNaive, naiveOverlap } from "./naive-cells.ts";

const repo = resolve(fileURLToPath(new URL("..", import.meta.url)));
const work = join(repo, ".cache", "bench-ingest");
const TARGET = { bytesPerCell: 0.125, overlapMs: 50, ingestRatio: 1.5 };
const SUBMISSIONS = 6;

function timeCommand(args: string[]): Promise<number> {
  return new Promise((done, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: repo, stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("close", (code) =>
      code === 0 ? done((performance.now() - started) / 1000) : reject(new Error(err)),
    );
  });
}

/** The scored bundle with every instance's mutant results rotated by `shift + instance index`. */
function rotated(scored: ScoredBundle, shift: number): ScoredBundle {
  const instances = scored.report.instances.map((instance, i) => {
    const n = instance.mutantResults.length;
    const at = (k: number) => instance.mutantResults[(k + shift + i) % n]!;
    return {
      ...instance,
      mutantResults: instance.mutantResults.map((m, k) => ({ ...at(k), id: m.id })),
    };
  });
  const details = scored.details.map((detail, i) => {
    const n = detail.mutants.length;
    return {
      ...detail,
      mutants: detail.mutants.map((m, k) => ({
        ...detail.mutants[(k + shift + i) % n]!,
        id: m.id,
      })),
    };
  });
  return {
    ...scored,
    report: {
      ...scored.report,
      submission: { ...scored.report.submission, model: `synthetic-rot${shift}` },
      instances,
    },
    details,
    bundleSha256: `${scored.bundleSha256.slice(0, 56)}rot${String(shift).padStart(5, "0")}`,
  };
}

function tableBytes(db: Db, names: string[]): number {
  const row = db.$client
    .prepare(
      `SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name IN (SELECT value FROM json_each(?))`,
    )
    .get(JSON.stringify(names)) as { bytes: number | null };
  return row.bytes ?? 0;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function timeMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

const ok = (good: boolean) => (good ? "ok" : "MISSED");
const flag = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

async function main(): Promise<void> {
  const naiveSubmissions = flag("--naive-submissions", SUBMISSIONS);
  console.log("bench:ingest — full-scale synthetic bundle");
  const paths = await ensureFullBundle(join(repo, ".cache", "bench"), (line) => console.log(line));
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });

  // The machine is shared, so the two commands alternate (score, ingest, score) and ingest is
  // compared with the mean of the score runs around it.
  const tsb = join(repo, "bin/tsb.mjs");
  const scoreArgs = [tsb, "score", paths.bundle, "--benchmark", paths.benchmark, "--json"];
  const cliDb = join(work, "cli.sqlite");
  const ingestArgs = [tsb, "ingest", paths.bundle, "--benchmark", paths.benchmark, "--db", cliDb];
  console.log("  timing tsb score --json, tsb ingest, tsb score --json …");
  const scoreCli1 = await timeCommand(scoreArgs);
  const ingestCli = await timeCommand(ingestArgs);
  const scoreCli2 = await timeCommand(scoreArgs);
  const scoreCli = (scoreCli1 + scoreCli2) / 2;

  console.log("  ingesting (score, then one transaction) …");
  const db = openDb(join(work, "compact.sqlite"));
  migrate(db);
  const benchmark = await loadBenchmark(paths.benchmark);
  const bundle = await openBundle(paths.bundle);
  const t0 = performance.now();
  // As many parsing threads as the CLI uses, so in-process scoring matches `tsb score`.
  const workers = availableParallelism() > 1 ? Math.min(availableParallelism(), 8) : 0;
  const scored = await scoreBundle(bundle, benchmark, { workers });
  const t1 = performance.now();
  await storeBenchmark(db, benchmark);
  const t2 = performance.now();
  const first = storeScoredBundle(db, scored);
  const t3 = performance.now();
  await bundle.close();
  const scoreSec = (t1 - t0) / 1000;
  const storeSec = (t3 - t2) / 1000;
  const ingestSec = scoreSec + storeSec;

  const ids = [first.id];
  for (let v = 1; v < SUBMISSIONS; v++) ids.push(storeScoredBundle(db, rotated(scored, v)).id);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  const cellsPerSubmission = scored.details.reduce(
    (sum, d) => sum + d.tests.length * d.mutants.length,
    0,
  );
  const cells = cellsPerSubmission * SUBMISSIONS;
  const matrixBytes = tableBytes(db, [
    "mutant_results",
    "sqlite_autoindex_mutant_results_1",
    "mutant_results_mutant",
  ]);
  const maskBytes = tableBytes(db, [
    "submission_instances",
    "sqlite_autoindex_submission_instances_1",
  ]);
  const messageBytes = tableBytes(db, ["mutant_messages", "sqlite_autoindex_mutant_messages_1"]);
  const testBytes = tableBytes(db, ["generated_tests", "sqlite_autoindex_generated_tests_1"]);
  const fileBytes = fs.statSync(join(work, "compact.sqlite")).size;

  console.log(`  loading the naive table (${naiveSubmissions} submissions, one row per cell) …`);
  const naive = openDb(join(work, "naive.sqlite"));
  createNaiveTable(naive);
  const naiveScored = [
    scored,
    ...Array.from({ length: naiveSubmissions - 1 }, (_, v) => rotated(scored, v + 1)),
  ];
  const tn = performance.now();
  const naiveCells = loadNaive(naive, db, ids.slice(0, naiveSubmissions), naiveScored);
  const naiveLoadSec = (performance.now() - tn) / 1000;
  naive.$client.pragma("wal_checkpoint(TRUNCATE)");
  const naiveBytes = tableBytes(naive, ["naive_cells", "naive_cells_by_mutant"]);

  const chosen = ids.slice(0, SUBMISSIONS);
  const overlap = (await getOverlap(chosen, db))!;
  const overlapMs = await timeMs(7, () => getOverlap(chosen, db));
  const naiveIds = ids.slice(0, naiveSubmissions);
  const naiveResult = naiveOverlap(naive, naiveIds);
  const naiveMs = await timeMs(1, () => Promise.resolve(naiveOverlap(naive, naiveIds)));
  if (naiveSubmissions === SUBMISSIONS && naiveResult.union !== overlap.union) {
    throw new Error(
      `naive overlap union ${naiveResult.union} differs from compact ${overlap.union}`,
    );
  }

  const perCell = matrixBytes / cells;
  const naivePerCell = naiveBytes / naiveCells;
  const line = (label: string, ours: string, base: string, note = "") =>
    console.log(`  ${label.padEnd(34)} ${ours.padStart(16)} ${base.padStart(18)}  ${note}`);
  console.log("");
  console.log(
    `  ${cellsPerSubmission.toLocaleString("en")} kill-matrix cells per submission (tests × mutants), ${SUBMISSIONS} submissions`,
  );
  line("", "compact", "baseline");
  const ratio = ingestCli / scoreCli;
  line(
    "tsb ingest vs tsb score (s)",
    ingestCli.toFixed(1),
    `${scoreCli.toFixed(1)} tsb score`,
    `ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET.ingestRatio}×: ${ok(ratio <= TARGET.ingestRatio)}); score runs ${scoreCli1.toFixed(1)} and ${scoreCli2.toFixed(1)} s`,
  );
  line(
    "in-process score / store (s)",
    `${scoreSec.toFixed(1)} / ${storeSec.toFixed(1)}`,
    "",
    `ingest = score + store: ${(ingestSec / scoreSec).toFixed(2)}× scoring alone`,
  );
  line(
    "kill-matrix bytes per cell",
    perCell.toFixed(4),
    `${naivePerCell.toFixed(1)} naive`,
    `(target ≤ ${TARGET.bytesPerCell}: ${ok(perCell <= TARGET.bytesPerCell)}; ${(naivePerCell / perCell).toFixed(0)}× smaller)`,
  );
  line(
    "  kill-matrix bytes, total",
    `${(matrixBytes / 1e6).toFixed(2)} MB`,
    `${(naiveBytes / 1e6).toFixed(0)} MB`,
    `naive: ${naiveSubmissions} submission(s), loaded in ${naiveLoadSec.toFixed(0)} s`,
  );
  line(
    "  + detected-mutant masks",
    `${(maskBytes / 1e6).toFixed(2)} MB`,
    "",
    "per-instance rows incl. scores",
  );
  line("  + kill/near-miss messages", `${(messageBytes / 1e6).toFixed(2)} MB`, "", "");
  line("  + generated tests", `${(testBytes / 1e6).toFixed(2)} MB`, "", "");
  line(
    "  whole database file",
    `${(fileBytes / 1e6).toFixed(1)} MB`,
    "",
    `${(fileBytes / cells).toFixed(3)} B per cell, all tables`,
  );
  line(
    `overlap of ${SUBMISSIONS} (ms, median)`,
    overlapMs.toFixed(1),
    `${naiveMs.toFixed(0)} naive`,
    `(target ≤ ${TARGET.overlapMs} ms: ${ok(overlapMs <= TARGET.overlapMs)})`,
  );
  console.log(
    `  overlap: ${overlap.totalMutants} mutants on ${overlap.sharedInstances.length} instances, ${overlap.regions.length} regions, union ${overlap.union}, none ${overlap.none}, all ${overlap.killedByAll}`,
  );
  db.$client.close();
  naive.$client.close();
}

await main();
