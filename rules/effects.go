package rules

import "slices"

// AbilityOf returns the ability item it performs, or nil.
func (s *State) AbilityOf(it *Item) *Ability {
	if it.Ability < 0 {
		return nil
	}
	if it.Deity >= 0 {
		if !s.validPlayer(it.Deity) {
			return nil
		}
		d := &s.Set.Deities[s.Players[it.Deity].Deity]
		if int(it.Ability) >= len(d.Abilities) {
			return nil
		}
		return &d.Abilities[it.Ability]
	}
	if !s.validCard(it.Source) {
		return nil
	}
	d := s.Def(it.Source)
	if int(it.Ability) >= len(d.Abilities) {
		return nil
	}
	return &d.Abilities[it.Ability]
}

// PendingClause returns the clause whose target the pending DecTarget
// decision chooses, or nil when no target is being chosen.
func (s *State) PendingClause() *Clause {
	if s.Pending.Kind != DecTarget {
		return nil
	}
	cl := s.clausesOf(&s.Pending.Target.Item)
	if k := int(s.Pending.Target.Clause); k >= 0 && k < len(cl) {
		return &cl[k]
	}
	return nil
}

// fire queues card c's abilities with trigger t (or any of the triggers
// also), in written order.
func (s *State) fire(c CardID, t Trigger, by CardID, also ...Trigger) {
	d := s.Def(c)
	ctrl := s.Cards[c].Controller
	if t == OnRequiem {
		ctrl = s.Cards[c].Owner
	}
	if s.Players[ctrl].Lost {
		return
	}
	for i := range d.Abilities {
		if at := d.Abilities[i].Trigger; at == t || slices.Contains(also, at) {
			s.Triggers = append(s.Triggers, Item{Kind: ItemAbility, Source: c, Controller: ctrl, Deity: -1, Ability: int8(i), Trigger: by})
		}
	}
}

// queueTriggers puts the next waiting trigger on the chain, active player's
// first (so theirs resolve last); a player with several chooses the order.
func (s *State) queueTriggers() {
	for off := int8(0); off < int8(len(s.Players)); off++ {
		p := (s.Active + off) % int8(len(s.Players))
		n, first := 0, -1
		for i := range s.Triggers {
			if s.Triggers[i].Controller == p {
				if first < 0 {
					first = i
				}
				n++
			}
		}
		if n == 0 {
			continue
		}
		if n > 1 {
			s.Pending = choose(p, Choice{Purpose: ForOrder, Card: NoCard})
			return
		}
		s.takeTrigger(first)
		return
	}
	s.Triggers = s.Triggers[:0]
}

// takeTrigger moves trigger i to targeting and then onto the chain; an
// optional trigger (Prescience) first asks its controller.
func (s *State) takeTrigger(i int) {
	it := s.Triggers[i]
	s.Triggers = append(s.Triggers[:i], s.Triggers[i+1:]...)
	if it.Optional {
		s.Pending = ask(it.Controller, Question{Purpose: ForPrescience, Card: it.Source, Item: it})
		return
	}
	s.beginChoosing(it, FromTrigger)
}

// beginChoosing starts choosing targets for item it.
func (s *State) beginChoosing(it Item, origin Origin) {
	it.Serial = s.nextSerial()
	for k := range it.Targets {
		it.Targets[k] = -1
	}
	s.Pending = Pending{}
	s.nextTarget(Targeting{Item: it, Origin: origin}, 0)
}

func (s *State) nextSerial() int16 {
	s.Serial++
	return s.Serial
}

// needsChoice reports whether a clause's target is chosen by a player.
func needsChoice(k TargetKind) bool {
	switch k {
	case TCreature, TCard, TDiscardCard, TPlayer, TDiscardStack, TChainItem:
		return true
	}
	return false
}

// clausesOf returns the clauses an item performs.
func (s *State) clausesOf(it *Item) []Clause {
	ab := s.AbilityOf(it)
	if ab == nil {
		return nil
	}
	return ab.Clauses
}

// nextTarget asks for the target of the first clause at or after k that
// needs one, or finishes choosing.
func (s *State) nextTarget(t Targeting, k int) {
	cl := s.clausesOf(&t.Item)
	for ; k < len(cl) && k < MaxTargets; k++ {
		if !needsChoice(cl[k].Target.Kind) {
			continue
		}
		if len(s.targetsFor(&t.Item, k, nil)) == 0 {
			continue // no legal target: the clause will do nothing
		}
		t.Clause = int8(k)
		s.Pending = Pending{Kind: DecTarget, Player: t.Item.Controller, Target: t}
		return
	}
	s.finishChoosing(t)
}

// finishChoosing pays for and pushes the item whose targets were chosen.
func (s *State) finishChoosing(t Targeting) {
	it := t.Item
	s.Pending = Pending{}
	switch t.Origin {
	case FromActivate:
		ab := s.AbilityOf(&it)
		if !ab.NoExhaust {
			s.Cards[it.Source].Flags |= FExhausted
		}
		s.pay(it.Controller, ab.Cost, false)
		s.log(Event{Kind: EvActivate, Player: it.Controller, Card: it.Source, N: int16(it.Ability)})
	case FromDeity:
		ab := s.AbilityOf(&it)
		s.pay(it.Controller, ab.Cost, false)
		pl := &s.Players[it.Controller]
		if ab.Once {
			pl.DeitySpent = true
		} else if ab.PerTurn {
			pl.DeityUsed = true
		}
		s.log(Event{Kind: EvDeity, Player: it.Controller, N: int16(it.Ability)})
	case FromSummon:
		c := it.Source
		cost, reduced := s.summonCost(it.Controller, c)
		s.pay(it.Controller, cost, reduced)
		s.remove(c)
		s.Cards[c].Zone = ZChain
		s.Cards[c].Controller = it.Controller
		s.reveal(c)
		s.log(Event{Kind: EvSummon, Player: it.Controller, Card: c})
	case FromHeresy:
		s.Cards[it.Source].Flags |= FHeresyLive
	}
	// Using an Active Effect forfeits the first option to Sacrifice against
	// the cards being summoned (Sacrificing, First Option).
	if t.Origin.Paid() {
		for i := range s.Chain {
			if s.Chain[i].Kind == ItemSummon {
				s.Chain[i].NoSac |= 1 << it.Controller
			}
		}
	}
	s.Chain = append(s.Chain, it)
	if t.Origin == FromHeresy {
		s.prescience(it.Source)
	}
	s.acted(it.Controller)
}

// prescience offers each Fresh-of-Freeze Prescience Creature's controller
// the chance to use it now that an Aspect was Manifested.
func (s *State) prescience(aspect CardID) {
	for off := int8(0); off < int8(len(s.Players)); off++ {
		p := (s.Active + off) % int8(len(s.Players))
		if s.Players[p].Lost {
			continue
		}
		for _, c := range s.Players[p].Field {
			if s.Cards[c].Freeze > 0 || s.Def(c).Type != Creature {
				continue
			}
			for _, i := range s.Def(c).AbilitiesOf(OnPrescience) {
				s.Triggers = append(s.Triggers, Item{Kind: ItemAbility, Source: c, Controller: p, Deity: -1, Ability: int8(i), Trigger: aspect, Optional: true})
			}
		}
	}
}

// targetsFor lists the legal targets of clause k of item it (appending to
// buf): cards as CardIDs, players as seat numbers, chain items as serials.
func (s *State) targetsFor(it *Item, k int, buf []int16) []int16 {
	t := &s.clausesOf(it)[k].Target
	add := func(v int16) {
		if s.targetAllowed(it, k, v) {
			buf = append(buf, v)
		}
	}
	each := func(ids []CardID) {
		for _, c := range ids {
			add(int16(c))
		}
	}
	switch t.Kind {
	case TCreature, TCard:
		for p := range s.Players {
			each(s.Players[p].Field)
			if t.Kind == TCard {
				for d := range s.Players[p].Compass {
					each(s.Players[p].Compass[d])
				}
			}
		}
	case TDiscardCard:
		for p := range s.Players {
			each(s.Players[p].Discard)
		}
	case TPlayer, TDiscardStack:
		for p := range s.Players {
			add(int16(p))
		}
	case TChainItem:
		for i := range s.Chain {
			add(s.Chain[i].Serial)
		}
	}
	return buf
}

// targetsAvailable reports whether every unconditional targeted clause of
// the item has at least one legal target.
func (s *State) targetsAvailable(it Item) bool {
	cl := s.clausesOf(&it)
	it.Serial = -1
	var tb [64]int16
	for k := range cl {
		if k >= MaxTargets {
			break
		}
		if needsChoice(cl[k].Target.Kind) && cl[k].Cond == Always && !cl[k].Optional {
			if len(s.targetsFor(&it, k, tb[:0])) == 0 {
				return false
			}
		}
	}
	return true
}

// targetAllowed reports whether v (a card, a player or a chain serial, by
// the clause's target kind) is a legal target for clause k of item it.
func (s *State) targetAllowed(it *Item, k int, v int16) bool {
	t := &s.clausesOf(it)[k].Target
	sideOK := func(p int8) bool {
		switch t.Side {
		case YourSide:
			return p == it.Controller
		case Opponent:
			return s.Opponents(it.Controller, p)
		}
		return true
	}
	switch t.Kind {
	case TCreature, TCard, TDiscardCard:
		c := CardID(v)
		if !s.validCard(c) {
			return false
		}
		var zoneOK bool
		switch z := s.Cards[c].Zone; t.Kind {
		case TDiscardCard:
			zoneOK = z == ZDiscard
		case TCard:
			zoneOK = z == ZField || z == ZCompass
		default:
			zoneOK = z == ZField
		}
		holder := s.holder(c)
		return zoneOK && !s.Players[holder].Lost && sideOK(holder) && s.matches(it, c, t)
	case TPlayer, TDiscardStack:
		p := int8(v)
		return s.validPlayer(p) && !s.Players[p].Lost && sideOK(p)
	case TChainItem:
		for i := range s.Chain {
			ci := &s.Chain[i]
			if ci.Serial != v {
				continue
			}
			if ci.Serial == it.Serial || !sideOK(ci.Controller) {
				return false
			}
			// A type filter ("Counter target Scheme") names what is being
			// Summoned: an ability on the chain is of no card type.
			if ci.Kind != ItemSummon {
				return t.Types == 0
			}
			if !s.matches(it, ci.Source, t) {
				return false
			}
			d := s.Def(ci.Source)
			// A Stealth Scheme cannot be affected by Active Effects; a
			// Stealth Creature is only unblockable (Glossary, Stealth).
			return d.Type != Scheme || !d.Has(KwStealth)
		}
	}
	return false
}

// matches applies a target filter to card c.
func (s *State) matches(it *Item, c CardID, t *Target) bool {
	d := s.Def(c)
	cd := &s.Cards[c]
	if t.Kind == TCreature && d.Type != Creature {
		return false
	}
	if t.Types != 0 && !t.Types.Has(d.Type) {
		return false
	}
	if t.Levels != 0 && !t.Levels.Has(d.LimitLevel()) {
		return false
	}
	if t.Factions != 0 && FactionSet(t.Factions)&d.Factions == 0 {
		return false
	}
	if f := t.Flags & (TAttacking | TBlocking); f != 0 {
		ok := f&TAttacking != 0 && cd.Flags&FAttacking != 0 || f&TBlocking != 0 && cd.Flags&FBlocking != 0
		if !ok {
			return false
		}
	}
	if f := t.Flags & (TFresh | TExhausted); f != 0 {
		ok := f&TFresh != 0 && !cd.Exhausted() || f&TExhausted != 0 && cd.Exhausted()
		if !ok {
			return false
		}
	}
	if t.Flags&TOther != 0 && c == it.Source {
		return false
	}
	if t.Flags&TDamaged != 0 && cd.Damage == 0 {
		return false
	}
	if t.Flags&TRecalled != 0 && cd.Recall == 0 {
		return false
	}
	return true
}

// resolveTop resolves the next clause of the top chain item.
func (s *State) resolveTop() {
	it := &s.Chain[len(s.Chain)-1]
	if it.Kind == ItemSummon && s.Def(it.Source).Type != Scheme {
		s.Chain = s.Chain[:len(s.Chain)-1]
		s.enterPlay(it.Source, it.Controller, it.Dir)
		return
	}
	// An activated ability of a card that left play does nothing
	// (Timing Example 3).
	if it.Kind == ItemAbility && it.Deity < 0 && s.fizzles(it) {
		s.finishItem()
		return
	}
	cl := s.clausesOf(it)
	if int(it.PC) >= len(cl) {
		s.finishItem()
		return
	}
	s.execClause(int(it.PC), false)
}

// fizzles reports whether an ability's source has left the place it acts from.
func (s *State) fizzles(it *Item) bool {
	ab := s.AbilityOf(it)
	if ab == nil {
		return true
	}
	if ab.Trigger == OnExhaust || ab.Trigger == OnPrescience {
		z := s.Cards[it.Source].Zone
		return z != ZField && z != ZCompass
	}
	return false
}

// clauseDone records the result of the clause being resolved and moves on.
func (s *State) clauseDone(did bool) {
	if len(s.Chain) == 0 || s.Over() {
		// The item left the chain while resolving (its controller lost).
		s.Pending = Pending{}
		return
	}
	it := &s.Chain[len(s.Chain)-1]
	it.Did = did
	it.PC++
	s.Pending = Pending{}
	if int(it.PC) >= len(s.clausesOf(it)) {
		s.finishItem()
		return
	}
	// Players may respond between the listed effects of one card.
	if s.Window {
		s.Passes = 0
		s.Priority = s.Active
	}
}

// finishItem removes the top item; a resolved Scheme goes to its
// controller's Discard Stack.
func (s *State) finishItem() {
	it := s.Chain[len(s.Chain)-1]
	s.Chain = s.Chain[:len(s.Chain)-1]
	switch it.Kind {
	case ItemSummon:
		s.put(it.Source, it.Controller, ZDiscard, 0)
		s.log(Event{Kind: EvResolve, Player: it.Controller, Card: it.Source})
	case ItemHeresy:
		s.Cards[it.Source].Flags &^= FHeresyLive
	}
}

// enterPlay puts a summoned permanent onto the Combat Field or Compass.
func (s *State) enterPlay(c CardID, p int8, dir Dir) {
	d := s.Def(c)
	cd := &s.Cards[c]
	cd.Flags = FSummonedTurn
	cd.Damage, cd.Bless, cd.Freeze, cd.Recall = 0, 0, 0, 0
	cd.BlockOf, cd.BlockedBy = NoCard, NoCard
	if d.Type == Fortification {
		s.put(c, p, ZCompass, dir)
	} else {
		if d.Type == Intrigue {
			cd.Flags |= FUpkeepPaid
		}
		s.put(c, p, ZField, 0)
	}
	s.log(Event{Kind: EvEnter, Player: p, Card: c})
	s.fire(c, OnSummon, NoCard)
}

// summonItem is the chain item a Scheme being summoned resolves.
func (s *State) schemeAbility(c CardID) int8 {
	for i, ab := range s.Def(c).Abilities {
		if ab.Trigger == OnSummon {
			return int8(i)
		}
	}
	return -1
}

// targetCard returns clause k's card target, following TPrev and TSelf.
func (s *State) clauseTarget(it *Item, k int) int16 {
	cl := s.clausesOf(it)
	for k >= 0 {
		switch cl[k].Target.Kind {
		case TPrev:
			k--
			continue
		case TSelf:
			return int16(it.Source)
		case TYou:
			return int16(it.Controller)
		case TTrigger:
			return int16(it.Trigger)
		case THolder:
			return int16(s.Cards[it.Source].Controller)
		}
		return it.Targets[k]
	}
	return -1
}

// targetKind returns the effective kind of clause k, following TPrev.
func targetKind(cl []Clause, k int) TargetKind {
	for k > 0 && cl[k].Target.Kind == TPrev {
		k--
	}
	return cl[k].Target.Kind
}

// cardStillTargetable reports whether a chosen card target is still where
// the clause can reach it.
func (s *State) inPlay(c CardID) bool {
	if c < 0 || int(c) >= len(s.Cards) {
		return false
	}
	z := s.Cards[c].Zone
	return z == ZField || z == ZCompass
}

// execClause performs clause k of the top item; answered says its
// controller already agreed to an optional clause.
func (s *State) execClause(k int, answered bool) {
	it := &s.Chain[len(s.Chain)-1]
	cl := s.clausesOf(it)
	c := &cl[k]
	r := clauseRun{it: it, c: c, ctrl: it.Controller, tk: targetKind(cl, k), tgt: s.clauseTarget(it, k), n: int(c.N)}
	if !s.condHolds(&r) {
		s.clauseDoneKeep()
		return
	}
	if c.Optional && !answered {
		s.Pending = ask(r.ctrl, Question{Purpose: ForOptional, Clause: int8(k), Card: NoCard})
		return
	}
	var players [MaxPlayers]int8
	r.players = s.clausePlayers(&r, players[:0])
	r.cards = s.clauseCards(&r)
	sp := c.Op.Spec()
	if sp == nil || sp.run == nil {
		s.clauseDone(false)
		return
	}
	serial := it.Serial
	did, wait := sp.run(s, &r)
	if wait || !s.resolving(serial) {
		return
	}
	s.clauseDone(did)
}

// resolving reports whether the chain item numbered serial is still the
// one on top: an effect that makes its own controller lose takes their
// item off the chain (dropLost), and the item beneath must not be moved on
// in its place.
func (s *State) resolving(serial int16) bool {
	n := len(s.Chain)
	return n > 0 && s.Chain[n-1].Serial == serial
}

// condHolds reports whether the condition of the clause being performed holds.
func (s *State) condHolds(r *clauseRun) bool {
	ctrl := r.ctrl
	switch r.c.Cond {
	case IfSavagery:
		return s.Players[ctrl].DamagedSelf
	case IfRenewal:
		return s.Players[ctrl].Restored
	case IfObliterate:
		p := ctrl
		switch r.tk {
		case TPlayer, TDiscardStack, TYou, THolder:
			p = int8(r.tgt)
		case TEachPlayer:
			p = -1
		}
		if s.validPlayer(p) {
			return s.Players[p].LostCard
		}
		for q := range s.Players {
			if s.Opponents(ctrl, int8(q)) && s.Players[q].LostCard {
				return true
			}
		}
		return false
	case IfConviction:
		return s.Conviction(ctrl)
	case IfPrescience:
		return s.Players[ctrl].Manifested
	case IfDid:
		return r.it.Did
	}
	return true
}

// sideHas reports whether player p is on the side a clause's target names,
// seen from its controller ctrl: "yours" is ctrl alone, "opponent" a player
// of another side (in a team game, not a teammate).
func (s *State) sideHas(side Side, ctrl, p int8) bool {
	switch side {
	case YourSide:
		return p == ctrl
	case Opponent:
		return s.Opponents(ctrl, p)
	}
	return true
}

// clausePlayers appends the players the clause acts on.
func (s *State) clausePlayers(r *clauseRun, buf []int8) []int8 {
	switch r.tk {
	case TPlayer, TDiscardStack, TYou, THolder:
		if p := int8(r.tgt); s.validPlayer(p) && !s.Players[p].Lost {
			buf = append(buf, p)
		}
	case TEachPlayer:
		for p := range s.Players {
			if !s.Players[p].Lost && s.sideHas(r.c.Target.Side, r.ctrl, int8(p)) {
				buf = append(buf, int8(p))
			}
		}
	case TNone:
		buf = append(buf, r.ctrl)
	}
	return buf
}

// clauseCards lists the cards the clause acts on.
func (s *State) clauseCards(r *clauseRun) []CardID {
	var cards []CardID
	switch r.tk {
	case TCreature, TCard, TSelf, TTrigger:
		if r.tgt >= 0 && s.inPlay(CardID(r.tgt)) {
			cards = append(cards, CardID(r.tgt))
		}
	case TDiscardCard:
		if c := CardID(r.tgt); s.validCard(c) && s.Cards[c].Zone == ZDiscard {
			cards = append(cards, c)
		}
	case TEachCreature:
		for p := range s.Players {
			if s.Players[p].Lost || !s.sideHas(r.c.Target.Side, r.ctrl, int8(p)) {
				continue
			}
			for _, x := range s.Players[p].Field {
				if s.matches(r.it, x, &r.c.Target) {
					cards = append(cards, x)
				}
			}
		}
	}
	return cards
}

// clauseDoneKeep moves past a clause whose condition failed, keeping Did.
func (s *State) clauseDoneKeep() {
	if len(s.Chain) == 0 {
		return
	}
	it := &s.Chain[len(s.Chain)-1]
	s.clauseDone(it.Did && s.clausesOf(it)[it.PC].Cond != IfDid)
}

// counter removes the chain item with the given serial. A countered Scheme
// or permanent goes to its controller's Discard Stack.
func (s *State) counter(serial int16) bool {
	for i := range s.Chain {
		ci := s.Chain[i]
		if ci.Serial != serial {
			continue
		}
		s.Chain = append(s.Chain[:i], s.Chain[i+1:]...)
		if ci.Kind == ItemSummon {
			s.put(ci.Source, ci.Controller, ZDiscard, 0)
		}
		if ci.Kind == ItemHeresy {
			s.Cards[ci.Source].Flags &^= FHeresyLive
		}
		s.log(Event{Kind: EvCounter, Player: ci.Controller, Card: ci.Source})
		return true
	}
	return false
}

// destroy sends card c to its owner's Destroyed Stack (a mini-card is
// simply gone).
func (s *State) destroy(c CardID, cause Cause) {
	cd := &s.Cards[c]
	from := cd.Zone
	s.leavePlay(c)
	s.remove(c)
	owner := cd.Owner
	if cause.countsForObliterate() {
		s.Players[owner].LostCard = true
	}
	if cd.Token {
		cd.Zone = ZGone
		s.log(Event{Kind: EvDestroy, Player: owner, Card: c, From: from, To: ZGone})
		return
	}
	s.put(c, owner, ZDestroyed, 0)
	s.reveal(c)
	s.log(Event{Kind: EvDestroy, Player: owner, Card: c, From: from, To: ZDestroyed})
	if cause != CauseSacrifice && cause != CauseSeize {
		s.fire(c, OnRequiem, NoCard)
	}
}

// leavePlay clears in-play facts of c and unlinks it from combat.
func (s *State) leavePlay(c CardID) {
	cd := &s.Cards[c]
	if cd.Zone != ZField && cd.Zone != ZCompass {
		return
	}
	if cd.BlockOf != NoCard {
		a := &s.Cards[cd.BlockOf]
		if a.BlockedBy == c {
			a.BlockedBy = NoCard
			if !cd.Token {
				a.Flags |= FBlockLost
			}
		}
	}
	if cd.BlockedBy != NoCard {
		s.Cards[cd.BlockedBy].BlockOf = NoCard
		s.Cards[cd.BlockedBy].Flags &^= FBlocking
	}
	for i, a := range s.Combat.Attackers {
		if a == c {
			s.Combat.Attackers = append(s.Combat.Attackers[:i], s.Combat.Attackers[i+1:]...)
			if s.stackDamageStep() && i < int(s.Combat.Defender) {
				s.Combat.Defender-- // stackDamage's place in the list moves with it
			}
			break
		}
	}
	cd.Damage, cd.Bless, cd.Freeze, cd.Recall, cd.ArmorUsed = 0, 0, 0, 0, 0
	cd.FightMod, cd.LifeMod, cd.ArmorMod, cd.Granted = 0, 0, 0, 0
	cd.Flags = 0
	cd.BlockOf, cd.BlockedBy = NoCard, NoCard
}

// stackDamageStep reports whether Combat.Defender is stackDamage's index
// into Combat.Attackers (Combat Phase steps E and F and their windows).
func (s *State) stackDamageStep() bool {
	switch s.Step {
	case StepDiscardDamage, StepDiscardAfter, StepLifeDamage, StepLifeAfter:
		return true
	}
	return false
}

// slay sends Creature c to its controller's Discard Stack (Deathbound
// fires); a mini-card is Destroyed instead, for cause.
func (s *State) slay(c CardID, cause Cause) {
	cd := &s.Cards[c]
	if cd.Zone != ZField {
		return
	}
	if cd.Token {
		s.log(Event{Kind: EvSlay, Player: cd.Controller, Card: c})
		s.destroy(c, cause)
		return
	}
	p := cd.Controller
	s.leavePlay(c)
	s.remove(c)
	s.put(c, p, ZDiscard, 0)
	s.log(Event{Kind: EvSlay, Player: p, Card: c})
	s.fire(c, OnDeathbound, NoCard)
}

// discardFromPlay sends c from the Combat Field to the Discard Stack
// without it being Slain (Creature Limit); Deathbound still fires.
func (s *State) discardFromPlay(c CardID) {
	cd := &s.Cards[c]
	if cd.Token {
		s.destroy(c, CauseRule)
		return
	}
	p := cd.Controller
	s.leavePlay(c)
	s.remove(c)
	s.put(c, p, ZDiscard, 0)
	s.log(Event{Kind: EvDiscard, Player: p, Card: c, From: ZField})
	s.fire(c, OnDeathbound, NoCard)
}

// returnToHand returns c to its owner's Hand (a mini-card is gone).
func (s *State) returnToHand(c CardID) {
	cd := &s.Cards[c]
	if cd.Token {
		s.destroy(c, CauseEffect)
		return
	}
	s.leavePlay(c)
	s.remove(c)
	s.put(c, cd.Owner, ZHand, 0)
	cd.Seen = s.allSeen()
	s.log(Event{Kind: EvReturn, Player: cd.Owner, Card: c})
}

// checkAlive slays Creature c if its Life has dropped to zero (cause: a
// card effect or combat).
func (s *State) checkAlive(c CardID, cause Cause) {
	if s.Cards[c].Zone == ZField && s.Def(c).Type == Creature && s.CurLife(c) <= 0 {
		s.slay(c, cause)
	}
}

// damageCreature deals n Damage to Creature c. Armor absorbs the first
// Damage each turn unless the source pierces.
func (s *State) damageCreature(c CardID, n int, combat, piercing bool) {
	cd := &s.Cards[c]
	if cd.Zone != ZField || n < 0 {
		return
	}
	if a := s.armorAbsorbs(c, n, piercing); a > 0 {
		cd.ArmorUsed = addCapped(cd.ArmorUsed, a, 255)
		n -= a
	}
	if n > 0 {
		cd.Damage = addCapped(cd.Damage, n, 255)
		s.log(Event{Kind: EvDamage, Player: cd.Controller, Card: c, N: int16(n)})
	}
	cause := CauseEffect
	if combat {
		cause = CauseCombat
	}
	s.checkAlive(c, cause)
}

// armorAbsorbs returns how much of n Damage to Creature c its Armor
// absorbs: the Armor not yet used this turn, none if the source pierces.
func (s *State) armorAbsorbs(c CardID, n int, piercing bool) int {
	if piercing {
		return 0
	}
	armor := s.ArmorOf(c) - int(s.Cards[c].ArmorUsed)
	return max(min(armor, n), 0)
}

// lifeDamage deals n Damage to p's Life Stack on behalf of player by.
func (s *State) lifeDamage(p int8, n int, by int8) {
	if n <= 0 || s.Players[p].Lost {
		return
	}
	if by == p {
		s.Players[p].DamagedSelf = true
	}
	armor := s.lifeArmor(p) - int(s.Players[p].LifeArmorUsed)
	if armor > 0 {
		a := min(armor, n)
		s.Players[p].LifeArmorUsed = addCapped(s.Players[p].LifeArmorUsed, a, 255)
		n -= a
	}
	s.log(Event{Kind: EvLifeDamage, Player: p, N: int16(n), Who: by})
	s.mill(p, n)
}

// mill discards the top n cards of p's Life Stack, face up.
func (s *State) mill(p int8, n int) {
	for i := 0; i < n; i++ {
		pl := &s.Players[p]
		if len(pl.Life) == 0 {
			break
		}
		c := pl.Life[len(pl.Life)-1]
		s.move(c, p, ZDiscard, 0)
		s.reveal(c)
		s.log(Event{Kind: EvDiscard, Player: p, Card: c, From: ZLife})
	}
	s.checkLoss()
}

// destroyTop destroys the top n cards of p's Life Stack; it returns how
// many were destroyed.
func (s *State) destroyTop(p int8, n int, cause Cause) int {
	done := s.destroyTopOnly(p, n, cause)
	s.checkLoss()
	return done
}

// destroyTopOnly destroys the top n cards of p's Life Stack without
// looking at who lost, for losses that happen together (Decay).
func (s *State) destroyTopOnly(p int8, n int, cause Cause) int {
	done := 0
	for i := 0; i < n; i++ {
		pl := &s.Players[p]
		if len(pl.Life) == 0 {
			break
		}
		s.destroy(pl.Life[len(pl.Life)-1], cause)
		done++
	}
	return done
}

// restore deals n random cards of p's Discard Stack to the bottom of their
// Life Stack, seen by all; it returns true while p orders them.
func (s *State) restore(p int8, n int) bool {
	pl := &s.Players[p]
	if n <= 0 || len(pl.Discard) == 0 {
		return false
	}
	pile := append([]CardID(nil), pl.Discard...)
	s.shuffle(pile)
	s.cutSlice(pile)
	n = min(n, len(pile))
	s.Restoring = append(s.Restoring[:0], pile[:n]...)
	for _, c := range s.Restoring {
		s.remove(c)
		s.Cards[c].Zone = ZSetAside
		s.reveal(c)
	}
	pl.Restored = true
	s.log(Event{Kind: EvRestore, Player: p, N: int16(n)})
	if n == 1 {
		s.restoreBottom(s.Restoring[0])
		return false
	}
	s.Pending = choose(p, Choice{Purpose: ForRestore, Who: p, Count: int8(n), Card: NoCard})
	return true
}

// cutSlice rotates a pile by a random amount (the opponent's cut).
func (s *State) cutSlice(pile []CardID) {
	if len(pile) < 2 {
		return
	}
	k := 1 + s.intn(len(pile)-1)
	tmp := append(append([]CardID(nil), pile[k:]...), pile[:k]...)
	copy(pile, tmp)
}

// restoreBottom puts restored card c at the bottom of its owner's Life Stack.
func (s *State) restoreBottom(c CardID) {
	for i, x := range s.Restoring {
		if x == c {
			s.Restoring = append(s.Restoring[:i], s.Restoring[i+1:]...)
			break
		}
	}
	cd := &s.Cards[c]
	pl := &s.Players[cd.Owner]
	cd.Zone = ZLife
	cd.Controller = cd.Owner
	pl.Life = append(pl.Life, 0)
	copy(pl.Life[1:], pl.Life)
	pl.Life[0] = c
}

// createMini puts a new mini-card instance into play for player p.
func (s *State) createMini(def DefID, p int8, exhausted bool) {
	if def == 0 || int(def) >= len(s.Set.Cards) || len(s.Cards) >= MaxCards {
		return
	}
	c := CardID(len(s.Cards))
	s.Cards = append(s.Cards, Card{Def: def, Owner: p, Controller: p, Token: true, BlockOf: NoCard, BlockedBy: NoCard, Seen: s.allSeen()})
	s.put(c, p, ZField, 0)
	s.Cards[c].Flags = FSummonedTurn
	if exhausted {
		s.Cards[c].Flags |= FExhausted
	}
	s.log(Event{Kind: EvEnter, Player: p, Card: c})
}

// anyManifestable reports whether an Aspect of level l can be Manifested.
func (s *State) anyManifestable(l Level) bool {
	for p := range s.Players {
		if s.Players[p].Lost {
			continue
		}
		for _, a := range s.Players[p].Resource {
			cd := &s.Cards[a]
			if s.defByID(cd.Def).Level == l && cd.Flags&FManifestTurn == 0 {
				return true
			}
		}
	}
	return false
}

// manifest flips Aspect a face up for player p and puts its Heresy on the chain.
func (s *State) manifest(a CardID, p int8) {
	cd := &s.Cards[a]
	cd.Flags |= FManifested | FManifestTurn
	s.reveal(a)
	s.Players[p].Manifested = true
	s.log(Event{Kind: EvManifest, Player: p, Card: a, Who: cd.Controller})
	d := s.Def(a)
	hi := int8(-1)
	echo := false
	for i, ab := range d.Abilities {
		if ab.Trigger == OnHeresy {
			hi = int8(i)
			if len(ab.Clauses) > 0 && ab.Clauses[0].Op == OpEcho {
				hi = s.schemeAbility(a)
				echo = true
			}
			break
		}
	}
	// The clause that manifested is done; its item stays on the chain
	// beneath the Heresy.
	s.clauseDone(true)
	if hi < 0 {
		s.prescience(a)
		return
	}
	s.beginChoosing(Item{Kind: ItemHeresy, Source: a, Controller: p, Deity: -1, Ability: hi, Trigger: NoCard, Echo: echo, Manifester: p}, FromHeresy)
}

// recharge lets player p replace a lost Aspect of level l: one from their
// Aspect Stack to the Resource Area (Exhausted) and the topmost matching
// card of the Life Stack to the Aspect Stack; failing that, the topmost
// matching Life Stack card straight to the Resource Area.
func (s *State) recharge(p int8, l Level) {
	pl := &s.Players[p]
	for i := len(pl.Aspects) - 1; i >= 0; i-- {
		a := pl.Aspects[i]
		if s.Def(a).Level != l {
			continue
		}
		s.move(a, p, ZResource, 0)
		s.Cards[a].Flags = FExhausted
		if x := s.topOfLevel(p, l); x != NoCard {
			s.move(x, p, ZAspects, 0)
			s.Cards[x].Seen = 0
			s.checkLoss()
		}
		s.log(Event{Kind: EvRecharge, Player: p, N: int16(l)})
		return
	}
	if x := s.topOfLevel(p, l); x != NoCard {
		s.move(x, p, ZResource, 0)
		s.Cards[x].Flags = FExhausted
		s.Cards[x].Seen = 0
		s.log(Event{Kind: EvRecharge, Player: p, N: int16(l)})
		s.checkLoss()
	}
}

// topOfLevel finds the topmost card of p's Life Stack whose back is level l.
func (s *State) topOfLevel(p int8, l Level) CardID {
	life := s.Players[p].Life
	for i := len(life) - 1; i >= 0; i-- {
		if s.Def(life[i]).Level == l {
			return life[i]
		}
	}
	return NoCard
}

// Conviction reports whether every non-Aspect card p controls (in play and
// in the Discard Stack) shares a colour with p's Deity; never for a player
// whose drafted deck misses the Deity's Faction Requirement.
func (s *State) Conviction(p int8) bool {
	if s.Players[p].RequirementUnmet {
		return false // a drafted deck short of its Faction Requirement (RULINGS.md)
	}
	want := s.Set.Deities[s.Players[p].Deity].Conviction
	pl := &s.Players[p]
	ok := func(ids []CardID) bool {
		for _, c := range ids {
			if s.Def(c).Factions&want == 0 {
				return false
			}
		}
		return true
	}
	if !ok(pl.Field) || !ok(pl.Discard) {
		return false
	}
	for d := range pl.Compass {
		if !ok(pl.Compass[d]) {
			return false
		}
	}
	return true
}

// checkLimits enforces the Creature Limit; it returns true when a choice
// of which Creature to discard is pending.
func (s *State) checkLimits() bool {
	if s.Pending.Kind != DecNone {
		return false
	}
	for off := 0; off < len(s.Players); off++ {
		p := int8((int(s.Active) + off) % len(s.Players))
		if s.Players[p].Lost {
			continue
		}
		if l := s.overLimit(p); l != NoLevel {
			s.Pending = choose(p, Choice{Purpose: ForExcess, Level: l, Card: NoCard})
			return true
		}
	}
	return false
}

// overLimit returns a level at which p has more Creatures than Aspects.
func (s *State) overLimit(p int8) Level {
	need, have := s.CreatureLimit(p)
	for l := Lesser; l <= Exalted; l++ {
		if need[l] > have[l] {
			return l
		}
	}
	return NoLevel
}

// CreatureLimit counts, by level (indexed by Level), player p's Creatures
// that count against the Creature Limit, each at its LimitLevel, and the
// Aspects in their Resource Area that set the limit.
func (s *State) CreatureLimit(p int8) (creatures, limit [4]int) {
	pl := &s.Players[p]
	for _, c := range pl.Field {
		if d := s.Def(c); d.CountsForLimit() {
			creatures[d.LimitLevel()]++
		}
	}
	for _, a := range pl.Resource {
		limit[s.Def(a).Level]++
	}
	return creatures, limit
}
