package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/rules"
)

// auditSizes and auditScales are the windows and interface sizes every
// screen is checked at.
var (
	auditSizes  = [][2]int{{1024, 640}, {1280, 720}, {1920, 1080}, {2560, 1440}}
	auditScales = []float64{1, 1.25, 1.5, 2}
)

// auditCase is one screen in one state, drawn at one size and scale.
type auditCase struct {
	name  string
	w, h  int
	scale float64
	// draw lays the screen out at w×h and draws it into dst with audit
	// recording its labels.
	draw func(dst *ebiten.Image, audit *textAudit)
}

// auditGame draws one case per frame offscreen and collects overflows.
type auditGame struct {
	cases []auditCase
	i     int
	fails []string
	texts int
}

func (g *auditGame) Update() error {
	if g.i >= len(g.cases) {
		return ebiten.Termination
	}
	return nil
}

func (g *auditGame) Draw(screen *ebiten.Image) {
	if g.i >= len(g.cases) {
		return
	}
	c := g.cases[g.i]
	g.i++
	dst := ebiten.NewImage(c.w, c.h)
	defer dst.Deallocate()
	var a textAudit
	c.draw(dst, &a)
	g.texts += len(a.items)
	for _, it := range a.overflows(Rect{0, 0, float64(c.w), float64(c.h)}) {
		g.fails = append(g.fails, fmt.Sprintf("%s: %q ink %+v leaves its box %+v", c.name, it.s, it.ink, it.box))
	}
}

func (g *auditGame) Layout(int, int) (int, int) { return 64, 64 }

// TestTextFits draws every screen — the match table in several states
// (a crowded Summoning Phase with Countdowns, a chain of four, a Seize,
// a trade offer, an ability menu, a refusal note, the hot-seat curtain
// and its hand-over question) and the Settings, priority stops, new
// match and game over screens — at 100%, 125%, 150% and 200% and window
// sizes from 1024×640 to 2560×1440, and fails on any label whose measured
// text leaves the box it is drawn in, or the screen.
func TestTextFits(t *testing.T) {
	app, err := LoadApp("", "audit")
	if err != nil {
		t.Fatal(err)
	}
	var cases []auditCase
	for _, sz := range auditSizes {
		for _, k := range auditScales {
			for _, st := range matchStates(t, app) {
				cases = append(cases, auditCase{name: fmt.Sprintf("match %s %dx%d %.0f%%", st.name, sz[0], sz[1], k*100), w: sz[0], h: sz[1], scale: k,
					draw: func(dst *ebiten.Image, a *textAudit) {
						app.Settings.UIScale = k
						m := st.make()
						m.g.audit = a
						m.Layout(sz[0], sz[1])
						m.Draw(dst)
						m.Session().Close()
					}})
			}
			for _, sc := range menuScreens(app) {
				cases = append(cases, auditCase{name: fmt.Sprintf("%s %dx%d %.0f%%", sc.name, sz[0], sz[1], k*100), w: sz[0], h: sz[1], scale: k,
					draw: func(dst *ebiten.Image, a *textAudit) {
						app.Settings.UIScale = k
						s, sk := sc.make()
						sk.audit = a
						s.Layout(sz[0], sz[1])
						s.Draw(dst)
						recordWidgets(a, s)
					}})
			}
		}
	}
	g := &auditGame{cases: cases}
	if _, err := runLong(t, g); err != nil && err != ebiten.Termination {
		t.Fatal(err)
	}
	if g.i < len(cases) {
		t.Fatalf("drew %d of %d cases", g.i, len(cases))
	}
	if g.texts < len(cases)*5 {
		t.Fatalf("only %d labels recorded over %d cases: the audit is not measuring", g.texts, len(cases))
	}
	t.Logf("%d screens, %d labels measured", len(cases), g.texts)
	if len(g.fails) > 0 {
		t.Errorf("%d labels overflow; the first:\n%s", len(g.fails), strings.Join(g.fails[:min(30, len(g.fails))], "\n"))
	}
}

// recordWidgets notes every widget box of a form screen as ink that must
// lie on the screen.
func recordWidgets(a *textAudit, s Scene) {
	var f *form
	switch sc := s.(type) {
	case *SettingsScene:
		f = &sc.form
	case *StopsScene:
		f = &sc.form
	case *NewMatchScene:
		f = &sc.form
	case *GameOverScene:
		f = &sc.form
	}
	if f == nil {
		return
	}
	for _, w := range f.items {
		b := w.area()
		r := Rect{b.x0, b.y0, b.w(), b.h()}
		a.items = append(a.items, auditItem{s: fmt.Sprintf("widget %T", w), box: Rect{-1e9, -1e9, 2e9, 2e9}, ink: r})
	}
}

type menuScreen struct {
	name string
	make func() (Scene, *skin)
}

func menuScreens(app *App) []menuScreen {
	return []menuScreen{
		{"settings", func() (Scene, *skin) { s := NewSettings(app, nil); return s, &s.sk }},
		{"stops", func() (Scene, *skin) { s := NewStops(app, nil); return s, &s.sk }},
		{"new match", func() (Scene, *skin) { s := NewNewMatch(app, nil); return s, &s.sk }},
		{"game over", func() (Scene, *skin) {
			s := NewGameOver(app, MatchSummary{Winner: 1, WinnerName: "Reader of the Portents", Setup: DefaultSetup()})
			return s, &s.sk
		}},
	}
}

type matchState struct {
	name string
	make func() *Match
}

// matchStates are the table's states the audit draws.
func matchStates(t *testing.T, app *App) []matchState {
	crowded := func() *Match { return crowdedMatchFor(t, app) }
	with := func(f func(m *Match, s *rules.State)) func() *Match {
		return func() *Match {
			m := crowdedMatchFor(t, app)
			f(m, m.Session().State())
			if !m.bar.menu {
				m.refresh()
			}
			return m
		}
	}
	return []matchState{
		{"summoning", crowded},
		{"chain of four", with(func(m *Match, s *rules.State) {
			for _, c := range s.Players[1].Field[:4] {
				s.Chain = append(s.Chain, rules.Item{Kind: rules.ItemAbility, Source: c, Controller: 1, Deity: -1, Ability: 0, Serial: int16(c) + 1})
			}
		})},
		{"seize", with(func(m *Match, s *rules.State) {
			s.Phase, s.Step = rules.PhaseSeize, rules.StepSeize
			s.Pending = rules.Pending{Kind: rules.DecSeize, Player: 0}
		})},
		{"offer", with(func(m *Match, s *rules.State) {
			s.Phase, s.Step = rules.PhaseTrade, rules.StepTrade
			s.Offer = rules.Offer{From: 0, To: 1}
			s.Pending = rules.Pending{Kind: rules.DecOffer, Player: 0}
		})},
		{"ability menu", with(func(m *Match, s *rules.State) {
			m.refresh()
			var acts []rules.Action
			for i := range 3 {
				acts = append(acts, rules.UseDeity(0, int8(i%len(s.Set.Deities[s.Players[0].Deity].Abilities))))
			}
			m.abilityChoice(rules.NoCard, acts)
		})},
		{"refusal", with(func(m *Match, s *rules.State) {
			m.showRefusal(present.Refusal{Text: "Reader of the Portents' Stormchaser Oracle costs I II III, more than your Fresh Aspects and Power can pay.", Rule: "Aspects of Power"}, 900, 400)
		})},
		{"curtain question", with(func(m *Match, s *rules.State) {
			m.curtain, m.curtainOffer, m.curtainFor, m.curtainT = true, true, 1, 200
		})},
	}
}

// overflows lists the labels whose ink leaves their box (by more than a
// pixel) or the screen.
func (a *textAudit) overflows(screen Rect) []auditItem {
	var out []auditItem
	for _, it := range a.items {
		grow := Rect{it.box.X - 1, it.box.Y - 1, it.box.W + 2, it.box.H + 2}
		if !it.ink.Inside(grow) || !it.ink.Inside(screen) {
			out = append(out, it)
		}
	}
	return out
}
