package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
)

func TestGameOverHeading(t *testing.T) {
	app := newTestApp(t)
	hotseat := folder.MatchSetup{Seats: []folder.SeatSetup{{Name: "Ann", Human: true, Deck: "mars"}, {Name: "Bo", Human: true, Deck: "hera"}}}
	tests := []struct {
		name    string
		summary folder.MatchSummary
		want    string
	}{
		{"you won", folder.MatchSummary{Winner: 0, WinnerName: "You", Setup: folder.DefaultSetup()}, "Victory"},
		{"you lost", folder.MatchSummary{Winner: 1, WinnerName: "Computer", Setup: folder.DefaultSetup()}, "Defeat"},
		{"draw", folder.MatchSummary{Winner: -2, Setup: folder.DefaultSetup()}, "Twilight for all"},
		{"hot seat", folder.MatchSummary{Winner: 1, WinnerName: "Bo", Setup: hotseat}, "Bo endures"},
		{"hot seat, no name", folder.MatchSummary{Winner: 1, Setup: hotseat}, "Bo endures"},
	}
	for _, tc := range tests {
		if got := menu.NewGameOver(app, tc.summary).Heading(); got != tc.want {
			t.Errorf("%s: heading %q, want %q", tc.name, got, tc.want)
		}
	}
	g := menu.NewGameOver(app, folder.MatchSummary{Winner: 1, Setup: folder.DefaultSetup()})
	if g.Deity(0) < 0 || app.Set.Deities[g.Deity(0)].Title != "Mars" || app.Set.Deities[g.Deity(1)].Title != "Enlil" {
		t.Errorf("seat Deities %v", g.Deities)
	}
}

// TestGameOverWays: Rematch deals the same seats with a new seed; Esc (and
// Title) go to the title.
func TestGameOverWays(t *testing.T) {
	app := newTestApp(t)
	setup := folder.DefaultSetup()
	setup.Seed = 77
	sum := folder.MatchSummary{Winner: 0, WinnerName: "You", Turns: 9, Destroyed: []int{1, 2}, DamageDealt: []int{3, 4}, Setup: setup}

	m := scene.NewManager(menu.NewGameOver(app, sum))
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	m.Current().(*menu.GameOverScene).Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
	settle(m)
	match, ok := tableOf(m.Current())
	if !ok {
		t.Fatalf("Rematch went to %T", m.Current())
	}
	defer match.Session().Close()
	if match.Setup.Seed == 77 || match.Setup.Seed == 0 {
		t.Errorf("rematch seed %d, want a new one", match.Setup.Seed)
	}
	if len(match.Setup.Seats) != 2 || match.Setup.Seats[1].Level != "normal" {
		t.Errorf("rematch seats %+v", match.Setup.Seats)
	}

	m = scene.NewManager(menu.NewGameOver(app, sum))
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	m.Current().(*menu.GameOverScene).Handle(&m.Ctx, shotKeys(ebiten.KeyEscape))
	settle(m)
	if _, ok := m.Current().(*menu.TitleScene); !ok {
		t.Errorf("Esc went to %T, want the title", m.Current())
	}
}

// TestMatchLeadsToGameOver: when the table reports the end, the session is
// closed and the game over screen shows that match.
func TestMatchLeadsToGameOver(t *testing.T) {
	app := newTestApp(t)
	s, setup, err := app.StartMatch(folder.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := scene.NewManager(matchScene(app, s, setup))
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	match, _ := tableOf(m.Current())
	sum := folder.MatchSummary{Winner: 1, WinnerName: "Computer", Turns: 3, Setup: setup}
	match.OnGameOver(&m.Ctx, sum)
	settle(m)
	g, ok := m.Current().(*menu.GameOverScene)
	if !ok {
		t.Fatalf("the end of the match led to %T", m.Current())
	}
	if g.Heading() != "Defeat" || g.Summary.Setup.Seed != setup.Seed {
		t.Errorf("game over shows %q for seed %d", g.Heading(), g.Summary.Setup.Seed)
	}
}
