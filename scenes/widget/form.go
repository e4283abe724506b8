package widget

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
)

// Form is a set of widgets with one focused: Tab and Shift+Tab walk the
// widgets in order, the arrow keys move to the nearest widget in their
// direction (unless the focused widget uses them), Enter presses a focused
// button or else the form's default action, and the pointer hovers,
// focuses and clicks.
type Form struct {
	Items []Widget
	Focus int // index into items, or -1
	Hover int
	press int // item under a held pointer, or -1
	tick  int
	// stirred is the tick of the last key, typed letter or gesture.
	stirred int
	// OnEnter is the default action for Enter when the focused widget does
	// not use it (the screen's primary button).
	OnEnter func()
}

func NewForm() Form { return Form{Focus: -1, Hover: -1, press: -1} }

// CaretRestTicks is how long a text field's caret blinks after the last
// key, letter or click (ten seconds at 60 ticks a second); then it stays
// lit, so a screen waiting for typing can rest and cost nothing (GTK's
// caret stops blinking after ten seconds the same way).
const CaretRestTicks = 600

// Blinking reports whether the focused widget is a text field whose caret
// is still blinking: the form's picture changes on its own until then.
func (f *Form) Blinking() bool {
	_, caret := f.Focused().(Caret)
	return caret && f.tick-f.stirred < CaretRestTicks
}

// Caret is a widget that draws a blinking caret while focused (a text
// field, a screen's own text area).
type Caret interface {
	Widget
	// CaretBlinks is a marker: the widget's Draw blinks a caret by
	// WidgetState.Tick.
	CaretBlinks()
}

// Stir records input the screen handled itself (keys it did not pass to
// Update): a text field's caret blinks again.
func (f *Form) Stir() { f.stirred = f.tick }

// Set replaces the widgets, keeping the focus on the same widget if it is
// still there (or else on keep, when it is).
func (f *Form) Set(items []Widget, keep Widget) {
	var was Widget
	if f.Focus >= 0 && f.Focus < len(f.Items) {
		was = f.Items[f.Focus]
	}
	f.Items = items
	f.Focus, f.Hover, f.press = -1, -1, -1
	for i, w := range items {
		if w == was {
			f.Focus = i
		}
	}
	if f.Focus < 0 {
		f.FocusOn(keep)
	}
}

// FocusOn moves the focus to w, if it is in the form and enabled.
func (f *Form) FocusOn(w Widget) {
	for i, it := range f.Items {
		if it == w && it.Enabled() {
			f.Focus = i
		}
	}
}

// Focused is the focused widget, or nil.
func (f *Form) Focused() Widget {
	if f.Focus < 0 || f.Focus >= len(f.Items) {
		return nil
	}
	return f.Items[f.Focus]
}

// TakesText reports whether the focused widget is a text field, which
// takes typed letters.
func (f *Form) TakesText() bool {
	_, ok := f.Focused().(*TextField)
	return ok
}

// Update runs one tick of input through the form.
func (f *Form) Update(in *Keys, gestures []input.Gesture, cursor input.Point) {
	f.tick++
	if len(in.Pressed) > 0 || len(in.Chars) > 0 || len(gestures) > 0 {
		f.stirred = f.tick
	}
	if w := f.Focused(); w != nil && !w.Enabled() {
		f.Focus = -1
	}
	for _, k := range in.Pressed {
		f.keyDown(k, in)
	}
	if w := f.Focused(); w != nil {
		for _, r := range in.Chars {
			if r == ' ' {
				continue // Space arrives as a key too
			}
			w.Typed(r)
		}
	}
	f.Hover = f.At(cursor)
	for _, g := range gestures {
		f.gesture(g)
	}
}

func (f *Form) keyDown(k ebiten.Key, in *Keys) {
	w := f.Focused()
	if w != nil && w.Key(k, in) {
		return
	}
	switch k {
	case ebiten.KeyTab:
		if in.Shift {
			f.Cycle(-1)
		} else {
			f.Cycle(1)
		}
	case ebiten.KeyArrowUp:
		f.move(0, -1)
	case ebiten.KeyArrowDown:
		f.move(0, 1)
	case ebiten.KeyArrowLeft:
		f.move(-1, 0)
	case ebiten.KeyArrowRight:
		f.move(1, 0)
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
		if f.OnEnter != nil {
			f.OnEnter()
		}
	}
}

// Cycle moves the focus d places along the enabled widgets, wrapping.
func (f *Form) Cycle(d int) {
	n := len(f.Items)
	if n == 0 {
		return
	}
	i := f.Focus
	if i < 0 { // start just outside the list, on the side we come from
		i = -1
		if d < 0 {
			i = n
		}
	}
	for range n {
		i = ((i+d)%n + n) % n
		if f.Items[i].Enabled() {
			f.Focus = i
			return
		}
	}
}

// move focuses the nearest enabled widget in direction (dx, dy).
func (f *Form) move(dx, dy float64) {
	cur := f.Focused()
	if cur == nil {
		f.Cycle(1)
		return
	}
	cx, cy := cur.Area().Center()
	best, bestScore := -1, math.Inf(1)
	for i, w := range f.Items {
		if i == f.Focus || !w.Enabled() {
			continue
		}
		x, y := w.Area().Center()
		along := (x-cx)*dx + (y-cy)*dy
		if along <= 1 {
			continue
		}
		across := math.Abs((x-cx)*dy) + math.Abs((y-cy)*dx)
		if score := along + 2.5*across; score < bestScore {
			best, bestScore = i, score
		}
	}
	if best >= 0 {
		f.Focus = best
	}
}

func (f *Form) At(p input.Point) int {
	for i, w := range f.Items {
		if w.Enabled() && w.Area().Contains(p) {
			return i
		}
	}
	return -1
}

func (f *Form) gesture(g input.Gesture) {
	hit := f.At(g.Pos)
	switch g.Kind {
	case input.Press:
		f.press = hit
		if hit >= 0 {
			f.Focus = hit
		}
	case input.Drag:
		if hit != f.press {
			f.press = -1
		}
	case input.Click:
		if hit >= 0 && hit == f.At(g.Start) {
			f.Focus = hit
			f.Items[hit].Click(g.Pos)
		}
		f.press = -1
	case input.Drop, input.Cancel:
		f.press = -1
	}
}

// Draw paints every widget.
// A caret that has stopped blinking is drawn lit (tick 0 of a blink).
func (f *Form) Draw(dst *ebiten.Image, sk *Skin) {
	tick := 0
	if f.Blinking() {
		tick = f.tick - f.stirred
	}
	for i, w := range f.Items {
		w.Draw(dst, sk, WidgetState{Focused: i == f.Focus, hovered: i == f.Hover, pressed: i == f.press && i == f.Hover, Tick: tick})
	}
}
