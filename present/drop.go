package present

import "twilight/rules"

// DropKind is the kind of place a dragged card can be dropped on.
type DropKind uint8

// Drop places.
const (
	// DropField is a player's Combat Field (Summon a Creature, Intrigue or Scheme).
	DropField DropKind = iota + 1
	// DropSlot is one slot of a Fortification Compass (Summon a Fortification).
	DropSlot
	// DropLife is a player's Life Stack (attack it; force a trade).
	DropLife
	// DropDiscard is a player's Discard Stack (attack it).
	DropDiscard
	// DropCard is a card (block it; Sacrifice to Destroy it).
	DropCard
	// DropResource is a player's Resource Area (place an Aspect).
	DropResource
)

// DropTarget is one legal place for a dragged card and the action a drop
// there performs.
type DropTarget struct {
	Kind   DropKind
	Seat   int8         // the player whose zone it is
	Dir    rules.Dir    // DropSlot
	Card   rules.CardID // DropCard
	Action rules.Action
	// Then, when Follow is set, is performed right after Action: the
	// target of a Scheme dropped straight onto it.
	Then   rules.Action
	Follow bool
}

// DropTargets maps the legal actions of the deciding player to the places
// the dragged card may be dropped on. v is the deciding player's View.
func DropTargets(v *rules.State, legal []rules.Action, dragged rules.CardID) []DropTarget {
	if dragged < 0 || int(dragged) >= len(v.Cards) {
		return nil
	}
	cd := &v.Cards[dragged]
	var out []DropTarget
	for _, a := range legal {
		switch a.Kind {
		case rules.ActSummon:
			if a.Card != dragged {
				continue
			}
			if v.Def(a.Card).Type == rules.Fortification {
				out = append(out, DropTarget{Kind: DropSlot, Seat: a.Player, Dir: a.Dir, Card: rules.NoCard, Action: a})
			} else {
				out = append(out, DropTarget{Kind: DropField, Seat: a.Player, Card: rules.NoCard, Action: a})
			}
			if v.Def(a.Card).Type == rules.Scheme {
				out = schemeTargets(v, a, out)
			}
		case rules.ActAttack:
			if a.Card != dragged {
				continue
			}
			k := DropLife
			if a.Stack == rules.AtDiscard {
				k = DropDiscard
			}
			out = append(out, DropTarget{Kind: k, Seat: a.Who, Card: rules.NoCard, Action: a})
		case rules.ActBlock:
			if a.Card != dragged {
				continue
			}
			out = append(out, DropTarget{Kind: DropCard, Seat: v.Cards[a.Target].Controller, Card: a.Target, Action: a})
		case rules.ActForcedGive:
			if a.Card != dragged {
				continue
			}
			out = append(out, DropTarget{Kind: DropLife, Seat: a.Who, Card: rules.NoCard, Action: a})
		case rules.ActSacrifice:
			// Any of the player's Aspects in their Resource Area pays.
			if cd.Zone != rules.ZResource || cd.Controller != a.Player || cd.Has(rules.FHeresyLive) {
				continue
			}
			out = append(out, DropTarget{Kind: DropCard, Seat: v.Cards[a.Card].Controller, Card: a.Card, Action: a})
		case rules.ActPlace:
			if cd.Zone != rules.ZAspects || cd.Controller != a.Player || v.Def(dragged).Level != a.Level {
				continue
			}
			out = append(out, DropTarget{Kind: DropResource, Seat: a.Player, Card: rules.NoCard, Action: a})
		}
	}
	return out
}

// Draggable reports whether the card may be picked up: some legal action
// is performed by dropping it.
func Draggable(v *rules.State, legal []rules.Action, c rules.CardID) bool {
	return len(DropTargets(v, legal, c)) > 0
}

// ClickActions lists the legal actions performed by clicking card c
// itself: choices, targets, abilities, the offer's cards.
func ClickActions(legal []rules.Action, c rules.CardID) []rules.Action {
	var out []rules.Action
	for _, a := range legal {
		switch a.Kind {
		case rules.ActChoose, rules.ActActivate, rules.ActGive:
			if a.Card == c && c != rules.NoCard {
				out = append(out, a)
			}
		case rules.ActTarget:
			if a.Target == c && c != rules.NoCard {
				out = append(out, a)
			}
		}
	}
	return out
}

// schemeTargets adds the places a Scheme may be dropped on to Summon it
// and aim its first targeted effect in one gesture: the legal targets of
// that effect once the Summon is under way (found on a copy of v).
func schemeTargets(v *rules.State, summon rules.Action, out []DropTarget) []DropTarget {
	w := v.Clone()
	w.NoLog = true
	if w.Apply(summon) != nil || w.Pending.Kind != rules.DecTarget || w.Pending.Player != summon.Player {
		return out
	}
	for _, t := range w.Legal(nil) {
		switch t.Kind {
		case rules.ActTarget:
			seat := w.Cards[t.Target].Controller
			out = append(out, DropTarget{Kind: DropCard, Seat: seat, Card: t.Target, Action: summon, Then: t, Follow: true})
		case rules.ActTargetPlayer:
			k := DropLife
			if cl := w.PendingClause(); cl != nil && cl.Target.Kind == rules.TDiscardStack {
				k = DropDiscard
			}
			out = append(out, DropTarget{Kind: k, Seat: t.Who, Card: rules.NoCard, Action: summon, Then: t, Follow: true})
		}
	}
	return out
}

// Spot is the place under a dropped card, whatever the rules say of it.
type Spot struct {
	Kind DropKind
	Seat int8
	Dir  rules.Dir
	Card rules.CardID // DropCard: the card under the pointer
}

// Intent is the action dropping card c of player me on spot means, legal
// or not, so that the engine can say why it is refused; ok is false when
// the drop means nothing at all (a card put back where it was).
func Intent(v *rules.State, me int8, c rules.CardID, at Spot) (rules.Action, bool) {
	if c < 0 || int(c) >= len(v.Cards) {
		return rules.Action{}, false
	}
	cd := &v.Cards[c]
	switch cd.Zone {
	case rules.ZHand:
		return handIntent(v, me, c, at)
	case rules.ZField:
		switch {
		case at.Seat != me && at.Kind == DropLife:
			return rules.Attack(me, c, at.Seat, rules.AtLife), true
		case at.Seat != me && at.Kind == DropDiscard:
			return rules.Attack(me, c, at.Seat, rules.AtDiscard), true
		case at.Kind == DropCard && at.Card != c && v.Cards[at.Card].Zone == rules.ZField:
			return rules.Block(me, c, at.Card), true
		}
	case rules.ZResource:
		if at.Kind == DropCard && at.Card != c {
			return rules.Sacrifice(me, at.Card), true
		}
	case rules.ZAspects:
		if at.Seat == me && at.Kind == DropResource {
			return rules.Place(me, v.Def(c).Level), true
		}
	}
	return rules.Action{}, false
}

func handIntent(v *rules.State, me int8, c rules.CardID, at Spot) (rules.Action, bool) {
	switch {
	case at.Kind == DropLife && at.Seat != me && v.Pending.Kind == rules.DecTrade:
		return rules.ForceGive(me, at.Seat, c), true
	case at.Seat == me && at.Kind == DropSlot:
		return rules.SummonTo(me, c, at.Dir), true
	case at.Seat == me && (at.Kind == DropField || at.Kind == DropResource), v.Def(c).Type == rules.Scheme:
		return rules.Summon(me, c), true
	}
	return rules.Action{}, false
}

// ClickIntent is the action a click on card c of player me means when no
// legal action answers it: using the first activated ability of a card of
// theirs in play, so that the engine can say why it may not be used now.
func ClickIntent(v *rules.State, me int8, c rules.CardID) (rules.Action, bool) {
	if c < 0 || int(c) >= len(v.Cards) || v.Hidden(c) {
		return rules.Action{}, false
	}
	cd := &v.Cards[c]
	if cd.Controller != me || (cd.Zone != rules.ZField && cd.Zone != rules.ZCompass) {
		return rules.Action{}, false
	}
	for i, ab := range v.Def(c).Abilities {
		if ab.Trigger == rules.OnExhaust {
			return rules.Activate(me, c, int8(i)), true
		}
	}
	return rules.Action{}, false
}
