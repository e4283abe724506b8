package table

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/present/lesson"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/scene"
	"twilight/scenes/table/coach"
	"twilight/scenes/widget"
)

// coachObserve lets the lesson look at the game after a change.
func (m *MatchScene) coachObserve() {
	if c := m.Coach; c != nil {
		c.Lesson.Observe(m.S.State())
	}
}

// coachEscape leaves the lesson on Esc (when nothing else was cancelled).
func (m *MatchScene) coachEscape(ctx *scene.Context) bool {
	if m.Coach == nil || m.Coach.OnLeave == nil {
		return false
	}
	m.Coach.OnLeave(ctx)
	return true
}

// coachGesture hands the coach's panel a gesture and reports whether it
// was the coach's (the table does not see it then).
func (m *MatchScene) coachGesture(ctx *scene.Context, g input.Gesture) bool {
	if m.Coach == nil || m.Coach.Hidden {
		return false
	}
	m.layoutCoach()
	mine, hit := m.Coach.Gesture(g)
	if mine {
		m.hoverAt = g.Pos
		m.Coach.Press(ctx, hit, m.S.State())
	}
	return mine
}

// layoutCoach lays the panel out over the log (and the chain's place,
// while the chain is empty).
func (m *MatchScene) layoutCoach() {
	if m.Coach == nil || m.Lay.Mats == nil {
		return
	}
	p := coach.Place{Log: m.Lay.Log, Shown: m.logRect(), Top: m.Lay.Chain.Y, U: m.Lay.U}
	if len(m.View.Chain) > 0 {
		p.Top = p.Shown.Y // the chain's rows stay in sight while it holds anything
	}
	m.Coach.Layout(p, m.coachFaces())
}

func (m *MatchScene) coachFaces() coach.Faces {
	return coach.Faces{Body: m.G.fBody, Small: m.G.fSmall, Tiny: m.G.fTiny}
}

// drawCoach draws the pointer and the panel.
func (m *MatchScene) drawCoach(screen *ebiten.Image) {
	if m.Coach == nil || m.Coach.Hidden || m.Lay.Mats == nil {
		return
	}
	m.layoutCoach()
	m.drawPointer(screen)
	m.Coach.Draw(screen, &m.G.Brush, m.coachFaces(), m.hoverAt)
}

// coachGlow is the colour of the coach's pointer.
var coachGlow = render.GiltLight

// drawPointer lights the place the coach points at and, for a drag,
// draws an arrow to where it goes.
func (m *MatchScene) drawPointer(screen *ebiten.Image) {
	if from, to, drag, ok := m.CoachPointer(); ok {
		m.pointAt(screen, from, to, drag)
	}
}

// pointAt lights from with a bobbing arrow over it and, for a drag (or a
// move from a card to a place), to and an arrow from one to the other.
func (m *MatchScene) pointAt(screen *ebiten.Image, from, to widget.Rect, drag bool) {
	m.glowRect(screen, from, coachGlow, 1)
	u := m.Lay.U
	bob := 6 * u * math.Sin(float64(m.ticks)/8)
	cx := from.X + from.W/2
	m.G.Line(screen, cx, from.Y-64*u+bob, cx, from.Y-6*u+bob, math.Max(3, 6*u), 20*u, render.Fade(coachGlow, 0.95))
	if !drag || m.Drag != nil {
		return
	}
	m.glowRect(screen, to, coachGlow, 0.8)
	x0, y0 := from.Center()
	x1, y1 := to.Center()
	pulse := 0.7 + 0.3*math.Sin(float64(m.ticks)/9)
	m.G.Line(screen, x0, y0, x1, y1, math.Max(3, 5*u), 18*u, render.Fade(coachGlow, 0.8*pulse))
}

// CoachPointer is where the coach points while the player decides: the
// button that does what the step asks, else the step's own place (a card
// to drag to the place to, when drag); when the step asks for nothing at
// this decision, the primary button (the way on to it). ok is false when
// it points at nothing.
func (m *MatchScene) CoachPointer() (from, to widget.Rect, drag, ok bool) {
	c := m.Coach
	if c == nil || c.Hidden || !m.Mine || c.Lesson.Last() || m.Lay.Mats == nil {
		return from, to, false, false
	}
	st := c.Lesson.Step()
	asked, asks := c.Lesson.Asked(m.S.State())
	switch {
	case !asks:
		from, ok = m.placeRect(lesson.Place{Kind: lesson.AtButton})
	case m.Draft.Active:
		from, ok = m.draftPointer(asked, st)
	case st.To.Kind != lesson.Nowhere:
		from, ok = m.placeRect(st.From) // a drag: show it, even where a button would do
		to, drag = m.placeRect(st.To)
		if !ok {
			from, ok = m.buttonFor(asked)
		}
	case asked.Kind == rules.ActChoose && int(asked.Card) < len(m.Sprites):
		from, ok = m.CardRect(asked.Card), true // the card to pick
	default:
		if from, ok = m.buttonFor(asked); !ok {
			from, ok = m.placeRect(st.From)
		}
	}
	return from, to, drag && ok, ok
}

// buttonFor is the prompt's button that takes action a, if there is one.
func (m *MatchScene) buttonFor(a rules.Action) (widget.Rect, bool) {
	for i, b := range m.Bar.P.Buttons {
		if i < len(m.Bar.Rects) && b.Enabled && b.Cmd == present.CmdAct && b.Action == a {
			return m.Bar.Rects[i], true
		}
	}
	return widget.Rect{}, false
}

// draftPointer is where the next step of the offer being built is: the
// card to give (the step's own place) until it is in the offer, then the
// + of the level asked, then Send.
func (m *MatchScene) draftPointer(asked rules.Action, st *lesson.Step) (widget.Rect, bool) {
	d := &m.Draft
	if asked.Kind == rules.ActGive && !slices.Contains(d.Give, asked.Card) {
		return m.placeRect(st.From)
	}
	for i, b := range m.Bar.P.Buttons {
		if i >= len(m.Bar.Rects) || !b.Enabled {
			continue
		}
		if (d.Ask[rules.Lesser-1] == 0 && b.Cmd == present.CmdAsk && b.Level == rules.Lesser && b.Delta > 0) ||
			(d.Ask[rules.Lesser-1] > 0 && b.Cmd == present.CmdSendOffer) {
			return m.Bar.Rects[i], true
		}
	}
	return widget.Rect{}, false
}

// placeRect is where a lesson's place is on the table now.
func (m *MatchScene) placeRect(p lesson.Place) (widget.Rect, bool) {
	switch p.Kind {
	case lesson.AtCard:
		v := m.View
		for _, c := range m.Order {
			z := v.Cards[c].Zone
			if (z == rules.ZHand || z == rules.ZField) && v.Cards[c].Controller == p.Seat && !v.Hidden(c) && v.Def(c).Title == p.Card {
				return m.CardRect(c), true
			}
		}
	case lesson.AtZone:
		if p.Zone == rules.ZHand {
			return m.Lay.Hand, true
		}
		if int(p.Seat) < len(m.Lay.Mats) {
			return m.Lay.Mats[p.Seat].Zone(p.Zone)
		}
	case lesson.AtButton:
		for i, b := range m.Bar.P.Buttons {
			if i < len(m.Bar.Rects) && b.Enabled && ((p.Act == 0 && b.Primary) || (p.Act != 0 && b.Cmd == present.CmdAct && b.Action.Kind == p.Act)) {
				return m.Bar.Rects[i], true
			}
		}
	}
	return widget.Rect{}, false
}
