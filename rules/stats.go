package rules

// Creature statistics as they stand now: printed values, Blessings, effects
// until end of turn, and the Static abilities of active cards.

// statics sums the Static modifications that apply to Creature c.
func (s *State) statics(c CardID) (fight, life, armor int, kw Keyword) {
	var m staticMods
	for p := range s.Players {
		pl := &s.Players[p]
		if pl.Lost {
			continue
		}
		for _, x := range pl.Field {
			if s.isStatic(x) && s.active(x) {
				s.addStatics(&m, x, int8(p), c)
			}
		}
		for d := range pl.Compass {
			for _, x := range pl.Compass[d] {
				if s.isStatic(x) && s.active(x) {
					s.addStatics(&m, x, int8(p), c)
				}
			}
		}
	}
	return m.fight, m.life, m.armor, m.kw
}

// staticMods are the Static modifications statics adds up.
type staticMods struct {
	fight, life, armor int
	kw                 Keyword
}

// isStatic reports whether card x has a Static ability that changes
// Creatures (the set keeps the answer per definition; a face-down card
// has none).
func (s *State) isStatic(x CardID) bool {
	id := s.Cards[x].Def
	if id < HiddenDef && int(id) < len(s.Set.static) {
		return s.Set.static[id]
	}
	changes, _ := s.defByID(id).creatureStatics()
	return changes
}

// mayGrant reports whether a Static ability in play could give a
// Creature keyword k: false when the set knows every card's Static
// abilities (CardSet.grants) and none grants k.
func (s *State) mayGrant(k Keyword) bool {
	return len(s.Set.static) != len(s.Set.Cards) || s.Set.grants&k != 0
}

// addStatics adds to m what the Static abilities of card src, controlled
// by p, do to Creature c.
func (s *State) addStatics(m *staticMods, src CardID, p int8, c CardID) {
	d := s.Def(src)
	for ai := range d.Abilities {
		ab := &d.Abilities[ai]
		if ab.Trigger != Static {
			continue
		}
		it := Item{Source: src, Controller: p}
		for ci := range ab.Clauses {
			cl := &ab.Clauses[ci]
			switch cl.Target.Kind {
			case TSelf:
				if src != c {
					continue
				}
			case TEachCreature:
				owner := s.Cards[c].Controller
				if !s.sideHas(cl.Target.Side, p, owner) {
					continue
				}
				if !s.matches(&it, c, &cl.Target) {
					continue
				}
			default:
				continue
			}
			if cl.Cond == IfConviction && !s.Conviction(p) {
				continue
			}
			switch cl.Op {
			case OpModFight:
				m.fight += int(cl.N)
			case OpModLife:
				m.life += int(cl.N)
			case OpModArmor:
				m.armor += int(cl.N)
			case OpGrant:
				m.kw |= cl.Keyword
			}
		}
	}
}

// creatureStatics reports whether d has a Static ability with a clause
// that statics adds up (a Fight, Life or Armor change, or a keyword
// granted; a Static cost reduction alone does not count), and every
// keyword those clauses grant.
func (d *CardDef) creatureStatics() (changes bool, grants Keyword) {
	for i := range d.Abilities {
		if d.Abilities[i].Trigger != Static {
			continue
		}
		for _, cl := range d.Abilities[i].Clauses {
			switch cl.Op {
			case OpGrant:
				grants |= cl.Keyword
				changes = true
			case OpModFight, OpModLife, OpModArmor:
				changes = true
			}
		}
	}
	return changes, grants
}

func (d *CardDef) hasStatic() bool {
	for i := range d.Abilities {
		if d.Abilities[i].Trigger == Static {
			return true
		}
	}
	return false
}

// Fight is Creature c's current Fight value.
func (s *State) Fight(c CardID) int {
	f, _, _, _ := s.statics(c)
	return s.fightWith(c, f)
}

// Life is Creature c's Life value before Damage.
func (s *State) Life(c CardID) int {
	_, l, _, _ := s.statics(c)
	return s.lifeWith(c, l)
}

// Stats is Creature c's Fight, Life less its Damage and Armor, as Fight,
// CurLife and ArmorOf give them, for the cost of one of those (the Static
// abilities in play are read once): the computer players value every
// Creature in play with all three, many times a decision.
func (s *State) Stats(c CardID) (fight, curLife, armor int) {
	f, l, a, _ := s.statics(c)
	return s.fightWith(c, f), s.lifeWith(c, l) - int(s.Cards[c].Damage), s.armorWith(c, a)
}

// CurLife is Creature c's Life value less its Damage.
func (s *State) CurLife(c CardID) int { return s.Life(c) - int(s.Cards[c].Damage) }

// ArmorOf is Creature c's total Armor (cumulative).
func (s *State) ArmorOf(c CardID) int {
	_, _, a, _ := s.statics(c)
	return s.armorWith(c, a)
}

// fightWith, lifeWith and armorWith add Creature c's printed value, its
// Blessings and its effects until end of turn to the Static modification
// given (from statics).
func (s *State) fightWith(c CardID, static int) int {
	cd := &s.Cards[c]
	return int(s.Def(c).Fight) + int(cd.Bless) + int(cd.FightMod) + static
}

func (s *State) lifeWith(c CardID, static int) int {
	cd := &s.Cards[c]
	return int(s.Def(c).Life) + int(cd.Bless) + int(cd.LifeMod) + static
}

func (s *State) armorWith(c CardID, static int) int {
	return int(s.Def(c).Armor) + int(s.Cards[c].ArmorMod) + static
}

// HasKeyword reports whether card c has keyword k now.
func (s *State) HasKeyword(c CardID, k Keyword) bool {
	cd := &s.Cards[c]
	if s.Def(c).Keywords&k != 0 || cd.Granted&k != 0 {
		return true
	}
	if cd.Zone != ZField || !s.mayGrant(k) {
		return false
	}
	_, _, _, g := s.statics(c)
	return g&k != 0
}

// lifeArmor is the Armor p's active Fortifications give their Life Stack.
func (s *State) lifeArmor(p int8) int {
	n := 0
	for d := range s.Players[p].Compass {
		for _, x := range s.Players[p].Compass[d] {
			if s.active(x) {
				n += int(s.Def(x).Armor)
			}
		}
	}
	return n
}

// SummonCost is what player p would pay to Summon card c now, after
// Static reductions.
func (s *State) SummonCost(p int8, c CardID) Cost {
	cost, _ := s.summonCost(p, c)
	return cost
}

// summonCost is what player p pays to Summon card c now, after Static
// reductions; reduced says whether a reduction applied.
func (s *State) summonCost(p int8, c CardID) (Cost, bool) {
	d := s.Def(c)
	cost := d.Cost
	red := 0
	pl := &s.Players[p]
	for _, x := range pl.Field {
		if s.active(x) {
			red += s.reductionFrom(x, d)
		}
	}
	for dir := range pl.Compass {
		for _, x := range pl.Compass[dir] {
			if s.active(x) {
				red += s.reductionFrom(x, d)
			}
		}
	}
	// A reduction of N takes N Lesser Aspects off the cost and nothing
	// else: "costs I less" never lowers a Greater or Exalted Aspect.
	red = min(red, int(cost[0]))
	if red == 0 {
		return cost, false
	}
	cost[0] -= uint8(red)
	if cost.Total() == 0 {
		// No free Summoning: one Aspect of a level the card asks for.
		cost[d.Cost.Highest()-1] = 1
	}
	return cost, true
}

// reductionFrom is how many Lesser Aspects the Static cost reductions of
// active card x take off Summoning card d.
func (s *State) reductionFrom(x CardID, d *CardDef) int {
	xd := s.Def(x)
	if !xd.hasStatic() {
		return 0
	}
	red := 0
	for i := range xd.Abilities {
		ab := &xd.Abilities[i]
		if ab.Trigger != Static {
			continue
		}
		for k := range ab.Clauses {
			cl := &ab.Clauses[k]
			if cl.Op != OpCostReduce {
				continue
			}
			t := &cl.Target
			if t.Types != 0 && !t.Types.Has(d.Type) || t.Levels != 0 && !t.Levels.Has(d.Level) ||
				t.Factions != 0 && t.Factions&d.Factions == 0 {
				continue
			}
			red += int(cl.N)
		}
	}
	return red
}

// canPay reports whether p can pay cost now from the pool and Fresh Aspects
// (with a reduced cost, at least one Aspect must be exhausted).
func (s *State) canPay(p int8, cost Cost, reduced bool) bool {
	if !s.canPayFresh(p, cost) {
		return false
	}
	if reduced && cost.Total() > 0 {
		for l := Lesser; l <= Exalted; l++ {
			if cost.Of(l) > 0 && s.freshAspect(p, l) != NoCard {
				return true
			}
		}
		return false
	}
	return true
}

// pay spends cost for p: Power already generated first, then Fresh
// Aspects (face-down ones first). With a reduced cost one Aspect is always
// exhausted.
func (s *State) pay(p int8, cost Cost, reduced bool) {
	pl := &s.Players[p]
	if reduced && cost.Total() > 0 {
		for l := Lesser; l <= Exalted; l++ {
			if cost.Of(l) > 0 {
				if a := s.freshAspect(p, l); a != NoCard {
					s.Cards[a].Flags |= FExhausted
					cost[l-1]--
					break
				}
			}
		}
	}
	for l := Lesser; l <= Exalted; l++ {
		for i := uint8(0); i < cost.Of(l); i++ {
			if pl.Pool[l-1] > 0 {
				pl.Pool[l-1]--
				continue
			}
			if a := s.freshAspect(p, l); a != NoCard {
				s.Cards[a].Flags |= FExhausted
			}
		}
	}
}
