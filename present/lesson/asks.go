package lesson

import "twilight/rules"

// The predicates and asked-for actions of the steps.

// has reports whether events holds one of kind k by player p.
func has(events []rules.Event, k rules.EventKind, p int8) bool {
	for _, e := range events {
		if e.Kind == k && e.Player == p {
			return true
		}
	}
	return false
}

// logged is done when the player logged an event of kind k.
func logged(k rules.EventKind, p int8) func(*rules.State, []rules.Event) bool {
	return func(_ *rules.State, since []rules.Event) bool { return has(since, k, p) }
}

// summoned is done when the player summoned the card titled title.
func summoned(title string) func(*rules.State, []rules.Event) bool {
	return func(s *rules.State, since []rules.Event) bool {
		for _, e := range since {
			if e.Kind == rules.EvSummon && e.Player == You && titled(s, e.Card, title) {
				return true
			}
		}
		return false
	}
}

// titled reports whether card c is known to be the card titled title.
func titled(s *rules.State, c rules.CardID, title string) bool {
	return c >= 0 && int(c) < len(s.Cards) && !s.Hidden(c) && s.Def(c).Title == title
}

// deciding is the player's legal actions when the player decides now.
func deciding(s *rules.State) []rules.Action {
	if s.Over() || s.Pending.Player != You {
		return nil
	}
	return s.Legal(nil)
}

// first is the first of the player's legal actions ok accepts.
func first(s *rules.State, ok func(rules.Action) bool) (rules.Action, bool) {
	for _, a := range deciding(s) {
		if ok(a) {
			return a, true
		}
	}
	return rules.Action{}, false
}

// legalKind asks for the player's first legal action of kind k.
func legalKind(k rules.ActKind) func(*rules.State) (rules.Action, bool) {
	return func(s *rules.State) (rules.Action, bool) {
		return first(s, func(a rules.Action) bool { return a.Kind == k })
	}
}

// summonOf asks for the summon of the card titled title.
func summonOf(title string) func(*rules.State) (rules.Action, bool) {
	return func(s *rules.State) (rules.Action, bool) {
		return first(s, func(a rules.Action) bool { return a.Kind == rules.ActSummon && titled(s, a.Card, title) })
	}
}

// offer asks, one engine step at a time, for the trade the lesson
// teaches: give Argus of the Hundred Eyes, ask for one Lesser card, send.
func offer(s *rules.State) (rules.Action, bool) {
	switch {
	case s.Pending.Kind == rules.DecTrade:
		return legalKind(rules.ActTradeWith)(s)
	case s.Pending.Kind != rules.DecOffer:
		return rules.Action{}, false
	case len(s.Offer.Give) == 0:
		return first(s, func(a rules.Action) bool {
			return a.Kind == rules.ActGive && titled(s, a.Card, "Argus of the Hundred Eyes")
		})
	case s.Offer.Ask[rules.Lesser-1] == 0:
		return first(s, func(a rules.Action) bool { return a.Kind == rules.ActAsk && a.Level == rules.Lesser })
	}
	return legalKind(rules.ActSend)(s)
}

// attackOrDone asks for the Tribune's attack on Mars's Life Stack, then
// for the end of the attacks.
func attackOrDone(s *rules.State) (rules.Action, bool) {
	if s.Pending.Kind != rules.DecAttack {
		return rules.Action{}, false
	}
	if a, ok := first(s, func(a rules.Action) bool {
		return a.Kind == rules.ActAttack && titled(s, a.Card, tribuneTitle) && a.Who == Rival && a.Stack == rules.AtLife
	}); ok {
		return a, true
	}
	return legalKind(rules.ActPass)(s)
}

// respond asks for Gift of Laurels while the rival's Scheme waits on the
// chain, then for its target, the Tribune.
func respond(s *rules.State) (rules.Action, bool) {
	if s.Pending.Kind == rules.DecTarget {
		return first(s, func(a rules.Action) bool { return a.Kind == rules.ActTarget && titled(s, a.Target, tribuneTitle) })
	}
	if len(s.Chain) == 0 {
		return rules.Action{}, false
	}
	return summonOf(laurelsTitle)(s)
}

// block asks for the Courtier to block the attacking Axe-Thrower.
func block(s *rules.State) (rules.Action, bool) {
	return first(s, func(a rules.Action) bool { return a.Kind == rules.ActBlock && titled(s, a.Card, courtierTitle) })
}

// seize asks for no trade, then a Lesser Aspect seized from Mars, then
// the cards set aside (anything but the Intrigue the next step summons).
func seize(s *rules.State) (rules.Action, bool) {
	switch s.Pending.Kind {
	case rules.DecTrade:
		return legalKind(rules.ActPass)(s)
	case rules.DecSeize:
		if len(s.Players[You].Aspects) > 0 {
			return legalKind(rules.ActPass)(s) // one seized Aspect is enough
		}
		return first(s, func(a rules.Action) bool { return a.Kind == rules.ActSeize && a.Level == rules.Lesser })
	case rules.DecChoose:
		return first(s, func(a rules.Action) bool { return a.Kind == rules.ActChoose && !titled(s, a.Card, intrigueTitle) })
	}
	return rules.Action{}, false
}
