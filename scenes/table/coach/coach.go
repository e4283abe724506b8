// Package coach is the panel of "Learn to play" on the match table: the
// lesson's current step (what to do and why) at the foot of the right
// rail, with Skip and Leave buttons. The table lays it out over its log,
// draws it with the table's brush and sends it the gestures that begin on
// it; where the coach points on the table is the table's to say.
package coach

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/present/lesson"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// Coach is "Learn to play" on the table. The player acts through the
// table's usual input; the coach only watches the game after each change
// (Lesson.Observe).
type Coach struct {
	Lesson *lesson.Lesson
	// OnLeave leaves the lesson (the Leave button, or Esc with nothing
	// to cancel).
	OnLeave func(ctx *scene.Context)
	// Hidden: the player chose to play on without the panel.
	Hidden bool

	// Laid out by Layout.
	Panel, Skip, Leave widget.Rect
	head, do, why      []string
	laid               Place
	laidStep           int
	pressed            int // 1 Skip, 2 Leave, under a held pointer
}

// Faces are the table's faces the panel sets its text in.
type Faces struct{ Body, Small, Tiny *text.GoTextFace }

// Place is where the panel may grow: up from the foot of Log (the log's
// whole place in the rail) to Top, but never so little that Shown (the
// log's rows as the table shows them now) is half hidden.
type Place struct {
	Log, Shown widget.Rect
	Top        float64
	U          float64
}

// New makes the coach of a lesson.
func New(l *lesson.Lesson, onLeave func(ctx *scene.Context)) *Coach {
	return &Coach{Lesson: l, OnLeave: onLeave, laidStep: -1}
}

// labels are the coach's button labels.
func (c *Coach) labels() (skip, leave string) {
	if c.Lesson.Last() {
		return "Play on", "Back to title"
	}
	return "Skip step", "Leave lesson"
}

// Layout lays the panel out for the current step at place p (again only
// when the step or the place changed).
func (c *Coach) Layout(p Place, f Faces) {
	if c.laidStep == c.Lesson.Index() && c.laid == p {
		return
	}
	c.laidStep, c.laid = c.Lesson.Index(), p
	st := c.Lesson.Step()
	pad := math.Round(10 * p.U)
	inner := p.Log.W - 2*pad
	c.head = []string{st.Title}
	c.do = widget.Wrap(st.Do, f.Small, inner)
	c.why = widget.Wrap(st.Why, f.Tiny, inner)
	bottom := p.Log.Y + p.Log.H
	btnH := math.Round(f.Small.Size * 1.9)
	need := func() float64 {
		return 2*pad + f.Body.Size*1.5 + float64(len(c.do))*f.Small.Size*1.3 + pad/2 +
			float64(len(c.why))*f.Tiny.Size*1.3 + pad + btnH
	}
	// Short of room, the why gives way first, then the end of the do.
	for bottom-need() < p.Top && (len(c.why) > 0 || len(c.do) > 1) {
		if len(c.why) > 0 {
			c.why = cutLast(c.why, f.Tiny, inner)
		} else {
			c.do = cutLast(c.do, f.Small, inner)
		}
	}
	y0 := math.Max(p.Top, math.Min(p.Shown.Y, bottom-need())) // the whole log at least, with its tabs: no half-hidden log
	c.Panel = widget.Rect{X: p.Log.X, Y: y0, W: p.Log.W, H: bottom - y0}
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

// Draw draws the laid-out panel; hover is the pointer's place.
func (c *Coach) Draw(dst *ebiten.Image, b *widget.Brush, f Faces, hover input.Point) {
	u := c.laid.U
	pad := math.Round(10 * u)
	p := c.Panel
	b.Rect(dst, p, render.Mix(render.Ink, render.TableBottom, 0.5))
	b.Frame(dst, p, math.Max(1, 1.5*u), render.Fade(render.Gilt, 0.8))
	x, y := p.X+pad, p.Y+pad
	head := widget.Rect{X: x, Y: y, W: p.W - 2*pad, H: f.Body.Size * 1.3}
	count := strconv.Itoa(c.Lesson.Index()+1) + " of " + strconv.Itoa(c.Lesson.Len())
	b.Label(dst, count, f.Tiny, head, render.RightMiddle, render.Fade(render.Mist, 0.9))
	title := head
	title.W -= widget.TextWidth(count, f.Tiny) + pad
	b.Label(dst, c.head[0], f.Body, title, render.LeftMiddle, render.Gilt)
	y += f.Body.Size * 1.5
	for _, line := range c.do {
		b.Label(dst, line, f.Small, widget.Rect{X: x, Y: y, W: head.W, H: f.Small.Size * 1.3}, render.LeftMiddle, render.Ivory)
		y += f.Small.Size * 1.3
	}
	y += pad / 2
	for _, line := range c.why {
		b.Label(dst, line, f.Tiny, widget.Rect{X: x, Y: y, W: head.W, H: f.Tiny.Size * 1.3}, render.LeftMiddle, render.Fade(render.Mist, 0.95))
		y += f.Tiny.Size * 1.3
	}
	skip, leave := c.labels()
	c.button(dst, b, f, c.Skip, skip, c.pressed == 1, hover)
	c.button(dst, b, f, c.Leave, leave, c.pressed == 2, hover)
}

func (c *Coach) button(dst *ebiten.Image, b *widget.Brush, f Faces, r widget.Rect, label string, pressed bool, hover input.Point) {
	fill := render.Fade(render.Mix(render.Ink, render.TableBottom, 0.7), 0.95)
	if pressed {
		fill = render.Mix(fill, render.Ink, 0.3)
	} else if r.Contains(hover.X, hover.Y) {
		fill = render.Mix(fill, render.GiltLight, 0.18)
	}
	b.Rect(dst, r, fill)
	b.Frame(dst, r, math.Max(1, c.laid.U), render.Fade(render.Gilt, 0.55))
	b.Label(dst, label, f.Small, r, render.Center, render.Ivory)
}

// Gesture takes a gesture that begins on the laid-out panel (false when
// it is not the coach's: the table handles it) and says which button it
// clicked: 1 Skip, 2 Leave, 0 none.
func (c *Coach) Gesture(g input.Gesture) (mine bool, clicked int) {
	if c.Hidden || (!c.Panel.Contains(g.Start.X, g.Start.Y) && !(g.Kind == input.Hover && c.Panel.Contains(g.Pos.X, g.Pos.Y))) {
		return false, 0
	}
	hit := 0
	switch {
	case c.Skip.Contains(g.Pos.X, g.Pos.Y):
		hit = 1
	case c.Leave.Contains(g.Pos.X, g.Pos.Y):
		hit = 2
	}
	switch g.Kind {
	case input.Press:
		c.pressed = hit
	case input.Click:
		c.pressed = 0
		return true, hit
	case input.Drop, input.Cancel:
		c.pressed = 0
	}
	return true, 0
}

// Press does what button hit (1 Skip, 2 Leave) does, with the game as it
// stands.
func (c *Coach) Press(ctx *scene.Context, hit int, game *rules.State) {
	switch {
	case hit == 1 && c.Lesson.Last():
		c.Hidden = true // "Play on": the lesson is over, the match goes on
	case hit == 1:
		c.Lesson.Skip(game)
		c.Lesson.Observe(game)
	case hit == 2 && c.OnLeave != nil:
		c.OnLeave(ctx)
	}
}
