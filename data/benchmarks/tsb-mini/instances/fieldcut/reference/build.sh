#!/usr/bin/env bash
# Builds ./executable from main.rs with the standard library only (no cargo, no network).
set -e
# Statically linked (no loader, so no LD_PRELOAD); TSB_VARIANT (1..3, from tsb build) picks an
# equivalent optimisation level for each reference variant.
case "${TSB_VARIANT:-1}" in 2) opt=1 ;; 3) opt=s ;; *) opt=2 ;; esac
rustc -C opt-level="$opt" -C target-feature=+crt-static --edition 2021 main.rs -o executable
