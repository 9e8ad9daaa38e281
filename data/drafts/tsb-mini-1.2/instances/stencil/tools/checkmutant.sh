#!/usr/bin/env bash
# Checks one mutant before it is listed: tools/checkmutant.sh <id> <module.test_name> [variants.py]
# Applies mutants/<id>.patch (or $PATCH) to a scratch copy of reference/ in $TMPDIR, builds it
# (TSB_VARIANT=1), runs the variant test_<id with - as _> on the reference build ($REF_EXE,
# default: a fresh build of reference/) and on the mutant, then the whole reference suite on the
# mutant. The mutant is fit to list when the variant passes on the reference and fails on the
# mutant, the suite's FAILED lines include the target, and fewer than 20% of the tests fail.
# Run from this folder; one test process at a time.
set -u
id=$1; target=$2; variants=${3:-variants/test_variants.py}
A=$PWD
T=${TMPDIR:-/tmp}/stencil-mut-$id
patchfile=${PATCH:-$A/mutants/$id.patch}
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
