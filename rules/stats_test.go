package rules

import (
	"math/rand/v2"
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
