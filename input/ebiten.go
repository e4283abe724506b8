package input

import "github.com/hajimehoshi/ebiten/v2"

// Poller is the Ebitengine-facing end of the package: once per Update it
// reads the mouse and touch state into a Snapshot and runs it through its
// Tracker. Its zero value is ready to use.
type Poller struct {
	Tracker Tracker

	touches  []Contact
	touchIDs []ebiten.TouchID
	out      []Gesture
}

// Poll reads this tick's pointer state and returns the gestures it makes.
// The slice is reused by the next call.
func (p *Poller) Poll() []Gesture {
	p.out = p.Tracker.Observe(p.read(), p.out[:0])
	return p.out
}

// Cursor is where the mouse was at the last Poll.
func (p *Poller) Cursor() Point { return p.Tracker.prev.Cursor }

func (p *Poller) read() Snapshot {
	x, y := ebiten.CursorPosition()
	s := Snapshot{
		Cursor:    Point{float64(x), float64(y)},
		MouseDown: ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Touches:   p.touches[:0],
	}
	p.touchIDs = ebiten.AppendTouchIDs(p.touchIDs[:0])
	for _, id := range p.touchIDs {
		tx, ty := ebiten.TouchPosition(id)
		s.Touches = append(s.Touches, Contact{
			Pointer: Pointer{Device: Touch, ID: int(id)},
			Pos:     Point{float64(tx), float64(ty)},
		})
	}
	p.touches = s.Touches
	return s
}
