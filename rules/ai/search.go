package ai

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"time"

	"twilight/rules"
)

// searchPlayer is determinized flat Monte Carlo search with sequential
// halving: every candidate action is tried on the same sampled
// determinizations of the View (common random numbers, so the comparison
// between two actions is not drowned by the luck of the draw), each
// followed by a greedy playout to a horizon and scored by evaluate; after
// every round the worse half of the candidates is dropped, so most of the
// budget goes to telling the best few apart.
//
// Where passing is an option of a priority window or the Seize Phase it
// is the baseline: it is never dropped, and another candidate is chosen
// only when it beats passing on the same samples by more than the noise
// of the comparison (see beatsBaseline). Many candidates do next to
// nothing, and the best-looking of many equal ones always looks a little
// better than it is; the old player acted on that and Sacrificed, counted
// Life Stacks and spent its one-use power for nothing.
type searchPlayer struct {
	opt Options
	// maxCands is how many candidates, in the policy's order, are searched
	// at all (about 5% of decisions have more); the rest seldom matter and
	// would dilute the budget.
	maxCands int
	// baselineZ is how many standard errors of the paired difference an
	// action must beat passing by (see beatsBaseline).
	baselineZ float64
	// thumbs are the rules of thumb its playouts follow and its candidates
	// are ordered by; four, when set, replaces them at a table of more
	// than two players still in, every one for himself (thumbsFor).
	thumbs, four *thumbs
	// share values positions at a table of more than two players by the
	// share of the game (shareValue) rather than by the lead over the
	// strongest opponent (evaluate): hard's, not normal's.
	share bool
}

// candStats are one candidate's results: its mean evaluation, and its
// difference from the baseline on the samples both were tried on.
type candStats struct {
	sum       float64
	n         int
	dsum, dsq float64 // paired differences from the baseline
	dn        int
	last      float64 // value on the current sample
	triedLast bool
	out       outcome // summed over the samples, for the reason (reason.go)
	// dropped: halving or the race left it behind; its mean is over the
	// early samples only and is not compared with the survivors' (pickBest).
	dropped bool
}

func (c *candStats) mean() float64 {
	if c.n == 0 {
		return math.Inf(-1)
	}
	return c.sum / float64(c.n)
}

// Decide implements Player.
func (sp *searchPlayer) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	a, _, err := sp.DecideWhy(ctx, view, seed)
	return a, err
}

// DecideWhy implements Reasoner.
func (sp *searchPlayer) DecideWhy(ctx context.Context, view *rules.State, seed uint64) (rules.Action, string, error) {
	v, me, legal, err := prepare(view)
	if err != nil {
		return rules.Action{}, "", err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, "", err
	}
	if a, ok := quick(v); ok {
		return a, quickReason(v, a), nil
	}
	legal = prune(v, legal)
	// Candidates in the policy's order; the order breaks ties.
	cands := byPolicy(v, legal, sp.thumbsFor(v))
	if sp.maxCands > 0 && len(cands) > sp.maxCands {
		cands = cands[:sp.maxCands]
	}
	base := baselineOf(v, cands)
	if base < 0 {
		if b := baselineOf(v, legal); b >= 0 {
			// Passing always stays a candidate where it is the baseline.
			cands = append(cands, legal[b])
			base = len(cands) - 1
		}
	}
	if base < 0 && v.Pending.Kind == rules.DecAttack {
		// Declaring attackers, the policy's favourite is the baseline: its
		// rules of thumb see what a playout's noise hides, such as an
		// attack no one can block by a Creature that stays Fresh, which
		// normal let pass on 6 seeds of 40 for a mean a shade better.
		base = 0
	}
	st, err := sp.search(ctx, v, me, cands, base, seed)
	if err != nil {
		return rules.Action{}, "", err
	}
	best := pickBest(st, base, sp.baselineZ)
	if best == base && v.Pending.Kind == rules.DecPriority {
		if i := playedAnyway(st, cands, base); i >= 0 {
			return cands[i], anywayReason(v, me, cands[i]), nil
		}
	}
	if best < 0 {
		a := newPolicy(0, sp.thumbsFor(v)).chooseGreedy(v, legal)
		return a, quickReason(v, a), nil
	}
	return cands[best], searchReason(v, me, cands, st, best, base), nil
}

// thumbsFor is the rules of thumb for a decision in position v.
func (sp *searchPlayer) thumbsFor(v *rules.State) *thumbs {
	if sp.four != nil && !v.TeamGame() && playersIn(v) > 2 {
		return sp.four
	}
	return sp.thumbs
}

// search plays the candidates on shared samples with sequential halving
// and returns their statistics. Candidate base (when >= 0) is never dropped.
func (sp *searchPlayer) search(ctx context.Context, v *rules.State, me int8, cands []rules.Action, base int, seed uint64) ([]candStats, error) {
	r := rand.New(rand.NewPCG(seed, 0x15c75))
	det := newDeterminizer(v, me, sp.opt.Deck)
	deadline := searchDeadline(ctx, sp.opt.TimeBudget)
	until := horizonTurn(v, me, sp.opt.Horizon)
	// A decision with few options needs fewer samples than the budget
	// allows: at most a sixth of it per candidate.
	budget := sp.opt.Iterations
	if per := max(budget/candShare, 1); budget > per*len(cands) {
		budget = per * len(cands)
	}
	st := make([]candStats, len(cands))
	alive := make([]int, len(cands))
	for i := range alive {
		alive[i] = i
	}
	rounds := 1
	for k := len(cands); k > 2; k = (k + 1) / 2 {
		rounds++
	}
	ws := make([]sampler, min(workersOf(ctx), len(cands)))
	for w := range ws {
		ws[w] = sampler{pol: newPolicy(0, sp.thumbsFor(v)), buf: make([]rules.Action, 0, 64), until: until, me: me, start: int(v.Turn), share: sp.share}
	}
	used := 0
	rc := newRace(len(cands), base, sp.baselineZ)
	for round := 0; round < rounds && len(alive) > 1; round++ {
		per := max((budget-used)/(len(alive)*(rounds-round)), 1)
		for k := 0; k < per && len(alive) > 1; k++ {
			sample := det.sample(r)
			pseed := r.Uint64()
			if stop, err := playSample(ctx, deadline, ws, sample, cands, st, alive, pseed, &used); err != nil {
				return nil, err
			} else if stop {
				return markDropped(st, alive), nil
			}
			rc.record(st, alive)
			pairWithBaseline(st, alive, base)
			var done bool
			if alive, done = rc.settle(st, alive); done {
				return markDropped(st, alive), nil
			}
		}
		if round < rounds-1 {
			alive = halve(st, alive, base)
		}
	}
	return markDropped(st, alive), nil
}

// markDropped marks every candidate not in alive as dropped and returns st.
func markDropped(st []candStats, alive []int) []candStats {
	for i := range st {
		st[i].dropped = true
	}
	for _, i := range alive {
		st[i].dropped = false
	}
	return st
}

// sampler plays candidates on samples: its own policy (which keeps
// scratch space) and action buffer, so that several play at once.
type sampler struct {
	pol   *policy
	buf   []rules.Action
	until int  // the playouts' horizon (horizonTurn)
	me    int8 // the decider
	start int  // the turn of the decision (for value)
	share bool // value by shareValue at a table of three or more
}

// try plays candidate a on the sample, then a playout with seed pseed,
// and adds the result to c. The same sample and seed give the same result
// whichever sampler plays it and whatever else is played at the time.
func (w *sampler) try(sample *rules.State, a rules.Action, c *candStats, pseed uint64) {
	s := sample.Clone()
	c.triedLast = true
	if s.Apply(a) != nil {
		// Illegal in this sample (should not happen: legality depends on
		// the View only). Score it as a loss.
		c.last = 0
		c.n++
		return
	}
	w.buf = playout(s, w.pol, rand.New(rand.NewPCG(pseed, 0x9a1)), w.until, playoutSteps, w.buf)
	c.last = value(s, w.me, w.start, w.share)
	c.sum += c.last
	c.out.add(s, w.me)
	c.n++
}

// playSample plays the alive candidates on one sample (together when there
// are several samplers), counting them in used. It stops early, with stop
// set, once the deadline has passed after at least one playout, and with
// the context's error when the search was cancelled (or its deadline
// passed before any playout).
func playSample(ctx context.Context, deadline time.Time, ws []sampler, sample *rules.State, cands []rules.Action,
	st []candStats, alive []int, pseed uint64, used *int) (stop bool, err error) {
	out := func() (bool, error) {
		if err := ctx.Err(); err != nil && (*used == 0 || !errors.Is(err, context.DeadlineExceeded)) {
			return true, err
		}
		return !deadline.IsZero() && *used > 0 && time.Now().After(deadline), nil
	}
	if len(ws) > 1 {
		if stop, err := out(); stop || err != nil {
			return stop, err
		}
		tryTogether(ws, sample, cands, st, alive, pseed)
		*used += len(alive)
		return false, nil
	}
	for _, i := range alive {
		if stop, err := out(); stop || err != nil {
			return stop, err
		}
		*used++
		ws[0].try(sample, cands[i], &st[i], pseed)
	}
	return false, nil
}

// tryTogether plays every alive candidate on the sample, shared out among
// the samplers, each on its own goroutine but the first; every candidate's
// statistics are written by one sampler only. The samplers yield after
// each playout: when they hold every processor, a game loop that wakes for
// its next frame then waits for one playout, not for the scheduler to
// preempt a sampler (10 ms or more: frames of 20-37 ms after a move).
func tryTogether(ws []sampler, sample *rules.State, cands []rules.Action, st []candStats, alive []int, pseed uint64) {
	n := min(len(ws), len(alive))
	var wg sync.WaitGroup
	for w := 1; w < n; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for j := w; j < len(alive); j += n {
				ws[w].try(sample, cands[alive[j]], &st[alive[j]], pseed)
				runtime.Gosched()
			}
		}(w)
	}
	for j := 0; j < len(alive); j += n {
		ws[0].try(sample, cands[alive[j]], &st[alive[j]], pseed)
		runtime.Gosched()
	}
	wg.Wait()
}

// WithWorkers returns a context under which the searching levels play
// the candidates of a decision on up to n goroutines at once (n <= 1: on
// the caller's alone). The answer does not change, only how soon it comes
// (unless a time budget cuts the search short): the client's session, whose
// players wait for the computers, uses the processors the game leaves idle;
// a simulation that plays many games at once gains nothing by it.
func WithWorkers(ctx context.Context, n int) context.Context {
	return context.WithValue(ctx, workersKey{}, n)
}

type workersKey struct{}

// workersOf is the number of goroutines WithWorkers asked for, at least 1.
func workersOf(ctx context.Context) int {
	if n, ok := ctx.Value(workersKey{}).(int); ok && n > 1 {
		return n
	}
	return 1
}

// searchDeadline is when a search must stop and answer with what it has:
// after the time budget, and a little before the context's deadline (a
// caller such as the client's session bounds the thinking time that way).
// The zero time when neither is set.
func searchDeadline(ctx context.Context, budget time.Duration) time.Time {
	var deadline time.Time
	if budget > 0 {
		deadline = time.Now().Add(budget)
	}
	if d, ok := ctx.Deadline(); ok {
		if d = d.Add(-deadlineMargin); deadline.IsZero() || d.Before(deadline) {
			deadline = d
		}
	}
	return deadline
}

// deadlineMargin is how long before a context's deadline a search stops,
// to answer before the caller gives up on it.
const deadlineMargin = 20 * time.Millisecond

// pairWithBaseline records, for every candidate tried on the current
// sample, its difference from the baseline's value on that sample.
func pairWithBaseline(st []candStats, alive []int, base int) {
	for _, i := range alive {
		c := &st[i]
		if base >= 0 && i != base && c.triedLast && st[base].triedLast {
			d := c.last - st[base].last
			c.dsum += d
			c.dsq += d * d
			c.dn++
		}
	}
	for _, i := range alive {
		st[i].triedLast = false
	}
}

// halve keeps the better half of the alive candidates, and the baseline.
func halve(st []candStats, alive []int, base int) []int {
	sort.SliceStable(alive, func(a, b int) bool { return st[alive[a]].mean() > st[alive[b]].mean() })
	keep := alive[:(len(alive)+1)/2]
	if base >= 0 {
		found := false
		for _, i := range keep {
			found = found || i == base
		}
		if !found {
			keep = append(keep, base)
		}
	}
	return keep
}

// pickBest returns the candidate with the best mean, or the baseline when
// that one does not beat it clearly (by z standard errors); -1 when
// nothing was tried. Only the candidates the search kept to the end
// compete: one dropped by halving has a mean over the first samples
// only, and when the survivors' means fell back over later samples it
// could win on the samples that had dropped it. Normal aimed Wolf-Mother's
// Fury at its own Hunnic Outrider that way, on 8 samples to the other
// candidates' 20 (rules/testdata/scenarios/ai/target-the-opponents-creature.txt).
func pickBest(st []candStats, base int, z float64) int {
	best := -1
	for i := range st {
		if st[i].n == 0 || st[i].dropped {
			continue
		}
		if best < 0 || st[i].mean() > st[best].mean()+1e-12 {
			best = i
		}
	}
	if base >= 0 && best >= 0 && best != base && st[base].n > 0 && !beatsBaseline(&st[best], z) {
		return base
	}
	return best
}

// playedAnyway returns the first kept Summon (in the policy's order)
// whose value equals passing's on every sample passing was played on,
// or -1 (also when the baseline base is not a pass, or there is none).
// Such a candidate is one the playouts play anyway after the pass,
// typically once the opponent's greedy reply hands the priority back; at
// the table the reply may be a pass that ends the phase, and the card
// stays in the Hand (docs/ai-experiments.md, fourteenth session).
func playedAnyway(st []candStats, cands []rules.Action, base int) int {
	if base < 0 || cands[base].Kind != rules.ActPass {
		return -1
	}
	for i := range st {
		c := &st[i]
		if i != base && cands[i].Kind == rules.ActSummon && !c.dropped && c.dn > 0 && c.dn == st[base].n && c.dsum == 0 && c.dsq == 0 {
			return i
		}
	}
	return -1
}

// Passing is kept unless another action is better on the same samples by
// more than z standard errors of the paired difference (normal: normalZ,
// hard: hardZ) and by at least baselineMin (in the evaluation's
// win-probability units).
//
// Hard's z keeps its margin over passing what normal's is in absolute
// terms: with 512 playouts to normal's 96 its standard errors are about
// √(512/96) ≈ 2.3 times smaller, so at z=1 it left passing for gains too
// small for normal's test to see. Such gains are within the playouts' own
// bias (greedy replies, a one-turn horizon), not real: at z=1 hard was
// even with normal, at 2.3 it wins clearly (see the budgets' comment in
// ai.go).
const (
	normalZ     = 1.0
	hardZ       = 2.3
	baselineMin = 5e-4
)

// beatsBaseline reports whether a candidate beats the baseline by more
// than z standard errors (and baselineMin).
func beatsBaseline(c *candStats, z float64) bool {
	if c.dn == 0 {
		return false
	}
	n := float64(c.dn)
	m := c.dsum / n
	if m < baselineMin {
		return false
	}
	if c.dn < 2 {
		return true
	}
	variance := max((c.dsq-n*m*m)/(n-1), 0)
	return m > z*math.Sqrt(variance/n)
}

// baselineOf returns the index of the action search compares the others
// against: passing in a priority window or the Seize Phase, where it means
// "do nothing"; -1 elsewhere.
func baselineOf(v *rules.State, cands []rules.Action) int {
	switch v.Pending.Kind {
	case rules.DecPriority, rules.DecSeize:
	default:
		return -1
	}
	for i, a := range cands {
		if a.Kind == rules.ActPass {
			return i
		}
	}
	return -1
}

// candShare: one candidate gets at most 1/candShare of the budget.
const candShare = 6

// playoutSteps bounds one playout; a turn rarely takes more than a few
// dozen actions.
const playoutSteps = 600

// horizonTurn is the last turn a playout from v plays: horizon turns
// after the decider's current or next turn.
func horizonTurn(v *rules.State, me int8, horizon int) int {
	t := int(v.Turn)
	if v.Active != me {
		t++
	}
	return t + horizon
}

// prune drops the actions no search should waste samples on, because
// they only ever cost the decider (it keeps at least one action):
//   - a Countdown: it is legal only when the Life Stack holds more than
//     10 cards, so it always pays the Disruption Tax, a Life Stack card,
//     for a number the computer has no use for;
//   - a Sacrifice against one's own or a teammate's card, or against a
//     card in a Discard Stack (Power lost for good against a card that
//     does nothing there);
//   - a Seize that would set aside the whole Hand;
//   - an attack on an empty Discard Stack: it Destroys nothing, where the
//     same attack on the Life Stack would deal its Damage.
func prune(v *rules.State, legal []rules.Action) []rules.Action {
	out := make([]rules.Action, 0, len(legal))
	for _, a := range legal {
		if !wasteful(v, a) {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return legal
	}
	return out
}

// wasteful reports whether action a is one prune drops.
func wasteful(v *rules.State, a rules.Action) bool {
	switch a.Kind {
	case rules.ActCountdown:
		return true
	case rules.ActSacrifice:
		cd := &v.Cards[a.Card]
		return !v.Opponents(a.Player, cd.Controller) || cd.Zone == rules.ZDiscard
	case rules.ActSeize:
		return len(v.Players[a.Player].Hand) <= v.SeizeCost(a.Player, a.Who, a.Level)
	case rules.ActAttack:
		return a.Stack == rules.AtDiscard && len(v.Players[a.Who].Discard) == 0
	}
	return false
}

// obvious answers decisions that need no search: a priority window in
// which passing is the only option left once prune has dropped the
// wasteful ones.
func obvious(v *rules.State, legal []rules.Action) (rules.Action, bool) {
	if v.Pending.Kind != rules.DecPriority {
		return rules.Action{}, false
	}
	var pass rules.Action
	havePass := false
	for _, a := range legal {
		switch {
		case a.Kind == rules.ActPass:
			pass, havePass = a, true
		case wasteful(v, a):
		case a.Kind == rules.ActGenerate:
			// Power generated ahead of need only Decays.
		default:
			return rules.Action{}, false
		}
	}
	return pass, havePass
}
