package widget

import (
	"twilight/input"
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

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Overlaps reports whether r and o share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Inside reports whether r lies within o.
func (r Rect) Inside(o Rect) bool {
	const eps = 0.01
	return r.X >= o.X-eps && r.Y >= o.Y-eps && r.X+r.W <= o.X+o.W+eps && r.Y+r.H <= o.Y+o.H+eps
}

// Center is the middle of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }
