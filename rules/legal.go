package rules

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

// priorityActions appends what p may do holding priority: pass, the
// moves of priorityMoves, then Power generated from Fresh Aspects.
func (s *State) priorityActions(p int8, buf []Action) []Action {
	buf = append(buf, Pass(p))
	s.priorityMoves(p, func(a Action) bool {
		buf = append(buf, a)
		return true
	})
	for l := Lesser; l <= Exalted; l++ {
		if s.checkGenerate(p, l).ok() {
			buf = append(buf, Generate(p, l))
		}
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
// Power held, which only Decays (RULINGS.md, Retained Power). It asks the
// kinds of move cheapest first: a Sacrifice is usually found among the
// first cards looked at, while every Summon costs a cost computation.
func (s *State) canAct(p int8) bool {
	stop := func(Action) bool { return false }
	return !s.sacrificesOf(p, stop) || !s.countdownsOf(p, stop) || !s.deityPowersOf(p, stop) ||
		!s.abilitiesInPlay(p, stop) || !s.summonsFromHand(p, stop)
}

// priorityMoves yields, in a fixed order, what p may do holding priority
// besides passing and generating Power: Summons, activated abilities,
// Deity powers, Sacrifices, Countdowns. It stops, returning false, when
// yield returns false.
//
// The candidates are built so that the parts of each checker that only
// say where a card must be (in p's Hand, in play, in a compass slot its
// card has) hold by construction; the rest of the checker is asked as is.
// legal_ext_test.go checks the result against the whole checkers.
func (s *State) priorityMoves(p int8, yield func(Action) bool) bool {
	return s.summonsFromHand(p, yield) && s.abilitiesInPlay(p, yield) && s.deityPowersOf(p, yield) &&
		s.sacrificesOf(p, yield) && s.countdownsOf(p, yield)
}

// summonsFromHand yields the Summons of p's Hand cards; false when yield
// asked to stop (as the other ...Of helpers below).
func (s *State) summonsFromHand(p int8, yield func(Action) bool) bool {
	for _, c := range s.Players[p].Hand {
		if !s.summonsOf(p, c, yield) {
			return false
		}
	}
	return true
}

// abilitiesInPlay yields the activated abilities p's cards in play may use.
func (s *State) abilitiesInPlay(p int8, yield func(Action) bool) bool {
	pl := &s.Players[p]
	for _, c := range pl.Field {
		if !s.abilitiesOf(p, c, yield) {
			return false
		}
	}
	for d := range pl.Compass {
		for _, c := range pl.Compass[d] {
			if s.active(c) && !s.abilitiesOf(p, c, yield) {
				return false
			}
		}
	}
	return true
}

// deityPowersOf yields the Deity powers p may use.
func (s *State) deityPowersOf(p int8, yield func(Action) bool) bool {
	dd := &s.Set.Deities[s.Players[p].Deity]
	for i := range dd.Abilities {
		if dd.Abilities[i].Trigger == OnDeity && s.checkDeity(p, int8(i)).ok() && !yield(UseDeity(p, int8(i))) {
			return false
		}
	}
	return true
}

// countdownsOf yields the Countdowns p may make.
func (s *State) countdownsOf(p int8, yield func(Action) bool) bool {
	for q := int8(0); q < int8(len(s.Players)); q++ {
		if q != p && s.checkCountdown(p, q).ok() && !yield(Countdown(p, q)) {
			return false
		}
	}
	return true
}

// summonsOf yields the Summons of Hand card c (a Fortification's for each
// compass slot it has); false when yield asked to stop.
func (s *State) summonsOf(p int8, c CardID, yield func(Action) bool) bool {
	d := s.Def(c)
	if !s.summonTiming(p, d.Type) || !s.summonPayable(p, c, d).ok() {
		return true
	}
	if d.Type != Fortification {
		return yield(Summon(p, c))
	}
	for dir := North; dir <= West; dir++ {
		if d.Directions.Has(dir) && !yield(SummonTo(p, c, dir)) {
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
	// A card in play or in a Discard Stack of a player still in the game
	// needs only its cost covered; one being Summoned is checked whole.
	sac := func(c CardID) bool {
		return !s.sacrificeAffords(c, have).ok() || yield(Sacrifice(p, c))
	}
	for i := range s.Chain {
		if it := &s.Chain[i]; it.Kind == ItemSummon && s.checkSacrifice(p, it.Source, have).ok() && !yield(Sacrifice(p, it.Source)) {
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
	buf = append(buf, Pass(p))
	if s.checkSend().ok() {
		buf = append(buf, Send(p))
	}
	if !s.offerRoom().ok() {
		return buf
	}
	for _, c := range s.Players[p].Hand {
		buf = append(buf, Give(p, c)) // giving a card already in the offer takes it back (an undo)
	}
	have := s.handLevels(s.Offer.To)
	for l := Lesser; l <= Exalted; l++ {
		if s.checkAsk(l, have).ok() {
			buf = append(buf, Ask(p, l))
		}
		if s.checkUnask(l).ok() {
			buf = append(buf, Unask(p, l))
		}
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
	switch ch.Purpose {
	case ForOrder:
		for i := range s.Triggers {
			if a := Order(p, int8(i)); s.checkChoose(a).ok() {
				buf = append(buf, a)
			}
		}
	case ForSetAside:
		buf = s.appendChoosable(buf, p, ch, s.Players[p].Hand)
	case ForSeizeBack, ForSeizeLoss:
		buf = s.appendChoosable(buf, p, ch, s.SetAside)
	case ForDestroyX, ForCombatDiscard:
		if s.validPlayer(ch.Who) {
			buf = s.appendChoosable(buf, p, ch, s.Players[ch.Who].Discard)
		}
	case ForManifest:
		for q := range s.Players {
			buf = s.appendChoosable(buf, p, ch, s.Players[q].Resource)
		}
	case ForExcess:
		buf = s.appendChoosable(buf, p, ch, s.Players[p].Field)
	case ForRestore:
		buf = s.appendChoosable(buf, p, ch, s.Restoring)
	case ForSacrifice:
		if s.checkChoose(Pass(p)).ok() {
			buf = append(buf, Pass(p))
		}
		buf = s.appendChoosable(buf, p, ch, s.Players[p].Resource)
	}
	return buf
}

// appendChoosable appends choosing each card of ids that choice ch
// accepts. checkChoose asks choosable and, before it, only that the card
// exists, which every card of a zone does.
func (s *State) appendChoosable(buf []Action, p int8, ch *Choice, ids []CardID) []Action {
	for _, c := range ids {
		if s.choosable(p, c, ch) {
			buf = append(buf, Choose(p, c))
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
