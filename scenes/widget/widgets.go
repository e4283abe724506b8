package widget

import (
	"math"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
)

// Keys is one tick's keyboard (and wheel) input, as the hand-rolled
// widgets see it. Scenes fill it from Ebitengine with readKeys; tests
// build it by hand.
type Keys struct {
	// Pressed are the keys that went down this tick, or repeated because
	// they are held.
	Pressed []ebiten.Key
	// Chars is the text typed this tick.
	Chars []rune
	// Shift and ctrl say whether a Shift or Control (Command) key is held.
	Shift, Ctrl bool
	// Wheel is the vertical mouse-wheel movement this tick (up is positive).
	Wheel float64
}

// Has reports whether k was pressed this tick.
func (in *Keys) Has(k ebiten.Key) bool {
	for _, p := range in.Pressed {
		if p == k {
			return true
		}
	}
	return false
}

// Enter reports whether either Enter key was pressed.
func (in *Keys) Enter() bool { return in.Has(ebiten.KeyEnter) || in.Has(ebiten.KeyNumpadEnter) }

// watchedKeys are the keys widgets act on; repeating ones auto-repeat
// while held.
var watchedKeys = [...]struct {
	k      ebiten.Key
	repeat bool
}{
	{ebiten.KeyTab, true}, {ebiten.KeyEnter, false}, {ebiten.KeyNumpadEnter, false},
	{ebiten.KeySpace, false}, {ebiten.KeyEscape, false},
	{ebiten.KeyArrowUp, true}, {ebiten.KeyArrowDown, true},
	{ebiten.KeyArrowLeft, true}, {ebiten.KeyArrowRight, true},
	{ebiten.KeyBackspace, true}, {ebiten.KeyDelete, true},
	{ebiten.KeyHome, false}, {ebiten.KeyEnd, false},
	{ebiten.KeyPageUp, true}, {ebiten.KeyPageDown, true},
	{ebiten.KeyW, false}, {ebiten.KeyS, false}, // the title's menu also walks with W and S
	{ebiten.KeyF1, false}, {ebiten.KeyF4, false}, {ebiten.KeyF6, false}, // the table's rules, pass-until keys
	{ebiten.KeyL, false}, {ebiten.KeyZ, false}, // the table's log size; Ctrl+Z
}

// Key repeat timing, in ticks: the first repeat after repeatDelay, then
// one every repeatEvery.
const (
	repeatDelay = 28
	repeatEvery = 3
)

// ReadKeys polls Ebitengine into in, reusing its slices.
func ReadKeys(in *Keys) {
	in.Pressed = in.Pressed[:0]
	for _, w := range watchedKeys {
		d := inpututil.KeyPressDuration(w.k)
		if d == 1 || (w.repeat && d > repeatDelay && (d-repeatDelay)%repeatEvery == 0) {
			in.Pressed = append(in.Pressed, w.k)
		}
	}
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	_, in.Wheel = ebiten.Wheel()
}

// WidgetState is how a widget is to be drawn this frame.
type WidgetState struct {
	Focused, hovered, pressed bool
	Tick                      int // for blinking carets
}

// Widget is one control in a form.
type Widget interface {
	// area is where the widget is on screen.
	Area() Box
	// enabled reports whether the widget takes focus and input.
	Enabled() bool
	// key offers the focused widget a key; it reports whether it used it.
	Key(k ebiten.Key, in *Keys) bool
	// typed offers the focused widget a typed character.
	Typed(r rune) bool
	// click activates the widget at p.
	Click(p input.Point)
	// draw paints the widget.
	Draw(dst *ebiten.Image, sk *Skin, st WidgetState)
}

// Button is a push button.
type Button struct {
	Label    string
	Primary  bool // the screen's main action: filled with gilt
	Small    bool // a minor action, in the small face
	Disabled bool
	OnPress  func()
	Box      Box
}

func (b *Button) Area() Box     { return b.Box }
func (b *Button) Enabled() bool { return !b.Disabled }
func (b *Button) Typed(rune) bool {
	return false
}
func (b *Button) Click(input.Point) { b.Press() }
func (b *Button) Press() {
	if !b.Disabled && b.OnPress != nil {
		b.OnPress()
	}
}
func (b *Button) Key(k ebiten.Key, in *Keys) bool {
	switch k {
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
		b.Press()
		return true
	}
	return false
}

// Toggle is an on/off switch.
type Toggle struct {
	On       bool
	Disabled bool
	OnChange func(on bool)
	Box      Box
}

func (t *Toggle) Area() Box     { return t.Box }
func (t *Toggle) Enabled() bool { return !t.Disabled }
func (t *Toggle) Typed(rune) bool {
	return false
}
func (t *Toggle) Click(input.Point) { t.Set(!t.On) }
func (t *Toggle) Set(on bool) {
	if t.Disabled || on == t.On {
		return
	}
	t.On = on
	if t.OnChange != nil {
		t.OnChange(on)
	}
}
func (t *Toggle) Key(k ebiten.Key, in *Keys) bool {
	switch k {
	case ebiten.KeySpace:
		t.Set(!t.On)
	case ebiten.KeyArrowLeft:
		t.Set(false)
	case ebiten.KeyArrowRight:
		t.Set(true)
	default:
		return false
	}
	return true
}

// Stepper picks one of a few options with ‹ and ›.
type Stepper struct {
	Options  []string
	Index    int
	Disabled bool
	OnChange func(i int)
	Box      Box
}

func (s *Stepper) Area() Box     { return s.Box }
func (s *Stepper) Enabled() bool { return !s.Disabled }
func (s *Stepper) Typed(rune) bool {
	return false
}

// Value is the chosen option.
func (s *Stepper) Value() string {
	if s.Index < 0 || s.Index >= len(s.Options) {
		return ""
	}
	return s.Options[s.Index]
}

// Step moves by d options, wrapping around.
func (s *Stepper) Step(d int) {
	n := len(s.Options)
	if s.Disabled || n == 0 {
		return
	}
	s.Index = ((s.Index+d)%n + n) % n
	if s.OnChange != nil {
		s.OnChange(s.Index)
	}
}

func (s *Stepper) Click(p input.Point) {
	if p.X < s.Box.X0+(s.Box.X1-s.Box.X0)/3 {
		s.Step(-1)
	} else {
		s.Step(1)
	}
}

func (s *Stepper) Key(k ebiten.Key, in *Keys) bool {
	switch k {
	case ebiten.KeyArrowLeft:
		s.Step(-1)
	case ebiten.KeyArrowRight, ebiten.KeySpace:
		s.Step(1)
	default:
		return false
	}
	return true
}

// TextField is a one-line text entry with a caret. Typing inserts at the
// caret; Backspace and Delete remove; Left, Right, Home and End move.
type TextField struct {
	Text        []rune
	Caret       int
	Placeholder string
	Max         int              // most runes it holds; 0: no limit
	Accept      func(rune) bool  // which runes it takes; nil: any printable
	OnChange    func(val string) // after every edit
	Disabled    bool
	Box         Box

	face   *text.GoTextFace // the face it was last drawn in, to place clicks
	scroll float64          // how far the text is shifted left to keep the caret in view
}

// Value is the field's text.
func (f *TextField) Value() string { return string(f.Text) }

// SetValue replaces the text and puts the caret at its end.
func (f *TextField) SetValue(s string) {
	f.Text = []rune(s)
	f.Caret = len(f.Text)
}

func (f *TextField) Area() Box     { return f.Box }
func (f *TextField) Enabled() bool { return !f.Disabled }

func (f *TextField) changed() {
	if f.OnChange != nil {
		f.OnChange(string(f.Text))
	}
}

func (f *TextField) Typed(r rune) bool {
	if f.Disabled || !unicode.IsPrint(r) || (f.Accept != nil && !f.Accept(r)) {
		return false
	}
	if f.Max > 0 && len(f.Text) >= f.Max {
		return true // swallowed: the field is full
	}
	f.Caret = min(max(f.Caret, 0), len(f.Text))
	f.Text = append(f.Text[:f.Caret], append([]rune{r}, f.Text[f.Caret:]...)...)
	f.Caret++
	f.changed()
	return true
}

func (f *TextField) Key(k ebiten.Key, in *Keys) bool {
	f.Caret = min(max(f.Caret, 0), len(f.Text))
	switch k {
	case ebiten.KeyBackspace:
		if f.Caret > 0 {
			n := 1
			if in.Ctrl { // a whole word
				n = f.Caret - wordStart(f.Text, f.Caret)
			}
			f.Text = append(f.Text[:f.Caret-n], f.Text[f.Caret:]...)
			f.Caret -= n
			f.changed()
		}
	case ebiten.KeyDelete:
		if f.Caret < len(f.Text) {
			f.Text = append(f.Text[:f.Caret], f.Text[f.Caret+1:]...)
			f.changed()
		}
	case ebiten.KeyArrowLeft:
		if f.Caret == 0 {
			return false
		}
		f.Caret--
	case ebiten.KeyArrowRight:
		if f.Caret == len(f.Text) {
			return false
		}
		f.Caret++
	case ebiten.KeyHome:
		f.Caret = 0
	case ebiten.KeyEnd:
		f.Caret = len(f.Text)
	case ebiten.KeySpace:
		return f.Typed(' ')
	default:
		return false
	}
	return true
}

// wordStart is where the word ending at i begins (skipping spaces first).
func wordStart(rs []rune, i int) int {
	for i > 0 && unicode.IsSpace(rs[i-1]) {
		i--
	}
	for i > 0 && !unicode.IsSpace(rs[i-1]) && rs[i-1] != '/' {
		i--
	}
	if i == len(rs) {
		return max(0, i-1)
	}
	return i
}

func (f *TextField) Click(p input.Point) {
	if f.face == nil {
		f.Caret = len(f.Text)
		return
	}
	x := p.X - f.Box.X0 - f.pad() + f.scroll
	best, bestD := len(f.Text), math.Inf(1)
	for i := 0; i <= len(f.Text); i++ {
		d := math.Abs(text.Advance(string(f.Text[:i]), f.face) - x)
		if d < bestD {
			best, bestD = i, d
		}
	}
	f.Caret = best
}

func (f *TextField) pad() float64 { return (f.Box.Y1 - f.Box.Y0) * 0.4 }

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
	// OnEnter is the default action for Enter when the focused widget does
	// not use it (the screen's primary button).
	OnEnter func()
}

func NewForm() Form { return Form{Focus: -1, Hover: -1, press: -1} }

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

// Update runs one tick of input through the form.
func (f *Form) Update(in *Keys, gestures []input.Gesture, cursor input.Point) {
	f.tick++
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
func (f *Form) Draw(dst *ebiten.Image, sk *Skin) {
	for i, w := range f.Items {
		w.Draw(dst, sk, WidgetState{Focused: i == f.Focus, hovered: i == f.Hover, pressed: i == f.press && i == f.Hover, Tick: f.tick})
	}
}

// BoxAt makes a box from its top-left corner and size.
func BoxAt(x, y, w, h float64) Box { return Box{x, y, x + w, y + h} }
