package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"twilight/rules"
)

// Player chooses actions for one seat.
type Player interface {
	// Decide returns a legal action for the decision pending in view, which
	// must be that player's View (rules.State.View). A full state is
	// accepted too, but the Player first reduces it to the deciding
	// player's View, so it never uses what that player cannot see. The same
	// view, seed and budget always give the same action unless a time
	// budget cut the search short.
	Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error)
}

// Options tune a Player.
type Options struct {
	// Deck is the player's own deck list (the Action cards it started
	// with). Hidden cards the player owns are sampled from it; without it
	// they are sampled like an opponent's.
	Deck []rules.DefID
	// Iterations is the search budget of normal and hard (0: the level's
	// default). Easy ignores it.
	Iterations int
	// TimeBudget, if positive, stops a search after this long even if
	// iterations remain; decisions then depend on machine speed.
	TimeBudget time.Duration
	// Horizon is how many turn boundaries a playout may cross before it is
	// cut off and evaluated (0: the level's default).
	Horizon int
	// Exploration is the UCB constant (0: the default, 0.7).
	Exploration float64
}

// Default search budgets, chosen to meet the decision-time targets on a
// two-core machine while two games run at once (see the package tests).
const (
	NormalIterations = 200
	HardIterations   = 800
)

// Levels lists the level names New accepts.
func Levels() []string { return []string{"random", "easy", "normal", "hard"} }

// ErrNoDecision is returned when the view has no decision pending.
var ErrNoDecision = errors.New("ai: no decision is pending")

// New returns a Player of the named level.
func New(level string, opt Options) (Player, error) {
	switch strings.ToLower(level) {
	case "random":
		return randomPlayer{}, nil
	case "easy":
		return &easyPlayer{opt: opt}, nil
	case "normal":
		if opt.Iterations <= 0 {
			opt.Iterations = NormalIterations
		}
		if opt.Horizon <= 0 {
			opt.Horizon = 2
		}
		return &searchPlayer{opt: opt}, nil
	case "hard":
		if opt.Iterations <= 0 {
			opt.Iterations = HardIterations
		}
		if opt.Horizon <= 0 {
			opt.Horizon = 2
		}
		return &searchPlayer{opt: opt}, nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want one of %s)", level, strings.Join(Levels(), ", "))
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
		return nil, 0, nil, fmt.Errorf("ai: no legal action for the pending %s decision", view.Pending.Kind)
	}
	return view, p, legal, nil
}

// randomPlayer picks a uniformly random legal action.
type randomPlayer struct{}

func (randomPlayer) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	_, _, legal, err := prepare(view)
	if err != nil {
		return rules.Action{}, err
	}
	return pickRandom(legal, seed), nil
}

func pickRandom(legal []rules.Action, seed uint64) rules.Action {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	return legal[r.IntN(len(legal))]
}

// easyPlayer tries each legal action on one determinization and keeps the
// one whose short greedy continuation evaluates best.
type easyPlayer struct{ opt Options }

func (e *easyPlayer) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	v, me, legal, err := prepare(view)
	if err != nil {
		return rules.Action{}, err
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	r := rand.New(rand.NewPCG(seed, 0xea5e))
	d := newDeterminizer(v, me, e.opt.Deck)
	base := d.sample(r)
	pol := newPolicy(0)
	bestV, best := -1.0, legal[0]
	buf := make([]rules.Action, 0, 64)
	for i, a := range legal {
		if i%8 == 0 {
			if err := ctx.Err(); err != nil {
				return rules.Action{}, err
			}
		}
		s := base.Clone()
		if s.Apply(a) != nil {
			continue
		}
		buf = playout(s, pol, r, int(base.Turn)+1, 80, buf)
		val := evaluate(s)[me] + 1e-6*r.Float64()
		if val > bestV {
			bestV, best = val, a
		}
	}
	return best, nil
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
