package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/widget"
)

// keyFocus is the keyboard's focus at the table: Tab and Shift+Tab walk,
// and the arrow keys move to the nearest item in their direction, over
// the cards you can act with, the places and targets the picked card may
// go to, the players and chain items you may target, and the prompt's
// buttons; Enter or Space picks, drops or presses what has the focus.
type keyFocus struct {
	Items []FocusItem
	Cur   int // index into items, or -1
}

type focusKind uint8

const (
	FocusCard   focusKind = iota + 1 // a card to click or pick up
	FocusTarget                      // a place the picked card may be dropped on
	focusAction                      // a player or chain item to target, or the Deity's powers
	focusButton                      // a button of the prompt
)

type FocusItem struct {
	Kind   focusKind
	Card   rules.CardID
	Target int // focusTarget: index into Match.targets
	act    rules.Action
	button int
	r      widget.Rect
}

func (f *keyFocus) On() bool { return f.Cur >= 0 && f.Cur < len(f.Items) }

func (f *keyFocus) clear() { f.Items, f.Cur = f.Items[:0], -1 }

// isButton reports whether the focus is on prompt button i.
func (f *keyFocus) isButton(i int) bool {
	return f.On() && f.Items[f.Cur].Kind == focusButton && f.Items[f.Cur].button == i
}

// focusItems lists what the keyboard can reach now, in reading order.
func (m *MatchScene) focusItems() []FocusItem {
	var out []FocusItem
	if m.Sel != rules.NoCard {
		for i, t := range m.Targets {
			out = append(out, FocusItem{Kind: FocusTarget, Target: i, r: m.targetRect(t)})
		}
	} else if m.Mine {
		for _, c := range m.Order {
			if present.Draggable(m.View, m.Legal, c) || len(present.ClickActions(m.Legal, c)) > 0 || m.draftCard(c) {
				out = append(out, FocusItem{Kind: FocusCard, Card: c, r: m.CardRect(c)})
			}
		}
		out = append(out, m.actionItems()...)
	}
	for i, b := range m.Bar.P.Buttons {
		if b.Enabled && i < len(m.Bar.Rects) {
			out = append(out, FocusItem{Kind: focusButton, button: i, r: m.Bar.Rects[i]})
		}
	}
	return out
}

// draftCard reports whether c is a hand card that can go into the offer
// being built.
func (m *MatchScene) draftCard(c rules.CardID) bool {
	cd := &m.View.Cards[c]
	return m.Draft.Active && cd.Zone == rules.ZHand && cd.Controller == m.viewer
}

// actionItems are the players and chain items that may be targeted, and
// the Deity card when its powers may be used.
func (m *MatchScene) actionItems() []FocusItem {
	var out []FocusItem
	rows, _ := m.chainRows()
	deity := false
	for _, a := range m.Legal {
		switch a.Kind {
		case rules.ActTargetPlayer:
			if int(a.Who) < len(m.Lay.Mats) {
				out = append(out, FocusItem{Kind: focusAction, act: a, r: m.Lay.Mats[a.Who].Life})
			}
		case rules.ActTargetItem:
			for i, r := range rows {
				if m.View.Chain[len(m.View.Chain)-1-i].Serial == a.Serial {
					out = append(out, FocusItem{Kind: focusAction, act: a, r: r})
				}
			}
		case rules.ActDeity:
			if !deity {
				deity = true
				out = append(out, FocusItem{Kind: focusAction, act: a, r: m.Lay.Mats[m.viewer].Deity})
			}
		}
	}
	return out
}

// focusKeys moves or uses the keyboard focus; it reports whether the
// keys were used (Enter and Space otherwise press the primary button).
func (m *MatchScene) focusKeys(in *widget.Keys) bool {
	if m.CurtainUp || m.View == nil {
		return false
	}
	used := false
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyTab:
			d := 1
			if in.Shift {
				d = -1
			}
			m.Focus.Refresh(m.focusItems())
			m.Focus.step(d)
			m.focusShow()
			used = true
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
			m.Focus.Refresh(m.focusItems())
			m.Focus.move(arrow(k))
			m.focusShow()
			used = true
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			if m.Focus.On() {
				m.focusUse()
				used = true
			}
		}
	}
	return used
}

// Refresh takes the new items, keeping the focus on the same thing when
// it is still there.
func (f *keyFocus) Refresh(items []FocusItem) {
	var was *FocusItem
	if f.On() {
		w := f.Items[f.Cur]
		was = &w
	}
	f.Items, f.Cur = items, -1
	if was == nil {
		return
	}
	for i, it := range f.Items {
		if it.Kind == was.Kind && it.Card == was.Card && it.button == was.button && it.Target == was.Target && it.act == was.act {
			f.Cur = i
		}
	}
}

// step moves the focus d items along, wrapping.
func (f *keyFocus) step(d int) {
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

// move moves the focus to the nearest item in direction (dx, dy).
func (f *keyFocus) move(dx, dy float64) {
	if !f.On() {
		f.step(1)
		return
	}
	cx, cy := f.Items[f.Cur].r.Center()
	best, score := -1, math.Inf(1)
	for i, it := range f.Items {
		x, y := it.r.Center()
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

// focusShow shows the focused card in the rail's preview.
func (m *MatchScene) focusShow() {
	if !m.Focus.On() {
		return
	}
	it := m.Focus.Items[m.Focus.Cur]
	switch it.Kind {
	case FocusCard:
		m.Hover = it.Card
	case FocusTarget:
		if t := m.Targets[it.Target]; t.Card != rules.NoCard {
			m.Hover = t.Card
		}
	}
}

// focusUse picks, drops or presses what has the focus.
func (m *MatchScene) focusUse() {
	it := m.Focus.Items[m.Focus.Cur]
	switch it.Kind {
	case FocusCard:
		m.ClickCard(it.Card)
		m.Focus.Cur = -1
		if m.Sel != rules.NoCard {
			m.Focus.Refresh(m.focusItems()) // on to the first place it may go
			m.Focus.step(1)
			m.focusShow()
		}
	case FocusTarget:
		if it.Target < len(m.Targets) {
			t := m.Targets[it.Target]
			m.Focus.clear()
			m.dropOn(t)
		}
	case focusAction:
		m.Focus.clear()
		if it.act.Kind == rules.ActDeity {
			m.clickDeity()
		} else {
			m.perform(it.act, rules.Action{}, false)
		}
	case focusButton:
		m.Focus.clear()
		m.pressButton(it.button, true)
	}
}

// drawFocus rings the focused item.
func (m *MatchScene) drawFocus(screen *ebiten.Image) {
	if !m.Focus.On() || m.Focus.Items[m.Focus.Cur].Kind == focusButton {
		return
	}
	u := m.Lay.U
	r := m.Focus.Items[m.Focus.Cur].r.Inset(-4 * u)
	pulse := 0.75 + 0.25*math.Sin(float64(m.ticks)/8)
	m.G.Frame(screen, r, math.Max(2, 3*u), render.Fade(render.GiltLight, pulse))
}
