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
	white   *ebiten.Image
	vs      []ebiten.Vertex
	is      []uint16
	scratch *ebiten.Image // where paint anti-aliases a shape
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

// Line draws a straight line width wide with square-cut ends, as
// vector.StrokeLine does, anti-aliased the Pen's way (see paint).
func (p *Pen) Line(dst *ebiten.Image, x0, y0, x1, y1 float64, width float32, c color.Color) {
	var path vector.Path
	path.MoveTo(float32(x0), float32(y0))
	path.LineTo(float32(x1), float32(y1))
	p.vs, p.is = path.AppendVerticesAndIndicesForStroke(p.vs[:0], p.is[:0], &vector.StrokeOptions{Width: width})
	p.paint(dst, c)
}

func (p *Pen) paint(dst *ebiten.Image, c color.Color) {
	r, g, b, a := c.RGBA()
	if a == 0 || len(p.vs) == 0 {
		return
	}
	// Vertex colours are straight alpha; un-premultiply.
	fr, fg, fb, fa := float32(r)/float32(a), float32(g)/float32(a), float32(b)/float32(a), float32(a)/0xFFFF
	minX, minY := float32(math.Inf(1)), float32(math.Inf(1))
	maxX, maxY := float32(math.Inf(-1)), float32(math.Inf(-1))
	for i := range p.vs {
		v := &p.vs[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = fr, fg, fb, fa
		minX, minY = min(minX, v.DstX), min(minY, v.DstY)
		maxX, maxY = max(maxX, v.DstX), max(maxY, v.DstY)
	}
	// The shape is anti-aliased on a scratch image at the origin, then
	// laid on dst. Ebitengine anti-aliases through an offscreen covering
	// every anti-aliased shape drawn on an image so far, so shapes drawn
	// straight onto a screen far apart would cost an offscreen twice the
	// screen's size.
	x0, y0 := float32(math.Floor(float64(minX)))-2, float32(math.Floor(float64(minY)))-2
	w, h := int(math.Ceil(float64(maxX-x0)))+2, int(math.Ceil(float64(maxY-y0)))+2
	for i := range p.vs {
		p.vs[i].DstX -= x0
		p.vs[i].DstY -= y0
	}
	s := p.scratchFor(w, h)
	s.DrawTriangles(p.vs, p.is, p.white, &ebiten.DrawTrianglesOptions{AntiAlias: true, FillRule: ebiten.FillRuleNonZero})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x0), float64(y0))
	dst.DrawImage(s, op)
}

// scratchFor returns the top-left w×h of the Pen's scratch image, cleared,
// growing the image when it is too small.
func (p *Pen) scratchFor(w, h int) *ebiten.Image {
	if p.scratch == nil || p.scratch.Bounds().Dx() < w || p.scratch.Bounds().Dy() < h {
		sw, sh := w, h
		if p.scratch != nil {
			// The old image is dropped, not deallocated: draws queued this
			// frame may still read it (Ebitengine drops its own
			// anti-aliasing offscreens the same way).
			sw, sh = max(sw, p.scratch.Bounds().Dx()), max(sh, p.scratch.Bounds().Dy())
		}
		p.scratch = ebiten.NewImage(sw, sh)
	}
	s := p.scratch.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
	s.Clear()
	return s
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
			p.Line(dst, x0, cy, x1, cy, thick, Fade(c, a))
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
		strokeBox(dst, x0, y0, x1, y1, math.Max(1, u), Fade(c, a))
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

// strokeBox outlines the rectangle x0,y0–x1,y1 with a line width wide,
// as four sides painted by coverRect. A stroke anti-aliased by Ebitengine
// around a whole screen goes through an offscreen image twice the
// screen's size (a new texture of 50 MB or more at each repaint).
func strokeBox(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.RGBA) {
	h := width / 2
	coverRect(dst, x0-h, y0-h, x1+h, y0+h, c) // top, corners included
	coverRect(dst, x0-h, y1-h, x1+h, y1+h, c) // bottom
	coverRect(dst, x0-h, y0+h, x0+h, y1-h, c) // left, between them
	coverRect(dst, x1-h, y0+h, x1+h, y1-h, c) // right
}

// coverRect fills the axis-aligned rectangle x0,y0–x1,y1 anti-aliased by
// exact area: whole pixels at full strength, each edge row and column at
// the share of it the rectangle covers. No offscreen image is needed.
func coverRect(dst *ebiten.Image, x0, y0, x1, y1 float64, c color.RGBA) {
	if x1 <= x0 || y1 <= y0 {
		return
	}
	xs, xw := coverSpans(x0, x1)
	ys, yw := coverSpans(y0, y1)
	for i := range len(xs) - 1 {
		for j := range len(ys) - 1 {
			if a := xw[i] * yw[j]; a > 0 && xs[i+1] > xs[i] && ys[j+1] > ys[j] {
				vector.DrawFilledRect(dst, float32(xs[i]), float32(ys[j]), float32(xs[i+1]-xs[i]), float32(ys[j+1]-ys[j]), Fade(c, a), false)
			}
		}
	}
}

// coverSpans splits a..b into at most three pixel spans — the partly
// covered pixel at each end and the whole pixels between — returning the
// span edges and each span's coverage.
func coverSpans(a, b float64) (edges []float64, cover []float64) {
	fa, cb := math.Floor(a), math.Ceil(b)
	if cb-fa <= 1 { // inside one pixel
		return []float64{fa, cb}, []float64{b - a}
	}
	ca, fb := math.Ceil(a), math.Floor(b)
	return []float64{fa, ca, fb, cb}, []float64{ca - a, 1, b - fb}
}
