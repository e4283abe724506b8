#!/usr/bin/env bash
# Plays every pairing of the four pre-built decks against each other with
# the same computer level on both sides (seats alternate inside each run)
# and writes the win-rate matrix to assets/decks/BALANCE.md.
#
# usage: build/balance.sh [GAMES_PER_PAIRING] [LEVEL] [SEED] [WORKERS] [CARD_TALLY]
#   defaults: 200 games, level normal, seed 1, 2 workers; CARD_TALLY, if
#   given, is a -card-tally file the games' card counts are added to (see
#   build/cardreport.sh, which then need not play the pairings again)
# Runs twilight-tools, which needs no display.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-200}
level=${2:-normal}
seed=${3:-1}
workers=${4:-2}
tally=()
if [[ -n ${5:-} ]]; then
  tally=(-card-tally "$5" -tally-level "$level")
  mkdir -p "$(dirname "$5")"
fi
decks=(mars hera reader enlil)
out=assets/decks/BALANCE.md
# Built under dist/ (ignored by git): some machines mount /tmp noexec.
bin=dist/balance/twilight-tools
mkdir -p dist/balance
go build -o "$bin" ./cmd/twilight-tools
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
declare -A rate
turns=()
outside=()
for ((i = 0; i < ${#decks[@]}; i++)); do
  for ((j = i + 1; j < ${#decks[@]}; j++)); do
    a=${decks[i]} b=${decks[j]}
    echo "== $a vs $b ($games games, $level)" >&2
    line=$("$bin" sim -games "$games" -seed "$seed" -p1 "$level:$a" -p2 "$level:$b" -workers "$workers" "${tally[@]}" | tail -n 1)
    echo "$line" >&2
    get() { sed -n "s/.*\b$1=\([^ ]*\).*/\1/p" <<<"$line"; }
    w1=$(get p1_wins) w2=$(get p2_wins) g=$(get games) mt=$(get median_turns)
    rate[$a,$b]=$(awk -v w="$w1" -v g="$g" 'BEGIN { printf "%.0f%%", 100 * w / g }')
    rate[$b,$a]=$(awk -v w="$w2" -v g="$g" 'BEGIN { printf "%.0f%%", 100 * w / g }')
    # The target: every pairing between 40% and 60% (exact, not rounded).
    if ! awk -v w="$w1" -v g="$g" 'BEGIN { exit !(100 * w >= 40 * g && 100 * w <= 60 * g) }'; then
      outside+=("$a–$b ${rate[$a,$b]}/${rate[$b,$a]}")
    fi
    turns+=("$a–$b: median $mt turns")
    echo "$a $b $line" >>"$tmp"
  done
done
{
  echo "# Balance of the pre-built decks"
  echo
  echo "Each cell is the row deck's share of wins against the column deck: $games games per"
  echo "pairing, the \`$level\` computer player on both sides, seats alternating, seed $seed."
  echo "Reproduce with \`xvfb-run -a build/balance.sh $games $level $seed\` (the elapsed_s"
  echo "figures below add up to the run time). Draws count as no win for either side."
  echo
  printf '| vs |'; for d in "${decks[@]}"; do printf ' %s |' "$d"; done; echo
  printf '|---|'; for d in "${decks[@]}"; do printf -- '---|'; done; echo
  for r in "${decks[@]}"; do
    printf '| **%s** |' "$r"
    for c in "${decks[@]}"; do
      if [[ $r == "$c" ]]; then printf ' — |'; else printf ' %s |' "${rate[$r,$c]}"; fi
    done
    echo
  done
  echo
  if ((${#outside[@]} == 0)); then
    echo "**Target met:** every pairing is between 40% and 60%."
  else
    outside_list=$(printf '%s; ' "${outside[@]}")
    echo "**Target not met:** outside 40–60%: ${outside_list%; }."
  fi
  echo
  game_length=$(printf '%s; ' "${turns[@]}")
  echo "Game length: ${game_length%; }."
  echo
  echo "What was tuned to get here, and why, is in \`assets/decks/README.md\` (Balance)."
  echo
  echo "Raw summary lines:"
  echo
  echo '```'
  cat "$tmp"
  echo '```'
} >"$out"
echo "wrote $out" >&2
