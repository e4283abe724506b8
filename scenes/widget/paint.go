package widget

import (
	"image"
	"image/color"
	"math"
	"strings"
	"twilight/render"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Sentence capitalises s and ends it with a full stop.
func Sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r := []rune(s)
	if r[0] >= 'a' && r[0] <= 'z' {
		r[0] -= 'a' - 'A'
	}
	if last := r[len(r)-1]; last != '.' && last != '!' && last != '?' {
		r = append(r, '.')
	}
	return string(r)
}

// ErrorInk is the colour of a problem stated in words: a warm rose that
// reads on the dark table without shouting.
var ErrorInk = render.Mix(render.Ivory, color.RGBA{R: 0xC2, G: 0x3B, B: 0x2E, A: 0xFF}, 0.55)

// DrawCard draws a card image centred at x with its top at y, on a soft
// shadow.
func DrawCard(dst *ebiten.Image, sk *Skin, img *ebiten.Image, cx, y float64) {
	u := sk.U
	ib := img.Bounds()
	x := math.Round(cx - float64(ib.Dx())/2)
	for i := 3; i >= 1; i-- {
		g := float64(i) * 2.5 * u
		sh := Box{x - g + 1.5*u, y - g + 4*u, x + float64(ib.Dx()) + g + 1.5*u, y + float64(ib.Dy()) + g + 4*u}
		sk.Panel(dst, sh, 6*u+g, render.Fade(render.Ink, 0.16), color.RGBA{}, 0)
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(x, math.Round(y))
	dst.DrawImage(img, op)
}

// FillRect fills a rectangle (no anti-aliasing: cheap and batched).
func FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), c, false)
}

// StrokeRect outlines a rectangle with hairlines of width w.
func StrokeRect(dst *ebiten.Image, r Rect, w float64, c color.Color) {
	FillRect(dst, Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	FillRect(dst, Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, c)
	FillRect(dst, Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
	FillRect(dst, Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
}

// SmallCaps sets a zone name in capitals with thin spacing.
func SmallCaps(s string) string {
	return strings.ToUpper(s)
}

// WrapText breaks s into lines no wider than w.
func WrapText(s string, f text.Face, w float64) []string {
	if s == "" {
		return nil
	}
	words := strings.Fields(s)
	var lines []string
	cur := ""
	for _, wd := range words {
		try := wd
		if cur != "" {
			try = cur + " " + wd
		}
		if tw, _ := text.Measure(try, f, 0); tw > w && cur != "" {
			lines = append(lines, cur)
			cur = wd
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// Clip keeps a part of one destination image: SubImage makes a new image
// (and Ebitengine new vertex buffers for it) at every call, so a screen
// that clips every frame keeps its Clip.
type Clip struct {
	dst *ebiten.Image
	r   image.Rectangle
	img *ebiten.Image
}

// Of is the part r of dst: the same image while dst and r stay.
func (c *Clip) Of(dst *ebiten.Image, r image.Rectangle) *ebiten.Image {
	if c.img == nil || c.dst != dst || c.r != r {
		c.dst, c.r = dst, r
		c.img = dst.SubImage(r).(*ebiten.Image)
	}
	return c.img
}
