#!/usr/bin/env bash
# Builds the calc reference into ./executable in the current directory.
set -e
cc -std=c11 -O2 -Wall -o executable calc.c -lm
