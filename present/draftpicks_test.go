package present

import (
	"testing"

	"twilight/rules"
)

func TestSummarizePicks(t *testing.T) {
	set := &rules.CardSet{Cards: []rules.CardDef{{}, // DefID 0 is no card
		{ID: 1, Level: rules.Lesser, Type: rules.Creature, Factions: rules.FactionSet(1 << rules.Aggression), Cost: rules.Cost{2, 0, 0}},
		{ID: 2, Level: rules.Greater, Type: rules.Scheme, Factions: rules.FactionSet(1<<rules.Aggression | 1<<rules.Mysticism), Cost: rules.Cost{1, 2, 0}},
		{ID: 3, Level: rules.Exalted, Type: rules.Fortification, Factions: rules.FactionSet(1 << rules.Sanctuary), Cost: rules.Cost{3, 2, 2}},
	}}
	s := SummarizePicks(set, []rules.DefID{1, 1, 2, 3})
	for _, tc := range []struct {
		what      string
		got, want int
	}{
		{"total", s.Total, 4},
		{"Aggression Lesser", s.ByFaction[rules.Aggression][rules.Lesser], 2},
		{"Aggression Greater (two factions count for both)", s.ByFaction[rules.Aggression][rules.Greater], 1},
		{"Mysticism Greater", s.ByFaction[rules.Mysticism][rules.Greater], 1},
		{"Aggression", s.Faction(rules.Aggression), 3},
		{"Negotiation", s.Faction(rules.Negotiation), 0},
		{"Lesser", s.Levels[rules.Lesser], 2},
		{"Exalted", s.Levels[rules.Exalted], 1},
		{"cost 2", s.Curve[2], 2},
		{"cost 3", s.Curve[3], 1},
		{"cost 7 counts at the top", s.Curve[CurveTop], 1},
		{"Creatures", s.Types[rules.Creature], 2},
		{"Schemes", s.Types[rules.Scheme], 1},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %d, want %d", tc.what, tc.got, tc.want)
		}
	}
}
