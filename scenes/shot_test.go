package scenes

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"
)

// frameGame draws a match as it stands, for screenshots.
type frameGame struct {
	m    *Match
	w, h int
}

func (g *frameGame) Update() error { g.m.animate(); return nil }
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
	save := func(name string, m *Match) {
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
		app, err := LoadApp("", "shots")
		if err != nil {
			t.Fatal(err)
		}
		setup := DefaultSetup()
		setup.Seed = 11
		s, _, err := app.StartMatch(setup)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if err := s.RunToEnd(50); err != nil {
			t.Fatal(err)
		}
		m := NewMatch(app, s, setup)
		m.Layout(w, h)
		hand := m.view.Players[m.viewer].Hand
		m.hover = hand[len(hand)/2]
		save("opening-hand.png", m)
	})

	t.Run("trade", func(t *testing.T) {
		m, err := ShotMatch(ShotOptions{Scenario: "testdata/shot-trade.txt", As: 0, W: w, H: h})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		for _, a := range m.legal {
			if a.Kind == rules.ActTradeWith {
				m.act(a)
				break
			}
		}
		if !m.draft.active {
			t.Fatalf("no offer to build: pending %v", m.view.Pending.Kind)
		}
		hand := m.view.Players[0].Hand
		m.draft.toggle(hand[0])
		m.draft.toggle(hand[2])
		m.draft.ask(m.view, rules.Greater, 1)
		m.draft.ask(m.view, rules.Lesser, 1)
		m.place(false)
		m.buildPrompt()
		m.hover = hand[2]
		m.place(true)
		save("trade-offer.png", m)
	})

	t.Run("combat", func(t *testing.T) {
		m, err := ShotMatch(ShotOptions{Scenario: "testdata/shot-midgame.txt", As: 1, W: w, H: h, Hover: "Gladiator of Capua"})
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
		m, err := ShotMatch(ShotOptions{Scenario: path, As: 0, W: w, H: h, Hover: "Youthful Troll"})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		m.clickCard(m.hover)
		if m.sel == rules.NoCard {
			t.Fatalf("nothing selected; pending %v", m.view.Pending.Kind)
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
		m, err := ShotMatch(ShotOptions{Scenario: "testdata/shot-four.txt", As: 1, W: w, H: h, Hover: "Whispering Courtier"})
		if err != nil {
			t.Fatal(err)
		}
		defer m.Session().Close()
		save("four-players.png", m)
	})
}
