package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
)

// drawHoveredReason shows, above the log line under the pointer, why the
// computer made the move that line tells of — in its own words, drawn from
// what it could see (session.Session.ReasonAt) — if a computer made it.
func (m *Match) drawHoveredReason(screen *ebiten.Image) {
	lg := &m.log
	if lg.hover < 0 || lg.hover >= len(lg.lines) {
		return
	}
	r, ok := m.s.ReasonAt(lg.lines[lg.hover].event)
	if !ok {
		return
	}
	top := -1.0
	var row Rect
	for _, rw := range lg.rows {
		if rw.line == lg.hover && (top < 0 || rw.r.Y < top) {
			top, row = rw.r.Y, rw.r
		}
	}
	if top < 0 {
		return
	}
	u := m.lay.U
	f := m.g.fSmall
	lh := f.Size * 1.3
	lines := wrapText(m.names[r.Player]+": "+r.Text, f, row.W-16*u)
	h := float64(len(lines))*lh + 8*u
	box := Rect{row.X, max(top-h, 0), row.W, h}
	m.g.rect(screen, box, render.Fade(render.Ink, 0.94))
	m.g.frame(screen, box, max(1, u), render.Gilt)
	for i, s := range lines {
		m.g.label(screen, s, f, Rect{box.X + 8*u, box.Y + 4*u + lh*float64(i), box.W - 16*u, lh}, render.LeftMiddle, render.Ivory)
	}
}
