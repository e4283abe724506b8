package simulate

import (
	"math/rand/v2"

	"twilight/rules"
	"twilight/rules/cardset"
)

// randomShape is the level shape of a random deck: the pre-built decks'
// 31 Lesser, 14 Greater and 5 Exalted cards, so that a random deck can
// pay for what it draws.
var randomShape = [4]int{rules.Lesser: 31, rules.Greater: 14, rules.Exalted: 5}

// convictionShare is the chance that a random deck's card beyond its
// Faction Requirement is drawn from the Deity's Conviction colours rather
// than from the whole set.
const convictionShare = 0.5

// RandomDeck builds a random legal 50-card deck from the whole set for a
// Deity chosen at random: the Faction Requirement's cards first, then
// cards of the Conviction colours or of any faction, every card with equal
// chance within its level, copies limited as the deck rules say. The same
// seed gives the same deck.
func RandomDeck(set *rules.CardSet, seed uint64) (deity int, deck []rules.DefID) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	deity = rng.IntN(len(set.Deities))
	dd := &set.Deities[deity]
	d := cardset.Deck{Deity: deity}
	left := randomShape
	pick := func(ok func(*rules.CardDef) bool) bool {
		var pool []rules.DefID
		for i := 1; i < len(set.Cards); i++ {
			c := &set.Cards[i]
			if c.Mini || c.Level < rules.Lesser || c.Level > rules.Exalted || left[c.Level] == 0 ||
				d.Count(c.ID) >= cardset.CopyLimit(c) || !ok(c) {
				continue
			}
			pool = append(pool, c.ID)
		}
		if len(pool) == 0 {
			return false
		}
		id := pool[rng.IntN(len(pool))]
		d.Add(id, 1)
		left[set.Cards[id].Level]--
		return true
	}
	for i := 0; i < dd.ReqCount; i++ {
		if !pick(func(c *rules.CardDef) bool { return c.Factions.Has(dd.ReqFaction) }) {
			break
		}
	}
	any := func(*rules.CardDef) bool { return true }
	for d.Size() < 50 {
		if rng.Float64() < convictionShare &&
			pick(func(c *rules.CardDef) bool { return c.Factions&dd.Conviction != 0 }) {
			continue
		}
		if !pick(any) {
			break
		}
	}
	return deity, d.Cards()
}
