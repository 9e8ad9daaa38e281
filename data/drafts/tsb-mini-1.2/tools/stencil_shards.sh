#!/usr/bin/env bash
# Runs the stencil shards of the terse and thorough 1.2 bundles that are not done yet, one after
# another, so that a sitting starts this once and loses at most the shard its end stops.
# terse ran in 3 shards; thorough runs in 9 (about 30 minutes each on 2 cores), because a
# sitting's end has also wiped .cache/ and with it a third's resume journal of over an hour.
#
# usage: data/drafts/tsb-mini-1.2/tools/stencil_shards.sh [--commit] [--dry-run] [--save-partial]
#
# --save-partial, at a sitting's end once the run is stopped: archives the journal of the shard
# under way as bundles/shards/<name>-1.2-stencil-<k>-of-<n>.partial.tar.gz (committed with
# --commit), which the next start unpacks and resumes when .cache/ did not outlive the sitting.
#
# A finished shard is archived in bundles/shards/<name>-1.2-stencil-<k>-of-<n>.tar.gz (with
# --commit, also committed to git: a sitting's end stops every process here, and .cache/ has not
# always outlived one). Shards archived by an earlier sitting are unpacked where
# scripts/demo-bundles.sh looks (.cache/demo-suites/<name>-1.2-stencil-shards-of-3/<k>). The call
# that runs a bundle's last shard joins stencil into .cache/bundles-1.2/<name>-1.2; this script
# then packs that bundle back into bundles/<name>-1.2.tar.gz and removes its shard archives.
# Everything runs at nice 10, in slots 150–151 (TSB_SLOT_BASE), beside whatever else keeps its own.
# A shard that a sitting's end stopped part way is finished, not started over, by the next start
# (scripts/demo-bundles.sh passes `tsb run --resume` when the shard's folder holds its journal).
set -euo pipefail
draft=$(cd "$(dirname "$0")/.." && pwd)
cd "$draft/../../.."
commit=0 dry=0 partial=0
for arg in "$@"; do
  case "$arg" in
    --commit) commit=1 ;;
    --dry-run) dry=1 ;;
    --save-partial) partial=1 ;;
    *) echo "usage: $0 [--commit] [--dry-run] [--save-partial]" >&2; exit 2 ;;
  esac
done
rel=${draft#"$PWD"/}

save() { # save <message> <path...>: commit the paths when --commit was given
  local message=$1; shift
  [ "$commit" = 1 ] || return 0
  # Someone may be committing beside this script (git's index.lock): retry, and never let a failed
  # commit stop the shards after it; the archive stays on disk for a later commit.
  local try
  for try in 1 2 3 4 5 6; do
    git add -A -- "$@" && git commit -q -m "$message" -- "$@" && return 0
    sleep 20
  done
  echo "could not commit $* (left on disk)" >&2
}

# A shard's coverage run is the suite's run on the reference, the same in every shard (thorough's
# shard 2 recorded exactly the coverage shard 1's bundle holds, for each of its 3,149 tests), and
# it took 14 of each thorough shard's minutes. A shard that starts afresh is given one an earlier
# shard recorded: its run is started and stopped once its journal exists, the coverage is put in
# the journal, and the run goes on with --resume, which keeps the coverage it finds there as it
# keeps a stopped run's own (evaluator/runner/coverage-pass.ts).
coverage_of() { # coverage_of <shards dir>: a coverage file of stencil an earlier shard recorded
  local f
  for f in "$1"/*/.tsb-run-journal/coverage/stencil.json "$1"/*/instances/stencil/coverage/coverage.json; do
    [ -s "$f" ] && { echo "$f"; return 0; }
  done
  return 1
}
run_shard() { # run_shard <name> <k> <n>
  TSB_BENCHMARK=$rel TSB_BUNDLES=.cache/bundles-1.2 TSB_COVERING=1 TSB_INSTANCES=stencil \
    TSB_SHARD=$2/$3 TSB_SLOT_BASE=${TSB_SLOT_BASE:-150} nice -n 10 scripts/demo-bundles.sh "$1"
}
# Whether coverage file $2 came from the suite and executables of the run whose journal is $1: a
# journal's by its fingerprint (suite, executables, environment, command), a finished shard's by
# the suite it holds (its executables are the draft's, unchanged since its check).
same_run() { # same_run <state.json> <coverage file> <name>
  case "$2" in
    */.tsb-run-journal/coverage/*)
      node -e '
        const [a, b] = process.argv.slice(1).map((f) => require(f).fingerprint);
        const keys = ["suite stencil", "executables stencil", "environment stencil", "command"];
        process.exit(keys.every((k) => a[k] !== undefined && a[k] === b[k]) ? 0 : 1);
      ' "$(realpath "$1")" "$(realpath "${2%/coverage/*}/state.json")" ;;
    *) diff -rq "${2%/coverage/coverage.json}/suite" "data/suites/$3/1.2/stencil" >/dev/null ;;
  esac
}
prime() { # prime <name> <k> <n> <shards dir>: a fresh shard's journal, with an earlier coverage
  local dir=$4/$2 from pid
  [ -f "$dir/.tsb-run-journal/state.json" ] && return 0
  from=$(coverage_of "$4") || return 0
  # setsid: the run gets a process group of its own, which is stopped whole.
  setsid bash -c "$(declare -f run_shard); rel=$rel; run_shard $1 $2 $3" >/dev/null 2>&1 &
  pid=$!
  for _ in $(seq 1 900); do
    [ -f "$dir/.tsb-run-journal/state.json" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  [ -f "$dir/.tsb-run-journal/state.json" ] || return 0
  if ! same_run "$dir/.tsb-run-journal/state.json" "$from" "$1"; then
    echo "== $1-1.2: shard $2/$3 makes its own coverage ($from is of another suite or build)" >&2
    return 0
  fi
  mkdir -p "$dir/.tsb-run-journal/coverage"
  cp "$from" "$dir/.tsb-run-journal/coverage/stencil.json"
  echo "== $1-1.2: shard $2/$3 takes its coverage from $from" >&2
}

mkdir -p .cache/bundles-1.2
for name in agent-terse agent-thorough; do
  case "$name" in agent-terse) n=3 ;; *) n=9 ;; esac
  bundle=.cache/bundles-1.2/$name-1.2
  [ -d "$bundle" ] || tar -xzf "$rel/bundles/$name-1.2.tar.gz" -C .cache/bundles-1.2
  if [ -d "$bundle/instances/stencil" ]; then
    echo "== $name-1.2 has stencil already" >&2
    continue
  fi
  shards=.cache/demo-suites/$name-1.2-stencil-shards-of-$n
  mkdir -p "$shards"
  for k in $(seq 1 $n); do
    archive=$rel/bundles/shards/$name-1.2-stencil-$k-of-$n.tar.gz
    if [ -f "$archive" ] && [ ! -f "$shards/$k/shard.json" ]; then
      rm -rf "${shards:?}/$k" && tar -xzf "$archive" -C "$shards"
    fi
    # A shard stopped part way in an earlier sitting, whose journal .cache/ lost since.
    part=${archive%.tar.gz}.partial.tar.gz
    if [ -f "$part" ] && [ ! -f "$shards/$k/shard.json" ] && [ ! -f "$shards/$k/.tsb-run-journal/state.json" ]; then
      rm -rf "${shards:?}/$k" && tar -xzf "$part" -C "$shards"
      echo "== $name-1.2: shard $k/$n goes on from its archived journal" >&2
    fi
  done
  if [ "$partial" = 1 ]; then
    for k in $(seq 1 $n); do
      [ -f "$shards/$k/.tsb-run-journal/state.json" ] && [ ! -f "$shards/$k/shard.json" ] || continue
      part=$rel/bundles/shards/$name-1.2-stencil-$k-of-$n.partial.tar.gz
      mkdir -p "$rel/bundles/shards"
      tar -czf "$part" -C "$shards" "$k"
      echo "== $name-1.2: shard $k/$n's journal archived ($(ls "$shards/$k/.tsb-run-journal/runs" | wc -l) runs)" >&2
      save "tsb-mini 1.2 draft: $name's stencil shard $k of $n, stopped part way: its journal, to go on from" "$part"
    done
    continue
  fi
  for k in $(seq 1 $n); do
    [ -f "$shards/$k/shard.json" ] && continue
    echo "== $name-1.2: stencil shard $k/$n ($(date -u +%H:%M))" >&2
    [ "$dry" = 1 ] && continue
    prime "$name" "$k" "$n" "$shards"
    run_shard "$name" "$k" "$n"
    if [ -f "$shards/$k/shard.json" ]; then
      archive=$rel/bundles/shards/$name-1.2-stencil-$k-of-$n.tar.gz
      tar -czf "$archive" -C "$shards" "$k"
      part=${archive%.tar.gz}.partial.tar.gz done_paths=("$archive")
      # The journal it went on from, if one was committed, goes with the shard's commit.
      git ls-files --error-unmatch "$part" >/dev/null 2>&1 && done_paths+=("$part")
      rm -f "$part"
      save "tsb-mini 1.2 draft: $name's stencil runs, shard $k of $n, kept until the others join it" "${done_paths[@]}"
    fi
  done
  [ "$dry" = 1 ] && continue
  if [ -d "$bundle/instances/stencil" ]; then
    tar -czf "$rel/bundles/$name-1.2.tar.gz" -C .cache/bundles-1.2 "$name-1.2"
    rm -f "$rel"/bundles/shards/"$name"-1.2-stencil-*-of-$n.tar.gz
    save "tsb-mini 1.2 draft: $name's bundle has stencil (its $n shards merged)" \
      "$rel/bundles/$name-1.2.tar.gz" "$rel/bundles/shards"
  fi
done
