package ai

import "twilight/rules"

// CardWorths rates every Action card of set for deck building, indexed by
// DefID (mini-cards and the unused index 0 get 0), with the evaluation the
// computer players judge positions by: what the card adds to its player's
// score once in play — a Creature or permanent put Fresh on an otherwise
// empty table (permanentValue: Fight, Life, Armor, keywords, abilities; a
// Fortification or Intrigue by its cost) — or, for a Scheme, which never
// stays in play, its printed value (cardValue). That is divided by what
// its cost is worth as Power: each Aspect of the cost at the evaluation's
// price of a Resource Area Aspect (wResource, plus wLevel per level above
// Lesser). So the worth is what a card gives for what it takes.
func CardWorths(set *rules.CardSet) []float64 {
	out := make([]float64, len(set.Cards))
	if len(set.Deities) == 0 {
		return out
	}
	for i := 1; i < len(set.Cards); i++ {
		d := &set.Cards[i]
		if d.Mini {
			continue
		}
		s, err := rules.NewTable(set, []int{0, 0}, 1)
		if err != nil {
			return out
		}
		zone := rules.ZField
		switch d.Type {
		case rules.Fortification:
			zone = rules.ZCompass
		case rules.Scheme:
			zone = rules.ZHand
		}
		c, err := s.AddCard(d.ID, 0, 0, zone, rules.North)
		if err != nil {
			continue
		}
		v := cardValue(s, c)
		if zone != rules.ZHand {
			v = permanentValue(s, c)
		}
		out[i] = v / costPrice(d.Cost)
	}
	return out
}

// costPrice is what a cost's Aspects are worth in the Resource Area.
func costPrice(c rules.Cost) float64 {
	p := 0.0
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		p += float64(c.Of(l)) * (wResource + wLevel*float64(l-1))
	}
	return max(p, wResource)
}
