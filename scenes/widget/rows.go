package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
)

// Rows is what the screens' lists of rows under a heading line share
// (the Replays and Puzzles lists): the chosen row, the first row shown,
// where each row is, and the keys and clicks that walk them (Up, Down,
// Page Up, Page Down, Home, End; a click chooses a row, a second click on
// the chosen row opens it). The list that embeds it draws the columns.
type Rows struct {
	Box Box
	// Sel is the chosen row; Top the first row shown.
	Sel, Top int
	// RowH is a row's height at scale 1; U the present scale.
	RowH, U float64
	// Count is how many rows there are; Pick chooses row i, Open opens it.
	Count      func() int
	Pick, Open func(i int)
}

// Area, Enabled and Typed make the rows a Widget (with the embedding
// list's Draw).
func (r *Rows) Area() Box       { return r.Box }
func (r *Rows) Enabled() bool   { return true }
func (r *Rows) Typed(rune) bool { return false }

// Key walks the rows.
func (r *Rows) Key(k ebiten.Key, in *Keys) bool {
	i, ok := r.Moved(k, r.Count())
	if ok {
		r.Pick(i)
	}
	return ok
}

// Click chooses the row under p; on the chosen row it opens it.
func (r *Rows) Click(p input.Point) {
	switch i := r.At(p, r.Count()); {
	case i < 0:
	case i == r.Sel:
		r.Open(i)
	default:
		r.Pick(i)
	}
}

// Place lays the rows out in box at scale u, the chosen row in view.
func (r *Rows) Place(box Box, u float64) {
	r.Box, r.U = box, u
	r.Show(r.Sel)
}

// Wheel scrolls by the mouse wheel's turn while the pointer is at p
// over the rows.
func (r *Rows) Wheel(turn float64, p input.Point) {
	if turn != 0 && r.Box.Contains(p) {
		r.Scroll(-int(turn*2), r.Count())
	}
}

// rowsHead is the heading line's height at scale 1.
const rowsHead = 40

func (r *Rows) h() float64 { return r.RowH * r.U }

// Visible is how many rows fit.
func (r *Rows) Visible() int { return max(1, int((r.Box.H()-rowsHead*r.U)/r.h())) }

// Show scrolls so that row i is in view.
func (r *Rows) Show(i int) {
	if i < r.Top {
		r.Top = i
	}
	if i >= r.Top+r.Visible() {
		r.Top = i - r.Visible() + 1
	}
	r.Top = max(0, r.Top)
}

// Scroll moves the rows shown by d, within n rows.
func (r *Rows) Scroll(d, n int) { r.Top = min(max(0, r.Top+d), max(0, n-r.Visible())) }

// Moved is the row key k chooses among n rows (Up, Down, Page Up, Page
// Down, Home, End), and whether k is one of those keys.
func (r *Rows) Moved(k ebiten.Key, n int) (int, bool) {
	switch k {
	case ebiten.KeyArrowUp:
		return r.Sel - 1, true
	case ebiten.KeyArrowDown:
		return r.Sel + 1, true
	case ebiten.KeyPageUp:
		return max(0, r.Sel-r.Visible()), true
	case ebiten.KeyPageDown:
		return min(n-1, r.Sel+r.Visible()), true
	case ebiten.KeyHome:
		return 0, true
	case ebiten.KeyEnd:
		return n - 1, true
	}
	return r.Sel, false
}

// At is the row under p among n rows, or -1.
func (r *Rows) At(p input.Point, n int) int {
	i := r.Top + int((p.Y-r.Box.Y0-rowsHead*r.U)/r.h())
	if !r.Box.Contains(p) || p.Y < r.Box.Y0+rowsHead*r.U || i >= n {
		return -1
	}
	return i
}

// RowY is the top of row i on screen; HeadY the heading line's middle.
func (r *Rows) RowY(i int) float64 { return r.Box.Y0 + rowsHead*r.U + float64(i-r.Top)*r.h() }
func (r *Rows) HeadY() float64     { return r.Box.Y0 + rowsHead*r.U*0.55 }

// Centre is the middle of row i (where a test clicks it).
func (r *Rows) Centre(i int) input.Point {
	return input.Point{X: (r.Box.X0 + r.Box.X1) / 2, Y: r.RowY(i) + r.h()/2}
}

// Each calls row for each row shown of n, with its middle line; the chosen
// row is lit first (brighter with the focus), and its ink is gilt.
func (r *Rows) Each(dst *ebiten.Image, n int, focused bool, row func(i int, cy float64, ink color.RGBA)) {
	u := r.U
	for i := r.Top; i < n && i < r.Top+r.Visible(); i++ {
		y := r.RowY(i)
		ink := render.Fade(render.Ivory, 0.8)
		if i == r.Sel {
			fill := render.Fade(render.Gilt, 0.12)
			if focused {
				fill = render.Fade(render.Gilt, 0.2)
			}
			FillRect(dst, Rect{X: r.Box.X0 + 8*u, Y: y + 2*u, W: r.Box.W() - 16*u, H: r.h() - 4*u}, fill)
			ink = render.GiltLight
		}
		row(i, y+r.h()/2, ink)
	}
}

// Heading paints the sheet under the rows and the heading line: names[i]
// at column x cols[i] (the last set to the right of its x; an empty name
// is left out).
func (r *Rows) Heading(dst *ebiten.Image, sk *Skin, cols []float64, names ...string) {
	sk.Sheet(dst, r.Box)
	ink := render.Fade(render.Gilt, 0.9)
	for i, n := range names {
		at := render.LeftMiddle
		if i == len(names)-1 {
			at = render.RightMiddle
		}
		if n != "" {
			sk.Text(dst, n, sk.Small, cols[i], r.HeadY(), at, ink)
		}
	}
}
