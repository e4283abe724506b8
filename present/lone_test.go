package present

import (
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestLoneTarget: a Spark with one creature on the table has one target,
// which LoneTarget names (Pass, which cancels the paid play, is not a
// target); with a creature on each side it has two and none is chosen;
// any other decision has no lone target.
func TestLoneTarget(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, tt := range []struct {
		name   string
		fields string
		lone   string // the lone target's title, "" for none
	}{
		{"one creature", `p2 field "Youthful Troll"`, "Youthful Troll"},
		{"a creature each", "p1 field \"Borderland Scout\"\np2 field \"Youthful Troll\"", ""},
	} {
		s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I I I
p2 resource I II III
`+tt.fields+`
p1 hand "Spark"
start p1 summoning
`)
		v := s.View(0)
		if _, ok := LoneTarget(v, v.Legal(nil)); ok {
			t.Errorf("%s: a lone target while p1 holds priority", tt.name)
		}
		if err := s.Apply(rules.Summon(0, cardNamed(t, v, 0, "Spark"))); err != nil {
			t.Fatal(err)
		}
		v = s.View(0)
		if v.Pending.Kind != rules.DecTarget {
			t.Fatalf("%s: pending %v after casting Spark, want a target", tt.name, v.Pending.Kind)
		}
		a, ok := LoneTarget(v, v.Legal(nil))
		switch {
		case tt.lone == "" && ok:
			t.Errorf("%s: lone target %v", tt.name, a)
		case tt.lone != "" && (!ok || a.Kind != rules.ActTarget || v.Def(a.Target).Title != tt.lone):
			t.Errorf("%s: lone target %v (%v), want %s", tt.name, a, ok, tt.lone)
		case ok:
			if err := s.Clone().Apply(a); err != nil {
				t.Errorf("%s: the lone target is refused: %v", tt.name, err)
			}
		}
	}
}
