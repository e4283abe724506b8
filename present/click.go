package present

import "twilight/rules"

// ClickKind is what a click on a card, a player or a Deity means.
type ClickKind uint8

const (
	// ClickNothing: the click does nothing (the table may say why).
	ClickNothing ClickKind = iota
	// ClickOffer: a card of the viewer's hand goes into the offer being
	// built, or back out of it.
	ClickOffer
	// ClickAct: Actions[0] is performed.
	ClickAct
	// ClickChoose: the card (or Deity) has several abilities to use;
	// Actions are offered as a menu.
	ClickChoose
	// ClickSelect: the card is picked up (or put down) to be dropped on
	// one of its drop targets.
	ClickSelect
)

// Click is the meaning of one click.
type Click struct {
	Kind    ClickKind
	Actions []rules.Action
}

// ClickCard says what a click on card c means for the viewer, whose View
// is v and whose legal actions are legal; drafting says an offer is being
// built at the screen. In order: a hand card goes in or out of the offer;
// a Fresh Resource Generates its Power (Retained Power); one action
// performed by clicking the card is taken, several are offered as a menu
// (giving a card to an offer is left to the offer); a card that may be
// dropped somewhere is selected.
func ClickCard(v *rules.State, legal []rules.Action, viewer int8, c rules.CardID, drafting bool) Click {
	if drafting && v.Cards[c].Zone == rules.ZHand && v.Cards[c].Controller == viewer {
		return Click{Kind: ClickOffer}
	}
	if a, ok := generateAction(v, legal, viewer, c); ok {
		return Click{Kind: ClickAct, Actions: []rules.Action{a}}
	}
	var actions []rules.Action
	for _, a := range ClickActions(legal, c) {
		if a.Kind != rules.ActGive {
			actions = append(actions, a)
		}
	}
	switch {
	case len(actions) == 1:
		return Click{Kind: ClickAct, Actions: actions}
	case len(actions) > 1:
		return Click{Kind: ClickChoose, Actions: actions}
	case Draggable(v, legal, c):
		return Click{Kind: ClickSelect}
	}
	return Click{}
}

// generateAction is the Generate action a click on one of the viewer's
// Fresh Resources performs, if it is legal.
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

// ClickPlayer is the action a click on player q's header, Life Stack or
// Discard Pile performs: choosing q as a target, when that is legal.
func ClickPlayer(legal []rules.Action, q int8) (rules.Action, bool) {
	for _, a := range legal {
		if a.Kind == rules.ActTargetPlayer && a.Who == q {
			return a, true
		}
	}
	return rules.Action{}, false
}

// ClickDeity says what a click on the viewer's own Deity means: its one
// power is used, several are offered as a menu, or nothing.
func ClickDeity(legal []rules.Action) Click {
	var acts []rules.Action
	for _, a := range legal {
		if a.Kind == rules.ActDeity {
			acts = append(acts, a)
		}
	}
	switch len(acts) {
	case 0:
		return Click{}
	case 1:
		return Click{Kind: ClickAct, Actions: acts}
	}
	return Click{Kind: ClickChoose, Actions: acts}
}
