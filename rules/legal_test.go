package rules

import "testing"

// TestConstructorsMatchLegal: each constructor builds the action Legal
// lists, so a client never needs to search Legal to fill in fields.
func TestConstructorsMatchLegal(t *testing.T) {
	for _, tc := range []struct {
		built, listed Action
	}{
		{Summon(0, 5), Action{Kind: ActSummon, Player: 0, Card: 5}.Normal()},
		{Attack(1, 3, 0, AtDiscard), Action{Kind: ActAttack, Player: 1, Card: 3, Who: 0, Stack: AtDiscard, Target: 9}.Normal()},
		{ForceTops(0, 1), Action{Kind: ActForcedTops, Player: 0, Who: 1}.Normal()},
		{TargetPlayer(0, 0), Action{Kind: ActTargetPlayer, Player: 0, Who: 0, Card: 4}.Normal()},
		{Order(1, 0), Action{Kind: ActOrder, Player: 1, Index: 0}.Normal()},
		{Pass(1), Action{Kind: ActPass, Player: 1, Who: 3, Level: Greater}.Normal()},
	} {
		if tc.built != tc.listed {
			t.Errorf("%v != %v", tc.built, tc.listed)
		}
	}
}

// TestRefusalsNameTheRule: a refused action's error names the rules
// reference entry and says why in words that name the card.
func TestRefusalsNameTheRule(t *testing.T) {
	cs := testSet(t)
	giant, _ := cs.Lookup("Stoic Legionnaires")
	s, err := NewTable(cs, []int{0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		s.AddCard(giant, 0, 0, ZLife, 0)
		s.AddCard(giant, 1, 1, ZLife, 0)
	}
	c, _ := s.AddCard(giant, 0, 0, ZHand, 0)
	s.Start(0, PhaseSummoning, 3)
	err = s.Apply(Summon(0, c))
	e, ok := err.(*Error)
	if !ok || e.Kind != CannotPay || e.Rule == "" || !containsWord(e.Reason, s.Def(c).Title) {
		t.Fatalf("unaffordable summon: %#v", err)
	}
	for _, r := range reasons[1:] {
		if r.kind == 0 || r.rule == "" || r.words == "" {
			t.Errorf("a refusal reason is not filled in: %+v", r)
		}
	}
}

func containsWord(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w {
			return true
		}
	}
	return false
}
