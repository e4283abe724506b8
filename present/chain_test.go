package present

import (
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestWaiting: the chain panel lists the chain while the match goes on,
// and nothing once it is over, even with an item left on the chain.
func TestWaiting(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I I I I I I
p2 life I I I
p1 resource I I I I I I I
p1 field "Borderland Scout"
start p1 summoning
`)
	// Use a Deity power and answer what it asks (its target) until the
	// power waits on the chain.
	power := false
	for step := 0; step < 5 && len(s.Chain) == 0; step++ {
		for _, a := range s.Legal(nil) {
			if a.Kind == rules.ActDeity || a.Kind == rules.ActTarget || a.Kind == rules.ActTargetPlayer {
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
				power = true
				break
			}
		}
	}
	if !power || len(s.Chain) == 0 {
		t.Fatalf("no Deity power on the chain (chain %d)", len(s.Chain))
	}
	if got := len(Waiting(s)); got != len(s.Chain) {
		t.Errorf("the match goes on: %d waiting, want %d", got, len(s.Chain))
	}
	s.Winner = 0
	if got := Waiting(s); len(got) != 0 {
		t.Errorf("the match is over: %d still waiting", len(got))
	}
}
