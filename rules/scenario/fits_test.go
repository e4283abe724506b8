package scenario

import (
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestFits: Fits matches an action line as a scenario does, the title's
// Nth card ("Youthful Troll#2") included, and tells two cards of one
// title apart only when the line numbers them.
func TestFits(t *testing.T) {
	const position = `players Hera "Reader of the Portents"
p1 life I I I I
p2 life I I I I
p1 hand "Poisoned Chalice"
p1 field "Corrupt Tribune"
p1 resource I I
p2 field "Youthful Troll" "Youthful Troll"
p2 resource I I
start p1 summoning
p1 summon "Poisoned Chalice"
`
	s, err := Board("fits", strings.NewReader(position), cardsettest.Base(t))
	if err != nil {
		t.Fatal(err)
	}
	var trolls []rules.Action
	for _, a := range s.Legal(nil) {
		if a.Kind == rules.ActTarget && a.Target != rules.NoCard && s.Def(a.Target).Title == "Youthful Troll" {
			trolls = append(trolls, a)
		}
	}
	if len(trolls) != 2 {
		t.Fatalf("%d Trolls to target, want 2", len(trolls))
	}
	tests := []struct {
		line string
		want [2]bool // fits the first Troll, the second
	}{
		{`p1 target "Youthful Troll"`, [2]bool{true, true}},
		{`p1 target p2:"Youthful Troll"`, [2]bool{true, true}},
		{`p1 target "Youthful Troll#1"`, [2]bool{true, false}},
		{`p1 target "Youthful Troll#2"`, [2]bool{false, true}},
		{`p1 target "Youthful Troll#3"`, [2]bool{false, false}},
		{`p2 target "Youthful Troll#1"`, [2]bool{false, false}},
	}
	for _, tc := range tests {
		for i, a := range trolls {
			got, err := Fits(s, a, tc.line)
			if err != nil || got != tc.want[i] {
				t.Errorf("%s, Troll %d: %v (%v), want %v", tc.line, i+1, got, err, tc.want[i])
			}
		}
	}
}
