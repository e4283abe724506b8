package ai

import (
	"math/rand/v2"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/cardset/cardsettest"
)

// TestHiddenCardsFromThePublishedDeck samples the hidden cards of a
// pre-built deck's opponent at the start of a game, before and after the
// pre-built decks are published: with the gems alone many sampled cards
// are in no pre-built deck (the second edition marks about twice as many
// cards with each gem as its deck holds), with the published list few
// are, until the opponent shows a card its deck does not hold.
func TestHiddenCardsFromThePublishedDeck(t *testing.T) {
	// shown is a card the opponent has shown in its Discard Stack; the
	// share of sampled hidden cards in no pre-built Mars deck must lie in
	// [minOut, maxOut].
	type sampling struct {
		publish        bool
		shown          string
		minOut, maxOut float64
	}
	gems, deckList := sampling{minOut: 0.25, maxOut: 1}, sampling{publish: true, maxOut: 0.25}
	ownDeck := sampling{publish: true, shown: "Blood Price", minOut: 0.25, maxOut: 1} // in no pre-built deck
	fits := deckList
	fits.shown = "Stoic Legionnaires"
	for _, tc := range []sampling{gems, deckList, fits, ownDeck} {
		set := cardsettest.Base(t)
		decks := cardsettest.Prebuilt(t, set)
		if tc.publish {
			cardset.Publish(set, decks)
		}
		// Seed 3: two players, seat 0 playing deck 3 (enlil), seat 1 deck 0 (mars).
		s := cardsettest.Game(t, set, decks, 3)
		if tc.shown != "" {
			if _, err := s.AddCard(mustLookup(t, set, tc.shown), 1, 1, rules.ZDiscard, 0); err != nil {
				t.Fatal(err)
			}
		}
		opp := decks[0]
		inDeck := map[rules.DefID]bool{}
		for _, id := range opp.Cards() {
			inDeck[id] = true
		}
		v := s.View(0)
		d := newDeterminizer(v, 0, decks[3].Cards())
		r := rand.New(rand.NewPCG(1, 2))
		hidden, out := 0, 0
		for k := 0; k < 200; k++ {
			g := d.sample(r)
			for _, c := range g.Players[1].Hand {
				hidden++
				if !inDeck[g.Cards[c].Def] {
					out++
				}
			}
		}
		share := float64(out) / float64(hidden)
		t.Logf("published %v, shown %q: %d of %d sampled hidden cards in no pre-built Mars deck (%.0f%%)", tc.publish, tc.shown, out, hidden, 100*share)
		if share < tc.minOut || share > tc.maxOut {
			t.Errorf("published %v: share %.2f not in [%.2f, %.2f]", tc.publish, share, tc.minOut, tc.maxOut)
		}
	}
}
