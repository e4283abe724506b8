package present

import "twilight/rules"

// Verdict is what the table does at a decision.
type Verdict uint8

// Verdicts.
const (
	// Stop: show the decision and wait for the player.
	Stop Verdict = iota
	// Pass: pass priority for the player without showing anything.
	Pass
	// Offer: nothing asks the table to stop, but the player could answer
	// something on the chain or an attack on them with a play; pass for
	// them unless someone at the screen wants to answer (a hot-seat
	// hand-over that passes by itself after a countdown).
	Offer
)

// PassKind is how the player asked the table to keep passing for them.
type PassKind uint8

// Pass modes.
const (
	PassNormal      PassKind = iota // the stops decide
	PassUntilTurn                   // pass until the player's next turn
	PassUntilAction                 // pass until another player does something
	PassToDamage                    // blockers are final: pass on to Creature Damage unless another player acts
	PassCombat                      // pass until another player does something or the combat ends
)

// Mode is a pass mode and when it was asked for.
type Mode struct {
	Kind PassKind
	Turn int16 // the turn it was asked in
	Mark int   // the length of the log when it was asked
}

// UntilTurn is the mode "pass until my next turn", asked now.
func UntilTurn(v *rules.State) Mode { return Mode{Kind: PassUntilTurn, Turn: v.Turn, Mark: len(v.Log)} }

// UntilCombatEnds is the mode a defender takes with "Done blocking" at a
// shared screen: pass until someone else does something or the combat
// is over.
func UntilCombatEnds(v *rules.State) Mode {
	return Mode{Kind: PassCombat, Turn: v.Turn, Mark: len(v.Log)}
}

// UntilAction is the mode "pass until someone else does something", asked now.
func UntilAction(v *rules.State) Mode {
	return Mode{Kind: PassUntilAction, Turn: v.Turn, Mark: len(v.Log)}
}

// Over reports whether the mode has run its course for player p in v:
// their next turn has begun, or another player has summoned, used an
// ability or power, Sacrificed or attacked since it was asked.
func (m Mode) Over(v *rules.State, p int8) bool {
	switch m.Kind {
	case PassUntilTurn:
		return v.Active == p && v.Turn != m.Turn
	case PassToDamage:
		if v.Turn != m.Turn || v.Step < rules.StepBlockAfter || v.Step > rules.StepReplaceAfter {
			return true
		}
		return actedSince(v, p, m.Mark)
	case PassUntilAction, PassCombat:
		if m.Kind == PassCombat && (v.Phase != rules.PhaseCombat || v.Turn != m.Turn) {
			return true
		}
		for _, e := range v.Log[min(m.Mark, len(v.Log)):] {
			switch e.Kind {
			case rules.EvSummon, rules.EvActivate, rules.EvDeity, rules.EvSacrifice, rules.EvAttack:
				if e.Player != p {
					return true
				}
			}
		}
		return v.Active == p && v.Turn != m.Turn
	}
	return true
}

// Decide says whether the table stops for player p at the decision
// pending in v (p's View, legal its legal actions): only a priority
// window can be passed for them; there the pass mode, then the stops
// decide. A stop that counts only "with a play" stops when p could
// Summon a Scheme, use an ability or a Deity power.
func Decide(v *rules.State, p int8, legal []rules.Action, stops *Stops, mode Mode) Verdict {
	if v.Over() || v.Pending.Kind != rules.DecPriority || v.Pending.Player != p {
		return Stop
	}
	play, any := plays(legal)
	if !any {
		return Pass
	}
	pt, mine := PointOf(v, p)
	if mode.Kind != PassNormal && !mode.Over(v, p) {
		if pt == AtAimed && stops.at(pt, mine) != Never {
			return Stop // passing on never lets a card of yours go unanswered
		}
		return Pass
	}
	w := stops.at(pt, mine)
	if !mine && (pt == AtAttackers || pt == AtBlockers || pt == AtDamage) && !v.Attacked(p) {
		w = Never // another player's fight
	}
	switch {
	case w == Always, w == WithPlay && play:
		return Stop
	case play && (len(v.Chain) > 0 || v.Attacked(p)):
		return Offer // something to answer, but no stop asks for it
	}
	return Pass
}

// plays reports whether legal holds a play (a Summon, an ability or a
// Deity power) and whether it holds anything but a pass.
func plays(legal []rules.Action) (play, any bool) {
	for _, a := range legal {
		switch a.Kind {
		case rules.ActSummon, rules.ActActivate, rules.ActDeity:
			return true, true
		case rules.ActPass:
		default:
			any = true
		}
	}
	return false, any
}

// AfterPass is the pass mode a pass by player p in v starts, if any: a
// pass after blockers are declared means "on to Damage", so the window
// that follows the replacing of blockers, where nothing was replaced, is
// passed for them too (the first press of "Assign damage" reaches the
// Damage).
func AfterPass(v *rules.State, p int8) (Mode, bool) {
	if len(v.Chain) == 0 && v.Step == rules.StepBlockAfter && v.Pending.Kind == rules.DecPriority {
		return Mode{Kind: PassToDamage, Turn: v.Turn, Mark: len(v.Log)}, true
	}
	return Mode{}, false
}

// actedSince reports whether a player other than p has summoned, used an
// ability or power, Sacrificed, attacked or blocked since log mark.
func actedSince(v *rules.State, p int8, mark int) bool {
	for _, e := range v.Log[min(mark, len(v.Log)):] {
		switch e.Kind {
		case rules.EvSummon, rules.EvActivate, rules.EvDeity, rules.EvSacrifice, rules.EvAttack, rules.EvBlock:
			if e.Player != p {
				return true
			}
		}
	}
	return false
}
