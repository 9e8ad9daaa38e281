import { stringify } from "yaml";
import { shellQuote } from "../runner/execute-run.ts";

/**
 * What a batch scheduler needs to run one submission's verification as `tsb run` shards
 * (docs/scaling.md): the same suites, submission.json, instances and k as the site's own plan.
 */
export interface BatchSpec {
  submissionId: number;
  /** The benchmark folder, relative to the repository checkout in the image or on the cluster. */
  benchmarkDir: string;
  instances: readonly string[];
  referenceRuns: number;
  shards: number;
  /** The suite command (`tsb run --cmd`). */
  command: string;
  /** Container image: this repository with `npm ci` run and the runner's packages. */
  image: string;
  /** An explicit `tsb run --timeout`; without it, the runner's rule (5× the slowest reference run). */
  timeoutSec?: number;
}

const name = (spec: BatchSpec) => `tsb-verify-${spec.submissionId}`;

/** The `tsb run` of shard "$k" of the spec, for a shell with `$k`, `$out` and `$suites` set. */
function runCommand(spec: BatchSpec, cache: string, jobs: string, results: string): string {
  return [
    `npx tsb run --benchmark ${shellQuote(spec.benchmarkDir)} --cache ${cache}`,
    `  --suites ${results}/suites --submission ${results}/submission.json`,
    `  --instances ${shellQuote(spec.instances.join(","))} --runs ${spec.referenceRuns}`,
    `  --cmd ${shellQuote(spec.command)}${spec.timeoutSec === undefined ? "" : ` --timeout ${spec.timeoutSec}`}`,
    `  --shard "$k/${spec.shards}" --sharding slice --jobs ${jobs}`,
    `  --out "$out" --events "$out.ndjson"`,
  ].join(" \\\n");
}

/**
 * A Kubernetes Indexed Job running the n shards, then a Job merging them (docs/scaling.md's
 * recipe). The export folder is expected on the `tsb-results` volume as /results/<job name>/.
 */
export function kubernetesManifests(spec: BatchSpec): string {
  const results = `/results/${name(spec)}`;
  const volumes = [{ name: "results", persistentVolumeClaim: { claimName: "tsb-results" } }];
  const shards = {
    apiVersion: "batch/v1",
    kind: "Job",
    metadata: { name: `${name(spec)}-shards`, labels: { app: "tsb-verify" } },
    spec: {
      completionMode: "Indexed",
      completions: spec.shards,
      parallelism: spec.shards,
      backoffLimitPerIndex: 2,
      template: {
        spec: {
          restartPolicy: "Never",
          containers: [
            {
              name: "shard",
              image: spec.image,
              workingDir: "/app",
              securityContext: { capabilities: { add: ["SYS_ADMIN"] } },
              resources: { requests: { cpu: "8", memory: "16Gi" } },
              command: ["bash", "-euo", "pipefail", "-c"],
              args: [
                [
                  "k=$((JOB_COMPLETION_INDEX + 1))",
                  `out=${results}/shards/$k`,
                  'rm -rf "$out"   # a retried pod starts its shard again',
                  `mkdir -p ${results}/shards`,
                  `npx tsb build --benchmark ${shellQuote(spec.benchmarkDir)} --cache /cache --instances ${shellQuote(spec.instances.join(","))}`,
                  runCommand(spec, "/cache", "8", results),
                ].join("\n") + "\n",
              ],
              volumeMounts: [
                { name: "results", mountPath: "/results" },
                { name: "cache", mountPath: "/cache" },
              ],
            },
          ],
          volumes: [...volumes, { name: "cache", emptyDir: {} }],
        },
      },
    },
  };
  const merge = {
    apiVersion: "batch/v1",
    kind: "Job",
    metadata: { name: `${name(spec)}-merge`, labels: { app: "tsb-verify" } },
    spec: {
      template: {
        spec: {
          restartPolicy: "Never",
          containers: [
            {
              name: "merge",
              image: spec.image,
              workingDir: "/app",
              command: ["bash", "-euo", "pipefail", "-c"],
              args: [
                `npx tsb merge ${results}/shards/{1..${spec.shards}} --out ${results}/bundle\n`,
              ],
              volumeMounts: [{ name: "results", mountPath: "/results" }],
            },
          ],
          volumes,
        },
      },
    },
  };
  return (
    `# Verification of submission #${spec.submissionId}: ${spec.shards} shards, then a merge.\n` +
    `# kubectl apply -f this file's first document; when it completes\n` +
    `# (kubectl wait --for=condition=complete job/${name(spec)}-shards --timeout=48h), the second.\n` +
    `${stringify(shards, { lineWidth: 0 })}---\n${stringify(merge, { lineWidth: 0 })}`
  );
}

/** A Slurm submit script: a build job, an array of n shards, a merge job (docs/scaling.md). */
export function slurmScript(spec: BatchSpec): string {
  const instances = shellQuote(spec.instances.join(","));
  return `#!/bin/bash
# Verification of submission #${spec.submissionId} as a Slurm array of ${spec.shards} shards.
# Run from the repository checkout on a login node: bash <export>/slurm/submit.sh
set -euo pipefail
N=${spec.shards}
BENCH=${shellQuote(spec.benchmarkDir)}
RESULTS=$(cd "$(dirname "$0")/.." && pwd)
export CACHE=\${CACHE:-$PWD/.cache/builds/${name(spec)}}
mkdir -p "$RESULTS/shards" "$RESULTS/logs"

build=$(sbatch --parsable --job-name=${name(spec)}-build --cpus-per-task=16 --time=02:00:00 \\
  --wrap "npx tsb build --benchmark $BENCH --cache $CACHE --instances ${instances} --jobs 16")

shards=$(sbatch --parsable --dependency=afterok:$build --job-name=${name(spec)}-shard \\
  --array=1-$N --cpus-per-task=8 --mem=16G --time=12:00:00 \\
  --output="$RESULTS/logs/shard-%a.out" \\
  --wrap "k=\\$SLURM_ARRAY_TASK_ID; out=$RESULTS/shards/\\$k; rm -rf \\$out && \\
    ${runCommand(spec, "$CACHE", "\\$SLURM_CPUS_PER_TASK", "$RESULTS")
      .replaceAll('"', '\\"')
      .replaceAll("$k", "\\$k")
      .replaceAll("$out", "\\$out")}")

sbatch --dependency=afterok:$shards --job-name=${name(spec)}-merge --time=00:30:00 \\
  --wrap "npx tsb merge $(seq -s ' ' -f "$RESULTS/shards/%g" 1 $N) --out $RESULTS/bundle"
echo "when the merge job is done: npx tsb verify import ${spec.submissionId} $RESULTS/bundle --url <site> --token <admin token>"
`;
}
