package lesson

import (
	"context"

	"twilight/rules"
)

// Opponent is the lesson's gentle rival: it accepts the player's trade,
// never blocks, never trades or seizes, casts its one Scheme at the
// player's Corrupt Tribune (so that the player learns to answer on the
// chain) and attacks once with its Frankish Axe-Thrower (so that the
// player learns to block). It reads only its own View.
type Opponent struct{}

// Decide implements the session's Bot.
func (Opponent) Decide(_ context.Context, v *rules.State, _ uint64) (rules.Action, error) {
	return Choose(v), nil
}

// Quick implements the session's QuickBot: every choice is scripted, so
// none needs thought.
func (Opponent) Quick(v *rules.State) (rules.Action, bool) { return Choose(v), true }

// Choose is the scripted opponent's choice at the decision pending in its
// View v: a legal action of the player deciding.
func Choose(v *rules.State) rules.Action {
	p := v.Pending.Player
	legal := v.Legal(nil)
	pick := func(ok func(a rules.Action) bool) (rules.Action, bool) {
		for _, a := range legal {
			if ok(a) {
				return a, true
			}
		}
		return rules.Action{}, false
	}
	titled := func(c rules.CardID, title string) bool { return titled(v, c, title) }
	var a rules.Action
	var ok bool
	switch v.Pending.Kind {
	case rules.DecAnswer:
		a, ok = pick(func(a rules.Action) bool { return a.Kind == rules.ActAccept })
	case rules.DecTradeGive:
		// Give what was asked, but keep the Scheme for the lesson's chain.
		a, ok = pick(func(a rules.Action) bool { return a.Kind == rules.ActChoose && !titled(a.Card, furyTitle) })
	case rules.DecPriority:
		a, ok = pick(func(a rules.Action) bool {
			return a.Kind == rules.ActSummon && titled(a.Card, furyTitle) && v.Active == p && v.Phase == rules.PhaseSummoning &&
				tribuneIn(v)
		})
	case rules.DecTarget:
		a, ok = pick(func(a rules.Action) bool { return a.Kind == rules.ActTarget && titled(a.Target, tribuneTitle) })
	case rules.DecAttack:
		a, ok = pick(func(a rules.Action) bool { return a.Kind == rules.ActAttack && a.Stack == rules.AtLife })
	case rules.DecResource, rules.DecUpkeep, rules.DecChoose:
		a, ok = pick(func(a rules.Action) bool { return a.Kind != rules.ActPass })
	}
	if ok {
		return a
	}
	if a, ok := pick(func(a rules.Action) bool { return a.Kind == rules.ActPass }); ok {
		return a
	}
	return legal[0]
}

// The cards the script knows by title.
const (
	furyTitle     = "Wolf-Mother's Fury"
	tribuneTitle  = "Corrupt Tribune"
	courtierTitle = "Whispering Courtier"
	laurelsTitle  = "Gift of Laurels"
	intrigueTitle = "Network of Informants"
)

// tribuneIn reports whether the player's Corrupt Tribune is on their
// Combat Field (the rival's Scheme is aimed at it).
func tribuneIn(v *rules.State) bool {
	for _, c := range v.Players[You].Field {
		if titled(v, c, tribuneTitle) {
			return true
		}
	}
	return false
}
