#!/usr/bin/env bash
# Builds ./executable from main.rs with the standard library only (no cargo, no network).
set -e
rustc -O --edition 2021 main.rs -o executable
