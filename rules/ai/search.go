package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"time"

	"twilight/rules"
)

// searchPlayer is single-observer ISMCTS over determinizations of the View.
type searchPlayer struct{ opt Options }

// node is one action in the shared tree; its statistics are from the
// point of view of the player who took the action.
type node struct {
	act      rules.Action
	parent   int32
	first    int32 // first child, -1 if none
	next     int32 // next sibling, -1 if none
	visits   float64
	avail    float64
	reward   float64
	expanded bool // all actions seen so far have children
}

// tree is an arena of nodes; node 0 is the root.
type tree struct{ nodes []node }

func (t *tree) child(n int32, a rules.Action) int32 {
	for c := t.nodes[n].first; c >= 0; c = t.nodes[c].next {
		if t.nodes[c].act == a {
			return c
		}
	}
	return -1
}

func (t *tree) add(parent int32, a rules.Action) int32 {
	id := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{act: a, parent: parent, first: -1, next: t.nodes[parent].first})
	t.nodes[parent].first = id
	return id
}

func (sp *searchPlayer) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	v, me, legal, err := prepare(view)
	if err != nil {
		return rules.Action{}, err
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	r := rand.New(rand.NewPCG(seed, 0x15c75))
	det := newDeterminizer(v, me, sp.opt.Deck)
	pol := newPolicy(0.1)
	c := sp.opt.Exploration
	if c <= 0 {
		c = 0.7
	}
	var deadline time.Time
	if sp.opt.TimeBudget > 0 {
		deadline = time.Now().Add(sp.opt.TimeBudget)
	}
	t := &tree{nodes: make([]node, 1, 4096)}
	t.nodes[0] = node{parent: -1, first: -1, next: -1}
	horizon := int(v.Turn) + sp.opt.Horizon
	buf := make([]rules.Action, 0, 64)
	var path []int32
	scores := make([]float64, 0, 64)
	for it := 0; it < sp.opt.Iterations; it++ {
		if it%8 == 0 {
			if err := ctx.Err(); err != nil {
				return rules.Action{}, err
			}
			if !deadline.IsZero() && it > 0 && time.Now().After(deadline) {
				break
			}
		}
		s := det.sample(r)
		path = path[:0]
		cur := int32(0)
		// Selection and expansion.
		for !s.Over() && int(s.Turn) <= horizon {
			buf = s.Legal(buf[:0])
			if len(buf) == 0 {
				break
			}
			if len(buf) == 1 {
				// A forced move is not a choice: do not grow the tree.
				if s.Apply(buf[0]) != nil {
					break
				}
				continue
			}
			// Update availability and look for untried actions.
			var untried []rules.Action
			for _, a := range buf {
				ch := t.child(cur, a)
				if ch < 0 {
					untried = append(untried, a)
				} else {
					t.nodes[ch].avail++
				}
			}
			if len(untried) > 0 {
				// Expand the untried action the policy likes best.
				scores = scoreAll(s, untried, scores[:0])
				bi := 0
				for i := range untried {
					if scores[i] > scores[bi] {
						bi = i
					}
				}
				a := untried[bi]
				ch := t.add(cur, a)
				t.nodes[ch].avail = 1
				if s.Apply(a) != nil {
					break
				}
				path = append(path, ch)
				cur = ch
				break
			}
			best, bestU := int32(-1), math.Inf(-1)
			for _, a := range buf {
				ch := t.child(cur, a)
				nd := &t.nodes[ch]
				u := math.Inf(1)
				if nd.visits > 0 {
					u = nd.reward/nd.visits + c*math.Sqrt(math.Log(nd.avail)/nd.visits)
				}
				if u > bestU {
					best, bestU = ch, u
				}
			}
			if s.Apply(t.nodes[best].act) != nil {
				break
			}
			path = append(path, best)
			cur = best
		}
		// Playout and evaluation.
		buf = playout(s, pol, r, horizon, 400, buf)
		val := evaluate(s)
		for _, n := range path {
			nd := &t.nodes[n]
			nd.visits++
			nd.reward += val[nd.act.Player]
		}
		t.nodes[0].visits++
	}
	// The most visited root action; ties go to the better mean.
	best := int32(-1)
	for ch := t.nodes[0].first; ch >= 0; ch = t.nodes[ch].next {
		if best < 0 || t.nodes[ch].visits > t.nodes[best].visits ||
			t.nodes[ch].visits == t.nodes[best].visits && mean(&t.nodes[ch]) > mean(&t.nodes[best]) {
			best = ch
		}
	}
	if best < 0 || t.nodes[best].visits == 0 {
		// No iteration ran (cancelled budget): follow the policy.
		return pol.chooseGreedy(v, legal), nil
	}
	return t.nodes[best].act, nil
}

func mean(n *node) float64 {
	if n.visits == 0 {
		return 0
	}
	return n.reward / n.visits
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
