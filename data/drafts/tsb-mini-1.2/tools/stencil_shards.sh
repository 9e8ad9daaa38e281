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
    TSB_BENCHMARK=$rel TSB_BUNDLES=.cache/bundles-1.2 TSB_COVERING=1 TSB_INSTANCES=stencil \
      TSB_SHARD=$k/$n TSB_SLOT_BASE=${TSB_SLOT_BASE:-150} nice -n 10 scripts/demo-bundles.sh "$name"
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
