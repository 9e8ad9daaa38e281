#!/usr/bin/env bash
# Builds ./executable from the Go sources here with the standard library only: no modules, no
# network. `tsb build` runs this in a scratch copy of reference/ with the caller's environment,
# so the Go build cache goes to a folder of the machine's temp dir that all builds share (Go
# locks its cache, so parallel builds are safe), and HOME need not be writable.
set -e
export GOCACHE="${TMPDIR:-/tmp}/tsb-go-build-cache"
export GOPATH="${TMPDIR:-/tmp}/tsb-go-path"
export GO111MODULE=off GOFLAGS= GOTOOLCHAIN=local CGO_ENABLED=0 GOPROXY=off
# CGO_ENABLED=0 links statically (no loader, so no LD_PRELOAD); TSB_VARIANT (1..3, from tsb
# build) makes each reference variant an equivalent build: no inlining, or no symbol tables.
case "${TSB_VARIANT:-1}" in 2) flags=-gcflags=all=-l ;; 3) flags=-ldflags=-s ;; *) flags= ;; esac
go build -trimpath $flags -o executable .
