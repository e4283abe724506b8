package table

import "github.com/hajimehoshi/ebiten/v2"

// drawHoveredReason shows, above the log line under the pointer, why the
// computer made the move that line tells of — in its own words, drawn from
// what it could see (session.Session.ReasonAt) — if a computer made it.
func (m *MatchScene) drawHoveredReason(screen *ebiten.Image) {
	_, event, ok := m.log.Hovered()
	if !ok {
		return
	}
	if r, ok := m.S.ReasonAt(event); ok {
		m.log.DrawNote(screen, &m.G.Brush, m.G.fSmall, m.Lay.U, m.names[r.Player]+": "+r.Text)
	}
}
