package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestGameOverHeading(t *testing.T) {
	app := newTestApp(t)
	hotseat := MatchSetup{Seats: []SeatSetup{{Name: "Ann", Human: true, Deck: "mars"}, {Name: "Bo", Human: true, Deck: "hera"}}}
	tests := []struct {
		name    string
		summary MatchSummary
		want    string
	}{
		{"you won", MatchSummary{Winner: 0, WinnerName: "You", Setup: DefaultSetup()}, "Victory"},
		{"you lost", MatchSummary{Winner: 1, WinnerName: "Computer", Setup: DefaultSetup()}, "Defeat"},
		{"draw", MatchSummary{Winner: -2, Setup: DefaultSetup()}, "Twilight for all"},
		{"hot seat", MatchSummary{Winner: 1, WinnerName: "Bo", Setup: hotseat}, "Bo endures"},
		{"hot seat, no name", MatchSummary{Winner: 1, Setup: hotseat}, "Bo endures"},
	}
	for _, tc := range tests {
		if got := NewGameOver(app, tc.summary).Heading(); got != tc.want {
			t.Errorf("%s: heading %q, want %q", tc.name, got, tc.want)
		}
	}
	g := NewGameOver(app, MatchSummary{Winner: 1, Setup: DefaultSetup()})
	if g.deity(0) < 0 || app.Set.Deities[g.deity(0)].Title != "Mars" || app.Set.Deities[g.deity(1)].Title != "Enlil" {
		t.Errorf("seat Deities %v", g.deities)
	}
}

// TestGameOverWays: Rematch deals the same seats with a new seed; Esc (and
// Title) go to the title.
func TestGameOverWays(t *testing.T) {
	app := newTestApp(t)
	setup := DefaultSetup()
	setup.Seed = 77
	sum := MatchSummary{Winner: 0, WinnerName: "You", Turns: 9, Destroyed: []int{1, 2}, DamageDealt: []int{3, 4}, Setup: setup}

	m := NewManager(NewGameOver(app, sum))
	m.Layout(WindowWidth, WindowHeight)
	settle(m)
	m.Current().(*GameOverScene).update(&m.ctx, shotKeys(ebiten.KeyEnter))
	settle(m)
	match, ok := tableOf(m.Current())
	if !ok {
		t.Fatalf("Rematch went to %T", m.Current())
	}
	defer match.Session().Close()
	if match.setup.Seed == 77 || match.setup.Seed == 0 {
		t.Errorf("rematch seed %d, want a new one", match.setup.Seed)
	}
	if len(match.setup.Seats) != 2 || match.setup.Seats[1].Level != "normal" {
		t.Errorf("rematch seats %+v", match.setup.Seats)
	}

	m = NewManager(NewGameOver(app, sum))
	m.Layout(WindowWidth, WindowHeight)
	settle(m)
	m.Current().(*GameOverScene).update(&m.ctx, shotKeys(ebiten.KeyEscape))
	settle(m)
	if _, ok := m.Current().(*Title); !ok {
		t.Errorf("Esc went to %T, want the title", m.Current())
	}
}

// TestMatchLeadsToGameOver: when the table reports the end, the session is
// closed and the game over screen shows that match.
func TestMatchLeadsToGameOver(t *testing.T) {
	app := newTestApp(t)
	s, setup, err := app.StartMatch(DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := NewManager(matchScene(app, s, setup))
	m.Layout(WindowWidth, WindowHeight)
	match, _ := tableOf(m.Current())
	sum := MatchSummary{Winner: 1, WinnerName: "Computer", Turns: 3, Setup: setup}
	match.OnGameOver(&m.ctx, sum)
	settle(m)
	g, ok := m.Current().(*GameOverScene)
	if !ok {
		t.Fatalf("the end of the match led to %T", m.Current())
	}
	if g.Heading() != "Defeat" || g.summary.Setup.Seed != setup.Seed {
		t.Errorf("game over shows %q for seed %d", g.Heading(), g.summary.Setup.Seed)
	}
}
