package rulesref

import (
	"testing"

	"twilight/rules"
)

func TestCardTerms(t *testing.T) {
	for _, tc := range []struct {
		def  rules.CardDef
		want []string
	}{
		{rules.CardDef{Title: "Plain", Type: rules.Creature}, []string{"Heresy"}},
		{rules.CardDef{Title: "Guard", Type: rules.Creature, Keywords: rules.KwArmor | rules.KwPiercing,
			Abilities: []rules.Ability{{Trigger: rules.OnDeathbound, Clauses: []rules.Clause{{Op: rules.OpRestore, Cond: rules.IfRenewal}}}}},
			[]string{"Armor", "Piercing", "Deathbound", "Renewal", "Restore", "Heresy"}},
		{rules.CardDef{Title: "Court", Type: rules.Intrigue}, []string{"Upkeep", "Heresy"}},
	} {
		got := CardTerms(&tc.def)
		if len(got) != len(tc.want) {
			t.Fatalf("%s: terms %v, want %v", tc.def.Title, got, tc.want)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Fatalf("%s: terms %v, want %v", tc.def.Title, got, tc.want)
			}
		}
	}
}
