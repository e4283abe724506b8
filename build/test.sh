#!/usr/bin/env bash
# Runs every test of the module: what `make test` and CI run, under the
# X server xvfb-run gives (the caller starts it: `xvfb-run -a build/test.sh`).
#
# The GUI tests of package twilight/scenes draw through one Ebitengine game
# loop per process, so that package alone took as long as all the others
# together and ran on one core while the other idled at the end. It runs as
# two processes side by side, its tests split by name (the split only
# balances the time: -run and -skip take the same pattern, so every test
# runs exactly once), beside `go test` of every other package. Each part's
# output is printed whole once all three are done; the exit status fails
# when any part failed.
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
split='^(Test[A-N]|Fuzz)'
mapfile -t rest < <($GO list ./... | grep -vx 'twilight/scenes')
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

$GO test -timeout 30m -run "$split" ./scenes >"$out/scenes-1" 2>&1 &
first=$!
$GO test -timeout 30m -skip "$split" ./scenes >"$out/scenes-2" 2>&1 &
second=$!
$GO test -timeout 30m "${rest[@]}" >"$out/rest" 2>&1
status=$?
wait "$first" || status=1
wait "$second" || status=1
cat "$out/rest"
for part in 1 2; do
  sed "s|^\(ok\|FAIL\)\(\s\+twilight/scenes\)\b|\1\2 (part $part of 2)|" "$out/scenes-$part"
done
exit "$status"
