package rules

// Read-only queries for the computer players (package rules/ai).

// SearchLegal is Legal without the options of a priority window that can
// only ever cost the deciding player: Countdowns (legal only over 10
// cards, so each pays the Disruption Tax) and Sacrifices against the
// player's own cards or against cards in a Discard Stack. The computer
// players search and play out games with it; listing those Sacrifices is
// most of the cost of Legal in a long game, when Discard Stacks are full.
// Every action it returns is legal, in Normal form, in Legal's order.
func (s *State) SearchLegal(buf []Action) []Action {
	if s.Over() || s.Pending.Kind != DecPriority {
		return s.Legal(buf)
	}
	p := s.Pending.Player
	buf = append(buf, Pass(p))
	pl := &s.Players[p]
	yield := func(a Action) bool {
		buf = append(buf, a)
		return true
	}
	for _, c := range pl.Hand {
		s.summonsOf(p, c, yield)
	}
	for _, c := range pl.Field {
		s.abilitiesOf(p, c, yield)
	}
	for d := range pl.Compass {
		if slot := pl.Compass[d]; len(slot) > 0 {
			s.abilitiesOf(p, slot[len(slot)-1], yield)
		}
	}
	dd := &s.Set.Deities[pl.Deity]
	for i := range dd.Abilities {
		if dd.Abilities[i].Trigger == OnDeity && s.checkDeity(p, int8(i)).ok() {
			buf = append(buf, UseDeity(p, int8(i)))
		}
	}
	have := s.sacrificeMeans(p)
	if have.Total() == 0 {
		return buf
	}
	sac := func(c CardID) {
		if s.Cards[c].Controller != p && s.checkSacrifice(p, c, have).ok() {
			buf = append(buf, Sacrifice(p, c))
		}
	}
	for i := range s.Chain {
		if it := &s.Chain[i]; it.Kind == ItemSummon {
			sac(it.Source)
		}
	}
	for q := range s.Players {
		if int8(q) == p || s.Players[q].Lost {
			continue
		}
		for _, c := range s.Players[q].Field {
			sac(c)
		}
		for d := range s.Players[q].Compass {
			for _, c := range s.Players[q].Compass[d] {
				sac(c)
			}
		}
	}
	return buf
}
