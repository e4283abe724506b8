package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
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
	// Iterations is the search budget of normal and hard in playouts per
	// decision (0: the level's default); a decision with fewer than six
	// options uses a sixth of it per option. Easy ignores it.
	Iterations int
	// TimeBudget, if positive, stops a search after this long even if
	// iterations remain, with the best action found so far; decisions then
	// depend on machine speed. A deadline on Decide's context does the
	// same (a little before it).
	TimeBudget time.Duration
	// Horizon is how many turns past the decider's current (or, when
	// another player is active, next) turn a playout of normal and hard
	// plays before it is evaluated (0: the level's default, 1: through the
	// opponent's reply). An odd horizon ends a playout after an opponent's
	// turn, when the position is quiet for the decider; an even one ends it
	// right after the decider's own attack and measured clearly worse. A
	// horizon of 3 (on through the decider's following turn) was hard's
	// before issue #12; with the new evaluation it won no more games than 1
	// at the same cost (16-16 against normal), so hard spends its budget
	// on more playouts instead. Easy ignores it and always plays through
	// the opponent's reply.
	Horizon int
}

// Default search budgets in playouts per decision. Once the blunders were
// kept out by construction, more playouts bought hard little: against
// normal with 96 it won 16-16 with a horizon of 3, 18-14 with 576 playouts
// to normal's horizon, 16-16 with random playout moves; against normal
// with 32, 20-12 and then 26-26. Normal keeps the budget that beat the
// pre-#12 players most clearly; hard plays five times as many playouts
// (a decision with fewer than six options uses a sixth of the budget per
// option), which makes it a little steadier at close calls.
//
// Smarter playouts did not make hard clearly stronger either (issue #12,
// hard against normal over the 16 deck pairings, -workers 1). Hard's
// playouts declared attackers and blockers by a one-step lookahead (the
// k best-scored declarations each played greedily to the end of the
// combat on a copy, the best evaluation taken; for both players):
//   - k=3, 192 playouts: 30-18 (seed 2000), then 61-51 (112 games, seed
//     3000);
//   - k=3 with main-phase summons looked ahead too, 192 playouts: 25-23;
//   - k=3 with each declaration played on to the playout's horizon, 192
//     playouts: 27-21;
//   - k=6, 256 playouts: 33-15 (seed 2000), then 66-46 (112 games, seed
//     3000), and it failed the puzzle attack-bull-into-2-2s (passed
//     instead of attacking on one seed of three);
//   - this hard, for comparison: 28-20 (seed 2000).
//
// Each costs 2-4 times as much per decision (p95 in the hundreds of
// milliseconds on a loaded 2-core machine). At searched decisions hard
// disagrees with normal about as often as normal disagrees with itself on
// another seed (88 and 81 of 367), so the extra playouts mostly resample
// near-ties: what is left to gain is in the evaluation and the playout
// policy, not the budget.
//
// Nor did another judgment of positions (issue #12, second round; the
// change in hard's search against normal, 16 pairings, -workers 1).
// Screened at normal's 96 playouts, 3 games a pairing, seed 4000:
//   - one evaluation weight at a time: wCreature 0.7 and 0.3 (0.45):
//     24-24, 21-27; wHand 0.8 and 0.2 (0.45): 26-22, 23-25; evalScale 3
//     (5): 24-24; an opponent's Life Stack weighed 1.3 times: 25-23;
//     wPower 12 and 3 (6): 18-30, 11-13 (24 games);
//   - an opponent's hidden cards drawn from its Deity's pre-built deck
//     while its visible cards fit it: 25-23;
//   - half of a playout's value from playing on to the game's end: 9-12
//     (21 games), at five times the cost;
//   - a charge per Aspect a Sacrifice destroys: 0.025 24-24, 0.05 32-16
//     and 58-37 (96 games, seed 6000), 0.15 24-24, 1 24-24; at 512
//     playouts 0.05 went 31-34 (65 games, seed 7000).
//
// What separated them was hard's test for leaving the pass baseline
// (search.go, hardZ): at z=2.3 instead of 1, with its 512 playouts, hard
// won 52-28 (80 games, seed 8000), then 122-86 (58.7%, 208 games, seed
// 9000; p95 at most 118 ms) — clearly stronger than normal, still short
// of the 70% issue #12 asks. At z=3.5 it won 31-17 (48 games, seed 8000),
// no clearer than 2.3. Making the policy's first choice a baseline to beat
// in the same way at every decision without a pass (attacks, blocks,
// targets, offers) made it worse: 86-83 after 13 of the 16 pairings (seed
// 9000, where z=2.3 alone stood at 101-68), so it was dropped. Searching
// 8 candidates instead of 12 (fewer chances for a lucky-looking one) was
// worse too: 79-64 after 11 pairings, against 88-55 with 12.
//
// What made hard clearly the stronger player is the policy its playouts
// follow (issue #12, third round). The search judges an action by the
// games that follow it, and those games were played by hand-written rules
// of thumb that Sacrificed Aspects for any 2/2, spent Life on repeatable
// Deity powers and refused fair trades: playing by itself, a policy whose
// numbers were tuned by self-play (hardThumbs, TestTuneThumbs) beats them
// in 83% of games. Hard's playouts and its candidate order follow the
// tuned numbers; normal and easy keep the plain ones. Hard then beat
// normal 93-19 (83.0%, 112 games, seed 11000, where hard with the plain
// rules won 61-51), 176-32 (84.6%, 208 games, seed 9000; p95 at most
// 196 ms with two games at once) and 182-26 (87.5%, 208 games, seed
// 10000; p95 at most 120 ms). The same round found nothing in (hard
// against normal, seed 11000, one game at a time, 7 games a pairing):
//   - an evaluation fitted by logistic regression to the outcomes of
//     20,000 greedy games (held-out log-loss 0.458 against 0.515): 58-54;
//   - a horizon of 3 turns: 21-28 after 49 games;
//   - an opponent's hidden cards drawn from its actual deck list: 4-17
//     after 21 games;
//   - passing as the baseline of attack declarations too: 29-27 after 56.
const (
	NormalIterations = 96
	HardIterations   = 512
)

// Levels lists the level names a player picks from.
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
			opt.Horizon = 1
		}
		return &searchPlayer{opt: opt, maxCands: 8, baselineZ: normalZ, thumbs: plainThumbs()}, nil
	case "hard":
		if opt.Iterations <= 0 {
			opt.Iterations = HardIterations
		}
		if opt.Horizon <= 0 {
			opt.Horizon = 1
		}
		return &searchPlayer{opt: opt, maxCands: 12, baselineZ: hardZ, thumbs: hardThumbs()}, nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want one of %s)", level, strings.Join(Levels(), ", "))
}

// prepare checks the view and reduces it to the deciding player's View.
// It returns the view, the deciding player and the legal actions (less
// the wasteful ones rules.State.SearchLegal leaves out, for every level
// but random).
func prepare(view *rules.State) (*rules.State, int8, []rules.Action, error) {
	if view == nil || view.Over() || view.Pending.Kind == rules.DecNone {
		return nil, 0, nil, ErrNoDecision
	}
	p := view.Pending.Player
	if view.Viewer != p {
		view = view.View(p)
	}
	legal := view.SearchLegal(make([]rules.Action, 0, 64))
	if len(legal) == 0 {
		return nil, 0, nil, fmt.Errorf("ai: no legal action for the pending %s decision", view.Pending.Kind)
	}
	return view, p, legal, nil
}

// Quick answers at once, without searching, a decision that needs no
// thought: one with a single sensible action, or a priority window where
// passing is the only option worth anything (see obvious). It returns
// false for every other decision; Decide gives the same answer to those
// it does answer. The client's session applies such answers on the game
// loop, so that the windows a computer passes through cost no frames.
type Quick interface {
	Quick(view *rules.State) (rules.Action, bool)
}

// quick is the searching levels' Quick.
func quick(view *rules.State) (rules.Action, bool) {
	v, _, legal, err := prepare(view)
	if err != nil {
		return rules.Action{}, false
	}
	if len(legal) == 1 {
		return legal[0], true
	}
	legal = prune(v, legal)
	if len(legal) == 1 {
		return legal[0], true
	}
	return obvious(v, legal)
}

// Quick implements Quick.
func (e *easyPlayer) Quick(view *rules.State) (rules.Action, bool) { return quick(view) }

// Quick implements Quick.
func (sp *searchPlayer) Quick(view *rules.State) (rules.Action, bool) { return quick(view) }

// randomPlayer picks a uniformly random legal action.
type randomPlayer struct{}

func (randomPlayer) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	v, _, _, err := prepare(view)
	if err != nil {
		return rules.Action{}, err
	}
	return pickRandom(v.Legal(nil), seed), nil
}

// ChooseLegal implements LegalChooser.
func (randomPlayer) ChooseLegal(legal []rules.Action, seed uint64) rules.Action {
	return pickRandom(legal, seed)
}

// LegalChooser is a Player whose choice depends only on the legal actions
// and the seed, not on the position: the random level. A simulator may ask
// it directly, without building a View; ChooseLegal(view.Legal(), seed)
// then equals Decide(ctx, view, seed).
type LegalChooser interface {
	ChooseLegal(legal []rules.Action, seed uint64) rules.Action
}

func pickRandom(legal []rules.Action, seed uint64) rules.Action {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	return legal[r.IntN(len(legal))]
}

// easyPlayer tries each legal action on a few determinizations (the same
// ones for every action) and keeps the one whose greedy continuation to
// the end of the opponents' reply evaluates best on average; ties go to
// the action the rules of thumb prefer, and in a priority window or the
// Seize Phase passing is kept unless another action looks clearly better.
type easyPlayer struct{ opt Options }

// easySamples is how many determinizations easy tries each action on.
const easySamples = 3

// easyMargin is how much better than passing (on average over its few
// samples) an action must look for easy to take it instead.
const easyMargin = 0.01

// DecideWhy implements Reasoner.
func (e *easyPlayer) DecideWhy(ctx context.Context, view *rules.State, seed uint64) (rules.Action, string, error) {
	a, err := e.Decide(ctx, view, seed)
	if err != nil {
		return a, "", err
	}
	if q, ok := quick(view); ok && q == a {
		return a, quickReason(view, a), nil
	}
	return a, view.Describe(a, view.Pending.Player) + ": looked best at a glance", nil
}

func (e *easyPlayer) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	v, me, legal, err := prepare(view)
	if err != nil {
		return rules.Action{}, err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	legal = prune(v, legal)
	if a, ok := obvious(v, legal); ok || len(legal) == 1 {
		if !ok {
			a = legal[0]
		}
		return a, nil
	}
	th := plainThumbs()
	cands := byPolicy(v, legal, th)
	sum := make([]float64, len(cands))
	tried := make([]bool, len(cands))
	r := rand.New(rand.NewPCG(seed, 0xea5e))
	d := newDeterminizer(v, me, e.opt.Deck)
	pol := newPolicy(0, th)
	until := horizonTurn(v, me, 1)
	buf := make([]rules.Action, 0, 64)
	deadline := searchDeadline(ctx, 0)
	for k := 0; k < easySamples && (k == 0 || deadline.IsZero() || time.Now().Before(deadline)); k++ {
		sample := d.sample(r)
		pseed := r.Uint64()
		for i, a := range cands {
			if err := ctx.Err(); err != nil {
				return rules.Action{}, err
			}
			s := sample.Clone()
			if s.Apply(a) != nil {
				continue
			}
			buf = playout(s, pol, rand.New(rand.NewPCG(pseed, 0x9a1)), until, playoutSteps, buf)
			sum[i] += value(s, me, int(v.Turn))
			tried[i] = true
		}
	}
	best, base := -1, baselineOf(v, cands)
	for i := range cands {
		if tried[i] && (best < 0 || sum[i] > sum[best]+1e-9) {
			best = i
		}
	}
	switch {
	case best < 0:
		return pol.chooseGreedy(v, legal), nil
	case base >= 0 && tried[base] && sum[best] < sum[base]+easyMargin*easySamples:
		// A few samples cannot tell a small gain from luck: keep passing.
		return cands[base], nil
	}
	return cands[best], nil
}

// byPolicy returns the legal actions sorted by the rules of thumb, best
// first (stable, so equal scores keep the engine's order).
func byPolicy(v *rules.State, legal []rules.Action, th *thumbs) []rules.Action {
	scores := th.scoreAll(v, legal, make([]float64, 0, len(legal)))
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
		buf = s.SearchLegal(buf[:0])
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
