package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestStatsAgree: Stats gives what Fight, CurLife and ArmorOf give, for
// every Creature on a field at every step of random games of the test set
// (whose Fortifications' Static abilities raise Life and Armor), at 2, 3
// and 4 players; the games must include Creatures those abilities change,
// or the test proves little.
func TestStatsAgree(t *testing.T) {
	cs := testSet(t)
	changed, checked := 0, 0
	for _, tc := range []struct {
		players int
		seeds   int
	}{
		{2, 30},
		{3, 100},
		{4, 100},
	} {
		for seed := uint64(1); seed <= uint64(tc.seeds); seed++ {
			eachFieldCreature(t, cs, seed, 7, tc.players, func(s *State, step int, c CardID) {
				f, l, a := s.Stats(c)
				if f != s.Fight(c) || l != s.CurLife(c) || a != s.ArmorOf(c) {
					t.Fatalf("%d players, seed %d, step %d: Stats(%d) = %d/%d/%d, want %d/%d/%d", tc.players, seed, step, c, f, l, a, s.Fight(c), s.CurLife(c), s.ArmorOf(c))
				}
				if sf, sl, sa, _ := s.statics(c); sf != 0 || sl != 0 || sa != 0 {
					changed++
				}
				checked++
			})
		}
	}
	if checked == 0 || changed == 0 {
		t.Errorf("%d Creatures checked, %d of them changed by a Static ability", checked, changed)
	}
}

// TestSetKnowsItsStatics: the set's record of which cards have a Static
// ability that changes Creatures (read by statics) says what the cards'
// abilities say, for a set built with Add and for one written as a
// literal (nothing recorded: every card is asked directly).
func TestSetKnowsItsStatics(t *testing.T) {
	cs := testSet(t)
	literal := &CardSet{Cards: slices.Clone(cs.Cards)}
	for _, tc := range []struct {
		name string
		set  *CardSet
		want int // cards the set itself records
	}{
		{"added", cs, len(cs.Cards)},
		{"literal", literal, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.set.static) != tc.want {
				t.Errorf("the set records %d cards, want %d", len(tc.set.static), tc.want)
			}
			statics := 0
			g := &State{Set: tc.set, Cards: make([]Card, 1)}
			for id := DefID(1); int(id) < len(tc.set.Cards); id++ {
				g.Cards[0].Def = id
				want, _ := tc.set.Cards[id].creatureStatics()
				if got := g.isStatic(0); got != want {
					t.Errorf("%s: isStatic %v, its abilities say %v", tc.set.Cards[id].Key, got, want)
				}
				if want {
					statics++
				}
			}
			if statics == 0 {
				t.Error("no card of the set has a Static ability: the test checks nothing")
			}
		})
	}
}

// TestKeywordShortcutAgrees: HasKeyword, which skips the cards in play
// for a keyword no Static ability of the set grants (CardSet.grants),
// answers as the full look at them does (the same game read through a
// literal copy of its set, which records nothing), and so do the
// statistics, for every Creature on a field and every keyword at every
// step of random games of the test set with one card added whose Static
// ability grants Fleet to its side. The games must see Fleet granted so,
// or the test proves little.
func TestKeywordShortcutAgrees(t *testing.T) {
	base := testSet(t)
	cs := NewCardSet()
	for _, d := range base.Cards[1:] {
		if _, err := cs.Add(d); err != nil {
			t.Fatal(err)
		}
	}
	cs.Deities = base.Deities
	if _, err := cs.Add(CardDef{Title: "Standard of the Swift", Level: Lesser, Cost: Cost{1, 0, 0}, Type: Creature, Fight: 1, Life: 2,
		Abilities: []Ability{{Trigger: Static, Clauses: []Clause{{Op: OpGrant, Keyword: KwFleet, Target: Target{Kind: TEachCreature, Side: YourSide}}}}}}); err != nil {
		t.Fatal(err)
	}
	if cs.grants != KwFleet {
		t.Fatalf("the set records grants %b, want Fleet's only (%b)", cs.grants, KwFleet)
	}
	literal := &CardSet{Cards: cs.Cards, Deities: cs.Deities}
	granted := 0
	for seed := uint64(1); seed <= 400; seed++ {
		eachFieldCreature(t, cs, seed, 9, 2+int(seed%3), func(s *State, step int, c CardID) {
			f, l, a := s.Stats(c)
			s.Set = literal
			wf, wl, wa := s.Stats(c)
			s.Set = cs
			if f != wf || l != wl || a != wa {
				t.Fatalf("seed %d, step %d: Stats(%d) = %d/%d/%d, the full look says %d/%d/%d", seed, step, c, f, l, a, wf, wl, wa)
			}
			for k := KwArmor; k <= KwLayered; k <<= 1 {
				got := s.HasKeyword(c, k)
				s.Set = literal
				want := s.HasKeyword(c, k)
				s.Set = cs
				if got != want {
					t.Fatalf("seed %d, step %d: HasKeyword(%d, %b) = %v, the full look says %v", seed, step, c, k, got, want)
				}
				if k == KwFleet && got && s.Def(c).Keywords&KwFleet == 0 && s.Cards[c].Granted&KwFleet == 0 {
					granted++
				}
			}
		})
	}
	if granted == 0 {
		t.Error("no Creature was given Fleet by the Static ability: the test checks nothing")
	}
	t.Logf("%d times a Creature had Fleet from the Static ability", granted)
}

// eachFieldCreature plays a random game of cs for seed at players seats
// (random legal actions, the generator seeded by seed and stream) and
// calls visit for every Creature on a field before each step.
func eachFieldCreature(t *testing.T, cs *CardSet, seed, stream uint64, players int, visit func(s *State, step int, c CardID)) {
	t.Helper()
	seats := make([]Seat, players)
	for i := range seats {
		seats[i] = Seat{Deity: i % len(cs.Deities), Deck: testDeck(cs, 50)}
	}
	s, err := NewGame(cs, Config{Seed: seed, Seats: seats, First: -1})
	if err != nil {
		t.Fatal(err)
	}
	s.NoLog = true
	r := rand.New(rand.NewPCG(seed, stream))
	var buf []Action
	for step := 0; !s.Over() && step < 100000; step++ {
		for p := range s.Players {
			for _, c := range s.Players[p].Field {
				if s.Def(c).Type == Creature {
					visit(s, step, c)
				}
			}
		}
		buf = s.Legal(buf[:0])
		if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
}
