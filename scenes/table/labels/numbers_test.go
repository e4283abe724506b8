package labels

import (
	"strconv"
	"testing"
)

// TestStatAndMarkerTexts: the discs' and markers' numbers read as
// strconv would write them, and the ones a card carries cost no
// allocation per frame.
func TestStatAndMarkerTexts(t *testing.T) {
	for n := -12; n <= 120; n++ {
		if got := Stat(n); got != strconv.Itoa(n) {
			t.Errorf("Stat(%d) = %q", n, got)
		}
	}
	for n := 2; n <= 255; n++ {
		if got, want := Times(uint8(n)), "×"+strconv.Itoa(n); got != want {
			t.Errorf("Times(%d) = %q, want %q", n, got, want)
		}
	}
	var sink string // kept, so that nothing is left out as unused
	for _, tc := range []struct {
		name string
		f    func()
	}{
		{"stat -9..99", func() {
			for n := -9; n <= 99; n++ {
				sink = Stat(n)
			}
		}},
		{"marker ×2..×9", func() {
			for n := uint8(2); n <= 9; n++ {
				sink = Times(n)
			}
		}},
	} {
		if a := testing.AllocsPerRun(10, tc.f); a != 0 {
			t.Errorf("%s: %v allocations", tc.name, a)
		}
	}
	// The count sees allocations: numbers beyond the constants.
	if a := testing.AllocsPerRun(10, func() { sink = Stat(-12) + Times(12) }); a == 0 {
		t.Errorf("no allocation counted where one is made (%q)", sink)
	}
}
