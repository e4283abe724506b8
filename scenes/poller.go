package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
)

// poller is the Ebitengine-facing end of package input: once per Update
// it reads the mouse and touch state into an input.Snapshot and runs it
// through its Tracker. Its zero value is ready to use.
type poller struct {
	tracker input.Tracker

	cursor   input.Point
	touches  []input.Contact
	touchIDs []ebiten.TouchID
	out      []input.Gesture
}

// Poll reads this tick's pointer state and returns the gestures it makes.
// The slice is reused by the next call.
func (p *poller) Poll() []input.Gesture {
	s := p.read()
	p.cursor = s.Cursor
	p.out = p.tracker.Observe(s, p.out[:0])
	return p.out
}

// Cursor is where the mouse was at the last Poll.
func (p *poller) Cursor() input.Point { return p.cursor }

func (p *poller) read() input.Snapshot {
	x, y := ebiten.CursorPosition()
	s := input.Snapshot{
		Cursor:    input.Point{X: float64(x), Y: float64(y)},
		MouseDown: ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Touches:   p.touches[:0],
	}
	p.touchIDs = ebiten.AppendTouchIDs(p.touchIDs[:0])
	for _, id := range p.touchIDs {
		tx, ty := ebiten.TouchPosition(id)
		s.Touches = append(s.Touches, input.Contact{
			Pointer: input.Pointer{Device: input.Touch, ID: int(id)},
			Pos:     input.Point{X: float64(tx), Y: float64(ty)},
		})
	}
	p.touches = s.Touches
	return s
}
