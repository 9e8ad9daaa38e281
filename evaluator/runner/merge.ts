import { cp, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ProblemsError, type Problem } from "../errors.ts";
import {
  outcomesSchema,
  parseJsonFile,
  runRecords,
  type ProtocolRecord,
  type RunRecord,
} from "../schemas.ts";
import { BundleWriter, compareRuns } from "./bundle-writer.ts";
import type { z } from "zod";
import { sha256Tree } from "./hash.ts";
import { parseConfirmKey } from "./protocol.ts";
import { SHARD_FILE, shardFileSchema, type ShardFile } from "./shard-file.ts";

interface Shard {
  dir: string;
  file: ShardFile;
  submission: string | null;
}

/**
 * Joins the bundles of `tsb run --shard` into one bundle at `outDir`. Refuses, naming the
 * bundles and runs, when: a bundle is not a shard, the shards are of different benchmarks,
 * submissions or run plans, a run is owned by two shards (duplicate), or a planned run is
 * owned by none (gap). The merged bundle does not carry shard.json.
 */
export async function mergeShards(
  dirs: readonly string[],
  outDir: string,
): Promise<{ runs: number }> {
  const shards = await Promise.all(dirs.map(readShard));
  const [first] = shards;
  if (!first) throw new ProblemsError([{ file: "tsb merge", message: "no bundles given" }]);
  const problems: Problem[] = [];
  for (const shard of shards.slice(1)) {
    if (shard.file.benchmark !== first.file.benchmark) {
      problems.push({
        file: shard.dir,
        message: `benchmark '${shard.file.benchmark}' differs from ${first.dir}'s '${first.file.benchmark}'`,
      });
    } else if (shard.submission !== first.submission) {
      problems.push({
        file: path.join(shard.dir, "submission.json"),
        message: `differs from ${path.join(first.dir, "submission.json")}: shards of different submissions`,
      });
    } else if (JSON.stringify(shard.file.plan) !== JSON.stringify(first.file.plan)) {
      problems.push({
        file: path.join(shard.dir, SHARD_FILE),
        message: `run plan differs from ${first.dir}'s (different --instances or --runs)`,
      });
    }
  }
  if (problems.length > 0) throw new ProblemsError(problems);

  const ownerOf = new Map<string, Shard>();
  for (const shard of shards) {
    for (const run of shard.file.owned) {
      const other = ownerOf.get(run);
      if (other)
        problems.push({ file: shard.dir, message: `duplicate run ${run}: also in ${other.dir}` });
      else ownerOf.set(run, shard);
    }
  }
  const gaps = first.file.plan.filter((run) => !ownerOf.has(run));
  if (gaps.length > 0) {
    const shown =
      gaps.slice(0, 10).join(", ") + (gaps.length > 10 ? `, … (${gaps.length} in all)` : "");
    const present = new Set(shards.map((s) => s.file.shard.index));
    const absent = Array.from({ length: first.file.shard.count }, (_, i) => i + 1).filter(
      (i) => !present.has(i),
    );
    const hint =
      absent.length > 0
        ? `; shards ${absent.map((i) => `${i}/${first.file.shard.count}`).join(", ")} not given`
        : "";
    problems.push({ file: "tsb merge", message: `missing runs: ${shown}${hint}` });
  }
  if (problems.length > 0) throw new ProblemsError(problems);

  const instances = [...new Set(first.file.plan.map((run) => run.split("/")[0] as string))];
  const suiteOf = await sameSuites(shards, instances);
  const writer = await BundleWriter.create(outDir);
  if (first.submission !== null)
    await cp(path.join(first.dir, "submission.json"), path.join(writer.dir, "submission.json"));
  for (const instance of instances) {
    const outcomes: Record<string, RunRecord> = {};
    let protocol: ProtocolRecord | undefined;
    for (const shard of shards) {
      const base = path.join(shard.dir, "instances", instance);
      const own = await readOutcomes(path.join(base, "outcomes.json"));
      // Every shard draws its own order and salts; the numbers of runs must agree.
      if (own.protocol && protocol && !sameCounts(own.protocol, protocol))
        throw new ProblemsError([
          {
            file: path.join(base, "outcomes.json"),
            message:
              "protocol: its numbers of reference or confirmation runs differ from another shard's",
          },
        ]);
      protocol ??= own.protocol;
      for (const [run, outcome] of runRecords(own)) {
        if (!ownsRun(ownerOf, shard, instance, run)) continue;
        outcomes[run] = {
          ...outcome,
          exitCode: outcome.exitCode ?? null,
          durationSec: outcome.durationSec ?? null,
        };
        for (const file of [`${run}.xml`, `logs/${run}.log`]) {
          // A run without XML (timeout, crash) is recorded by its outcome alone.
          await cp(path.join(base, file), path.join(writer.dir, "instances", instance, file)).catch(
            (error: NodeJS.ErrnoException) => {
              if (error.code !== "ENOENT") throw error;
            },
          );
        }
      }
    }
    const suite = suiteOf.get(instance);
    if (suite)
      await cp(suite, path.join(writer.dir, "instances", instance, "suite"), { recursive: true });
    if (Object.keys(outcomes).length > 0) {
      const sorted = {
        ...(protocol ? { protocol } : {}),
        ...Object.fromEntries(Object.entries(outcomes).sort(([a], [b]) => compareRuns(a, b))),
      };
      await writer.writeJson(path.join("instances", instance, "outcomes.json"), sorted);
    }
  }
  return { runs: ownerOf.size };
}

/** Each instance's suite folder, refusing shards that copied different suites. */
async function sameSuites(
  shards: readonly Shard[],
  instances: readonly string[],
): Promise<Map<string, string>> {
  const suiteOf = new Map<string, string>();
  const problems: Problem[] = [];
  for (const instance of instances) {
    const byHash = new Map<string, string>();
    for (const shard of shards) {
      const suite = path.join(shard.dir, "instances", instance, "suite");
      const hash = await sha256Tree(suite).catch(() => null);
      if (hash !== null) byHash.set(hash, suite);
    }
    if (byHash.size > 1) {
      problems.push({
        file: [...byHash.values()].join(", "),
        message: `instance '${instance}': the shards ran different suites`,
      });
    }
    const [suite] = byHash.values();
    if (suite) suiteOf.set(instance, suite);
  }
  if (problems.length > 0) throw new ProblemsError(problems);
  return suiteOf;
}

async function readShard(dir: string): Promise<Shard> {
  const file = path.join(dir, SHARD_FILE);
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) {
    const what =
      (await readdir(dir).catch(() => null)) === null
        ? "not a folder"
        : `no ${SHARD_FILE}: not a shard of \`tsb run --shard\`, or one that did not finish`;
    throw new ProblemsError([{ file: dir, message: what }]);
  }
  const parsed = parseJsonFile(shardFileSchema, text, file);
  if (!parsed.ok) throw new ProblemsError(parsed.problems);
  const submission = await readFile(path.join(dir, "submission.json"), "utf8").catch(() => null);
  return { dir, file: parsed.value, submission };
}

/**
 * Whether `shard` owns `run`: a planned run by the shard file; a confirmation run on a mutant
 * by the shard that owns the mutant's run; one on a reference variant by the shard that made it
 * (named by a digest of its selection, so no two shards make the same one).
 */
function ownsRun(
  ownerOf: ReadonlyMap<string, Shard>,
  shard: Shard,
  instance: string,
  run: string,
): boolean {
  const confirm = parseConfirmKey(run);
  if (confirm?.side === "reference") return true;
  const planned = confirm ? `mutants/${confirm.mutant}` : run;
  return ownerOf.get(`${instance}/${planned}`) === shard;
}

function sameCounts(a: ProtocolRecord, b: ProtocolRecord): boolean {
  return (
    a.referenceRuns === b.referenceRuns &&
    a.confirmations === b.confirmations &&
    a.referenceConfirmations === b.referenceConfirmations
  );
}

async function readOutcomes(file: string): Promise<z.infer<typeof outcomesSchema>> {
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return {};
  const parsed = parseJsonFile(outcomesSchema, text, file);
  if (!parsed.ok) throw new ProblemsError(parsed.problems);
  return parsed.value;
}
