#!/usr/bin/env bash
# Regenerates the demo bundles in data/bundles/ by running real suites through `tsb run` on
# tsb-mini: the benchmark's reference suites, and each agent-written suite in data/suites/.
# Usage: scripts/demo-bundles.sh [submission-name ...]   (default: all of data/suites/*/)
# TSB_BENCHMARK picks the benchmark folder (default data/benchmarks/tsb-mini, version 1.0, whose
# bundles are data/bundles/<name>); for any other folder the bundles are
# data/bundles/<name>-<version>, and each submission.json is re-pointed at <name>@<version>:
# the same suites, run unchanged against the new version.
# TSB_INSTANCES=a,b runs only those instances and joins them (tsb merge) into the existing bundle:
# how an instance added to a version later joins the runs of the others.
# A submission whose suites were written per version (data/suites/<name>/<version>/, as the
# baseline agent's are: each version's specs differ) runs that version's folder; its
# trajectories/<id>/ go into each instance's trajectory/, and its generation.json is used.
# A trial of an entry (submission.json names `entry` and `trial`; docs/bundle-format.md) is an
# attempt on one version, its `benchmark`, and is skipped on any other. A submission.json
# field that holds on one version only (the entry an older suite is trial 1 of) goes in
# data/suites/<name>/submission-<version>.json, laid over submission.json there.
# TSB_SHARD=k/n runs only shard k of n (tsb run --shard), for runs longer than a sitting: each
# shard is kept in .cache/demo-suites/<name>-<version>[-<instances>]-shards-of-<n>/<k>, and the
# call that finishes the last missing shard merges them (tsb merge) into the bundle, as above.
# A run or shard stopped part way (a sitting's end) is finished by the next call with the same
# settings (tsb run --resume): the runs it had done are kept.
# TSB_SLOT_BASE: tsb run's --slot-base, when another tsb run shares the machine.
# TSB_COVERING=1 runs `tsb run --covering-tests` (each mutant with the tests whose coverage
# reaches it): for a version whose suites take hours under the full protocol (tsb-mini 1.2).
# TSB_BUNDLES: the folder the bundles go to (default data/bundles, which the seed loads; a
# version not yet released keeps its bundles elsewhere until it is).
set -euo pipefail
cd "$(dirname "$0")/.."

benchmark="${TSB_BENCHMARK:-data/benchmarks/tsb-mini}"
jobs="${TSB_JOBS:-2}"
slot_base="${TSB_SLOT_BASE:-0}"
bundles="${TSB_BUNDLES:-data/bundles}"
covering=()
[ "${TSB_COVERING:-0}" = 1 ] && covering=(--covering-tests)
id=$(node -p 'const b = require(process.argv[1]); `${b.name}@${b.version}`' "$(realpath "$benchmark")/benchmark.json")
suffix=""
[ "$benchmark" = data/benchmarks/tsb-mini ] || suffix="-${id#*@}"
# Only the instances this call runs: 1.2's stencil shards need none of minimake's and awklet's
# 626 compiled builds, most of an hour in the image.
node bin/tsb.mjs build --benchmark "$benchmark" ${TSB_INSTANCES:+--instances "$TSB_INSTANCES"} >/dev/null

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for dir in data/suites/*/; do names+=("$(basename "$dir")"); done
fi

for name in "${names[@]}"; do
  source_dir="data/suites/$name"
  suites="$source_dir"
  generation="$source_dir/generation.json"
  if [ -d "$source_dir/${id#*@}" ]; then
    suites="$source_dir/${id#*@}"
    generation="$suites/generation.json"
  fi
  if [ "$name" = reference ]; then
    # The reference submission runs the benchmark's own suites, laid out as <suites>/<id>/.
    suites=".cache/demo-suites/reference"
    rm -rf "$suites" && mkdir -p "$suites"
    for instance in "$benchmark"/instances/*/; do
      cp -r "$instance/tests" "$suites/$(basename "$instance")"
    done
  fi
  trial_of=$(node -p 'const s = require(process.argv[1]); s.entry ? s.benchmark : ""' "$(realpath "$source_dir/submission.json")")
  if [ -n "$trial_of" ] && [ "$trial_of" != "$id" ]; then
    echo "== $name: a trial on $trial_of, not run on $id" >&2
    continue
  fi
  out="$bundles/$name$suffix"
  submission=".cache/demo-suites/$name$suffix-submission.json"
  mkdir -p .cache/demo-suites
  node -e '
    const fs = require("node:fs");
    const [from, over, to, id] = process.argv.slice(1);
    const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, "utf8")) : {});
    fs.writeFileSync(to, JSON.stringify({ ...read(from), benchmark: id, ...read(over) }, null, 2) + "\n");
  ' "$source_dir/submission.json" "$source_dir/submission-${id#*@}.json" "$submission" "$id"
  echo "== $name$suffix${TSB_INSTANCES:+ ($TSB_INSTANCES)}" >&2
  part=".cache/demo-suites/$name$suffix-part"
  joined=".cache/demo-suites/$name$suffix-joined"
  rm -rf "$joined"
  # A run stopped part way (a sitting's end, a reboot) left its journal: finish it instead.
  resume() { if [ -f "$1/.tsb-run-journal/state.json" ]; then echo --resume; else rm -rf "$1"; fi; }
  run=(node bin/tsb.mjs run --benchmark "$benchmark" --suites "$suites" --submission "$submission"
    --jobs "$jobs" --slot-base "$slot_base" "${covering[@]}")
  [ -n "${TSB_INSTANCES:-}" ] && run+=(--instances "$TSB_INSTANCES")
  if [ -n "${TSB_SHARD:-}" ]; then
    k="${TSB_SHARD%/*}" n="${TSB_SHARD#*/}"
    shards=".cache/demo-suites/$name$suffix${TSB_INSTANCES:+-${TSB_INSTANCES//,/+}}-shards-of-$n"
    mkdir -p "$shards"
    "${run[@]}" --shard "$TSB_SHARD" --out "$shards/$k" $(resume "$shards/$k")
    left=()
    for i in $(seq 1 "$n"); do [ -f "$shards/$i/shard.json" ] || left+=("$i"); done
    if [ ${#left[@]} -gt 0 ]; then
      echo "== $name$suffix: shard $TSB_SHARD is in $shards/$k; shards left: ${left[*]}" >&2
      continue
    fi
    node bin/tsb.mjs merge $(for i in $(seq 1 "$n"); do echo "$shards/$i"; done) --out "$part"
  else
    "${run[@]}" --out "$part" $(resume "$part")
  fi
  if [ -n "${TSB_INSTANCES:-}" ] && [ -d "$out" ]; then
    node bin/tsb.mjs merge "$out" "$part" --out "$joined"
    rm -rf "$out" "$part"
    mv "$joined" "$out"
  else
    # A whole run, or the first instances of a bundle whose others are run later (a trial's
    # suites as each session finishes them). The old bundle stays until the new one is whole.
    rm -rf "$out"
    mv "$part" "$out"
  fi
  [ -n "${TSB_SHARD:-}" ] && rm -rf "$shards"
  # What generating each suite took is known only to whoever ran the agent, not to the runner:
  # copy it from generation.json into each instance's run.json.
  if [ -f "$generation" ]; then
    node -e '
      const fs = require("node:fs");
      const [generation, out] = process.argv.slice(1);
      for (const [id, run] of Object.entries(JSON.parse(fs.readFileSync(generation, "utf8")))) {
        const dir = `${out}/instances/${id}`;
        if (fs.existsSync(dir)) fs.writeFileSync(`${dir}/run.json`, JSON.stringify(run, null, 2) + "\n");
      }' "$generation" "$out"
  fi
  # The agent's own log of each instance, in its own format (docs/bundle-format.md).
  if [ -d "$suites/trajectories" ]; then
    for trajectory in "$suites"/trajectories/*/; do
      id_dir="$out/instances/$(basename "$trajectory")"
      [ -d "$id_dir" ] && rm -rf "$id_dir/trajectory" && cp -r "$trajectory" "$id_dir/trajectory"
    done
  fi
  node bin/tsb.mjs score "$out" --benchmark "$benchmark" | tail -n 3
done
