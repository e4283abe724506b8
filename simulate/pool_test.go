package simulate

import (
	"context"
	"flag"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset/cardsettest"
)

var (
	matchGames = flag.Int("match.games", 0, "play a measured match in TestMatch (0: skip)")
	matchP1    = flag.String("match.p1", "hard", "TestMatch: level of seat 1")
	matchP2    = flag.String("match.p2", "random", "TestMatch: level of seat 2")
	matchIters = flag.Int("match.iters", 0, "TestMatch: iteration budget (0: level default)")
)

// baseSet loads the base set and two of its pre-built decks (as the
// command reads them).
func baseSet(t testing.TB) (*rules.CardSet, deck, deck) {
	t.Helper()
	set := cardsettest.Base(t)
	mars, err := loadDeck("mars", set)
	if err != nil {
		t.Fatal(err)
	}
	enlil, err := loadDeck("enlil", set)
	if err != nil {
		t.Fatal(err)
	}
	return set, mars, enlil
}

// TestRunAllLevels plays short matches between every level and checks that
// every decision the engine raises is answered legally.
func TestRunAllLevels(t *testing.T) {
	set, a, b := baseSet(t)
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
			cfg := Config{Set: set, Games: tc.games, Seed: 7, Workers: 2, Seats: []Seat{
				{Level: tc.a, Deity: a.deity, Deck: a.cards, Options: ai.Options{Iterations: tc.iters}},
				{Level: tc.b, Deity: b.deity, Deck: b.cards, Options: ai.Options{Iterations: tc.iters}},
			}}
			sum, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			t.Log(sum.Line())
			if sum.Games != tc.games || sum.InvariantViolations+sum.Errors+sum.Unfinished != 0 {
				t.Fatalf("%d games; %s", sum.Games, sum.FirstProblem)
			}
			if w := sum.Wins[0] + sum.Wins[1] + sum.Draws; w != tc.games {
				t.Errorf("wins and draws add up to %d of %d games", w, tc.games)
			}
		})
	}
}

// TestRunUnfinished checks that a game cut off by MaxActions is counted as
// unfinished and reported with its last actions.
func TestRunUnfinished(t *testing.T) {
	set, a, b := baseSet(t)
	sum, err := Run(context.Background(), Config{Set: set, Games: 1, Seed: 7, MaxActions: 5, Seats: []Seat{
		{Level: "random", Deity: a.deity, Deck: a.cards}, {Level: "random", Deity: b.deity, Deck: b.cards}}})
	if err != nil {
		t.Fatal(err)
	}
	_, last, _ := strings.Cut(sum.FirstProblem, "last actions: ")
	if sum.Unfinished != 1 || sum.Errors+sum.InvariantViolations != 0 || !strings.Contains(sum.FirstProblem, "unfinished after 5 actions") ||
		strings.Count(last, "; ") != 4 {
		t.Fatalf("%+v", sum)
	}
}

// TestRunSameAsDeciding: the random level's shortcut (LegalChooser, no
// View built) plays exactly the game its Decide would.
func TestRunSameAsDeciding(t *testing.T) {
	set, a, b := baseSet(t)
	seats := []Seat{{Level: "random", Deity: a.deity, Deck: a.cards}, {Level: "random", Deity: b.deity, Deck: b.cards}}
	sum, err := Run(context.Background(), Config{Set: set, Games: 1, Seed: 3, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	// Replay game 0 asking Decide on the View at every step.
	seed := GameSeed(3, 0)
	s, err := rules.NewGame(set, rules.Config{Seed: seed, Seats: []rules.Seat{{Deity: a.deity, Deck: a.cards}, {Deity: b.deity, Deck: b.cards}}, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := ai.New("random", ai.Options{})
	for steps := 0; !s.Over() && steps < 20000; steps++ {
		act, err := bot.Decide(context.Background(), s.View(s.Pending.Player), mix(seed^uint64(steps)*0xd1b54a32d192ed03))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	winner := -2 // a draw
	for p, w := range sum.Wins {
		if w == 1 {
			winner = p
		}
	}
	if int(s.Winner) != winner || float64(s.Turn) != sum.MedianTurns {
		t.Errorf("Decide's game: winner %d at turn %d; Run's: winner %d at turn %g", s.Winner, s.Turn, winner, sum.MedianTurns)
	}
}

// TestMatch is a measuring tool, not a check: go test ./simulate -run
// TestMatch -match.games 200 -match.p1 hard -match.p2 easy -v
func TestMatch(t *testing.T) {
	if *matchGames == 0 {
		t.Skip("set -match.games to play a match")
	}
	set, a, b := baseSet(t)
	cfg := Config{Set: set, Games: *matchGames, Seed: 1, Workers: 2, Seats: []Seat{
		{Level: *matchP1, Deity: a.deity, Deck: a.cards, Options: ai.Options{Iterations: *matchIters}},
		{Level: *matchP2, Deity: b.deity, Deck: b.cards, Options: ai.Options{Iterations: *matchIters}},
	}}
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(sum.Line())
}

// BenchmarkRandomGames measures full random-vs-random games per second
// across all cores (with validation after every action).
func BenchmarkRandomGames(b *testing.B) {
	set, x, y := baseSet(b)
	cfg := Config{Set: set, Games: b.N, Seed: 3, Seats: []Seat{{Level: "random", Deity: x.deity, Deck: x.cards}, {Level: "random", Deity: y.deity, Deck: y.cards}}}
	b.ResetTimer()
	sum, err := Run(context.Background(), cfg)
	if err != nil || sum.Errors+sum.InvariantViolations > 0 {
		b.Fatal(err, sum.FirstProblem)
	}
	b.ReportMetric(sum.GamesPerSec, "games/s")
}

// TestRunTeams plays two-against-two games: every decision is legal (so no
// computer player attacks or Seizes from a teammate), and a team's win
// counts for both of its seats.
func TestRunTeams(t *testing.T) {
	set, a, b := baseSet(t)
	seats := make([]Seat, 4)
	for i := range seats {
		d := []deck{a, b}[i%2]
		seats[i] = Seat{Level: []string{"easy", "random"}[i%2], Deity: d.deity, Deck: d.cards, Options: ai.Options{Iterations: 30}}
	}
	sum, err := Run(context.Background(), Config{Set: set, Games: 6, Seed: 5, Workers: 2, Seats: seats, Teams: rules.TeamsFor(4)})
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
