package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"twilight/rules"
)

// TestWorkersDecideAlike: a search whose candidates are played on several
// goroutines (WithWorkers) gives the same action and reason as one played
// on the caller's alone, at 2 and 4 players, over the searched decisions
// of random games.
func TestWorkersDecideAlike(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	for _, players := range []int{2, 4} {
		searched := 0
		for seed := uint64(1); seed <= 2; seed++ {
			seats := make([]rules.Seat, players)
			for i := range seats {
				seats[i] = rules.Seat{Deity: i % len(cs.Deities), Deck: deck}
			}
			s, err := rules.NewGame(cs, rules.Config{Seed: seed, Seats: seats})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 5))
			for step := 0; step < 300 && !s.Over(); step++ {
				v := s.View(s.Pending.Player)
				if _, ok := quick(v); !ok {
					searched++
					bot, _ := New("hard", Options{Deck: deck, Iterations: 60})
					a, why, err := bot.(*searchPlayer).DecideWhy(context.Background(), v, uint64(step))
					if err != nil {
						t.Fatal(err)
					}
					b, why2, err := bot.(*searchPlayer).DecideWhy(WithWorkers(context.Background(), 3), v, uint64(step))
					if err != nil {
						t.Fatal(err)
					}
					if a != b || why != why2 {
						t.Fatalf("%d players, seed %d, step %d: alone %v (%s), with workers %v (%s)", players, seed, step, a, why, b, why2)
					}
				}
				legal := s.Legal(nil)
				if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if searched < 20 {
			t.Fatalf("%d players: only %d searched decisions compared", players, searched)
		}
	}
}
