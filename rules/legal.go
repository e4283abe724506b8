package rules

import "iter"

// Legal lists the candidates of each decision that the checkers in
// check.go accept. The candidates are every action of the kinds that answer
// the decision over the cards and players they could name; which of them
// are legal is decided by the checkers alone.

// maxCancels is how many activations a player may cancel during
// targeting in one turn before a target must be chosen, so that a game
// always moves on.
const maxCancels = 8

// Legal appends every action the deciding player may take to buf, each in
// Normal form.
func (s *State) Legal(buf []Action) []Action {
	if s.Over() {
		return buf
	}
	pd := &s.Pending
	p := pd.Player
	keep := func(a Action) {
		if s.check(a).ok() {
			buf = append(buf, a)
		}
	}
	switch pd.Kind {
	case DecMulligan:
		buf = append(buf, Pass(p), Mulligan(p))
	case DecPriority:
		buf = s.priorityActions(p, buf)
	case DecUpkeep:
		for _, c := range s.Players[p].Field {
			keep(Choose(p, c))
		}
	case DecTrade:
		buf = s.tradeActions(p, buf)
	case DecOffer:
		buf = s.offerActions(p, buf)
	case DecAnswer:
		for _, a := range [...]Action{Pass(p), Accept(p), CounterOffer(p)} {
			keep(a)
		}
	case DecTradeGive:
		for _, c := range s.Players[p].Hand {
			keep(Choose(p, c))
		}
	case DecSeize:
		buf = s.seizeActions(p, buf)
	case DecResource:
		for l := Lesser; l <= Exalted; l++ {
			keep(Place(p, l))
		}
	case DecAttack:
		buf = s.attackActions(p, buf)
	case DecBlock:
		buf = append(buf, Pass(p))
		buf = s.blockOptions(p, buf)
	case DecTarget:
		buf = s.targetActions(p, buf)
	case DecYesNo:
		buf = append(buf, Pass(p), Yes(p))
	case DecChoose:
		buf = s.chooseActions(p, buf)
	}
	return buf
}

// priorityActions appends what p may do holding priority.
func (s *State) priorityActions(p int8, buf []Action) []Action {
	for a := range s.priorityLegal(p) {
		buf = append(buf, a)
	}
	return buf
}

// CanAct reports whether player p would have anything to do but pass if
// they held priority now: a Scheme or permanent to Summon, an ability or
// Deity power to use, a Sacrifice or a Countdown to make (generating Power
// alone does not count). It stops at the
// first such action, so asking is cheap when the answer is yes.
func (s *State) CanAct(p int8) bool { return s.validPlayer(p) && !s.Players[p].Lost && s.canAct(p) }

// canAct reports whether p has anything to do in a window but pass.
// Generating Power does not count: by itself it changes nothing but the
// Power held, which only Decays (RULINGS.md, Retained Power).
func (s *State) canAct(p int8) bool {
	for a := range s.priorityLegal(p) {
		if a.Kind != ActPass && a.Kind != ActGenerate {
			return true
		}
	}
	return false
}

// priorityLegal yields, in a fixed order, what p may do holding priority:
// pass, Summons, activated abilities, Deity powers, Sacrifices, Countdowns,
// Power generated from Fresh Aspects.
func (s *State) priorityLegal(p int8) iter.Seq[Action] {
	return func(yield func(Action) bool) {
		if !yield(Pass(p)) {
			return
		}
		pl := &s.Players[p]
		for _, c := range pl.Hand {
			if !s.summonsOf(p, c, yield) {
				return
			}
		}
		for _, c := range pl.Field {
			if !s.abilitiesOf(p, c, yield) {
				return
			}
		}
		for d := range pl.Compass {
			for _, c := range pl.Compass[d] {
				if s.active(c) && !s.abilitiesOf(p, c, yield) {
					return
				}
			}
		}
		dd := &s.Set.Deities[pl.Deity]
		for i := range dd.Abilities {
			if dd.Abilities[i].Trigger == OnDeity && s.checkDeity(p, int8(i)).ok() && !yield(UseDeity(p, int8(i))) {
				return
			}
		}
		if !s.sacrificesOf(p, yield) {
			return
		}
		for q := int8(0); q < int8(len(s.Players)); q++ {
			if q != p && s.checkCountdown(p, q).ok() && !yield(Countdown(p, q)) {
				return
			}
		}
		for l := Lesser; l <= Exalted; l++ {
			if s.checkGenerate(p, l).ok() && !yield(Generate(p, l)) {
				return
			}
		}
	}
}

// summonsOf yields the Summons of Hand card c (a Fortification's for each
// compass slot); false when yield asked to stop.
func (s *State) summonsOf(p int8, c CardID, yield func(Action) bool) bool {
	d := s.Def(c)
	if d.Type != Fortification {
		return !s.checkSummon(p, c, North).ok() || yield(Summon(p, c))
	}
	for dir := North; dir <= West; dir++ {
		if d.Directions.Has(dir) && s.checkSummon(p, c, dir).ok() && !yield(SummonTo(p, c, dir)) {
			return false
		}
	}
	return true
}

// abilitiesOf yields the activated abilities card c may use now.
func (s *State) abilitiesOf(p int8, c CardID, yield func(Action) bool) bool {
	d := s.Def(c)
	for i := range d.Abilities {
		if d.Abilities[i].Trigger == OnExhaust && s.checkActivate(p, c, int8(i)).ok() && !yield(Activate(p, c, int8(i))) {
			return false
		}
	}
	return true
}

// sacrificesOf yields the Sacrifices p may make: against cards being
// Summoned, then every player's cards in play and Discard Stack.
func (s *State) sacrificesOf(p int8, yield func(Action) bool) bool {
	have := s.sacrificeMeans(p)
	if have.Total() == 0 {
		return true
	}
	sac := func(c CardID) bool {
		return !s.checkSacrifice(p, c, have).ok() || yield(Sacrifice(p, c))
	}
	for i := range s.Chain {
		if it := &s.Chain[i]; it.Kind == ItemSummon && !sac(it.Source) {
			return false
		}
	}
	for q := range s.Players {
		pq := &s.Players[q]
		if pq.Lost {
			continue
		}
		for _, c := range pq.Field {
			if !sac(c) {
				return false
			}
		}
		for d := range pq.Compass {
			for _, c := range pq.Compass[d] {
				if !sac(c) {
					return false
				}
			}
		}
		for _, c := range pq.Discard {
			if !sac(c) {
				return false
			}
		}
	}
	return true
}

// tradeActions appends the Trade Phase choices of player a.
func (s *State) tradeActions(a int8, buf []Action) []Action {
	buf = append(buf, Pass(a))
	for x := int8(0); x < int8(len(s.Players)); x++ {
		if !s.checkTradePartner(a, x).ok() {
			continue
		}
		for _, act := range [...]Action{TradeWith(a, x), ForceTops(a, x)} {
			if s.checkTrade(act).ok() {
				buf = append(buf, act)
			}
		}
		if s.seizedMe(x, a) {
			for _, c := range s.Players[a].Hand {
				if act := ForceGive(a, x, c); s.checkTrade(act).ok() {
					buf = append(buf, act)
				}
			}
		}
	}
	return buf
}

// tradeOptions reports whether the active player has any trade to make.
func (s *State) tradeOptions() bool {
	var buf [64]Action
	return len(s.tradeActions(s.Active, buf[:0])) > 1
}

// offerActions appends the choices of player p building an offer.
func (s *State) offerActions(p int8, buf []Action) []Action {
	keep := func(a Action) {
		if s.checkOffer(a).ok() {
			buf = append(buf, a)
		}
	}
	keep(Pass(p))
	keep(Send(p))
	for _, c := range s.Players[p].Hand {
		keep(Give(p, c)) // giving a card already in the offer takes it back (an undo)
	}
	for l := Lesser; l <= Exalted; l++ {
		keep(Ask(p, l))
		keep(Unask(p, l))
	}
	return buf
}

// seizeActions appends the Seize Phase choices of player a.
func (s *State) seizeActions(a int8, buf []Action) []Action {
	buf = append(buf, Pass(a))
	for x := int8(0); x < int8(len(s.Players)); x++ {
		if !s.checkTradePartner(a, x).ok() {
			continue
		}
		for l := Lesser; l <= Exalted; l++ {
			if s.checkSeize(a, x, l).ok() {
				buf = append(buf, Seize(a, x, l))
			}
		}
	}
	return buf
}

func (s *State) seizeOptions() bool {
	var buf [16]Action
	return len(s.seizeActions(s.Active, buf[:0])) > 1
}

// attackActions appends the attacks p may declare, or done.
func (s *State) attackActions(p int8, buf []Action) []Action {
	buf = append(buf, Pass(p))
	for _, c := range s.Players[p].Field {
		if !s.attackRefusal(c).ok() {
			continue
		}
		for x := int8(0); x < int8(len(s.Players)); x++ {
			for _, st := range [...]Stack{AtLife, AtDiscard} {
				if s.checkAttackAt(p, x, st).ok() {
					buf = append(buf, Attack(p, c, x, st))
				}
			}
		}
	}
	return buf
}

// blockOptions appends the blocks player p may declare now.
func (s *State) blockOptions(p int8, buf []Action) []Action {
	help, replace, turn := s.blockingFor(p)
	if !turn {
		return buf
	}
	for _, a := range s.Combat.Attackers {
		for _, b := range s.Players[p].Field {
			if s.blockRefusal(b, a, p, help, replace).ok() {
				buf = append(buf, Block(p, b, a))
			}
		}
	}
	return buf
}

// targetActions appends the targets p may choose for the pending clause,
// after a cancel when choosing may still be called off.
func (s *State) targetActions(p int8, buf []Action) []Action {
	t := &s.Pending.Target
	if pass := Pass(p); s.checkTarget(pass).ok() {
		buf = append(buf, pass)
	}
	cl := s.clausesOf(&t.Item)
	if int(t.Clause) >= len(cl) {
		return buf
	}
	var tb [64]int16
	for _, v := range s.targetsFor(&t.Item, int(t.Clause), tb[:0]) {
		switch cl[t.Clause].Target.Kind {
		case TPlayer, TDiscardStack:
			buf = append(buf, TargetPlayer(p, int8(v)))
		case TChainItem:
			buf = append(buf, TargetItem(p, v))
		default:
			buf = append(buf, TargetCard(p, CardID(v)))
		}
	}
	return buf
}

// chooseActions appends the cards p may choose for the pending purpose.
func (s *State) chooseActions(p int8, buf []Action) []Action {
	ch := &s.Pending.Choice
	keep := func(a Action) {
		if s.checkChoose(a).ok() {
			buf = append(buf, a)
		}
	}
	each := func(ids []CardID) {
		for _, c := range ids {
			keep(Choose(p, c))
		}
	}
	switch ch.Purpose {
	case ForSetAside:
		each(s.Players[p].Hand)
	case ForSeizeBack, ForSeizeLoss:
		each(s.SetAside)
	case ForDestroyX, ForCombatDiscard:
		if s.validPlayer(ch.Who) {
			each(s.Players[ch.Who].Discard)
		}
	case ForManifest:
		for q := range s.Players {
			each(s.Players[q].Resource)
		}
	case ForExcess:
		each(s.Players[p].Field)
	case ForRestore:
		each(s.Restoring)
	case ForSacrifice:
		keep(Pass(p))
		each(s.Players[p].Resource)
	case ForOrder:
		for i := range s.Triggers {
			keep(Order(p, int8(i)))
		}
	}
	return buf
}

// Apply performs action a for the deciding player. An illegal action
// returns an *Error saying why, and leaves the state untouched.
func (s *State) Apply(a Action) error {
	a = a.Normal()
	if r := s.check(a); !r.ok() {
		return s.refusalError(a, r)
	}
	s.perform(a)
	s.advance()
	return nil
}
