import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { findBenchmark } from "../../evaluator/benchmark/load-benchmark.ts";
import { TsbError, UsageError } from "../../evaluator/errors.ts";
import { DEFAULT_COMMAND } from "../../evaluator/runner/run-suites.ts";
import { kubernetesManifests } from "../../evaluator/verify/kubernetes-job.ts";
import { slurmScripts } from "../../evaluator/verify/slurm-script.ts";
import { batchRuns, recordClusterExport } from "../../db/verification/cluster.ts";
import { getJob, jobFiles, jobOfSubmission } from "../../db/verification/jobs.ts";
import { openCliDb } from "../open-db.ts";
import { coveringMode } from "../worker/run-task.ts";
import { BENCHMARKS_DIR, parseCount, parseSeconds } from "../options.ts";

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
  coveringTests?: boolean;
}

/**
 * `tsb verify export`: a submission's suites and run plan, written as a Kubernetes Indexed Job
 * and a Slurm array for a batch cluster to run.
 */
export function registerExport(verify: Command): void {
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
    .option("--benchmarks <dir>", "where benchmark folders are found", BENCHMARKS_DIR)
    .option("--timeout <s>", "time limit per run for tsb run (default: its own rule)")
    .option(
      "--covering-tests",
      "run each mutant with only its covering tests (default: as the benchmark's verification says)",
    )
    .option(
      "--benchmark-dir <path>",
      "the benchmark folder as the cluster sees it (default: relative to here)",
    )
    .action(async (idText: string, flags: ExportFlags) => {
      const submissionId = parseCount(idText, "<submission-id>");
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
        const runs = batchRuns(db, job.id);
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
          // As the worker would run this job: a 1.2 bundle's full runs take several times longer.
          coveringTests: coveringMode({ coveringTests: flags.coveringTests }, benchmark),
        };
        await writeFile(
          path.join(flags.out, "plan.json"),
          `${JSON.stringify({ ...spec, benchmark: `${benchmark.name}@${benchmark.version}`, runs: runs.map((r) => `${r.instance}/${r.run}`) }, null, 2)}\n`,
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
}
