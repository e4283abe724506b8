package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"
)

// cardTerms lists the rules terms a card's text uses that the rules
// reference explains, in a fixed order: its keywords, then the triggers,
// conditions and effects of its abilities.
func cardTerms(def *rules.CardDef) []string {
	var words []string
	words = append(words, def.Keywords.Names()...)
	for _, ab := range def.Abilities {
		switch ab.Trigger {
		case rules.OnDeathbound, rules.OnRequiem, rules.OnGuardian, rules.OnPrescience, rules.OnDefile, rules.OnUpkeep:
			words = append(words, ab.Trigger.String())
		}
		for _, cl := range ab.Clauses {
			switch cl.Cond {
			case rules.IfSavagery, rules.IfRenewal, rules.IfObliterate, rules.IfConviction, rules.IfPrescience:
				words = append(words, cl.Cond.String())
			}
			if sp := cl.Op.Spec(); sp != nil && sp.Term != "" {
				words = append(words, sp.Term)
			}
		}
	}
	if def.Mini {
		words = append(words, "Mini-cards")
	}
	if def.Type == rules.Intrigue {
		words = append(words, "Upkeep")
	}
	words = append(words, "Heresy")
	var out []string
	seen := map[string]bool{}
	for _, w := range words {
		if seen[w] {
			continue
		}
		seen[w] = true
		if _, _, ok := ReferenceEntry(w); ok {
			out = append(out, w)
		}
	}
	return out
}

// rulesKey opens the rules reference at the first term of the card under
// the pointer (or the selected card) when F1 is pressed; Esc in the
// reference comes back to the table.
func (m *Match) rulesKey(ctx *Context) {
	if !m.kb.has(ebiten.KeyF1) {
		return
	}
	if n := &m.refused; n.t > 0 && n.rule != "" {
		// A refusal on screen: its rule first.
		ctx.GoTo(NewReferenceAt(m.app, n.rule, m))
		return
	}
	c := m.hover
	if c == rules.NoCard {
		c = m.sel
	}
	kw := ""
	if c != rules.NoCard && int(c) < len(m.view.Cards) && !m.view.Hidden(c) {
		if terms := cardTerms(m.view.Def(c)); len(terms) > 0 {
			kw = terms[0]
		}
	}
	ctx.GoTo(NewReferenceAt(m.app, kw, m))
}
