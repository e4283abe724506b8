package widget

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
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
	{ebiten.KeyH, false}, // the table's "What would the computer do?"
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
