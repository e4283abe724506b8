package scenes

import (
	"math"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
)

// keys is one tick's keyboard (and wheel) input, as the hand-rolled
// widgets see it. Scenes fill it from Ebitengine with readKeys; tests
// build it by hand.
type keys struct {
	// pressed are the keys that went down this tick, or repeated because
	// they are held.
	pressed []ebiten.Key
	// chars is the text typed this tick.
	chars []rune
	// shift and ctrl say whether a Shift or Control (Command) key is held.
	shift, ctrl bool
	// wheel is the vertical mouse-wheel movement this tick (up is positive).
	wheel float64
}

// has reports whether k was pressed this tick.
func (in *keys) has(k ebiten.Key) bool {
	for _, p := range in.pressed {
		if p == k {
			return true
		}
	}
	return false
}

// enter reports whether either Enter key was pressed.
func (in *keys) enter() bool { return in.has(ebiten.KeyEnter) || in.has(ebiten.KeyNumpadEnter) }

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

// readKeys polls Ebitengine into in, reusing its slices.
func readKeys(in *keys) {
	in.pressed = in.pressed[:0]
	for _, w := range watchedKeys {
		d := inpututil.KeyPressDuration(w.k)
		if d == 1 || (w.repeat && d > repeatDelay && (d-repeatDelay)%repeatEvery == 0) {
			in.pressed = append(in.pressed, w.k)
		}
	}
	in.chars = ebiten.AppendInputChars(in.chars[:0])
	in.shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	in.ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	_, in.wheel = ebiten.Wheel()
}

// widgetState is how a widget is to be drawn this frame.
type widgetState struct {
	focused, hovered, pressed bool
	tick                      int // for blinking carets
}

// widget is one control in a form.
type widget interface {
	// area is where the widget is on screen.
	area() box
	// enabled reports whether the widget takes focus and input.
	enabled() bool
	// key offers the focused widget a key; it reports whether it used it.
	key(k ebiten.Key, in *keys) bool
	// typed offers the focused widget a typed character.
	typed(r rune) bool
	// click activates the widget at p.
	click(p input.Point)
	// draw paints the widget.
	draw(dst *ebiten.Image, sk *skin, st widgetState)
}

// Button is a push button.
type Button struct {
	Label    string
	Primary  bool // the screen's main action: filled with gilt
	Small    bool // a minor action, in the small face
	Disabled bool
	OnPress  func()
	Box      box
}

func (b *Button) area() box     { return b.Box }
func (b *Button) enabled() bool { return !b.Disabled }
func (b *Button) typed(rune) bool {
	return false
}
func (b *Button) click(input.Point) { b.press() }
func (b *Button) press() {
	if !b.Disabled && b.OnPress != nil {
		b.OnPress()
	}
}
func (b *Button) key(k ebiten.Key, in *keys) bool {
	switch k {
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
		b.press()
		return true
	}
	return false
}

// Toggle is an on/off switch.
type Toggle struct {
	On       bool
	Disabled bool
	OnChange func(on bool)
	Box      box
}

func (t *Toggle) area() box     { return t.Box }
func (t *Toggle) enabled() bool { return !t.Disabled }
func (t *Toggle) typed(rune) bool {
	return false
}
func (t *Toggle) click(input.Point) { t.set(!t.On) }
func (t *Toggle) set(on bool) {
	if t.Disabled || on == t.On {
		return
	}
	t.On = on
	if t.OnChange != nil {
		t.OnChange(on)
	}
}
func (t *Toggle) key(k ebiten.Key, in *keys) bool {
	switch k {
	case ebiten.KeySpace:
		t.set(!t.On)
	case ebiten.KeyArrowLeft:
		t.set(false)
	case ebiten.KeyArrowRight:
		t.set(true)
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
	Box      box
}

func (s *Stepper) area() box     { return s.Box }
func (s *Stepper) enabled() bool { return !s.Disabled }
func (s *Stepper) typed(rune) bool {
	return false
}

// Value is the chosen option.
func (s *Stepper) Value() string {
	if s.Index < 0 || s.Index >= len(s.Options) {
		return ""
	}
	return s.Options[s.Index]
}

// step moves by d options, wrapping around.
func (s *Stepper) step(d int) {
	n := len(s.Options)
	if s.Disabled || n == 0 {
		return
	}
	s.Index = ((s.Index+d)%n + n) % n
	if s.OnChange != nil {
		s.OnChange(s.Index)
	}
}

func (s *Stepper) click(p input.Point) {
	if p.X < s.Box.x0+(s.Box.x1-s.Box.x0)/3 {
		s.step(-1)
	} else {
		s.step(1)
	}
}

func (s *Stepper) key(k ebiten.Key, in *keys) bool {
	switch k {
	case ebiten.KeyArrowLeft:
		s.step(-1)
	case ebiten.KeyArrowRight, ebiten.KeySpace:
		s.step(1)
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
	Box         box

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

func (f *TextField) area() box     { return f.Box }
func (f *TextField) enabled() bool { return !f.Disabled }

func (f *TextField) changed() {
	if f.OnChange != nil {
		f.OnChange(string(f.Text))
	}
}

func (f *TextField) typed(r rune) bool {
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

func (f *TextField) key(k ebiten.Key, in *keys) bool {
	f.Caret = min(max(f.Caret, 0), len(f.Text))
	switch k {
	case ebiten.KeyBackspace:
		if f.Caret > 0 {
			n := 1
			if in.ctrl { // a whole word
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
		return f.typed(' ')
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

func (f *TextField) click(p input.Point) {
	if f.face == nil {
		f.Caret = len(f.Text)
		return
	}
	x := p.X - f.Box.x0 - f.pad() + f.scroll
	best, bestD := len(f.Text), math.Inf(1)
	for i := 0; i <= len(f.Text); i++ {
		d := math.Abs(text.Advance(string(f.Text[:i]), f.face) - x)
		if d < bestD {
			best, bestD = i, d
		}
	}
	f.Caret = best
}

func (f *TextField) pad() float64 { return (f.Box.y1 - f.Box.y0) * 0.4 }

// form is a set of widgets with one focused: Tab and Shift+Tab walk the
// widgets in order, the arrow keys move to the nearest widget in their
// direction (unless the focused widget uses them), Enter presses a focused
// button or else the form's default action, and the pointer hovers,
// focuses and clicks.
type form struct {
	items []widget
	focus int // index into items, or -1
	hover int
	press int // item under a held pointer, or -1
	tick  int
	// onEnter is the default action for Enter when the focused widget does
	// not use it (the screen's primary button).
	onEnter func()
}

func newForm() form { return form{focus: -1, hover: -1, press: -1} }

// set replaces the widgets, keeping the focus on the same widget if it is
// still there (or else on keep, when it is).
func (f *form) set(items []widget, keep widget) {
	var was widget
	if f.focus >= 0 && f.focus < len(f.items) {
		was = f.items[f.focus]
	}
	f.items = items
	f.focus, f.hover, f.press = -1, -1, -1
	for i, w := range items {
		if w == was {
			f.focus = i
		}
	}
	if f.focus < 0 {
		f.focusOn(keep)
	}
}

// focusOn moves the focus to w, if it is in the form and enabled.
func (f *form) focusOn(w widget) {
	for i, it := range f.items {
		if it == w && it.enabled() {
			f.focus = i
		}
	}
}

// focused is the focused widget, or nil.
func (f *form) focused() widget {
	if f.focus < 0 || f.focus >= len(f.items) {
		return nil
	}
	return f.items[f.focus]
}

// update runs one tick of input through the form.
func (f *form) update(in *keys, gestures []input.Gesture, cursor input.Point) {
	f.tick++
	if w := f.focused(); w != nil && !w.enabled() {
		f.focus = -1
	}
	for _, k := range in.pressed {
		f.keyDown(k, in)
	}
	if w := f.focused(); w != nil {
		for _, r := range in.chars {
			if r == ' ' {
				continue // Space arrives as a key too
			}
			w.typed(r)
		}
	}
	f.hover = f.at(cursor)
	for _, g := range gestures {
		f.gesture(g)
	}
}

func (f *form) keyDown(k ebiten.Key, in *keys) {
	w := f.focused()
	if w != nil && w.key(k, in) {
		return
	}
	switch k {
	case ebiten.KeyTab:
		if in.shift {
			f.cycle(-1)
		} else {
			f.cycle(1)
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
		if f.onEnter != nil {
			f.onEnter()
		}
	}
}

// cycle moves the focus d places along the enabled widgets, wrapping.
func (f *form) cycle(d int) {
	n := len(f.items)
	if n == 0 {
		return
	}
	i := f.focus
	if i < 0 { // start just outside the list, on the side we come from
		i = -1
		if d < 0 {
			i = n
		}
	}
	for range n {
		i = ((i+d)%n + n) % n
		if f.items[i].enabled() {
			f.focus = i
			return
		}
	}
}

// move focuses the nearest enabled widget in direction (dx, dy).
func (f *form) move(dx, dy float64) {
	cur := f.focused()
	if cur == nil {
		f.cycle(1)
		return
	}
	cx, cy := cur.area().center()
	best, bestScore := -1, math.Inf(1)
	for i, w := range f.items {
		if i == f.focus || !w.enabled() {
			continue
		}
		x, y := w.area().center()
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
		f.focus = best
	}
}

func (f *form) at(p input.Point) int {
	for i, w := range f.items {
		if w.enabled() && w.area().contains(p) {
			return i
		}
	}
	return -1
}

func (f *form) gesture(g input.Gesture) {
	hit := f.at(g.Pos)
	switch g.Kind {
	case input.Press:
		f.press = hit
		if hit >= 0 {
			f.focus = hit
		}
	case input.Drag:
		if hit != f.press {
			f.press = -1
		}
	case input.Click:
		if hit >= 0 && hit == f.at(g.Start) {
			f.focus = hit
			f.items[hit].click(g.Pos)
		}
		f.press = -1
	case input.Drop, input.Cancel:
		f.press = -1
	}
}

// draw paints every widget.
func (f *form) draw(dst *ebiten.Image, sk *skin) {
	for i, w := range f.items {
		w.draw(dst, sk, widgetState{focused: i == f.focus, hovered: i == f.hover, pressed: i == f.press && i == f.hover, tick: f.tick})
	}
}

// boxAt makes a box from its top-left corner and size.
func boxAt(x, y, w, h float64) box { return box{x, y, x + w, y + h} }
