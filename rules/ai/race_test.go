package ai

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestRaceSettles: the race drops a candidate only once the samples say
// so, and stops the search when one answer is left (or the leader already
// beats passing by the player's test).
func TestRaceSettles(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	noise := func() float64 { return r.NormFloat64() * 0.05 }
	for _, tc := range []struct {
		name    string
		base    int
		samples int
		value   func(cand, k int) float64 // value of a candidate on sample k
		alive   []int                     // alive after the samples
		stop    bool
	}{
		{"too few samples to judge", -1, raceMin - 1, func(c, k int) float64 { return float64(c) }, []int{0, 1, 2}, false},
		{"one clearly best", -1, raceMin, func(c, k int) float64 { return 0.5 + 0.1*float64(c) + noise() }, []int{2}, true},
		{"two alike, one clearly worse", -1, 64, func(c, k int) float64 {
			if c == 0 {
				return 0.2 + noise()
			}
			return 0.6 + noise()
		}, []int{1, 2}, false},
		{"nothing beats passing", 0, raceMin, func(c, k int) float64 { return 0.5 - 0.05*float64(c) + noise()/5 }, []int{0}, true},
		{"an action that never changes the game", 0, raceMin, func(c, k int) float64 { return 0.5 }, []int{0}, true},
		{"an action that helps now and then", 0, raceMin, func(c, k int) float64 {
			if c == 1 && k%6 == 0 {
				return 0.7
			}
			return 0.5
		}, []int{0, 1}, false},
		{"an action clearly better than passing", 0, raceMin, func(c, k int) float64 {
			return 0.5 + 0.1*float64(c) + noise()/5
		}, []int{0, 2}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 3
			st := make([]candStats, n)
			rc := newRace(n, tc.base, hardZ)
			alive := []int{0, 1, 2}
			stop := false
			for k := 0; k < tc.samples && !stop; k++ {
				for _, i := range alive {
					st[i].last = tc.value(i, k)
					st[i].sum += st[i].last
					st[i].n++
					st[i].triedLast = true
				}
				rc.record(st, alive)
				pairWithBaseline(st, alive, tc.base)
				alive, stop = rc.settle(st, alive)
			}
			slices.Sort(alive)
			if !slices.Equal(alive, tc.alive) || stop != tc.stop {
				t.Fatalf("alive %v, stop %v; want %v, %v", alive, stop, tc.alive, tc.stop)
			}
		})
	}
}
