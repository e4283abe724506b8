package ai

import (
	"testing"

	"twilight/rules"
)

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

// TestPlayedAnyway: a Summon whose value equals passing's on every sample
// passing was played on is one the playouts play after the pass anyway;
// a difference on any sample, fewer samples, a drop or another kind of
// action rules it out.
func TestPlayedAnyway(t *testing.T) {
	summon, pass, attack := rules.Action{Kind: rules.ActSummon}, rules.Action{Kind: rules.ActPass}, rules.Action{Kind: rules.ActActivate}
	passed := candStats{sum: 14, n: 20}
	same := candStats{sum: 14, n: 20, dn: 20}
	for _, tc := range []struct {
		name   string
		cands  []rules.Action
		st     []candStats
		noBase bool
		want   int
	}{
		{"the same on every sample", []rules.Action{pass, summon}, []candStats{passed, same}, false, 1},
		{"the first in the policy's order", []rules.Action{pass, summon, summon}, []candStats{passed, same, same}, false, 1},
		{"better on one sample, worse on another", []rules.Action{pass, summon}, []candStats{passed, {sum: 14, n: 20, dn: 20, dsq: 0.02}}, false, -1},
		{"fewer samples", []rules.Action{pass, summon}, []candStats{passed, {sum: 7, n: 10, dn: 10}}, false, -1},
		{"dropped", []rules.Action{pass, summon}, []candStats{passed, {sum: 14, n: 20, dn: 20, dropped: true}}, false, -1},
		{"not a Summon", []rules.Action{pass, attack}, []candStats{passed, same}, false, -1},
		{"a baseline that is not a pass", []rules.Action{attack, summon}, []candStats{passed, same}, false, -1},
		{"no baseline", []rules.Action{summon, summon}, []candStats{same, same}, true, -1},
	} {
		b := 0
		if tc.noBase {
			b = -1
		}
		if got := playedAnyway(tc.st, tc.cands, b); got != tc.want {
			t.Errorf("%s: playedAnyway = %d, want %d", tc.name, got, tc.want)
		}
	}
}
