#!/usr/bin/env bash
# Releases this draft as data/benchmarks/tsb-mini-1.2, in one step that can be rehearsed in a
# clone: the mechanical part of the draft README's point 4, so that nothing of it is forgotten.
#
# usage: data/drafts/tsb-mini-1.2/tools/release.sh [--force]
#
# Refuses (unless --force, for a rehearsal) while an agent bundle lacks an instance or shard
# archives are still waiting to be merged. Then, with git (staged, not committed):
#   - moves this folder to data/benchmarks/tsb-mini-1.2 (git mv);
#   - points benchmark.json's environment at ../tsb-mini-1.1/environment/ and drops "Draft, not
#     released" from its description;
#   - moves bundles/*.tar.gz to data/bundles/ (the demo's seed reads archives there), with the
#     draft's path in their notes rewritten, and removes the tools that only made, verified and
#     released draft bundles (this one too: git's history keeps them) and the verification
#     shards they archived;
#   - rewrites the path data/drafts/tsb-mini-1.2 to data/benchmarks/tsb-mini-1.2 in every tracked
#     file that names it, except the instance folders (their check digests cover every file in
#     them, and none names the draft's path).
# It prints what is left to write by hand (README of the version, docs/demo-data.md) and the
# checks to run. Instance folders are not touched, so check-digests.json stays valid.
set -euo pipefail
draft=$(cd "$(dirname "$0")/.." && pwd)
cd "$draft/../../.."
rel=${draft#"$PWD"/}
dest=data/benchmarks/tsb-mini-1.2
force=0
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    *) echo "usage: $0 [--force]" >&2; exit 2 ;;
  esac
done
[ "$rel" = data/drafts/tsb-mini-1.2 ] || { echo "release.sh: expected to run from data/drafts/tsb-mini-1.2, not $rel" >&2; exit 2; }
[ ! -e "$dest" ] || { echo "release.sh: $dest exists already" >&2; exit 2; }

instances=$(node -e 'console.log(require(process.argv[1]).instances.join(" "))' "$PWD/$rel/benchmark.json")
problems=()
for archive in "$rel"/bundles/*.tar.gz; do
  listing=$(tar -tzf "$archive")
  for id in $instances; do
    grep -q "^[^/]*/instances/$id/" <<<"$listing" || problems+=("$(basename "$archive") has no results for $id")
  done
done
for shard in "$rel"/bundles/shards/*.tar.gz; do
  [ -e "$shard" ] && problems+=("shard archive $(basename "$shard") is not merged yet")
done
if [ ${#problems[@]} -gt 0 ]; then
  printf 'release.sh: %s\n' "${problems[@]}" >&2
  if [ "$force" = 0 ]; then
    echo "release.sh: not released (--force rehearses it anyway)" >&2
    exit 1
  fi
fi

git mv "$rel" "$dest"
node -e '
  const fs = require("fs");
  const file = process.argv[1];
  const b = JSON.parse(fs.readFileSync(file, "utf8"));
  b.environment.image = "../tsb-mini-1.1/environment/image.tar";
  b.environment.spec = "../tsb-mini-1.1/environment/debian.yaml";
  b.description = b.description.replace(/^Draft, not released: c/, "C");
  fs.writeFileSync(file, JSON.stringify(b, null, 2) + "\n");
' "$PWD/$dest/benchmark.json"
git add "$dest/benchmark.json"

# A bundle's notes name where its suites' record is (the draft's suites/README.md): that path
# moves too. Only submission.json's text changes; the results are the ones the runs wrote.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for archive in "$dest"/bundles/*.tar.gz; do
  name=$(basename "$archive" .tar.gz)
  tar -xzf "$archive" -C "$work"
  sed -i "s#$rel#$dest#g" "$work/$name/submission.json"
  tar -czf "$archive" -C "$work" "$name"
  rm -rf "${work:?}/$name"
  git mv "$archive" data/bundles/
  git add "data/bundles/$name.tar.gz"
done
# verification/ holds the archived shards of the site's verifications of the draft bundles
# (tools/verify_shards.sh); their verdicts are written in the README by then.
git rm -rqf --ignore-unmatch "$dest/bundles" "$dest/verification" "$dest/tools/stencil_shards.sh" \
  "$dest/tools/verify_bundles.sh" "$dest/tools/verify_shards.sh" "$dest/tools/release.sh"
rm -rf "$dest/bundles" "$dest/verification"

git grep -lz "$rel" -- . ":!$dest/instances" | xargs -0 -r sed -i "s#$rel#$dest#g"
git add -u

echo "released to $dest (staged, not committed)." >&2
echo "Still naming the draft (read each):" >&2
git grep -n "data/drafts" -- . ":!.gitignore" >&2 || echo "  nothing" >&2
cat >&2 <<EOF
Left by hand: $dest/README.md (no longer a draft), docs/demo-data.md's 1.2 section
(npx tsx scripts/demo-summary.ts --benchmark $dest data/bundles/*-1.2.tar.gz), docs/benchmark-construction.md.
Check: node bin/tsb.mjs benchmark check $dest --covering-tests; npx vitest run cli/commands/seed.test.ts
evaluator/score/demo-bundles.test.ts; the versions crawl (e2e/versions.test.ts) and a timed .ci/run.
EOF
