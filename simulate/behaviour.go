package simulate

import (
	"fmt"
	"strings"
)

// behaviourFields renders each seat's behaviour counters (ai.Behaviour)
// per game, for the summary line: p1_once_early=0.00 p1_tax_paid=0.00 ...
//
//   - once_early: one-use Conviction powers used in turns 1-2
//   - tax_paid: Countdowns of a Life Stack known to hold over 10 cards
//   - discard_sacrifices: Sacrifices against cards in a Discard Stack
//   - hand_emptied: Seizes that set aside the whole Hand
//   - attacks: attackers declared
//   - idle_turns: turns whose attacks ended with a favourable attacker
//     left home (it would Slay any blocker and survive, and its
//     controller was in no danger)
func (s Summary) behaviourFields() string {
	var b strings.Builder
	for i, bh := range s.Behaviour {
		p := fmt.Sprintf("p%d_", i+1)
		per := func(n int) float64 {
			if s.Games == 0 {
				return 0
			}
			return float64(n) / float64(s.Games)
		}
		fmt.Fprintf(&b, " %sonce_early=%.2f %stax_paid=%.2f %sdiscard_sacrifices=%.2f %shand_emptied=%.2f %sattacks=%.2f %sidle_turns=%.2f",
			p, per(bh.OnceEarly), p, per(bh.TaxPaid), p, per(bh.DiscardSacrifices), p, per(bh.HandEmptied), p, per(bh.Attacks), p, per(bh.IdleTurns))
	}
	return b.String()
}
