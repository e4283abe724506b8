// Package suggest is "What would the computer do?" at the match table: the
// words of its header button, and the panel at the foot of the right rail
// that says the strongest computer level is thinking, or shows the move it
// would make and its one-line reason (not played). The table asks the
// session for the hint, lights the cards the move names and sends the
// panel's clicks; the panel only words and draws what it is given.
package suggest

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"

	"twilight/scenes/widget"
)

// Label is the header button's words: ask; while the computer thinks,
// stop; with the answer shown, hide it.
func Label(thinking, shown bool) string {
	switch {
	case thinking:
		return "Thinking…"
	case shown:
		return "Hide hint"
	}
	return "Ask the computer"
}

// Title is the panel's heading.
const Title = "What would the computer do?"

// Faces are the table's faces the panel sets its text in.
type Faces struct{ Body, Small, Tiny *text.GoTextFace }

// Panel is the laid-out panel.
type Panel struct {
	Box widget.Rect
	// Heading, when set, stands for Title (a puzzle's answer).
	Heading string
	lines   []string // the answer (or the wait), wrapped
	foot    string
	u       float64
	think   bool
	laid    laidFor
}

// laidFor is what a panel was laid out for.
type laidFor struct {
	area     widget.Rect
	u        float64
	thinking bool
	words    string
}

// Words are the panel's lines for an answer: the reason (which names the
// move) made a sentence, or why there is none.
func Words(reason string, err error) string {
	if err != nil {
		return "No suggestion this time: " + err.Error() + "."
	}
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return "No suggestion this time."
	}
	return strings.ToUpper(reason[:1]) + reason[1:] + "."
}

// Layout lays the panel out at the foot of area (the rail's log place),
// u the table's unit: while thinking, a line that says so; else the
// answer's words.
func (p *Panel) Layout(area widget.Rect, u float64, f Faces, thinking bool, words string) {
	if k := (laidFor{area, u, thinking, words}); p.laid != k {
		p.laid = k
	} else {
		return
	}
	p.u, p.think = u, thinking
	pad := math.Round(10 * u)
	inner := area.W - 2*pad
	if thinking {
		words = "The strongest computer level is looking at your position from your side of the table."
		p.foot = "H, Esc or the button stops it."
	} else {
		p.foot = "Not played: it is your move. H or Esc hides this."
	}
	p.lines = widget.Wrap(words, f.Small, inner)
	h := 2*pad + f.Body.Size*1.5 + float64(len(p.lines))*f.Small.Size*1.3 + pad/2 + f.Tiny.Size*1.4
	h = math.Min(h, area.H)
	p.Box = widget.Rect{X: area.X, Y: area.Y + area.H - h, W: area.W, H: h}
}

// Draw draws the laid-out panel; ticks drives the thinking dots.
func (p *Panel) Draw(dst *ebiten.Image, b *widget.Brush, f Faces, ticks int) {
	u := p.u
	pad := math.Round(10 * u)
	r := p.Box
	b.Rect(dst, r, render.Mix(render.Ink, render.TableBottom, 0.5))
	b.Frame(dst, r, math.Max(1, 1.5*u), render.Fade(render.GiltLight, 0.9))
	x, y, w := r.X+pad, r.Y+pad, r.W-2*pad
	title := Title
	if p.Heading != "" {
		title = p.Heading
	}
	if p.think {
		title += " " + strings.Repeat("·", 1+(ticks/12)%3)
	}
	b.Label(dst, widget.FitText(title, f.Body, w), f.Body, widget.Rect{X: x, Y: y, W: w, H: f.Body.Size * 1.3}, render.LeftMiddle, render.Gilt)
	y += f.Body.Size * 1.5
	for _, line := range p.lines {
		b.Label(dst, line, f.Small, widget.Rect{X: x, Y: y, W: w, H: f.Small.Size * 1.3}, render.LeftMiddle, render.Ivory)
		y += f.Small.Size * 1.3
	}
	y += pad / 2
	b.Label(dst, widget.FitText(p.foot, f.Tiny, w), f.Tiny, widget.Rect{X: x, Y: y, W: w, H: f.Tiny.Size * 1.3}, render.LeftMiddle, render.Fade(render.Mist, 0.95))
}

// Lines are the answer's lines as laid out (tests read them).
func (p *Panel) Lines() []string { return p.lines }
