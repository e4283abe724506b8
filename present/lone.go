package present

import "twilight/rules"

// LoneTarget is the one target a pending target choice can take, when
// there is only one (ok false otherwise, and at any other decision). The
// table chooses it without a click when the settings say so; cancelling
// a paid play (Pass) is not counted as a choice of target.
func LoneTarget(v *rules.State, legal []rules.Action) (rules.Action, bool) {
	if v.Pending.Kind != rules.DecTarget {
		return rules.Action{}, false
	}
	var only rules.Action
	n := 0
	for _, a := range legal {
		switch a.Kind {
		case rules.ActTarget, rules.ActTargetPlayer, rules.ActTargetItem:
			only = a
			n++
		}
	}
	return only, n == 1
}
