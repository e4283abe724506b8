package widget

import (
	"twilight/input"

	"twilight/scenes/geom"
)

// Box is a rectangle of a menu screen by its corners: (X0, Y0) top left,
// (X1, Y1) bottom right, in screen pixels. The match table measures its
// rectangles as Rect (corner and size); both live here so that a newcomer
// finds them together.
type Box struct{ X0, Y0, X1, Y1 float64 }

// Contains reports whether p is inside the box.
func (b Box) Contains(p input.Point) bool {
	return p.X >= b.X0 && p.X < b.X1 && p.Y >= b.Y0 && p.Y < b.Y1
}

// Center is the middle of the box.
func (b Box) Center() (float64, float64) { return (b.X0 + b.X1) / 2, (b.Y0 + b.Y1) / 2 }

// W is the width of the box.
func (b Box) W() float64 { return b.X1 - b.X0 }

// H is the height of the box.
func (b Box) H() float64 { return b.Y1 - b.Y0 }

// Rect is an axis-aligned rectangle in screen pixels (geom.Rect, which
// packages without Ebitengine lay out with).
type Rect = geom.Rect
