package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/rules"

	"twilight/scenes/collection"
	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/puzzles"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
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
	draw func(dst *ebiten.Image, audit *widget.TextAudit)
}

// auditGame draws one case per frame offscreen and collects overflows.
// Cases of one size share one target image.
type auditGame struct {
	cases []auditCase
	i     int
	fails []string
	texts int
	// target is where every case is drawn: a small image, because the
	// audit measures text from its face's metrics, not from pixels, and a
	// screen lays itself out for the size it is given (Layout), not for its
	// target. The labels measured on a 64×64 target were the same, item
	// for item, as on the full-size one in all 128 cases (checked when this
	// changed); the software renderer then has a 64×64 area to fill per
	// case instead of up to 2560×1440.
	target *ebiten.Image
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
	if g.target == nil {
		g.target = ebiten.NewImage(64, 64)
	}
	dst := g.target
	dst.Clear()
	var a widget.TextAudit
	c.draw(dst, &a)
	g.texts += len(a.Items)
	for _, it := range overflows(&a, widget.Rect{X: 0, Y: 0, W: float64(c.w), H: float64(c.h)}) {
		g.fails = append(g.fails, fmt.Sprintf("%s: %q ink %+v leaves its box %+v", c.name, it.S, it.Ink, it.Box))
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
	app, err := loadTestApp("", "audit")
	if err != nil {
		t.Fatal(err)
	}
	// Card faces carry no labels of the screen: plain cards of the same
	// sizes stand in for them (painting every face at 16 sizes and
	// scales was a third of the audit's time).
	app.Faces.Blank = true
	defer func() { app.Faces.Blank = false }() // the face cache is shared with the other tests
	// Each screen is made once and laid out afresh at every size and
	// scale, as a window resize does. The cases run one size at a time,
	// each scale of it across all screens, so the table's background and
	// each table's board image are made once a size (a new texture and
	// 3.7 million painted pixels at 2560×1440 were most of the audit's
	// time), and the glyphs of the four scales stay in the cache.
	var screens []auditScreen
	var tables []*table.MatchScene
	defer func() {
		for _, m := range tables {
			m.Session().Close()
		}
	}()
	for _, st := range matchStates(t, app) {
		var m *table.MatchScene
		screens = append(screens, auditScreen{name: "match " + st.name, draw: func(dst *ebiten.Image, a *widget.TextAudit, w, h int) {
			if m == nil {
				m = st.make()
				tables = append(tables, m)
			}
			m.G.Audit = a
			m.W = 0 // lay out again at this scale even when the size is the same
			m.Layout(w, h)
			m.Draw(dst)
		}})
	}
	for _, sc := range menuScreens(app) {
		var s scene.Scene
		var sk *widget.Skin
		screens = append(screens, auditScreen{name: sc.name, draw: func(dst *ebiten.Image, a *widget.TextAudit, w, h int) {
			if s == nil {
				s, sk = sc.make()
			}
			sk.Audit = a
			s.Layout(w, h)
			s.Draw(dst)
			recordWidgets(a, s)
		}, menu: &sc})
	}
	var cases []auditCase
	menuScales := map[string]bool{} // the menus' layouts audited: screen, size and scale
	for _, sz := range auditSizes {
		for _, k := range auditScales {
			for _, sc := range screens {
				if sc.menu != nil {
					key := fmt.Sprintf("%s %dx%d %g", sc.name, sz[0], sz[1], sc.menu.scale(sz[0], sz[1], k))
					if menuScales[key] {
						continue // the same layout as a case already audited
					}
					menuScales[key] = true
				}
				cases = append(cases, auditCase{name: fmt.Sprintf("%s %dx%d %.0f%%", sc.name, sz[0], sz[1], k*100), w: sz[0], h: sz[1], scale: k,
					draw: func(dst *ebiten.Image, a *widget.TextAudit) {
						app.Settings.UIScale = k
						sc.draw(dst, a, sz[0], sz[1])
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
func recordWidgets(a *widget.TextAudit, s scene.Scene) {
	var f *widget.Form
	switch sc := s.(type) {
	case *menu.SettingsScene:
		f = &sc.Form
	case *menu.StopsScene:
		f = &sc.Form
	case *menu.SetupScene:
		f = &sc.Form
	case *menu.GameOverScene:
		f = &sc.Form
	case *puzzles.ListScene:
		f = &sc.Form
	case *collection.DecksScene:
		f = &sc.Form
	}
	if f == nil {
		return
	}
	for _, w := range f.Items {
		b := w.Area()
		r := widget.Rect{X: b.X0, Y: b.Y0, W: b.W(), H: b.H()}
		a.Items = append(a.Items, widget.AuditItem{S: fmt.Sprintf("widget %T", w), Box: widget.Rect{X: -1e9, Y: -1e9, W: 2e9, H: 2e9}, Ink: r})
	}
}

// auditScreen is one screen in one state, laid out and drawn at any size.
type auditScreen struct {
	name string
	draw func(dst *ebiten.Image, audit *widget.TextAudit, w, h int)
	// menu: a menu screen, laid out at its own scale, so that two
	// interface sizes giving the same scale give the same screen.
	menu *menuScreen
}

type menuScreen struct {
	name string
	make func() (scene.Scene, *widget.Skin)
	// grows: laid out at widget.GrowScaleFor's scale with this least
	// room (the deck builder), not ScaleFor's.
	grows [2]float64
}

// scale is the scale the screen is laid out at, w×h at interface size k.
func (sc menuScreen) scale(w, h int, k float64) float64 {
	if sc.grows[0] > 0 {
		return widget.GrowScaleFor(w, h, folder.Settings{UIScale: k}, sc.grows[0], sc.grows[1])
	}
	return widget.ScaleFor(w, h, folder.Settings{UIScale: k})
}

func menuScreens(app *scene.App) []menuScreen {
	return []menuScreen{
		{name: "settings", make: func() (scene.Scene, *widget.Skin) { s := menu.NewSettings(app, nil); return s, &s.Sk }},
		{name: "stops", make: func() (scene.Scene, *widget.Skin) { s := menu.NewStops(app, nil); return s, &s.Sk }},
		{name: "new match", make: func() (scene.Scene, *widget.Skin) { s := menu.NewSetup(app, nil); return s, &s.Sk }},
		{name: "puzzles", make: func() (scene.Scene, *widget.Skin) { s := puzzles.NewList(app, nil); return s, &s.Sk }},
		{name: "game over", make: func() (scene.Scene, *widget.Skin) {
			s := menu.NewGameOver(app, folder.MatchSummary{Winner: 1, WinnerName: "Reader of the Portents", Setup: folder.DefaultSetup()})
			return s, &s.Sk
		}},
		{name: "collection", make: func() (scene.Scene, *widget.Skin) { s := collection.NewDecks(app, nil); return s, &s.Sk }, grows: collection.LeastRoom()},
		{name: "deck builder", make: func() (scene.Scene, *widget.Skin) {
			s := collection.NewDecks(app, nil)
			if dk, err := s.PrebuiltDeck(0); err == nil {
				s.OpenEditor(dk, "")
			}
			return s, &s.Sk
		}, grows: collection.LeastRoom()},
	}
}

type matchState struct {
	name string
	make func() *table.MatchScene
}

// matchStates are the table's states the audit draws.
func matchStates(t *testing.T, app *scene.App) []matchState {
	crowded := func() *table.MatchScene { return crowdedMatchFor(t, app) }
	with := func(f func(m *table.MatchScene, s *rules.State)) func() *table.MatchScene {
		return func() *table.MatchScene {
			m := crowdedMatchFor(t, app)
			f(m, m.Session().State())
			if !m.Bar.Menu {
				m.Refresh()
			}
			return m
		}
	}
	return []matchState{
		{"summoning", crowded},
		{"chain of four", with(func(m *table.MatchScene, s *rules.State) {
			for _, c := range s.Players[1].Field[:4] {
				s.Chain = append(s.Chain, rules.Item{Kind: rules.ItemAbility, Source: c, Controller: 1, Deity: -1, Ability: 0, Serial: int16(c) + 1})
			}
		})},
		{"seize", with(func(m *table.MatchScene, s *rules.State) {
			s.Phase, s.Step = rules.PhaseSeize, rules.StepSeize
			s.Pending = rules.Pending{Kind: rules.DecSeize, Player: 0}
		})},
		{"offer", with(func(m *table.MatchScene, s *rules.State) {
			s.Phase, s.Step = rules.PhaseTrade, rules.StepTrade
			s.Offer = rules.Offer{From: 0, To: 1}
			s.Pending = rules.Pending{Kind: rules.DecOffer, Player: 0}
		})},
		{"ability menu", with(func(m *table.MatchScene, s *rules.State) {
			m.Refresh()
			var acts []rules.Action
			for i := range 3 {
				acts = append(acts, rules.UseDeity(0, int8(i%len(s.Set.Deities[s.Players[0].Deity].Abilities))))
			}
			m.AbilityChoice(rules.NoCard, acts)
		})},
		{"refusal", with(func(m *table.MatchScene, s *rules.State) {
			m.ShowRefusal(present.Refusal{Text: "Reader of the Portents' Stormchaser Oracle costs I II III, more than your Fresh Aspects and Power can pay.", Rule: "Aspects of Power"}, 900, 400)
		})},
		{"curtain question", with(func(m *table.MatchScene, s *rules.State) {
			m.CurtainUp, m.CurtainOffer, m.CurtainFor, m.CurtainT = true, true, 1, 200
		})},
	}
}

// overflows lists the labels whose ink leaves their box (by more than a
// pixel) or the screen.
func overflows(a *widget.TextAudit, screen widget.Rect) []widget.AuditItem {
	var out []widget.AuditItem
	for _, it := range a.Items {
		grow := widget.Rect{X: it.Box.X - 1, Y: it.Box.Y - 1, W: it.Box.W + 2, H: it.Box.H + 2}
		if !it.Ink.Inside(grow) || !it.Ink.Inside(screen) {
			out = append(out, it)
		}
	}
	return out
}
