package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"

	"twilight/scenes/widget"
)

// drawHoveredReason shows, above the log line under the pointer, why the
// computer made the move that line tells of — in its own words, drawn from
// what it could see (session.Session.ReasonAt) — if a computer made it.
func (m *MatchScene) drawHoveredReason(screen *ebiten.Image) {
	_, event, ok := m.log.Hovered()
	if !ok {
		return
	}
	r, ok := m.S.ReasonAt(event)
	if !ok {
		return
	}
	row, ok := m.log.HoveredRow()
	if !ok {
		return
	}
	top := row.Y
	u := m.Lay.U
	f := m.G.fSmall
	lh := f.Size * 1.3
	lines := widget.WrapText(m.names[r.Player]+": "+r.Text, f, row.W-16*u)
	h := float64(len(lines))*lh + 8*u
	box := widget.Rect{X: row.X, Y: max(top-h, 0), W: row.W, H: h}
	m.G.Rect(screen, box, render.Fade(render.Ink, 0.94))
	m.G.Frame(screen, box, max(1, u), render.Gilt)
	for i, s := range lines {
		m.G.Label(screen, s, f, widget.Rect{X: box.X + 8*u, Y: box.Y + 4*u + lh*float64(i), W: box.W - 16*u, H: lh}, render.LeftMiddle, render.Ivory)
	}
}
