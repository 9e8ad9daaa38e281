import {
  batchName,
  buildCommand,
  mergeCommand,
  shardRunCommand,
  type BatchSpec,
} from "./batch-manifests.ts";

/** The files of a Slurm verification, by name, for `<export>/slurm/`. */
export type SlurmScripts = Record<"submit.sh" | "build.sh" | "shard.sh" | "merge.sh", string>;

/**
 * A Slurm recipe in four scripts (docs/scaling.md): `submit.sh` submits a build job, an array of
 * n shard tasks (`shard.sh`, each a `tsb run --shard k/n`) that starts once the build succeeded,
 * and a merge job (`merge.sh`) that starts once every task succeeded. `submit.sh 2,5` submits
 * only those tasks again, then the merge: the way back from a task that failed, was killed at its
 * time limit or lost its node. A task writes its shard whole or not at all, so a re-run replaces
 * it and the merge counts it once.
 */
export function slurmScripts(spec: BatchSpec): SlurmScripts {
  const name = batchName(spec);
  const header = (what: string) =>
    `#!/bin/bash\n# ${what}\n# Submitted by submit.sh, which sets RESULTS (the export folder) and CACHE (the build cache).\nset -euo pipefail\n`;
  const submit = `#!/bin/bash
# Verification of submission #${spec.submissionId} as a Slurm array of ${spec.shards} shards (docs/scaling.md).
# Run it from the repository checkout on a login node:
#   bash <export>/slurm/submit.sh        build, every shard, then the merge
#   bash <export>/slurm/submit.sh 2,5    shards 2 and 5 again (after a task failed), then the merge
# Partition, account, QOS: set SBATCH_PARTITION, SBATCH_ACCOUNT, SBATCH_QOS, which sbatch reads.
# Per shard: TSB_SHARD_CPUS (default ${spec.cpusPerShard}), TSB_SHARD_MEM (${spec.memoryGiB}G), TSB_SHARD_TIME (12:00:00).
# Shards get a node each unless TSB_SHARD_EXCLUSIVE=0; shards that share a node run their suites
# in job slots of their own (tsb run --slot-base; sandbox uid 61000 + slot), so they share no
# process cap as long as shards × CPUs stays under 1000.
set -euo pipefail
N=${spec.shards}
HERE=$(cd "$(dirname "$0")" && pwd)
RESULTS=$(dirname "$HERE")
CACHE=\${CACHE:-$PWD/.cache/builds/${name}}
export RESULTS CACHE
SHARDS=\${1:-1-$N}
case "$SHARDS" in
  "" | *[!0-9,-]*) echo "submit.sh: shards: expected a list such as 2,5 or 1-$N, got '$SHARDS'" >&2; exit 2 ;;
esac
mkdir -p "$RESULTS/shards" "$RESULTS/logs"
common=(--parsable --export=ALL --chdir="$PWD" --kill-on-invalid-dep=yes)
exclusive=()
[ "\${TSB_SHARD_EXCLUSIVE:-1}" = 1 ] && exclusive=(--exclusive)

after=()
if [ $# -eq 0 ]; then
  # The cache is built once, before any shard reads it; a re-submission reuses it.
  build=$(sbatch "\${common[@]}" --job-name=${name}-build --cpus-per-task="\${TSB_BUILD_CPUS:-${spec.cpusPerShard}}" \\
    --time="\${TSB_BUILD_TIME:-02:00:00}" --output="$RESULTS/logs/build-%j.out" "$HERE/build.sh")
  echo "build job: $build"
  after=(--dependency=afterok:$build)
fi
shards=$(sbatch "\${common[@]}" "\${after[@]}" --job-name=${name}-shard --array="$SHARDS" \\
  --cpus-per-task="\${TSB_SHARD_CPUS:-${spec.cpusPerShard}}" --mem="\${TSB_SHARD_MEM:-${spec.memoryGiB}G}" \\
  --time="\${TSB_SHARD_TIME:-12:00:00}" "\${exclusive[@]}" --requeue --open-mode=append \\
  --output="$RESULTS/logs/shard-%a.out" "$HERE/shard.sh")
echo "shard array: $shards (tasks $SHARDS of $N)"
merge=$(sbatch "\${common[@]}" --dependency=afterok:$shards --job-name=${name}-merge --time=00:30:00 \\
  --output="$RESULTS/logs/merge-%j.out" "$HERE/merge.sh")
echo "merge job: $merge"
echo "when it is done: npx tsb verify import ${spec.submissionId} $RESULTS/bundle --url <site> --token <admin token>"
`;
  return {
    "submit.sh": submit,
    "build.sh": `${header(`The build of submission #${spec.submissionId}'s executables, once, before the shards.`)}${buildCommand(spec, '"$CACHE"', '"${SLURM_CPUS_PER_TASK:-1}"')}\n`,
    "shard.sh": `${header(`One shard of submission #${spec.submissionId}'s verification: array task k runs \`tsb run --shard k/${spec.shards}\`.`)}k=\${SLURM_ARRAY_TASK_ID:?shard.sh runs as a task of the array submit.sh submits}
out=$RESULTS/shards/$k
# A requeued or re-submitted task starts its shard again; tsb run writes shard.json last, so a
# task killed on the way leaves a folder the merge refuses rather than a partial shard.
rm -rf "$out" "$out.ndjson"
# Slots (k-1)·CPUs and up: no other shard's, should Slurm place two on one node.
cpus=\${SLURM_CPUS_PER_TASK:-1}
slot_base=$(( ((k - 1) * cpus) % 1000 ))
${shardRunCommand(spec, { cache: '"$CACHE"', jobs: '"$cpus"', results: '"$RESULTS"', slotBase: '"$slot_base"' })}
`,
    "merge.sh": `${header(`The merge of submission #${spec.submissionId}'s ${spec.shards} shards into one bundle.`)}${mergeCommand(spec, '"$RESULTS"')}\n`,
  };
}
