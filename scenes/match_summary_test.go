package scenes

import (
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
	"twilight/scenes/folder"
)

// TestSummarize reads the winner, turns, Destroyed cards and Damage dealt
// from a game's log.
func TestSummarize(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I I
p2 life I I
p1 resource I II
p2 resource I
p1 field "Youthful Troll"
start p1 combat
p1 attack "Youthful Troll" p2 life
all pass
`)
	for i := 0; i < 40 && !s.Over(); i++ {
		s.Apply(rules.Action{Kind: rules.ActPass, Player: s.Pending.Player})
	}
	if !s.Over() {
		t.Fatalf("the game should be over; pending %v", s.Pending.Kind)
	}
	for _, tc := range []struct {
		name  string
		names []string
		want  string
	}{
		{"deity names", nil, "Mars"},
		{"seat names", []string{"You", "Computer"}, "You"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sum := folder.Summarize(s, tc.names, folder.DefaultSetup())
			if sum.Winner != 0 || sum.WinnerName != tc.want {
				t.Errorf("winner %d %q, want 0 %q", sum.Winner, sum.WinnerName, tc.want)
			}
			if len(sum.Destroyed) != 2 || len(sum.DamageDealt) != 2 {
				t.Fatalf("per-player slices %v %v", sum.Destroyed, sum.DamageDealt)
			}
			if sum.DamageDealt[0] < 2 || sum.DamageDealt[1] != 0 {
				t.Errorf("damage dealt %v, want p1 ≥ 2 and p2 0", sum.DamageDealt)
			}
			if sum.Turns < 3 || len(sum.Setup.Seats) != 2 {
				t.Errorf("turns %d, setup %+v", sum.Turns, sum.Setup)
			}
		})
	}
}
