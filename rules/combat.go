package rules

// The Combat Phase: declare attackers, declare and replace blockers, then
// Creature, Discard Stack and Life Stack Damage, with action windows
// between the steps.

// canAttackAny reports whether player a has a Creature able to attack.
func (s *State) canAttackAny(a int8) bool {
	if s.alive() < 2 {
		return false
	}
	for _, c := range s.Players[a].Field {
		if s.CanAttack(c) {
			return true
		}
	}
	return false
}

// declareAttack makes c attack player who's Life or Discard Stack.
func (s *State) declareAttack(c CardID, who int8, discard bool) {
	cd := &s.Cards[c]
	cd.Flags |= FAttacking
	cd.AttackWho = who
	cd.AttackDisc = discard
	cd.BlockedBy = NoCard
	if !s.HasKeyword(c, KwRelentless) {
		cd.Flags |= FExhausted
	}
	s.Combat.Attackers = append(s.Combat.Attackers, c)
	to := ZLife
	if discard {
		to = ZDiscard
	}
	s.log(Event{Kind: EvAttack, Player: cd.Controller, Card: c, Who: who, To: to})
}

// blockTurn is one player's turn to declare blocks: for attacks on
// themselves, or (help) for attacks on others (Call to Defense).
type blockTurn struct {
	p    int8
	help bool
}

// blockTurns lists who declares blocks, in order: each attacked player
// (clockwise from the attacker), then in multiplayer every other player
// offering help.
func (s *State) blockTurns(buf []blockTurn) []blockTurn {
	n := int8(len(s.Players))
	for i := int8(1); i < n; i++ {
		p := (s.Active + i) % n
		if s.Players[p].Lost {
			continue
		}
		for _, a := range s.Combat.Attackers {
			if s.Cards[a].AttackWho == p {
				buf = append(buf, blockTurn{p, false})
				break
			}
		}
	}
	if s.alive() > 2 {
		for i := int8(1); i < n; i++ {
			p := (s.Active + i) % n
			if !s.Players[p].Lost {
				buf = append(buf, blockTurn{p, true})
			}
		}
	}
	return buf
}

// nextBlocker sets up the next block declaration; false when all are done.
func (s *State) nextBlocker() bool {
	var tb [2 * MaxPlayers]blockTurn
	turns := s.blockTurns(tb[:0])
	if s.Combat.Defender < 0 {
		s.Combat.Defender = 0
	}
	for int(s.Combat.Defender) < len(turns) {
		if turns[s.Combat.Defender].help && s.askHelp() {
			return true
		}
		p := turns[s.Combat.Defender].p
		var buf [32]Action
		if len(s.blockOptions(p, buf[:0])) > 0 {
			s.Pending = Pending{Kind: DecBlock, Player: p}
			return true
		}
		s.Combat.Defender++
	}
	return false
}

// nextReplacer lets attacked players replace lost blockers.
func (s *State) nextReplacer() bool {
	if s.Combat.Defender < 0 {
		s.Combat.Defender = 0
	}
	n := int8(len(s.Players))
	for ; s.Combat.Defender < n; s.Combat.Defender++ {
		p := (s.Active + 1 + s.Combat.Defender) % n
		if p == s.Active || s.Players[p].Lost {
			continue
		}
		var buf [32]Action
		if len(s.blockOptions(p, buf[:0])) > 0 {
			s.Pending = Pending{Kind: DecBlock, Player: p}
			return true
		}
	}
	return false
}

// askHelp asks, once per combat, each attacked player who could be helped
// whether they accept other players' blockers (Call to Defense); true
// while such a question is pending.
func (s *State) askHelp() bool {
	for _, a := range s.Combat.Attackers {
		ad := &s.Cards[a]
		w := ad.AttackWho
		if ad.Zone != ZField || ad.BlockedBy != NoCard || s.Combat.HelpAsked&(1<<w) != 0 || s.Players[w].Lost {
			continue
		}
		// Could anyone else block it?
		for q := range s.Players {
			if !s.mayHelp(int8(q), w) || s.Players[q].Lost {
				continue
			}
			for _, b := range s.Players[q].Field {
				if s.canBlock(b, a) {
					s.Pending = ask(w, Question{Purpose: ForAcceptHelp, Card: NoCard})
					return true
				}
			}
		}
	}
	return false
}

// declareBlock assigns blocker b to attacker a.
func (s *State) declareBlock(b, a CardID) {
	s.Cards[b].Flags |= FBlocking
	s.Cards[b].BlockOf = a
	s.Cards[a].BlockedBy = b
	s.Cards[a].Flags &^= FBlockLost
	s.log(Event{Kind: EvBlock, Player: s.Cards[b].Controller, Card: b, Who: s.Cards[a].Controller})
}

// creatureDamage resolves step D: each blocked attacker and its blocker
// deal Damage to each other, Initiative first.
func (s *State) creatureDamage() {
	for _, a := range append([]CardID(nil), s.Combat.Attackers...) {
		ad := &s.Cards[a]
		if ad.Zone != ZField {
			continue
		}
		b := ad.BlockedBy
		if b == NoCard {
			continue
		}
		ad.Flags |= FWasBlocked
		s.fight(a, b)
	}
	for _, c := range s.Combat.Attackers {
		s.Cards[c].Flags |= FCombatDone
	}
	for i := range s.Cards {
		if s.Cards[i].Flags&FBlocking != 0 {
			s.Cards[i].Flags |= FCombatDone
		}
	}
}

// fight resolves Combat Damage between attacker a and blocker b.
func (s *State) fight(a, b CardID) {
	ai, bi := s.HasKeyword(a, KwInitiative), s.HasKeyword(b, KwInitiative)
	fa, fb := s.Fight(a), s.Fight(b)
	pa, pb := s.HasKeyword(a, KwPiercing), s.HasKeyword(b, KwPiercing)
	noA := s.Cards[a].Flags&FNoCombatDmg != 0
	noB := s.Cards[b].Flags&FNoCombatDmg != 0
	hitB := func() {
		if noA || noB || s.Cards[b].Zone != ZField {
			return
		}
		s.damageCreature(b, fa, true, pa)
		s.fire(b, OnGuardian, a)
	}
	hitA := func() {
		if noA || noB || s.Cards[a].Zone != ZField {
			return
		}
		s.damageCreature(a, fb, true, pb)
	}
	switch {
	case ai && !bi:
		hitB()
		if s.Cards[b].Zone == ZField {
			hitA()
		}
	case bi && !ai:
		hitA()
		if s.Cards[a].Zone == ZField {
			hitB()
		}
	default:
		// Simultaneous: both values were read before either is applied.
		bAlive := s.Cards[b].Zone == ZField
		hitB()
		if bAlive && s.Cards[a].Zone == ZField && !noA && !noB {
			s.damageCreature(a, fb, true, pb)
		}
	}
}

// FightDamage returns the Damage creature from's Fight would deal creature
// to now: what to's unused Armor leaves of it (all of it if from has
// Piercing), as Combat Damage is dealt. Initiative (who strikes first)
// and effects that prevent Combat Damage this turn are left to the
// caller: the computer players' predictions have always ignored them.
func (s *State) FightDamage(from, to CardID) int {
	n := s.Fight(from)
	if n <= 0 {
		return 0
	}
	return n - s.armorAbsorbs(to, n, s.HasKeyword(from, KwPiercing))
}

// stackDamage resolves step E (discard) or F (life) for the next attacker;
// true while a choice is pending.
func (s *State) stackDamage(discard bool) bool {
	for int(s.Combat.Defender) < len(s.Combat.Attackers) {
		a := s.Combat.Attackers[s.Combat.Defender]
		s.Combat.Defender++
		ad := &s.Cards[a]
		if ad.Zone != ZField || ad.AttackDisc != discard || s.Players[ad.AttackWho].Lost {
			continue
		}
		if ad.Flags&FWasBlocked != 0 && !s.HasKeyword(a, KwOverrun) {
			continue
		}
		life := s.CurLife(a)
		if life <= 0 {
			continue
		}
		who := ad.AttackWho
		if !discard {
			s.lifeDamage(who, life, ad.Controller)
			if s.Over() {
				return true
			}
			continue
		}
		n := (life + 1) / 2
		if len(s.Players[who].Discard) == 0 {
			continue
		}
		s.Pending = choose(ad.Controller, Choice{Purpose: ForCombatDiscard, Count: int8(n), Who: who, Card: a, Cause: CauseCombat})
		return true
	}
	return false
}

// defile runs attacker a's Defile after it destroyed Discard Stack cards.
func (s *State) defile(a CardID, who int8) {
	if s.Cards[a].Zone != ZField || !s.HasKeyword(a, KwDefile) {
		return
	}
	if x := int(s.Def(a).Defile); x > 0 {
		s.destroyTop(who, x, CauseEffect)
	}
	s.fire(a, OnDefile, NoCard)
}

// endCombat clears the attack.
func (s *State) endCombat() {
	for i := range s.Cards {
		s.Cards[i].Flags &^= FAttacking | FBlocking | FWasBlocked | FBlockLost
		s.Cards[i].BlockOf, s.Cards[i].BlockedBy = NoCard, NoCard
	}
	s.Combat.Attackers = s.Combat.Attackers[:0]
	s.Combat.Defender = -1 // its index into the list goes with the list
}
