#!/usr/bin/env bash
# Checks one mutant before it is listed: tools/checkmutant.sh <id> <module.test_name> [variants.py]
# Applies mutants/<id>.patch (or $PATCH) to a scratch copy of reference/ in $TMPDIR, builds it
# (TSB_VARIANT=1), runs the variant test_<id with - as _> on the reference build ($REF_EXE,
# default: a fresh build of reference/) and on the mutant, then the whole reference suite on the
# mutant. The mutant is fit to list when the variant passes on the reference and fails on the
# mutant, the suite's FAILED lines include the target, and fewer than 20% of the tests fail.
# reference/, mutants/, tests/ and variants/ are those of the instance folder,
# data/drafts/tsb-mini-1.2/instances/stencil/ ($A, found from this script's place). The script
# works there, so it runs from any folder, e.g. from construction/stencil/; $PATCH, $REF_EXE and a
# variants.py argument are taken relative to the folder it is started from. One test process at
# a time.
set -u
if [ $# -lt 2 ]; then
  echo "usage: tools/checkmutant.sh <id> <module.test_name> [variants.py]  (PATCH=, REF_EXE=, TMPDIR= optional)" >&2
  exit 2
fi
A=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../instances/stencil" && pwd) || exit 1
abspath() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
id=$1; target=$2; variants=$(abspath "${3:-$A/variants/test_variants.py}")
patchfile=$(abspath "${PATCH:-$A/mutants/$id.patch}")
if [ -n "${REF_EXE:-}" ]; then REF_EXE=$(abspath "$REF_EXE"); fi
cd "$A" || exit 1
T=${TMPDIR:-/tmp}/stencil-mut-$id
rm -rf "$T"; mkdir -p "$T"; cp -r reference "$T/m"; rm -f "$T/m/executable"
(cd "$T/m" && patch -s -p1 < "$patchfile") || { echo "PATCH FAIL"; rm -rf "$T"; exit 1; }
(cd "$T/m" && TSB_VARIANT=1 bash build.sh >/dev/null) || { echo "BUILD FAIL"; rm -rf "$T"; exit 1; }
if [ -z "${REF_EXE:-}" ]; then
  cp -r reference "$T/r"; (cd "$T/r" && TSB_VARIANT=1 bash build.sh >/dev/null); REF_EXE=$T/r/executable
fi
vt=test_${id//-/_}
echo "== variant on reference / mutant"
TSB_EXECUTABLE=$REF_EXE python3 -m pytest -q -p no:cacheprovider "$variants" -k "$vt" 2>&1 | tail -1
TSB_EXECUTABLE=$T/m/executable python3 -m pytest -q -p no:cacheprovider "$variants" -k "$vt" 2>&1 | tail -1
echo "== target on mutant"
mod=${target%%.*}; tn=${target#*.}
tr=$(TSB_EXECUTABLE=$T/m/executable python3 -m pytest -q -p no:cacheprovider "tests/$mod.py::$tn" 2>&1 | tail -1)
echo "$tr"
case "$tr" in *failed*) ;; *) echo "TARGET NOT KILLED"; NOSUITE=1 ;; esac
if [ -z "${NOSUITE:-}" ]; then
  echo "== whole suite on mutant (target: $target)"
  TSB_EXECUTABLE=$T/m/executable python3 -m pytest -q -p no:cacheprovider tests 2>&1 | grep -E '^FAILED|passed|failed' | sed 's/ - .*//' | tail -40
fi
rm -rf "$T"
