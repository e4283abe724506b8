package scenario

import (
	"strings"
	"testing"

	"twilight/rules/cardset/cardsettest"
)

// nineAttackers plays a scenario in which nine Village Militia attack
// Hera's Life Stack (extra setup lines before `start`, then the lines
// after the attacks) and checks that the state it ends in is valid.
func nineAttackers(t *testing.T, setup, after string) {
	t.Helper()
	var b strings.Builder
	b.WriteString("players Mars Hera\np1 life I I I I I\np2 life" + strings.Repeat(" I", 30) + "\n")
	b.WriteString("p1 resource" + strings.Repeat(" I", 9) + "\np1 field" + strings.Repeat(` "Village Militia"`, 9) + "\n")
	b.WriteString(setup + "start p1 combat\n")
	for i := 1; i <= 9; i++ {
		b.WriteString("p1 attack \"Village Militia#" + string(rune('0'+i)) + "\" p2 life\n")
	}
	b.WriteString(after)
	s, err := Board(t.Name(), strings.NewReader(b.String()), cardsettest.TestCards(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
}

// TestAttackerLeavesAfterStackDamage: nine attackers deal their Life Stack
// Damage one after another (Combat Phase, step F), then one of them is
// Slain (a Searing Bolt) in the window that follows. The state stays
// valid: the engine's place in the attacker list (Combat.Defender) moves
// with the list. A hard Hera–Enlil game of the tenth session's matrix
// found it did not ("Combat.Defender: 9 is out of range (-1 to 8)").
func TestAttackerLeavesAfterStackDamage(t *testing.T) {
	nineAttackers(t, "p2 hand \"Searing Bolt\"\np2 resource I\n",
		"all pass until life-after\nexpect p2 life count 12\n"+
			"p1 pass\np2 summon \"Searing Bolt\"\np2 target \"Village Militia#1\"\nall pass resolve\nexpect \"Village Militia#1\" zone discard\n")
}

// TestNineAttackersEndCombat: after nine attackers deal their Life Stack
// Damage, the Combat Phase ends and the attacker list is emptied; the
// engine's place in it (Combat.Defender) must go with it. The twelfth
// session's hard Hera–Enlil game 77 found it stayed at 9 in the End Phase
// (the same message).
func TestNineAttackersEndCombat(t *testing.T) {
	nineAttackers(t, "", "all pass until end-window\nexpect p2 life count 12\nexpect step end-window\n")
}
