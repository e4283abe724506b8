package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"

	"twilight/scenes/rulesref"
	"twilight/scenes/scene"
)

// rulesKey opens the rules reference at the first term of the card under
// the pointer (or the selected card) when F1 is pressed; Esc in the
// reference comes back to the table.
func (m *MatchScene) rulesKey(ctx *scene.Context) {
	if !m.kb.Has(ebiten.KeyF1) {
		return
	}
	if n := &m.refused; n.t > 0 && n.rule != "" {
		// A refusal on screen: its rule first.
		ctx.GoTo(m.app.Routes.Reference(m.app, n.rule, m))
		return
	}
	c := m.Hover
	if c == rules.NoCard {
		c = m.Sel
	}
	kw := ""
	if c != rules.NoCard && int(c) < len(m.View.Cards) && !m.View.Hidden(c) {
		if terms := rulesref.CardTerms(m.View.Def(c)); len(terms) > 0 {
			kw = terms[0]
		}
	}
	ctx.GoTo(m.app.Routes.Reference(m.app, kw, m))
}
