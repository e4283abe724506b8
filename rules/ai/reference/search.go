package reference

import (
	"context"
	"math"
	"math/rand/v2"
	"sort"
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
type searchPlayer struct {
	opt Options
	// maxCands is how many candidates, in the policy's order, are searched
	// at all (about 5% of decisions have more); the rest seldom matter and
	// would dilute the budget.
	maxCands int
}

// Decide implements Player.
func (sp *searchPlayer) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	v, me, legal, err := prepare(view)
	if err != nil {
		return rules.Action{}, err
	}
	if err := ctx.Err(); err != nil {
		return rules.Action{}, err
	}
	pol := newPolicy(0)
	if len(legal) == 1 {
		return legal[0], nil
	}
	if a, ok := obvious(v, legal); ok {
		return a, nil
	}
	// Candidates in the policy's order; the order breaks ties.
	cands := byPolicy(v, legal)
	if sp.maxCands > 0 && len(cands) > sp.maxCands {
		cands = cands[:sp.maxCands]
	}

	r := rand.New(rand.NewPCG(seed, 0x15c75))
	det := newDeterminizer(v, me, sp.opt.Deck)
	var deadline time.Time
	if sp.opt.TimeBudget > 0 {
		deadline = time.Now().Add(sp.opt.TimeBudget)
	}
	until := horizonTurn(v, me, sp.opt.Horizon)
	// A decision with few options needs fewer samples than the budget
	// allows: at most a sixth of it per candidate.
	budget := sp.opt.Iterations
	if per := max(budget/candShare, 1); budget > per*len(cands) {
		budget = per * len(cands)
	}
	sum := make([]float64, len(cands))
	cnt := make([]int, len(cands))
	alive := make([]int, len(cands))
	for i := range alive {
		alive[i] = i
	}
	rounds := 1
	for k := len(cands); k > 2; k = (k + 1) / 2 {
		rounds++
	}
	buf := make([]rules.Action, 0, 64)
	used := 0
	stopped := false
	for round := 0; round < rounds && len(alive) > 1 && !stopped; round++ {
		left := rounds - round
		per := (budget - used) / (len(alive) * left)
		if per < 1 {
			per = 1
		}
		for k := 0; k < per && !stopped; k++ {
			base := det.sample(r)
			pseed := r.Uint64()
			for _, i := range alive {
				if err := ctx.Err(); err != nil {
					return rules.Action{}, err
				}
				if !deadline.IsZero() && used > 0 && time.Now().After(deadline) {
					stopped = true
					break
				}
				s := base.Clone()
				if s.Apply(cands[i]) != nil {
					// Illegal in this sample (should not happen: legality
					// depends on the View only). Score it as a loss.
					cnt[i]++
					used++
					continue
				}
				pr := rand.New(rand.NewPCG(pseed, 0x9a1))
				buf = playout(s, pol, pr, until, playoutSteps, buf)
				sum[i] += evaluate(s)[me]
				cnt[i]++
				used++
			}
		}
		if round < rounds-1 {
			sort.SliceStable(alive, func(a, b int) bool {
				return meanOf(sum, cnt, alive[a]) > meanOf(sum, cnt, alive[b])
			})
			alive = alive[:(len(alive)+1)/2]
		}
	}
	best := -1
	for _, i := range alive {
		if cnt[i] == 0 {
			continue
		}
		if best < 0 || meanOf(sum, cnt, i) > meanOf(sum, cnt, best)+1e-12 {
			best = i
		}
	}
	if best < 0 {
		return pol.chooseGreedy(v, legal), nil
	}
	return cands[best], nil
}

// candShare: one candidate gets at most 1/candShare of the budget.
const candShare = 6

// playoutSteps bounds one playout; a turn rarely takes more than a few
// dozen actions.
const playoutSteps = 600

func meanOf(sum []float64, cnt []int, i int) float64 {
	if cnt[i] == 0 {
		return math.Inf(-1)
	}
	return sum[i] / float64(cnt[i])
}

// horizonTurn is the last turn a playout from v plays: horizon turns
// after the decider's current or next turn.
func horizonTurn(v *rules.State, me int8, horizon int) int {
	t := int(v.Turn)
	if v.Active != me {
		t++
	}
	return t + horizon
}

// obvious answers decisions that need no search: a priority window in
// which passing is the only sensible move because every other option is
// one the rules of thumb rate as harmful to the decider.
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
		case a.Kind == rules.ActCountdown, a.Kind == rules.ActGenerate:
			// Counting a Life Stack changes nothing but what is known;
			// Power generated ahead of need only Decays.
		case a.Kind == rules.ActSacrifice && !v.Opponents(a.Player, v.Cards[a.Card].Controller):
			// Destroying one's own card or a teammate's.
		default:
			return rules.Action{}, false
		}
	}
	return pass, havePass
}

// chooseGreedy is the policy's best action without exploration.
func (pl *policy) chooseGreedy(s *rules.State, legal []rules.Action) rules.Action {
	pl.scores = scoreAll(s, legal, pl.scores[:0])
	best := 0
	for i := range legal {
		if pl.scores[i] > pl.scores[best] {
			best = i
		}
	}
	return legal[best]
}
