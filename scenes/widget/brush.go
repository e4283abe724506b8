package widget

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
)

// Brush draws the table's furniture without allocating: one white texel,
// one set of draw options and one vertex buffer reused by every rectangle,
// band, outline, disc and label, so that Ebitengine batches neighbouring
// draws into one command. Labels drawn while Audit is set are recorded
// for the text audit.
type Brush struct {
	op     ebiten.DrawImageOptions
	triOp  ebiten.DrawTrianglesOptions
	white  *ebiten.Image
	vs     []ebiten.Vertex
	is     []uint16
	lay    text.LayoutOptions
	glyphs []text.Glyph
	// Marks are the marker images (discs, shadows) the brush draws from.
	Marks render.Markers
	// Audit, when set, records every label drawn (the layout test).
	Audit *TextAudit
	// labels are the labels drawn lately, fitted and shaped: a steady
	// frame draws the same few hundred and shapes none of them again.
	labels map[labelKey][]text.Glyph
}

// labelKey is one label as Label draws it: the text, the face and its
// size, the box's width it is fitted to, and the anchor it is set at.
type labelKey struct {
	s    string
	face *text.GoTextFace
	size float64
	w    float64
	at   render.Anchor
}

// maxLabels bounds the labels kept; past it the cache starts afresh.
const maxLabels = 2048

// Opts returns the match's reusable draw options, reset (drawing
// allocates nothing per call).
func (g *Brush) Opts(linear bool) *ebiten.DrawImageOptions {
	// Every draw uses the same filter, so that Ebitengine can merge
	// consecutive draws from one atlas into a single command.
	g.op = ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	return &g.op
}

// Text draws s like render.DrawText, from a reused list of glyphs and one
// set of options (text.Draw makes a new glyph list at every call: most of
// a steady table frame's allocations). The colour is a color.RGBA, not a
// color.Color: boxing it in an interface would allocate at every call.
//
// Text in a *text.GoTextFace is shaped once and kept with the labels (a
// steady frame of the collection had shaped all its widgets' text again:
// a fifth of its CPU).
func (g *Brush) Text(dst *ebiten.Image, s string, face text.Face, x, y float64, at render.Anchor, c color.RGBA) {
	if gf, ok := face.(*text.GoTextFace); ok && g.Audit == nil {
		g.Glyphs(dst, g.kept(s, gf, noFit, at), x, y, c)
		return
	}
	g.lay = text.LayoutOptions{PrimaryAlign: at.H, SecondaryAlign: at.V}
	g.glyphs = text.AppendGlyphs(g.glyphs[:0], s, face, &g.lay)
	g.Glyphs(dst, g.glyphs, x, y, c)
}

// noFit, as kept's width, keeps a text as it is, not fitted to a box.
const noFit = -1

// kept is s in face set at anchor at, fitted to width fit unless fit is
// noFit, shaped once and kept (the cache starts afresh past maxLabels).
func (g *Brush) kept(s string, face *text.GoTextFace, fit float64, at render.Anchor) []text.Glyph {
	k := labelKey{s: s, face: face, size: face.Size, w: fit, at: at}
	if glyphs, ok := g.labels[k]; ok {
		return glyphs
	}
	if g.labels == nil || len(g.labels) >= maxLabels {
		g.labels = make(map[labelKey][]text.Glyph, 256)
	}
	shown := s
	if fit != noFit {
		shown = FitText(s, face, fit)
	}
	g.lay = text.LayoutOptions{PrimaryAlign: at.H, SecondaryAlign: at.V}
	glyphs := text.AppendGlyphs(nil, shown, face, &g.lay)
	g.labels[k] = glyphs
	return glyphs
}

// Glyphs draws glyphs laid out by text.AppendGlyphs, their origin at
// (x, y), in colour c: text shaped once and kept is drawn without
// shaping it again.
func (g *Brush) Glyphs(dst *ebiten.Image, glyphs []text.Glyph, x, y float64, c color.RGBA) {
	op := g.Opts(true)
	ScaleRGBA(&op.ColorScale, c)
	for i := range glyphs {
		gl := &glyphs[i]
		if gl.Image == nil {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(x+gl.X, y+gl.Y)
		dst.DrawImage(gl.Image, op)
	}
}

// Rect fills a rectangle with the match's own white texel and reused
// vertices: no allocation, and Ebitengine batches it with its neighbours.
func (g *Brush) Rect(dst *ebiten.Image, r Rect, c color.RGBA) {
	if c.A == 0 {
		return
	}
	if g.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		g.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	a := float32(c.A) / 255
	cr, cg, cb := float32(c.R)/255/a, float32(c.G)/255/a, float32(c.B)/255/a
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	g.vs = g.vs[:0]
	for _, p := range [4][2]float32{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		g.vs = append(g.vs, ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: 1, SrcY: 1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: a})
	}
	g.is = append(g.is[:0], 0, 1, 2, 1, 3, 2)
	g.triOp.Filter = ebiten.FilterLinear
	dst.DrawTriangles(g.vs, g.is, g.white, &g.triOp)
}

// Line draws a straight band of width w from (x0, y0) to (x1, y1), with
// an arrowhead at the end when head > 0.
func (g *Brush) Line(dst *ebiten.Image, x0, y0, x1, y1, w, head float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	d := math.Hypot(dx, dy)
	if d < 1 || c.A == 0 {
		return
	}
	ux, uy := dx/d, dy/d
	nx, ny := -uy*w/2, ux*w/2
	ex, ey := x1-ux*head, y1-uy*head
	a := float32(c.A) / 255
	cr, cg, cb := float32(c.R)/255/a, float32(c.G)/255/a, float32(c.B)/255/a
	v := func(x, y float64) ebiten.Vertex {
		return ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1, SrcY: 1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: a}
	}
	g.vs = append(g.vs[:0], v(x0+nx, y0+ny), v(x0-nx, y0-ny), v(ex+nx, ey+ny), v(ex-nx, ey-ny))
	g.is = append(g.is[:0], 0, 1, 2, 1, 3, 2)
	if head > 0 {
		hx, hy := -uy*head*0.6, ux*head*0.6
		g.vs = append(g.vs, v(ex+hx, ey+hy), v(ex-hx, ey-hy), v(x1, y1))
		g.is = append(g.is, 4, 5, 6)
	}
	if g.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		g.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	g.triOp.Filter = ebiten.FilterLinear
	dst.DrawTriangles(g.vs, g.is, g.white, &g.triOp)
}

// Frame outlines r with lines of width w, with the match's batch.
func (g *Brush) Frame(dst *ebiten.Image, r Rect, w float64, c color.RGBA) {
	g.Rect(dst, Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	g.Rect(dst, Rect{X: r.X, Y: r.Y + r.H - w, W: r.W, H: w}, c)
	g.Rect(dst, Rect{X: r.X, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
	g.Rect(dst, Rect{X: r.X + r.W - w, Y: r.Y + w, W: w, H: r.H - 2*w}, c)
}

// Dot draws a small filled disc of diameter d centred on (x, y).
func (g *Brush) Dot(screen *ebiten.Image, x, y, d float64, c color.RGBA) {
	img := g.Marks.Get(render.MarkDisc, 32)
	op := g.Opts(true)
	op.GeoM.Translate(-16, -16)
	op.GeoM.Scale(d/32, d/32)
	op.GeoM.Translate(x, y)
	ScaleRGBA(&op.ColorScale, c)
	screen.DrawImage(img, op)
}

// ScaleRGBA scales cs by the premultiplied colour c, as
// ColorScale.ScaleWithColor does, without boxing c in a color.Color (which
// allocates at every call).
func ScaleRGBA(cs *ebiten.ColorScale, c color.RGBA) {
	if c.A == 0 {
		cs.Scale(0, 0, 0, 0)
		return
	}
	cs.Scale(float32(c.R)/0xff, float32(c.G)/0xff, float32(c.B)/0xff, float32(c.A)/0xff)
}

// Outlined draws short text with a dark outline so it reads on any art.
func (g *Brush) Outlined(screen *ebiten.Image, s string, f text.Face, x, y float64, c color.RGBA) {
	for _, d := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		g.Text(screen, s, f, x+d[0], y+d[1], render.Center, render.Ink)
	}
	g.Text(screen, s, f, x, y, render.Center, c)
}

// AnchorPoint is the point of box b that anchor at refers to.
func AnchorPoint(b Rect, at render.Anchor) (x, y float64) {
	x, y = b.X, b.Y
	switch at.H {
	case text.AlignCenter:
		x += b.W / 2
	case text.AlignEnd:
		x += b.W
	}
	switch at.V {
	case text.AlignCenter:
		y += b.H / 2
	case text.AlignEnd:
		y += b.H
	}
	return x, y
}

// Label draws s in box b, anchored at at, shortened with an ellipsis when
// it is wider than the box, and records it for the audit.
func (g *Brush) Label(dst *ebiten.Image, s string, face *text.GoTextFace, b Rect, at render.Anchor, c color.RGBA) {
	if s == "" {
		return
	}
	x, y := AnchorPoint(b, at)
	if g.Audit != nil {
		s = FitText(s, face, b.W)
		g.Audit.Items = append(g.Audit.Items, AuditItem{S: s, Box: b, Ink: InkRect(s, face, x, y, at)})
		g.Text(dst, s, face, x, y, at, c)
		return
	}
	g.Glyphs(dst, g.kept(s, face, math.Max(0, b.W), at), x, y, c)
}

// TextWidth is the width of s set in f.
func TextWidth(s string, f text.Face) float64 {
	w, _ := text.Measure(s, f, 0)
	return w
}
