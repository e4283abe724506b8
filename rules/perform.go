package rules

// canAct reports whether p has anything to do in a window but pass.
func (s *State) canAct(p int8) bool {
	var buf [128]Action
	return len(s.priorityActions(p, buf[:0])) > 1
}

// perform carries out a legal action.
func (s *State) perform(a Action) {
	p := a.Player
	pd := s.Pending
	s.Pending = Pending{}
	switch pd.Kind {
	case DecMulligan:
		pl := &s.Players[p]
		pl.Decided = true
		if a.Kind == ActMulligan {
			pl.Mulligan = true
			for _, c := range append([]CardID(nil), pl.Hand...) {
				s.move(c, p, ZLife, 0)
				s.Cards[c].Seen = 0
			}
			s.shuffle(pl.Life)
			s.cut(p)
			s.draw(p, 7)
			s.log(Event{Kind: EvMulligan, Player: p, N: 1})
		} else {
			s.log(Event{Kind: EvMulligan, Player: p})
		}
		if q := s.next(p); q != s.First {
			s.Pending = Pending{Kind: DecMulligan, Player: q}
		}
	case DecPriority:
		s.performPriority(a)
	case DecUpkeep:
		s.upkeepOne(a.Card)
	case DecTrade:
		switch a.Kind {
		case ActPass:
			s.Step = StepSeize
			s.Phase = PhaseSeize
		case ActTradeWith:
			s.Offer = Offer{From: p, To: a.Who, Round: 1}
			s.Pending = Pending{Kind: DecOffer, Player: p}
		case ActForced:
			s.forcedTrade(p, a.Who, a.Card)
		}
	case DecOffer:
		switch a.Kind {
		case ActPass:
			s.tradeFailed()
		case ActGive:
			s.Offer.Steps++
			removed := false
			for i, g := range s.Offer.Give {
				if g == a.Card {
					s.Offer.Give = append(s.Offer.Give[:i], s.Offer.Give[i+1:]...)
					removed = true
					break
				}
			}
			if !removed {
				s.Offer.Give = append(s.Offer.Give, a.Card)
			}
			s.Pending = pd
		case ActUnask:
			s.Offer.Steps++
			s.Offer.Ask[a.N-1]--
			s.Pending = pd
		case ActAsk:
			s.Offer.Steps++
			s.Offer.Ask[a.N-1]++
			s.Pending = pd
		case ActSend:
			s.log(Event{Kind: EvTradeOffer, Player: p, Who: s.Offer.To})
			s.Pending = Pending{Kind: DecAnswer, Player: s.Offer.To}
		}
	case DecAnswer:
		switch a.Kind {
		case ActPass:
			s.tradeFailed()
		case ActCounterOffer:
			o := s.Offer
			s.Offer = Offer{From: o.To, To: o.From, Round: o.Round + 1}
			s.Pending = Pending{Kind: DecOffer, Player: o.To}
		case ActAccept:
			if s.Offer.Ask.Total() == 0 {
				s.completeTrade()
			} else {
				s.Pending = Pending{Kind: DecTradeGive, Player: p}
			}
		}
	case DecTradeGive:
		s.move(a.Card, p, ZSetAside, 0)
		s.Offer.Ask[s.Def(a.Card).Level-1]--
		if s.Offer.Ask.Total() > 0 {
			s.Pending = pd
		} else {
			s.completeTrade()
		}
	case DecSeize:
		if a.Kind == ActPass {
			s.Step = StepResource
			s.Phase = PhaseResource
			s.Placed = 0
			return
		}
		n := s.seizeCost(p, a.Who, Level(a.N))
		s.Pending = Pending{Kind: DecChoose, Player: p, Purpose: ForSetAside, Count: int8(n), Who: a.Who, Level: Level(a.N)}
	case DecResource:
		pl := &s.Players[p]
		for i := len(pl.Aspects) - 1; i >= 0; i-- {
			c := pl.Aspects[i]
			if s.Def(c).Level == Level(a.N) {
				s.move(c, p, ZResource, 0)
				s.Cards[c].Flags &^= FExhausted | FManifested
				break
			}
		}
		s.Placed++
		s.log(Event{Kind: EvResource, Player: p, N: int16(a.N)})
	case DecAttack:
		if a.Kind == ActPass {
			s.Step = StepAttackAfter
			s.openWindow()
			return
		}
		s.declareAttack(a.Card, a.Who, a.N == AtDiscard)
		s.Pending = pd
		var buf [64]Action
		if len(s.Legal(buf[:0])) <= 1 {
			s.Pending = Pending{}
			s.Step = StepAttackAfter
			s.openWindow()
		}
	case DecBlock:
		if a.Kind == ActPass {
			s.Combat.Defender++
			return
		}
		s.declareBlock(a.Card, a.Target)
	case DecTarget:
		if a.Kind == ActPass {
			s.Choosing = Item{}
			s.Players[p].Cancels++
			return // cancelled before anything was paid
		}
		switch {
		case a.Target != NoCard:
			s.Choosing.Targets[pd.Clause] = int16(a.Target)
		case s.clausesOf(&s.Choosing)[pd.Clause].Target.Kind == TChainItem:
			s.Choosing.Targets[pd.Clause] = int16(a.N)
		default:
			s.Choosing.Targets[pd.Clause] = int16(a.Who)
		}
		s.nextTarget(int(pd.Clause) + 1)
	case DecYesNo:
		s.performYesNo(a, pd)
	case DecChoose:
		s.performChoose(a, pd)
	}
}

// performPriority handles an action taken while holding priority.
func (s *State) performPriority(a Action) {
	p := a.Player
	switch a.Kind {
	case ActPass:
		s.passPriority()
	case ActSummon:
		d := s.Def(a.Card)
		if d.Type == Scheme {
			s.beginChoosing(Item{Kind: ItemSummon, Source: a.Card, Controller: p, Deity: -1, Ability: s.schemeAbility(a.Card), Trigger: NoCard}, fromSummon)
			return
		}
		cost, red := s.summonCost(p, a.Card)
		s.pay(p, cost, red)
		s.remove(a.Card)
		s.Cards[a.Card].Zone = ZChain
		s.reveal(a.Card)
		s.log(Event{Kind: EvSummon, Player: p, Card: a.Card})
		s.Chain = append(s.Chain, Item{Kind: ItemSummon, Source: a.Card, Controller: p, Deity: -1, Ability: -1, Trigger: NoCard, Dir: Dir(a.N), Serial: s.nextSerial()})
		s.acted(p)
	case ActActivate:
		s.beginChoosing(Item{Kind: ItemAbility, Source: a.Card, Controller: p, Deity: -1, Ability: a.N, Trigger: NoCard}, fromActivate)
	case ActDeity:
		s.beginChoosing(Item{Kind: ItemAbility, Source: NoCard, Controller: p, Deity: p, Ability: a.N, Trigger: NoCard}, fromDeity)
	case ActSacrifice:
		// The player picks which Aspects to Destroy when that is a choice:
		// they go to their owners' Destroyed Stacks.
		if pick, ok := s.sacrificeForced(p, a.Card, nil); ok {
			s.sacrifice(p, a.Card, pick)
			s.acted(p)
			return
		}
		need := s.Def(a.Card).SacrificeCost()
		s.SacTarget = a.Card
		s.SacPick = s.SacPick[:0]
		s.Pending = Pending{Kind: DecChoose, Player: p, Purpose: ForSacrifice, Count: int8(need.Total()), Card: a.Card}
	case ActCountdown:
		q := a.Who
		n := len(s.Players[q].Life)
		s.Players[q].CountSeen |= 1 << p
		s.log(Event{Kind: EvCountdown, Player: q, Who: p, N: int16(n)})
		if n > 10 {
			// Disruption Tax.
			s.destroyTop(p, 1, causeEffect)
		}
		s.Pending = Pending{Kind: DecPriority, Player: p}
		if s.Over() || !s.canAct(p) {
			s.Pending = Pending{}
			if !s.Over() {
				s.passPriority()
			}
		}
	}
}

// sacrifice destroys Aspects of exactly the target's cost from p's
// Resource Area (Exhausted ones first), then the target, with certainty.
func (s *State) sacrifice(p int8, target CardID, pick []CardID) {
	s.log(Event{Kind: EvSacrifice, Player: p, Card: target})
	for _, a := range pick {
		s.destroy(a, causeSacrifice)
	}
	// The target's waiting effects are countered.
	kept := s.Chain[:0]
	for _, it := range s.Chain {
		if it.Source == target && it.Deity < 0 && it.Kind != ItemHeresy {
			continue
		}
		kept = append(kept, it)
	}
	s.Chain = kept
	if s.Cards[target].Zone == ZChain {
		s.Cards[target].Zone = ZNone
		s.put(target, s.Cards[target].Owner, ZDestroyed, 0)
		s.Players[s.Cards[target].Owner].LostCard = true
		s.log(Event{Kind: EvDestroy, Player: s.Cards[target].Owner, Card: target, From: ZChain, To: ZDestroyed})
		return
	}
	s.destroy(target, causeSacrifice)
}

// sacrificeNeed is what is still to be picked to Sacrifice against target.
func (s *State) sacrificeNeed(target CardID, picked []CardID) Cost {
	need := s.Def(target).SacrificeCost()
	for _, a := range picked {
		need[s.Def(a).Level-1]--
	}
	return need
}

// sacrificeCanPick reports whether Aspect a of p may still pay.
func (s *State) sacrificeCanPick(p int8, a CardID, need Cost, picked []CardID) bool {
	cd := &s.Cards[a]
	if cd.Zone != ZResource || cd.Controller != p || cd.Flags&FHeresyLive != 0 || need[s.Def(a).Level-1] == 0 {
		return false
	}
	for _, x := range picked {
		if x == a {
			return false
		}
	}
	return true
}

// sacrificeForced returns the rest of the payment when there is nothing
// left to choose (exactly as many eligible Aspects as still needed at
// every level), else nil.
func (s *State) sacrificeForced(p int8, target CardID, picked []CardID) ([]CardID, bool) {
	need := s.sacrificeNeed(target, picked)
	var have [3]int
	var rest []CardID
	for _, a := range s.Players[p].Resource {
		if s.sacrificeCanPick(p, a, need, picked) {
			have[s.Def(a).Level-1]++
			rest = append(rest, a)
		}
	}
	for l := 0; l < 3; l++ {
		if have[l] != int(need[l]) {
			return nil, false
		}
	}
	return append(append([]CardID(nil), picked...), rest...), true
}

// autoSacrificePick chooses Aspects for a Sacrifice without asking:
// Exhausted ones first, then Fresh face-down, then Fresh manifested.
func (s *State) autoSacrificePick(p int8, target CardID) []CardID {
	need := s.Def(target).SacrificeCost()
	pl := &s.Players[p]
	var pick []CardID
	for pass := 0; pass < 3; pass++ {
		for _, a := range pl.Resource {
			cd := &s.Cards[a]
			l := s.Def(a).Level
			if need[l-1] == 0 || cd.Flags&FHeresyLive != 0 {
				continue
			}
			// Exhausted first, then Fresh face-down, then Fresh manifested.
			ok := pass == 0 && cd.Exhausted() || pass == 1 && !cd.Exhausted() && cd.Flags&FManifested == 0 ||
				pass == 2 && !cd.Exhausted() && cd.Flags&FManifested != 0
			if ok {
				pick = append(pick, a)
				need[l-1]--
			}
		}
	}
	return pick
}

// performYesNo answers an optional effect.
func (s *State) performYesNo(a Action, pd Pending) {
	yes := a.Kind == ActYes
	switch pd.Purpose {
	case ForOptional:
		if !yes {
			s.clauseDone(false)
			return
		}
		s.OptionalAnswered = true
		s.execClause(int(pd.Clause))
	case ForIntrigue:
		if !yes {
			s.clauseDone(false)
			return
		}
		c := pd.Card
		holder := s.Cards[c].Controller
		l := s.Def(c).Level
		s.Cards[c].Flags &^= FHeresyLive
		s.move(c, a.Player, ZField, 0)
		s.Cards[c].Flags = FUpkeepPaid | FSummonedTurn
		s.log(Event{Kind: EvEnter, Player: a.Player, Card: c})
		s.Recharging = true
		s.recharge(holder, l)
		s.Recharging = false
		// The Intrigue's Heresy item is still on top; mark it no longer an Aspect.
		s.clauseDone(true)
	case ForAcceptHelp:
		s.Combat.HelpAsked |= 1 << a.Player
		if yes {
			s.Combat.HelpOK |= 1 << a.Player
		}
	case ForPrescience:
		if yes {
			it := s.Choosing
			s.Cards[it.Source].Freeze++
			s.beginChoosing(it, fromTrigger)
			return
		}
		s.Choosing = Item{}
	}
}

// performChoose handles a card chosen for the pending purpose.
func (s *State) performChoose(a Action, pd Pending) {
	p := a.Player
	c := a.Card
	switch pd.Purpose {
	case ForSetAside:
		s.move(c, p, ZSetAside, 0)
		pd.Count--
		if pd.Count > 0 {
			s.Pending = pd
			return
		}
		s.Pending = pd
		s.seizeSearch(false)
	case ForSeizeBack:
		s.Cards[c].Zone = ZSetAside
		s.move(c, p, ZHand, 0)
		pd.Count--
		if pd.Count > 0 {
			s.Pending = pd
			return
		}
		s.Pending = pd
		s.seizeSearch(true)
	case ForSeizeLoss:
		s.seizeLoss(c)
	case ForDestroyX:
		s.destroy(c, s.DestroyCause)
		pd.Count--
		if pd.Count > 0 && len(s.Players[pd.Who].Discard) > 0 {
			s.Pending = pd
			return
		}
		if len(s.Chain) > 0 {
			s.clauseDone(true)
		}
	case ForCombatDiscard:
		s.destroy(c, causeDamage)
		pd.Count--
		if pd.Count > 0 && len(s.Players[pd.Who].Discard) > 0 {
			s.Pending = pd
			return
		}
		s.defile(pd.Card, pd.Who)
	case ForManifest:
		s.manifest(c, p)
	case ForExcess:
		s.discardFromPlay(c)
	case ForRestore:
		s.restoreBottom(c)
		if len(s.Restoring) == 1 {
			s.restoreBottom(s.Restoring[0])
		}
		if len(s.Restoring) > 0 {
			s.Pending = pd
			return
		}
		s.clauseDone(true)
	case ForOrder:
		s.takeTrigger(int(a.N))
	case ForSacrifice:
		if a.Kind == ActPass {
			s.SacPick = s.SacPick[:0]
			s.SacTarget = NoCard
			s.Players[p].Cancels++
			return
		}
		s.SacPick = append(s.SacPick, c)
		pick, ok := s.sacrificeForced(p, s.SacTarget, s.SacPick)
		if !ok {
			pd.Count--
			s.Pending = pd
			return
		}
		target := s.SacTarget
		s.SacPick = s.SacPick[:0]
		s.SacTarget = NoCard
		s.sacrifice(p, target, pick)
		s.acted(p)
	}
}
