package puzzle

import (
	"context"
	"fmt"
	"time"

	"twilight/rules"
	"twilight/rules/scenario"
)

// Player plays and weighs for the outcome test: the strongest computer
// level (rules/ai's Arbiter). This package may not import the computer
// players, so the Puzzles screen hands one in.
type Player interface {
	// Decide is the action for any seat's decision pending in the whole
	// game s (it reduces s to that seat's View itself); the same state and
	// seed give the same action.
	Decide(ctx context.Context, s *rules.State, seed uint64) (rules.Action, error)
	// Better reports whether move other is clearly better than move played
	// in the decision pending in s, by the margin the level needs to leave
	// passing, and why in the player's words.
	Better(ctx context.Context, s *rules.State, played, other rules.Action, seed uint64) (bool, string, error)
}

// The continuation's bounds: a turn of a puzzle takes a few dozen
// actions; a line that runs past maxActions, or a player that thinks past
// judgeTime for the whole line, ends the judging (the move is then judged
// as the answer's lines alone judge it).
const (
	maxActions = 400
	judgeTime  = 5 * time.Second
	// lineSeed starts the seeds of a continuation's decisions (the n-th
	// decision of either line gets lineSeed+n).
	lineSeed = 0x7a11
)

// playOn plays game s on to the puzzle's horizon — the end of turn turn,
// or the end of the game — and returns where it stands. Every decision
// is pl's, except the solver's while answer steps are left: the first
// legal action an alternative of the next step describes is played, and
// the step is used up (a decision no alternative fits is pl's, as an
// answer skips the windows the table passes through by itself).
func playOn(ctx context.Context, s *rules.State, turn int, pl Player, solver int8, steps [][]string) (*rules.State, error) {
	for n := 0; !s.Over() && int(s.Turn) == turn; n++ {
		if n >= maxActions {
			return nil, fmt.Errorf("puzzle: the continuation ran past %d actions", maxActions)
		}
		var a rules.Action
		listed := false
		if s.Pending.Player == solver && len(steps) > 0 {
			a, listed = fitting(s, solver, steps[0])
		}
		if listed {
			steps = steps[1:]
		} else {
			var err error
			if a, err = pl.Decide(ctx, s, lineSeed+uint64(n)); err != nil {
				return nil, err
			}
		}
		if err := s.Apply(a); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// fitting is the first legal action of p that one of lines describes.
func fitting(s *rules.State, p int8, lines []string) (rules.Action, bool) {
	for _, a := range s.Legal(nil) {
		if a.Player != p {
			continue
		}
		for _, line := range lines {
			if ok, _ := scenario.Fits(s, a, line); ok {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// The results of a line at the puzzle's horizon, for the solver.
const (
	lost    = iota // out of the game
	playing        // still in it (or a draw)
	won
)

// result is where game s leaves solver.
func result(s *rules.State, solver int8) int {
	switch {
	case s.Won(solver):
		return won
	case s.Players[solver].Lost:
		return lost
	}
	return playing
}

// resultWords say why a line's result falls short of the answer's.
func resultWords(ans int) string {
	if ans == won {
		return "The answer wins the game this turn; after this move, played on as well as the computer can, it does not."
	}
	return "After this move, played on as well as the computer can, you are out of the game this turn; after the answer you are not."
}
