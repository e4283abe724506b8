// Package notice is the match table's passing messages: the toast, a
// line or two centred over the foot of the board that fades after a few
// seconds, and the refusal note, the engine's reason for a refused drop
// set where the card was dropped, with the rules reference entry it names
// (a click or F1 opens it). The table says what and where; the notes
// count their own time down and draw themselves.
package notice

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"

	"twilight/scenes/widget"
)

// Place is where the notes may go: the board, the top of the prompt bar
// under it, and the table's unit.
type Place struct {
	Board   widget.Rect
	PromptY float64
	U       float64
}

// Toast is the passing message.
type Toast struct {
	text string
	t    int // ticks left
}

// Show puts s up for about three seconds.
func (n *Toast) Show(s string) { *n = Toast{text: s, t: 200} }

// Text is the message shown now ("" when none).
func (n *Toast) Text() string {
	if n.t <= 0 {
		return ""
	}
	return n.text
}

// On reports whether the toast is on screen.
func (n *Toast) On() bool { return n.t > 0 }

// Tick counts one tick down.
func (n *Toast) Tick() {
	if n.t > 0 {
		n.t--
	}
}

// Draw draws the toast in face over the foot of the board.
func (n *Toast) Draw(dst *ebiten.Image, b *widget.Brush, face *text.GoTextFace, p Place) {
	if n.t <= 0 || n.text == "" {
		return
	}
	u := p.U
	a := math.Min(1, float64(n.t)/20)
	lines := widget.WrapText(n.text, face, p.Board.W*0.6)
	lh := face.Size * 1.25
	h := lh*float64(len(lines)) + 16*u
	w := 0.0
	for _, s := range lines {
		w = math.Max(w, widget.TextWidth(s, face))
	}
	w += 36 * u
	r := widget.Rect{X: p.Board.X + (p.Board.W-w)/2, Y: p.PromptY - h - 10*u, W: w, H: h}
	b.Rect(dst, r, render.Fade(color.RGBA{R: 0x2A, G: 0x10, B: 0x10, A: 0xFF}, 0.94*a))
	b.Frame(dst, r, math.Max(1, u), render.Fade(render.Gilt, 0.7*a))
	for i, s := range lines {
		b.Label(dst, s, face, widget.Rect{X: r.X, Y: r.Y + 8*u + lh*float64(i), W: r.W, H: lh}, render.Center, render.Fade(render.Ivory, a))
	}
}

// Refusal is why a drop was refused, shown where the card was dropped:
// the engine's words and the rules reference entry.
type Refusal struct {
	text, Rule string
	x, y       float64
	t          int // ticks left
	Box        widget.Rect
	Open       bool // clicked: open the rules reference at its entry
}

// Show puts words (and the rule they cite) up at (x, y) for twelve
// seconds.
func (n *Refusal) Show(words, rule string, x, y float64) {
	*n = Refusal{text: words, Rule: rule, x: x, y: y, t: 720}
}

// Text is the note on screen, or "".
func (n *Refusal) Text() string {
	if n.t <= 0 {
		return ""
	}
	return n.text
}

// On reports whether the note is on screen.
func (n *Refusal) On() bool { return n.t > 0 }

// Left is how many ticks the note has left on screen.
func (n *Refusal) Left() int { return n.t }

// Hide takes the note away.
func (n *Refusal) Hide() { n.t = 0 }

// Tick counts one tick down.
func (n *Refusal) Tick() {
	if n.t > 0 {
		n.t--
	}
}

// Draw draws the note, a dark card of words by the drop point, kept on
// the board, with the rule's name to open, in the faces small and tiny.
func (n *Refusal) Draw(dst *ebiten.Image, b *widget.Brush, small, tiny *text.GoTextFace, p Place, hot color.RGBA) {
	if n.t <= 0 || n.text == "" {
		return
	}
	u := p.U
	a := math.Min(1, float64(n.t)/20)
	maxW := math.Min(p.Board.W*0.45, 420*u)
	lines := widget.WrapText(n.text, small, maxW)
	lh := small.Size * 1.3
	w := 0.0
	for _, s := range lines {
		w = math.Max(w, widget.TextWidth(s, small))
	}
	rule := ""
	if n.Rule != "" {
		rule = "Rules: " + n.Rule + " (click or F1)"
		w = math.Max(w, widget.TextWidth(rule, tiny))
	}
	w += 20 * u
	h := lh*float64(len(lines)) + 14*u
	if rule != "" {
		h += tiny.Size * 1.5
	}
	x := math.Max(4, math.Min(n.x-w/2, p.Board.X+p.Board.W-w-4))
	y := math.Max(4, math.Min(n.y-h-12*u, p.PromptY-h-4))
	n.Box = widget.Rect{X: x, Y: y, W: w, H: h}
	b.Rect(dst, n.Box, render.Fade(render.Mix(render.Ink, hot, 0.25), 0.95*a))
	b.Frame(dst, n.Box, math.Max(1, u), render.Fade(render.Gilt, 0.8*a))
	for i, s := range lines {
		b.Label(dst, s, small, widget.Rect{X: x + 10*u, Y: y + 7*u + float64(i)*lh, W: w - 20*u, H: lh}, render.LeftMiddle, render.Fade(render.Ivory, a))
	}
	if rule != "" {
		b.Label(dst, rule, tiny, widget.Rect{X: x + 10*u, Y: y + 7*u + float64(len(lines))*lh, W: w - 20*u, H: tiny.Size * 1.5}, render.LeftMiddle, render.Fade(render.GiltLight, a))
	}
}
