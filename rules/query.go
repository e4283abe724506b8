package rules

// Read-only questions the client asks of a state (usually a player's
// View) to decide when to stop for a player and what to show.

// Aims reports whether chain item it aims at player p or at something of
// theirs: a chosen target that is p, one of p's cards or Discard Stack,
// or one of p's items on the chain, or a clause that reaches every
// Creature or player on p's side.
func (s *State) Aims(it *Item, p int8) bool {
	cl := s.clausesOf(it)
	for k := range cl {
		if k >= MaxTargets {
			break
		}
		if s.clauseAims(it, &cl[k].Target, it.Targets[k], p) {
			return true
		}
	}
	return false
}

// clauseAims reports whether one clause of it, with chosen target v,
// reaches player p or their things.
func (s *State) clauseAims(it *Item, t *Target, v int16, p int8) bool {
	side := t.Side == AnySide || (t.Side == Opponent) == (p != it.Controller)
	switch t.Kind {
	case TCreature, TCard, TDiscardCard:
		c := CardID(v)
		return s.validCard(c) && s.holder(c) == p
	case TPlayer, TDiscardStack:
		return int8(v) == p
	case TChainItem:
		for i := range s.Chain {
			if s.Chain[i].Serial == v {
				return s.Chain[i].Controller == p
			}
		}
	case TEachCreature:
		return side && len(s.Players[p].Field) > 0
	case TEachPlayer:
		return side
	}
	return false
}

// AimedAt reports whether anything waiting on the chain that another
// player controls aims at player p or their things (see Aims).
func (s *State) AimedAt(p int8) bool {
	for i := range s.Chain {
		if it := &s.Chain[i]; it.Controller != p && s.Aims(it, p) {
			return true
		}
	}
	return false
}

// CanAttackNow reports whether player p has a Creature that could be
// declared as an attacker if combat began now.
func (s *State) CanAttackNow(p int8) bool { return s.validPlayer(p) && s.canAttackAny(p) }

// Attacked reports whether an attacker now aims at player p.
func (s *State) Attacked(p int8) bool {
	for _, c := range s.Combat.Attackers {
		if cd := &s.Cards[c]; cd.Flags&FAttacking != 0 && cd.AttackWho == p {
			return true
		}
	}
	return false
}

// WhyNoAttack returns why Creature c could not be declared as an attacker
// even in its controller's attack step (Summoned this turn, Exhausted,
// Immobile, already attacking), as the *Error Apply would give, or nil
// when nothing about the card forbids it.
func (s *State) WhyNoAttack(c CardID) error {
	if !s.validCard(c) || s.Cards[c].Zone != ZField {
		return nil
	}
	if r := s.attackRefusal(c); !r.ok() {
		return s.refusalError(Attack(s.Cards[c].Controller, c, -1, AtLife), r)
	}
	return nil
}
