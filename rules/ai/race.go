package ai

import "math"

// race stops a search early once its own statistics have settled the
// decision. Every candidate still alive has been tried on every sample so
// far (halving only ever drops candidates), so any two of them can be
// compared sample by sample, as pickBest compares a candidate with the
// baseline. At every raceEvery-th sample from raceMin on:
//   - a candidate the leader (the best mean) beats by more than raceZ
//     standard errors of their paired difference is dropped;
//   - where there is a baseline (passing), a candidate that does not reach
//     baselineMin above it even raceZ standard errors up is dropped: it
//     could not pass beatsBaseline on the samples left;
//   - the search stops when one candidate is left, or when only the
//     leader and the baseline are and the leader already beats the
//     baseline by the player's own test (beatsBaseline) and by raceZ.
//
// The baseline is never dropped, so pickBest's test against it always has
// its statistics.
//
// Most of hard's decisions are priority windows in which it has a trick
// or a power it could use and passes; at a 4-player table they took most
// of its thinking time, and in most of them the action is clearly worse
// than passing well before the budget is spent.
type race struct {
	base int
	z    float64     // the player's baseline z (pickBest's)
	vals [][]float64 // vals[i][k]: candidate i's value on sample k
	k    int         // samples recorded
}

// raceZ is how many standard errors of a paired difference settle a
// comparison; with a look every raceEvery samples from raceMin on (at most
// a few dozen looks a decision) a candidate that is really the better is
// dropped seldom, and then only when it was nearly as good.
const (
	raceZ     = 3.0
	raceMin   = 24
	raceEvery = 8
)

func newRace(n, base int, z float64) *race {
	return &race{base: base, z: z, vals: make([][]float64, n)}
}

// record keeps the alive candidates' values on the current sample.
func (r *race) record(st []candStats, alive []int) {
	for _, i := range alive {
		r.vals[i] = append(r.vals[i], st[i].last)
	}
	r.k++
}

// settle drops the candidates the statistics have settled against and
// reports whether the search may stop.
func (r *race) settle(st []candStats, alive []int) ([]int, bool) {
	if r.k < raceMin || r.k%raceEvery != 0 || len(alive) < 2 {
		return alive, len(alive) < 2
	}
	lead := alive[0]
	for _, i := range alive {
		if st[i].mean() > st[lead].mean() {
			lead = i
		}
	}
	keep := alive[:0:0]
	for _, i := range alive {
		switch {
		case i == lead || i == r.base:
			keep = append(keep, i)
		case r.ahead(lead, i) > raceZ:
			// the leader is clearly better
		case r.base >= 0 && r.behindBaseline(i):
			// cannot beat passing by the margin the player needs
		default:
			keep = append(keep, i)
		}
	}
	if len(keep) == 1 {
		return keep, true
	}
	if len(keep) == 2 && r.base >= 0 && lead != r.base {
		c := &st[lead]
		if beatsBaseline(c, max(r.z, raceZ)) {
			return keep, true
		}
	}
	return keep, false
}

// ahead is by how many standard errors candidate a's paired difference
// from candidate b is above zero (+Inf when a is better on every sample
// by the same amount, 0 when it is not better).
func (r *race) ahead(a, b int) float64 {
	n, m, se := r.paired(a, b)
	switch {
	case n < 2 || m <= 0:
		return 0
	case se == 0:
		return math.Inf(1)
	}
	return m / se
}

// behindBaseline reports whether candidate i, raceZ standard errors above
// its mean paired difference from the baseline, is still below
// baselineMin.
func (r *race) behindBaseline(i int) bool {
	n, m, se := r.paired(i, r.base)
	return n >= raceMin && m+raceZ*se < baselineMin
}

// paired is the number of samples both candidates were tried on (the
// last ones), and the mean and standard error of a's value less b's on
// them.
func (r *race) paired(a, b int) (n int, mean, se float64) {
	va, vb := r.vals[a], r.vals[b]
	n = min(len(va), len(vb))
	if n < 2 {
		return n, 0, 0
	}
	va, vb = va[len(va)-n:], vb[len(vb)-n:]
	var sum, sq float64
	for k := range n {
		d := va[k] - vb[k]
		sum += d
		sq += d * d
	}
	fn := float64(n)
	mean = sum / fn
	sd := math.Sqrt(max((sq-fn*mean*mean)/(fn-1), 0))
	return n, mean, sd / math.Sqrt(fn)
}
