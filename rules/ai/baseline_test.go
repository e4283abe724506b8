package ai

import "testing"

// TestBeatsBaseline: an action leaves passing only when its paired gain
// is more than z standard errors (and baselineMin); hard asks for more
// standard errors than normal, as its are smaller.
func TestBeatsBaseline(t *testing.T) {
	// paired returns the statistics of n paired differences, half of them
	// m+d and half m-d: mean m, standard error about d/sqrt(n).
	paired := func(n int, m, d float64) *candStats {
		c := &candStats{}
		for i := 0; i < n; i++ {
			x := m + d
			if i%2 == 1 {
				x = m - d
			}
			c.dsum += x
			c.dsq += x * x
			c.dn++
		}
		return c
	}
	for _, tc := range []struct {
		name string
		c    *candStats
		z    float64
		want bool
	}{
		{"never tried", &candStats{}, normalZ, false},
		{"below baselineMin", paired(50, baselineMin/2, 0), normalZ, false},
		{"1.5 standard errors, normal", paired(64, 0.015, 0.08), normalZ, true},
		{"1.5 standard errors, hard", paired(64, 0.015, 0.08), hardZ, false},
		{"3 standard errors, hard", paired(64, 0.03, 0.08), hardZ, true},
		{"a loss", paired(64, -0.03, 0.08), normalZ, false},
		{"one sample", paired(1, 0.01, 0), hardZ, true},
	} {
		if got := beatsBaseline(tc.c, tc.z); got != tc.want {
			t.Errorf("%s: beatsBaseline(z=%v) = %v, want %v", tc.name, tc.z, got, tc.want)
		}
	}
	for level, want := range map[string]float64{"normal": normalZ, "hard": hardZ} {
		p, err := New(level, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if z := p.(*searchPlayer).baselineZ; z != want {
			t.Errorf("%s: baselineZ %v, want %v", level, z, want)
		}
	}
	if hardZ <= normalZ {
		t.Errorf("hard's z %v is not above normal's %v", hardZ, normalZ)
	}
}
