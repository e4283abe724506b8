package draft

import (
	"math/rand/v2"
	"slices"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
)

// deckLeaning builds 50 of p's picks for deity g: the cards of the
// required faction first (toward true) or last.
func deckLeaning(d *Draft, p, g int, toward bool) []rules.DefID {
	f := d.Set.Deities[g].ReqFaction
	picks := slices.Clone(d.Seats[p].Picks)
	slices.SortStableFunc(picks, func(a, b rules.DefID) int {
		ha, hb := d.Set.Cards[a].Factions.Has(f), d.Set.Cards[b].Factions.Has(f)
		switch {
		case ha == hb:
			return 0
		case ha == toward:
			return -1
		}
		return 1
	})
	return picks[:cardset.DeckSize]
}

// TestUnmetRequirement checks step G end to end: a deck of the picks may
// miss its Deity's Faction Requirement; the draft marks it, MatchConfig
// carries the mark, and in the match that player's Deity has no power and
// Conviction is never met, while the player whose deck meets it keeps
// both (RULINGS.md, Card Drafting Variant).
func TestUnmetRequirement(t *testing.T) {
	set := baseSet(t)
	d := newDraft(t, set, 41, 2)
	r := rand.New(rand.NewPCG(4, 1))
	for d.Stage != StageBuild {
		step(t, d, r)
	}
	if _, err := d.MatchConfig(1); err == nil {
		t.Error("MatchConfig before every deck is built")
	}
	for p, toward := range []bool{false, true} {
		g := d.Seats[p].Deities[0]
		deck := deckLeaning(d, p, g, toward)
		meets := cardset.MeetsRequirement(DeckList(g, deck), set)
		if meets != toward {
			t.Fatalf("player %d: the seeded picks do not allow the deck this test needs (meets %v)", p+1, meets)
		}
		if err := d.Apply(Action{Kind: Build, Player: p, Deity: g, Deck: deck}); err != nil {
			t.Fatal(err)
		}
	}
	if !d.Over() || !d.Seats[0].Unmet || d.Seats[1].Unmet {
		t.Fatalf("after step G: over %v, unmet %v %v", d.Over(), d.Seats[0].Unmet, d.Seats[1].Unmet)
	}
	if v := d.View(1); !v.Seats[0].Unmet || v.Seats[0].Deity != d.Seats[0].Deity || v.Seats[0].Deck != nil {
		t.Error("after the draft a View shows the Deities and the marks, not the other decks")
	}
	cfg, err := d.MatchConfig(7)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(cfg.RequirementUnmet, []bool{true, false}) || cfg.Seats[0].Deity != d.Seats[0].Deity || len(cfg.Seats[1].Deck) != cardset.DeckSize {
		t.Fatalf("MatchConfig: %+v", cfg.RequirementUnmet)
	}
	s, err := rules.NewGame(set, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if s.Conviction(0) || !s.Conviction(1) {
		t.Errorf("at the start (nothing controlled) Conviction is %v and %v, want false and true", s.Conviction(0), s.Conviction(1))
	}
	if !s.Players[0].RequirementUnmet || s.Players[1].RequirementUnmet {
		t.Error("the match lost the marks")
	}
}
