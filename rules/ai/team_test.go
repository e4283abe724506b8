package ai

import (
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
