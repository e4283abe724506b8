package table

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"

	"twilight/scenes/widget"
)

// Retained Power at the table: a click on a Fresh Aspect of your Resource
// Area while you hold priority Exhausts it for its Power (rules.Generate),
// and the Power each player holds is shown above their Resource Area.

// generateAction is the action a click on card c means when c is a Fresh
// Aspect in player me's Resource Area and generating Power of its level is
// legal now.
func generateAction(v *rules.State, legal []rules.Action, me int8, c rules.CardID) (rules.Action, bool) {
	cd := &v.Cards[c]
	if cd.Zone != rules.ZResource || cd.Controller != me || cd.Exhausted() {
		return rules.Action{}, false
	}
	want := rules.Generate(me, v.Def(c).Level)
	for _, a := range legal {
		if a == want {
			return a, true
		}
	}
	return rules.Action{}, false
}

// drawPower writes the Power player q holds, if any, above the right end
// of their Resource Area.
func (m *MatchScene) drawPower(screen *ebiten.Image, q int) {
	pool := m.View.Players[q].Pool
	if pool.Total() == 0 {
		return
	}
	r := m.Lay.Mats[q].Resource
	u := m.Lay.U
	m.G.label(screen, "POWER "+pool.String(), m.G.fTiny, widget.Rect{X: r.X, Y: r.Y - 18*u, W: r.W, H: 16 * u},
		render.Anchor{H: text.AlignEnd, V: text.AlignEnd}, render.GiltLight)
}
