package ai

import (
	"context"
	"strings"
	"testing"

	"twilight/rules"
)

// board is a hand-built table for a blunder test.
type board struct {
	t  *testing.T
	cs *rules.CardSet
	s  *rules.State
}

func newBoard(t *testing.T, seed uint64) *board {
	cs := testCards(t)
	s, err := rules.NewTable(cs, []int{2, 3}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return &board{t: t, cs: cs, s: s}
}

func (b *board) add(name string, owner int8, z rules.Zone) rules.CardID {
	b.t.Helper()
	c, err := b.s.AddCard(mustLookup(b.t, b.cs, name), owner, owner, z, 0)
	if err != nil {
		b.t.Fatal(err)
	}
	return c
}

// life gives player p n Life Stack cards.
func (b *board) life(p int8, n int) {
	for i := 0; i < n; i++ {
		b.add([]string{"Goblin", "Troll", "Giant"}[i%3], p, rules.ZLife)
	}
}

// res gives player p Fresh Aspects in the Resource Area, by level.
func (b *board) res(p int8, lesser, greater, exalted int) {
	for i, n := range []int{lesser, greater, exalted} {
		for k := 0; k < n; k++ {
			b.add([]string{"Goblin", "Troll", "Giant"}[i], p, rules.ZResource)
		}
	}
}

// decideAll asks each searching level, at its default budget, for the
// pending decision with three seeds.
func decideAll(t *testing.T, s *rules.State, deck []rules.DefID) map[string][]rules.Action {
	out := map[string][]rules.Action{}
	for _, lv := range []string{"easy", "normal", "hard"} {
		bot, err := New(lv, Options{Deck: deck})
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(11); seed < 14; seed++ {
			a, err := bot.Decide(context.Background(), s.View(s.Pending.Player), seed)
			if err != nil {
				t.Fatalf("%s: %v", lv, err)
			}
			out[lv] = append(out[lv], a)
		}
	}
	return out
}

func TestBlunders(t *testing.T) {
	for _, tc := range []struct {
		name string
		// skip lists levels known to miss this one (see the report).
		skip  string
		setup func(b *board) (check func(a rules.Action) bool)
	}{
		{"blocks a lethal attack", "", func(b *board) func(rules.Action) bool {
			b.life(0, 12)
			b.life(1, 5)
			att := b.add("Giant", 0, rules.ZField)
			blk := b.add("Goblin", 1, rules.ZField)
			b.res(0, 0, 0, 1)
			b.res(1, 1, 0, 0)
			b.s.Start(0, rules.PhaseCombat, 5)
			if err := b.s.Apply(rules.Attack(0, att, 1, rules.AtLife)); err != nil {
				b.t.Fatal(err)
			}
			for b.s.Pending.Kind != rules.DecBlock {
				if err := b.s.Apply(rules.Pass(b.s.Pending.Player)); err != nil {
					b.t.Fatal(err)
				}
			}
			return func(a rules.Action) bool { return a.Kind == rules.ActBlock && a.Card == blk && a.Target == att }
		}},
		// Damage stays on a Creature and lowers the Life it deals to a Life
		// Stack, so chipping a big Creature can be worth a small one; an
		// Armored blocker takes nothing from a 1/1.
		{"does not attack a 1/1 into an untapped armored 5/5", "", func(b *board) func(rules.Action) bool {
			b.life(0, 12)
			b.life(1, 12)
			b.add("Goblin", 0, rules.ZField)
			b.add("Giant", 1, rules.ZField)
			b.res(0, 1, 0, 0)
			b.res(1, 0, 0, 1)
			b.s.Start(0, rules.PhaseCombat, 5)
			return func(a rules.Action) bool { return a.Kind == rules.ActPass }
		}},
		{"kills the biggest threat it can", "", func(b *board) func(rules.Action) bool {
			b.life(0, 12)
			b.life(1, 12)
			b.add("Goblin", 1, rules.ZField)
			troll := b.add("Troll", 1, rules.ZField)
			b.add("Spearman", 1, rules.ZField)
			bolt := b.add("Firebolt", 0, rules.ZHand)
			b.res(0, 1, 0, 0)
			b.res(1, 2, 1, 0)
			b.s.Start(0, rules.PhaseSummoning, 5)
			if err := b.s.Apply(rules.Action{Kind: rules.ActSummon, Player: 0, Card: bolt}); err != nil {
				b.t.Fatal(err)
			}
			if b.s.Pending.Kind != rules.DecTarget {
				b.t.Fatalf("pending %v, want a target", b.s.Pending.Kind)
			}
			return func(a rules.Action) bool { return a.Kind == rules.ActTarget && a.Target == troll }
		}},
		// Sacrificed Aspects are Power lost for good: the old rules of
		// thumb traded an Aspect for any card worth a little more on paper,
		// even one lying in a Discard Stack, and lost the long game.
		{"does not Sacrifice against a card in a Discard Stack", "", func(b *board) func(rules.Action) bool {
			b.life(0, 12)
			b.life(1, 12)
			b.add("Troll", 1, rules.ZDiscard)
			b.add("Spearman", 1, rules.ZDiscard)
			b.res(0, 3, 2, 0)
			b.s.Start(0, rules.PhaseSummoning, 5)
			return func(a rules.Action) bool { return a.Kind != rules.ActSacrifice }
		}},
		{"does not Sacrifice an Aspect against a 1/1", "", func(b *board) func(rules.Action) bool {
			b.life(0, 12)
			b.life(1, 12)
			b.add("Goblin", 1, rules.ZField)
			b.res(0, 2, 0, 0)
			b.res(1, 1, 0, 0)
			b.s.Start(0, rules.PhaseSummoning, 5)
			return func(a rules.Action) bool { return a.Kind != rules.ActSacrifice }
		}},
		{"attacks an empty board", "", func(b *board) func(rules.Action) bool {
			b.life(0, 12)
			b.life(1, 12)
			b.add("Ogre", 0, rules.ZField)
			b.res(0, 0, 1, 0)
			b.s.Start(0, rules.PhaseCombat, 5)
			return func(a rules.Action) bool { return a.Kind == rules.ActAttack && a.Stack == rules.AtLife }
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t, 5)
			check := tc.setup(b)
			// A sampling player may slip on an unlucky seed; making the
			// blunder on most seeds is what fails.
			for lv, as := range decideAll(t, b.s, testDeckOf(b.cs)) {
				bad, first := 0, ""
				for _, a := range as {
					if !check(a) {
						if bad++; first == "" {
							first = b.s.Describe(a, -1)
						}
					}
				}
				if 2*bad > len(as) && !strings.Contains(tc.skip, lv) {
					t.Errorf("%s chose %s on %d of %d seeds", lv, first, bad, len(as))
				}
			}
		})
	}
}
