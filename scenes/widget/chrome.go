package widget

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
)

// Chrome is the frame every menu screen shares with the title: the table,
// the gilt border, a gilded heading over the divider rule, and a line of
// key hints at the foot.
type Chrome struct {
	head render.Gilded
	sub  *text.GoTextFace
	w, h int

	// The whole chrome is drawn once into bg and then copied each frame;
	// it is redrawn when the size, heading or lines change.
	bg      *ebiten.Image
	bgFor   [2]string // subtitle and hints bg was drawn with
	heading string
	stale   bool
}

// Layout sizes the chrome; heading is the screen's name.
func (c *Chrome) Layout(sk *Skin, w, h int, heading string) {
	c.w, c.h, c.heading = w, h, heading
	c.head.Set(heading, render.Face(sk.fonts.Serif, Px(58, sk.U, 30)))
	c.sub = render.Face(sk.fonts.Italic, Px(21, sk.U, 14))
	c.stale = true
}

// Top is the y where a screen's content may start, under the heading.
func (c *Chrome) Top(sk *Skin) float64 { return 150 * sk.U }

// Draw paints the table, frame, heading (with an optional italic line
// under it) and hints.
func (c *Chrome) Draw(dst *ebiten.Image, sk *Skin, subtitle, hints string) {
	b := dst.Bounds()
	if c.bg == nil || c.stale || c.bg.Bounds().Dx() != b.Dx() || c.bg.Bounds().Dy() != b.Dy() || c.bgFor != [2]string{subtitle, hints} {
		if c.bg != nil && (c.bg.Bounds().Dx() != b.Dx() || c.bg.Bounds().Dy() != b.Dy()) {
			c.bg.Deallocate()
			c.bg = nil
		}
		if c.bg == nil {
			c.bg = ebiten.NewImage(b.Dx(), b.Dy())
		}
		c.bg.Clear()
		c.paint(c.bg, sk, subtitle, hints)
		c.bgFor, c.stale = [2]string{subtitle, hints}, false
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(c.bg, op)
}

// paint draws the chrome itself.
func (c *Chrome) paint(dst *ebiten.Image, sk *Skin, subtitle, hints string) {
	u := sk.U
	sk.Table.Draw(dst)
	sk.Pen.Frame(dst, dst.Bounds(), u, render.Gilt)
	cx := float64(c.w) / 2
	sk.Glow.Draw(dst, cx, 66*u, 360*u, 90*u, render.Gilt, 0.06)
	c.head.Draw(dst, cx, 66*u, 0.7)
	sk.Pen.Rule(dst, cx, 108*u, 230*u, u, render.Gilt)
	if subtitle != "" {
		sk.Text(dst, subtitle, c.sub, cx, 132*u, render.Center, render.Fade(render.Ivory, 0.7))
	}
	if hints != "" {
		margin := 44 * u
		sk.Text(dst, hints, sk.Small, margin, float64(c.h)-margin, render.BottomLeft, render.Fade(render.Mist, 0.8))
	}
}
