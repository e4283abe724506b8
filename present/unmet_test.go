package present

import (
	"testing"

	"twilight/rules/cardset/cardsettest"
)

// TestUnmetRequirement names the Deity, its requirement's count and
// faction, and what the player goes without.
func TestUnmetRequirement(t *testing.T) {
	set := cardsettest.Base(t)
	s := board(t, set, "players Mars Hera\nstart p1 summoning\n")
	for q := range s.Players {
		dd := &set.Deities[s.Players[q].Deity]
		want := "Drafted deck misses " + dd.Title + "'s Faction Requirement (" + itoa(dd.ReqCount) + " " + dd.ReqFaction.String() +
			"): no Deity power, no Conviction bonus."
		if got := UnmetRequirement(s, q); got != want {
			t.Errorf("player %d: %q, want %q", q, got, want)
		}
	}
}
