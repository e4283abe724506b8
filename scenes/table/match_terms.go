package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/rules"

	"twilight/scenes/rulesref"
	"twilight/scenes/scene"
)

// rulesKey opens the rules reference at what F1 is asked about (HelpTerm
// at the pointer); Esc in the reference comes back to the table.
func (m *MatchScene) rulesKey(ctx *scene.Context) {
	if !m.kb.Has(ebiten.KeyF1) {
		return
	}
	ctx.GoTo(m.app.Routes.Reference(m.app, m.HelpTerm(m.hoverAt), m))
}

// HelpTerm is the rules reference term for F1 with the pointer at p: the
// rule of a refusal on screen; else the first term of the card under the
// pointer (or the selected card), or its card type; else the Deity or the
// zone under the pointer; else the moment (present.MomentTerm).
func (m *MatchScene) HelpTerm(p input.Point) string {
	if n := &m.refused; n.On() && n.Rule != "" {
		return n.Rule
	}
	c := m.cardAt(p.X, p.Y)
	if c == rules.NoCard {
		c = m.Sel
	}
	if c != rules.NoCard && int(c) < len(m.View.Cards) && !m.View.Hidden(c) {
		if terms := rulesref.CardTerms(m.View.Def(c)); len(terms) > 0 {
			return terms[0]
		}
		return "card types"
	}
	for q := range m.Lay.Mats {
		ml := &m.Lay.Mats[q]
		if ml.Deity.Contains(p.X, p.Y) {
			return "deity power"
		}
		for _, z := range ml.Zones() {
			if z.R.Contains(p.X, p.Y) {
				return z.Name
			}
		}
	}
	return present.MomentTerm(m.View)
}
