package focus

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"

	"twilight/scenes/widget"
)

// TestRingWalks: Tab steps wrap both ways, an arrow key goes to the
// nearest item in its direction (not merely the next in order), and a
// refresh keeps the focus on the same item when it is still there.
func TestRingWalks(t *testing.T) {
	at := func(x, y float64, c rules.CardID) Item {
		return Item{Kind: Card, Card: c, R: widget.Rect{X: x, Y: y, W: 10, H: 10}}
	}
	// Three cards in a row and one far below the first.
	items := []Item{at(0, 0, 1), at(100, 0, 2), at(200, 0, 3), at(0, 300, 4)}
	tests := []struct {
		name  string
		from  int
		step  int
		arrow ebiten.Key
		want  rules.CardID
	}{
		{"first Tab", -1, 1, 0, 1},
		{"first Shift+Tab", -1, -1, 0, 4},
		{"Tab wraps", 3, 1, 0, 1},
		{"Shift+Tab wraps", 0, -1, 0, 4},
		{"right to the nearest", 0, 0, ebiten.KeyArrowRight, 2},
		{"down skips the row", 1, 0, ebiten.KeyArrowDown, 4},
		{"left from the far end", 2, 0, ebiten.KeyArrowLeft, 2},
		{"up with nothing above stays", 0, 0, ebiten.KeyArrowUp, 1},
	}
	for _, tc := range tests {
		r := Ring{Items: items, Cur: tc.from}
		if tc.arrow != 0 {
			r.Move(tc.arrow)
		} else {
			r.Step(tc.step)
		}
		if !r.On() || r.Items[r.Cur].Card != tc.want {
			t.Errorf("%s: focus on %d, want card %d", tc.name, r.Cur, tc.want)
		}
	}
	r := Ring{Items: items, Cur: 2}
	r.Refresh([]Item{at(0, 0, 3), at(5, 5, 9)})
	if !r.On() || r.Items[r.Cur].Card != 3 {
		t.Errorf("after a refresh the focus is on %d, want the card it was on", r.Cur)
	}
	r.Refresh([]Item{at(0, 0, 7)})
	if r.On() {
		t.Error("the focus stayed though its item is gone")
	}
}
