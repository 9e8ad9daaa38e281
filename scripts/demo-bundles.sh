#!/usr/bin/env bash
# Regenerates the demo bundles in data/bundles/ by running real suites through `tsb run` on
# tsb-mini: the benchmark's reference suites, and each agent-written suite in data/suites/.
# Usage: scripts/demo-bundles.sh [submission-name ...]   (default: all of data/suites/*/)
set -euo pipefail
cd "$(dirname "$0")/.."

benchmark=data/benchmarks/tsb-mini
jobs="${TSB_JOBS:-2}"
node bin/tsb.mjs build --benchmark "$benchmark" >/dev/null

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for dir in data/suites/*/; do names+=("$(basename "$dir")"); done
fi

for name in "${names[@]}"; do
  source_dir="data/suites/$name"
  suites="$source_dir"
  if [ "$name" = reference ]; then
    # The reference submission runs the benchmark's own suites, laid out as <suites>/<id>/.
    suites=".cache/demo-suites/reference"
    rm -rf "$suites" && mkdir -p "$suites"
    for instance in "$benchmark"/instances/*/; do
      cp -r "$instance/tests" "$suites/$(basename "$instance")"
    done
  fi
  out="data/bundles/$name"
  rm -rf "$out"
  echo "== $name" >&2
  node bin/tsb.mjs run --benchmark "$benchmark" --suites "$suites" \
    --submission "$source_dir/submission.json" --out "$out" --jobs "$jobs"
  # What generating each suite took is known only to whoever ran the agent, not to the runner:
  # copy it from generation.json into each instance's run.json.
  if [ -f "$source_dir/generation.json" ]; then
    node -e '
      const fs = require("node:fs");
      const [generation, out] = process.argv.slice(1);
      for (const [id, run] of Object.entries(JSON.parse(fs.readFileSync(generation, "utf8")))) {
        const dir = `${out}/instances/${id}`;
        if (fs.existsSync(dir)) fs.writeFileSync(`${dir}/run.json`, JSON.stringify(run, null, 2) + "\n");
      }' "$source_dir/generation.json" "$out"
  fi
  node bin/tsb.mjs score "$out" | tail -n 3
done
