package present

import (
	"strconv"

	"twilight/rules"
	"twilight/rules/english"
)

// HandOverWhy says, on the hot-seat curtain, what waits for player p
// (v is p's View), so that a hand-over to respond is never mistaken for
// the start of a turn, nor the other way round.
func HandOverWhy(v *rules.State, n Names) string {
	p := v.Pending.Player
	switch v.Pending.Kind {
	case rules.DecMulligan:
		return "Your opening hand is waiting."
	case rules.DecBlock:
		return "You are attacked: declare your blockers."
	case rules.DecAnswer:
		return english.Capitalize(n.Of(v.Offer.From)) + " offers you a trade."
	case rules.DecPriority:
		if k := len(v.Chain); k > 0 {
			return "You may respond to " + itemName(v, n, &v.Chain[k-1]) + "."
		}
		if v.Active != p {
			if v.Attacked(p) {
				return "You may respond during " + n.Whose(v.Active) + " attack."
			}
			return "You may act in " + n.Whose(v.Active) + " turn."
		}
	}
	if v.Active == p {
		return "Your turn (turn " + strconv.Itoa(int(v.Turn)) + "), " + v.Phase.String() + " Phase."
	}
	return "A decision of yours is waiting."
}
