#!/usr/bin/env bash
# Runs every test of the module: what `make test` and CI run, under the
# X server xvfb-run gives (the caller starts it: `xvfb-run -a build/test.sh`).
#
# Package twilight/scenes is the longest by far (its GUI tests draw through
# one Ebitengine game loop), so it decides the wall time. It runs at normal
# priority beside `go test` of every other package, which runs niced and
# takes the CPU the GUI tests leave. Measured on the 2-core machine, test
# cache cleared: 111 s, where one `go test ./scenes ./...` took 120-123 s
# (and splitting ./scenes in two processes 126 s: both painted the same
# faces and glyphs). Each part's output is printed whole once both are
# done; the exit status fails when either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
# The tests allocate freely (card faces, whole matches); a collection
# after the heap grows by 400% rather than 100% spends about 20 CPU-s less
# of the suite's ~200 (interleaved runs: 112 and 106 s against 111 and
# 119 s) for at most ~2 GB of memory.
export GOGC=${GOGC:-400}
mapfile -t rest < <($GO list ./... | grep -vx 'twilight/scenes')
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

$GO test -timeout 30m ./scenes >"$out/scenes" 2>&1 &
scenes=$!
nice -n 15 "$GO" test -timeout 30m "${rest[@]}" >"$out/rest" 2>&1
status=$?
wait "$scenes" || status=1
cat "$out/scenes" "$out/rest"
exit "$status"
