package present

import (
	"fmt"
	"strings"

	"twilight/rules"
	"twilight/rules/english"
)

// CardFacts are the lines under the preview: current Fight and Life,
// markers, cost, owner and controller ("F1 rules" when terms: the card
// has rules terms the reference explains). A card the viewer may not see
// is only its level and whose stack or area it is in.
func CardFacts(v *rules.State, names Names, c rules.CardID, visible, terms bool) []string {
	cd := &v.Cards[c]
	def := v.Def(c)
	where := cd.Zone.String()
	if !visible {
		return []string{english.Capitalize(english.WithArticle(def.Level.Name() + " card")), "in " + rules.Possessive(names.Of(holderOf(v, c))) + " " + where}
	}
	var out []string
	if (cd.Zone == rules.ZField || cd.Zone == rules.ZCompass) && (def.Type == rules.Creature || def.Life > 0) {
		s := fmt.Sprintf("Fight %d · Life %d of %d", v.Fight(c), v.CurLife(c), v.Life(c))
		if a := v.ArmorOf(c); a > 0 {
			s += fmt.Sprintf(" · Armor %d", a)
		}
		out = append(out, s)
	} else {
		out = append(out, def.Title)
	}
	var mk []string
	state := "Fresh"
	switch {
	case cd.Exhausted():
		state = "Exhausted"
	case cd.Has(rules.FSummonedTurn) && cd.Zone == rules.ZField && def.Type == rules.Creature:
		state = "Summoned this turn: attacks from your next turn"
	}
	if cd.Zone == rules.ZField || cd.Zone == rules.ZCompass || cd.Zone == rules.ZResource {
		mk = append(mk, state)
	}
	if cd.Damage > 0 {
		mk = append(mk, fmt.Sprintf("%d Damage", cd.Damage))
	}
	if cd.Bless > 0 {
		mk = append(mk, fmt.Sprintf("%d Blessing", cd.Bless))
	}
	if cd.Freeze > 0 {
		mk = append(mk, fmt.Sprintf("%d Freeze", cd.Freeze))
	}
	if cd.Recall > 0 {
		mk = append(mk, fmt.Sprintf("%d Recall", cd.Recall))
	}
	if len(mk) > 0 {
		out = append(out, strings.Join(mk, " · "))
	}
	if def.Cost.Total() > 0 {
		out = append(out, "Cost: "+CostSymbols(def.Cost))
	}
	own := "Owner: " + names.Of(cd.Owner)
	if cd.Controller != cd.Owner {
		own += " · controlled by " + names.Of(cd.Controller)
	}
	if terms {
		// The card shows its keywords; F1 opens the rules reference on them.
		own += " · F1 rules"
	}
	out = append(out, own)
	return out
}

// holderOf is whose stack or area a card is in, for a card the viewer
// cannot see: its owner's for the Life and Destroyed Stacks, else its
// controller's.
func holderOf(v *rules.State, c rules.CardID) int8 {
	cd := &v.Cards[c]
	switch cd.Zone {
	case rules.ZLife, rules.ZDestroyed:
		return cd.Owner
	}
	return cd.Controller
}

// MomentTerm is the rules reference term for what is happening in v: the
// chain while it holds anything, else how a match is won once it is over,
// the setup, or the current phase.
func MomentTerm(v *rules.State) string {
	switch {
	case len(v.Chain) > 0:
		return "chain"
	case v.Over():
		return "goal"
	case v.Phase == rules.PhaseSetup:
		return "setup"
	}
	return v.Phase.String() + " Phase"
}
