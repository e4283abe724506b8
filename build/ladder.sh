#!/usr/bin/env bash
# Plays one computer level against another over every pairing of the four
# pre-built decks (16 pairings, mirror matches included; who goes first
# alternates inside each pairing) and prints the first level's share of
# the wins. This is how the README's figures for the computer opponent are
# measured.
#
# usage: build/ladder.sh LEVEL_A LEVEL_B [GAMES_PER_PAIRING] [SEED]
#   defaults: 13 games per pairing (208 in all), seed 1000; LADDER_LOG=FILE
#   appends every pairing's summary line (with the behaviour counters);
#   LADDER_BIN=PATH plays with that twilight-tools instead of building one;
#   LADDER_WORKERS=W plays W games at once (default 2)
# e.g. `build/ladder.sh hard easy` (twilight-tools: no display needed).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -lt 2 ]]; then
  sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
a=$1 b=$2 games=${3:-13} seed=${4:-1000}
decks=(mars hera reader enlil)
# Built under dist/ (ignored by git): some machines mount /tmp noexec.
bin=${LADDER_BIN:-}
if [[ -z $bin ]]; then
  bin=dist/balance/twilight-tools
  mkdir -p dist/balance
  go build -o "$bin" ./cmd/twilight-tools
fi
wins=0 losses=0 draws=0 total=0 n=0 worst=0 problems=0
for da in "${decks[@]}"; do
  for db in "${decks[@]}"; do
    n=$((n + 1))
    # A sits first in odd pairings and second in even ones, so with an odd
    # number of games per pairing each level still moves first in half of
    # all the games.
    if ((n % 2)); then sa=p1 sb=p2; else sa=p2 sb=p1; fi
    line=$("$bin" sim -games "$games" -seed "$((seed + n))" "-$sa" "$a:$da" "-$sb" "$b:$db" -workers "${LADDER_WORKERS:-2}" 2>/dev/null | tail -n 1)
    [[ -n ${LADDER_LOG:-} ]] && echo "a=$sa $a:$da vs $b:$db $line" >>"$LADDER_LOG"
    get() { sed -n "s/.*\b$1=\([^ ]*\).*/\1/p" <<<"$line"; }
    w1=$(get "${sa}_wins") w2=$(get "${sb}_wins") d=$(get draws) g=$(get games)
    p95=$(get "${sa}_decision_ms_p95")
    bad=$(($(get invariant_violations) + $(get errors) + $(get unfinished)))
    wins=$((wins + w1)) losses=$((losses + w2)) draws=$((draws + d)) total=$((total + g)) problems=$((problems + bad))
    worst=$(awk -v x="$p95" -v y="$worst" 'BEGIN { print (x > y ? x : y) }')
    printf '%2d/16  %s:%-6s vs %s:%-6s  %2d-%-2d  (%s so far: %d-%d)\n' "$n" "$a" "$da" "$b" "$db" "$w1" "$w2" "$a" "$wins" "$losses" >&2
  done
done
pct=$(awk -v w="$wins" -v t="$total" 'BEGIN { printf "%.1f", 100 * w / t }')
echo "$a vs $b: $wins-$losses (draws $draws) of $total games = $pct% for $a; $a decision p95 up to ${worst} ms; problems $problems"
