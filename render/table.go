package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// VignetteStrength is how much the table darkens towards its corners
// (0 none, 1 black).
const VignetteStrength = 0.42

// TablePixels paints the card table at w×h: a vertical TableTop→TableBottom
// gradient, a faint elliptical vignette, and a hair of deterministic grain
// that also dithers away gradient banding.
func TablePixels(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if w <= 0 || h <= 0 {
		return img
	}
	top := [3]float64{float64(TableTop.R), float64(TableTop.G), float64(TableTop.B)}
	bot := [3]float64{float64(TableBottom.R), float64(TableBottom.G), float64(TableBottom.B)}
	cx, cy := float64(w)/2, float64(h)*0.46
	rx, ry := float64(w)*0.62, float64(h)*0.75
	for y := 0; y < h; y++ {
		t := float64(y) / math.Max(1, float64(h-1))
		t = t * t * (3 - 2*t) // ease the gradient so the middle is calm
		dy := (float64(y) + 0.5 - cy) / ry
		row := img.Pix[y*img.Stride:]
		for x := 0; x < w; x++ {
			dx := (float64(x) + 0.5 - cx) / rx
			r := math.Sqrt(dx*dx + dy*dy)
			v := 1 - VignetteStrength*smoothstep(0.45, 1.35, r)
			g := grain(x, y)
			for c := 0; c < 3; c++ {
				row[4*x+c] = toByte((top[c]+(bot[c]-top[c])*t)*v + g)
			}
			row[4*x+3] = 0xFF
		}
	}
	return img
}

// toByte is v rounded to the nearest whole number (halves up) in 0-255:
// math.Round, Min and Max for v >= 0, at a fraction of their cost in a
// loop over every pixel.
func toByte(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 254.5:
		return 255
	}
	return uint8(v + 0.5)
}

// grain is a deterministic noise in [-1.1, 1.1] from a hash of the pixel.
func grain(x, y int) float64 {
	h := uint32(x)*0x9E3779B1 ^ uint32(y)*0x85EBCA77
	h ^= h >> 15
	h *= 0x2C1B3C6D
	h ^= h >> 12
	h *= 0x297A2D39
	h ^= h >> 15
	return (float64(h&0xFFFF)/0xFFFF*2 - 1) * 1.1
}

func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// Table draws the card table background, re-rendering it only for a
// screen size it has not drawn lately: it keeps the last two sizes (a
// screen and an image of another size that a screen paints into, as the
// match table's board and the text audit's small target do, would
// otherwise repaint it in turn every frame). The zero value is ready to
// use.
type Table struct {
	sizes [2]tableSize // most recent first
}

type tableSize struct {
	img  *ebiten.Image
	w, h int
}

// Draw fills dst with the table.
func (t *Table) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	if s := t.sizes[1]; s.img != nil && s.w == w && s.h == h {
		t.sizes[0], t.sizes[1] = s, t.sizes[0]
	}
	if s := t.sizes[0]; s.img == nil || s.w != w || s.h != h {
		if old := t.sizes[1].img; old != nil {
			old.Deallocate()
		}
		t.sizes[1] = t.sizes[0]
		t.sizes[0] = tableSize{img: ebiten.NewImageFromImage(TablePixels(w, h)), w: w, h: h}
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(t.sizes[0].img, op)
}
