package scenes

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/cmdline"
	"twilight/rules"

	"twilight/scenes/folder"
	"twilight/scenes/shot"
	"twilight/scenes/table"
)

// frameGame draws a match as it stands, for screenshots.
type frameGame struct {
	m    *table.MatchScene
	w, h int
}

func (g *frameGame) Update() error { g.m.Animate(); return nil }
func (g *frameGame) Draw(screen *ebiten.Image) {
	g.m.Layout(g.w, g.h)
	g.m.Draw(screen)
}
func (g *frameGame) Layout(int, int) (int, int) { return g.w, g.h }

// TestShots renders the README screenshots into $TWILIGHT_SHOTS (skipped
// without it): the opening hand, a trade offer being built, a busy combat
// and a table of four.
func TestShots(t *testing.T) {
	dir := os.Getenv("TWILIGHT_SHOTS")
	if dir == "" {
		t.Skip("set TWILIGHT_SHOTS to a folder to render the screenshots")
	}
	const w, h = 1600, 900
	save := func(name string, m *table.MatchScene) {
		t.Helper()
		img, err := runTB(t, &frameGame{m: m, w: w, h: h}, 4)
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("opening", func(t *testing.T) {
		app, err := loadTestApp("", "shots")
		if err != nil {
			t.Fatal(err)
		}
		setup := folder.DefaultSetup()
		setup.Seed = 11
		s, _, err := app.StartMatch(setup)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if err := s.RunToEnd(50); err != nil {
			t.Fatal(err)
		}
		m := table.NewMatch(app, s, setup)
		m.Layout(w, h)
		hand := m.View.Players[m.Viewer()].Hand
		m.Hover = hand[len(hand)/2]
		save("opening-hand.png", m)
	})

	t.Run("trade", func(t *testing.T) {
		m, err := shot.ShotMatch(shot.ShotOptions{Scenario: "testdata/shot-trade.txt", As: 0, W: w, H: h})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		for _, a := range m.Legal {
			if a.Kind == rules.ActTradeWith {
				m.Act(a)
				break
			}
		}
		if !m.Draft.Active {
			t.Fatalf("no offer to build: pending %v", m.View.Pending.Kind)
		}
		hand := m.View.Players[0].Hand
		m.Draft.Toggle(hand[0])
		m.Draft.Toggle(hand[2])
		m.Draft.ChangeAsk(m.View, rules.Greater, 1)
		m.Draft.ChangeAsk(m.View, rules.Lesser, 1)
		m.Place(false)
		m.BuildPrompt()
		m.Hover = hand[2]
		m.Place(true)
		save("trade-offer.png", m)
	})

	t.Run("combat", func(t *testing.T) {
		m, err := shot.ShotMatch(shot.ShotOptions{Scenario: "testdata/shot-midgame.txt", As: 1, W: w, H: h, Hover: "Gladiator of Capua"})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		save("combat.png", m)
	})

	t.Run("select", func(t *testing.T) {
		src, err := os.ReadFile("testdata/shot-midgame.txt")
		if err != nil {
			t.Fatal(err)
		}
		text := string(src)
		text = text[:strings.Index(text, "p1 attack")]
		path := filepath.Join(t.TempDir(), "attack.txt")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := shot.ShotMatch(shot.ShotOptions{Scenario: path, As: 0, W: w, H: h, Hover: "Youthful Troll"})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		m.ClickCard(m.Hover)
		if m.Sel == rules.NoCard {
			t.Fatalf("nothing selected; pending %v", m.View.Pending.Kind)
		}
		save("select-attacker.png", m)
	})

	t.Run("crowded", func(t *testing.T) {
		m := crowdedMatch(t)
		defer m.Session().Close()
		m.Layout(w, h)
		save("crowded.png", m)
	})

	t.Run("four", func(t *testing.T) {
		m, err := shot.ShotMatch(shot.ShotOptions{Scenario: "testdata/shot-four.txt", As: 1, W: w, H: h, Hover: "Whispering Courtier"})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		save("four-players.png", m)
	})
}

func TestParseShotSize(t *testing.T) {
	tests := []struct {
		in   string
		w, h int
		err  string
	}{
		{"1600x900", 1600, 900, ""},
		{"320X180", 320, 180, ""},
		{"3840x2160", 3840, 2160, ""},
		{"1600x900x3", 0, 0, "want WIDTHxHEIGHT"},
		{"1600", 0, 0, "want WIDTHxHEIGHT"},
		{"x900", 0, 0, "want WIDTHxHEIGHT"},
		{"1600x900 ", 0, 0, "want WIDTHxHEIGHT"},
		{"-1600x900", 0, 0, "too small"},
		{"319x900", 0, 0, "too small (at least 320x180)"},
		{"8000x8000", 0, 0, "too large (at most 3840x2160)"},
		{"16384x16384", 0, 0, "too large"},
		{"99999999999999999999x900", 0, 0, "want WIDTHxHEIGHT"},
	}
	for _, tt := range tests {
		w, h, err := shot.ParseShotSize(tt.in)
		if tt.err == "" {
			if err != nil || w != tt.w || h != tt.h {
				t.Errorf("ParseShotSize(%q) = %d, %d, %v; want %d, %d", tt.in, w, h, err, tt.w, tt.h)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("ParseShotSize(%q) error %v, want %q", tt.in, err, tt.err)
		}
	}
}

// TestShotMatchBadOptions: every option that names something that is not
// there is a bad-usage error (exit 2), not a wrong picture or a misleading
// message from further down.
func TestShotMatchBadOptions(t *testing.T) {
	cardsFile := filepath.Join(t.TempDir(), "cards.txt")
	if err := os.WriteFile(cardsFile, []byte("# nothing\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mid := "testdata/shot-midgame.txt"
	tests := []struct {
		name string
		o    shot.ShotOptions
		want string
	}{
		{"cards folder missing", shot.ShotOptions{Scenario: mid, CardsDir: "/nonexistent"}, "-cards /nonexistent: no such folder"},
		{"cards is a file", shot.ShotOptions{Scenario: mid, CardsDir: cardsFile}, "not a folder"},
		{"cards folder without cards", shot.ShotOptions{Scenario: mid, CardsDir: t.TempDir()}, "holds no card files (*.txt)"},
		{"scenario missing", shot.ShotOptions{Scenario: "testdata/no-such-scenario.txt"}, "-scenario testdata/no-such-scenario.txt: no such file or directory"},
		{"scenario is a folder", shot.ShotOptions{Scenario: "testdata"}, "-scenario testdata: is a directory, not a regular file"},
		{"seat not in the scenario", shot.ShotOptions{Scenario: mid, As: 3}, "-as 4: the scenario seats 2 players"},
		{"hover unknown card", shot.ShotOptions{Scenario: mid, Hover: "Zeus the Thunderer"}, `-hover "Zeus the Thunderer": no card of that title in the card set`},
		{"hover card not on the table", shot.ShotOptions{Scenario: mid, As: 0, Hover: "Decimation"}, "no such card is face up on the table for player 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.o.W, tt.o.H = 1280, 720
			m, err := shot.ShotMatch(tt.o)
			if err == nil {
				m.Session().Close()
				t.Fatal("no error")
			}
			if !cmdline.IsUsage(err) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v (usage: %v), want a usage error with %q", err, cmdline.IsUsage(err), tt.want)
			}
		})
	}
	// A card given by its key, and one that is on the table, are fine.
	m, err := shot.ShotMatch(shot.ShotOptions{Scenario: mid, As: 1, W: 1280, H: 720, Hover: "gladiator-of-capua"})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Session().Close()
	if m.Hover == rules.NoCard || m.View.Def(m.Hover).Title != "Gladiator of Capua" {
		t.Errorf("hovering %v", m.Hover)
	}
}
