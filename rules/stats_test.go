package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestStatsAgree: Stats gives what Fight, CurLife and ArmorOf give, for
// every Creature on a field at every step of random games of the test set
// (whose Fortifications' Static abilities raise Life and Armor), at 2, 3
// and 4 players; the games must include Creatures those abilities change,
// or the test proves little.
func TestStatsAgree(t *testing.T) {
	cs := testSet(t)
	changed, checked := 0, 0
	for _, tc := range []struct {
		players int
		seeds   int
	}{
		{2, 30},
		{3, 100},
		{4, 100},
	} {
		for seed := uint64(1); seed <= uint64(tc.seeds); seed++ {
			seats := make([]Seat, tc.players)
			for i := range seats {
				seats[i] = Seat{Deity: i % len(cs.Deities), Deck: testDeck(cs, 50)}
			}
			s, err := NewGame(cs, Config{Seed: seed, Seats: seats, First: -1})
			if err != nil {
				t.Fatal(err)
			}
			s.NoLog = true
			r := rand.New(rand.NewPCG(seed, 7))
			var buf []Action
			for steps := 0; !s.Over() && steps < 100000; steps++ {
				for p := range s.Players {
					for _, c := range s.Players[p].Field {
						if s.Def(c).Type != Creature {
							continue
						}
						f, l, a := s.Stats(c)
						if f != s.Fight(c) || l != s.CurLife(c) || a != s.ArmorOf(c) {
							t.Fatalf("%d players, seed %d, step %d: Stats(%d) = %d/%d/%d, want %d/%d/%d", tc.players, seed, steps, c, f, l, a, s.Fight(c), s.CurLife(c), s.ArmorOf(c))
						}
						if sf, sl, sa, _ := s.statics(c); sf != 0 || sl != 0 || sa != 0 {
							changed++
						}
						checked++
					}
				}
				buf = s.Legal(buf[:0])
				if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked == 0 || changed == 0 {
		t.Errorf("%d Creatures checked, %d of them changed by a Static ability", checked, changed)
	}
}

// TestSetKnowsItsStatics: the set's record of which cards have a Static
// ability (read by statics) says what the cards' abilities say, for a set
// built with Add and for one written as a literal (nothing recorded: every
// card is asked directly).
func TestSetKnowsItsStatics(t *testing.T) {
	cs := testSet(t)
	literal := &CardSet{Cards: slices.Clone(cs.Cards)}
	for _, tc := range []struct {
		name string
		set  *CardSet
		want int // cards the set itself records
	}{
		{"added", cs, len(cs.Cards)},
		{"literal", literal, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.set.static) != tc.want {
				t.Errorf("the set records %d cards, want %d", len(tc.set.static), tc.want)
			}
			statics := 0
			g := &State{Set: tc.set, Cards: make([]Card, 1)}
			for id := DefID(1); int(id) < len(tc.set.Cards); id++ {
				g.Cards[0].Def = id
				want := tc.set.Cards[id].hasStatic()
				if got := g.isStatic(0); got != want {
					t.Errorf("%s: isStatic %v, its abilities say %v", tc.set.Cards[id].Key, got, want)
				}
				if want {
					statics++
				}
			}
			if statics == 0 {
				t.Error("no card of the set has a Static ability: the test checks nothing")
			}
		})
	}
}
