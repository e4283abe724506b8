package present

import (
	"errors"

	"twilight/rules"
	"twilight/rules/english"
)

// Refusal is why an action is refused, in words for the player, with the
// rules reference entry that explains the rule.
type Refusal struct {
	Text string
	Rule string
}

// Explain returns why action a of the reader is refused in v (their
// View), or ok false when a is legal. When a does not answer the decision
// the game waits for (an attack during the Summoning Phase), it says when
// such an action is taken instead, and first what about the card would
// forbid it anyway (Summoned this turn, Exhausted).
func Explain(v *rules.State, a rules.Action) (Refusal, bool) {
	err := v.Explain(a)
	if err == nil {
		return Refusal{}, false
	}
	var re *rules.Error
	if !errors.As(err, &re) {
		return Refusal{Text: err.Error()}, true
	}
	r := Refusal{Text: sentence(re.Reason), Rule: re.Rule}
	if v.Pending.Player != a.Player && !v.Over() {
		return Refusal{Text: "Wait: it is not your decision now.", Rule: "Priority and action windows"}, true
	}
	if re.Kind != rules.WrongDecision || a.Kind == rules.ActSummon && v.Pending.Kind == rules.DecPriority {
		return r, true
	}
	if a.Kind == rules.ActAttack {
		if why := v.WhyNoAttack(a.Card); why != nil {
			var e *rules.Error
			if errors.As(why, &e) {
				return Refusal{Text: sentence(e.Reason), Rule: e.Rule}, true
			}
		}
	}
	if w, ok := whenTaken[a.Kind]; ok {
		return w, true
	}
	return r, true
}

// whenTaken says when an action of each kind is taken, for an action
// tried at the wrong moment.
var whenTaken = map[rules.ActKind]Refusal{
	rules.ActAttack:     {"Attackers are declared at the start of your Combat Phase: end the Summoning Phase first.", "Declare attackers"},
	rules.ActBlock:      {"Blockers are declared when you are attacked, after the attackers are declared.", "Declare blockers"},
	rules.ActSummon:     {"Cards are summoned in your own Summoning Phase; only a Scheme may be summoned while you hold priority at other times.", "Summoning Phase"},
	rules.ActPlace:      {"Aspects are placed in your Resource Phase.", "Resource Phase"},
	rules.ActSacrifice:  {"A Sacrifice is made while you hold priority in an action window.", "Sacrifice"},
	rules.ActActivate:   {"Abilities are used while you hold priority in an action window.", "Active Effects"},
	rules.ActForcedGive: {"A forced trade is made in your Trade Phase.", "Forced Trade"},
	rules.ActTarget:     {"That card is not a target now.", "Active Effects"},
}

// sentence capitalises a reason and ends it with a full stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	s = english.Capitalize(s)
	if c := s[len(s)-1]; c != '.' && c != '!' && c != '?' {
		s += "."
	}
	return s
}
