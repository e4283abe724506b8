package render

import (
	"image"
	"image/color"
	"math"
)

// This file holds the CPU painting the card faces are built from: a float
// canvas, signed-distance shapes with analytic anti-aliasing, alpha masks
// (for glyphs, shadows and rim light) and deterministic noise. Everything
// here runs once per cached face, never per frame.

// cfCol is a straight-alpha colour with float channels in [0, 1].
type cfCol struct{ r, g, b, a float32 }

func hexCol(v uint32) cfCol {
	return cfCol{float32(v>>16&0xFF) / 255, float32(v>>8&0xFF) / 255, float32(v&0xFF) / 255, 1}
}

// mix returns a + (b-a)*t, t clamped.
func (a cfCol) mix(b cfCol, t float64) cfCol {
	f := float32(clamp01(t))
	return cfCol{a.r + (b.r-a.r)*f, a.g + (b.g-a.g)*f, a.b + (b.b-a.b)*f, a.a + (b.a-a.a)*f}
}

// scale multiplies the colour channels (not alpha) by k.
func (a cfCol) scale(k float64) cfCol {
	f := float32(k)
	return cfCol{a.r * f, a.g * f, a.b * f, a.a}
}

// alpha returns a with its alpha multiplied by k.
func (a cfCol) alpha(k float64) cfCol {
	a.a *= float32(clamp01(k))
	return a
}

// rgba converts to an 8-bit colour (straight alpha).
func (a cfCol) rgba() color.RGBA {
	q := func(v float32) uint8 { return uint8(math.Round(float64(min(1, max(0, v))) * 255)) }
	return color.RGBA{q(a.r), q(a.g), q(a.b), q(a.a)}
}

// nrgba converts to a color.Color usable with ColorScale.ScaleWithColor.
func (a cfCol) nrgba() color.NRGBA {
	c := a.rgba()
	return color.NRGBA{c.R, c.G, c.B, c.A}
}

var (
	cfBlack = cfCol{0, 0, 0, 1}
	cfWhite = cfCol{1, 1, 1, 1}
)

// cfCanvas is a premultiplied RGBA float image.
type cfCanvas struct {
	w, h int
	pix  []float32
}

func newCanvas(w, h int) *cfCanvas {
	return &cfCanvas{w: w, h: h, pix: make([]float32, 4*w*h)}
}

// over composites colour c with extra coverage k onto pixel (x, y).
func (cv *cfCanvas) over(x, y int, c cfCol, k float32) {
	a := c.a * k
	if a <= 0 {
		return
	}
	i := 4 * (y*cv.w + x)
	p := cv.pix[i : i+4 : i+4]
	inv := 1 - a
	p[0] = c.r*a + p[0]*inv
	p[1] = c.g*a + p[1]*inv
	p[2] = c.b*a + p[2]*inv
	p[3] = a + p[3]*inv
}

// add adds light: colour c times k, onto pixel (x, y) (its alpha unchanged).
func (cv *cfCanvas) add(x, y int, c cfCol, k float32) {
	a := c.a * k
	if a <= 0 {
		return
	}
	i := 4 * (y*cv.w + x)
	p := cv.pix[i : i+4 : i+4]
	p[0] += c.r * a * p[3]
	p[1] += c.g * a * p[3]
	p[2] += c.b * a * p[3]
}

// clip keeps the part of the canvas inside sdf (coverage-weighted). Pixels
// inside keep, a rectangle known to be well inside the shape, are skipped.
func (cv *cfCanvas) clip(sdf func(x, y float64) float64, keep rectF) {
	for y := 0; y < cv.h; y++ {
		for x := 0; x < cv.w; x++ {
			if keep.has(x, y) {
				x = int(keep.x1) - 1
				continue
			}
			k := cover(sdf(float64(x)+0.5, float64(y)+0.5))
			if k >= 1 {
				continue
			}
			i := 4 * (y*cv.w + x)
			for c := 0; c < 4; c++ {
				cv.pix[i+c] *= k
			}
		}
	}
}

// image converts to 8-bit RGBA (premultiplied, as image.RGBA is), with a
// whisper of ordered dither so gradients don't band.
func (cv *cfCanvas) image() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, cv.w, cv.h))
	for y := 0; y < cv.h; y++ {
		for x := 0; x < cv.w; x++ {
			i := 4 * (y*cv.w + x)
			d := (bayer4[y&3][x&3] - 7.5) / 16 / 255 * 1.5
			a := min(1, max(0, cv.pix[i+3]))
			o := img.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				v := min(a, max(0, cv.pix[i+c]+float32(d)*a))
				img.Pix[o+c] = uint8(v*255 + 0.5)
			}
			img.Pix[o+3] = uint8(a*255 + 0.5)
		}
	}
	return img
}

var bayer4 = [4][4]float32{{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}}

// shader returns the colour of a shape at (x, y) given d, the signed
// distance in pixels to its edge (negative inside).
type shader func(x, y, d float64) cfCol

// shape fills the pixels where sdf < 0.5 within the rectangle r (pixels),
// anti-aliased by one pixel, coloured by sh.
func (cv *cfCanvas) shape(r rectF, sdf func(x, y float64) float64, sh shader) {
	cv.shapeRing(r, rectF{}, sdf, sh)
}

// shapeRing is shape skipping the pixels inside hole (for shadows and
// edges whose insides are painted over or left alone anyway).
func (cv *cfCanvas) shapeRing(r, hole rectF, sdf func(x, y float64) float64, sh shader) {
	x0, y0, x1, y1 := cv.span(r, 1)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if hole.has(x, y) {
				x = int(hole.x1) - 1
				continue
			}
			px, py := float64(x)+0.5, float64(y)+0.5
			d := sdf(px, py)
			k := cover(d)
			if k <= 0 {
				continue
			}
			cv.over(x, y, sh(px, py, d), k)
		}
	}
}

// flat is a shader of one colour.
func flat(c cfCol) shader { return func(_, _, _ float64) cfCol { return c } }

func (cv *cfCanvas) span(r rectF, pad float64) (x0, y0, x1, y1 int) {
	x0 = max(0, int(math.Floor(r.x0-pad)))
	y0 = max(0, int(math.Floor(r.y0-pad)))
	x1 = min(cv.w, int(math.Ceil(r.x1+pad)))
	y1 = min(cv.h, int(math.Ceil(r.y1+pad)))
	return
}

// cover turns a signed distance into pixel coverage.
func cover(d float64) float32 {
	switch {
	case d <= -0.5:
		return 1
	case d >= 0.5:
		return 0
	}
	return float32(0.5 - d)
}

// rectF is an axis-aligned rectangle in pixels.
type rectF struct{ x0, y0, x1, y1 float64 }

func (r rectF) w() float64  { return r.x1 - r.x0 }
func (r rectF) h() float64  { return r.y1 - r.y0 }
func (r rectF) cx() float64 { return (r.x0 + r.x1) / 2 }
func (r rectF) cy() float64 { return (r.y0 + r.y1) / 2 }

// has reports whether pixel (x, y) lies wholly inside r.
func (r rectF) has(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= r.x0 && fx+1 <= r.x1 && fy >= r.y0 && fy+1 <= r.y1
}

func (r rectF) inset(d float64) rectF { return rectF{r.x0 + d, r.y0 + d, r.x1 - d, r.y1 - d} }

func circleRect(cx, cy, rad float64) rectF { return rectF{cx - rad, cy - rad, cx + rad, cy + rad} }

// sdRound is the signed distance to r with corner radius rad.
func sdRound(r rectF, rad float64) func(x, y float64) float64 {
	cx, cy := r.cx(), r.cy()
	hw, hh := r.w()/2-rad, r.h()/2-rad
	return func(x, y float64) float64 {
		qx, qy := math.Abs(x-cx)-hw, math.Abs(y-cy)-hh
		out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
		return out + math.Min(math.Max(qx, qy), 0) - rad
	}
}

// sdCut is the signed distance to r with its corners cut at 45° by c.
func sdCut(r rectF, c float64) func(x, y float64) float64 {
	cx, cy := r.cx(), r.cy()
	hw, hh := r.w()/2, r.h()/2
	return func(x, y float64) float64 {
		ax, ay := math.Abs(x-cx), math.Abs(y-cy)
		d := math.Max(ax-hw, ay-hh)
		return math.Max(d, (ax+ay-(hw+hh-c))/math.Sqrt2)
	}
}

func sdCircle(cx, cy, rad float64) func(x, y float64) float64 {
	return func(x, y float64) float64 { return math.Hypot(x-cx, y-cy) - rad }
}

// sdPoly is the signed distance (exact inside, slightly sharp outside the
// corners) to a convex polygon given clockwise in screen coordinates.
func sdPoly(pts ...[2]float64) func(x, y float64) float64 {
	type edge struct{ nx, ny, c float64 }
	es := make([]edge, len(pts))
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		dx, dy := b[0]-a[0], b[1]-a[1]
		l := math.Hypot(dx, dy)
		nx, ny := dy/l, -dx/l // outward for clockwise order on screen
		es[i] = edge{nx, ny, nx*a[0] + ny*a[1]}
	}
	return func(x, y float64) float64 {
		d := math.Inf(-1)
		for _, e := range es {
			d = math.Max(d, e.nx*x+e.ny*y-e.c)
		}
		return d
	}
}

// sdRing is the band of width w centred on the edge of sdf.
func sdRing(sdf func(x, y float64) float64, w float64) func(x, y float64) float64 {
	return func(x, y float64) float64 { return math.Abs(sdf(x, y)) - w/2 }
}

// cfMask is a coverage mask positioned at (ox, oy) on the canvas.
type cfMask struct {
	ox, oy int
	w, h   int
	a      []float32
}

func newMask(ox, oy, w, h int) *cfMask {
	return &cfMask{ox: ox, oy: oy, w: w, h: h, a: make([]float32, w*h)}
}

func (m *cfMask) at(x, y int) float32 {
	x -= m.ox
	y -= m.oy
	if x < 0 || y < 0 || x >= m.w || y >= m.h {
		return 0
	}
	return m.a[y*m.w+x]
}

// grown returns a copy with pad pixels of empty margin on each side.
func (m *cfMask) grown(pad int) *cfMask {
	g := newMask(m.ox-pad, m.oy-pad, m.w+2*pad, m.h+2*pad)
	for y := 0; y < m.h; y++ {
		copy(g.a[(y+pad)*g.w+pad:], m.a[y*m.w:(y+1)*m.w])
	}
	return g
}

// blurred returns a copy blurred by three box passes of radius r (close to
// a Gaussian of sigma ≈ r), grown so nothing is cut off.
func (m *cfMask) blurred(r int) *cfMask {
	if r <= 0 {
		return m.grown(0)
	}
	g := m.grown(3 * r)
	tmp := make([]float32, len(g.a))
	for pass := 0; pass < 3; pass++ {
		// Rows: lines of length w, one element apart, w apart.
		boxBlur(g.a, tmp, g.h, g.w, 1, g.w, r)
		// Columns: lines of length h, w elements apart, one apart.
		boxBlur(tmp, g.a, g.w, g.h, g.w, 1, r)
	}
	return g
}

// boxBlur blurs n lines of src into dst with a box of radius r. A line has
// l elements, step apart; consecutive lines start stride apart.
func boxBlur(src, dst []float32, n, l, step, stride, r int) {
	inv := 1 / float32(2*r+1)
	for line := 0; line < n; line++ {
		base := line * stride
		var acc float32
		for i := 0; i <= r && i < l; i++ {
			acc += src[base+i*step]
		}
		for i := 0; i < l; i++ {
			dst[base+i*step] = acc * inv
			if j := i - r; j >= 0 {
				acc -= src[base+j*step]
			}
			if j := i + r + 1; j < l {
				acc += src[base+j*step]
			}
		}
	}
}

// paint composites sh over the canvas through mask m with strength k.
func (cv *cfCanvas) paint(m *cfMask, k float32, sh func(x, y int, a float32) cfCol) {
	for y := max(0, m.oy); y < min(cv.h, m.oy+m.h); y++ {
		for x := max(0, m.ox); x < min(cv.w, m.ox+m.w); x++ {
			a := m.a[(y-m.oy)*m.w+(x-m.ox)]
			if a <= 0.002 {
				continue
			}
			cv.over(x, y, sh(x, y, a), a*k)
		}
	}
}

// light adds sh through mask m with strength k.
func (cv *cfCanvas) light(m *cfMask, k float32, sh func(x, y int, a float32) cfCol) {
	for y := max(0, m.oy); y < min(cv.h, m.oy+m.h); y++ {
		for x := max(0, m.ox); x < min(cv.w, m.ox+m.w); x++ {
			a := m.a[(y-m.oy)*m.w+(x-m.ox)]
			if a <= 0.002 {
				continue
			}
			cv.add(x, y, sh(x, y, a), a*k)
		}
	}
}

// noise is deterministic smooth value noise, seeded.
type noise struct{ seed uint32 }

func (n noise) hash(x, y int32) float64 {
	h := uint32(x)*0x8DA6B343 ^ uint32(y)*0xD8163841 ^ n.seed*0xCB1AB31F
	h ^= h >> 13
	h *= 0x5BD1E995
	h ^= h >> 15
	return float64(h&0xFFFFFF) / 0xFFFFFF
}

// at is value noise in [0, 1] with unit feature size.
func (n noise) at(x, y float64) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int32(fx), int32(fy)
	tx, ty := x-fx, y-fy
	tx = tx * tx * (3 - 2*tx)
	ty = ty * ty * (3 - 2*ty)
	a := n.hash(ix, iy)
	b := n.hash(ix+1, iy)
	c := n.hash(ix, iy+1)
	d := n.hash(ix+1, iy+1)
	return a + (b-a)*tx + (c-a)*ty + (a-b-c+d)*tx*ty
}

// fbm sums octaves of noise into roughly [0, 1].
func (n noise) fbm(x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for o := 0; o < octaves; o++ {
		sum += amp * noise{n.seed + uint32(o)*101}.at(x, y)
		norm += amp
		amp *= 0.5
		x, y = x*2.03+17.1, y*2.03+5.3
	}
	return sum / norm
}

// grainAt is fine per-pixel grain in [-1, 1].
func (n noise) grainAt(x, y int) float64 { return n.hash(int32(x), int32(y)+7919)*2 - 1 }
