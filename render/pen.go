package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Pen fills anti-aliased vector shapes and draws the game's ornaments.
// Make one with NewPen and keep it: it owns a tiny white texture and
// scratch buffers.
type Pen struct {
	white *ebiten.Image
	vs    []ebiten.Vertex
	is    []uint16
}

// NewPen makes a Pen.
func NewPen() *Pen {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return &Pen{white: img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
}

// Fill fills path with colour c (straight, not premultiplied, alpha).
func (p *Pen) Fill(dst *ebiten.Image, path *vector.Path, c color.Color) {
	p.vs, p.is = path.AppendVerticesAndIndicesForFilling(p.vs[:0], p.is[:0])
	p.paint(dst, c)
}

// Stroke strokes path with colour c and the given width.
func (p *Pen) Stroke(dst *ebiten.Image, path *vector.Path, width float32, c color.Color) {
	op := &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	p.vs, p.is = path.AppendVerticesAndIndicesForStroke(p.vs[:0], p.is[:0], op)
	p.paint(dst, c)
}

func (p *Pen) paint(dst *ebiten.Image, c color.Color) {
	r, g, b, a := c.RGBA()
	if a == 0 {
		return
	}
	// Vertex colours are straight alpha; un-premultiply.
	fr, fg, fb, fa := float32(r)/float32(a), float32(g)/float32(a), float32(b)/float32(a), float32(a)/0xFFFF
	for i := range p.vs {
		p.vs[i].SrcX, p.vs[i].SrcY = 1, 1
		p.vs[i].ColorR, p.vs[i].ColorG, p.vs[i].ColorB, p.vs[i].ColorA = fr, fg, fb, fa
	}
	dst.DrawTriangles(p.vs, p.is, p.white, &ebiten.DrawTrianglesOptions{AntiAlias: true, FillRule: ebiten.FillRuleNonZero})
}

// Diamond fills a lozenge centred on (cx, cy), r from centre to tip.
func (p *Pen) Diamond(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	var path vector.Path
	x, y, rr := float32(cx), float32(cy), float32(r)
	path.MoveTo(x, y-rr)
	path.LineTo(x+rr*0.72, y)
	path.LineTo(x, y+rr)
	path.LineTo(x-rr*0.72, y)
	path.Close()
	p.Fill(dst, &path, c)
}

// Rule draws a horizontal hairline centred on (cx, cy), halfWidth long on
// each side, fading out towards its ends, with a lozenge in the middle
// flanked by two small dots — the game's divider ornament. u is the UI
// scale (1 at 1280×720).
func (p *Pen) Rule(dst *ebiten.Image, cx, cy, halfWidth, u float64, c color.RGBA) {
	const segments = 32
	gap := 16 * u
	thick := float32(math.Max(1, 1.4*u))
	for side := -1.0; side <= 1; side += 2 {
		for i := range segments {
			t0 := float64(i) / segments
			t1 := float64(i+1) / segments
			x0 := cx + side*(gap+(halfWidth-gap)*t0)
			x1 := cx + side*(gap+(halfWidth-gap)*t1)
			a := 1 - t0
			a = a * a
			vector.StrokeLine(dst, float32(x0), float32(cy), float32(x1), float32(cy), thick, Fade(c, a), true)
		}
		p.Diamond(dst, cx+side*gap*0.62, cy, 2.2*u, Fade(c, 0.9))
	}
	p.Diamond(dst, cx, cy, 6.5*u, c)
}

// Frame draws the table's border: a fine double line inset from the edges
// of r, with a lozenge at each corner. u is the UI scale.
func (p *Pen) Frame(dst *ebiten.Image, r image.Rectangle, u float64, c color.RGBA) {
	for i, inset := range []float64{18 * u, 24 * u} {
		x0, y0 := float64(r.Min.X)+inset, float64(r.Min.Y)+inset
		x1, y1 := float64(r.Max.X)-inset, float64(r.Max.Y)-inset
		a := []float64{0.34, 0.16}[i]
		vector.StrokeRect(dst, float32(x0), float32(y0), float32(x1-x0), float32(y1-y0), float32(math.Max(1, u)), Fade(c, a), true)
	}
	in := 21 * u
	for _, pt := range [][2]float64{
		{float64(r.Min.X) + in, float64(r.Min.Y) + in},
		{float64(r.Max.X) - in, float64(r.Min.Y) + in},
		{float64(r.Min.X) + in, float64(r.Max.Y) - in},
		{float64(r.Max.X) - in, float64(r.Max.Y) - in},
	} {
		p.Diamond(dst, pt[0], pt[1], 7*u, Fade(c, 0.55))
	}
}
