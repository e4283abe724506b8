package ai

import (
	"context"
	"flag"
	"testing"
)

var (
	matchGames = flag.Int("match.games", 0, "play a measured match in TestMatch (0: skip)")
	matchP1    = flag.String("match.p1", "hard", "TestMatch: level of seat 1")
	matchP2    = flag.String("match.p2", "random", "TestMatch: level of seat 2")
	matchIters = flag.Int("match.iters", 0, "TestMatch: iteration budget (0: level default)")
)

// TestMatch is a measuring tool, not a check: go test ./rules/ai -run
// TestMatch -match.games 200 -match.p1 hard -match.p2 easy -v
func TestMatch(t *testing.T) {
	if *matchGames == 0 {
		t.Skip("set -match.games to play a match")
	}
	cs := testCards(t)
	deck := testDeckOf(cs)
	cfg := SimConfig{Set: cs, Games: *matchGames, Seed: 1, Workers: 2, Seats: []SeatSpec{
		{Level: *matchP1, Deity: 0, Deck: deck, Options: Options{Iterations: *matchIters}},
		{Level: *matchP2, Deity: 1, Deck: deck, Options: Options{Iterations: *matchIters}},
	}}
	sum, err := Simulate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(sum.Line())
}

// BenchmarkRandomGames measures full random-vs-random games per second
// across all cores (with validation after every action).
func BenchmarkRandomGames(b *testing.B) {
	cs := testCards(b)
	deck := testDeckOf(cs)
	cfg := SimConfig{Set: cs, Games: b.N, Seed: 3, Seats: []SeatSpec{{Level: "random", Deck: deck}, {Level: "random", Deity: 1, Deck: deck}}}
	b.ResetTimer()
	sum, err := Simulate(context.Background(), cfg)
	if err != nil || sum.Errors+sum.InvariantViolations > 0 {
		b.Fatal(err, sum.FirstProblem)
	}
	b.ReportMetric(sum.GamesPerSec, "games/s")
}
