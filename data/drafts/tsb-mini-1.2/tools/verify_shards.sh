#!/usr/bin/env bash
# The site's verification of 1.2 bundles, done the way a site with a batch cluster does it
# (docs/scaling.md): `tsb verify export` writes the job's plan, its shards run one after another
# here exactly as the exported Slurm array runs them (slurm/build.sh, slurm/shard.sh with
# SLURM_ARRAY_TASK_ID=k, slurm/merge.sh), and `tsb verify import` decides the job with the
# worker's own scoring and comparison. Unlike verify_bundles.sh (the worker, whose state is a
# database under .cache/), every finished shard is archived in verification/ and, with --commit,
# committed: a sitting's end stops every process here and has also wiped .cache/, so a
# verification of many hours must be kept in pieces that outlive it.
#
# usage: data/drafts/tsb-mini-1.2/tools/verify_shards.sh [--commit] [--shards N] <bundle name>...
#   e.g. verify_shards.sh --commit agent-terse-1.2 agent-thorough-1.2
#
# A shard's runs do not depend on the database it was exported from (`tsb run --shard k/N` plans
# from the suites, submission.json and instances alone), so a later sitting exports again from a
# fresh database, unpacks the archived shards and runs the rest. Shards run at nice 10 in slots
# (k-1)·2, which the stencil shards (150–151) and the worker (220–221) do not use. The last
# shard of a bundle is followed by the merge and the import; the import's verdict is printed.
set -euo pipefail
draft=$(cd "$(dirname "$0")/.." && pwd)
cd "$draft/../../.."
rel=${draft#"$PWD"/}
commit=0 shards=24 names=()
usage() { echo "usage: $0 [--commit] [--shards N] <bundle name>..." >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --commit) commit=1; shift ;;
    --shards) shards=$2; shift 2 ;;
    -*) usage ;;
    *) names+=("$1"); shift ;;
  esac
done
[ ${#names[@]} -gt 0 ] || usage
db=.cache/verify-batch-1.2.sqlite
mkdir -p .cache/bundles-1.2 "$rel/verification"

save() { # save <message> <path...>: commit the paths when --commit was given
  local message=$1; shift
  [ "$commit" = 1 ] || return 0
  local try
  for try in 1 2 3 4 5 6; do # someone may be committing beside this script (git's index.lock)
    git add -A -- "$@" && git commit -q -m "$message" -- "$@" && return 0
    sleep 20
  done
  echo "could not commit $* (left on disk)" >&2
}

for name in "${names[@]}"; do
  bundle=.cache/bundles-1.2/$name
  if [ ! -d "$bundle" ]; then
    [ -f "$rel/bundles/$name.tar.gz" ] || { echo "no bundle $name in $rel/bundles" >&2; exit 2; }
    tar -xzf "$rel/bundles/$name.tar.gz" -C .cache/bundles-1.2
  fi
  stored=$(node bin/tsb.mjs ingest "$bundle" --benchmark "$rel" --db "$db" --workers 0)
  id=$(sed -n 's/^\(stored\|already stored\) as #\([0-9]*\).*/\2/p' <<<"$stored")
  [ -n "$id" ] || { echo "$name: could not tell its submission id from: $stored" >&2; exit 1; }
  # The build cache tsb run and the worker use by default, so that no executable is built twice.
  export RESULTS=$PWD/.cache/verify-batch-1.2/$name CACHE=$PWD/.cache/builds/tsb-mini@1.2
  if [ ! -f "$RESULTS/plan.json" ]; then
    rm -rf "$RESULTS"
    node bin/tsb.mjs verify export "$id" --out "$RESULTS" --db "$db" --shards "$shards" \
      --cpus-per-shard 2 --memory-per-shard 8 --benchmarks "$(dirname "$rel")" --benchmark-dir "$rel"
  fi
  n=$(node -p "JSON.parse(require('fs').readFileSync('$RESULTS/plan.json','utf8')).shards")
  mkdir -p "$RESULTS/shards" "$RESULTS/logs"
  for k in $(seq 1 "$n"); do
    archive=$rel/verification/$name-shard-$k-of-$n.tar.gz
    if [ -f "$archive" ] && [ ! -f "$RESULTS/shards/$k/shard.json" ]; then
      rm -rf "$RESULTS/shards/$k" && tar -xzf "$archive" -C "$RESULTS/shards"
    fi
  done
  echo "== $name (#$id): build ($(date -u +%H:%M))" >&2
  SLURM_CPUS_PER_TASK=2 nice -n 10 bash "$RESULTS/slurm/build.sh"
  for k in $(seq 1 "$n"); do
    [ -f "$RESULTS/shards/$k/shard.json" ] && continue
    echo "== $name (#$id): shard $k/$n ($(date -u +%H:%M))" >&2
    SLURM_ARRAY_TASK_ID=$k SLURM_CPUS_PER_TASK=2 nice -n 10 bash "$RESULTS/slurm/shard.sh"
    if [ -f "$RESULTS/shards/$k/shard.json" ]; then
      archive=$rel/verification/$name-shard-$k-of-$n.tar.gz
      tar -czf "$archive" -C "$RESULTS/shards" "$k"
      save "tsb-mini 1.2 draft: verification of $name, shard $k of $n, kept until the others join it" "$archive"
    fi
  done
  echo "== $name (#$id): merge and import ($(date -u +%H:%M))" >&2
  bash "$RESULTS/slurm/merge.sh"
  node bin/tsb.mjs verify import "$id" "$RESULTS/bundle" --db "$db" --benchmarks "$(dirname "$rel")"
done
node bin/tsb.mjs submissions --db "$db"
