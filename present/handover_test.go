package present

import (
	"strings"
	"testing"

	"twilight/rules"
)

// TestUntilCombatEnds: the mode a hot-seat defender takes after blocking
// passes their windows until the attacker does something or the combat
// is over.
func TestUntilCombatEnds(t *testing.T) {
	s, _, _ := view(t, attackOnP2)
	v := s.View(1)
	m := UntilCombatEnds(v)
	if m.Over(v, 1) {
		t.Fatal("over at once")
	}
	acted := s.Clone()
	acted.Log = append(acted.Log, rules.Event{Kind: rules.EvSummon, Player: 0})
	if !m.Over(acted.View(1), 1) {
		t.Error("not over when the attacker summons")
	}
	own := s.Clone()
	own.Log = append(own.Log, rules.Event{Kind: rules.EvSummon, Player: 1})
	if m.Over(own.View(1), 1) {
		t.Error("over when the defender itself summons")
	}
	later := s.Clone()
	later.Phase = rules.PhaseEnd
	if !m.Over(later.View(1), 1) {
		t.Error("not over after the combat")
	}
}

// TestHandOverWhy: the hot-seat curtain says what waits — a response, a
// block, a turn — so that one is never taken for another.
func TestHandOverWhy(t *testing.T) {
	names := func(p int8) Names { return Names{Seats: []string{"Ann", "Bea"}, Viewer: p} }
	s, _, _ := view(t, sparkAtTroll)
	v := s.View(s.Pending.Player)
	if got := HandOverWhy(v, names(v.Pending.Player)); !strings.Contains(got, "respond to Spark") {
		t.Errorf("a Spark on the chain: %q", got)
	}
	s, _, _ = view(t, summoningWithTroll)
	if got := HandOverWhy(s.View(0), names(0)); !strings.HasPrefix(got, "Your turn") {
		t.Errorf("own Summoning Phase: %q", got)
	}
}
