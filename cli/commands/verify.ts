import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import { findBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { ProblemsError, TsbError, UsageError, type Problem } from "../../evaluator/errors.ts";
import { mergeShards } from "../../evaluator/runner/merge.ts";
import { DEFAULT_COMMAND } from "../../evaluator/runner/run-suites.ts";
import { SHARD_FILE, shardFileSchema } from "../../evaluator/runner/shard-file.ts";
import { parseJsonFile } from "../../evaluator/schemas.ts";
import { kubernetesManifests } from "../../evaluator/verify/kubernetes-job.ts";
import { slurmScripts } from "../../evaluator/verify/slurm-script.ts";
import {
  ClusterProgressError,
  recordClusterExport,
  recordShardsDone,
} from "../../db/verification/cluster.ts";
import { getJob, jobFiles, jobOfSubmission } from "../../db/verification/jobs.ts";
import { openCliDb } from "../open-db.ts";
import { parseCount, parseSeconds } from "../options.ts";
import { ImportConflictError, importRuns } from "../worker/import-runs.ts";
import { packFolder } from "./submit.ts";

const CHECKOUT_BENCHMARKS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../data/benchmarks",
);

interface ExportFlags {
  out: string;
  db?: string;
  shards: string;
  cpusPerShard: string;
  memoryPerShard: string;
  image: string;
  cmd: string;
  benchmarks: string;
  benchmarkDir?: string;
  timeout?: string;
}

interface ProgressFlags {
  url?: string;
  token?: string;
  db?: string;
}

interface ImportFlags {
  json?: boolean;
  url?: string;
  token?: string;
  db?: string;
  benchmarks: string;
}

function parseId(text: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1)
    throw new UsageError(`<submission-id>: expected a positive integer, got '${text}'`);
  return id;
}

export function register(program: Command): void {
  const verify = program
    .command("verify")
    .description(
      "verify a submission on a batch cluster: export its suites and run plan, import the merged result",
    );

  verify
    .command("export")
    .description(
      "write a submission's suites and run plan as a Kubernetes Indexed Job and a Slurm array",
    )
    .argument("<submission-id>")
    .requiredOption("--out <dir>", "folder to create (must not exist or be empty)")
    .option("--db <file>", "database (default: TSB_DB or data/tsb.sqlite)")
    .option("--shards <n>", "shards (Kubernetes completions, Slurm array size)", "16")
    .option("--cpus-per-shard <n>", "CPUs of one shard (its tsb run --jobs)", "8")
    .option("--memory-per-shard <GiB>", "memory of one shard, GiB", "16")
    .option("--image <ref>", "container image for Kubernetes", "registry.example.com/tsb-runner:1")
    .option("--cmd <template>", "suite command, as the worker runs it", DEFAULT_COMMAND)
    .option("--benchmarks <dir>", "where benchmark folders are found", CHECKOUT_BENCHMARKS)
    .option("--timeout <s>", "time limit per run for tsb run (default: its own rule)")
    .option(
      "--benchmark-dir <path>",
      "the benchmark folder as the cluster sees it (default: relative to here)",
    )
    .action(async (idText: string, flags: ExportFlags) => {
      const submissionId = parseId(idText);
      const db = openCliDb(flags.db);
      try {
        const jobId = jobOfSubmission(db, submissionId);
        const job = jobId === null ? null : getJob(db, jobId);
        if (!job)
          throw new TsbError(
            `submission #${submissionId} has no verification job (its bundle carried no suites)`,
          );
        const existing = await readdir(flags.out).catch(() => []);
        if (existing.length > 0)
          throw new UsageError(`--out ${flags.out}: folder exists and is not empty`);
        const benchmark = await findBenchmark(
          `${job.benchmark.name}@${job.benchmark.version}`,
          flags.benchmarks,
        );
        const files = jobFiles(db, job.id);
        const order = benchmark.instances.map((i) => i.id);
        const instances = order.filter((id) => files.some((f) => f.instance === id));
        for (const file of files) {
          if (!file.path.startsWith("suite/")) continue;
          const target = path.join(
            flags.out,
            "suites",
            file.instance,
            file.path.slice("suite/".length),
          );
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, file.content);
        }
        await writeFile(
          path.join(flags.out, "submission.json"),
          `${JSON.stringify(JSON.parse(job.submissionJson), null, 2)}\n`,
        );
        const runs = db.$client
          .prepare(
            "SELECT instance_slug || '/' || run AS run FROM verification_tasks WHERE job_id = ? AND run NOT LIKE 'plan/%' AND run NOT LIKE 'confirm/%' ORDER BY position",
          )
          .all(job.id) as Array<{ run: string }>;
        const spec = {
          submissionId,
          benchmarkDir: flags.benchmarkDir ?? path.relative(process.cwd(), benchmark.dir),
          instances,
          referenceRuns: job.referenceRuns,
          shards: parseCount(flags.shards, "--shards"),
          cpusPerShard: parseCount(flags.cpusPerShard, "--cpus-per-shard"),
          memoryGiB: parseCount(flags.memoryPerShard, "--memory-per-shard"),
          command: flags.cmd,
          image: flags.image,
          ...(flags.timeout ? { timeoutSec: parseSeconds(flags.timeout, "--timeout") } : {}),
        };
        await writeFile(
          path.join(flags.out, "plan.json"),
          `${JSON.stringify({ ...spec, benchmark: `${benchmark.name}@${benchmark.version}`, runs: runs.map((r) => r.run) }, null, 2)}\n`,
        );
        await mkdir(path.join(flags.out, "k8s"), { recursive: true });
        await writeFile(path.join(flags.out, "k8s", "verify.yaml"), kubernetesManifests(spec));
        await mkdir(path.join(flags.out, "slurm"), { recursive: true });
        for (const [name, text] of Object.entries(slurmScripts(spec)))
          await writeFile(path.join(flags.out, "slurm", name), text, { mode: 0o755 });
        // The submission page follows the array from here: 0 of n shards until reported.
        recordClusterExport(db, job.id, spec.shards);
        process.stdout.write(
          `${flags.out}: ${runs.length} runs of ${instances.length} instances in ${spec.shards} shards\n` +
            `  Kubernetes: copy ${flags.out} to the tsb-results volume as /tsb-verify-${submissionId}/, kubectl apply -f k8s/verify.yaml\n` +
            `  Slurm: bash ${path.join(flags.out, "slurm", "submit.sh")} (from the repository checkout)\n` +
            `  follow it: npx tsb verify progress ${submissionId} ${path.join(flags.out, "shards")} --url <site> --token <admin token>\n` +
            `  then: npx tsb verify import ${submissionId} <merged bundle> --url <site> --token <admin token>\n`,
        );
      } finally {
        db.$client.close();
      }
    });

  verify
    .command("progress")
    .description(
      "report which shards of an exported verification have finished (their shard.json), for the submission page",
    )
    .argument("<submission-id>")
    .argument("<shards-dir>", "the export's shards/ folder, one sub-folder per shard")
    .option(
      "--url <site>",
      "the site to report to (with an admin token); without it, the local --db",
    )
    .option("--token <token>", "admin token (default: $TSB_ADMIN_TOKEN)")
    .option("--db <file>", "database, when reporting locally (default: TSB_DB or data/tsb.sqlite)")
    .action(async (idText: string, shardsDir: string, flags: ProgressFlags) => {
      const submissionId = parseId(idText);
      const report = await finishedShards(shardsDir);
      if (flags.url) {
        await reportRemote(
          submissionId,
          report,
          flags.url,
          flags.token ?? process.env.TSB_ADMIN_TOKEN,
        );
        return;
      }
      const db = openCliDb(flags.db);
      try {
        const progress = recordShardsDone(db, submissionId, report);
        process.stdout.write(
          `submission #${submissionId}: ${progress.shardsDone.length} of ${progress.shards} shards done\n`,
        );
      } catch (error) {
        if (error instanceof ClusterProgressError) throw new TsbError(error.message);
        throw error;
      } finally {
        db.$client.close();
      }
    });

  verify
    .command("import")
    .description("decide a submission's verification from a merged bundle of its exported plan")
    .argument("<submission-id>")
    .argument(
      "<bundle...>",
      "the bundle `tsb merge` wrote (folder, .zip or .tar.gz), or every shard folder of the batch run, merged first",
    )
    .option(
      "--url <site>",
      "the site to send it to (with an admin token); without it, the local --db",
    )
    .option("--token <token>", "admin token (default: $TSB_ADMIN_TOKEN)")
    .option("--db <file>", "database, when importing locally (default: TSB_DB or data/tsb.sqlite)")
    .option("--json", "answer on stdout as JSON: {state}, {problems} or {conflict} (local import)")
    .option(
      "--benchmarks <dir>",
      "where benchmark folders are found (local import)",
      CHECKOUT_BENCHMARKS,
    )
    .action(async (idText: string, bundlePaths: string[], flags: ImportFlags) => {
      const submissionId = parseId(idText);
      const label =
        bundlePaths.length === 1 ? path.basename(bundlePaths[0] as string) : "tsb merge";
      try {
        await withMergedBundle(bundlePaths, async (bundlePath) => {
          if (flags.url) {
            await importRemote(
              submissionId,
              bundlePath,
              flags.url,
              flags.token ?? process.env.TSB_ADMIN_TOKEN,
            );
            return;
          }
          const db = openCliDb(flags.db);
          try {
            const { state } = await importRuns(
              db,
              submissionId,
              bundlePath,
              flags.benchmarks,
              (line) => process.stderr.write(`tsb verify: ${line}\n`),
            );
            process.stdout.write(
              flags.json
                ? `${JSON.stringify({ state })}\n`
                : `submission #${submissionId}: ${state}\n`,
            );
          } finally {
            db.$client.close();
          }
        });
      } catch (error) {
        if (!flags.json || flags.url) throw error;
        const answer =
          error instanceof ImportConflictError
            ? { conflict: error.message }
            : error instanceof ProblemsError
              ? { problems: error.problems }
              : error instanceof TsbError
                ? { problems: [{ file: label, message: error.message }] }
                : null;
        if (answer === null) throw error;
        process.stdout.write(`${JSON.stringify(answer)}\n`);
        process.exitCode = 1;
      }
    });
}

/**
 * The shards of an export that have finished: every `<shards-dir>/<k>/shard.json`, which
 * `tsb run --shard` writes last, so a shard that is running, was killed or ran again and has not
 * finished yet has none. Every file must be a valid shard.json of one shard count, in the folder
 * named by its index; the count is the export's, also when no shard has finished.
 */
async function finishedShards(shardsDir: string): Promise<{ shards: number; done: number[] }> {
  const entries = await readdir(shardsDir, { withFileTypes: true }).catch(() => {
    throw new UsageError(`${shardsDir}: no such folder (the export's shards/ folder)`);
  });
  const plan = JSON.parse(
    await readFile(path.join(shardsDir, "..", "plan.json"), "utf8").catch(() => {
      throw new UsageError(
        `${path.join(shardsDir, "..", "plan.json")}: not found: give the shards/ folder of a tsb verify export`,
      );
    }),
  ) as { shards?: unknown };
  if (typeof plan.shards !== "number")
    throw new TsbError(`${path.join(shardsDir, "..", "plan.json")}: has no shard count`);
  const done: number[] = [];
  const problems: Problem[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const file = path.join(shardsDir, entry.name, SHARD_FILE);
    const text = await readFile(file, "utf8").catch(() => null);
    if (text === null) continue;
    const parsed = parseJsonFile(shardFileSchema, text, file);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    const { index, count } = parsed.value.shard;
    if (count !== plan.shards || String(index) !== entry.name)
      problems.push({
        file,
        message: `is shard ${index}/${count}, but the folder is ${entry.name} of an export in ${plan.shards} shards`,
      });
    else done.push(index);
  }
  if (problems.length > 0) throw new ProblemsError(problems);
  return { shards: plan.shards, done: done.sort((a, b) => a - b) };
}

async function reportRemote(
  submissionId: number,
  report: { shards: number; done: number[] },
  url: string,
  token: string | undefined,
) {
  if (!token) throw new UsageError("--token (or $TSB_ADMIN_TOKEN) is required with --url");
  let endpoint: URL;
  try {
    endpoint = new URL(`/api/submissions/${submissionId}/verification/shards`, url);
  } catch {
    throw new UsageError(`--url: not a URL: '${url}'`);
  }
  const response = await fetch(endpoint, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(report),
  }).catch((error: Error) => {
    throw new TsbError(`could not reach ${endpoint.origin}: ${error.message}`);
  });
  const answer = (await response.json().catch(() => ({}))) as {
    shards?: number;
    shardsDone?: number[];
    error?: string;
  };
  if (response.status !== 200)
    throw new TsbError(
      `${endpoint.origin} answered ${response.status}: ${answer.error ?? response.statusText}`,
    );
  process.stdout.write(
    `submission #${submissionId}: ${answer.shardsDone?.length ?? 0} of ${answer.shards} shards done\n`,
  );
}

/**
 * Calls `importBundle` with one bundle: the path given, or, for several paths or one shard, their merge
 * (`tsb merge`'s checks: no gap, no duplicate, one submission and plan) in a scratch folder.
 */
async function withMergedBundle(
  paths: readonly string[],
  importBundle: (bundlePath: string) => Promise<void>,
): Promise<void> {
  const [only] = paths;
  if (only !== undefined && paths.length === 1 && !existsSync(path.join(only, SHARD_FILE))) {
    await importBundle(only);
    return;
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), "tsb-import-"));
  try {
    const merged = path.join(scratch, "bundle");
    await mergeShards(paths, merged);
    await importBundle(merged);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function importRemote(
  submissionId: number,
  bundlePath: string,
  url: string,
  token: string | undefined,
) {
  if (!token) throw new UsageError("--token (or $TSB_ADMIN_TOKEN) is required with --url");
  let endpoint: URL;
  try {
    endpoint = new URL(`/api/submissions/${submissionId}/verification`, url);
  } catch {
    throw new UsageError(`--url: not a URL: '${url}'`);
  }
  const { lstat, readFile } = await import("node:fs/promises");
  const info = await lstat(bundlePath).catch(() => {
    throw new UsageError(`${bundlePath}: no such file or folder`);
  });
  const body = info.isDirectory() ? await packFolder(bundlePath) : await readFile(bundlePath);
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
    body: new Uint8Array(body),
  }).catch((error: Error) => {
    throw new TsbError(`could not reach ${endpoint.origin}: ${error.message}`);
  });
  const answer = (await response.json().catch(() => ({}))) as {
    state?: string;
    problems?: Problem[];
    error?: string;
  };
  if (response.status === 200)
    process.stdout.write(`submission #${submissionId}: ${answer.state}\n`);
  else if (response.status === 422 && answer.problems) throw new ProblemsError(answer.problems);
  else
    throw new TsbError(
      `${endpoint.origin} answered ${response.status}: ${answer.error ?? response.statusText}`,
    );
}
