package scenes

import (
	"errors"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"

	"twilight/scenes/menu"
	"twilight/scenes/scene"
)

// fake is a Scene that records what the Manager does to it.
type fake struct {
	name    string
	log     *[]string
	updates int
	onTick  map[int]func(*scene.Context)
	sawGest int
}

func (f *fake) Layout(w, h int) { *f.log = append(*f.log, f.name+".layout") }
func (f *fake) Update(ctx *scene.Context) error {
	f.updates++
	f.sawGest += len(ctx.Gestures)
	if fn := f.onTick[f.updates]; fn != nil {
		fn(ctx)
	}
	return nil
}
func (f *fake) Draw(*ebiten.Image) {}

func TestManagerTransitions(t *testing.T) {
	click := []input.Gesture{{Kind: input.Click}}
	tests := []struct {
		name string
		// act is called on the first scene's Update at the given tick.
		act       map[int]func(ctx *scene.Context, next scene.Scene)
		ticks     int
		wantCur   string // "a" or "b"
		wantLog   []string
		wantErrAt int // tick at which Update returns Termination (0: never)
		wantVeil  float64
	}{
		{
			name:     "fades in then holds",
			ticks:    scene.FadeInTicks + 5,
			wantCur:  "a",
			wantLog:  []string{"a.layout"},
			wantVeil: 0,
		},
		{
			name:     "goto swaps after the fade out and lays the new scene out",
			act:      map[int]func(*scene.Context, scene.Scene){scene.FadeInTicks + 1: func(c *scene.Context, n scene.Scene) { c.GoTo(n) }},
			ticks:    scene.FadeInTicks + 1 + scene.FadeOutTicks,
			wantCur:  "b",
			wantLog:  []string{"a.layout", "b.layout"},
			wantVeil: 1,
		},
		{
			name:     "after the swap the veil lifts again",
			act:      map[int]func(*scene.Context, scene.Scene){scene.FadeInTicks + 1: func(c *scene.Context, n scene.Scene) { c.GoTo(n) }},
			ticks:    scene.FadeInTicks + 1 + scene.FadeOutTicks + scene.FadeInTicks,
			wantCur:  "b",
			wantLog:  []string{"a.layout", "b.layout"},
			wantVeil: 0,
		},
		{
			name:      "quit fades out then terminates",
			act:       map[int]func(*scene.Context, scene.Scene){scene.FadeInTicks + 1: func(c *scene.Context, _ scene.Scene) { c.Quit() }},
			ticks:     scene.FadeInTicks + 1 + scene.FadeOutTicks + 3,
			wantCur:   "a",
			wantLog:   []string{"a.layout"},
			wantErrAt: scene.FadeInTicks + 1 + scene.FadeOutTicks,
			wantVeil:  1,
		},
		{
			name:      "quit during the fade in continues from the current darkness",
			act:       map[int]func(*scene.Context, scene.Scene){3: func(c *scene.Context, _ scene.Scene) { c.Quit() }},
			ticks:     20,
			wantCur:   "a",
			wantLog:   []string{"a.layout"},
			wantErrAt: 3 + scene.FadeOutTicks - int(float64(scene.FadeOutTicks)*(1-scene.Ease(3.0/scene.FadeInTicks))),
			wantVeil:  1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log []string
			b := &fake{name: "b", log: &log}
			a := &fake{name: "a", log: &log, onTick: map[int]func(*scene.Context){}}
			for tick, fn := range tt.act {
				a.onTick[tick] = func(c *scene.Context) { fn(c, b) }
			}
			m := scene.NewManager(a)
			if v := m.Veil(); v != 1 {
				t.Fatalf("a new manager's veil is %v, want 1 (fading in from ink)", v)
			}
			m.Layout(100, 50)
			m.Layout(100, 50) // unchanged: no second layout
			errAt := 0
			for tick := 1; tick <= tt.ticks; tick++ {
				err := m.Update(click, input.Point{})
				if err != nil && errAt == 0 {
					if !errors.Is(err, ebiten.Termination) {
						t.Fatalf("tick %d: %v", tick, err)
					}
					errAt = tick
				}
			}
			if got := m.Current().(*fake).name; got != tt.wantCur {
				t.Errorf("current scene %q, want %q", got, tt.wantCur)
			}
			if !slices.Equal(log, tt.wantLog) {
				t.Errorf("calls %v, want %v", log, tt.wantLog)
			}
			if errAt != tt.wantErrAt {
				t.Errorf("Termination at tick %d, want %d", errAt, tt.wantErrAt)
			}
			if v := m.Veil(); v != tt.wantVeil {
				t.Errorf("veil %v, want %v", v, tt.wantVeil)
			}
		})
	}
}

// TestManagerGesturesDuringFades: a scene fading in is in sight and gets
// every gesture from its first tick; a scene fading out gets none (it has
// already chosen where to go), and neither does its successor until it
// is shown.
func TestManagerGesturesDuringFades(t *testing.T) {
	var log []string
	a := &fake{name: "a", log: &log, onTick: map[int]func(*scene.Context){}}
	b := &fake{name: "b", log: &log}
	leave := scene.FadeInTicks + 1
	a.onTick[leave] = func(c *scene.Context) { c.GoTo(b) }
	m := scene.NewManager(a)
	m.Layout(10, 10)
	g := []input.Gesture{{Kind: input.Click}}
	for range leave + scene.FadeOutTicks + 2 {
		if err := m.Update(g, input.Point{}); err != nil {
			t.Fatal(err)
		}
	}
	// a: every tick of its fade-in and the one after; then it fades out
	// and sees nothing.
	if a.sawGest != leave {
		t.Errorf("the first scene saw %d gestures, want %d (its fade-in and one more, none while it fades out)", a.sawGest, leave)
	}
	// b is swapped in on the last tick of the fade out (no gesture: they
	// were aimed at a), then takes the two that follow.
	if b.sawGest != 2 {
		t.Errorf("the next scene saw %d gestures, want 2", b.sawGest)
	}
}

func TestManagerLayoutOnResize(t *testing.T) {
	var log []string
	a := &fake{name: "a", log: &log}
	m := scene.NewManager(a)
	for _, s := range [][2]int{{10, 10}, {10, 10}, {20, 10}, {20, 10}, {20, 30}} {
		m.Layout(s[0], s[1])
	}
	if want := []string{"a.layout", "a.layout", "a.layout"}; !slices.Equal(log, want) {
		t.Errorf("calls %v, want %v", log, want)
	}
}

func TestVersionLabel(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"1.2.0", "v1.2.0"},
		{"0.1.0-3-gabc", "v0.1.0-3-gabc"},
		{"dev", "dev"},
		{"", ""},
	} {
		if got := menu.VersionLabel(tt.in); got != tt.want {
			t.Errorf("versionLabel(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestManagerCuts: with Cut (the instant animation setting) a scene
// change swaps on the next tick and the new scene shows at once.
func TestManagerCuts(t *testing.T) {
	var log []string
	a := &fake{name: "a", log: &log, onTick: map[int]func(*scene.Context){}}
	b := &fake{name: "b", log: &log}
	a.onTick[1] = func(c *scene.Context) { c.GoTo(b) }
	m := scene.NewManager(a)
	m.Cut = true
	m.Layout(10, 10)
	for tick := 1; tick <= 3; tick++ {
		if err := m.Update(nil, input.Point{}); err != nil {
			t.Fatal(err)
		}
	}
	if m.Current() != scene.Scene(b) || m.Veil() != 0 {
		t.Errorf("after three ticks the scene is %v with veil %v, want b in full view", m.Current().(*fake).name, m.Veil())
	}
}
