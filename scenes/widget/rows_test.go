package widget

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRows: the keys walk the rows within bounds, a click chooses a row
// and a second opens it, and the chosen row is scrolled into view.
func TestRows(t *testing.T) {
	var picked, opened []int
	r := &Rows{RowH: 50, Count: func() int { return 20 },
		Pick: func(i int) { picked = append(picked, i) }, Open: func(i int) { opened = append(opened, i) }}
	r.Place(BoxAt(0, 0, 400, 40+5*50), 1) // five rows shown
	tests := []struct {
		sel  int
		key  ebiten.Key
		want int
	}{
		{3, ebiten.KeyArrowDown, 4},
		{3, ebiten.KeyArrowUp, 2},
		{3, ebiten.KeyPageDown, 8},
		{18, ebiten.KeyPageDown, 19},
		{2, ebiten.KeyPageUp, 0},
		{7, ebiten.KeyHome, 0},
		{7, ebiten.KeyEnd, 19},
	}
	for _, tc := range tests {
		r.Sel = tc.sel
		picked = nil
		if !r.Key(tc.key, &Keys{}) || len(picked) != 1 || picked[0] != tc.want {
			t.Errorf("row %d, key %v: picked %v, want %d", tc.sel, tc.key, picked, tc.want)
		}
	}
	if r.Key(ebiten.KeyA, &Keys{}) {
		t.Error("A was taken")
	}
	r.Sel, r.Top = 0, 0
	picked = nil
	r.Click(r.Centre(2))
	r.Sel = 2
	r.Click(r.Centre(2))
	if len(picked) != 1 || picked[0] != 2 || len(opened) != 1 || opened[0] != 2 {
		t.Errorf("clicks: picked %v, opened %v", picked, opened)
	}
	r.Show(12)
	if r.Top != 8 || r.At(r.Centre(12), 20) != 12 {
		t.Errorf("Show(12): top %d, row at its centre %d", r.Top, r.At(r.Centre(12), 20))
	}
}
