#!/usr/bin/env bash
# Builds the tally reference into ./executable in the current directory.
set -e
cc -std=c99 -O2 -Wall -o executable tally.c
