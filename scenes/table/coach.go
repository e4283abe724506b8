package table

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/present"
	"twilight/present/lesson"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// Coach is "Learn to play" on the table: a panel at the foot of the right
// rail with the lesson's current step (what to do and why), Skip and
// Leave buttons, and a pointer at the place on the table the step names.
// The player acts through the table's usual input; the coach only watches
// the game after each change (Observe).
type Coach struct {
	Lesson *lesson.Lesson
	// OnLeave leaves the lesson (the Leave button, or Esc with nothing
	// to cancel).
	OnLeave func(ctx *scene.Context)
	// Hidden: the player chose to play on without the panel.
	Hidden bool

	// Laid out by layoutCoach.
	Panel, Skip, Leave widget.Rect
	head, do, why      []string
	laidStep           int
	laidAt             widget.Rect // the log's place the panel was laid out for
	laidChain          bool        // ... and whether the chain held anything
	pressed            int         // 1 Skip, 2 Leave, under a held pointer
}

// NewCoach makes the coach of a lesson.
func NewCoach(l *lesson.Lesson, onLeave func(ctx *scene.Context)) *Coach {
	return &Coach{Lesson: l, OnLeave: onLeave, laidStep: -1}
}

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

// coachGesture handles a gesture that begins on the coach's panel and
// reports whether it was the coach's (the table does not see it then).
func (m *MatchScene) coachGesture(ctx *scene.Context, g input.Gesture) bool {
	c := m.Coach
	if c == nil || c.Hidden {
		return false
	}
	m.layoutCoach()
	if !c.Panel.Contains(g.Start.X, g.Start.Y) && !(g.Kind == input.Hover && c.Panel.Contains(g.Pos.X, g.Pos.Y)) {
		return false
	}
	hit := 0
	switch {
	case c.Skip.Contains(g.Pos.X, g.Pos.Y):
		hit = 1
	case c.Leave.Contains(g.Pos.X, g.Pos.Y):
		hit = 2
	}
	m.hoverAt = g.Pos
	switch g.Kind {
	case input.Press:
		c.pressed = hit
	case input.Click:
		c.pressed = 0
		m.coachPress(ctx, hit)
	case input.Drop, input.Cancel:
		c.pressed = 0
	}
	return true
}

// coachPress does what the coach's button hit (1 Skip, 2 Leave) does.
func (m *MatchScene) coachPress(ctx *scene.Context, hit int) {
	c := m.Coach
	switch {
	case hit == 1 && c.Lesson.Last():
		c.Hidden = true // "Play on": the lesson is over, the match goes on
	case hit == 1:
		c.Lesson.Skip(m.S.State())
		c.Lesson.Observe(m.S.State())
	case hit == 2 && c.OnLeave != nil:
		c.OnLeave(ctx)
	}
}

// coachLabels are the coach's button labels.
func (c *Coach) coachLabels() (skip, leave string) {
	if c.Lesson.Last() {
		return "Play on", "Back to title"
	}
	return "Skip step", "Leave lesson"
}

// layoutCoach lays the panel out for the current step: it grows up from
// the foot of the rail over the log (and the chain, if it must).
func (m *MatchScene) layoutCoach() {
	c := m.Coach
	if c == nil || m.Lay.Mats == nil {
		return
	}
	st := c.Lesson.Step()
	chain, log := len(m.View.Chain) > 0, m.logRect() // the log's place moves with the chain's rows
	if c.laidStep == c.Lesson.Index() && c.laidAt == log && c.laidChain == chain {
		return
	}
	c.laidStep, c.laidAt, c.laidChain = c.Lesson.Index(), log, chain
	u := m.Lay.U
	pad := math.Round(10 * u)
	inner := m.Lay.Log.W - 2*pad
	c.head = []string{st.Title}
	c.do = widget.Wrap(st.Do, m.G.fSmall, inner)
	c.why = widget.Wrap(st.Why, m.G.fTiny, inner)
	bottom := m.Lay.Log.Y + m.Lay.Log.H
	top := m.Lay.Chain.Y
	if chain {
		top = log.Y // the chain's rows stay in sight while it holds anything
	}
	btnH := math.Round(m.G.fSmall.Size * 1.9)
	need := func() float64 {
		return 2*pad + m.G.fBody.Size*1.5 + float64(len(c.do))*m.G.fSmall.Size*1.3 + pad/2 +
			float64(len(c.why))*m.G.fTiny.Size*1.3 + pad + btnH
	}
	// Short of room, the why gives way first, then the end of the do.
	for bottom-need() < top && (len(c.why) > 0 || len(c.do) > 1) {
		if len(c.why) > 0 {
			c.why = cutLast(c.why, m.G.fTiny, inner)
		} else {
			c.do = cutLast(c.do, m.G.fSmall, inner)
		}
	}
	h := need()
	y0 := math.Max(top, math.Min(log.Y, bottom-h)) // the whole log at least, with its tabs: no half-hidden log
	c.Panel = widget.Rect{X: m.Lay.Log.X, Y: y0, W: m.Lay.Log.W, H: bottom - y0}
	bw := (inner - pad) / 2
	by := c.Panel.Y + c.Panel.H - pad - btnH
	c.Skip = widget.Rect{X: c.Panel.X + pad, Y: by, W: bw, H: btnH}
	c.Leave = widget.Rect{X: c.Skip.X + bw + pad, Y: by, W: bw, H: btnH}
}

// cutLast drops the last of lines and marks the new last one as cut.
func cutLast(lines []string, face *text.GoTextFace, w float64) []string {
	lines = lines[:len(lines)-1]
	if n := len(lines); n > 0 {
		lines[n-1] = widget.FitText(lines[n-1]+" …", face, w)
	}
	return lines
}

// coachGlow is the colour of the coach's pointer.
var coachGlow = render.GiltLight

// drawCoach draws the pointer and the panel.
func (m *MatchScene) drawCoach(screen *ebiten.Image) {
	c := m.Coach
	if c == nil || c.Hidden || m.Lay.Mats == nil {
		return
	}
	m.layoutCoach()
	m.drawPointer(screen)
	u := m.Lay.U
	pad := math.Round(10 * u)
	p := c.Panel
	m.G.rect(screen, p, render.Mix(render.Ink, render.TableBottom, 0.5))
	m.G.frame(screen, p, math.Max(1, 1.5*u), render.Fade(render.Gilt, 0.8))
	x, y := p.X+pad, p.Y+pad
	head := widget.Rect{X: x, Y: y, W: p.W - 2*pad, H: m.G.fBody.Size * 1.3}
	count := Itoa(c.Lesson.Index()+1) + " of " + Itoa(c.Lesson.Len())
	m.G.label(screen, count, m.G.fTiny, head, render.RightMiddle, render.Fade(render.Mist, 0.9))
	title := head
	title.W -= textWidth(count, m.G.fTiny) + pad
	m.G.label(screen, c.head[0], m.G.fBody, title, render.LeftMiddle, render.Gilt)
	y += m.G.fBody.Size * 1.5
	for _, line := range c.do {
		m.G.label(screen, line, m.G.fSmall, widget.Rect{X: x, Y: y, W: head.W, H: m.G.fSmall.Size * 1.3}, render.LeftMiddle, render.Ivory)
		y += m.G.fSmall.Size * 1.3
	}
	y += pad / 2
	for _, line := range c.why {
		m.G.label(screen, line, m.G.fTiny, widget.Rect{X: x, Y: y, W: head.W, H: m.G.fTiny.Size * 1.3}, render.LeftMiddle, render.Fade(render.Mist, 0.95))
		y += m.G.fTiny.Size * 1.3
	}
	skip, leave := c.coachLabels()
	m.drawCoachButton(screen, c.Skip, skip, c.pressed == 1)
	m.drawCoachButton(screen, c.Leave, leave, c.pressed == 2)
}

func (m *MatchScene) drawCoachButton(screen *ebiten.Image, r widget.Rect, label string, pressed bool) {
	fill := render.Fade(render.Mix(render.Ink, render.TableBottom, 0.7), 0.95)
	if pressed {
		fill = render.Mix(fill, render.Ink, 0.3)
	} else if r.Contains(m.hoverAt.X, m.hoverAt.Y) {
		fill = render.Mix(fill, render.GiltLight, 0.18)
	}
	m.G.rect(screen, r, fill)
	m.G.frame(screen, r, math.Max(1, m.Lay.U), render.Fade(render.Gilt, 0.55))
	m.G.label(screen, label, m.G.fSmall, r, render.Center, render.Ivory)
}

// drawPointer lights the place the coach points at and, for a drag,
// draws an arrow to where it goes.
func (m *MatchScene) drawPointer(screen *ebiten.Image) {
	from, to, drag, ok := m.CoachPointer()
	if !ok {
		return
	}
	m.glowRect(screen, from, coachGlow, 1)
	u := m.Lay.U
	bob := 6 * u * math.Sin(float64(m.ticks)/8)
	cx := from.X + from.W/2
	m.G.line(screen, cx, from.Y-64*u+bob, cx, from.Y-6*u+bob, math.Max(3, 6*u), 20*u, render.Fade(coachGlow, 0.95))
	if !drag || m.Drag != nil {
		return
	}
	m.glowRect(screen, to, coachGlow, 0.8)
	x0, y0 := from.Center()
	x1, y1 := to.Center()
	pulse := 0.7 + 0.3*math.Sin(float64(m.ticks)/9)
	m.G.line(screen, x0, y0, x1, y1, math.Max(3, 5*u), 18*u, render.Fade(coachGlow, 0.8*pulse))
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
			return matZone(&m.Lay.Mats[p.Seat], p.Zone)
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

// matZone is the rectangle of zone z on a mat.
func matZone(ml *MatLayout, z rules.Zone) (widget.Rect, bool) {
	switch z {
	case rules.ZLife:
		return ml.Life, true
	case rules.ZDiscard:
		return ml.Discard, true
	case rules.ZAspects:
		return ml.Aspects, true
	case rules.ZResource:
		return ml.Resource, true
	case rules.ZField:
		return ml.Field, true
	}
	return widget.Rect{}, false
}
