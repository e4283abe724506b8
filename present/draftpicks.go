package present

import "twilight/rules"

// CurveTop is the last column of a pick curve: cards costing this many
// Aspects or more.
const CurveTop = 6

// Picks sums up what a drafter has picked, for the drafting room's
// panel: how many cards of each faction at each level (a card of two
// factions counts for both, as for a Faction Requirement), how many of
// each total cost (the curve, CurveTop and above together), and of each
// card type.
type Picks struct {
	Total     int
	ByFaction [rules.Sanctuary + 1][rules.Exalted + 1]int
	Levels    [rules.Exalted + 1]int
	Curve     [CurveTop + 1]int
	Types     [rules.Scheme + 1]int
}

// SummarizePicks sums up picks (DefIDs of set).
func SummarizePicks(set *rules.CardSet, picks []rules.DefID) Picks {
	var s Picks
	for _, id := range picks {
		c := &set.Cards[id]
		s.Total++
		for f := rules.Aggression; f <= rules.Sanctuary; f++ {
			if c.Factions.Has(f) {
				s.ByFaction[f][c.Level]++
			}
		}
		s.Levels[c.Level]++
		s.Curve[min(c.Cost.Total(), CurveTop)]++
		s.Types[c.Type]++
	}
	return s
}

// Faction is how many picks are of faction f, at any level.
func (s *Picks) Faction(f rules.Faction) int {
	n := 0
	for _, k := range s.ByFaction[f] {
		n += k
	}
	return n
}
