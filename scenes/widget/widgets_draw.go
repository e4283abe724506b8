package widget

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

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

	white *ebiten.Image // a white pixel to fill triangles with
	vs    []ebiten.Vertex
	is    []uint16

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
	sk.Audit.Items = append(sk.Audit.Items, AuditItem{s, Rect{b.X0, b.Y0, b.W(), b.H()}, InkRect(s, face, x, y, at)})
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

func (b *Button) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	lw := math.Max(1, 1.3*u)
	fill, line, ink := render.Fade(render.Ink, 0.55), render.Fade(render.Gilt, 0.38), render.Fade(render.Ivory, 0.86)
	switch {
	case b.Disabled:
		line, ink = render.Fade(render.Mist, 0.22), render.Fade(render.Mist, 0.5)
	case b.Primary:
		fill = render.Mix(render.GiltDeep, render.Ink, 0.42)
		line, ink = render.Fade(render.Gilt, 0.85), render.GiltLight
		if st.hovered || st.Focused {
			fill = render.Mix(render.GiltDeep, render.Ink, 0.22)
		}
	case st.Focused || st.hovered:
		fill = render.Mix(render.Ink, render.TableBottom, 0.7)
		line, ink = render.Fade(render.Gilt, 0.7), render.Ivory
	}
	if st.pressed && !b.Disabled {
		fill = render.Mix(fill, render.Ink, 0.5)
	}
	if st.Focused && !b.Disabled {
		cx, cy := b.Box.Center()
		sk.Glow.Draw(dst, cx, cy, b.Box.W()*0.75, b.Box.H()*1.4, render.Gilt, 0.10)
		line = render.Gilt
	}
	cut := 8 * u
	if b.Small {
		cut = 5 * u
	}
	sk.Panel(dst, b.Box, cut, fill, line, lw)
	if b.Primary && !b.Disabled {
		in := 4 * u
		sk.Panel(dst, Box{b.Box.X0 + in, b.Box.Y0 + in, b.Box.X1 - in, b.Box.Y1 - in}, 6*u, color.RGBA{}, render.Fade(render.GiltLight, 0.25), math.Max(1, u))
	}
	cx, cy := b.Box.Center()
	face := sk.Label
	if b.Small {
		face = sk.Small
	}
	render.DrawText(dst, b.Label, face, cx, cy-1*u, render.Center, ink)
	sk.record(b.Label, face, cx, cy-1*u, render.Center, b.Box)
	if st.Focused && !b.Disabled {
		sk.focusMarks(dst, b.Box, 0.9)
	}
}

func (t *Toggle) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	h := t.Box.H()
	track := BoxAt(t.Box.X0, t.Box.Y0+h*0.18, h*2.1, h*0.64)
	fill, line := render.Fade(render.Ink, 0.7), render.Fade(render.Mist, 0.45)
	if t.On {
		fill, line = render.Mix(render.GiltDeep, render.Ink, 0.45), render.Fade(render.Gilt, 0.85)
	}
	if st.Focused || st.hovered {
		line = render.Gilt
	}
	if st.Focused {
		cx, cy := track.Center()
		sk.Glow.Draw(dst, cx, cy, track.W(), track.H()*1.6, render.Gilt, 0.09)
	}
	sk.Panel(dst, track, track.H()*0.5, fill, line, math.Max(1, 1.2*u))
	knobX := track.X0 + track.H()*0.62
	knob := render.Fade(render.Mist, 0.9)
	if t.On {
		knobX = track.X1 - track.H()*0.62
		knob = render.GiltLight
	}
	_, cy := track.Center()
	sk.Pen.Diamond(dst, knobX, cy, track.H()*0.38, knob)
	label, c := "Off", render.Fade(render.Ivory, 0.6)
	if t.On {
		label, c = "On", render.Ivory
	}
	if t.Disabled {
		c = render.Fade(render.Mist, 0.5)
	}
	render.DrawText(dst, label, sk.Label, track.X1+12*u, cy-1*u, render.LeftMiddle, c)
	sk.record(label, sk.Label, track.X1+12*u, cy-1*u, render.LeftMiddle, Box{track.X1, t.Box.Y0, t.Box.X1 + 60*u, t.Box.Y1})
	if st.Focused {
		sk.Pen.Diamond(dst, t.Box.X0-11*u, cy, 5*u, render.Fade(render.Gilt, 0.9))
	}
}

func (s *Stepper) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	fill, line, ink := render.Fade(render.Ink, 0.6), render.Fade(render.Gilt, 0.32), render.Ivory
	if s.Disabled {
		line, ink = render.Fade(render.Mist, 0.2), render.Fade(render.Mist, 0.55)
	} else if st.Focused || st.hovered {
		fill, line = render.Mix(render.Ink, render.TableBottom, 0.7), render.Fade(render.Gilt, 0.75)
	}
	if st.Focused && !s.Disabled {
		cx, cy := s.Box.Center()
		sk.Glow.Draw(dst, cx, cy, s.Box.W()*0.7, s.Box.H()*1.3, render.Gilt, 0.08)
		line = render.Gilt
	}
	sk.Panel(dst, s.Box, 7*u, fill, line, math.Max(1, 1.2*u))
	cx, cy := s.Box.Center()
	// The chevrons: small solid triangles, brighter when focused.
	a := 0.55
	if (st.Focused || st.hovered) && !s.Disabled {
		a = 1
	}
	r := s.Box.H() * 0.16
	for side := -1.0; side <= 1; side += 2 {
		x := cx + side*(s.Box.W()/2-s.Box.H()*0.42)
		var p vector.Path
		p.MoveTo(float32(x+side*r*0.7), float32(cy))
		p.LineTo(float32(x-side*r*0.5), float32(cy-r))
		p.LineTo(float32(x-side*r*0.5), float32(cy+r))
		p.Close()
		sk.Pen.Fill(dst, &p, render.Fade(render.Gilt, a))
	}
	label := s.Value()
	maxW := s.Box.W() - s.Box.H()*1.5
	label = FitText(label, sk.Field, maxW)
	render.DrawText(dst, label, sk.Field, cx, cy-1*u, render.Center, ink)
	sk.record(label, sk.Field, cx, cy-1*u, render.Center, s.Box)
}

func (f *TextField) Draw(dst *ebiten.Image, sk *Skin, st WidgetState) {
	u := sk.U
	f.face = sk.Field
	fill, line := render.Fade(render.Ink, 0.8), render.Fade(render.Mist, 0.4)
	if st.Focused {
		line = render.Gilt
	} else if st.hovered {
		line = render.Fade(render.Gilt, 0.6)
	}
	if f.Disabled {
		line = render.Fade(render.Mist, 0.18)
	}
	sk.Panel(dst, f.Box, 5*u, fill, line, math.Max(1, 1.2*u))
	pad := f.pad()
	inner := image.Rect(int(f.Box.X0+pad*0.7), int(f.Box.Y0+1), int(f.Box.X1-pad*0.7), int(f.Box.Y1-1))
	clip := dst.SubImage(inner).(*ebiten.Image)
	_, cy := f.Box.Center()
	avail := f.Box.W() - 2*pad
	caretX := text.Advance(string(f.Text[:min(max(f.Caret, 0), len(f.Text))]), f.face)
	// Keep the caret in view.
	if caretX-f.scroll > avail {
		f.scroll = caretX - avail
	}
	if caretX-f.scroll < 0 {
		f.scroll = caretX
	}
	if full := text.Advance(string(f.Text), f.face); full-f.scroll < avail {
		f.scroll = math.Max(0, full-avail)
	}
	x := f.Box.X0 + pad - f.scroll
	if len(f.Text) == 0 && f.Placeholder != "" {
		render.DrawText(clip, f.Placeholder, sk.Note, f.Box.X0+pad, cy, render.LeftMiddle, render.Fade(render.Mist, 0.75))
	} else {
		c := render.Ivory
		if f.Disabled {
			c = render.Fade(render.Mist, 0.6)
		}
		render.DrawText(clip, string(f.Text), f.face, x, cy, render.LeftMiddle, c)
	}
	if st.Focused && (st.Tick/30)%2 == 0 {
		h := f.face.Size * 0.62
		cxp := float32(math.Round(x + caretX))
		vector.StrokeLine(dst, cxp, float32(cy-h), cxp, float32(cy+h), float32(math.Max(1, 1.6*u)), render.GiltLight, true)
	}
}

// FitText shortens s with an ellipsis until it fits in maxW.
func FitText(s string, face text.Face, maxW float64) string {
	if text.Advance(s, face) <= maxW {
		return s
	}
	rs := []rune(s)
	for len(rs) > 1 {
		rs = rs[:len(rs)-1]
		if t := string(rs) + "…"; text.Advance(t, face) <= maxW {
			return t
		}
	}
	return "…"
}

// Wrap breaks s into lines no wider than maxW in face. Newlines in s
// start new lines. Each word is measured once (a line's width is its
// words' and spaces' widths added up), so wrapping a paragraph shapes a
// few short strings, mostly cached, rather than every growing line.
func Wrap(s string, face text.Face, maxW float64) []string {
	var out []string
	space := text.Advance(" ", face)
	for _, para := range splitLines(s) {
		line, lineW := "", 0.0
		for _, word := range splitWords(para) {
			ww := text.Advance(word, face)
			if line != "" && lineW+space+ww > maxW {
				out = append(out, line)
				line, lineW = word, ww
				continue
			}
			if line == "" {
				line, lineW = word, ww
			} else {
				line, lineW = line+" "+word, lineW+space+ww
			}
		}
		out = append(out, line)
	}
	return out
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if r == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// Chrome is the frame every menu screen shares with the title: the table,
// the gilt border, a gilded heading over the divider rule, and a line of
// key hints at the foot.
type Chrome struct {
	head render.Gilded
	sub  *text.GoTextFace
	w, h int

	// The whole chrome is drawn once into bg and then copied each frame;
	// it is redrawn when the size, heading or lines change.
	bg      *ebiten.Image
	bgFor   [2]string // subtitle and hints bg was drawn with
	heading string
	stale   bool
}

// Layout sizes the chrome; heading is the screen's name.
func (c *Chrome) Layout(sk *Skin, w, h int, heading string) {
	c.w, c.h, c.heading = w, h, heading
	c.head.Set(heading, render.Face(sk.fonts.Serif, Px(58, sk.U, 30)))
	c.sub = render.Face(sk.fonts.Italic, Px(21, sk.U, 14))
	c.stale = true
}

// Top is the y where a screen's content may start, under the heading.
func (c *Chrome) Top(sk *Skin) float64 { return 150 * sk.U }

// Draw paints the table, frame, heading (with an optional italic line
// under it) and hints.
func (c *Chrome) Draw(dst *ebiten.Image, sk *Skin, subtitle, hints string) {
	b := dst.Bounds()
	if c.bg == nil || c.stale || c.bg.Bounds().Dx() != b.Dx() || c.bg.Bounds().Dy() != b.Dy() || c.bgFor != [2]string{subtitle, hints} {
		if c.bg != nil && (c.bg.Bounds().Dx() != b.Dx() || c.bg.Bounds().Dy() != b.Dy()) {
			c.bg.Deallocate()
			c.bg = nil
		}
		if c.bg == nil {
			c.bg = ebiten.NewImage(b.Dx(), b.Dy())
		}
		c.bg.Clear()
		c.paint(c.bg, sk, subtitle, hints)
		c.bgFor, c.stale = [2]string{subtitle, hints}, false
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(c.bg, op)
}

// paint draws the chrome itself.
func (c *Chrome) paint(dst *ebiten.Image, sk *Skin, subtitle, hints string) {
	u := sk.U
	sk.Table.Draw(dst)
	sk.Pen.Frame(dst, dst.Bounds(), u, render.Gilt)
	cx := float64(c.w) / 2
	sk.Glow.Draw(dst, cx, 66*u, 360*u, 90*u, render.Gilt, 0.06)
	c.head.Draw(dst, cx, 66*u, 0.7)
	sk.Pen.Rule(dst, cx, 108*u, 230*u, u, render.Gilt)
	if subtitle != "" {
		render.DrawText(dst, subtitle, c.sub, cx, 132*u, render.Center, render.Fade(render.Ivory, 0.7))
	}
	if hints != "" {
		margin := 44 * u
		render.DrawText(dst, hints, sk.Small, margin, float64(c.h)-margin, render.BottomLeft, render.Fade(render.Mist, 0.8))
	}
}

// TextAudit records every label a screen draws with the box it must fit
// in and the extent the text actually takes, measured with its face, so
// that a test can find any text that overflows its box.
type TextAudit struct {
	Items []AuditItem
}

type AuditItem struct {
	S        string
	Box, Ink Rect
}

// InkRect is where text s in face, drawn at (x, y) with anchor at, lies.
func InkRect(s string, face text.Face, x, y float64, at render.Anchor) Rect {
	w, h := text.Measure(s, face, 0)
	switch at.H {
	case text.AlignCenter:
		x -= w / 2
	case text.AlignEnd:
		x -= w
	}
	switch at.V {
	case text.AlignCenter:
		y -= h / 2
	case text.AlignEnd:
		y -= h
	}
	return Rect{x, y, w, h}
}
