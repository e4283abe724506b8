package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSearchLegal plays random games and checks, at every decision, that
// SearchLegal lists exactly Legal's actions less Countdowns and
// Sacrifices against the decider's own or a teammate's cards or cards in
// a Discard Stack, in the same order (team games included).
func TestSearchLegal(t *testing.T) {
	cs := testSet(t)
	dropped := 0
	for seed := uint64(1); seed <= 16; seed++ {
		n := 2 + int(seed%3)
		seats := make([]Seat, n)
		for i := range seats {
			seats[i] = Seat{Deity: i % len(cs.Deities), Deck: testDeck(cs, 30)}
		}
		cfg := Config{Seed: seed, Seats: seats}
		if n == 4 && seed%2 == 0 {
			cfg.Teams = TeamsFor(4)
		}
		s, err := NewGame(cs, cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 77))
		for step := 0; step < 3000 && !s.Over(); step++ {
			legal := s.Legal(nil)
			var want []Action
			for _, a := range legal {
				wasteful := a.Kind == ActCountdown || a.Kind == ActSacrifice && s.Pending.Kind == DecPriority &&
					(!s.Opponents(a.Player, s.Cards[a.Card].Controller) || s.Cards[a.Card].Zone == ZDiscard)
				if wasteful {
					dropped++
					continue
				}
				want = append(want, a)
			}
			if got := s.SearchLegal(nil); !slices.Equal(got, want) {
				t.Fatalf("seed %d step %d (%s): SearchLegal = %v, want %v", seed, step, s.Pending.Kind, got, want)
			}
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d wasteful actions left out", dropped)
	if dropped == 0 {
		t.Error("no game offered a Countdown or a wasteful Sacrifice: the test checks nothing")
	}
}
