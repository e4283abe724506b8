package render

import (
	"testing"

	"twilight/rules"
)

// TestLevelSymbol: each level's symbol is painted in its own metal, and
// the three shapes differ.
func TestLevelSymbol(t *testing.T) {
	var cover [4]int
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		img := LevelSymbol(l, 32)
		for i := 3; i < len(img.Pix); i += 4 {
			if img.Pix[i] > 128 {
				cover[l]++
			}
		}
		if cover[l] < 100 {
			t.Errorf("%v: only %d pixels painted", l, cover[l])
		}
	}
	if cover[1] == cover[2] || cover[2] == cover[3] {
		t.Errorf("shapes cover alike: %v", cover)
	}
}
