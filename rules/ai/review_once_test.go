package ai

import (
	"slices"
	"testing"

	"twilight/rules"
)

// TestReviewMarksOnce: of one turn's marks, a move missed in several
// windows is marked at the first, an offer at its first step; two moves
// each worse than passing, and the same miss in another turn, stay.
func TestReviewMarksOnce(t *testing.T) {
	power := rules.Action{Kind: rules.ActDeity, Player: 0}
	pass := rules.Pass(0)
	attack := func(c rules.CardID) rules.Action { return rules.Action{Kind: rules.ActAttack, Player: 0, Card: c} }
	ask := func(l rules.Level) rules.Action { return rules.Action{Kind: rules.ActAsk, Player: 0, Level: l} }
	marks := []Mark{
		{Decision: 1, Turn: 3, Kind: rules.DecPriority, Played: pass, Better: power},
		{Decision: 3, Turn: 3, Kind: rules.DecPriority, Played: pass, Better: power},
		{Decision: 5, Turn: 3, Kind: rules.DecOffer, Played: ask(rules.Greater), Better: ask(rules.Lesser)},
		{Decision: 6, Turn: 3, Kind: rules.DecOffer, Played: ask(rules.Lesser), Better: pass},
		{Decision: 8, Turn: 3, Kind: rules.DecAttack, Played: attack(4), Better: pass},
		{Decision: 9, Turn: 3, Kind: rules.DecAttack, Played: attack(5), Better: pass},
		{Decision: 20, Turn: 5, Kind: rules.DecPriority, Played: pass, Better: power},
	}
	var got []int
	for _, m := range once(marks) {
		got = append(got, m.Decision)
	}
	want := []int{1, 5, 8, 9, 20}
	if !slices.Equal(got, want) {
		t.Fatalf("kept the marks of decisions %v, want %v", got, want)
	}
}
