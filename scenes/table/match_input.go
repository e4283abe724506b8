package table

import (
	"twilight/input"
	"twilight/present"
	"twilight/rules"

	"twilight/scenes/widget"
)

// gesture handles one pointer gesture.
func (m *MatchScene) gesture(g input.Gesture) {
	if m.takeBackAskGesture(g) {
		return
	}
	if m.CurtainUp {
		m.curtainGesture(g)
		return
	}
	if m.overlayGesture(g) || m.takeBackGesture(g) || m.suggestGesture(g) {
		return
	}
	m.hoverAt = g.Pos
	switch g.Kind {
	case input.Hover:
		m.Hover = m.cardAt(g.Pos.X, g.Pos.Y)
		m.log.HoverAt(g.Pos.X, g.Pos.Y)
	case input.Press:
		m.Bar.pressed = m.buttonAt(g.Pos)
		m.press = rules.NoCard
		if m.Bar.pressed < 0 {
			if c := m.cardAt(g.Pos.X, g.Pos.Y); c != rules.NoCard {
				m.press = c
				m.Hover = c
			}
		}
	case input.Drag:
		m.startDrag(g)
	case input.Drop:
		if m.Drag != nil {
			m.dropAt(g.Pos)
		}
		m.press, m.Bar.pressed = rules.NoCard, -1
	case input.Click:
		m.Click(g.Pos)
		m.press, m.Bar.pressed = rules.NoCard, -1
	case input.Cancel:
		m.Drag = nil
		m.clearSel()
		m.press, m.Bar.pressed = rules.NoCard, -1
		m.Place(false)
	}
}

// startDrag picks up the pressed card once the pointer moves with it, if
// some legal action is performed by dropping it.
func (m *MatchScene) startDrag(g input.Gesture) {
	if m.Drag == nil && m.press != rules.NoCard && m.Mine && present.Draggable(m.View, m.Legal, m.press) {
		sp := &m.Sprites[m.press]
		m.Drag = &dragState{card: m.press, dx: g.Start.X - sp.X, dy: g.Start.Y - sp.Y}
		m.Sel = m.press
		m.Targets = present.DropTargets(m.View, m.Legal, m.press)
		m.Sprites[m.press].Z = 1000
		m.Focus.Clear()
	}
	if m.Drag == nil && m.press != rules.NoCard && m.Mine && !present.Draggable(m.View, m.Legal, m.press) {
		// Not draggable: still follow the pointer so that the drop can say why.
		m.Drag = &dragState{card: m.press, dx: g.Start.X - m.Sprites[m.press].X, dy: g.Start.Y - m.Sprites[m.press].Y, refused: true}
	}
	if m.Drag != nil {
		m.Drag.x, m.Drag.y = g.Pos.X, g.Pos.Y
	}
}

// dropAt ends a drag: a legal place performs its action; anywhere else the
// card springs back, and the engine's reason for refusing what the drop
// meant appears where it was dropped.
func (m *MatchScene) dropAt(p input.Point) {
	c := m.Drag.card
	m.Drag = nil
	if t, ok := m.targetAt(p.X, p.Y); ok {
		m.dropOn(t)
		return
	}
	r, a, refused := present.DropRefusal(m.View, m.viewer, c, m.spotAt(c, p.X, p.Y))
	switch {
	case refused:
		m.ShowRefusal(r, p.X, p.Y)
	case a.Kind != 0:
		m.perform(a, rules.Action{}, false)
		return
	}
	m.clearSel()
	m.Place(false)
}

// dropOn performs the action of drop target t (and its follow-up: the
// target of a Scheme dropped onto it).
func (m *MatchScene) dropOn(t present.DropTarget) {
	m.perform(t.Action, t.Then, t.Follow)
}

// targetRect is where a drop target lies on screen.
func (m *MatchScene) targetRect(t present.DropTarget) widget.Rect {
	if int(t.Seat) >= len(m.Lay.Mats) || t.Seat < 0 {
		return widget.Rect{}
	}
	ml := &m.Lay.Mats[t.Seat]
	grow := func(r widget.Rect, d float64) widget.Rect {
		return widget.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
	}
	d := 6 * m.Lay.U
	switch t.Kind {
	case present.DropField:
		return ml.Field
	case present.DropSlot:
		return grow(ml.Slots[t.Dir&3], d)
	case present.DropLife:
		return grow(ml.Life, d)
	case present.DropDiscard:
		return grow(ml.Discard, d)
	case present.DropCard:
		return grow(m.CardRect(t.Card), d/2)
	case present.DropResource:
		return grow(ml.Resource, d)
	}
	return widget.Rect{}
}

// targetAt finds the drop target under (x, y). Cards come first (a
// blocker dropped on an attacker in the field), then slots and stacks,
// then whole fields.
func (m *MatchScene) targetAt(x, y float64) (present.DropTarget, bool) {
	for pass := 0; pass < 3; pass++ {
		for _, t := range m.Targets {
			var r widget.Rect
			switch {
			case pass == 0 && t.Kind == present.DropCard:
				r = m.targetRect(t)
			case pass == 1 && t.Kind != present.DropCard && t.Kind != present.DropField:
				r = m.targetRect(t)
			case pass == 2 && t.Kind == present.DropField:
				// Anywhere on your mat but the compass summons to the field.
				ml := &m.Lay.Mats[t.Seat]
				if ml.Area.Contains(x, y) && !ml.Compass.Contains(x, y) {
					return t, true
				}
				continue
			default:
				continue
			}
			if r.Contains(x, y) {
				return t, true
			}
		}
	}
	return present.DropTarget{}, false
}

// spotAt is what lies under (x, y) for a drop of card c: another card,
// a compass slot, a stack, a Resource Area or a Combat Field.
func (m *MatchScene) spotAt(c rules.CardID, x, y float64) present.Spot {
	if o := m.cardAt(x, y); o != rules.NoCard && o != c {
		return present.Spot{Kind: present.DropCard, Seat: m.View.Cards[o].Controller, Card: o}
	}
	for q := range m.Lay.Mats {
		ml := &m.Lay.Mats[q]
		if !ml.Area.Contains(x, y) && !ml.Header.Contains(x, y) {
			continue
		}
		at := present.Spot{Kind: present.DropField, Seat: int8(q), Card: rules.NoCard}
		for d := range ml.Slots {
			if ml.Slots[d].Contains(x, y) {
				at.Kind, at.Dir = present.DropSlot, rules.Dir(d)
			}
		}
		switch {
		case ml.Life.Contains(x, y) || ml.Header.Contains(x, y):
			at.Kind = present.DropLife
		case ml.Discard.Contains(x, y):
			at.Kind = present.DropDiscard
		case ml.Resource.Contains(x, y):
			at.Kind = present.DropResource
		}
		return at
	}
	return present.Spot{Seat: -1, Card: rules.NoCard}
}

// Click handles a click: a button, the refusal note, the log, a chain
// row, a place for the picked card, a card, or a player.
func (m *MatchScene) Click(p input.Point) {
	if i := m.buttonAt(p); i >= 0 {
		m.pressButton(i, false)
		return
	}
	if n := &m.refused; n.On() && n.Box.Contains(p.X, p.Y) {
		n.Open = n.Rule != ""
		return
	}
	if m.logRect().Contains(p.X, p.Y) {
		m.log.Click(p.X, p.Y)
		return
	}
	if m.Mine && m.clickChain(p) {
		return
	}
	// A selected card goes where the click says.
	if m.Sel != rules.NoCard {
		if t, ok := m.targetAt(p.X, p.Y); ok {
			m.dropOn(t)
			return
		}
	}
	c := m.cardAt(p.X, p.Y)
	if c != rules.NoCard && m.Mine && m.ClickCard(c) {
		return
	}
	if m.Mine && m.clickPlayer(p) {
		return
	}
	if m.Sel == rules.NoCard && m.browseAt(p) {
		return
	}
	if c == rules.NoCard || c != m.Sel {
		m.clearSel()
		m.Place(false)
	}
}

// clickChain answers a chain-item target with a click on its row.
func (m *MatchScene) clickChain(p input.Point) bool {
	if m.View.Pending.Kind != rules.DecTarget {
		return false
	}
	rows, _ := m.chainRows()
	for i, r := range rows {
		if !r.Contains(p.X, p.Y) {
			continue
		}
		serial := m.View.Chain[len(m.View.Chain)-1-i].Serial
		for _, a := range m.Legal {
			if a.Kind == rules.ActTargetItem && a.Serial == serial {
				m.Act(a)
				return true
			}
		}
	}
	return false
}

// clickPlayer handles a click on a player: a target, or your Deity card's
// powers.
func (m *MatchScene) clickPlayer(p input.Point) bool {
	for q := range m.Lay.Mats {
		ml := &m.Lay.Mats[q]
		if ml.Deity.Contains(p.X, p.Y) && int8(q) == m.viewer && m.clickDeity() {
			return true
		}
		if ml.Header.Contains(p.X, p.Y) || ml.Life.Contains(p.X, p.Y) || ml.Discard.Contains(p.X, p.Y) {
			if a, ok := present.ClickPlayer(m.Legal, int8(q)); ok {
				m.Act(a)
				return true
			}
		}
	}
	return false
}

// ClickCard performs the click on card c; it reports whether the click
// meant something.
func (m *MatchScene) ClickCard(c rules.CardID) bool {
	click := present.ClickCard(m.View, m.Legal, m.viewer, c, m.Draft.Active)
	switch click.Kind {
	case present.ClickOffer:
		m.Draft.Toggle(c)
		m.Place(false)
		m.BuildPrompt()
		return true
	case present.ClickAct:
		m.perform(click.Actions[0], rules.Action{}, false)
		return true
	case present.ClickChoose:
		// Several abilities: offer them as buttons.
		m.Sel = rules.NoCard
		m.AbilityChoice(c, click.Actions)
		return true
	case present.ClickSelect:
		if m.Sel == c {
			m.clearSel()
		} else {
			m.Sel = c
			m.Targets = present.DropTargets(m.View, m.Legal, c)
		}
		m.Place(false)
		m.BuildPrompt()
		return true
	}
	return m.explainClick(c)
}

// explainClick shows why a click on one of your cards in play does
// nothing when it has an ability to use (Exhausted, in combat, cannot pay).
func (m *MatchScene) explainClick(c rules.CardID) bool {
	a, ok := present.ClickIntent(m.View, m.viewer, c)
	if !ok {
		return false
	}
	r, refused := present.Explain(m.View, a)
	if !refused {
		return false
	}
	x, y := m.CardRect(c).Center()
	m.ShowRefusal(r, x, y)
	return true
}

func (m *MatchScene) clickDeity() bool {
	click := present.ClickDeity(m.Legal)
	switch click.Kind {
	case present.ClickAct:
		m.perform(click.Actions[0], rules.Action{}, false) // the one-use power asks first
	case present.ClickChoose:
		m.AbilityChoice(rules.NoCard, click.Actions)
	default:
		return false
	}
	return true
}

// sendOffer hands the built offer to the engine: each card, each ask,
// then Send.
func (m *MatchScene) sendOffer() {
	d := m.Draft
	p := m.viewer
	var steps []rules.Action
	for _, c := range d.Give {
		steps = append(steps, rules.Give(p, c))
	}
	for l := 0; l < 3; l++ {
		for range d.Ask[l] {
			steps = append(steps, rules.Ask(p, rules.Level(l+1)))
		}
	}
	steps = append(steps, rules.Send(p))
	for _, a := range steps {
		if err := m.S.Apply(a); err != nil {
			m.showToast(reason(err))
			m.Refresh()
			return
		}
	}
	m.last = p
	m.Draft = draft{}
	m.Refresh()
}

// Hot reports whether p is on a button, a card, a log tab or the coach's
// panel, or anywhere while a curtain, a panel or a question is up
// (scene.Hotspots). The empty board is not: a pointer resting there lets
// the game sleep.
func (m *MatchScene) Hot(p input.Point) bool {
	if m.CurtainUp || m.OverlayOpen() || m.leaveAsk > 0 {
		return true // a curtain, a panel or a question: its buttons, and clicks that close it
	}
	on := func(r widget.Rect) bool { return r.Contains(p.X, p.Y) }
	return m.buttonAt(p) >= 0 || m.cardAt(p.X, p.Y) != rules.NoCard || on(m.takeBackRect()) || on(m.concedeRect()) ||
		on(m.suggestRect()) || m.log.OnTab(p.X, p.Y) || m.Coach != nil && !m.Coach.Hidden && on(m.Coach.Panel)
}

// buttonAt is the index of the enabled button under p, or -1.
func (m *MatchScene) buttonAt(p input.Point) int {
	for i, r := range m.Bar.Rects {
		if r.Contains(p.X, p.Y) {
			return i
		}
	}
	return -1
}
