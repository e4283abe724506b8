#!/usr/bin/env bash
# Plays every pairing of the four pre-built decks and games between random
# legal decks from the whole set, the normal computer player on every
# seat, counting per card the games it was drawn, could be paid for, was
# played when drawn and won when played (twilight-tools sim -card-tally), and writes the report to
# assets/decks/CARDS.md (build/cardreport).
#
# usage: build/cardreport.sh [GAMES_PER_PAIRING] [RANDOM_GAMES] [SEED] [WORKERS]
#   defaults: 50 games a pairing, 300 random-deck games, seed 1, 1 worker;
#   GAMES_PER_PAIRING 0 keeps the pre-built tally dist/cardreport/prebuilt.tsv
#   that build/balance.sh wrote (its fifth argument) instead of playing again
# Runs twilight-tools, which needs no display.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-50}
random=${2:-300}
seed=${3:-1}
workers=${4:-1}
decks=(mars hera reader enlil)
bin=dist/cardreport/twilight-tools
mkdir -p dist/cardreport
go build -o "$bin" ./cmd/twilight-tools
pre=dist/cardreport/prebuilt.tsv
rnd=dist/cardreport/random.tsv
rm -f "$rnd"
if ((games > 0)); then rm -f "$pre"; fi
for ((i = 0; games > 0 && i < ${#decks[@]}; i++)); do
  for ((j = i + 1; j < ${#decks[@]}; j++)); do
    a=${decks[i]} b=${decks[j]}
    echo "== $a vs $b ($games games)" >&2
    "$bin" sim -games "$games" -seed "$seed" -p1 "normal:$a" -p2 "normal:$b" -workers "$workers" -card-tally "$pre" | tail -n 1 >&2
  done
done
echo "== random decks ($random games)" >&2
"$bin" sim -games "$random" -seed "$seed" -p1 normal:random -p2 normal:random -workers "$workers" -card-tally "$rnd" | tail -n 1 >&2
go run ./build/cardreport -prebuilt "$pre" -random "$rnd" -out assets/decks/CARDS.md -intro \
  "Per Action card: the games in which the \`normal\` player drew it (it was in the Hand the player kept, or came to the Hand later: a Hand given back by a mulligan does not count, rules/RULINGS.md 80), the share of those in which it could pay for the card when the rules let it be played (the card reached a decision of its player as a legal Summon from the Hand), the share in which it played the card from its Hand, and the share of those it won. A card played seldom that could seldom be paid for waits for Power; one that could be paid for and was not is one the player chose not to play. ${PAIRING_NOTE:-$games games per pre-built pairing (6 pairings)} and $random games between random legal decks, seed $seed. Reproduce with \`build/cardreport.sh $games $random $seed\`. The target: every card played in at least 25% of the games that drew it; Stonehenge keeps the cost the Rulebook prints, which no measured game could pay, and is listed but not held to the line (rules/RULINGS.md 81)."
echo "wrote assets/decks/CARDS.md" >&2
