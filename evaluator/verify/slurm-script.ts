import {
  batchName,
  buildCommand,
  mergeCommand,
  shardRunCommand,
  type BatchSpec,
} from "./batch-manifests.ts";

/**
 * submit.sh's check that the cluster can run what it submits. sbatch accepts a request that no
 * node of the partition can hold, and the jobs then pend for ever (reason PartitionConfig)
 * with nothing to tell the operator: so it asks `sinfo` first, and stops with the request, the
 * largest node and the settings and export flags that fit. Where sinfo cannot answer, it says
 * so and submits unchecked, as sbatch will answer for itself.
 */
const fitCheck = (
  spec: BatchSpec,
) => `# Memory as sbatch reads it (K, M, G, T; megabytes without a unit), in megabytes.
mem_mb() {
  local n=\${1%[KkMmGgTt]}
  case "$1" in
    *[Kk]) echo $(( n / 1024 )) ;;
    *[Gg]) echo $(( n * 1024 )) ;;
    *[Tt]) echo $(( n * 1024 * 1024 )) ;;
    *) echo "$n" ;;
  esac
}
NODES=
if [ "\${TSB_SKIP_FIT_CHECK:-0}" != 1 ]; then
  part=()
  [ -n "\${SBATCH_PARTITION:-}" ] && part=(-p "$SBATCH_PARTITION")
  if ! command -v sinfo >/dev/null; then
    echo "submit.sh: warning: no sinfo here, so not checking that a node can hold a shard" >&2
  elif ! NODES=$(sinfo -h -N "\${part[@]}" -o '%N %c %m %P' 2>&1); then
    echo "submit.sh: warning: sinfo could not list the nodes, so not checking that one can hold a shard: $(tail -n 1 <<<"$NODES")" >&2
    NODES=
  else
    # Without SBATCH_PARTITION, sbatch submits to the default partition: sinfo marks it with *.
    [ -z "\${SBATCH_PARTITION:-}" ] && NODES=$(awk '$4 ~ /\\*$/' <<<"$NODES")
    PARTITION=\${SBATCH_PARTITION:-$(awk '{ sub(/\\*$/, "", $4); print $4; exit }' <<<"$NODES")}
    if [ -z "$NODES" ] && [ -z "\${SBATCH_PARTITION:-}" ]; then
      echo "submit.sh: sinfo shows no default partition: set SBATCH_PARTITION. Nothing was submitted." >&2
      exit 1
    elif [ -z "$NODES" ]; then
      echo "submit.sh: partition '$PARTITION' has no nodes (sinfo). Nothing was submitted." >&2
      exit 1
    fi
  fi
fi
# fits <what> <cpus> <memory MB> <memory as asked>: says so, with what fits, unless some node of
# the partition has that many CPUs and that much memory.
fits() {
  [ -n "$NODES" ] || return 0
  awk -v c="$2" -v m="$3" '$2 + 0 >= c && $3 + 0 >= m { found = 1 } END { exit !found }' <<<"$NODES" && return 0
  local name cpus mb
  read -r name cpus mb _ < <(sort -k2,2nr -k3,3nr <<<"$NODES")
  local fit_cpus=$(( $2 < cpus ? $2 : cpus )) fit_mb=$(( $3 < mb ? $3 : mb ))
  local fit_gib=$(( fit_mb / 1024 > 0 ? fit_mb / 1024 : 1 ))
  UNFIT=1
  {
    echo "submit.sh: no node of partition '$PARTITION' can hold one $1, which asks $2 CPUs\${4:+ and $4 of memory} (--cpus-per-task=$2\${4:+ --mem=$4}); the largest node, $name, has $cpus CPUs and $mb MB of memory."
    echo "  Submitted, it would pend for ever (reason PartitionConfig)."
    if [ "$1" = shard ]; then
      echo "  What fits: TSB_SHARD_CPUS=$fit_cpus TSB_SHARD_MEM=\${fit_mb}M bash $0\${SHARDS_ARG:+ $SHARDS_ARG}"
      echo "  or export again with: tsb verify export ${spec.submissionId} --cpus-per-shard $fit_cpus --memory-per-shard $fit_gib"
    else
      echo "  What fits: TSB_BUILD_CPUS=$fit_cpus bash $0"
    fi
  } >&2
}
UNFIT=0`;

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
# Before submitting it asks sinfo whether a node of the partition can hold a shard and the build
# job, and stops with what fits if none can (TSB_SKIP_FIT_CHECK=1 submits regardless).
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
SHARDS_ARG=\${1:-}
case "$SHARDS" in
  "" | *[!0-9,-]*) echo "submit.sh: shards: expected a list such as 2,5 or 1-$N, got '$SHARDS'" >&2; exit 2 ;;
esac
SHARD_CPUS=\${TSB_SHARD_CPUS:-${spec.cpusPerShard}}
SHARD_MEM=\${TSB_SHARD_MEM:-${spec.memoryGiB}G}
BUILD_CPUS=\${TSB_BUILD_CPUS:-${spec.cpusPerShard}}
${fitCheck(spec)}
[ $# -eq 0 ] && fits "build job" "$BUILD_CPUS" 0
fits shard "$SHARD_CPUS" "$(mem_mb "$SHARD_MEM")" "$SHARD_MEM"
if [ "$UNFIT" = 1 ]; then
  echo "submit.sh: nothing was submitted (TSB_SKIP_FIT_CHECK=1 submits regardless)." >&2
  exit 1
fi
mkdir -p "$RESULTS/shards" "$RESULTS/logs"
common=(--parsable --export=ALL --chdir="$PWD" --kill-on-invalid-dep=yes)
exclusive=()
[ "\${TSB_SHARD_EXCLUSIVE:-1}" = 1 ] && exclusive=(--exclusive)

after=()
if [ $# -eq 0 ]; then
  # The cache is built once, before any shard reads it; a re-submission reuses it.
  build=$(sbatch "\${common[@]}" --job-name=${name}-build --cpus-per-task="$BUILD_CPUS" \\
    --time="\${TSB_BUILD_TIME:-02:00:00}" --output="$RESULTS/logs/build-%j.out" "$HERE/build.sh")
  echo "build job: $build"
  after=(--dependency=afterok:$build)
fi
shards=$(sbatch "\${common[@]}" "\${after[@]}" --job-name=${name}-shard --array="$SHARDS" \\
  --cpus-per-task="$SHARD_CPUS" --mem="$SHARD_MEM" \\
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
