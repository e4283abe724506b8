// Package focus is the keyboard's focus at the match table: the items
// the keyboard can reach (cards to act with, places and targets for the
// picked card, players and chain items to target, the prompt's buttons),
// where each lies on screen, and which one has the focus. Tab and
// Shift+Tab walk the items, the arrow keys move to the nearest item in
// their direction; what an item does when used is the table's to say.
package focus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"

	"twilight/scenes/widget"
)

// Kind is what an item is.
type Kind uint8

const (
	Card   Kind = iota + 1 // a card to click or pick up
	Target                 // a place the picked card may be dropped on
	Action                 // a player or chain item to target, or the Deity's powers
	Button                 // a button of the prompt
)

// Item is one thing the keyboard can reach.
type Item struct {
	Kind   Kind
	Card   rules.CardID
	Target int // Target: index into the table's drop targets
	Act    rules.Action
	Button int // Button: index into the prompt's buttons
	R      widget.Rect
}

// Ring is the items and the focused one.
type Ring struct {
	Items []Item
	Cur   int // index into Items, or -1
}

// On reports whether an item has the focus.
func (f *Ring) On() bool { return f.Cur >= 0 && f.Cur < len(f.Items) }

// Clear drops the items and the focus.
func (f *Ring) Clear() { f.Items, f.Cur = f.Items[:0], -1 }

// IsButton reports whether the focus is on prompt button i.
func (f *Ring) IsButton(i int) bool {
	return f.On() && f.Items[f.Cur].Kind == Button && f.Items[f.Cur].Button == i
}

// Refresh takes the new items, keeping the focus on the same thing when
// it is still there.
func (f *Ring) Refresh(items []Item) {
	var was *Item
	if f.On() {
		w := f.Items[f.Cur]
		was = &w
	}
	f.Items, f.Cur = items, -1
	if was == nil {
		return
	}
	for i, it := range f.Items {
		if it.Kind == was.Kind && it.Card == was.Card && it.Button == was.Button && it.Target == was.Target && it.Act == was.Act {
			f.Cur = i
		}
	}
}

// Step moves the focus d items along, wrapping.
func (f *Ring) Step(d int) {
	n := len(f.Items)
	switch {
	case n == 0:
	case f.Cur < 0 && d > 0:
		f.Cur = 0
	case f.Cur < 0:
		f.Cur = n - 1
	default:
		f.Cur = ((f.Cur+d)%n + n) % n
	}
}

// Move moves the focus to the nearest item in the direction of arrow key
// k (the first item when nothing has the focus).
func (f *Ring) Move(k ebiten.Key) {
	if !f.On() {
		f.Step(1)
		return
	}
	dx, dy := arrow(k)
	cx, cy := f.Items[f.Cur].R.Center()
	best, score := -1, math.Inf(1)
	for i, it := range f.Items {
		x, y := it.R.Center()
		along := (x-cx)*dx + (y-cy)*dy
		if i == f.Cur || along <= 1 {
			continue
		}
		if s := along + 2.5*(math.Abs((x-cx)*dy)+math.Abs((y-cy)*dx)); s < score {
			best, score = i, s
		}
	}
	if best >= 0 {
		f.Cur = best
	}
}

// arrow is the direction of an arrow key.
func arrow(k ebiten.Key) (dx, dy float64) {
	switch k {
	case ebiten.KeyArrowLeft:
		return -1, 0
	case ebiten.KeyArrowRight:
		return 1, 0
	case ebiten.KeyArrowUp:
		return 0, -1
	}
	return 0, 1
}
