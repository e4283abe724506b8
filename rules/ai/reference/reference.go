// Package reference is a frozen copy of the computer opponent's normal and
// hard levels as they were at commit adc72ef (before issue #12), kept as a
// fixed yardstick: `twilight sim` and build/ladder.sh play the current
// levels against it (level names "reference" and "reference-hard" in
// package ai/levels) to measure whether a change made the computer
// stronger.
//
// The search, rules of thumb, evaluation and determinization in this
// package are the adc72ef code with the package clause changed and the
// adaptations later made to that code on main for team games and Power
// generation (a teammate is not an opponent; generating Power ahead of
// need is worth nothing). Do not improve them: a reference that moves
// measures nothing. When the rules change under it, change only what is
// needed to compile and to keep its behaviour, and accept the new golden
// decisions (go test ./rules/ai/reference -update) after reading the diff.
//
// The package imports only the standard library and twilight/rules.
package reference

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"time"

	"twilight/rules"
)

// Options tune a reference player; they mean what ai.Options means.
type Options struct {
	Deck       []rules.DefID
	Iterations int
	TimeBudget time.Duration
	Horizon    int
}

// The budgets of the frozen levels: normal's 96 playouts to the end of the
// opponent's reply, hard's 384 on through the decider's next turn.
const (
	NormalIterations = 96
	HardIterations   = 384
)

// ErrNoDecision is returned when the view has no decision pending.
var ErrNoDecision = errors.New("reference: no decision is pending")

// Player answers one decision, like ai.Player.
type Player interface {
	Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error)
}

// New returns the frozen normal player (hard = false) or hard player.
func New(hard bool, opt Options) Player {
	if !hard {
		if opt.Iterations <= 0 {
			opt.Iterations = NormalIterations
		}
		if opt.Horizon <= 0 {
			opt.Horizon = 1
		}
		return &searchPlayer{opt: opt, maxCands: 8}
	}
	if opt.Iterations <= 0 {
		opt.Iterations = HardIterations
	}
	if opt.Horizon <= 0 {
		opt.Horizon = 3
	}
	return &searchPlayer{opt: opt, maxCands: 12}
}

// prepare checks the view and reduces it to the deciding player's View.
// It returns the view, the deciding player and the legal actions.
func prepare(view *rules.State) (*rules.State, int8, []rules.Action, error) {
	if view == nil || view.Over() || view.Pending.Kind == rules.DecNone {
		return nil, 0, nil, ErrNoDecision
	}
	p := view.Pending.Player
	if view.Viewer != p {
		view = view.View(p)
	}
	legal := view.Legal(make([]rules.Action, 0, 64))
	if len(legal) == 0 {
		return nil, 0, nil, fmt.Errorf("reference: no legal action for the pending %s decision", view.Pending.Kind)
	}
	return view, p, legal, nil
}

// byPolicy returns the legal actions sorted by the rules of thumb, best
// first (stable, so equal scores keep the engine's order).
func byPolicy(v *rules.State, legal []rules.Action) []rules.Action {
	scores := scoreAll(v, legal, make([]float64, 0, len(legal)))
	idx := make([]int, len(legal))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return scores[idx[i]] > scores[idx[j]] })
	out := make([]rules.Action, len(legal))
	for i, k := range idx {
		out[i] = legal[k]
	}
	return out
}

// playout advances s with the policy until the game ends, the turn number
// passes untilTurn, or maxSteps actions were taken.
func playout(s *rules.State, pol *policy, r *rand.Rand, untilTurn, maxSteps int, buf []rules.Action) []rules.Action {
	for step := 0; step < maxSteps && !s.Over() && int(s.Turn) <= untilTurn; step++ {
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			break
		}
		a := pol.choose(s, buf, r)
		if s.Apply(a) != nil {
			// Should not happen; fall back to the first legal action.
			if s.Apply(buf[0]) != nil {
				break
			}
		}
	}
	return buf
}
