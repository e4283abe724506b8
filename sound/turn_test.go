package sound

import (
	"slices"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
	"twilight/rules/scenario"
)

// scriptedTurn is a turn of combat (the rulebook's first combat example)
// and the start of the next turn, one step a line after start: each
// step's new log events are one batch, as the table reads them.
const scriptedTurn = `players Mars Hera
p1 life I I I I I I
p2 life I I I I I I I
p1 resource I II
p2 resource I I
p1 field "Youthful Troll"
p2 field "Borderland Scout" "Corrupt Tribune"
start p1 combat
p1 attack "Youthful Troll" p2 life
all pass
p2 block "Borderland Scout" "Youthful Troll"
all pass until end-window
all pass until draw-after
`

// turnCues plays the scripted turn one step at a time (each a longer
// prefix of the script) and returns the cues of each step's events for a
// table whose players at the screen are local.
func turnCues(t *testing.T, set *rules.CardSet, local []bool) [][]Cue {
	t.Helper()
	lines := strings.SplitAfter(strings.TrimSpace(scriptedTurn), "\n")
	start := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "start ") })
	var out [][]Cue
	seen := -1
	for n := start + 1; n <= len(lines); n++ {
		s, err := scenario.Board("turn.txt", strings.NewReader(strings.Join(lines[:n], "")), set)
		if err != nil {
			t.Fatal(err)
		}
		if seen >= 0 {
			out = append(out, ForEvents(s.Log[seen:], s, local))
		}
		seen = len(s.Log)
	}
	return out
}

// TestScriptedTurnCues: the cue list a table hears through a scripted
// turn, step by step: the attack Exhausts the attacker, the block is
// silent, the combat damages and slays, and the next turn begins with a
// Refresh and a draw, announced as "your turn" only to its player.
func TestScriptedTurnCues(t *testing.T) {
	set := cardsettest.TestCards(t)
	tests := []struct {
		name  string
		local []bool
		want  [][]Cue
	}{
		{"Bill (p2) at the screen", []bool{false, true}, [][]Cue{
			{Exhaust},                      // the Troll attacks
			nil,                            // the window passes
			nil,                            // the Scout blocks
			{DamageCreature, Slain},        // combat
			{YourTurn, Refresh, CardDrawn}, // Bill's turn begins
		}},
		{"Jane (p1) at the screen", []bool{true, false}, [][]Cue{
			{Exhaust}, nil, nil, {DamageCreature, Slain},
			{Refresh, CardDrawn}, // another's turn: no "your turn"
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := turnCues(t, set, tt.local)
			if len(got) != len(tt.want) {
				t.Fatalf("%d steps, want %d: %v", len(got), len(tt.want), got)
			}
			for i := range got {
				if !slices.Equal(got[i], tt.want[i]) {
					t.Errorf("step %d: cues %v, want %v", i+1, got[i], tt.want[i])
				}
			}
		})
	}
}
