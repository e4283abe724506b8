package ai

import (
	"testing"

	"twilight/rules"
)

// TestBehaviourCounts checks each counter on a hand-built table: the
// action it counts is counted, a neighbouring one that is fine is not.
func TestBehaviourCounts(t *testing.T) {
	type tc struct {
		name  string
		setup func(b *board) (good, bad rules.Action)
		field func(bh Behaviour) int
	}
	for _, c := range []tc{
		{"Countdown over 10", func(b *board) (rules.Action, rules.Action) {
			b.life(0, 12)
			b.life(1, 12)
			b.s.Start(0, rules.PhaseSummoning, 5)
			return rules.Pass(0), rules.Countdown(0, 1)
		}, func(bh Behaviour) int { return bh.TaxPaid }},
		{"Sacrifice against a discarded card", func(b *board) (rules.Action, rules.Action) {
			b.life(0, 12)
			b.life(1, 12)
			inPlay := b.add("Troll", 1, rules.ZField)
			gone := b.add("Troll", 1, rules.ZDiscard)
			b.res(0, 2, 2, 0)
			b.res(1, 1, 1, 0)
			b.s.Start(0, rules.PhaseSummoning, 5)
			return rules.Sacrifice(0, inPlay), rules.Sacrifice(0, gone)
		}, func(bh Behaviour) int { return bh.DiscardSacrifices }},
		{"Seize that empties the Hand", func(b *board) (rules.Action, rules.Action) {
			b.life(0, 12)
			b.life(1, 12)
			for i := 0; i < 4; i++ {
				b.add("Goblin", 0, rules.ZHand)
				b.add("Troll", 1, rules.ZHand)
			}
			b.s.Start(0, rules.PhaseSeize, 5)
			return rules.Seize(0, 1, rules.Lesser), rules.Seize(0, 1, rules.Greater)
		}, func(bh Behaviour) int { return bh.HandEmptied }},
		{"attack", func(b *board) (rules.Action, rules.Action) {
			b.life(0, 12)
			b.life(1, 12)
			ogre := b.add("Ogre", 0, rules.ZField)
			b.res(0, 0, 2, 0)
			b.s.Start(0, rules.PhaseCombat, 5)
			return rules.Pass(0), rules.Attack(0, ogre, 1, rules.AtLife)
		}, func(bh Behaviour) int { return bh.Attacks }},
		{"favourable attacker left home", func(b *board) (rules.Action, rules.Action) {
			b.life(0, 12)
			b.life(1, 12)
			ogre := b.add("Ogre", 0, rules.ZField)
			b.add("Goblin", 1, rules.ZField)
			b.res(0, 0, 2, 0)
			b.res(1, 1, 0, 0)
			b.s.Start(0, rules.PhaseCombat, 5)
			return rules.Attack(0, ogre, 1, rules.AtLife), rules.Pass(0)
		}, func(bh Behaviour) int { return bh.IdleTurns }},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBoard(t, 3)
			good, bad := c.setup(b)
			if b.s.Explain(bad) != nil {
				t.Fatalf("%v is not legal here: %v", bad, b.s.Explain(bad))
			}
			var g, x Behaviour
			g.Observe(b.s, good)
			x.Observe(b.s, bad)
			if c.field(g) != 0 || c.field(x) != 1 {
				t.Errorf("counted %d for %s and %d for %s, want 0 and 1", c.field(g), b.s.Describe(good, -1), c.field(x), b.s.Describe(bad, -1))
			}
			if c.name != "attack" && c.name != "favourable attacker left home" && x.Blunders() != 1 {
				t.Errorf("Blunders = %d, want 1", x.Blunders())
			}
		})
	}
}

// TestBehaviourOnceEarly: Hera's one-use power counts in turns 1-2, not later.
func TestBehaviourOnceEarly(t *testing.T) {
	cs := testCards(t)
	for _, tc := range []struct {
		turn int
		want int
	}{{1, 1}, {2, 1}, {3, 0}} {
		s, err := rules.NewTable(cs, []int{0, 1}, 1)
		if err != nil {
			t.Fatal(err)
		}
		for p := int8(0); p < 2; p++ {
			for i := 0; i < 12; i++ {
				if _, err := s.AddCard(mustLookup(t, cs, "Goblin"), p, p, rules.ZLife, 0); err != nil {
					t.Fatal(err)
				}
			}
		}
		s.Start(1, rules.PhaseSummoning, tc.turn)
		a := rules.UseDeity(1, 0)
		if err := s.Explain(a); err != nil {
			t.Fatal(err)
		}
		var bh Behaviour
		bh.Observe(s, a)
		if bh.OnceEarly != tc.want {
			t.Errorf("turn %d: counted %d, want %d", tc.turn, bh.OnceEarly, tc.want)
		}
	}
}

// Blunders is the sum of the counters that should be zero.
func (b Behaviour) Blunders() int {
	return b.OnceEarly + b.TaxPaid + b.DiscardSacrifices + b.HandEmptied
}
