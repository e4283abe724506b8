package hints

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/scenes/widget"
)

// Unmet marks a Deity card at r whose drafted deck misses its Faction
// Requirement: the card dimmed and crossed by a band in colour band that
// says it gives no power; u is the table's scale.
func Unmet(dst *ebiten.Image, b *widget.Brush, r widget.Rect, f *text.GoTextFace, u float64, band color.RGBA) {
	b.Rect(dst, r, render.Fade(render.Ink, 0.55))
	strip := widget.Rect{X: r.X - 2*u, Y: r.Y + r.H/2 - f.Size*1.5, W: r.W + 4*u, H: f.Size * 3}
	b.Rect(dst, strip, render.Fade(band, 0.85))
	b.Frame(dst, strip, math.Max(1, u), render.Fade(render.Ivory, 0.6))
	top, bottom := strip, strip
	top.H, bottom.H = strip.H/2, strip.H/2
	bottom.Y += strip.H / 2
	b.Label(dst, widget.FitText("Unmet", f, strip.W), f, top, render.Center, render.Ivory)
	b.Label(dst, widget.FitText("no power", f, strip.W), f, bottom, render.Center, render.Ivory)
}

// Tip sets words, wrapped in face f, in a box framed in colour edge over
// r (growing downwards when they need more room); u is the table's scale.
func Tip(dst *ebiten.Image, b *widget.Brush, words string, f *text.GoTextFace, r widget.Rect, u float64, edge color.RGBA) {
	lh := f.Size * 1.25
	lines := widget.WrapText(words, f, r.W-8*u)
	box := widget.Rect{X: r.X - 4*u, Y: r.Y - 4*u, W: r.W + 8*u, H: math.Max(r.H, float64(len(lines))*lh) + 8*u}
	b.Rect(dst, box, render.Fade(render.Ink, 0.97))
	b.Frame(dst, box, math.Max(1, u), edge)
	for i, s := range lines {
		b.Label(dst, s, f, widget.Rect{X: r.X, Y: r.Y + float64(i)*lh, W: r.W, H: lh}, render.Center, render.Ivory)
	}
}
