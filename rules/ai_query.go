package rules

// Read-only queries for the computer players (package rules/ai).

// SearchLegal is Legal without the options of a priority window that can
// only ever cost the deciding player: Countdowns (legal only over 10
// cards, so each pays the Disruption Tax) and Sacrifices against the
// player's own or a teammate's cards or against cards in a Discard Stack. The computer
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
		for _, c := range pl.Compass[d] {
			if s.active(c) {
				s.abilitiesOf(p, c, yield)
			}
		}
	}
	dd := &s.Set.Deities[pl.Deity]
	for i := range dd.Abilities {
		if dd.Abilities[i].Trigger == OnDeity && s.checkDeity(p, int8(i)).ok() {
			buf = append(buf, UseDeity(p, int8(i)))
		}
	}
	buf = s.searchSacrifices(p, buf)
	for l := Lesser; l <= Exalted; l++ {
		if s.checkGenerate(p, l).ok() {
			buf = append(buf, Generate(p, l))
		}
	}
	return buf
}

// searchSacrifices appends the Sacrifices of SearchLegal: against cards
// being Summoned and opponents' cards in play.
func (s *State) searchSacrifices(p int8, buf []Action) []Action {
	have := s.sacrificeMeans(p)
	if have.Total() == 0 {
		return buf
	}
	sac := func(c CardID) {
		if s.Opponents(p, s.Cards[c].Controller) && s.checkSacrifice(p, c, have).ok() {
			buf = append(buf, Sacrifice(p, c))
		}
	}
	for i := range s.Chain {
		if it := &s.Chain[i]; it.Kind == ItemSummon {
			sac(it.Source)
		}
	}
	for q := range s.Players {
		if !s.Opponents(p, int8(q)) || s.Players[q].Lost {
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
