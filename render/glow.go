package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// GlowPixels paints a size×size white disc whose alpha falls off smoothly
// (a Gaussian) from the centre to nothing at the edge.
func GlowPixels(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	c := float64(size) / 2
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c) / c
			a := 0.0
			if d < 1 {
				a = math.Exp(-d*d*4.5) * (1 - d*d) // reaches 0 at the rim
			}
			v := uint8(math.Round(a * 255))
			img.SetRGBA(x, y, color.RGBA{v, v, v, v}) // premultiplied white
		}
	}
	return img
}

// Glow is a soft pool of light, drawn additively. The zero value is ready.
type Glow struct {
	img *ebiten.Image
}

// Draw lights an ellipse centred on (cx, cy) with radii rx, ry in colour c
// at the given strength (0..1).
func (g *Glow) Draw(dst *ebiten.Image, cx, cy, rx, ry float64, c color.RGBA, strength float64) {
	const size = 256
	if g.img == nil {
		g.img = ebiten.NewImageFromImage(GlowPixels(size))
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendLighter}
	op.GeoM.Translate(-size/2, -size/2)
	op.GeoM.Scale(2*rx/size, 2*ry/size)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleWithColor(c)
	op.ColorScale.Scale(float32(strength), float32(strength), float32(strength), float32(strength))
	dst.DrawImage(g.img, op)
}
