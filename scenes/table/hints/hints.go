// Package hints draws the match table's hint boxes: the note on the hand
// card under the pointer (its cost in words, and why it cannot be played
// now) and the key to the cost symbols shown in a player's first matches,
// with the symbols' images kept per size, and the mark on a Deity whose
// drafted deck misses its Faction Requirement, with its tip. The table
// decides what they say and where the room is; this package sets them in
// their boxes.
package hints

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/scenes/widget"
)

// Place is where a note may go: centred over CentreX, inside MinX..MaxX,
// its foot Gap above Foot, and never above the top of the screen.
type Place struct {
	CentreX, MinX, MaxX, Foot, Gap float64
}

// Note draws lines, each wrapped to at most maxW in face f (the first in
// gilt, the rest in ivory), in a framed box at place; u is the table's
// scale.
func Note(dst *ebiten.Image, b *widget.Brush, lines []string, f *text.GoTextFace, u, maxW float64, at Place) {
	var wrapped []string
	for _, s := range lines {
		wrapped = append(wrapped, widget.WrapText(s, f, maxW)...)
	}
	lh := f.Size * 1.3
	w := 0.0
	for _, s := range wrapped {
		w = math.Max(w, widget.TextWidth(s, f))
	}
	w += 20 * u
	h := lh*float64(len(wrapped)) + 12*u
	x := math.Max(at.MinX, math.Min(at.CentreX-w/2, at.MaxX-w))
	y := math.Max(4, at.Foot-h-at.Gap)
	box := widget.Rect{X: x, Y: y, W: w, H: h}
	b.Rect(dst, box, render.Fade(render.Ink, 0.94))
	b.Frame(dst, box, math.Max(1, u), render.Fade(render.Gilt, 0.8))
	for i, s := range wrapped {
		col := render.Ivory
		if i == 0 {
			col = render.GiltLight
		}
		b.Label(dst, s, f, widget.Rect{X: x + 10*u, Y: y + 6*u + float64(i)*lh, W: w - 20*u, H: lh}, render.LeftMiddle, col)
	}
}

// Legend draws the key to the cost symbols at the foot of the left end of
// hand, in face f at scale u, when room (the width left free there) holds
// it, and returns its box (empty when it did not fit).
func Legend(dst *ebiten.Image, b *widget.Brush, syms *Symbols, f *text.GoTextFace, u float64, hand widget.Rect, room float64) widget.Rect {
	legendRows := [...]string{"I Lesser", "II Greater", "III Exalted"} // one per level from Lesser up
	lh := f.Size * 1.45
	w := widget.TextWidth("Aspect costs", f)
	for _, s := range legendRows {
		w = math.Max(w, widget.TextWidth(s, f)+lh+6*u)
	}
	w += 16 * u
	h := lh*4 + 8*u
	if room < w {
		return widget.Rect{}
	}
	box := widget.Rect{X: hand.X + 6*u, Y: math.Max(hand.Y, hand.Y+hand.H-h-6*u), W: w, H: h}
	b.Rect(dst, box, render.Fade(render.Ink, 0.8))
	b.Frame(dst, box, math.Max(1, u), render.Fade(render.Gilt, 0.6))
	x, y := box.X+8*u, box.Y+4*u
	b.Label(dst, "Aspect costs", f, widget.Rect{X: x, Y: y, W: w - 16*u, H: lh}, render.LeftMiddle, render.GiltLight)
	for i, s := range legendRows {
		ry := y + lh*float64(i+1)
		syms.Draw(dst, b, rules.Level(i+1), x, ry+lh*0.1, lh*0.8)
		b.Label(dst, s, f, widget.Rect{X: x + lh + 6*u, Y: ry, W: w - lh - 22*u, H: lh}, render.LeftMiddle, render.Ivory)
	}
	return box
}

// Symbols keeps the cost symbols' images at the size last drawn.
type Symbols struct {
	size int
	imgs [4]*ebiten.Image
}

// Draw draws level l's cost symbol size pixels wide at (x, y).
func (s *Symbols) Draw(dst *ebiten.Image, b *widget.Brush, l rules.Level, x, y, size float64) {
	px := int(math.Ceil(size))
	if s.size != px {
		for i, img := range s.imgs {
			if img != nil {
				img.Deallocate()
				s.imgs[i] = nil
			}
		}
		s.size = px
	}
	img := s.imgs[l]
	if img == nil {
		img = ebiten.NewImageFromImage(render.LevelSymbol(l, px))
		s.imgs[l] = img
	}
	op := b.Opts(true)
	k := size / float64(img.Bounds().Dx())
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, op)
}

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
