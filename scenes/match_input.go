package scenes

import (
	"twilight/input"
	"twilight/rules"
)

// gesture handles one pointer gesture.
func (m *Match) gesture(g input.Gesture) {
	if m.curtain {
		if g.Kind == input.Click {
			m.liftCurtain()
		}
		return
	}
	switch g.Kind {
	case input.Hover:
		m.hoverAt = g.Pos
		m.hover = m.cardAt(g.Pos.X, g.Pos.Y)
	case input.Press:
		m.hoverAt = g.Pos
		m.pressed = m.buttonAt(g.Pos)
		m.press = rules.NoCard
		if m.pressed < 0 {
			if c := m.cardAt(g.Pos.X, g.Pos.Y); c != rules.NoCard {
				m.press = c
				m.hover = c
			}
		}
	case input.Drag:
		m.hoverAt = g.Pos
		if m.drag == nil && m.press != rules.NoCard && m.mine && Draggable(m.view, m.legal, m.press) {
			sp := &m.sprites[m.press]
			m.drag = &dragState{card: m.press, dx: g.Start.X - sp.x, dy: g.Start.Y - sp.y}
			m.sel = m.press
			m.targets = DropTargets(m.view, m.legal, m.press)
			m.sprites[m.press].z = 1000
		}
		if m.drag != nil {
			m.drag.x, m.drag.y = g.Pos.X, g.Pos.Y
		}
	case input.Drop:
		m.hoverAt = g.Pos
		if m.drag != nil {
			m.dropAt(g.Pos)
		}
		m.press, m.pressed = rules.NoCard, -1
	case input.Click:
		m.hoverAt = g.Pos
		m.click(g.Pos)
		m.press, m.pressed = rules.NoCard, -1
	case input.Cancel:
		m.drag = nil
		m.clearSel()
		m.press, m.pressed = rules.NoCard, -1
		m.place(false)
	}
}

// dropAt ends a drag: a legal place performs its action; anywhere else the
// card springs back, with the engine's reason when there is one.
func (m *Match) dropAt(p input.Point) {
	c := m.drag.card
	m.drag = nil
	if t, ok := m.targetAt(p.X, p.Y); ok {
		m.act(t.Action)
		return
	}
	// Ask the engine why, for the place the card was dropped on.
	if a, ok := m.guessAction(c, p.X, p.Y); ok {
		if err := m.s.Apply(a); err != nil {
			m.showToast(reason(err))
		} else {
			m.last = a.Player
			m.refresh()
			return
		}
	}
	m.clearSel()
	m.place(false)
}

// targetRect is where a drop target lies on screen.
func (m *Match) targetRect(t DropTarget) Rect {
	if int(t.Seat) >= len(m.lay.Mats) || t.Seat < 0 {
		return Rect{}
	}
	ml := &m.lay.Mats[t.Seat]
	grow := func(r Rect, d float64) Rect { return Rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }
	d := 6 * m.lay.U
	switch t.Kind {
	case DropField:
		return ml.Field
	case DropSlot:
		return grow(ml.Slots[t.Dir&3], d)
	case DropLife:
		return grow(ml.Life, d)
	case DropDiscard:
		return grow(ml.Discard, d)
	case DropCard:
		return grow(m.cardRect(t.Card), d/2)
	case DropResource:
		return grow(ml.Resource, d)
	}
	return Rect{}
}

// targetAt finds the drop target under (x, y). Cards come first (a
// blocker dropped on an attacker in the field), then slots and stacks,
// then whole fields.
func (m *Match) targetAt(x, y float64) (DropTarget, bool) {
	for pass := 0; pass < 3; pass++ {
		for _, t := range m.targets {
			var r Rect
			switch {
			case pass == 0 && t.Kind == DropCard:
				r = m.targetRect(t)
			case pass == 1 && t.Kind != DropCard && t.Kind != DropField:
				r = m.targetRect(t)
			case pass == 2 && t.Kind == DropField:
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
	return DropTarget{}, false
}

// guessAction is the action a drop at (x, y) would mean, legal or not,
// so that the engine can say why it is refused.
func (m *Match) guessAction(c rules.CardID, x, y float64) (rules.Action, bool) {
	v := m.view
	me := m.viewer
	cd := &v.Cards[c]
	for q := range m.lay.Mats {
		ml := &m.lay.Mats[q]
		if !ml.Area.Contains(x, y) {
			continue
		}
		switch cd.Zone {
		case rules.ZHand:
			if int8(q) != me {
				return rules.Action{}, false
			}
			a := rules.Summon(me, c)
			for d := range ml.Slots {
				if ml.Slots[d].Contains(x, y) {
					a.Dir = rules.Dir(d)
				}
			}
			return a, true
		case rules.ZField:
			if int8(q) == me {
				return rules.Action{}, false
			}
			st := rules.AtLife
			if ml.Discard.Contains(x, y) {
				st = rules.AtDiscard
			}
			return rules.Attack(me, c, int8(q), st), true
		}
	}
	return rules.Action{}, false
}

// click handles a click: a button, a card, or a zone.
func (m *Match) click(p input.Point) {
	if i := m.buttonAt(p); i >= 0 {
		if b := m.buttons[i]; b.enabled {
			b.do()
		}
		return
	}
	if m.lay.Log.Contains(p.X, p.Y) {
		return
	}
	// Chain rows answer chain-item targets.
	if m.mine && m.view.Pending.Kind == rules.DecTarget {
		for i, r := range m.chainRows() {
			if r.Contains(p.X, p.Y) {
				serial := m.view.Chain[len(m.view.Chain)-1-i].Serial
				for _, a := range m.legal {
					if a.Kind == rules.ActTargetItem && a.Serial == serial {
						m.act(a)
						return
					}
				}
			}
		}
	}
	// A selected card goes where the click says.
	if m.sel != rules.NoCard {
		if t, ok := m.targetAt(p.X, p.Y); ok {
			m.act(t.Action)
			return
		}
	}
	c := m.cardAt(p.X, p.Y)
	if c != rules.NoCard && m.mine {
		if m.clickCard(c) {
			return
		}
	}
	// Players: targets, and the Deity card's powers.
	if m.mine {
		for q := range m.lay.Mats {
			ml := &m.lay.Mats[q]
			if ml.Deity.Contains(p.X, p.Y) && int8(q) == m.viewer {
				if m.clickDeity() {
					return
				}
			}
			if ml.Header.Contains(p.X, p.Y) || ml.Life.Contains(p.X, p.Y) || ml.Discard.Contains(p.X, p.Y) {
				for _, a := range m.legal {
					if a.Kind == rules.ActTargetPlayer && a.Who == int8(q) {
						m.act(a)
						return
					}
				}
			}
		}
	}
	if c == rules.NoCard || c != m.sel {
		m.clearSel()
		m.place(false)
	}
}

// pendingTargetKind is what the pending target choice picks from: the
// target kind of the clause being targeted (TNone if none is pending).
func pendingTargetKind(v *rules.State) rules.TargetKind {
	if cl := v.PendingClause(); cl != nil {
		return cl.Target.Kind
	}
	return rules.TNone
}

// clickCard performs the click on card c; it reports whether the click
// meant something.
func (m *Match) clickCard(c rules.CardID) bool {
	v := m.view
	// Building an offer: hand cards go in and out of it.
	if m.draft.active && v.Cards[c].Zone == rules.ZHand && v.Cards[c].Controller == m.viewer {
		m.toggleGive(c)
		return true
	}
	if a, ok := generateAction(v, m.legal, m.viewer, c); ok {
		m.act(a) // Retained Power
		return true
	}
	acts := ClickActions(m.legal, c)
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
	if Draggable(v, m.legal, c) {
		if m.sel == c {
			m.clearSel()
		} else {
			m.sel = c
			m.targets = DropTargets(v, m.legal, c)
		}
		m.place(false)
		m.buildPrompt()
		return true
	}
	return false
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

// toggleGive adds a hand card to the offer being built (or takes it out).
func (m *Match) toggleGive(c rules.CardID) {
	d := &m.draft
	for i, g := range d.give {
		if g == c {
			d.give = append(d.give[:i], d.give[i+1:]...)
			// Taking a card out is itself a step; drop its earlier "add".
			for j := len(d.undo) - 1; j >= 0; j-- {
				if d.undo[j].give == c {
					d.undo = append(d.undo[:j], d.undo[j+1:]...)
					break
				}
			}
			m.place(false)
			m.buildPrompt()
			return
		}
	}
	d.give = append(d.give, c)
	d.undo = append(d.undo, draftStep{give: c})
	m.place(false)
	m.buildPrompt()
}

// askMore changes how many cards of a level the offer asks for.
func (m *Match) askMore(l rules.Level, delta int) {
	d := &m.draft
	have := 0
	for _, c := range m.view.Players[d.to].Hand {
		if m.view.Def(c).Level == l {
			have++
		}
	}
	n := d.ask[l-1] + delta
	if n < 0 || n > have {
		return
	}
	d.ask[l-1] = n
	d.undo = append(d.undo, draftStep{give: rules.NoCard, level: int(l - 1), delta: delta})
	m.buildPrompt()
}

// sendOffer hands the built offer to the engine: each card, each ask,
// then Send.
func (m *Match) sendOffer() {
	d := m.draft
	p := m.viewer
	var steps []rules.Action
	for _, c := range d.give {
		steps = append(steps, rules.Give(p, c))
	}
	for l := 0; l < 3; l++ {
		for range d.ask[l] {
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
	m.draft = offerDraft{}
	m.refresh()
}

// buttonAt is the index of the enabled button under p, or -1.
func (m *Match) buttonAt(p input.Point) int {
	for i, b := range m.buttons {
		if b.r.Contains(p.X, p.Y) {
			return i
		}
	}
	return -1
}
