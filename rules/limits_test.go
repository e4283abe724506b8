package rules

import "testing"

// TestCountsAreCapped: effects that add up stop at the engine's limits
// instead of wrapping round (RULINGS.md 57).
func TestCountsAreCapped(t *testing.T) {
	cs := testSet(t)
	s, err := NewTable(cs, []int{0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	troll, _ := cs.Lookup("Youthful Troll")
	c, _ := s.AddCard(troll, 0, 0, ZField, North)
	run := func(op Op, n int, level Level) {
		cl := &Clause{Op: op, N: int8(n), Level: level}
		r := &clauseRun{c: cl, ctrl: 0, n: n, cards: []CardID{c}, players: []int8{0}}
		opSpecs[op].run(s, r)
	}
	for range 25 {
		run(OpModFight, 10, NoLevel)
		run(OpModArmor, -9, NoLevel)
		run(OpFreeze, 5, NoLevel)
		run(OpRecall, 1, NoLevel)
		run(OpExtraResource, 3, NoLevel)
	}
	for range 30 {
		run(OpGainPower, 5, Greater)
	}
	cd := &s.Cards[c]
	pl := &s.Players[0]
	switch {
	case cd.FightMod != MaxMod || cd.ArmorMod != -MaxMod:
		t.Fatalf("Fight change %+d, Armor change %+d; want ±%d", cd.FightMod, cd.ArmorMod, MaxMod)
	case cd.Freeze != MaxMarkers || cd.Recall != MaxMarkers:
		t.Fatalf("%d Freeze and %d Recall markers; want %d", cd.Freeze, cd.Recall, MaxMarkers)
	case pl.Pool != Cost{0, MaxPool, 0}:
		t.Fatalf("pool %v", pl.Pool)
	case pl.ExtraResources != MaxExtra:
		t.Fatalf("%d extra Aspects", pl.ExtraResources)
	}
	for range 3 {
		s.damageCreature(c, 200, false, true)
	}
	mini := DefID(1)
	s.Cards = s.Cards[:1]
	for len(s.Cards) < MaxCards {
		s.Cards = append(s.Cards, Card{Def: mini, Zone: ZGone, Token: true, BlockOf: NoCard, BlockedBy: NoCard})
	}
	s.createMini(mini, 0, false)
	if len(s.Cards) != MaxCards {
		t.Fatalf("%d card instances", len(s.Cards))
	}
}

// TestOutMidTurn: in a game of three, the active player who draws the
// last card of their Life Stack is out at once; their turn ends there and
// the next player's begins (RULINGS.md 46).
func TestOutMidTurn(t *testing.T) {
	cs := testSet(t)
	s, err := NewTable(cs, []int{0, 1, 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	scout, _ := cs.Lookup("Borderland Scout")
	for p := int8(0); p < 3; p++ {
		for range 1 + 9*int(min(p, 1)) {
			if _, err := s.AddCard(scout, p, p, ZLife, North); err != nil {
				t.Fatal(err)
			}
		}
	}
	s.Decks = s.dealtDecks()
	s.Start(0, PhaseRefresh, 2)
	for i := 0; i < 20 && s.Turn == 2 && s.Pending.Kind == DecPriority; i++ {
		if err := s.Apply(Pass(s.Pending.Player)); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Players[0].Lost || s.Active != 1 || s.Turn != 3 {
		t.Fatalf("player 1 lost %v; active %d on turn %d (step %d, %v); want player 2's turn 3", s.Players[0].Lost, s.Active+1, s.Turn, s.Step, s.Pending.Kind)
	}
	for _, e := range s.Log {
		if e.Kind == EvTrade || e.Kind == EvResource || e.Kind == EvSeize {
			t.Fatalf("the player who was out went on: %s", s.Text(e, -1))
		}
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
}
