package widget

import (
	"image/color"
	"math"
	"twilight/input"
	"twilight/render"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Chip is a small lit-or-unlit filter switch, a pill with a label and an
// optional colour swatch (a faction's).
type Chip struct {
	Label    string
	On       bool
	Swatch   color.RGBA // shown as a lozenge before the label when not zero
	Disabled bool
	OnChange func(on bool)
	Box      Box
}

func (c *Chip) Area() Box         { return c.Box }
func (c *Chip) Enabled() bool     { return !c.Disabled }
func (c *Chip) Typed(rune) bool   { return false }
func (c *Chip) Click(input.Point) { c.Toggle() }

func (c *Chip) Toggle() {
	if c.Disabled {
		return
	}
	c.On = !c.On
	if c.OnChange != nil {
		c.OnChange(c.On)
	}
}

func (c *Chip) Key(k ebiten.Key, in *Keys) bool {
	switch k {
	case ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyNumpadEnter:
		c.Toggle()
		return true
	}
	return false
}

// ChipWidth is how wide a chip with label is drawn in the small face.
func ChipWidth(sk *Skin, label string, swatch bool) float64 {
	w := Advance(label, sk.Small) + 18*sk.U
	if swatch {
		w += 14 * sk.U
	}
	return math.Round(w)
}

func (c *Chip) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	fill, line, ink := render.Fade(render.Ink, 0.55), render.Fade(render.Mist, 0.35), render.Fade(render.Ivory, 0.75)
	if c.On {
		fill, line, ink = render.Mix(render.GiltDeep, render.Ink, 0.35), render.Fade(render.Gilt, 0.9), render.GiltLight
	}
	if (st.hovered || st.Focused) && !c.Disabled {
		line = render.Gilt
		if !c.On {
			fill, ink = render.Mix(render.Ink, render.TableBottom, 0.7), render.Ivory
		}
	}
	if c.Disabled {
		line, ink = render.Fade(render.Mist, 0.18), render.Fade(render.Mist, 0.45)
	}
	sk.Panel(dst, c.Box, c.Box.H()*0.32, fill, line, math.Max(1, u))
	x := c.Box.X0 + 9*u
	_, cy := c.Box.Center()
	if c.Swatch.A > 0 {
		sk.Lozenge(dst, x+5*u, cy, 5.5*u, c.Swatch)
		x += 14 * u
	}
	sk.Text(dst, FitText(c.Label, sk.Small, c.Box.X1-x-6*u), sk.Small, x, cy-1*u, render.LeftMiddle, ink)
	if st.Focused && !c.Disabled {
		sk.Lozenge(dst, c.Box.X0-6*u, cy, 3.5*u, render.Gilt)
	}
}

// Lozenge fills a small diamond without the antialiasing pass, so that it
// batches with the panels around it (the pen's antialiased diamond takes
// an offscreen pass of its own: three draw commands each).
func (sk *Skin) Lozenge(dst *ebiten.Image, cx, cy, r float64, c color.RGBA) {
	x, y, rr := float32(cx), float32(cy), float32(r)
	sk.vs = append(sk.vs[:0], ebiten.Vertex{DstX: x, DstY: y - rr}, ebiten.Vertex{DstX: x + rr*0.8, DstY: y},
		ebiten.Vertex{DstX: x, DstY: y + rr}, ebiten.Vertex{DstX: x - rr*0.8, DstY: y})
	sk.is = append(sk.is[:0], 0, 1, 2, 0, 2, 3)
	sk.tris(dst, c, ebiten.FillRuleFillAll)
}

// Advance is the advance of s in face.
func Advance(s string, face text.Face) float64 { return text.Advance(s, face) }
