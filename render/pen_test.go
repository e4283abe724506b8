package render

import (
	"math"
	"testing"
)

// TestCoverSpans: the spans cover a..b exactly — each span's coverage
// times its width adds up to the length — and whole pixels are whole.
func TestCoverSpans(t *testing.T) {
	tests := []struct {
		a, b       float64
		edges, cov []float64
	}{
		{17.5, 18.5, []float64{17, 18, 18, 19}, []float64{0.5, 1, 0.5}},
		{10, 12, []float64{10, 10, 12, 12}, []float64{0, 1, 0}},
		{3.25, 3.75, []float64{3, 4}, []float64{0.5}},
		{0.5, 1920.5, []float64{0, 1, 1920, 1921}, []float64{0.5, 1, 0.5}},
		{21.875, 24.625, []float64{21, 22, 24, 25}, []float64{0.125, 1, 0.625}},
	}
	for _, tc := range tests {
		edges, cov := coverSpans(tc.a, tc.b)
		if !same(edges, tc.edges) || !same(cov, tc.cov) {
			t.Errorf("coverSpans(%v, %v) = %v %v, want %v %v", tc.a, tc.b, edges, cov, tc.edges, tc.cov)
		}
		area := 0.0
		for i, c := range cov {
			area += c * math.Min(1, edges[i+1]-edges[i]) * math.Max(1, edges[i+1]-edges[i])
		}
		if math.Abs(area-(tc.b-tc.a)) > 1e-9 {
			t.Errorf("coverSpans(%v, %v) covers %v, want %v", tc.a, tc.b, area, tc.b-tc.a)
		}
	}
}

func same(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 1e-9 {
			return false
		}
	}
	return true
}
