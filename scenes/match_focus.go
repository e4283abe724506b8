package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/render"
	"twilight/rules"
)

// keyFocus is the keyboard's focus at the table: Tab and Shift+Tab walk,
// and the arrow keys move to the nearest item in their direction, over
// the cards you can act with, the places and targets the picked card may
// go to, the players and chain items you may target, and the prompt's
// buttons; Enter or Space picks, drops or presses what has the focus.
type keyFocus struct {
	items []focusItem
	cur   int // index into items, or -1
}

type focusKind uint8

const (
	focusCard   focusKind = iota + 1 // a card to click or pick up
	focusTarget                      // a place the picked card may be dropped on
	focusAction                      // a player or chain item to target, or the Deity's powers
	focusButton                      // a button of the prompt
)

type focusItem struct {
	kind   focusKind
	card   rules.CardID
	target int // focusTarget: index into Match.targets
	act    rules.Action
	button int
	r      Rect
}

func (f *keyFocus) on() bool { return f.cur >= 0 && f.cur < len(f.items) }

func (f *keyFocus) clear() { f.items, f.cur = f.items[:0], -1 }

// isButton reports whether the focus is on prompt button i.
func (f *keyFocus) isButton(i int) bool {
	return f.on() && f.items[f.cur].kind == focusButton && f.items[f.cur].button == i
}

// focusItems lists what the keyboard can reach now, in reading order.
func (m *Match) focusItems() []focusItem {
	var out []focusItem
	if m.sel != rules.NoCard {
		for i, t := range m.targets {
			out = append(out, focusItem{kind: focusTarget, target: i, r: m.targetRect(t)})
		}
	} else if m.mine {
		for _, c := range m.order {
			if present.Draggable(m.view, m.legal, c) || len(present.ClickActions(m.legal, c)) > 0 || m.draftCard(c) {
				out = append(out, focusItem{kind: focusCard, card: c, r: m.cardRect(c)})
			}
		}
		out = append(out, m.actionItems()...)
	}
	for i, b := range m.bar.p.Buttons {
		if b.Enabled && i < len(m.bar.rects) {
			out = append(out, focusItem{kind: focusButton, button: i, r: m.bar.rects[i]})
		}
	}
	return out
}

// draftCard reports whether c is a hand card that can go into the offer
// being built.
func (m *Match) draftCard(c rules.CardID) bool {
	cd := &m.view.Cards[c]
	return m.draft.active && cd.Zone == rules.ZHand && cd.Controller == m.viewer
}

// actionItems are the players and chain items that may be targeted, and
// the Deity card when its powers may be used.
func (m *Match) actionItems() []focusItem {
	var out []focusItem
	rows, _ := m.chainRows()
	deity := false
	for _, a := range m.legal {
		switch a.Kind {
		case rules.ActTargetPlayer:
			if int(a.Who) < len(m.lay.Mats) {
				out = append(out, focusItem{kind: focusAction, act: a, r: m.lay.Mats[a.Who].Life})
			}
		case rules.ActTargetItem:
			for i, r := range rows {
				if m.view.Chain[len(m.view.Chain)-1-i].Serial == a.Serial {
					out = append(out, focusItem{kind: focusAction, act: a, r: r})
				}
			}
		case rules.ActDeity:
			if !deity {
				deity = true
				out = append(out, focusItem{kind: focusAction, act: a, r: m.lay.Mats[m.viewer].Deity})
			}
		}
	}
	return out
}

// focusKeys moves or uses the keyboard focus; it reports whether the
// keys were used (Enter and Space otherwise press the primary button).
func (m *Match) focusKeys(in *keys) bool {
	if m.curtain || m.view == nil {
		return false
	}
	used := false
	for _, k := range in.pressed {
		switch k {
		case ebiten.KeyTab:
			d := 1
			if in.shift {
				d = -1
			}
			m.focus.refresh(m.focusItems())
			m.focus.step(d)
			m.focusShow()
			used = true
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
			m.focus.refresh(m.focusItems())
			m.focus.move(arrow(k))
			m.focusShow()
			used = true
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			if m.focus.on() {
				m.focusUse()
				used = true
			}
		}
	}
	return used
}

// refresh takes the new items, keeping the focus on the same thing when
// it is still there.
func (f *keyFocus) refresh(items []focusItem) {
	var was *focusItem
	if f.on() {
		w := f.items[f.cur]
		was = &w
	}
	f.items, f.cur = items, -1
	if was == nil {
		return
	}
	for i, it := range f.items {
		if it.kind == was.kind && it.card == was.card && it.button == was.button && it.target == was.target && it.act == was.act {
			f.cur = i
		}
	}
}

// step moves the focus d items along, wrapping.
func (f *keyFocus) step(d int) {
	n := len(f.items)
	switch {
	case n == 0:
	case f.cur < 0 && d > 0:
		f.cur = 0
	case f.cur < 0:
		f.cur = n - 1
	default:
		f.cur = ((f.cur+d)%n + n) % n
	}
}

// move moves the focus to the nearest item in direction (dx, dy).
func (f *keyFocus) move(dx, dy float64) {
	if !f.on() {
		f.step(1)
		return
	}
	cx, cy := f.items[f.cur].r.Center()
	best, score := -1, math.Inf(1)
	for i, it := range f.items {
		x, y := it.r.Center()
		along := (x-cx)*dx + (y-cy)*dy
		if i == f.cur || along <= 1 {
			continue
		}
		if s := along + 2.5*(math.Abs((x-cx)*dy)+math.Abs((y-cy)*dx)); s < score {
			best, score = i, s
		}
	}
	if best >= 0 {
		f.cur = best
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
func (m *Match) focusShow() {
	if !m.focus.on() {
		return
	}
	it := m.focus.items[m.focus.cur]
	switch it.kind {
	case focusCard:
		m.hover = it.card
	case focusTarget:
		if t := m.targets[it.target]; t.Card != rules.NoCard {
			m.hover = t.Card
		}
	}
}

// focusUse picks, drops or presses what has the focus.
func (m *Match) focusUse() {
	it := m.focus.items[m.focus.cur]
	switch it.kind {
	case focusCard:
		m.clickCard(it.card)
		m.focus.cur = -1
		if m.sel != rules.NoCard {
			m.focus.refresh(m.focusItems()) // on to the first place it may go
			m.focus.step(1)
			m.focusShow()
		}
	case focusTarget:
		if it.target < len(m.targets) {
			t := m.targets[it.target]
			m.focus.clear()
			m.dropOn(t)
		}
	case focusAction:
		m.focus.clear()
		if it.act.Kind == rules.ActDeity {
			m.clickDeity()
		} else {
			m.act(it.act)
		}
	case focusButton:
		m.focus.clear()
		m.pressButton(it.button, true)
	}
}

// drawFocus rings the focused item.
func (m *Match) drawFocus(screen *ebiten.Image) {
	if !m.focus.on() || m.focus.items[m.focus.cur].kind == focusButton {
		return
	}
	u := m.lay.U
	r := m.focus.items[m.focus.cur].r.Inset(-4 * u)
	pulse := 0.75 + 0.25*math.Sin(float64(m.ticks)/8)
	m.g.frame(screen, r, math.Max(2, 3*u), render.Fade(render.GiltLight, pulse))
}
