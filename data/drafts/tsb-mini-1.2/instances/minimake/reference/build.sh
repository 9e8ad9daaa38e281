#!/usr/bin/env bash
# Builds the minimake reference into ./executable in the current directory.
set -e
# Statically linked, so that no loader runs a suite's LD_PRELOAD in it; TSB_VARIANT (1..3, from
# tsb build) picks an equivalent optimisation level for each reference variant.
case "${TSB_VARIANT:-1}" in 2) opt=-O1 ;; 3) opt=-Os ;; *) opt=-O2 ;; esac
cc -std=c11 "$opt" -Wall -static -o executable main.c parse.c expand.c vars.c functions.c \
  build.c database.c archive.c util.c
