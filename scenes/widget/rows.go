package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
)

// Rows is what the screens' lists of rows under a heading line share
// (the Replays and Puzzles lists): the chosen row, the first row shown,
// where each row is, and the keys that walk them. The list that embeds
// it says how many rows there are (n) and draws their columns.
type Rows struct {
	Box Box
	// Sel is the chosen row; Top the first row shown.
	Sel, Top int
	// RowH is a row's height at scale 1; U the present scale.
	RowH, U float64
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
