package scenes

import (
	"testing"
	"time"
	"twilight/input"
	"twilight/present"
	"twilight/rules/cardset/cardsettest"
	"twilight/scenes/collection"
	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/replays"
	"twilight/scenes/scene"
	"twilight/scenes/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestGameSleepsAtRest: the real window's game loop slows to a frame on
// input (and a pulse) after restAfterTicks quiet ticks, and the first tick
// with something happening brings it back to the mode it slept from; a
// game that is not the real window never sleeps. The modes are recorded,
// not set: the test harness's own loop must keep running.
func TestGameSleepsAtRest(t *testing.T) {
	mode := ebiten.FPSModeVsyncOn
	var set []ebiten.FPSModeType
	g := &Game{fpsMode: func() ebiten.FPSModeType { return mode },
		setFPS: func(m ebiten.FPSModeType) { mode = m; set = append(set, m) }}
	for i := 0; i < 2*restAfterTicks; i++ {
		g.rest(true)
	}
	if g.asleep || len(set) != 0 {
		t.Fatal("a game that is not the real window went to sleep")
	}
	g.rests = true
	for i := 0; i < restAfterTicks-1; i++ {
		g.rest(true)
	}
	if g.asleep {
		t.Fatalf("asleep after %d quiet ticks; want %d", restAfterTicks-1, restAfterTicks)
	}
	g.rest(true)
	if !g.asleep || mode != ebiten.FPSModeVsyncOffMinimum {
		t.Fatalf("not asleep after %d quiet ticks", restAfterTicks)
	}
	g.rest(true)
	g.rest(false)
	if g.asleep || g.quiet != 0 || mode != ebiten.FPSModeVsyncOn || len(set) != 2 {
		t.Fatalf("something happened, and the game slept on (modes set: %v)", set)
	}
}

// TestTableRestsWhileYouDecide: a table waiting for its human, with
// nothing moving, is at rest (the game may sleep); a note on screen, or a
// computer to move, keeps it awake.
func TestTableRestsWhileYouDecide(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, tt := range []struct {
		name  string
		start string
		rest  bool
	}{
		{"you decide", "start p1 summoning", true},
		{"the computer decides", "start p2 summoning", false},
	} {
		s := board(t, set, "players Mars Hera\np1 life I I I\np2 life I I I\np1 resource I II\np2 resource I II\np1 hand \"Spark\"\n"+tt.start+"\n")
		m := soloTable(t, s, func(st *folder.Settings) { st.AnimSpeed = 0 })
		m.Session().MinThink = time.Hour // the computer stays at its move
		for range scene.FadeInTicks + 30 {
			if err := m.Update(&scene.Context{}); err != nil {
				t.Fatal(err)
			}
		}
		if got := m.Resting(); got != tt.rest {
			t.Errorf("%s: resting %v, want %v", tt.name, got, tt.rest)
		}
		if tt.rest {
			m.ShowRefusal(present.Refusal{Text: "a note"}, 100, 100)
			if m.Resting() {
				t.Errorf("%s: resting with a refusal on screen", tt.name)
			}
		}
	}
}

// TestLateTicksCatchUpSlowFrames: after a frame longer than Ebitengine
// catches up by itself, the game runs the ticks the frame lasted (up to
// maxLateTicks), so a fade or a card's flight keeps its length in seconds
// on a slow renderer; a tick with input, a game asleep and a frame short
// enough for Ebitengine owe nothing.
func TestLateTicksCatchUpSlowFrames(t *testing.T) {
	for _, tt := range []struct {
		name   string
		gap    time.Duration
		input  bool
		asleep bool
		want   int
	}{
		{"a 60 Hz frame", tickLength, false, false, 0},
		{"five ticks: Ebitengine's own", 5 * tickLength, false, false, 0},
		{"a 4 fps frame", 250 * time.Millisecond, false, false, 14},
		{"six ticks and a bit", 6*tickLength + time.Millisecond, false, false, 5},
		{"a stall of seconds", 3 * time.Second, false, false, maxLateTicks},
		{"a click on a slow frame", 250 * time.Millisecond, true, false, 0},
		{"a pulse while asleep", restPulse, false, true, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			clock := time.Unix(1000, 0)
			g := &Game{now: func() time.Time { return clock }}
			if got := g.lateTicks(false); got != 0 {
				t.Fatalf("the first tick owes %d", got)
			}
			clock = clock.Add(tt.gap)
			g.asleep = tt.asleep
			if got := g.lateTicks(tt.input); got != tt.want {
				t.Errorf("after %v: %d late ticks, want %d", tt.gap, got, tt.want)
			}
		})
	}
	if (&Game{}).lateTicks(false) != 0 {
		t.Error("a game without a clock (tests ticking by hand) ran late ticks")
	}
}

// TestScreensRestWhenNothingMoves: every menu-like screen tells the game
// it may sleep once nothing moves on it by itself (issue #25: a screen
// that is not a Rester is drawn 60 times a second, which under a software
// renderer took a whole core on the Settings screen). A focused text
// field's caret blinks for CaretRestTicks after the last key, then stays
// lit; a key wakes it again. The collection rests once the faces it
// asked for are painted.
func TestScreensRestWhenNothingMoves(t *testing.T) {
	app, err := loadTestApp(t.TempDir(), "test")
	if err != nil {
		t.Fatal(err)
	}
	title := menu.NewTitle(app)
	for _, tt := range []struct {
		name  string
		make  func() scene.Scene
		caret bool // a text field is focused when the screen opens
	}{
		{"settings", func() scene.Scene { return menu.NewSettings(app, title) }, false},
		{"sound", func() scene.Scene { return menu.NewSound(app, title) }, false},
		{"stops", func() scene.Scene { return menu.NewStops(app, title) }, false},
		{"notices", func() scene.Scene { return menu.NewNotices(app, title) }, false},
		{"new match", func() scene.Scene { return menu.NewSetup(app, title) }, false},
		{"replays", func() scene.Scene { return replays.NewList(app, title) }, false},
		{"rules reference", func() scene.Scene { return menu.NewReference(app, title) }, true},
		{"collection", func() scene.Scene { return collection.NewDecks(app, title) }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sc := tt.make()
			r, ok := sc.(scene.Rester)
			if !ok {
				t.Fatal("not a scene.Rester: drawn every frame")
			}
			sc.Layout(scene.WindowWidth, scene.WindowHeight)
			tick := func(n int) {
				for range n {
					if err := sc.Update(&scene.Context{}); err != nil {
						t.Fatal(err)
					}
				}
			}
			if tt.caret {
				tick(widget.CaretRestTicks - 5)
				if r.Resting() {
					t.Fatal("resting while the caret blinks")
				}
				tick(10)
				if !r.Resting() {
					t.Fatal("not resting after the caret stopped blinking")
				}
				return
			}
			deadline := time.Now().Add(20 * time.Second)
			for tick(1); !r.Resting() && time.Now().Before(deadline); tick(1) {
				time.Sleep(time.Millisecond) // faces being painted
			}
			if !r.Resting() {
				t.Fatal("never rests")
			}
		})
	}
	// A letter typed in the reference's search wakes its caret.
	ref := menu.NewReference(app, title)
	ref.Layout(scene.WindowWidth, scene.WindowHeight)
	for range widget.CaretRestTicks + 1 {
		ref.Handle(&scene.Context{}, &widget.Keys{})
	}
	if !ref.Resting() {
		t.Fatal("the reference does not rest")
	}
	ref.Handle(&scene.Context{}, &widget.Keys{Chars: []rune{'f'}})
	if ref.Resting() {
		t.Error("a letter typed in the search did not wake its caret")
	}
}

// hotScene is a screen at rest with one hot spot: the square from 10 to 20.
type hotScene struct{}

func (hotScene) Layout(int, int)             {}
func (hotScene) Update(*scene.Context) error { return nil }
func (hotScene) Draw(*ebiten.Image)          {}
func (hotScene) Resting() bool               { return true }
func (hotScene) Hot(p input.Point) bool      { return p.X >= 10 && p.X < 20 && p.Y >= 10 && p.Y < 20 }

// TestGameStaysAwakeOnAHotspot: with the pointer resting on something a
// click works, the game does not fall asleep (asleep, a quick click there
// would be lost); off it, or outside the window, it sleeps as before.
func TestGameStaysAwakeOnAHotspot(t *testing.T) {
	for _, tt := range []struct {
		name   string
		at     input.Point
		asleep bool
	}{
		{"on the hot spot", input.Point{X: 15, Y: 15}, false},
		{"beside it", input.Point{X: 40, Y: 15}, true},
		{"outside the window", input.Point{X: -5, Y: 15}, true},
	} {
		mode := ebiten.FPSModeVsyncOn
		g := &Game{rests: true, w: 100, h: 100, manager: scene.NewManager(hotScene{}),
			fpsMode: func() ebiten.FPSModeType { return mode }, setFPS: func(m ebiten.FPSModeType) { mode = m }}
		g.manager.Phase = scene.Steady
		for range 2 * restAfterTicks {
			g.rest(g.manager.Resting() && !g.hotAt(tt.at))
		}
		if g.asleep != tt.asleep {
			t.Errorf("pointer %s: asleep %v, want %v", tt.name, g.asleep, tt.asleep)
		}
	}
}

// TestTableHotspots: on the table a resting pointer keeps the game awake
// on a card or a button, not on the empty board; with the curtain up,
// anywhere (scene.Hotspots).
func TestTableHotspots(t *testing.T) {
	s, m := defaultTable(t, newTestApp(t), 9)
	defer s.Close()
	if len(m.View.Players[0].Field) > 0 || len(m.View.Players[1].Field) > 0 {
		t.Fatal("a Combat Field holds cards at the start")
	}
	field := m.Lay.Mats[1].Field
	hand := m.CardRect(m.View.Players[0].Hand[0])
	button := m.Bar.Rects[0]
	at := func(r widget.Rect) input.Point { x, y := r.Center(); return input.Point{X: x, Y: y} }
	for _, c := range []struct {
		name string
		p    input.Point
		hot  bool
	}{
		{"the empty Combat Field across the table", at(field), false},
		{"a card in the hand", at(hand), true},
		{"a prompt button", at(button), true},
	} {
		if got := m.Hot(c.p); got != c.hot {
			t.Errorf("%s: hot %v, want %v", c.name, got, c.hot)
		}
	}
	m.CurtainUp = true
	if !m.Hot(at(field)) {
		t.Error("with the curtain up the empty board is not hot: a click handing over could be lost")
	}
}
