package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"

	"twilight/scenes/widget"
)

// step is one tick of synthetic input for a widget or form test.
type step struct {
	keys  []ebiten.Key
	chars string
	shift bool
	ctrl  bool
	g     []input.Gesture
}

func (s step) in() *widget.Keys {
	return &widget.Keys{Pressed: s.keys, Chars: []rune(s.chars), Shift: s.shift, Ctrl: s.ctrl}
}

func click(p input.Point) []input.Gesture {
	m := input.MousePointer
	return []input.Gesture{{Kind: input.Press, Pointer: m, Start: p, Pos: p}, {Kind: input.Click, Pointer: m, Start: p, Pos: p}}
}

func TestTextField(t *testing.T) {
	digits := func(r rune) bool { return r >= '0' && r <= '9' }
	tests := []struct {
		name      string
		start     string
		max       int
		accept    func(rune) bool
		steps     []step
		want      string
		wantCaret int
	}{
		{"typing", "", 0, nil, []step{{chars: "abc"}}, "abc", 3},
		{"space is a key", "", 0, nil, []step{{chars: "a"}, {keys: []ebiten.Key{ebiten.KeySpace}, chars: " "}, {chars: "b"}}, "a b", 3},
		{"backspace", "abc", 0, nil, []step{{keys: []ebiten.Key{ebiten.KeyBackspace}}}, "ab", 2},
		{"backspace at start", "abc", 0, nil, []step{{keys: []ebiten.Key{ebiten.KeyHome, ebiten.KeyBackspace}}}, "abc", 0},
		{"delete", "abc", 0, nil, []step{{keys: []ebiten.Key{ebiten.KeyHome, ebiten.KeyDelete}}}, "bc", 0},
		{"insert mid", "ac", 0, nil, []step{{keys: []ebiten.Key{ebiten.KeyArrowLeft}}, {chars: "b"}}, "abc", 2},
		{"end", "abc", 0, nil, []step{{keys: []ebiten.Key{ebiten.KeyHome, ebiten.KeyEnd}}, {chars: "d"}}, "abcd", 4},
		{"max", "", 3, nil, []step{{chars: "abcdef"}}, "abc", 3},
		{"accept", "", 0, digits, []step{{chars: "1a2b3"}}, "123", 3},
		{"ctrl backspace word", "decks/mars.txt", 0, nil, []step{{keys: []ebiten.Key{ebiten.KeyBackspace}, ctrl: true}}, "decks/", 6},
		{"unicode", "", 0, nil, []step{{chars: "Ænlíl"}, {keys: []ebiten.Key{ebiten.KeyBackspace}}}, "Ænlí", 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := &widget.TextField{Max: tc.max, Accept: tc.accept}
			f.SetValue(tc.start)
			changes := 0
			f.OnChange = func(string) { changes++ }
			fm := widget.NewForm()
			fm.Set([]widget.Widget{f}, f)
			for _, s := range tc.steps {
				fm.Update(s.in(), nil, input.Point{})
			}
			if f.Value() != tc.want || f.Caret != tc.wantCaret {
				t.Errorf("got %q caret %d, want %q caret %d", f.Value(), f.Caret, tc.want, tc.wantCaret)
			}
			if (f.Value() != tc.start) != (changes > 0) {
				t.Errorf("%d change callbacks for %q → %q", changes, tc.start, f.Value())
			}
		})
	}
}

func TestStepperAndToggle(t *testing.T) {
	tests := []struct {
		name  string
		keys  []ebiten.Key
		want  int
		wantT bool
	}{
		{"right", []ebiten.Key{ebiten.KeyArrowRight}, 1, true},
		{"left wraps", []ebiten.Key{ebiten.KeyArrowLeft}, 2, false},
		{"space steps", []ebiten.Key{ebiten.KeySpace, ebiten.KeySpace}, 2, false},
		{"round trip", []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowLeft}, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := &widget.Stepper{Options: []string{"a", "b", "c"}}
			tg := &widget.Toggle{}
			for _, k := range tc.keys {
				s.Key(k, &widget.Keys{})
				tg.Key(k, &widget.Keys{})
			}
			if s.Index != tc.want {
				t.Errorf("stepper at %d, want %d", s.Index, tc.want)
			}
			if tg.On != tc.wantT {
				t.Errorf("toggle %v, want %v", tg.On, tc.wantT)
			}
		})
	}
	// Clicking the left third steps back; elsewhere forward.
	s := &widget.Stepper{Options: []string{"a", "b", "c"}, Box: widget.BoxAt(0, 0, 300, 40)}
	s.Click(input.Point{X: 10, Y: 20})
	if s.Index != 2 {
		t.Errorf("click on the left: index %d, want 2", s.Index)
	}
	s.Click(input.Point{X: 290, Y: 20})
	if s.Index != 0 {
		t.Errorf("click on the right: index %d, want 0", s.Index)
	}
}

// TestFormNavigation walks a small grid of widgets with the keyboard and
// the pointer.
//
//	[a] [b]
//	[c] [ok]   (d is disabled, off to the right)
func TestFormNavigation(t *testing.T) {
	pressed := ""
	a := &widget.Button{Label: "a", Box: widget.BoxAt(0, 0, 100, 40), OnPress: func() { pressed += "a" }}
	b := &widget.Button{Label: "b", Box: widget.BoxAt(200, 0, 100, 40), OnPress: func() { pressed += "b" }}
	c := &widget.Stepper{Options: []string{"x", "y"}, Box: widget.BoxAt(0, 100, 100, 40)}
	ok := &widget.Button{Label: "ok", Box: widget.BoxAt(200, 100, 100, 40), OnPress: func() { pressed += "ok" }}
	d := &widget.Button{Label: "d", Disabled: true, Box: widget.BoxAt(400, 100, 100, 40), OnPress: func() { pressed += "d" }}
	tests := []struct {
		name        string
		steps       []step
		wantFocus   widget.Widget
		wantPressed string
	}{
		{"starts on ok", nil, ok, ""},
		{"tab wraps past disabled", []step{{keys: []ebiten.Key{ebiten.KeyTab}}}, a, ""},
		{"shift tab", []step{{keys: []ebiten.Key{ebiten.KeyTab}, shift: true}}, c, ""},
		{"up", []step{{keys: []ebiten.Key{ebiten.KeyArrowUp}}}, b, ""},
		{"up left", []step{{keys: []ebiten.Key{ebiten.KeyArrowUp}}, {keys: []ebiten.Key{ebiten.KeyArrowLeft}}}, a, ""},
		{"right skips disabled", []step{{keys: []ebiten.Key{ebiten.KeyArrowRight}}}, ok, ""},
		{"left lands on stepper", []step{{keys: []ebiten.Key{ebiten.KeyArrowLeft}}}, c, ""},
		{"stepper keeps left/right", []step{{keys: []ebiten.Key{ebiten.KeyArrowLeft}}, {keys: []ebiten.Key{ebiten.KeyArrowRight}}}, c, ""},
		{"enter presses focused button", []step{{keys: []ebiten.Key{ebiten.KeyTab}}, {keys: []ebiten.Key{ebiten.KeyEnter}}}, a, "a"},
		{"enter elsewhere is the default", []step{{keys: []ebiten.Key{ebiten.KeyArrowLeft}}, {keys: []ebiten.Key{ebiten.KeyEnter}}}, c, "default"},
		{"space presses", []step{{keys: []ebiten.Key{ebiten.KeySpace}}}, ok, "ok"},
		{"click focuses and presses", []step{{g: click(input.Point{X: 250, Y: 20})}}, b, "b"},
		{"click on disabled does nothing", []step{{g: click(input.Point{X: 450, Y: 120})}}, ok, ""},
		{"click released elsewhere does nothing", []step{{g: []input.Gesture{
			{Kind: input.Press, Pointer: input.MousePointer, Start: input.Point{X: 50, Y: 20}, Pos: input.Point{X: 50, Y: 20}},
			{Kind: input.Click, Pointer: input.MousePointer, Start: input.Point{X: 50, Y: 20}, Pos: input.Point{X: 250, Y: 20}},
		}}}, a, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pressed = ""
			f := widget.NewForm()
			f.OnEnter = func() { pressed += "default" }
			f.Set([]widget.Widget{a, b, c, ok, d}, ok)
			for _, s := range tc.steps {
				f.Update(s.in(), s.g, input.Point{})
			}
			if f.Focused() != tc.wantFocus {
				t.Errorf("focus on %v, want %v", f.Focused(), tc.wantFocus)
			}
			if pressed != tc.wantPressed {
				t.Errorf("pressed %q, want %q", pressed, tc.wantPressed)
			}
		})
	}
}

func TestWrap(t *testing.T) {
	app := newTestApp(t)
	var sk widget.Skin
	sk.Setup(app.Fonts, app.Table, 1)
	s := "Effects answered by other effects pile up, and the newest is settled first, working back to the oldest."
	lines := widget.Wrap(s, sk.Field, 200)
	if len(lines) < 3 {
		t.Fatalf("wrapped into %d lines, want several: %q", len(lines), lines)
	}
	joined := ""
	for i, l := range lines {
		if w := fieldWidth(l, sk); w > 200 && !containsNoSpace(l) {
			t.Errorf("line %d is %.0f px wide: %q", i, w, l)
		}
		if i > 0 {
			joined += " "
		}
		joined += l
	}
	if joined != s {
		t.Errorf("wrapping lost words: %q", joined)
	}
	if got := widget.Wrap("a\n\nb", sk.Field, 200); len(got) != 3 || got[1] != "" {
		t.Errorf("newlines: %q", got)
	}
}

func fieldWidth(s string, sk widget.Skin) float64 { return text.Advance(s, sk.Field) }

func containsNoSpace(s string) bool { return !strings.Contains(s, " ") }
