package rules

import "testing"

func TestAims(t *testing.T) {
	cs := testSet(t)
	s, err := NewTable(cs, []int{0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	def := func(title string) DefID {
		for i := range cs.Cards {
			if cs.Cards[i].Title == title && !cs.Cards[i].Mini {
				return DefID(i)
			}
		}
		t.Fatalf("no card %q", title)
		return 0
	}
	add := func(title string, p int8, z Zone) CardID {
		c, err := s.AddCard(def(title), p, p, z, North)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	troll := add("Youthful Troll", 0, ZField)
	rite := add("Rite of Unmaking", 1, ZHand)
	word := add("Silencing Word", 0, ZHand)
	riteItem := Item{Kind: ItemSummon, Source: rite, Controller: 1, Deity: -1, Ability: 0, Serial: 1}
	riteItem.Targets[0] = 0 // p1's Discard Stack
	wordItem := Item{Kind: ItemSummon, Source: word, Controller: 0, Deity: -1, Ability: 0, Serial: 2}
	wordItem.Targets[0] = 1 // the Rite on the chain
	pump := Item{Kind: ItemAbility, Source: NoCard, Controller: 0, Deity: 0, Ability: 0, Serial: 3}
	pump.Targets[0] = int16(troll)
	s.Chain = []Item{riteItem, wordItem, pump}
	tests := []struct {
		name string
		it   *Item
		p    int8
		want bool
	}{
		{"a Discard Stack target aims at its player", &s.Chain[0], 0, true},
		{"nor at the caster", &s.Chain[0], 1, false},
		{"a Counter aims at the countered item's controller", &s.Chain[1], 1, true},
		{"and not at its own", &s.Chain[1], 0, false},
		{"a card target aims at its holder", &s.Chain[2], 0, true},
		{"and at nobody else", &s.Chain[2], 1, false},
	}
	for _, tc := range tests {
		if got := s.Aims(tc.it, tc.p); got != tc.want {
			t.Errorf("%s: Aims(p%d) = %v, want %v", tc.name, tc.p+1, got, tc.want)
		}
	}
	if !s.AimedAt(0) || !s.AimedAt(1) {
		t.Errorf("AimedAt: p1 %v, p2 %v; both have another player's item aimed at them", s.AimedAt(0), s.AimedAt(1))
	}
	s.Chain = s.Chain[2:]
	if s.AimedAt(0) {
		t.Error("p1's own item does not count as aimed at p1 by someone else")
	}
	if s.Attacked(1) || s.CanAttackNow(1) {
		t.Error("nobody attacks and p2 has no creature")
	}
}

func TestWhyNoAttack(t *testing.T) {
	cs := testSet(t)
	s, err := NewTable(cs, []int{0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.AddCard(2, 0, 0, ZField, North) // Youthful Troll
	if err != nil {
		t.Fatal(err)
	}
	if err := s.WhyNoAttack(c); err != nil {
		t.Fatalf("a Fresh creature: %v", err)
	}
	s.Cards[c].Flags |= FSummonedTurn
	err = s.WhyNoAttack(c)
	re, ok := err.(*Error)
	if !ok || re.Rule != "Declare attackers" || re.Reason == "" {
		t.Fatalf("summoned this turn: %#v", err)
	}
}
