#!/usr/bin/env bash
# The site's verification of 1.2 bundles, done by `tsb worker` on a database of its own, in a way
# that outlives a sitting: a sitting's end stops every process here, and the worker takes up its
# queue again where it stopped (a run under way when it was stopped is run again; the runs done
# are in the database). Start it again in each sitting until it says every job is decided.
#
# usage: data/drafts/tsb-mini-1.2/tools/verify_bundles.sh [--db <file>] <bundle name>...
#   e.g. verify_bundles.sh agent-terse-1.2 agent-thorough-1.2
#
# Each bundle is taken from .cache/bundles-1.2/<name> (unpacked there from bundles/<name>.tar.gz
# when missing) and stored once (`tsb ingest`, which recognises a bundle already stored). The
# worker runs at nice 10 in job slots 220–221, so a `tsb run` in slots 150–151 can run beside it.
# The database (default .cache/verify-1.2.sqlite) is not in git; if it is lost, the verification
# starts over.
set -euo pipefail
draft=$(cd "$(dirname "$0")/.." && pwd)
cd "$draft/../../.."
rel=${draft#"$PWD"/}
db=.cache/verify-1.2.sqlite
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --db) db=$2; shift 2 ;;
    -*) echo "usage: $0 [--db <file>] <bundle name>..." >&2; exit 2 ;;
    *) names+=("$1"); shift ;;
  esac
done
[ ${#names[@]} -gt 0 ] || { echo "usage: $0 [--db <file>] <bundle name>..." >&2; exit 2; }

mkdir -p .cache/bundles-1.2 "$(dirname "$db")"
for name in "${names[@]}"; do
  bundle=.cache/bundles-1.2/$name
  if [ ! -d "$bundle" ]; then
    [ -f "$rel/bundles/$name.tar.gz" ] || { echo "no bundle $name in $rel/bundles" >&2; exit 2; }
    tar -xzf "$rel/bundles/$name.tar.gz" -C .cache/bundles-1.2
  fi
  node bin/tsb.mjs ingest "$bundle" --benchmark "$rel" --db "$db" --workers 0
done
echo "== worker on $db ($(date -u +%H:%M))" >&2
nice -n 10 node bin/tsb.mjs worker --once --jobs 2 --db "$db" --benchmarks "$(dirname "$rel")" \
  --cache-root .cache/builds --slot-base 220
node bin/tsb.mjs submissions --db "$db"
