package present

import (
	"errors"

	"twilight/rules"
	"twilight/rules/english"
)

// DropRefusal says why dropping card c of player me on spot at is refused,
// for a drop that is on no legal drop target (the caller tries those
// first). The action the drop means (Intent) is refused with the engine's
// reason; a drop that means no action at all says where such a card goes
// instead. act is set when the drop means a legal action after all (the
// caller performs it). ok is false only for a drop off the mats (a card
// put back in the hand): nothing was asked, so nothing is refused.
func DropRefusal(v *rules.State, me int8, c rules.CardID, at Spot) (r Refusal, act rules.Action, ok bool) {
	if c < 0 || int(c) >= len(v.Cards) || at.Seat < 0 || int(at.Seat) >= len(v.Players) {
		return Refusal{}, rules.Action{}, false
	}
	if a, meant := Intent(v, me, c, at); meant {
		r, refused := Explain(v, a)
		if !refused {
			return Refusal{}, a, false
		}
		if a.Kind == rules.ActSummon && errors.Is(v.Explain(a), rules.CannotPay) {
			if adv := HandAdvice(v, v.Legal(nil), me, c); !adv.Playable && adv.Why != "" {
				r = Refusal{Text: adv.Why, Rule: adv.Rule}
			}
		}
		return r, rules.Action{}, true
	}
	if v.Pending.Player != me && !v.Over() {
		return Refusal{Text: "Wait: it is not your decision now.", Rule: "Priority and action windows"}, rules.Action{}, true
	}
	cd := &v.Cards[c]
	if cd.Controller != me {
		return Refusal{Text: "That card is not yours to move.", Rule: "Card types"}, rules.Action{}, true
	}
	at = stackSpot(v, at)
	name := cardName(v, c)
	switch cd.Zone {
	case rules.ZHand:
		return handMisplaced(v, me, c, at), rules.Action{}, true
	case rules.ZField:
		if v.Def(c).Type == rules.Creature {
			return Refusal{Text: "To attack, drag " + name + " onto a rival's Life Stack or Discard Stack in your Combat Phase; to block, onto an attacker.",
				Rule: "Declare attackers"}, rules.Action{}, true
		}
		return Refusal{Text: name + " stays where it is: only Creatures attack and block.", Rule: "Combat Field"}, rules.Action{}, true
	case rules.ZResource:
		return Refusal{Text: "To Sacrifice, drag an Aspect from your Resource Area onto the card to destroy.", Rule: "Sacrifice"}, rules.Action{}, true
	case rules.ZAspects:
		return Refusal{Text: "An Aspect is placed in your own Resource Area, in your Resource Phase.", Rule: "Resource Phase"}, rules.Action{}, true
	}
	return Refusal{Text: name + " cannot be moved by hand.", Rule: "Card types"}, rules.Action{}, true
}

// stackSpot reads a drop on the top card of a stack as a drop on the
// stack itself.
func stackSpot(v *rules.State, at Spot) Spot {
	if at.Kind != DropCard || at.Card < 0 || int(at.Card) >= len(v.Cards) {
		return at
	}
	cd := &v.Cards[at.Card]
	switch cd.Zone {
	case rules.ZLife:
		return Spot{Kind: DropLife, Seat: cd.Owner, Card: rules.NoCard}
	case rules.ZDiscard, rules.ZDestroyed:
		return Spot{Kind: DropDiscard, Seat: cd.Owner, Card: rules.NoCard}
	case rules.ZAspects, rules.ZResource:
		return Spot{Kind: DropResource, Seat: cd.Controller, Card: rules.NoCard}
	}
	return at
}

// handMisplaced says why a hand card dropped at a spot that means
// nothing for it is refused, and where it goes instead (with what stops
// it going there now).
func handMisplaced(v *rules.State, me int8, c rules.CardID, at Spot) Refusal {
	d := v.Def(c)
	name := cardName(v, c)
	adv := HandAdvice(v, v.Legal(nil), me, c)
	then := func(r Refusal) Refusal {
		if !adv.Playable && adv.Why != "" {
			r.Text += " " + adv.Why
		}
		return r
	}
	switch d.Type {
	case rules.Scheme:
		return schemeMisplaced(v, me, c, at, adv)
	case rules.Fortification:
		if at.Seat == me && at.Kind == DropSlot {
			return Refusal{Text: name + " cannot be built facing " + at.Dir.String() + ": " + slotsOf(d) + ".", Rule: "Fortification Compass"}
		}
		return then(Refusal{Text: "A Fortification is built in your own compass: drop " + name + " on a slot (" + slotsOf(d) + ").", Rule: "Fortification Compass"})
	}
	what := english.WithArticle(d.Type.String())
	switch {
	case at.Seat != me:
		return then(Refusal{Text: english.Capitalize(what) + " is summoned onto your own Combat Field, not a rival's.", Rule: "Combat Field"})
	case at.Kind == DropSlot:
		return then(Refusal{Text: "Only Fortifications go in the compass: drop " + name + " on your Combat Field.", Rule: "Fortification Compass"})
	}
	if r, refused := Explain(v, rules.Summon(me, c)); refused {
		if !adv.Playable && adv.Why != "" {
			r.Text = adv.Why
			r.Rule = adv.Rule
		}
		return r
	}
	return Refusal{Text: "Drop " + name + " on your Combat Field to summon it.", Rule: "Combat Field"}
}

// slotsOf names the compass slots Fortification d may be built in.
func slotsOf(d *rules.CardDef) string {
	var s []string
	for dir := rules.North; dir <= rules.West; dir++ {
		if d.Directions.Has(dir) {
			s = append(s, dir.String())
		}
	}
	if len(s) == 0 {
		return "none"
	}
	return english.Capitalize(joinOr(s))
}

func joinOr(s []string) string {
	switch len(s) {
	case 1:
		return s[0]
	case 2:
		return s[0] + " or " + s[1]
	}
	out := ""
	for i, x := range s {
		switch {
		case i == len(s)-1:
			out += " or " + x
		case i > 0:
			out += ", " + x
		default:
			out = x
		}
	}
	return out
}

// schemeMisplaced says why a Scheme dropped at spot at is refused: it
// cannot be cast now, it aims at nothing there, or what is there is no
// legal target of its effect.
func schemeMisplaced(v *rules.State, me int8, c rules.CardID, at Spot, adv Advice) Refusal {
	name := cardName(v, c)
	summon := rules.Summon(me, c)
	if r, refused := Explain(v, summon); refused {
		if !adv.Playable && adv.Why != "" {
			return Refusal{Text: adv.Why, Rule: adv.Rule}
		}
		return r
	}
	w := v.Clone()
	w.NoLog = true
	if w.Apply(summon) != nil || w.Pending.Kind != rules.DecTarget {
		return Refusal{Text: name + " aims at nothing: drop it on your own Combat Field to cast it.", Rule: "Active Effects"}
	}
	var aim rules.Action
	switch at.Kind {
	case DropCard:
		aim = rules.TargetCard(me, at.Card)
	case DropLife, DropDiscard:
		aim = rules.TargetPlayer(me, at.Seat)
	default:
		return Refusal{Text: name + " is cast onto its target: drop it on a highlighted card or stack.", Rule: "Active Effects"}
	}
	if r, refused := Explain(w, aim); refused {
		r.Text = "Not a target of " + name + ": " + r.Text
		return r
	}
	return Refusal{Text: name + " is cast onto its target: drop it on a highlighted card or stack.", Rule: "Active Effects"}
}
