package ai

import "twilight/rules"

// acceptable reports whether the rules of thumb th, in the receiver's
// place, would accept offer o rather than decline it.
func acceptable(s *rules.State, o *rules.Offer, th *thumbs) bool {
	return th.acceptScore(s, o) > 1
}

// acceptScore is what accepting offer o scores against declining's 1:
// each card given counts acceptGain (+0.3 a level above Lesser), each card
// asked acceptCost (+0.3 a level).
func (t *thumbs) acceptScore(s *rules.State, o *rules.Offer) float64 {
	gain := 0.0
	for _, c := range o.Give {
		gain += t.acceptGain + 0.3*float64(s.Def(c).Level-1)
	}
	cost := 0.0
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		cost += float64(o.Ask.Of(l)) * (t.acceptCost + 0.3*float64(l-1))
	}
	return 1 + gain - cost
}

// honestTrades narrows a Trade Phase decision to the offers the computer
// means to make: at most one offer a turn, and only one it judges the
// receiver could accept (planOffer). While an offer is being built, the
// only action left is the next step towards the planned offer (or
// withdrawing it when there is none).
func honestTrades(v *rules.State, me int8, legal []rules.Action) []rules.Action {
	switch v.Pending.Kind {
	case rules.DecTrade:
		once := offeredThisTurn(v, me)
		out := legal[:0:0]
		for _, a := range legal {
			if a.Kind == rules.ActTradeWith {
				if _, _, ok := planOffer(v, me, a.Who); once || !ok {
					continue
				}
			}
			out = append(out, a)
		}
		return out
	case rules.DecOffer:
		next := nextOfferStep(v, me)
		for _, a := range legal {
			if a == next {
				return []rules.Action{a}
			}
		}
		for _, a := range legal {
			if a.Kind == rules.ActPass {
				return []rules.Action{a}
			}
		}
	}
	return legal
}

// offeredThisTurn reports whether player me, the active player, has
// traded or tried a trade (an offer declined, withdrawn or run out of
// rounds) since the turn began. It reads the state, not the log: the
// simulator keeps no log, and there the computer had offered again after
// every decline.
func offeredThisTurn(v *rules.State, me int8) bool {
	return v.Active == me && v.Traded|v.FreeTried != 0
}

// nextOfferStep is the next change that turns the offer being built into
// the planned one, the Send when it is complete, or a withdrawal (pass)
// when there is no offer worth making.
func nextOfferStep(v *rules.State, me int8) rules.Action {
	o := &v.Offer
	give, ask, ok := planOffer(v, me, o.To)
	if !ok {
		return rules.Pass(me)
	}
	for _, c := range o.Give {
		if c != give {
			return rules.Give(me, c) // giving a card again takes it back
		}
	}
	if len(o.Give) == 0 {
		return rules.Give(me, give)
	}
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		want := uint8(0)
		if l == ask {
			want = 1
		}
		switch {
		case o.Ask.Of(l) > want:
			return rules.Unask(me, l)
		case o.Ask.Of(l) < want:
			return rules.Ask(me, l)
		}
	}
	return rules.Send(me)
}

// planOffer is the offer player me would make to player to: one card of
// the highest level me's Hand still needs Aspects of and to's Hand holds,
// for the least valuable card of me's Hand of that level or higher — so
// that the receiver gains at least as much as it gives and the rules of
// thumb in its place would accept. ok is false when there is no such
// offer (nothing needed, nothing to give, or a Hand of fewer than two).
func planOffer(v *rules.State, me, to int8) (give rules.CardID, ask rules.Level, ok bool) {
	hand := v.Players[me].Hand
	if len(hand) < 2 {
		return rules.NoCard, 0, false
	}
	var holds [4]bool
	for _, c := range v.Players[to].Hand {
		holds[v.Def(c).Level] = true
	}
	need := neededAspects(v, me)
	for l := rules.Exalted; l >= rules.Lesser; l-- {
		if need[l] <= 0 || !holds[l] {
			continue
		}
		give = rules.NoCard
		for _, c := range hand {
			if v.Def(c).Level >= l && (give == rules.NoCard || cardValue(v, c) < cardValue(v, give)) {
				give = c
			}
		}
		if give == rules.NoCard {
			continue
		}
		o := rules.Offer{From: me, To: to, Give: []rules.CardID{give}}
		o.Ask[l-1] = 1
		if acceptable(v, &o, plainThumbs()) {
			return give, l, true
		}
	}
	return rules.NoCard, 0, false
}

// neededAspects is, for each level, how many more Aspects of it player p
// needs to pay the costliest card of its Hand at that level than it owns
// (Aspect Stack and Resource Area).
func neededAspects(v *rules.State, p int8) (need [4]int) {
	pl := &v.Players[p]
	for _, c := range pl.Hand {
		cost := v.Def(c).Cost
		for l := rules.Lesser; l <= rules.Exalted; l++ {
			need[l] = max(need[l], int(cost.Of(l)))
		}
	}
	for _, zone := range [][]rules.CardID{pl.Aspects, pl.Resource} {
		for _, c := range zone {
			if l := v.Def(c).Level; l >= rules.Lesser && l <= rules.Exalted {
				need[l]--
			}
		}
	}
	return need
}
