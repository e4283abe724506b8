package scenes

import (
	"context"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/table/layout"
)

// guideScript is a harness game that plays a list of steps through the real
// input path (synthetic mouse snapshots into an input.Tracker, gestures
// into the scene Manager): each step queues snapshots, the next runs once
// they are used up.
type guideScript struct {
	m       *table.MatchScene
	manager *scene.Manager
	tracker input.Tracker
	queue   []input.Snapshot
	cursor  input.Point
	steps   []func(g *guideScript)
	wait    int
}

func (g *guideScript) Update() error {
	g.manager.Layout(1280, 720)
	snap := input.Snapshot{Cursor: g.cursor}
	switch {
	case len(g.queue) > 0:
		snap = g.queue[0]
		g.queue = g.queue[1:]
		g.cursor = snap.Cursor
	case g.wait > 0 || g.manager.Veil() != 0 || g.m.Moving:
		g.wait = max(g.wait-1, 0)
	case len(g.steps) > 0:
		step := g.steps[0]
		g.steps = g.steps[1:]
		step(g)
		g.wait = 3
	}
	return g.manager.Update(g.tracker.Observe(snap, nil), g.cursor)
}

func (g *guideScript) Draw(screen *ebiten.Image)  { g.manager.Draw(screen) }
func (g *guideScript) Layout(int, int) (int, int) { return 1280, 720 }

// drag presses on card c, moves to (x, y) in steps and lets go.
func (g *guideScript) drag(c rules.CardID, x, y float64) {
	sp := &g.m.Sprites[c]
	from := input.Point{X: sp.X, Y: sp.Y}
	if g.m.View.Cards[c].Zone == rules.ZHand {
		from.Y += layout.CardH(sp.W) * 0.3
	}
	g.queue = append(g.queue, input.Snapshot{Cursor: from}, input.Snapshot{Cursor: from, MouseDown: true})
	for i := 1; i <= 6; i++ {
		t := float64(i) / 6
		g.queue = append(g.queue, input.Snapshot{Cursor: input.Point{X: from.X + (x-from.X)*t, Y: from.Y + (y-from.Y)*t}, MouseDown: true})
	}
	g.queue = append(g.queue, input.Snapshot{Cursor: input.Point{X: x, Y: y}})
}

// TestGuideOnScreen: a creature dropped on the rival's Combat Field (a
// drop that once sprang back silently) shows its reason where it was
// dropped; a Scheme that deals Damage dropped on your own creature asks
// first, and Cancel leaves the creature where it is.
func TestGuideOnScreen(t *testing.T) {
	set := cardsettest.TestCards(t)
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	app.Settings.AnimSpeed = 0
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I I
p2 resource I II
p1 field "Corrupt Tribune"
p2 field "Youthful Troll"
p1 hand "Borderland Scout" "Spark"
start p1 summoning
`)
	m, err := table.MatchForState(app, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Session().Close()
	g := &guideScript{m: m, manager: scene.NewManager(m)}
	var refusal, question string
	var tribune rules.CardID
	card := func(title string) rules.CardID {
		for i := range m.View.Cards {
			if c := rules.CardID(i); m.View.Def(c).Title == title && m.View.Cards[c].Controller == 0 {
				return c
			}
		}
		t.Fatalf("no %s", title)
		return rules.NoCard
	}
	g.steps = []func(*guideScript){
		func(g *guideScript) {
			if a, ok := m.Advice(card("Borderland Scout")); !ok || !a.Playable {
				t.Errorf("Borderland Scout, payable in the Summoning Phase, is not marked playable: %+v", a)
			}
			x, y := m.Lay.Mats[1].Field.Center()
			g.drag(card("Borderland Scout"), x, y)
		},
		func(g *guideScript) {
			refusal = m.RefusalText()
			tribune = card("Corrupt Tribune")
			x, y := m.CardRect(tribune).Center()
			g.drag(card("Spark"), x, y)
		},
		func(g *guideScript) {
			question = m.Asking()
			if os.Getenv("GUIDE_SHOTS") != "" {
				return // leave the question on screen for the picture
			}
			for i, b := range m.Bar.P.Buttons {
				if b.Label == "Cancel" {
					x, y := m.Bar.Rects[i].Center()
					p := input.Point{X: x, Y: y}
					g.queue = append(g.queue, input.Snapshot{Cursor: p}, input.Snapshot{Cursor: p, MouseDown: true}, input.Snapshot{Cursor: p})
				}
			}
		},
		func(g *guideScript) {},
	}
	shot, err := runTB(t, g, 120)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(refusal, "own Combat Field") {
		t.Errorf("a creature dropped on the rival's Combat Field says %q", refusal)
	}
	if !strings.Contains(question, "Corrupt Tribune is yours") {
		t.Errorf("Spark dropped on your own creature asks %q", question)
	}
	if os.Getenv("GUIDE_SHOTS") == "" && m.Asking() != "" || m.View.Cards[tribune].Zone != rules.ZField || m.View.Cards[card("Spark")].Zone != rules.ZHand {
		t.Errorf("after Cancel: asking %q, Tribune in %v", m.Asking(), m.View.Cards[tribune].Zone)
	}
	if dir := os.Getenv("GUIDE_SHOTS"); dir != "" && shot != nil {
		f, err := os.Create(filepath.Join(dir, "guide-gui.png"))
		if err == nil {
			_ = png.Encode(f, shot)
			f.Close()
		}
	}
}

// passer is a computer player that always passes (or takes the first
// legal action when it may not pass).
type passer struct{}

func (passer) Decide(_ context.Context, v *rules.State, _ uint64) (rules.Action, error) {
	legal := v.Legal(nil)
	for _, a := range legal {
		if a.Kind == rules.ActPass {
			return a, nil
		}
	}
	return legal[0], nil
}

// TestAssignDamageOnScreen: the first press of "Assign damage", with
// blockers declared, reaches Creature Damage: the blocker takes Damage
// and the log says so (the press no longer comes back to the same
// button with nothing shown).
func TestAssignDamageOnScreen(t *testing.T) {
	set := cardsettest.TestCards(t)
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	app.Settings.AnimSpeed = 0
	app.Settings.Stops.Mine[present.AtBlockers] = present.Always
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p1 field "Youthful Troll"
p2 field "Borderland Scout"
p1 hand "Spark"
start p1 combat
p1 attack "Youthful Troll" p2 life
all pass
p2 block "Borderland Scout" "Youthful Troll"
`)
	turn := s.Turn
	ss, err := session.New(s, []session.Seat{{Name: "Ann"}, {Name: "Bob", Bot: passer{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	m := table.NewMatch(app, ss, folder.MatchSetup{})
	g := &guideScript{m: m, manager: scene.NewManager(m)}
	var label string
	lines := 0
	g.steps = []func(*guideScript){
		func(g *guideScript) {
			for i, b := range m.Bar.P.Buttons {
				if b.Primary {
					label = b.Label
					x, y := m.Bar.Rects[i].Center()
					p := input.Point{X: x, Y: y}
					g.queue = append(g.queue, input.Snapshot{Cursor: p}, input.Snapshot{Cursor: p, MouseDown: true}, input.Snapshot{Cursor: p})
				}
			}
			lines = len(m.View.Log)
		},
	}
	for range 20 {
		g.steps = append(g.steps, func(*guideScript) {})
	}
	if _, err := runTB(t, g, 160); err != nil {
		t.Fatal(err)
	}
	if label != "Assign damage" {
		t.Fatalf("the primary button read %q", label)
	}
	if st := ss.State(); st.Turn == turn && st.Step < rules.StepDamageAfter {
		t.Errorf("after one press the game is still at step %v of the turn", st.Step)
	}
	damage := false
	for _, e := range m.View.Log[min(lines, len(m.View.Log)):] {
		damage = damage || e.Kind == rules.EvDamage || e.Kind == rules.EvSlay
	}
	if !damage {
		t.Error("no Damage in the log after the first press")
	}
}
