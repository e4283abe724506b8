package rules

// perform carries out a legal action (in Normal form).
func (s *State) perform(a Action) {
	pd := s.Pending
	s.Pending = Pending{}
	switch pd.Kind {
	case DecMulligan:
		s.performMulligan(a)
	case DecPriority:
		s.performPriority(a)
	case DecUpkeep:
		s.upkeepOne(a.Card)
	case DecTrade:
		s.performTrade(a)
	case DecOffer:
		s.performOffer(a, pd)
	case DecAnswer:
		s.performAnswer(a)
	case DecTradeGive:
		s.move(a.Card, a.Player, ZSetAside, 0)
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
			s.Players[a.Player].Placed = 0
			return
		}
		n := s.SeizeCost(a.Player, a.Who, a.Level)
		s.Pending = choose(a.Player, Choice{Purpose: ForSetAside, Count: int8(n), Who: a.Who, Level: a.Level, Card: NoCard})
	case DecResource:
		s.placeAspect(a.Player, a.Level)
	case DecAttack:
		s.performAttack(a, pd)
	case DecBlock:
		if a.Kind == ActPass {
			s.Combat.Defender++
			return
		}
		s.declareBlock(a.Card, a.Target)
	case DecTarget:
		s.performTarget(a, pd.Target)
	case DecYesNo:
		s.performYesNo(a, pd.Question)
	case DecChoose:
		s.performChoose(a, pd.Choice)
	}
}

// performMulligan keeps the hand or takes the mulligan.
func (s *State) performMulligan(a Action) {
	p := a.Player
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
}

// performTrade starts a trade, forces one, or ends the Trade Phase.
func (s *State) performTrade(a Action) {
	p := a.Player
	switch a.Kind {
	case ActPass:
		s.Step = StepSeize
		s.Phase = PhaseSeize
	case ActTradeWith:
		s.Offer = Offer{From: p, To: a.Who, Round: 1}
		s.Pending = Pending{Kind: DecOffer, Player: p}
	case ActForcedTops:
		s.forcedTrade(p, a.Who, NoCard)
	case ActForcedGive:
		s.forcedTrade(p, a.Who, a.Card)
	}
}

// performOffer changes, sends or withdraws the offer being built.
func (s *State) performOffer(a Action, pd Pending) {
	o := &s.Offer
	switch a.Kind {
	case ActPass:
		s.tradeFailed()
		return
	case ActSend:
		s.log(Event{Kind: EvTradeOffer, Player: a.Player, Who: o.To})
		s.Pending = Pending{Kind: DecAnswer, Player: o.To}
		return
	case ActGive:
		if i := indexOf(o.Give, a.Card); i >= 0 {
			o.Give = append(o.Give[:i], o.Give[i+1:]...)
		} else {
			o.Give = append(o.Give, a.Card)
		}
	case ActUnask:
		o.Ask[a.Level-1]--
	case ActAsk:
		o.Ask[a.Level-1]++
	}
	o.Steps++
	s.Pending = pd
}

// indexOf returns the position of c in ids, or -1.
func indexOf(ids []CardID, c CardID) int {
	for i, x := range ids {
		if x == c {
			return i
		}
	}
	return -1
}

// performAnswer accepts, counters or declines the offer.
func (s *State) performAnswer(a Action) {
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
			s.Pending = Pending{Kind: DecTradeGive, Player: a.Player}
		}
	}
}

// placeAspect moves p's topmost Aspect of level l from the Aspect Stack to
// the Resource Area.
func (s *State) placeAspect(p int8, l Level) {
	pl := &s.Players[p]
	for i := len(pl.Aspects) - 1; i >= 0; i-- {
		c := pl.Aspects[i]
		if s.Def(c).Level == l {
			s.move(c, p, ZResource, 0)
			s.Cards[c].Flags &^= FExhausted | FManifested
			break
		}
	}
	pl.Placed++
	s.log(Event{Kind: EvResource, Player: p, N: int16(l)})
}

// performAttack declares an attacker, or ends the declarations.
func (s *State) performAttack(a Action, pd Pending) {
	if a.Kind == ActPass {
		s.Step = StepAttackAfter
		s.openWindow()
		return
	}
	s.declareAttack(a.Card, a.Who, a.Stack == AtDiscard)
	s.Pending = pd
	var buf [64]Action
	if len(s.Legal(buf[:0])) <= 1 {
		s.Pending = Pending{}
		s.Step = StepAttackAfter
		s.openWindow()
	}
}

// performTarget records a target for the clause asking, or calls off the
// activation (nothing was paid yet).
func (s *State) performTarget(a Action, t Targeting) {
	if a.Kind == ActPass {
		s.Players[a.Player].Cancels++
		return
	}
	v := int16(a.Target)
	switch a.Kind {
	case ActTargetPlayer:
		v = int16(a.Who)
	case ActTargetItem:
		v = a.Serial
	}
	t.Item.Targets[t.Clause] = v
	s.nextTarget(t, int(t.Clause)+1)
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
			s.beginChoosing(Item{Kind: ItemSummon, Source: a.Card, Controller: p, Deity: -1, Ability: s.schemeAbility(a.Card), Trigger: NoCard}, FromSummon)
			return
		}
		cost, red := s.summonCost(p, a.Card)
		s.pay(p, cost, red)
		s.remove(a.Card)
		s.Cards[a.Card].Zone = ZChain
		s.reveal(a.Card)
		s.log(Event{Kind: EvSummon, Player: p, Card: a.Card})
		s.Chain = append(s.Chain, Item{Kind: ItemSummon, Source: a.Card, Controller: p, Deity: -1, Ability: -1, Trigger: NoCard, Dir: a.Dir, Serial: s.nextSerial()})
		s.acted(p)
	case ActActivate:
		s.beginChoosing(Item{Kind: ItemAbility, Source: a.Card, Controller: p, Deity: -1, Ability: a.Ability, Trigger: NoCard}, FromActivate)
	case ActDeity:
		s.beginChoosing(Item{Kind: ItemAbility, Source: NoCard, Controller: p, Deity: p, Ability: a.Ability, Trigger: NoCard}, FromDeity)
	case ActSacrifice:
		// The player picks which Aspects to Destroy when that is a choice:
		// they go to their owners' Destroyed Stacks.
		ch := Choice{Purpose: ForSacrifice, Card: a.Card}
		if pick, ok := s.sacrificeForced(p, &ch); ok {
			s.sacrifice(p, a.Card, pick)
			s.acted(p)
			return
		}
		ch.Count = int8(s.Def(a.Card).SacrificeCost().Total())
		s.Pending = choose(p, ch)
	case ActCountdown:
		s.countdown(p, a.Who)
	case ActGenerate:
		s.generate(p, a.Level)
	}
}

// generate exhausts a Fresh Aspect of level l of p's for one Power of that
// level, which p holds until it is spent or Decays (Retained Power). It is
// no card effect: nothing goes on the chain, nobody may respond, and p
// keeps priority.
func (s *State) generate(p int8, l Level) {
	a := s.freshAspect(p, l)
	s.Cards[a].Flags |= FExhausted
	s.Players[p].Pool[l-1]++
	s.log(Event{Kind: EvGenerate, Player: p, Card: a, N: int16(l)})
	s.Pending = Pending{Kind: DecPriority, Player: p}
}

// countdown counts q's Life Stack for p; over 10 cards, p pays the
// Disruption Tax. p keeps priority.
func (s *State) countdown(p, q int8) {
	n := len(s.Players[q].Life)
	s.Players[q].CountSeen |= 1 << p
	s.log(Event{Kind: EvCountdown, Player: q, Who: p, N: int16(n)})
	if n > 10 {
		// Disruption Tax.
		s.destroyTop(p, 1, CauseTax)
	}
	if s.Over() || s.Players[p].Lost {
		return // the tax took p's last card
	}
	s.Pending = Pending{Kind: DecPriority, Player: p}
	if !s.canAct(p) {
		s.Pending = Pending{}
		s.passPriority()
	}
}

// sacrifice destroys Aspects of exactly the target's cost from p's
// Resource Area (Exhausted ones first), then the target, with certainty.
func (s *State) sacrifice(p int8, target CardID, pick []CardID) {
	s.log(Event{Kind: EvSacrifice, Player: p, Card: target})
	for _, a := range pick {
		s.destroy(a, CauseSacrifice)
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
	s.destroy(target, CauseSacrifice)
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

// sacrificeForced returns the whole payment for the Sacrifice of choice ch
// when nothing is left to choose (exactly as many eligible Aspects as still
// needed at every level).
func (s *State) sacrificeForced(p int8, ch *Choice) ([]CardID, bool) {
	picked := ch.picked()
	need := s.sacrificeNeed(ch.Card, picked)
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

// performYesNo answers an optional effect.
func (s *State) performYesNo(a Action, q Question) {
	yes := a.Kind == ActYes
	switch q.Purpose {
	case ForOptional:
		if !yes {
			s.clauseDone(false)
			return
		}
		s.execClause(int(q.Clause), true)
	case ForIntrigue:
		if !yes {
			s.clauseDone(false)
			return
		}
		s.intrigueIntoPlay(q.Card, a.Player)
	case ForAcceptHelp:
		s.Combat.HelpAsked |= 1 << a.Player
		if yes {
			s.Combat.HelpOK |= 1 << a.Player
		}
	case ForPrescience:
		if yes {
			src := &s.Cards[q.Item.Source]
			src.Freeze = addCapped(src.Freeze, 1, MaxMarkers)
			s.beginChoosing(q.Item, FromTrigger)
		}
	}
}

// intrigueIntoPlay puts Manifested Intrigue c into play under p's control
// (Manifesting, steps A to D): it moves to p's Combat Field, the Resource
// Area it left recharges, its effects are performed — its arrival and its
// paid-upkeep abilities, in written order — and its upkeep counts as paid.
func (s *State) intrigueIntoPlay(c CardID, p int8) {
	holder := s.Cards[c].Controller
	l := s.Def(c).Level
	s.Cards[c].Flags &^= FHeresyLive
	s.move(c, p, ZField, 0)
	s.Cards[c].Flags = FUpkeepPaid | FSummonedTurn
	s.log(Event{Kind: EvEnter, Player: p, Card: c})
	serial := int16(-1)
	if n := len(s.Chain); n > 0 {
		serial = s.Chain[n-1].Serial // the Intrigue's Heresy
	}
	s.recharge(holder, l) // may empty a Life Stack
	s.fire(c, OnSummon, NoCard, OnUpkeep)
	if s.resolving(serial) {
		s.clauseDone(true)
	}
}

// performChoose handles a card chosen (or a trigger ordered) for the
// pending purpose.
func (s *State) performChoose(a Action, ch Choice) {
	p := a.Player
	c := a.Card
	again := func() bool {
		ch.Count--
		if ch.Count > 0 {
			s.Pending = choose(p, ch)
			return true
		}
		return false
	}
	switch ch.Purpose {
	case ForSetAside:
		s.move(c, p, ZSetAside, 0)
		if !again() {
			s.seizeSearch(ch, false)
		}
	case ForSeizeBack:
		s.Cards[c].Zone = ZSetAside
		s.move(c, p, ZHand, 0)
		if !again() {
			s.seizeSearch(ch, true)
		}
	case ForSeizeLoss:
		s.seizeLoss(c)
	case ForDestroyX:
		s.destroy(c, ch.Cause)
		if len(s.Players[ch.Who].Discard) > 0 && again() {
			return
		}
		if len(s.Chain) > 0 {
			s.clauseDone(true)
		}
	case ForCombatDiscard:
		s.destroy(c, CauseCombat)
		if len(s.Players[ch.Who].Discard) > 0 && again() {
			return
		}
		s.defile(ch.Card, ch.Who)
	case ForManifest:
		s.manifest(c, p)
	case ForExcess:
		s.discardFromPlay(c)
	case ForRestore:
		s.restoreStep(p, c, ch)
	case ForOrder:
		s.takeTrigger(int(a.Index))
	case ForSacrifice:
		s.sacrificeStep(a, ch)
	}
}

// restoreStep puts restored card c at the bottom of its owner's Life
// Stack; the last one left follows by itself.
func (s *State) restoreStep(p int8, c CardID, ch Choice) {
	s.restoreBottom(c)
	if len(s.Restoring) == 1 {
		s.restoreBottom(s.Restoring[0])
	}
	if len(s.Restoring) > 0 {
		s.Pending = choose(p, ch)
		return
	}
	s.clauseDone(true)
}

// sacrificeStep picks one more Aspect to pay for a Sacrifice (Pass calls
// the Sacrifice off); once the rest of the payment is forced it is made.
func (s *State) sacrificeStep(a Action, ch Choice) {
	p := a.Player
	if a.Kind == ActPass {
		s.Players[p].Cancels++
		return
	}
	ch.Picked[ch.NPicked] = a.Card
	ch.NPicked++
	pick, ok := s.sacrificeForced(p, &ch)
	if !ok {
		ch.Count--
		s.Pending = choose(p, ch)
		return
	}
	s.sacrifice(p, ch.Card, pick)
	s.acted(p)
}
