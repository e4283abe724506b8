package present

import "twilight/rules"

// Point is a moment of the turn at which the table may stop for a player
// holding priority.
type Point uint8

// Stop points.
const (
	AtDraw      Point = iota // after the draw
	AtResource               // after Aspects are placed
	AtSummoning              // the Summoning Phase
	AtAttackers              // attackers declared, before blockers
	AtBlockers               // blockers declared, before Creature Damage
	AtDamage                 // after Creature, Discard and Life Stack Damage
	AtEnd                    // the End Phase
	AtChain                  // something waits on the chain
	AtAimed                  // something on the chain aims at you or your cards
	NumPoints
)

// PointNames are the stop points as the Settings screen lists them.
var PointNames = [NumPoints]string{"Draw Phase", "Resource Phase", "Summoning Phase", "Attackers declared",
	"Blockers declared", "Combat Damage", "End Phase", "Something on the chain", "Aimed at you or your cards"}

// When says when the table stops at a point.
type When uint8

// Stop settings.
const (
	Never    When = iota // pass for the player
	WithPlay             // stop when they have a Scheme, an ability or a Deity power to use
	Always               // stop whenever they may act at all (a Sacrifice or a Countdown too)
)

// WhenNames are the stop settings as the Settings screen shows them.
var WhenNames = [...]string{Never: "Pass", WithPlay: "With a play", Always: "Always stop"}

// Stops are a player's priority stops: Mine for points in their own turn
// (for AtChain: their own item on top), Theirs in other players' turns
// (for AtChain: another player's item). Combat points in another
// player's turn count only when the player is attacked.
type Stops struct {
	Mine   [NumPoints]When `json:"mine"`
	Theirs [NumPoints]When `json:"theirs"`
}

// DefaultStops stop in your own Summoning Phase; when your combat or an
// attack on you reaches a step where you have a Scheme or an ability to
// use; and whenever something aims at you or your cards and you could
// answer it (a Sacrifice included).
func DefaultStops() Stops {
	var s Stops
	s.Mine[AtSummoning] = Always
	s.Mine[AtBlockers] = WithPlay
	s.Theirs[AtAttackers] = WithPlay
	s.Theirs[AtBlockers] = WithPlay
	s.Mine[AtAimed] = Always
	s.Theirs[AtAimed] = Always
	return s
}

// PointOf is the stop point of the priority window player p holds in v,
// and whether it belongs to p's side of the Stops (their turn, or their
// own item on the chain).
func PointOf(v *rules.State, p int8) (pt Point, mine bool) {
	if n := len(v.Chain); n > 0 {
		if v.AimedAt(p) {
			return AtAimed, v.Active == p
		}
		return AtChain, v.Chain[n-1].Controller == p
	}
	mine = v.Active == p
	switch v.Step {
	case rules.StepDrawBefore, rules.StepDraw, rules.StepDrawAfter:
		return AtDraw, mine
	case rules.StepResource, rules.StepResourceAfter:
		return AtResource, mine
	case rules.StepSummoning:
		return AtSummoning, mine
	case rules.StepAttack, rules.StepAttackAfter, rules.StepBlock:
		return AtAttackers, mine
	case rules.StepBlockAfter, rules.StepReplace, rules.StepReplaceAfter:
		return AtBlockers, mine
	case rules.StepDamage, rules.StepDamageAfter, rules.StepDiscardDamage, rules.StepDiscardAfter, rules.StepLifeDamage, rules.StepLifeAfter:
		return AtDamage, mine
	}
	return AtEnd, mine
}

// at is the setting for point pt on the given side.
func (s *Stops) at(pt Point, mine bool) When {
	if mine {
		return s.Mine[pt]
	}
	return s.Theirs[pt]
}
