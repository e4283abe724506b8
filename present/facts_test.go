package present

import (
	"slices"
	"strconv"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestCardFacts: the preview's lines for a damaged creature on the field,
// a card in your hand, and a card you may not see.
func TestCardFacts(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II III
p2 resource I II III
p1 field "Youthful Troll"
p1 hand "Spark"
p2 hand "Borderland Scout"
start p1 summoning
`)
	troll := s.Players[0].Field[0]
	s.Cards[troll].Damage = 1
	v := s.View(0)
	names := Names{Seats: []string{"Ann", "Bob"}, Viewer: 0}
	scout := v.Players[1].Hand[0]
	spark := v.Players[0].Hand[0]
	for _, tt := range []struct {
		name    string
		c       rules.CardID
		visible bool
		terms   bool
		want    []string
	}{
		{"a damaged creature", troll, true, true, []string{
			"Fight " + itoa(v.Fight(troll)) + " · Life " + itoa(v.CurLife(troll)) + " of " + itoa(v.Life(troll)),
			"Fresh · 1 Damage", "Cost: " + CostSymbols(v.Def(troll).Cost), "Owner: you · F1 rules"}},
		{"a Scheme in hand", spark, true, false, []string{"Spark", "Cost: " + CostSymbols(v.Def(spark).Cost), "Owner: you"}},
		{"a hidden card", scout, false, false, []string{"A Lesser card", "in Bob's Hand"}},
	} {
		if got := CardFacts(v, names, tt.c, tt.visible, tt.terms); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
