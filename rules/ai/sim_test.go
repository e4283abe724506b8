package ai

import (
	"context"
	"strings"
	"testing"

	"twilight/rules"
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

// TestSimulateTeams plays two-against-two games: every decision is legal
// (so no computer player attacks or Seizes from a teammate), and a team's
// win counts for both of its seats.
func TestSimulateTeams(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	seats := make([]SeatSpec, 4)
	for i := range seats {
		seats[i] = SeatSpec{Level: []string{"easy", "random"}[i%2], Deity: i % 2, Deck: deck, Options: Options{Iterations: 30}}
	}
	sum, err := Simulate(context.Background(), SimConfig{Set: cs, Games: 6, Seed: 5, Workers: 2, Seats: seats, Teams: []int8{1, 2, 1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(sum.Line())
	if sum.InvariantViolations+sum.Errors+sum.Unfinished != 0 {
		t.Fatalf("%s", sum.FirstProblem)
	}
	if sum.Wins[0] != sum.Wins[2] || sum.Wins[1] != sum.Wins[3] || sum.Wins[0]+sum.Wins[1]+sum.Draws != sum.Games {
		t.Fatalf("team wins do not add up: %s", sum.Line())
	}
}

// TestTeamEvaluation checks that the evaluation scores a side: a seat
// gains from its teammate's strength as from its own.
func TestTeamEvaluation(t *testing.T) {
	cs := testCards(t)
	s, err := rules.NewTable(cs, []int{0, 1, 0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetTeams(rules.TeamsFor(4)); err != nil {
		t.Fatal(err)
	}
	deck := testDeckOf(cs)
	for p := range s.Players {
		for i := 0; i < 10; i++ {
			s.AddCard(deck[i], int8(p), int8(p), rules.ZLife, 0)
		}
	}
	before := evaluate(s)
	for i := 0; i < 10; i++ {
		s.AddCard(deck[i], 2, 2, rules.ZLife, 0) // p3, p1's teammate, grows stronger
	}
	after := evaluate(s)
	if after[0] <= before[0] || after[2] <= before[2] || after[1] >= before[1] || after[3] >= before[3] {
		t.Errorf("before %v, after %v: p1 and p3 should gain, p2 and p4 lose", before, after)
	}
}
