package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/table/focus"
	"twilight/scenes/widget"
)

// focusItems lists what the keyboard can reach now, in reading order.
func (m *MatchScene) focusItems() []focus.Item {
	var out []focus.Item
	if m.Sel != rules.NoCard {
		for i, t := range m.Targets {
			out = append(out, focus.Item{Kind: focus.Target, Target: i, R: m.targetRect(t)})
		}
	} else if m.Mine {
		for _, c := range m.Order {
			if present.Draggable(m.View, m.Legal, c) || len(present.ClickActions(m.Legal, c)) > 0 || m.draftCard(c) {
				out = append(out, focus.Item{Kind: focus.Card, Card: c, R: m.CardRect(c)})
			}
		}
		out = append(out, m.actionItems()...)
	}
	for i, b := range m.Bar.P.Buttons {
		if b.Enabled && i < len(m.Bar.Rects) {
			out = append(out, focus.Item{Kind: focus.Button, Button: i, R: m.Bar.Rects[i]})
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
func (m *MatchScene) actionItems() []focus.Item {
	var out []focus.Item
	rows, _ := m.chainRows()
	deity := false
	for _, a := range m.Legal {
		switch a.Kind {
		case rules.ActTargetPlayer:
			if int(a.Who) < len(m.Lay.Mats) {
				out = append(out, focus.Item{Kind: focus.Action, Act: a, R: m.Lay.Mats[a.Who].Life})
			}
		case rules.ActTargetItem:
			for i, r := range rows {
				if m.View.Chain[len(m.View.Chain)-1-i].Serial == a.Serial {
					out = append(out, focus.Item{Kind: focus.Action, Act: a, R: r})
				}
			}
		case rules.ActDeity:
			if !deity {
				deity = true
				out = append(out, focus.Item{Kind: focus.Action, Act: a, R: m.Lay.Mats[m.viewer].Deity})
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
			m.Focus.Step(d)
			m.focusShow()
			used = true
		case ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
			m.Focus.Refresh(m.focusItems())
			m.Focus.Move(k)
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

// focusShow shows the focused card in the rail's preview.
func (m *MatchScene) focusShow() {
	if !m.Focus.On() {
		return
	}
	it := m.Focus.Items[m.Focus.Cur]
	switch it.Kind {
	case focus.Card:
		m.Hover = it.Card
	case focus.Target:
		if t := m.Targets[it.Target]; t.Card != rules.NoCard {
			m.Hover = t.Card
		}
	}
}

// focusUse picks, drops or presses what has the focus.
func (m *MatchScene) focusUse() {
	it := m.Focus.Items[m.Focus.Cur]
	switch it.Kind {
	case focus.Card:
		m.ClickCard(it.Card)
		m.Focus.Cur = -1
		if m.Sel != rules.NoCard {
			m.Focus.Refresh(m.focusItems()) // on to the first place it may go
			m.Focus.Step(1)
			m.focusShow()
		}
	case focus.Target:
		if it.Target < len(m.Targets) {
			t := m.Targets[it.Target]
			m.Focus.Clear()
			m.dropOn(t)
		}
	case focus.Action:
		m.Focus.Clear()
		if it.Act.Kind == rules.ActDeity {
			m.clickDeity()
		} else {
			m.perform(it.Act, rules.Action{}, false)
		}
	case focus.Button:
		m.Focus.Clear()
		m.pressButton(it.Button, true)
	}
}

// drawFocus rings the focused item.
func (m *MatchScene) drawFocus(screen *ebiten.Image) {
	if !m.Focus.On() || m.Focus.Items[m.Focus.Cur].Kind == focus.Button {
		return
	}
	u := m.Lay.U
	r := m.Focus.Items[m.Focus.Cur].R.Inset(-4 * u)
	pulse := 0.75 + 0.25*math.Sin(float64(m.ticks)/8)
	m.G.Frame(screen, r, math.Max(2, 3*u), render.Fade(render.GiltLight, pulse))
}
