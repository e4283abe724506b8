package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"twilight/rules"
)

// TestQuickAgreesWithDecide plays random games and, at every decision a
// level answers through Quick, checks that Decide gives the same answer;
// some decisions must be quick and some not.
func TestQuickAgreesWithDecide(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	quickN, slowN := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := rules.NewGame(cs, rules.Config{Seed: seed, Seats: []rules.Seat{{Deity: 0, Deck: deck}, {Deity: 1, Deck: deck}}})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for step := 0; step < 400 && !s.Over(); step++ {
			v := s.View(s.Pending.Player)
			for _, lv := range []string{"easy", "normal"} {
				bot, _ := New(lv, Options{Deck: deck, Iterations: 12})
				a, ok := bot.(Quick).Quick(v)
				if !ok {
					slowN++
					continue
				}
				quickN++
				b, err := bot.Decide(context.Background(), v, 1)
				if err != nil || a != b {
					t.Fatalf("%s at step %d: Quick says %v, Decide %v (%v)", lv, step, a, b, err)
				}
			}
			legal := s.Legal(nil)
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d quick, %d searched", quickN, slowN)
	if quickN == 0 || slowN == 0 {
		t.Fatalf("%d quick and %d other decisions; want both", quickN, slowN)
	}
}
