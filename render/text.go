package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Anchor says which point of a text's box a position refers to.
type Anchor struct{ H, V text.Align }

// Common anchors.
var (
	Center      = Anchor{text.AlignCenter, text.AlignCenter}
	TopLeft     = Anchor{text.AlignStart, text.AlignStart}
	BottomLeft  = Anchor{text.AlignStart, text.AlignEnd}
	BottomRight = Anchor{text.AlignEnd, text.AlignEnd}
	LeftMiddle  = Anchor{text.AlignStart, text.AlignCenter}
	RightMiddle = Anchor{text.AlignEnd, text.AlignCenter}
)

// DrawText draws s in face and colour c with the anchor point at (x, y).
func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, at Anchor, c color.Color) {
	op := &text.DrawOptions{}
	op.PrimaryAlign, op.SecondaryAlign = at.H, at.V
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	text.Draw(dst, s, face, op)
}

// Gilded is a line of text in burnished gold: a vertical gilt gradient
// clipped to the glyphs, a soft warm halo and a dark drop shadow. It renders
// once into offscreen images and redraws cheaply until Set changes it.
type Gilded struct {
	s    string
	face *text.GoTextFace

	glyphs *ebiten.Image // the text, gradient-filled
	halo   *ebiten.Image // a small blurred copy, scaled up when drawn
	pad    float64
}

// haloShrink is how much smaller the halo image is than the text image;
// scaling it back up with linear filtering is what blurs it.
const haloShrink = 6

// Set changes the text or face; it re-renders only if something differs.
func (g *Gilded) Set(s string, face *text.GoTextFace) {
	if g.glyphs != nil && g.s == s && g.face != nil && g.face.Source == face.Source && g.face.Size == face.Size {
		return
	}
	g.s, g.face = s, face
	g.dispose()

	w, h := text.Measure(s, face, face.Size*1.2)
	g.pad = math.Ceil(face.Size * 0.25)
	iw, ih := int(math.Ceil(w+2*g.pad)), int(math.Ceil(h+2*g.pad))
	g.glyphs = ebiten.NewImage(iw, ih)

	op := &text.DrawOptions{}
	op.GeoM.Translate(g.pad, g.pad)
	text.Draw(g.glyphs, s, face, op)

	// Fill the glyphs with the gradient: source-in keeps only where the
	// glyphs already are.
	grad := ebiten.NewImageFromImage(giltRamp(ih))
	gop := &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn, Filter: ebiten.FilterLinear}
	gop.GeoM.Scale(float64(iw), 1)
	g.glyphs.DrawImage(grad, gop)
	grad.Deallocate()

	hw, hh := max(1, iw/haloShrink), max(1, ih/haloShrink)
	g.halo = ebiten.NewImage(hw, hh)
	hop := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	hop.GeoM.Scale(float64(hw)/float64(iw), float64(hh)/float64(ih))
	g.halo.DrawImage(g.glyphs, hop)
}

// Size is the size of the text's box without padding.
func (g *Gilded) Size() (w, h float64) {
	if g.glyphs == nil {
		return 0, 0
	}
	b := g.glyphs.Bounds()
	return float64(b.Dx()) - 2*g.pad, float64(b.Dy()) - 2*g.pad
}

// Draw draws the text centred on (cx, cy). glow scales the halo (0 none).
func (g *Gilded) Draw(dst *ebiten.Image, cx, cy, glow float64) {
	if g.glyphs == nil {
		return
	}
	b := g.glyphs.Bounds()
	x := math.Round(cx - float64(b.Dx())/2)
	y := math.Round(cy - float64(b.Dy())/2)

	if glow > 0 {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendLighter}
		hb := g.halo.Bounds()
		op.GeoM.Scale(float64(b.Dx())/float64(hb.Dx()), float64(b.Dy())/float64(hb.Dy()))
		op.GeoM.Translate(x, y)
		op.ColorScale.Scale(0.55, 0.42, 0.16, 1)
		op.ColorScale.ScaleAlpha(float32(0.5 * glow))
		dst.DrawImage(g.halo, op)
	}

	shadow := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	off := math.Max(1, math.Round(g.face.Size/40))
	shadow.GeoM.Translate(x+off*0.5, y+off)
	shadow.ColorScale.Scale(0, 0, 0, 0.7)
	dst.DrawImage(g.glyphs, shadow)

	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x, y)
	dst.DrawImage(g.glyphs, op)
}

func (g *Gilded) dispose() {
	for _, img := range []*ebiten.Image{g.glyphs, g.halo} {
		if img != nil {
			img.Deallocate()
		}
	}
	g.glyphs, g.halo = nil, nil
}

// giltRamp is a 1×h vertical gradient of burnished gold: bright at the top,
// deepening through the middle, with light thrown back at the foot.
func giltRamp(h int) *image.RGBA {
	stops := []struct {
		at float64
		c  color.RGBA
	}{
		{0.00, GiltLight},
		{0.38, Mix(GiltLight, Gilt, 0.75)},
		{0.55, Gilt},
		{0.78, GiltDeep},
		{1.00, Mix(Gilt, GiltLight, 0.3)},
	}
	img := image.NewRGBA(image.Rect(0, 0, 1, max(1, h)))
	for y := range max(1, h) {
		t := (float64(y) + 0.5) / float64(max(1, h))
		c := stops[len(stops)-1].c
		for i := 1; i < len(stops); i++ {
			if t <= stops[i].at {
				a, b := stops[i-1], stops[i]
				c = Mix(a.c, b.c, (t-a.at)/(b.at-a.at))
				break
			}
		}
		img.SetRGBA(0, y, c)
	}
	return img
}
