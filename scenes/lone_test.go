package scenes

import (
	"strings"
	"testing"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
)

// TestLoneTargetChosen: Spark cast with one creature on the table takes
// that creature as its target at the next tick, with a note saying so;
// with the setting off the table waits for the click.
func TestLoneTargetChosen(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, on := range []bool{true, false} {
		s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I I
p2 resource I II III
p2 field "Youthful Troll"
p1 hand "Spark"
start p1 summoning
`)
		var spark rules.CardID = rules.NoCard
		for _, c := range s.Players[0].Hand {
			if s.Def(c).Title == "Spark" {
				spark = c
			}
		}
		if err := s.Apply(rules.Summon(0, spark)); err != nil || s.Pending.Kind != rules.DecTarget {
			t.Fatalf("casting Spark: %v, pending %v", err, s.Pending.Kind)
		}
		m := soloTable(t, s, func(st *folder.Settings) { st.LoneTarget = on })
		if err := m.Update(&scene.Context{Cursor: input.Point{}}); err != nil {
			t.Fatal(err)
		}
		st := m.Session().State()
		chosen := st.Pending.Kind != rules.DecTarget
		if chosen != on {
			t.Errorf("setting %v: target chosen %v (pending %v)", on, chosen, st.Pending.Kind)
		}
		if on && (len(st.Chain) != 1 || !strings.Contains(m.Toast(), "Youthful Troll")) {
			t.Errorf("chain %d items, note %q", len(st.Chain), m.Toast())
		}
	}
}
