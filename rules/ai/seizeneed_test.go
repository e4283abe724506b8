package ai

import (
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestHandNeeds: a Seize of a level scores more when a Hand card waits for
// one more Aspect of that level, by its cost or by the Creature Limit.
func TestHandNeeds(t *testing.T) {
	set := cardsettest.Base(t)
	type placed struct {
		name string
		zone rules.Zone
	}
	for _, tc := range []struct {
		name  string
		cards []placed
		level rules.Level
		want  bool
	}{
		{"an empty Hand needs nothing", nil, rules.Lesser, false},
		{"I I with one Lesser Aspect needs a Lesser",
			[]placed{{"Youthful Troll", rules.ZHand}, {"Stoic Legionnaires", rules.ZResource}}, rules.Lesser, true},
		{"I I with one Lesser Aspect needs no Greater",
			[]placed{{"Youthful Troll", rules.ZHand}, {"Stoic Legionnaires", rules.ZResource}}, rules.Greater, false},
		{"I I with two Lesser Aspects, one in the Aspect Stack, is paid for",
			[]placed{{"Youthful Troll", rules.ZHand}, {"Stoic Legionnaires", rules.ZResource}, {"Berserker of the Rhine", rules.ZAspects}}, rules.Lesser, false},
		{"a III card needs an Exalted",
			[]placed{{"Burning of the Granaries", rules.ZHand}}, rules.Exalted, true},
		{"a Lesser Creature with the Lesser Limit full needs a Lesser",
			[]placed{{"Stoic Legionnaires", rules.ZHand}, {"Berserker of the Rhine", rules.ZResource}, {"Gothic Shieldmaiden", rules.ZField}}, rules.Lesser, true},
		{"a Lesser Creature with room under the Limit needs nothing",
			[]placed{{"Stoic Legionnaires", rules.ZHand}, {"Berserker of the Rhine", rules.ZResource}, {"Gothic Shieldmaiden", rules.ZResource}, {"Frankish Axe-Thrower", rules.ZField}}, rules.Lesser, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := rules.NewTable(set, []int{0, 1}, 1)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range tc.cards {
				id, ok := set.Lookup(c.name)
				if !ok {
					t.Fatalf("no card %q", c.name)
				}
				if _, err := s.AddCard(id, 0, 0, c.zone, rules.South); err != nil {
					t.Fatal(err)
				}
			}
			if got := handNeeds(s, 0, tc.level); got != tc.want {
				t.Errorf("handNeeds(level %d) = %v, want %v", tc.level, got, tc.want)
			}
		})
	}
}
