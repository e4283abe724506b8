package draft

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"twilight/rules"
)

// deitySet is a card set of k Deities and nothing else.
func deitySet(t *testing.T, k int) *rules.CardSet {
	cs := rules.NewCardSet()
	for i := 0; i < k; i++ {
		f := rules.Faction(1 + i%4)
		if err := cs.AddDeity(rules.DeityDef{Title: fmt.Sprintf("Deity %d", i+1), Faction: f, Conviction: 1 << f, ReqFaction: f, ReqCount: 10}); err != nil {
			t.Fatal(err)
		}
	}
	return cs
}

// TestDeityPool checks the ruling on the Deity pool (RULINGS.md, Card
// Drafting Variant): three per player; a set with enough Deities gives
// different ones, a smaller set repeats its list evenly — no Deity more
// than once above another.
func TestDeityPool(t *testing.T) {
	for _, tc := range []struct {
		deities, players int
		least, most      int // copies of each Deity of the set
	}{
		{4, 4, 3, 3},  // today's base set, four players: each Deity three times
		{4, 3, 2, 3},  // 9 of 4: 2 or 3 copies
		{4, 2, 1, 2},  // 6 of 4
		{5, 4, 2, 3},  // 12 of 5
		{12, 4, 1, 1}, // enough: all different
		{20, 2, 0, 1}, // more than enough: 6 different ones drawn
		{1, 2, 6, 6},  // a single Deity: everyone plays it
	} {
		set := deitySet(t, tc.deities)
		for seed := uint64(0); seed < 20; seed++ {
			pool, err := DeityPool(set, tc.players, rand.New(rand.NewPCG(seed, 1)))
			if err != nil {
				t.Fatal(err)
			}
			if len(pool) != 3*tc.players {
				t.Fatalf("%d Deities, %d players: a pool of %d", tc.deities, tc.players, len(pool))
			}
			counts := make([]int, tc.deities)
			for _, g := range pool {
				counts[g]++
			}
			if lo, hi := slices.Min(counts), slices.Max(counts); lo < tc.least || hi > tc.most || hi-lo > 1 {
				t.Errorf("%d Deities, %d players, seed %d: copies %v, want %d to %d each", tc.deities, tc.players, seed, counts, tc.least, tc.most)
			}
		}
	}
	if _, err := DeityPool(rules.NewCardSet(), 2, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("a set without Deities made a Deity pool")
	}
}

// TestActionPool checks the ruling on the Action pool with the base set:
// 60 cards per player, spread 60/30/10% over Lesser, Greater and Exalted;
// within a level every card has as many copies as any other or one more;
// an Epic at most once per player; never a mini-card; and each faction
// holds enough cards for every player to meet a Faction Requirement.
func TestActionPool(t *testing.T) {
	set := baseSet(t)
	for _, n := range []int{2, 3, 4} {
		pool, err := ActionPool(set, n, rand.New(rand.NewPCG(uint64(n), 3)))
		if err != nil {
			t.Fatal(err)
		}
		if len(pool) != CardsPerPlayer*n {
			t.Fatalf("%d players: a pool of %d", n, len(pool))
		}
		copies := map[rules.DefID]int{}
		var levels [4]int
		factions := map[rules.Faction]int{}
		for _, id := range pool {
			c := &set.Cards[id]
			if c.Mini {
				t.Fatalf("a mini-card in the pool: %s", c.Title)
			}
			copies[id]++
			levels[c.Level]++
			for f := rules.Aggression; f <= rules.Sanctuary; f++ {
				if c.Factions.Has(f) {
					factions[f]++
				}
			}
		}
		if want := [4]int{0, 36 * n, 18 * n, 6 * n}; levels != want {
			t.Errorf("%d players: levels %v, want %v", n, levels[1:], want[1:])
		}
		for l := rules.Lesser; l <= rules.Exalted; l++ {
			lo, hi := 1<<30, 0
			for i := 1; i < len(set.Cards); i++ {
				c := &set.Cards[i]
				if c.Mini || c.Level != l || c.Has(rules.KwEpic) {
					continue
				}
				lo, hi = min(lo, copies[c.ID]), max(hi, copies[c.ID])
			}
			if hi > 0 && hi-lo > 1 {
				t.Errorf("%d players, level %d: copies range from %d to %d", n, l, lo, hi)
			}
		}
		for id, k := range copies {
			if set.Cards[id].Has(rules.KwEpic) && k > n {
				t.Errorf("%d players: %d copies of the Epic %s", n, k, set.Cards[id].Title)
			}
		}
		for _, dd := range set.Deities {
			if factions[dd.ReqFaction] < dd.ReqCount*n {
				t.Errorf("%d players: %d %s cards; %d players need %d each", n, factions[dd.ReqFaction], dd.ReqFaction, n, dd.ReqCount)
			}
		}
	}
}

// TestActionPoolSmallSets checks the pool of sets that lack a level or
// hold too few cards: a missing level's share moves to the others, Epics
// stay capped, and a set that cannot fill the pool is refused.
func TestActionPoolSmallSets(t *testing.T) {
	mk := func(lesser, exalted, epics int) *rules.CardSet {
		cs := deitySet(t, 1)
		add := func(title string, l rules.Level, kw rules.Keyword) {
			if _, err := cs.Add(rules.CardDef{Title: title, Level: l, Type: rules.Creature, Factions: 1 << rules.Aggression, Fight: 1, Life: 1, Keywords: kw}); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < lesser; i++ {
			add(fmt.Sprintf("Lesser %d", i), rules.Lesser, 0)
		}
		for i := 0; i < exalted; i++ {
			add(fmt.Sprintf("Exalted %d", i), rules.Exalted, 0)
		}
		for i := 0; i < epics; i++ {
			add(fmt.Sprintf("Epic %d", i), rules.Exalted, rules.KwEpic)
		}
		return cs
	}
	for _, tc := range []struct {
		name       string
		set        *rules.CardSet
		wantLevels [4]int // for 2 players; zero: refused
	}{
		{"no Greater: its share goes to Lesser", mk(5, 3, 0), [4]int{0, 108, 0, 12}},
		{"only Epics at Exalted: capped at 2 copies, the rest to Lesser", mk(5, 0, 3), [4]int{0, 114, 0, 6}},
		{"only Epics: too few cards", mk(0, 0, 3), [4]int{}},
	} {
		pool, err := ActionPool(tc.set, 2, rand.New(rand.NewPCG(1, 1)))
		if tc.wantLevels == ([4]int{}) {
			if err == nil {
				t.Errorf("%s: a pool of %d cards", tc.name, len(pool))
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var levels [4]int
		for _, id := range pool {
			levels[tc.set.Cards[id].Level]++
		}
		if levels != tc.wantLevels {
			t.Errorf("%s: levels %v, want %v", tc.name, levels, tc.wantLevels)
		}
	}
}
