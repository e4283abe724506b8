#!/usr/bin/env bash
# Runs every test of the module: what `make test` and CI run. It starts its
# own X servers (Xvfb, installed by `build/deps.sh test`), so it needs no
# display of its own.
#
# Package twilight/scenes is the longest by far (its GUI tests draw through
# one Ebitengine game loop), so it decides the wall time. It runs at normal
# priority beside `go test` of every other package, which runs niced and
# takes the CPU the GUI tests leave. Each part gets its own Xvfb: Xvfb
# serves its clients one request at a time, and when the render, session
# and root tests drew through the same server as the GUI tests, scenes took
# 93-105 s instead of the 57-60 s it takes alone (whole suite 106 s, test
# cache cleared, warm build cache, quiet 2-core machine). With two servers:
# scenes 59 s, the whole suite 64 s. Each part's output is printed whole
# once both are done; the exit status fails when either failed.
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
servers=()
cleanup() {
	for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null; done
	rm -rf "$out"
}
trap cleanup EXIT

# startX NAME starts an Xvfb on a free display, with its own
# authority file as xvfb-run gives, and sets DISPLAY_NAME and XAUTH_NAME.
startX() {
	local name=$1 n tries
	local auth="$out/$name.auth"
	for n in $(seq 90 189); do
		[[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]] && continue
		: >"$auth"
		xauth -q -f "$auth" add ":$n" . "$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
		Xvfb ":$n" -auth "$auth" -screen 0 1280x1024x24 -nolisten tcp 2>"$out/$name.xlog" &
		local pid=$!
		for tries in $(seq 100); do
			[[ -e /tmp/.X11-unix/X$n ]] && kill -0 "$pid" 2>/dev/null && break
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.05
		done
		if kill -0 "$pid" 2>/dev/null && [[ -e /tmp/.X11-unix/X$n ]]; then
			servers+=("$pid")
			printf -v "DISPLAY_$name" ':%s' "$n"
			printf -v "XAUTH_$name" '%s' "$auth"
			return
		fi
		kill "$pid" 2>/dev/null # another server took the number first
	done
	echo "test.sh: no Xvfb started for $name:" >&2
	cat "$out/$name.xlog" >&2
	exit 1
}
startX scenes
startX rest

DISPLAY=$DISPLAY_scenes XAUTHORITY=$XAUTH_scenes $GO test -timeout 30m ./scenes >"$out/scenes" 2>&1 &
scenes=$!
DISPLAY=$DISPLAY_rest XAUTHORITY=$XAUTH_rest nice -n 15 "$GO" test -timeout 30m "${rest[@]}" >"$out/rest" 2>&1
status=$?
wait "$scenes" || status=1
cat "$out/scenes" "$out/rest"
exit "$status"
