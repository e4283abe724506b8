#!/usr/bin/env bash
# Measures the random-game benchmark (BenchmarkRealRandomGame: complete
# random 2-player games with the pre-built decks, one core) of the working
# tree and of an earlier revision side by side: both test binaries are
# built first, then run in turn, RUNS times each, 1,000 games a run, so
# that the machine's load falls on both alike. Prints the median and the
# best run of each, per game and per action (the rules, and so the games,
# may differ between revisions: compare per action too).
#
# usage: build/bench-vs.sh REV [RUNS]     e.g. build/bench-vs.sh 9bb426c 12
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -lt 1 ]]; then
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
rev=$1 runs=${2:-10}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/old" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach "$work/old" "$rev" >/dev/null 2>&1
(cd "$work/old" && go test -c -o "$work/old.test" ./rules)
go test -c -o "$work/new.test" ./rules
run() { # dir binary label
  (cd "$1" && GOMAXPROCS=1 "$2" -test.run '^$' -test.bench 'RealRandomGame$' -test.benchtime 1000x) |
    awk -v l="$3" '/^BenchmarkRealRandomGame/ {for (i = 1; i < NF; i++) if ($(i+1) == "actions/game") a = $i; print l, $3, a}'
}
for ((i = 0; i < runs; i++)); do
  run "$work/old/rules" "$work/old.test" "$rev"
  run rules "$work/new.test" "working-tree"
done | awk '
  { ns[$1] = ns[$1] " " $2; acts[$1] = $3; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
  END {
    for (k = 1; k <= n; k++) {
      name = order[k]; m = split(substr(ns[name], 2), v, " ")
      for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
      med = (m % 2) ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2
      printf "%-14s %d runs: median %.1f µs a game (best %.1f), %.0f ns an action (best %.0f), %.1f actions a game\n",
        name, m, med / 1000, v[1] / 1000, med / acts[name], v[1] / acts[name], acts[name]
    }
  }'
