package table

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"

	"twilight/scenes/widget"
)

// Retained Power at the table: a click on a Fresh Aspect of your Resource
// Area while you hold priority Exhausts it for its Power (rules.Generate),
// and the Power each player holds is shown above their Resource Area.

// drawPower writes the Power player q holds, if any, above the right end
// of their Resource Area.
func (m *MatchScene) drawPower(screen *ebiten.Image, q int) {
	pool := m.View.Players[q].Pool
	if pool.Total() == 0 {
		return
	}
	r := m.Lay.Mats[q].Resource
	u := m.Lay.U
	m.G.Label(screen, "POWER "+pool.String(), m.G.fTiny, widget.Rect{X: r.X, Y: r.Y - 18*u, W: r.W, H: 16 * u},
		render.Anchor{H: text.AlignEnd, V: text.AlignEnd}, render.GiltLight)
}
