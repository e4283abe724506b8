// Package deckfill completes a partial deck to a legal one: the deck
// builder's "Complete this deck".
//
// Cards are chosen by the computer player's own evaluation of what a card
// gives for what it costs (ai.CardWorths), weighted by how well the card
// fits the Deity (its Faction Requirement and Conviction colours) and by
// what the deck still lacks of a usual shape: mostly Lesser cards, fewer
// Greater, a few Exalted, and about half Creatures (the pre-built decks are
// 26-31 / 14-19 / 5 and 21-30 Creatures of 50). What makes a deck legal is
// asked of package cardset, never restated here.
//
// The package imports only the standard library, twilight/rules,
// twilight/rules/cardset and twilight/rules/ai.
package deckfill

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset"
)

// The shape a completed deck leans toward, as shares of its cards.
var (
	levelShare = [4]float64{rules.Lesser: 0.62, rules.Greater: 0.28, rules.Exalted: 0.10}
	typeShare  = [5]float64{rules.Creature: 0.50, rules.Fortification: 0.06, rules.Intrigue: 0.10, rules.Scheme: 0.34}
)

// offFaction is the weight of a card of none of the Deity's factions: it
// costs the deck its Conviction bonuses.
const offFaction = 0.45

// Complete returns partial filled to a legal deck for its Deity (and its
// Extended mark: an Extended deck is filled to at least 51 cards). Cards
// already in it stay, except copies over a card's limit and, in a deck too
// large, the cards that fit it least. seed varies the choice among cards
// of near-equal worth; the same inputs always give the same deck. The
// error says why no legal deck could be made (no Deity; a card set without
// enough cards).
func Complete(partial cardset.Deck, set *rules.CardSet, seed uint64) (cardset.Deck, error) {
	d := partial
	d.Entries = nil
	d.DeityLines = nil
	if partial.Deity < 0 || partial.Deity >= len(set.Deities) {
		return partial, errors.New("choose a Deity first: the cards are chosen for it")
	}
	f := newFiller(set, &set.Deities[partial.Deity], seed)
	for _, e := range partial.Entries {
		have := d.Count(e.Card)
		d.Add(e.Card, min(e.Count, cardset.CopyLimit(&set.Cards[e.Card])-have))
	}
	least, most := cardset.SizeRange(d.Extended)
	for d.Size() > most {
		f.drop(&d)
	}
	for target := max(least, min(d.Size(), most)); d.Size() < target; {
		id, ok := f.pick(&d, target)
		if !ok {
			break
		}
		d.Add(id, 1)
	}
	// A deck of the right size may still fall short of the Faction
	// Requirement: trade its least fitting cards for required ones.
	for i := 0; !cardset.MeetsRequirement(d, set) && i < cardset.ExtendedMaxSize && d.Size() > 0; i++ {
		f.drop(&d)
		id, ok := f.pick(&d, d.Size()+1)
		if !ok {
			break
		}
		d.Add(id, 1)
	}
	if un := cardset.CheckDeck(d, set, d.Extended); len(un) > 0 {
		var msgs []string
		for _, u := range un {
			msgs = append(msgs, u.Msg)
		}
		return d, fmt.Errorf("the card set cannot complete this deck: %s", strings.Join(msgs, "; "))
	}
	return d, nil
}

// filler holds what the choice of cards depends on.
type filler struct {
	set   *rules.CardSet
	deity *rules.DeityDef
	worth []float64
	r     *rand.Rand
}

func newFiller(set *rules.CardSet, deity *rules.DeityDef, seed uint64) *filler {
	return &filler{set: set, deity: deity, worth: ai.CardWorths(set), r: rand.New(rand.NewPCG(seed, seed^0x5eed))}
}

// fit is how well a card suits the Deity: 1 for its faction, its
// Conviction colours or its Faction Requirement, offFaction otherwise.
func (f *filler) fit(c *rules.CardDef) float64 {
	dd := f.deity
	if c.Factions.Has(dd.Faction) || c.Factions&dd.Conviction != 0 || c.Factions.Has(dd.ReqFaction) {
		return 1
	}
	return offFaction
}

// pick chooses the next card to add toward a deck of target cards.
func (f *filler) pick(d *cardset.Deck, target int) (rules.DefID, bool) {
	var levels [4]int
	var types [5]int
	for _, e := range d.Entries {
		c := &f.set.Cards[e.Card]
		levels[c.Level] += e.Count
		types[c.Type] += e.Count
	}
	dd := f.deity
	mustFaction := dd.ReqCount-cardset.FactionCount(*d, f.set, dd.ReqFaction) >= target-d.Size()
	best, bestScore := rules.DefID(0), 0.0
	for i := 1; i < len(f.set.Cards); i++ {
		c := &f.set.Cards[i]
		held := d.Count(c.ID)
		if c.Mini || held >= cardset.CopyLimit(c) || (mustFaction && !c.Factions.Has(dd.ReqFaction)) {
			continue
		}
		s := max(f.worth[i], 0.05) * f.fit(c)
		s *= 1 + 0.8*ai.DeckNeed(levelShare[c.Level], levels[c.Level], target)
		s *= 1 + 0.5*ai.DeckNeed(typeShare[c.Type], types[c.Type], target)
		s *= 1 + 0.15*float64(held) // a second and third copy make a deck steadier
		s *= 0.9 + 0.2*f.r.Float64()
		if s > bestScore {
			best, bestScore = c.ID, s
		}
	}
	return best, best != 0
}

// drop takes out one copy of the card that fits the deck least, keeping
// the Faction Requirement met when it is.
func (f *filler) drop(d *cardset.Deck) {
	dd := f.deity
	spare := cardset.FactionCount(*d, f.set, dd.ReqFaction) > dd.ReqCount
	worst, worstScore := rules.DefID(0), 0.0
	for _, e := range d.Entries {
		c := &f.set.Cards[e.Card]
		if c.Factions.Has(dd.ReqFaction) && !spare {
			continue
		}
		s := f.worth[c.ID] * f.fit(c)
		if worst == 0 || s < worstScore {
			worst, worstScore = c.ID, s
		}
	}
	if worst == 0 {
		worst = d.Entries[len(d.Entries)-1].Card
	}
	d.Add(worst, -1)
}
