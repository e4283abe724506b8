package scenes

import (
	"twilight/input"
	"twilight/present"
	"twilight/rules"
)

// gesture handles one pointer gesture.
func (m *Match) gesture(g input.Gesture) {
	if m.curtain {
		m.curtainGesture(g)
		return
	}
	m.hoverAt = g.Pos
	switch g.Kind {
	case input.Hover:
		m.hover = m.cardAt(g.Pos.X, g.Pos.Y)
		m.log.hoverAt(g.Pos.X, g.Pos.Y)
	case input.Press:
		m.bar.pressed = m.buttonAt(g.Pos)
		m.press = rules.NoCard
		if m.bar.pressed < 0 {
			if c := m.cardAt(g.Pos.X, g.Pos.Y); c != rules.NoCard {
				m.press = c
				m.hover = c
			}
		}
	case input.Drag:
		m.startDrag(g)
	case input.Drop:
		if m.drag != nil {
			m.dropAt(g.Pos)
		}
		m.press, m.bar.pressed = rules.NoCard, -1
	case input.Click:
		m.click(g.Pos)
		m.press, m.bar.pressed = rules.NoCard, -1
	case input.Cancel:
		m.drag = nil
		m.clearSel()
		m.press, m.bar.pressed = rules.NoCard, -1
		m.place(false)
	}
}

// startDrag picks up the pressed card once the pointer moves with it, if
// some legal action is performed by dropping it.
func (m *Match) startDrag(g input.Gesture) {
	if m.drag == nil && m.press != rules.NoCard && m.mine && present.Draggable(m.view, m.legal, m.press) {
		sp := &m.sprites[m.press]
		m.drag = &dragState{card: m.press, dx: g.Start.X - sp.x, dy: g.Start.Y - sp.y}
		m.sel = m.press
		m.targets = present.DropTargets(m.view, m.legal, m.press)
		m.sprites[m.press].z = 1000
		m.focus.clear()
	}
	if m.drag == nil && m.press != rules.NoCard && m.mine && !present.Draggable(m.view, m.legal, m.press) {
		// Not draggable: still follow the pointer so that the drop can say why.
		m.drag = &dragState{card: m.press, dx: g.Start.X - m.sprites[m.press].x, dy: g.Start.Y - m.sprites[m.press].y, refused: true}
	}
	if m.drag != nil {
		m.drag.x, m.drag.y = g.Pos.X, g.Pos.Y
	}
}

// dropAt ends a drag: a legal place performs its action; anywhere else the
// card springs back, and the engine's reason for refusing what the drop
// meant appears where it was dropped.
func (m *Match) dropAt(p input.Point) {
	c := m.drag.card
	m.drag = nil
	if t, ok := m.targetAt(p.X, p.Y); ok {
		m.dropOn(t)
		return
	}
	if a, ok := present.Intent(m.view, m.viewer, c, m.spotAt(c, p.X, p.Y)); ok {
		if r, refused := present.Explain(m.view, a); refused {
			m.showRefusal(r, p.X, p.Y)
		} else {
			m.act(a)
			return
		}
	}
	m.clearSel()
	m.place(false)
}

// dropOn performs the action of drop target t (and its follow-up: the
// target of a Scheme dropped onto it).
func (m *Match) dropOn(t present.DropTarget) {
	if t.Follow {
		m.actThen(t.Action, t.Then)
		return
	}
	m.act(t.Action)
}

// targetRect is where a drop target lies on screen.
func (m *Match) targetRect(t present.DropTarget) Rect {
	if int(t.Seat) >= len(m.lay.Mats) || t.Seat < 0 {
		return Rect{}
	}
	ml := &m.lay.Mats[t.Seat]
	grow := func(r Rect, d float64) Rect { return Rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }
	d := 6 * m.lay.U
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
		return grow(m.cardRect(t.Card), d/2)
	case present.DropResource:
		return grow(ml.Resource, d)
	}
	return Rect{}
}

// targetAt finds the drop target under (x, y). Cards come first (a
// blocker dropped on an attacker in the field), then slots and stacks,
// then whole fields.
func (m *Match) targetAt(x, y float64) (present.DropTarget, bool) {
	for pass := 0; pass < 3; pass++ {
		for _, t := range m.targets {
			var r Rect
			switch {
			case pass == 0 && t.Kind == present.DropCard:
				r = m.targetRect(t)
			case pass == 1 && t.Kind != present.DropCard && t.Kind != present.DropField:
				r = m.targetRect(t)
			case pass == 2 && t.Kind == present.DropField:
				// Anywhere on your mat but the compass summons to the field.
				ml := &m.lay.Mats[t.Seat]
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
func (m *Match) spotAt(c rules.CardID, x, y float64) present.Spot {
	if o := m.cardAt(x, y); o != rules.NoCard && o != c {
		return present.Spot{Kind: present.DropCard, Seat: m.view.Cards[o].Controller, Card: o}
	}
	for q := range m.lay.Mats {
		ml := &m.lay.Mats[q]
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

// click handles a click: a button, the refusal note, the log, a chain
// row, a place for the picked card, a card, or a player.
func (m *Match) click(p input.Point) {
	if i := m.buttonAt(p); i >= 0 {
		m.pressButton(i, false)
		return
	}
	if n := &m.refused; n.t > 0 && n.box.Contains(p.X, p.Y) {
		n.open = n.rule != ""
		return
	}
	if m.logRect().Contains(p.X, p.Y) {
		m.log.click(p.X, p.Y)
		return
	}
	if m.mine && m.clickChain(p) {
		return
	}
	// A selected card goes where the click says.
	if m.sel != rules.NoCard {
		if t, ok := m.targetAt(p.X, p.Y); ok {
			m.dropOn(t)
			return
		}
	}
	c := m.cardAt(p.X, p.Y)
	if c != rules.NoCard && m.mine && m.clickCard(c) {
		return
	}
	if m.mine && m.clickPlayer(p) {
		return
	}
	if c == rules.NoCard || c != m.sel {
		m.clearSel()
		m.place(false)
	}
}

// clickChain answers a chain-item target with a click on its row.
func (m *Match) clickChain(p input.Point) bool {
	if m.view.Pending.Kind != rules.DecTarget {
		return false
	}
	rows, _ := m.chainRows()
	for i, r := range rows {
		if !r.Contains(p.X, p.Y) {
			continue
		}
		serial := m.view.Chain[len(m.view.Chain)-1-i].Serial
		for _, a := range m.legal {
			if a.Kind == rules.ActTargetItem && a.Serial == serial {
				m.act(a)
				return true
			}
		}
	}
	return false
}

// clickPlayer handles a click on a player: a target, or your Deity card's
// powers.
func (m *Match) clickPlayer(p input.Point) bool {
	for q := range m.lay.Mats {
		ml := &m.lay.Mats[q]
		if ml.Deity.Contains(p.X, p.Y) && int8(q) == m.viewer && m.clickDeity() {
			return true
		}
		if ml.Header.Contains(p.X, p.Y) || ml.Life.Contains(p.X, p.Y) || ml.Discard.Contains(p.X, p.Y) {
			for _, a := range m.legal {
				if a.Kind == rules.ActTargetPlayer && a.Who == int8(q) {
					m.act(a)
					return true
				}
			}
		}
	}
	return false
}

// clickCard performs the click on card c; it reports whether the click
// meant something.
func (m *Match) clickCard(c rules.CardID) bool {
	v := m.view
	// Building an offer: hand cards go in and out of it.
	if m.draft.active && v.Cards[c].Zone == rules.ZHand && v.Cards[c].Controller == m.viewer {
		m.draft.toggle(c)
		m.place(false)
		m.buildPrompt()
		return true
	}
	if a, ok := generateAction(v, m.legal, m.viewer, c); ok {
		m.act(a) // Retained Power
		return true
	}
	acts := present.ClickActions(m.legal, c)
	var actions []rules.Action
	for _, a := range acts {
		if a.Kind != rules.ActGive {
			actions = append(actions, a)
		}
	}
	switch {
	case len(actions) == 1:
		m.act(actions[0])
		return true
	case len(actions) > 1:
		// Several abilities: offer them as buttons.
		m.sel = rules.NoCard
		m.abilityChoice(c, actions)
		return true
	}
	if present.Draggable(v, m.legal, c) {
		if m.sel == c {
			m.clearSel()
		} else {
			m.sel = c
			m.targets = present.DropTargets(v, m.legal, c)
		}
		m.place(false)
		m.buildPrompt()
		return true
	}
	return m.explainClick(c)
}

// explainClick shows why a click on one of your cards in play does
// nothing when it has an ability to use (Exhausted, in combat, cannot pay).
func (m *Match) explainClick(c rules.CardID) bool {
	a, ok := present.ClickIntent(m.view, m.viewer, c)
	if !ok {
		return false
	}
	r, refused := present.Explain(m.view, a)
	if !refused {
		return false
	}
	x, y := m.cardRect(c).Center()
	m.showRefusal(r, x, y)
	return true
}

func (m *Match) clickDeity() bool {
	var acts []rules.Action
	for _, a := range m.legal {
		if a.Kind == rules.ActDeity {
			acts = append(acts, a)
		}
	}
	switch len(acts) {
	case 0:
		return false
	case 1:
		m.act(acts[0])
	default:
		m.abilityChoice(rules.NoCard, acts)
	}
	return true
}

// sendOffer hands the built offer to the engine: each card, each ask,
// then Send.
func (m *Match) sendOffer() {
	d := m.draft
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
		if err := m.s.Apply(a); err != nil {
			m.showToast(reason(err))
			m.refresh()
			return
		}
	}
	m.last = p
	m.draft = draft{}
	m.refresh()
}

// buttonAt is the index of the enabled button under p, or -1.
func (m *Match) buttonAt(p input.Point) int {
	for i, r := range m.bar.rects {
		if r.Contains(p.X, p.Y) {
			return i
		}
	}
	return -1
}
