import { cp, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { ProblemsError, type Problem } from "../errors.ts";
import { outcomesSchema, parseJsonFile } from "../schemas.ts";
import { BundleWriter, compareRuns } from "./bundle-writer.ts";
import { listFiles, sha256Tree } from "./hash.ts";
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
  // Every shard that is missing or unfinished is named at once, not only the first found.
  const read = await Promise.allSettled(dirs.map(readShard));
  const unreadable: Problem[] = [];
  const shards: Shard[] = [];
  for (const result of read) {
    if (result.status === "fulfilled") shards.push(result.value);
    else if (result.reason instanceof ProblemsError) unreadable.push(...result.reason.problems);
    else throw result.reason;
  }
  if (unreadable.length > 0) throw new ProblemsError(unreadable);
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
    const runs = new Set(
      first.file.plan
        .filter((run) => run.startsWith(`${instance}/`))
        .map((run) => run.slice(instance.length + 1)),
    );
    const owns = (shard: Shard, run: string) => ownerOf.get(`${instance}/${run}`) === shard;
    const outcomes = new Map<string, unknown>();
    const instanceFiles = new Map<string, { shard: Shard; content: Buffer }>();
    for (const shard of shards) {
      const base = path.join(shard.dir, "instances", instance);
      for (const [key, value] of await readOutcomes(path.join(base, "outcomes.json"))) {
        if (runs.has(key)) {
          if (owns(shard, key)) outcomes.set(key, value);
        } else if (key === "protocol") {
          // Each shard draws its own seed (order, salts, picks); the numbers of runs must agree.
          const kept = outcomes.get(key);
          if (kept !== undefined && !sameCounts(kept, value))
            problems.push({
              file: path.join(base, "outcomes.json"),
              message:
                "protocol: its numbers of reference or confirmation runs differ from another shard's",
            });
          else if (kept === undefined) outcomes.set(key, value);
        } else if (outcomes.has(key) && !isDeepStrictEqual(outcomes.get(key), value)) {
          problems.push({
            file: path.join(base, "outcomes.json"),
            message: `'${key}' differs from another shard's: shards run under different protocols`,
          });
        } else outcomes.set(key, value);
      }
      // Every file a shard wrote for a run it owns is carried (XML, logs, confirmation re-runs,
      // whatever the runner writes); a file of no run (run.json, coverage) must agree across shards.
      const files = await listFiles(base).catch(() => []);
      for (const file of files) {
        if (file === "outcomes.json" || file.startsWith("suite/")) continue;
        const run = runOfFile(file, runs);
        const target = path.join("instances", instance, file);
        if (run !== null) {
          if (owns(shard, run))
            await writer.writeFile(target, await readFile(path.join(base, file)));
          continue;
        }
        const content = await readFile(path.join(base, file));
        const seen = instanceFiles.get(file);
        if (!seen) {
          instanceFiles.set(file, { shard, content });
          await writer.writeFile(target, content);
        } else if (!seen.content.equals(content))
          problems.push({
            file: path.join(base, file),
            message: `differs from ${path.join(seen.shard.dir, "instances", instance, file)}`,
          });
      }
    }
    const suite = suiteOf.get(instance);
    if (suite)
      await cp(suite, path.join(writer.dir, "instances", instance, "suite"), { recursive: true });
    if (outcomes.size > 0) {
      const keys = [...outcomes.keys()];
      const sorted = [
        ...keys.filter((k) => runs.has(k)).sort(compareRuns),
        ...keys.filter((k) => !runs.has(k)),
      ];
      await writer.writeJson(
        path.join("instances", instance, "outcomes.json"),
        Object.fromEntries(sorted.map((k) => [k, outcomes.get(k)])),
      );
    }
  }
  if (problems.length > 0) {
    await rm(writer.dir, { recursive: true, force: true });
    throw new ProblemsError(problems);
  }
  return { runs: ownerOf.size };
}

/**
 * The planned run (`reference/<n>`, `mutants/<id>`) a file under an instance folder belongs to,
 * or null for a file of the whole instance. A run is named by a folder and the next segment
 * (its extension dropped): `reference/2.xml`, `logs/reference/2.log`, `mutants/m.xml`,
 * `confirm/m/1.xml` and `logs/confirm/m/1.log` belong to their runs; `run.json` and
 * `coverage/test_x.json` to none.
 */
export function runOfFile(file: string, runs: ReadonlySet<string>): string | null {
  const parts = file.split("/");
  const last = parts.length - 1;
  parts[last] = (parts[last] as string).replace(/\.[^.]*$/, "");
  for (let i = 1; i < parts.length; i++) {
    if (parts[i - 1] === "reference" && runs.has(`reference/${parts[i]}`))
      return `reference/${parts[i]}`;
    if (runs.has(`mutants/${parts[i]}`)) return `mutants/${parts[i]}`;
  }
  return null;
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
 * A shard's outcomes.json as its entries, each run's validated but carried as written (so fields
 * the runner adds survive the merge); keys that are not runs (a protocol record) are kept too.
 */
async function readOutcomes(file: string): Promise<Array<[string, unknown]>> {
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ProblemsError([{ file, message: `not JSON: ${(error as Error).message}` }]);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ProblemsError([{ file, message: "expected an object of runs" }]);
  const entries = Object.entries(value);
  const runs = Object.fromEntries(entries.filter(([key]) => RUN_KEY.test(key)));
  const parsed = parseJsonFile(outcomesSchema, JSON.stringify(runs), file);
  if (!parsed.ok) throw new ProblemsError(parsed.problems);
  return entries;
}

const RUN_KEY = /^(reference|mutants)\//;

/** Whether two shards' protocol records ask for the same numbers of runs. */
function sameCounts(a: unknown, b: unknown): boolean {
  const counts = (p: unknown) => {
    const r = (p ?? {}) as Record<string, unknown>;
    return [r.version, r.referenceRuns, r.confirmations, r.referenceConfirmations, r.judgedRuns];
  };
  return isDeepStrictEqual(counts(a), counts(b));
}
