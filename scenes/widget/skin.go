package widget

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
)

// Skin is what widgets and screens draw with: the UI scale, a pen, a glow
// and the faces, all sized for the current screen.
type Skin struct {
	U     float64 // 1 at 1280×720 with UI scale 100%
	Pen   *render.Pen
	Glow  render.Glow
	Label *text.GoTextFace // buttons, steppers, row labels
	Field *text.GoTextFace // typed text
	Small *text.GoTextFace // hints, captions
	Note  *text.GoTextFace // italic asides and errors
	fonts *render.Fonts
	// Table paints the card table under a screen (App.Table, shared).
	Table *render.Table

	white    *ebiten.Image // a white pixel to fill triangles with
	vs       []ebiten.Vertex
	is       []uint16
	brush    Brush        // writes text from a reused glyph list (Text)
	chevrons []chevronImg // the steppers' arrows, by size and side

	// audit, when set, records each widget's label and the box it must
	// fit in (the layout test).
	Audit *TextAudit
}

// record notes text s drawn at (x, y) with anchor at for the audit: it
// must fit in b.
func (sk *Skin) record(s string, face text.Face, x, y float64, at render.Anchor, b Box) {
	if sk.Audit == nil || s == "" {
		return
	}
	sk.Audit.Items = append(sk.Audit.Items, AuditItem{s, Rect{X: b.X0, Y: b.Y0, W: b.W(), H: b.H()}, InkRect(s, face, x, y, at)})
}

// Text draws s like render.DrawText, in colour c with the anchor point
// at (x, y), but from a reused glyph list and options: text.Draw makes a
// new glyph list at every call.
func (sk *Skin) Text(dst *ebiten.Image, s string, face text.Face, x, y float64, at render.Anchor, c color.RGBA) {
	sk.brush.Text(dst, s, face, x, y, at, c)
}

// Rect fills r in colour c with reused vertices (see Brush.Rect):
// FillRect builds a vector path at every call.
func (sk *Skin) Rect(dst *ebiten.Image, r Rect, c color.RGBA) { sk.brush.Rect(dst, r, c) }

// Glyphs draws glyphs laid out by text.AppendGlyphs, their origin at
// (x, y), in colour c (see Brush.Glyphs).
func (sk *Skin) Glyphs(dst *ebiten.Image, glyphs []text.Glyph, x, y float64, c color.RGBA) {
	sk.brush.Glyphs(dst, glyphs, x, y, c)
}

// ScaleFor is the scale of a menu screen drawn w×h: 1 at 1280×720. The
// menus are laid out to fill the window, so the player's interface size
// makes them smaller below 100% but cannot make them larger than the
// window allows (above 100% it is the table that grows).
func ScaleFor(w, h int, s folder.Settings) float64 {
	k := s.UIScale
	if k <= 0 {
		k = 1
	}
	k = min(1, max(0.5, k))
	return math.Min(float64(w)/scene.WindowWidth, float64(h)/scene.WindowHeight) * k
}

// GrowScaleFor is the scale of a screen drawn w×h that reflows its
// layout (the deck builder): like ScaleFor below 100%, and above it the
// player's interface size makes it larger too, as far as the screen keeps
// at least minW×minH logical pixels (a 1280×720 window at 150% stops at
// the largest scale that still leaves that room).
func GrowScaleFor(w, h int, s folder.Settings, minW, minH float64) float64 {
	fit := ScaleFor(w, h, s)
	k := s.UIScale
	if k <= 1 {
		return fit
	}
	k = min(k, 2)
	grown := math.Min(float64(w)/scene.WindowWidth, float64(h)/scene.WindowHeight) * k
	room := math.Min(float64(w)/minW, float64(h)/minH)
	return math.Max(fit, math.Min(grown, room))
}

// Px is a length scaled by u, but never below least pixels.
func Px(v, u, least float64) float64 { return math.Max(least, math.Round(v*u)) }

// Setup sizes the skin for scale u.
func (sk *Skin) Setup(fonts *render.Fonts, table *render.Table, u float64) {
	sk.U, sk.fonts, sk.Table = u, fonts, table
	if sk.Pen == nil {
		sk.Pen = render.NewPen()
	}
	sk.Label = render.Face(fonts.Serif, Px(23, u, 15))
	sk.Field = render.Face(fonts.Serif, Px(21, u, 14))
	sk.Field.SetFeature(text.MustParseTag("lnum"), 1)
	sk.Small = render.Face(fonts.Serif, Px(17, u, 13))
	sk.Small.SetFeature(text.MustParseTag("lnum"), 1)
	sk.Note = render.Face(fonts.Italic, Px(19, u, 13))
	sk.Note.SetFeature(text.MustParseTag("lnum"), 1)
}

// tris draws sk.vs and sk.is in colour c. With FillRuleFillAll (for
// triangles that never overlap) and linear filtering, like text,
// Ebitengine merges consecutive draws into one command; a nonzero fill
// rule needs a stencil pass and a command of its own.
func (sk *Skin) tris(dst *ebiten.Image, c color.RGBA, rule ebiten.FillRule) {
	if c.A == 0 {
		return
	}
	if sk.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		sk.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	a := float32(c.A) / 255
	r, g, b := float32(c.R)/255/a, float32(c.G)/255/a, float32(c.B)/255/a
	for i := range sk.vs {
		v := &sk.vs[i]
		v.SrcX, v.SrcY = 1.5, 1.5
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = r, g, b, a
	}
	op := &ebiten.DrawTrianglesOptions{FillRule: rule}
	if rule == ebiten.FillRuleFillAll {
		op.Filter = ebiten.FilterLinear
	}
	dst.DrawTriangles(sk.vs, sk.is, sk.white, op)
}

// chamferPoints are the eight corners of a chamfered box, clockwise from
// the top edge's left end.
func chamferPoints(b Box, c float64) [8][2]float32 {
	c = math.Max(0, math.Min(c, math.Min(b.W(), b.H())/2))
	x0, y0, x1, y1, cc := float32(b.X0), float32(b.Y0), float32(b.X1), float32(b.Y1), float32(c)
	return [8][2]float32{{x0 + cc, y0}, {x1 - cc, y0}, {x1, y0 + cc}, {x1, y1 - cc}, {x1 - cc, y1}, {x0 + cc, y1}, {x0, y1 - cc}, {x0, y0 + cc}}
}

// fan fills a convex polygon as a fan of triangles from its first corner.
func (sk *Skin) fan(dst *ebiten.Image, pts [8][2]float32, c color.RGBA) {
	sk.vs, sk.is = sk.vs[:0], sk.is[:0]
	for _, p := range pts {
		sk.vs = append(sk.vs, ebiten.Vertex{DstX: p[0], DstY: p[1]})
	}
	for i := uint16(1); i+1 < uint16(len(pts)); i++ {
		sk.is = append(sk.is, 0, i, i+1)
	}
	sk.tris(dst, c, ebiten.FillRuleFillAll)
}

// ring fills the band between two polygons of matching corners, a quad
// per edge.
func (sk *Skin) ring(dst *ebiten.Image, out, in [8][2]float32, c color.RGBA) {
	sk.vs, sk.is = sk.vs[:0], sk.is[:0]
	for i := range out {
		sk.vs = append(sk.vs, ebiten.Vertex{DstX: out[i][0], DstY: out[i][1]}, ebiten.Vertex{DstX: in[i][0], DstY: in[i][1]})
	}
	n := uint16(len(out))
	for i := uint16(0); i < n; i++ {
		j := (i + 1) % n
		sk.is = append(sk.is, 2*i, 2*j, 2*j+1, 2*i, 2*j+1, 2*i+1)
	}
	sk.tris(dst, c, ebiten.FillRuleFillAll)
}

// Panel fills b with fill and outlines it with line (either may be
// transparent). Both are plain triangles that never overlap — a fan for
// the convex panel, a quad per edge for its outline — so the panels of a
// screen batch with the text around them into a few draw commands.
func (sk *Skin) Panel(dst *ebiten.Image, b Box, cut float64, fill, line color.RGBA, lineW float64) {
	out := chamferPoints(b, cut)
	if fill.A > 0 {
		sk.fan(dst, out, fill)
	}
	if line.A > 0 {
		in := chamferPoints(Box{b.X0 + lineW, b.Y0 + lineW, b.X1 - lineW, b.Y1 - lineW}, math.Max(0, cut-lineW*(math.Sqrt2-1)))
		sk.ring(dst, out, in, line)
	}
}

// Sheet is the large dark panel screens set their content on: ink with a
// double gilt hairline, like the title's frame in small.
func (sk *Skin) Sheet(dst *ebiten.Image, b Box) {
	u := sk.U
	sk.Panel(dst, b, 14*u, render.Fade(render.Ink, 0.55), render.Fade(render.Gilt, 0.38), math.Max(1, 1.2*u))
	in := 5 * u
	sk.Panel(dst, Box{b.X0 + in, b.Y0 + in, b.X1 - in, b.Y1 - in}, 11*u, color.RGBA{}, render.Fade(render.Gilt, 0.14), math.Max(1, u))
}

// focusMarks draws the title menu's selection mark — two gilt lozenges —
// either side of b.
func (sk *Skin) focusMarks(dst *ebiten.Image, b Box, a float64) {
	_, cy := b.Center()
	off := 11 * sk.U
	sk.Pen.Diamond(dst, b.X0-off, cy, 5*sk.U, render.Fade(render.Gilt, a))
	sk.Pen.Diamond(dst, b.X1+off, cy, 5*sk.U, render.Fade(render.Gilt, a))
}
