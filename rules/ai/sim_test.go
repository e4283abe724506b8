package ai

import (
	"context"
	"strings"
	"testing"
)

// TestSimulateAllLevels plays short matches between every level and checks
// that every decision the engine raises is answered legally.
func TestSimulateAllLevels(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	for _, tc := range []struct {
		a, b  string
		games int
		iters int
	}{
		{"random", "random", 40, 0},
		{"easy", "random", 6, 0},
		{"normal", "easy", 2, 40},
		{"hard", "random", 2, 40},
	} {
		t.Run(tc.a+"-"+tc.b, func(t *testing.T) {
			cfg := SimConfig{Set: cs, Games: tc.games, Seed: 7, Workers: 2, Seats: []SeatSpec{
				{Level: tc.a, Deity: 0, Deck: deck, Options: Options{Iterations: tc.iters}},
				{Level: tc.b, Deity: 1, Deck: deck, Options: Options{Iterations: tc.iters}},
			}}
			sum, err := Simulate(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			t.Log(sum.Line())
			if sum.InvariantViolations+sum.Errors+sum.Unfinished != 0 {
				t.Fatalf("%s", sum.FirstProblem)
			}
		})
	}
}

// TestSimulateUnfinished checks that a game cut off by MaxActions is
// counted as unfinished and reported with its last actions.
func TestSimulateUnfinished(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	sum, err := Simulate(context.Background(), SimConfig{Set: cs, Games: 1, Seed: 7, MaxActions: 5, Seats: []SeatSpec{
		{Level: "random", Deity: 0, Deck: deck}, {Level: "random", Deity: 1, Deck: deck}}})
	if err != nil {
		t.Fatal(err)
	}
	_, last, _ := strings.Cut(sum.FirstProblem, "last actions: ")
	if sum.Unfinished != 1 || sum.Errors+sum.InvariantViolations != 0 || !strings.Contains(sum.FirstProblem, "unfinished after 5 actions") ||
		strings.Count(last, "; ") != 4 {
		t.Fatalf("%+v", sum)
	}
}
