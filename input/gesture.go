package input

import (
	"fmt"
	"math"
)

// Device says what kind of hardware a pointer is.
type Device uint8

// The pointer devices.
const (
	Mouse Device = iota
	Touch
)

func (d Device) String() string {
	switch d {
	case Mouse:
		return "mouse"
	case Touch:
		return "touch"
	}
	return fmt.Sprintf("Device(%d)", uint8(d))
}

// Pointer identifies one mouse or one finger. The mouse is always
// Pointer{Device: Mouse}; touches carry the platform's touch ID.
type Pointer struct {
	Device Device
	ID     int
}

// MousePointer is the one mouse pointer.
var MousePointer = Pointer{Device: Mouse}

// Point is a position in screen (layout) pixels.
type Point struct{ X, Y float64 }

// Sub returns p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Dist returns the distance between p and q.
func (p Point) Dist(q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// Kind is what a gesture is.
type Kind uint8

// The gesture kinds.
const (
	// Press: a pointer went down. Every later gesture of that pointer, up
	// to and including its Click, Drop or Cancel, shares its Start.
	Press Kind = iota + 1
	// Click: the pointer went up without having travelled past the slop.
	Click
	// Drag: the pointer, held down, moved; once past the slop every move is
	// a Drag. Delta is the movement since the previous Drag (or since the
	// press, for the first one).
	Drag
	// Drop: the pointer went up after dragging. Pos is where it let go.
	Drop
	// Cancel: the pointer went away mid-gesture (touch cancelled, focus
	// lost); whatever was picked up should go back.
	Cancel
	// Hover: the mouse moved with no button down.
	Hover
)

func (k Kind) String() string {
	switch k {
	case Press:
		return "Press"
	case Click:
		return "Click"
	case Drag:
		return "Drag"
	case Drop:
		return "Drop"
	case Cancel:
		return "Cancel"
	case Hover:
		return "Hover"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Gesture is one thing the player did with one pointer.
type Gesture struct {
	Kind    Kind
	Pointer Pointer
	// Start is where the pointer went down (for Hover: the same as Pos).
	Start Point
	// Pos is where the pointer is now.
	Pos Point
	// Delta is, for Drag, the movement since the previous Drag.
	Delta Point
	// Ticks is how many ticks passed since the press.
	Ticks int
}

func (g Gesture) String() string {
	return fmt.Sprintf("%v %v#%d start=(%g,%g) pos=(%g,%g) delta=(%g,%g) ticks=%d",
		g.Kind, g.Pointer.Device, g.Pointer.ID, g.Start.X, g.Start.Y, g.Pos.X, g.Pos.Y, g.Delta.X, g.Delta.Y, g.Ticks)
}
