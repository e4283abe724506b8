package ai

import (
	"context"
	"math"
	"testing"

	"twilight/rules"
)

// TestTeamEvaluation checks that the evaluation scores a side: a seat
// gains from its teammate's strength as from its own.
func TestTeamEvaluation(t *testing.T) {
	cs := testCards(t)
	s, err := rules.NewTable(cs, []int{0, 1, 0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetTeams(rules.TeamsFor(4)); err != nil {
		t.Fatal(err)
	}
	deck := testDeckOf(cs)
	for p := range s.Players {
		for i := 0; i < 10; i++ {
			s.AddCard(deck[i], int8(p), int8(p), rules.ZLife, 0)
		}
	}
	before := evaluate(s)
	for i := 0; i < 10; i++ {
		s.AddCard(deck[i], 2, 2, rules.ZLife, 0) // p3, p1's teammate, grows stronger
	}
	after := evaluate(s)
	if after[0] <= before[0] || after[2] <= before[2] || after[1] >= before[1] || after[3] >= before[3] {
		t.Errorf("before %v, after %v: p1 and p3 should gain, p2 and p4 lose", before, after)
	}
}

// TestShareAtFour checks hard's valuation at a table of four (issue #27):
// Sacrificing two Greater Aspects to destroy an Ogre is worth it against
// the only opponent, but not against one of three opponents who each
// hold one, which leaves the Sacrificer weaker against the other two.
// Valued by the lead over the strongest opponent (share off, as before),
// hard Sacrificed at four players too.
func TestShareAtFour(t *testing.T) {
	for _, tc := range []struct {
		name             string
		players          int
		share, sacrifice bool // hard values by shareValue; it should Sacrifice
	}{
		{"two players", 2, true, true},
		{"four players", 4, true, false},
		{"four players by the lead", 4, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := testCards(t)
			s, err := rules.NewTable(cs, []int{2, 3, 2, 3}[:tc.players], 5)
			if err != nil {
				t.Fatal(err)
			}
			b := &board{t: t, cs: cs, s: s}
			for p := int8(0); p < int8(tc.players); p++ {
				b.life(p, 12)
				b.res(p, 2, 2, 1)
				if p > 0 {
					b.add("Ogre", p, rules.ZField)
				}
			}
			b.add("Spearman", 0, rules.ZField)
			s.Start(0, rules.PhaseSummoning, 5)
			bot, err := New("hard", Options{Deck: testDeckOf(cs)})
			if err != nil {
				t.Fatal(err)
			}
			bot.(*searchPlayer).share = tc.share
			for seed := uint64(11); seed < 14; seed++ {
				a, err := bot.Decide(context.Background(), s.View(0), seed)
				if err != nil {
					t.Fatal(err)
				}
				if got := a.Kind == rules.ActSacrifice; got != tc.sacrifice {
					t.Errorf("seed %d: hard chose %s; want a Sacrifice: %v", seed, s.Describe(a, -1), tc.sacrifice)
				}
			}
		})
	}
}

// TestShareValue checks shareValue against evaluate: equal with two
// players in, and at four a loss of one of three even opponents' worth
// less to me than the same loss of my own costs.
func TestShareValue(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	table := func(players int, extra []int) *rules.State {
		s, err := rules.NewTable(cs, []int{0, 1, 2, 3}[:players], 1)
		if err != nil {
			t.Fatal(err)
		}
		for p := range s.Players {
			for i := 0; i < 10+extra[p]; i++ {
				s.AddCard(deck[i], int8(p), int8(p), rules.ZLife, 0)
			}
		}
		return s
	}
	two := table(2, []int{3, 0})
	if got, want := shareValue(two, 0), evaluate(two)[0]; math.Abs(got-want) > 1e-12 {
		t.Errorf("two players: shareValue %v, evaluate %v", got, want)
	}
	even := shareValue(table(4, []int{5, 5, 5, 5}), 0)
	theyLose := shareValue(table(4, []int{5, 0, 5, 5}), 0) - even
	iLose := even - shareValue(table(4, []int{0, 5, 5, 5}), 0)
	if theyLose <= 0 || theyLose >= iLose/2 {
		t.Errorf("four even players: one opponent losing 5 Life gains me %.4f, my losing 5 costs %.4f; want a gain under half the cost", theyLose, iLose)
	}
}
