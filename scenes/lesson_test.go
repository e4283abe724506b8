package scenes

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present/lesson"

	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// newcomer is a harness game that plays "Learn to play" as a newcomer who
// does only what the coach points at, through the real input path
// (synthetic mouse snapshots → input.Tracker → gestures → the scenes):
// on the title it clicks Learn to play; at the table it drags the card
// the coach points at to the place its arrow ends, or clicks what it
// lights. It stops when the lesson reaches step until.
type newcomer struct {
	t       *testing.T
	manager *scene.Manager
	title   *menu.TitleScene
	tracker input.Tracker
	queue   []input.Snapshot
	cursor  input.Point
	w, h    int
	ticks   int
	idle    int
	// until: the run stops once the lesson reaches this step; with leave,
	// the newcomer then presses the coach's Leave button and the run stops
	// back on the title.
	until int
	leave bool
	left  bool

	m              *table.MatchScene
	inputs         int // clicks and drags, the title's click included
	firstCardInput int // inputs when the first card was summoned from the hand
	reached        int
	at             map[int][2]int // per step reached: cards on your Combat Field, Aspects in your Resource Area
}

func (n *newcomer) Update() error {
	n.ticks++
	n.manager.Layout(n.w, n.h)
	if m, ok := tableOf(n.manager.Current()); ok && n.m == nil {
		n.m = m
		m.Session().MinThink = 0
	}
	if n.m != nil && n.m.Coach != nil {
		if i := n.m.Coach.Lesson.Index(); i != n.reached {
			n.t.Logf("tick %d: step %d", n.ticks, i+1)
			n.reached = i
			if n.at == nil {
				n.at = map[int][2]int{}
			}
			g := n.m.Session().State()
			n.at[i] = [2]int{len(g.Players[0].Field), len(g.Players[0].Resource)}
		}
		if n.firstCardInput == 0 && n.reached > 3 {
			n.firstCardInput = n.inputs // step 4 (index 3) is the first summon from the hand
		}
		if n.reached >= n.until && !n.leave {
			return ebiten.Termination
		}
	}
	if n.left && len(n.queue) == 0 && n.manager.Veil() == 0 {
		if _, ok := n.manager.Current().(*menu.TitleScene); ok {
			return ebiten.Termination
		}
	}
	snap := input.Snapshot{Cursor: n.cursor}
	if len(n.queue) > 0 {
		snap = n.queue[0]
		n.queue = n.queue[1:]
		n.cursor = snap.Cursor
	} else if n.manager.Veil() == 0 {
		n.plan()
	}
	return n.manager.Update(n.tracker.Observe(snap, nil), n.cursor)
}

// plan makes the newcomer's next move.
func (n *newcomer) plan() {
	if n.m == nil {
		if n.manager.Current() == n.title && n.inputs == 0 {
			x, y := n.title.Items[menu.MenuLearn].Center()
			n.click(x, y)
		}
		return
	}
	m := n.m
	if !m.Mine || m.Moving || m.Drag != nil {
		n.idle = 0
		return
	}
	if n.idle++; n.idle < 2 { // let the table settle a tick
		return
	}
	n.idle = 0
	if n.leave && n.reached >= n.until && m.Coach != nil && !n.left {
		x, y := m.Coach.Leave.Center() // the last step's way back to the title
		n.click(x, y)
		n.left = true
		return
	}
	from, to, drag, ok := m.CoachPointer()
	if !ok {
		n.t.Fatalf("step %d %q: the coach points at nothing while the player decides (%v)", m.Coach.Lesson.Index(),
			m.Coach.Lesson.Step().Title, m.View.Pending.Kind)
	}
	x, y := from.Center()
	if !drag {
		n.click(x, y)
		return
	}
	tx, ty := to.Center()
	n.drag(input.Point{X: x, Y: y}, input.Point{X: tx, Y: ty})
}

func (n *newcomer) click(x, y float64) {
	p := input.Point{X: x, Y: y}
	n.queue = append(n.queue, input.Snapshot{Cursor: p}, input.Snapshot{Cursor: p, MouseDown: true}, input.Snapshot{Cursor: p})
	n.inputs++
}

func (n *newcomer) drag(from, to input.Point) {
	n.queue = append(n.queue, input.Snapshot{Cursor: from}, input.Snapshot{Cursor: from, MouseDown: true})
	const steps = 4
	for i := 1; i <= steps; i++ {
		t := float64(i) / steps
		p := input.Point{X: from.X + (to.X-from.X)*t, Y: from.Y + (to.Y-from.Y)*t}
		n.queue = append(n.queue, input.Snapshot{Cursor: p, MouseDown: true})
	}
	n.queue = append(n.queue, input.Snapshot{Cursor: to})
	n.inputs++
}

func (n *newcomer) Draw(screen *ebiten.Image) { n.manager.Draw(screen) }

// Layout gives a small screen: the table is laid out at w×h and draws
// all of itself, but the test reads its state, not pixels.
func (n *newcomer) Layout(int, int) (int, int) { return 64, 64 }

// TestNewcomerFromTitleToOwnMatch follows one newcomer from the title to
// their own match: every step of Learn to play by following the coach's
// pointer alone (each pointer leads to the action that completes its step,
// through the table's own drag and click handling), back to the title with the last step's Leave button,
// then New match against the normal computer (seed 3), where they play a
// card on their own turn 1 or 2 by doing only what the screen suggests
// (TestNewcomerPlaysOnTurnOneOrTwo's newcomer).
func TestNewcomerFromTitleToOwnMatch(t *testing.T) {
	app := newTestApp(t)
	app.Settings.AnimSpeed = 0
	app.Settings.ComputerPaceMS = 0
	title := menu.NewTitle(app)
	last := len(lesson.Steps()) - 1
	n := &newcomer{t: t, manager: scene.NewManager(title), title: title, w: 1280, h: 720, until: last, leave: true}
	_, err := runTB(t, n, 20000)
	if n.m != nil {
		n.m.Session().Close()
	}
	if err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatalf("stopped at step %d of %d after %d ticks: %v", n.reached+1, last+1, n.ticks, err)
	}
	if n.reached < last || !n.left {
		t.Fatalf("the lesson reached step %d of %d in %d ticks (left: %v)", n.reached+1, last+1, n.ticks, n.left)
	}
	if _, ok := n.manager.Current().(*menu.TitleScene); !ok {
		t.Fatalf("after the lesson's Leave button: %T, not the title", n.manager.Current())
	}
	if got := n.at[5]; got != [2]int{2, 3} {
		t.Errorf("after the attack step: %d cards on your Combat Field (want the Tribune and the Courtier), %d Aspects in your Resource Area (want 3)", got[0], got[1])
	}
	lessonInputs, lessonTicks := n.inputs, n.ticks

	r := newFlowRun(t, title, 3, 5)
	r.manager = n.manager // the same window, back on its title
	r.newcomer, r.untilFirstCard = true, true
	if _, err := runLong(t, r); err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	if r.m == nil || r.m == n.m {
		t.Fatal("New match from the title after the lesson never reached a table of its own")
	}
	r.m.Session().Close()
	own := ownTurnsBeforeFirstCard(r.m)
	t.Logf("lesson: %d steps, %d inputs, %d ticks, the first card from the hand after %d inputs; own match: first card on the newcomer's turn %d after %d inputs (%d moves the screen did not suggest)",
		last+1, lessonInputs, lessonTicks, n.firstCardInput, own, r.firstCard[1], r.helped)
	if r.firstCard[0] < 0 || own > 2 {
		t.Errorf("after the lesson the newcomer played no card by their own turn 2 (own turns %d)", own)
	}
}

// TestLessonSkipAndLeave: the coach's Skip button moves to the next step
// without it being done, a press that starts on the panel never reaches
// the table, and Esc (with nothing to cancel) leaves for the title.
func TestLessonSkipAndLeave(t *testing.T) {
	app := newTestApp(t)
	sc, err := app.Routes.Lesson(app)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := tableOf(sc)
	if !ok {
		t.Fatalf("Learn to play opened %T, not the table", sc)
	}
	defer m.Session().Close()
	mgr := scene.NewManager(sc)
	mgr.Layout(960, 540)
	settle(mgr)
	mgr.Update([]input.Gesture{{Kind: input.Hover}}, input.Point{}) // the panel is laid out by the first input or frame
	c := m.Coach
	if c == nil || c.Lesson.Index() != 0 || c.Skip.W == 0 {
		t.Fatalf("no coach at its first step with a Skip button: %+v", c)
	}
	before := m.Session().State().StateHash()
	x, y := c.Skip.Center()
	p := input.Point{X: x, Y: y}
	mgr.Update([]input.Gesture{{Kind: input.Press, Start: p, Pos: p}}, p)
	mgr.Update([]input.Gesture{{Kind: input.Click, Start: p, Pos: p}}, p)
	if c.Lesson.Index() != 1 {
		t.Errorf("after Skip the lesson is at step %d, want 2", c.Lesson.Index()+1)
	}
	if m.Session().State().StateHash() != before {
		t.Error("Skip changed the game")
	}
	var esc widget.Keys
	m.KeySource = func(k *widget.Keys) { *k = esc; esc = widget.Keys{} }
	esc = widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEscape}}
	mgr.Update(nil, p)
	settle(mgr)
	if _, ok := mgr.Current().(*menu.TitleScene); !ok {
		t.Fatalf("Esc left the lesson for %T, not the title", mgr.Current())
	}
}
