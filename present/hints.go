package present

import "twilight/rules"

// Hint is a short first-match hint about the decision pending in v for
// player p (what a Trade is, why a Seize costs cards, what Aspects are
// for), or "" when there is nothing to add. F1 opens the rules reference.
func Hint(v *rules.State, p int8) string {
	switch v.Pending.Kind {
	case rules.DecMulligan:
		return "Hint: look for low-cost cards you can summon early; F1 opens the rules reference at any time."
	case rules.DecTrade, rules.DecOffer, rules.DecAnswer:
		return "Hint: a Trade swaps cards in hand — you offer some and name the levels you want back; the rival accepts, counters or declines."
	case rules.DecSeize:
		return "Hint: to Seize you set cards from your hand aside and search a rival's Life Stack for an Aspect of that level; higher levels cost more cards."
	case rules.DecResource:
		return "Hint: Aspects are your power. Each Fresh Aspect in your Resource Area pays one point of its level towards a card's cost."
	case rules.DecAttack:
		return "Hint: an unblocked attacker deals Damage to the stack it aims at; a player whose Life Stack runs out is out of the match."
	case rules.DecBlock:
		return "Hint: a blocker takes the attacker's Damage instead of your Life Stack; both deal Damage to each other."
	case rules.DecTarget:
		return "Hint: the highlighted cards and players are the legal targets; Esc cancels before anything is paid."
	case rules.DecPriority:
		if v.MainPhase(p) {
			return "Hint: Fresh Aspects pay for summons; a card you cannot afford says why when dropped. Tab and Enter play by keyboard, F1 explains a card."
		}
		if len(v.Chain) > 0 {
			return "Hint: effects wait on the chain and resolve last in, first out; a Sacrifice destroys a card being summoned."
		}
	}
	return ""
}
