package rules

import (
	"fmt"
	"math/rand/v2"
)

// NewTable makes an empty table for a scenario or a test: the players and
// their Deities are seated, nothing is dealt, and no decision is pending
// until Start is called. Cards are added with AddCard.
func NewTable(set *CardSet, deities []int, seed uint64) (*State, error) {
	if len(deities) < 2 || len(deities) > MaxPlayers {
		return nil, fmt.Errorf("a table seats 2 to %d players, not %d", MaxPlayers, len(deities))
	}
	s := &State{Set: set, Winner: -1, Viewer: -1, Rand: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
	s.Players = make([]Player, len(deities))
	for i, d := range deities {
		if d < 0 || d >= len(set.Deities) {
			return nil, fmt.Errorf("player %d: no such deity", i+1)
		}
		s.Players[i].Deity = int8(d)
		s.Players[i].Decided = true
	}
	return s, nil
}

// AddCard creates an instance of def owned by owner and puts it on top of
// zone z of player holder (for ZCompass, in direction d). Cards in public
// zones are seen by everybody, cards in a Hand by their holder. It returns
// the new card's id.
func (s *State) AddCard(def DefID, owner, holder int8, z Zone, d Dir) (CardID, error) {
	if int(def) <= 0 || int(def) >= len(s.Set.Cards) {
		return NoCard, fmt.Errorf("no card with id %d", def)
	}
	if owner < 0 || int(owner) >= len(s.Players) || holder < 0 || int(holder) >= len(s.Players) {
		return NoCard, fmt.Errorf("no such player")
	}
	c := CardID(len(s.Cards))
	s.Cards = append(s.Cards, Card{Def: def, Owner: owner, Controller: holder, BlockOf: NoCard, BlockedBy: NoCard, Token: s.Set.Cards[def].Mini})
	switch z {
	case ZLife, ZDestroyed:
		holder = owner
	}
	s.put(c, holder, z, d)
	switch z {
	case ZHand:
		s.Cards[c].Seen = 1 << holder
	case ZDiscard, ZDestroyed, ZField, ZCompass:
		s.Cards[c].Seen = s.allSeen()
	case ZAspects, ZResource:
		if owner != holder {
			s.Cards[c].Seen = 1 << owner
		}
	}
	return c, nil
}

// PhaseStep is the step at which phase ph begins.
func PhaseStep(ph Phase) Step {
	switch ph {
	case PhaseRefresh:
		return StepTurnStart
	case PhaseDraw:
		return StepDrawBefore
	case PhaseTrade:
		return StepTrade
	case PhaseSeize:
		return StepSeize
	case PhaseResource:
		return StepResource
	case PhaseSummoning:
		return StepSummoning
	case PhaseCombat:
		return StepAttack
	case PhaseEnd:
		return StepEndWindow
	}
	return StepTurnStart
}

// Start begins play at the start of phase ph of player active's turn
// number turn (the first player's first turn is 1), and runs to the first
// decision.
func (s *State) Start(active int8, ph Phase, turn int) {
	s.Turn = int16(turn)
	s.Active = active
	if turn <= 1 {
		s.First = active
	} else {
		s.First = (active + int8(turn-1)%int8(len(s.Players))) % int8(len(s.Players))
	}
	s.Phase = ph
	s.Step = PhaseStep(ph)
	s.Combat = Combat{Defender: -1}
	s.Pending = Pending{}
	if ph == PhaseRefresh {
		s.Phase = PhaseRefresh
	}
	switch s.Step {
	case StepDrawBefore, StepSummoning, StepEndWindow:
		s.openWindow()
	}
	s.advance()
}

// Advance runs the turn machine to the next decision (after the board was
// edited directly, for instance).
func (s *State) Advance() { s.advance() }
