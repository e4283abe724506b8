package ai

import "testing"

// TestPickBestSkipsDropped: a candidate halving dropped keeps the mean of
// its first samples, which can stay above the survivors' means after they
// fall back over later samples; it must not win on them (normal aimed
// Wolf-Mother's Fury at its own Creature that way).
func TestPickBestSkipsDropped(t *testing.T) {
	cand := func(sum float64, n int, dropped bool) candStats {
		return candStats{sum: sum, n: n, dropped: dropped}
	}
	for _, tc := range []struct {
		name string
		st   []candStats
		want int
	}{
		{"the best survivor", []candStats{cand(12, 20, false), cand(13, 20, false), cand(5, 8, true)}, 1},
		{"a dropped one with a better mean", []candStats{cand(12.2, 20, false), cand(12, 20, false), cand(5, 8, true)}, 0},
		{"none tried", []candStats{{}, {}}, -1},
	} {
		if got := pickBest(tc.st, -1, normalZ); got != tc.want {
			t.Errorf("%s: pickBest = %d, want %d", tc.name, got, tc.want)
		}
	}
	st := []candStats{cand(1, 1, false), cand(2, 1, false), cand(3, 1, false)}
	markDropped(st, []int{2, 0})
	if st[0].dropped || !st[1].dropped || st[2].dropped {
		t.Errorf("markDropped(alive 2, 0) = %v %v %v, want false true false", st[0].dropped, st[1].dropped, st[2].dropped)
	}
}
