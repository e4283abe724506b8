package ai

import (
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestTrickSchemes checks which Schemes the rules of thumb keep for a
// fight: those whose every effect pumps the caster's Creatures.
func TestTrickSchemes(t *testing.T) {
	set := cardsettest.Base(t)
	for _, tc := range []struct {
		card string
		want bool
	}{
		// Its Damage to the opponent's Life Stack, or the card it draws,
		// is worth casting for outside a fight too.
		{"Reckless Charge", false},
		{"Last Stand of the Legion", false},
		{"Decimation", false},
		{"Treaty of Margus", false},
		{"Sack of the City", false},
	} {
		id, ok := set.Lookup(tc.card)
		if !ok {
			t.Fatalf("no card %q in the base set", tc.card)
		}
		if got := trickScheme(set.Card(id)); got != tc.want {
			t.Errorf("trickScheme(%s) = %v, want %v", tc.card, got, tc.want)
		}
	}
	// No base-set Scheme only pumps since Last Stand of the Legion draws a
	// card (issue #22); a Season's may.
	pump := &rules.CardDef{Type: rules.Scheme, Abilities: []rules.Ability{{Trigger: rules.OnSummon, Clauses: []rules.Clause{
		{Op: rules.OpModFight, N: 2, Target: rules.Target{Kind: rules.TEachCreature, Side: rules.YourSide}},
		{Op: rules.OpDamage, N: 1, Target: rules.Target{Kind: rules.TYou}},
	}}}}
	if !trickScheme(pump) {
		t.Error("a Scheme that pumps one's Creatures for a Life Stack card is not kept for a fight")
	}
}

// TestPermanentWorth checks the worth of Intrigues and Fortifications in
// play: more than the Hand card they were, more for an Exalted cost than
// a Lesser one, and a Fortification's Armor on top of its cost.
func TestPermanentWorth(t *testing.T) {
	set := cardsettest.Base(t)
	worth := func(name string) float64 {
		t.Helper()
		id, ok := set.Lookup(name)
		if !ok {
			t.Fatalf("no card %q in the base set", name)
		}
		s, err := rules.NewTable(set, []int{0, 0}, 1)
		if err != nil {
			t.Fatal(err)
		}
		zone := rules.ZField
		if set.Card(id).Type == rules.Fortification {
			zone = rules.ZCompass
		}
		c, err := s.AddCard(id, 0, 0, zone, rules.South)
		if err != nil {
			t.Fatal(err)
		}
		return permanentValue(s, c)
	}
	for _, tc := range []struct {
		more, less string
		margin     float64
	}{
		{"War Drums", "", wHand + 0.3},                                  // an Intrigue for I beats the Hand card it was
		{"Burning of the Granaries", "Network of Informants", 0.3},      // III is pricier than I; one lasting ability each
		{"War Drums", "Network of Informants", wLasting - 1e-9},         // both I; the Drums have two lasting abilities, not one
		{"Ziggurat of Nippur", "Castra of the Legion", 2*wArmor - 1e-9}, // both I II, one lasting ability each; the Ziggurat has Armor 2
	} {
		less := 0.0
		if tc.less != "" {
			less = worth(tc.less)
		}
		if m := worth(tc.more); m < less+tc.margin {
			t.Errorf("%s is worth %.2f in play, want at least %.2f more than %q (%.2f)", tc.more, m, tc.margin, tc.less, less)
		}
	}
}
