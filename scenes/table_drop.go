package scenes

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
