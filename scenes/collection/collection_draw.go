package collection

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/present"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/widget"
)

// Draw implements Scene.
func (d *DecksScene) Draw(screen *ebiten.Image) {
	sk := &d.Sk
	if sk.U == 0 {
		return
	}
	d.drawBackground(screen)
	d.drawActive(screen)
	d.drawGrid(screen)
	d.drawPreview(screen)
	sk.Sheet(screen, d.Lay.Panel)
	if d.Ed != nil {
		d.Ed.draw(screen)
	} else {
		d.Shelf.draw(screen)
	}
	d.Form.Draw(screen, sk)
	if d.drag != nil {
		d.drawDrag(screen)
	}
	d.drawFoot(screen)
	if d.Hand != nil {
		d.Hand.draw(screen, d)
	}
	if d.Dlg != nil {
		d.Dlg.draw(screen, d)
	}
}

// drawBackground copies the table, frame and heading, painted once per
// size.
func (d *DecksScene) drawBackground(screen *ebiten.Image) {
	b := screen.Bounds()
	if d.bg == nil || d.bgStale || d.bg.Bounds().Dx() != b.Dx() || d.bg.Bounds().Dy() != b.Dy() {
		if d.bg != nil && (d.bg.Bounds().Dx() != b.Dx() || d.bg.Bounds().Dy() != b.Dy()) {
			d.bg.Deallocate()
			d.bg = nil
		}
		if d.bg == nil {
			d.bg = ebiten.NewImage(b.Dx(), b.Dy())
		}
		d.bg.Clear()
		d.app.Table.Draw(d.bg)
		u := d.Sk.U
		d.Sk.Pen.Frame(d.bg, d.bg.Bounds(), u, render.Gilt)
		hw, _ := d.head.Size()
		d.head.Draw(d.bg, d.Lay.left+hw/2, d.Search.Box.Y0+d.Search.Box.H()/2, 0.5)
		d.bgStale = false
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	screen.DrawImage(d.bg, op)
}

// drawActive writes the line that says how many cards show and which
// filters are on.
func (d *DecksScene) drawActive(dst *ebiten.Image) {
	u := d.Sk.U
	maxW := d.SortStep.Box.X0 - 10*u - d.Lay.left
	if d.activeFor != [2]float64{float64(d.filterGen), maxW} {
		s := fmt.Sprintf("%d of %d cards", len(d.Passing), len(d.Cat.Items))
		if d.Draft != nil {
			s = fmt.Sprintf("%d cards and Deities of your %d picks", len(d.Passing), len(d.Draft.b.Picks))
		}
		if parts := d.Flt.Describe(); len(parts) > 0 {
			s += " · " + strings.Join(parts, " · ")
		} else {
			s += " · no filter"
		}
		d.activeLine = widget.FitText(s, d.capFace, maxW)
		d.activeFor = [2]float64{float64(d.filterGen), maxW}
	}
	d.Sk.Text(dst, d.activeLine, d.capFace, d.Lay.left, d.Lay.activeY, render.LeftMiddle, render.Fade(render.Ivory, 0.78))
}

// drawGrid draws the faces that are in view, clipped to the grid.
func (d *DecksScene) drawGrid(dst *ebiten.Image) {
	g := d.Lay.Grid
	clip := d.gridClip.Of(dst, image.Rect(int(g.X0), int(g.Y0), int(math.Ceil(g.X1)), int(math.Ceil(g.Y1))))
	u := d.Sk.U
	if len(d.Passing) == 0 {
		d.Sk.Text(dst, "No card passes these filters.", d.Sk.Note, (g.X0+g.X1)/2, g.Y0+60*u, render.Center, render.Fade(render.Mist, 0.9))
		return
	}
	first := int(d.scroll/d.RowPitch()) * d.Lay.Cols
	for n := max(0, first); n < len(d.Passing); n++ {
		b := d.CellBox(n)
		if b.Y0 > g.Y1 {
			break
		}
		i := d.Passing[n]
		it := d.Cat.Items[i]
		if d.drag != nil && !d.drag.fromDeck && d.drag.item == it {
			sk := &d.Sk
			sk.Panel(clip, b, 8*u, render.Fade(render.Ink, 0.4), render.Fade(render.Gilt, 0.3), math.Max(1, u))
			continue
		}
		d.drawFace(clip, it, d.Lay.CardW, b.X0, b.Y0)
		d.drawCellMarks(clip, i, it, b)
	}
	d.scrollbar(dst, g, d.scroll, d.contentH(), g.X1+5*u)
}

// drawCellMarks draws the selection and hover outline, and while building
// how many copies the deck holds.
func (d *DecksScene) drawCellMarks(dst *ebiten.Image, i int, it CollItem, b widget.Box) {
	sk := &d.Sk
	u := sk.U
	if i == d.Sel {
		sk.Panel(dst, widget.Box{X0: b.X0 - 3*u, Y0: b.Y0 - 3*u, X1: b.X1 + 3*u, Y1: b.Y1 + 3*u}, 9*u, render.Fade(render.Ink, 0), render.Gilt, math.Max(1.5, 2*u))
	} else if i == d.Hover {
		sk.Panel(dst, widget.Box{X0: b.X0 - 2*u, Y0: b.Y0 - 2*u, X1: b.X1 + 2*u, Y1: b.Y1 + 2*u}, 8*u, render.Fade(render.Ink, 0), render.Fade(render.GiltLight, 0.6), math.Max(1, u))
	}
	if d.Ed == nil {
		return
	}
	n, limit := 0, 0
	switch {
	case it.IsDeity():
		if d.Ed.deck.Deity == it.Deity {
			n, limit = 1, 1
		}
	default:
		c := &d.app.Set.Cards[it.Def]
		n, limit = d.Ed.deck.Count(it.Def), d.Ed.limit(c)
	}
	if n == 0 && (d.Draft == nil || it.IsDeity()) {
		return
	}
	label := fmt.Sprintf("%d/%d", n, limit)
	if it.IsDeity() {
		label = "Deity"
	}
	tw := widget.Advance(label, d.tinyFace) + 14*u
	badge := widget.BoxAt(b.X1-tw-4*u, b.Y1-24*u, tw, 20*u)
	sk.Panel(dst, badge, 5*u, render.Mix(render.GiltDeep, render.Ink, 0.3), render.Gilt, math.Max(1, u))
	d.Sk.Text(dst, label, d.tinyFace, (badge.X0+badge.X1)/2, (badge.Y0+badge.Y1)/2-1*u, render.Center, render.GiltLight)
}

// drawFace draws an item's face at width w with its top-left at (x, y),
// or its placeholder while the face is not rendered yet.
func (d *DecksScene) drawFace(dst *ebiten.Image, it CollItem, w int, x, y float64) {
	if img := d.Faces.Ready(it, w); img != nil {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(math.Round(x), math.Round(y))
		dst.DrawImage(img, op)
		return
	}
	d.drawPlaceholder(dst, it, widget.BoxAt(x, y, float64(w), float64(render.CardHeight(w))))
}

// drawPlaceholder is a card not rendered yet: its frame colour and title.
func (d *DecksScene) drawPlaceholder(dst *ebiten.Image, it CollItem, b widget.Box) {
	sk := &d.Sk
	u := sk.U
	title, col := "", render.Mist
	if it.IsDeity() {
		dd := &d.app.Set.Deities[it.Deity]
		title, col = dd.Title, render.FactionColor(dd.Faction)
	} else {
		c := &d.app.Set.Cards[it.Def]
		title = c.Title
		for f := rules.Aggression; f <= rules.Sanctuary; f++ {
			if c.Factions.Has(f) {
				col = render.FactionColor(f)
				break
			}
		}
	}
	sk.Panel(dst, b, 8*u, render.Mix(col, render.Ink, 0.55), render.Fade(col, 0.9), math.Max(1.5, 2*u))
	lines := widget.Wrap(title, d.tinyFace, b.W()-16*u)
	y := b.Y0 + 18*u
	for _, l := range lines {
		d.Sk.Text(dst, widget.FitText(l, d.tinyFace, b.W()-16*u), d.tinyFace, (b.X0+b.X1)/2, y, render.Center, render.Fade(render.Ivory, 0.8))
		y += d.tinyFace.Size * 1.25
	}
}

// drawPreview shows the pointed (or selected) card large, with its rules
// text written out under it.
func (d *DecksScene) drawPreview(dst *ebiten.Image) {
	sk := &d.Sk
	u := sk.U
	p := d.Lay.preview
	i := d.ShownItem()
	if i < 0 {
		sk.Panel(dst, widget.Box{X0: p.X0, Y0: p.Y0, X1: p.X1, Y1: p.Y0 + float64(render.CardHeight(d.Lay.PreviewW))}, 12*u,
			render.Fade(render.Ink, 0.3), render.Fade(render.Gilt, 0.22), math.Max(1, u))
		cy := p.Y0 + float64(render.CardHeight(d.Lay.PreviewW))/2
		if k := (textKey{w: p.W() - 40*u, face: d.capFace}); d.hint == nil || d.hintFor != k {
			d.hint, d.hintFor = widget.Wrap("Point at a card to see it large; F1 explains its rules terms.", d.capFace, k.w), k
		}
		for k, l := range d.hint {
			d.Sk.Text(dst, l, d.capFace, (p.X0+p.X1)/2, cy+float64(k)*d.capFace.Size*1.3, render.Center, render.Fade(render.Mist, 0.85))
		}
		return
	}
	it := d.Cat.Items[i]
	w := d.Lay.PreviewW
	if img := d.Faces.Ready(it, w); img != nil {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(math.Round(p.X0), math.Round(p.Y0))
		dst.DrawImage(img, op)
	} else if small := d.Faces.Ready(it, d.Lay.CardW); small != nil {
		// The grid's face, enlarged, until the large one is rendered.
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		k := float64(w) / float64(d.Lay.CardW)
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(math.Round(p.X0), math.Round(p.Y0))
		dst.DrawImage(small, op)
	} else {
		d.drawPlaceholder(dst, it, widget.BoxAt(p.X0, p.Y0, float64(w), float64(render.CardHeight(w))))
	}
	d.drawCardText(dst, it, d.previewTextBox())
}

// previewTextBox is where the preview writes its card's text: under the
// large card.
func (d *DecksScene) previewTextBox() widget.Box {
	p := d.Lay.preview
	return widget.Box{X0: p.X0, Y0: p.Y0 + float64(render.CardHeight(d.Lay.PreviewW)) + 12*d.Sk.U, X1: p.X1, Y1: p.Y1}
}

// drawCardText writes a card's rules text out in full in b, cut with an
// ellipsis if it does not fit, from the lines kept by cardText.
func (d *DecksScene) drawCardText(dst *ebiten.Image, it CollItem, b widget.Box) {
	t := d.cardText(it, b)
	for i, l := range t.lines {
		d.Sk.Glyphs(dst, t.glyphs[i], b.X0, b.Y0+l.y, l.col)
	}
}

// cardText is it's preview text laid out in b and shaped, once per card
// (and per count in the deck) while the box and faces stay: the pointer
// crosses a new card every few frames, and shaping its words again each
// time allocated over a thousand times a frame. WarmTexts shapes them
// ahead of need.
func (d *DecksScene) cardText(it CollItem, b widget.Box) *shapedText {
	key := textKey{item: it, w: b.W(), h: b.H(), editing: d.Ed != nil, face: d.rowFace}
	if d.Ed != nil && !it.IsDeity() {
		def := &d.app.Set.Cards[it.Def]
		key.inDeck, key.limit, key.draft = d.Ed.deck.Count(it.Def), d.Ed.limit(def), d.Draft != nil
	}
	if t := d.texts[key]; t != nil {
		return t
	}
	if shape := (textKey{w: key.w, h: key.h, editing: key.editing, face: key.face}); d.texts == nil || d.textsFor != shape {
		d.texts = map[textKey]*shapedText{} // a new box or face: the kept ones are of no use
		d.textsFor = shape
	}
	t := d.shapeCardText(it, b)
	d.texts[key] = t
	return t
}

// shapedText is the preview's text of one card: its lines, and each
// line's glyphs as text.AppendGlyphs laid them out.
type shapedText struct {
	lines  []previewLine
	glyphs [][]text.Glyph
}

// shapeCardText lays out it's words in b and shapes each line.
func (d *DecksScene) shapeCardText(it CollItem, b widget.Box) *shapedText {
	t := &shapedText{lines: d.layoutCardText(it, b, nil)}
	lay := text.LayoutOptions{PrimaryAlign: render.LeftMiddle.H, SecondaryAlign: render.LeftMiddle.V}
	for _, l := range t.lines {
		t.glyphs = append(t.glyphs, text.AppendGlyphs(nil, l.s, l.face, &lay))
	}
	return t
}

// textKey is what the preview's laid-out text depends on.
type textKey struct {
	item    CollItem
	w, h    float64
	inDeck  int
	limit   int  // copies allowed (drafted, in a draft)
	draft   bool // a drafted deck: "of the n you drafted"
	editing bool
	face    *text.GoTextFace // the faces are new at every new scale
}

// textLine is one laid-out line of the preview's text.
type previewLine struct {
	s    string
	face *text.GoTextFace
	col  color.RGBA
	y    float64 // from the top of the box
}

// layoutCardText lays out it's words in b, appending to out.
func (d *DecksScene) layoutCardText(it CollItem, b widget.Box, out []previewLine) []previewLine {
	u := d.Sk.U
	type para struct {
		s      string
		italic bool
		gilt   bool
	}
	var paras []para
	meta, body, flavor := d.cardWords(it)
	paras = append(paras, para{s: meta, gilt: true})
	for _, s := range body {
		paras = append(paras, para{s: s})
	}
	if flavor != "" {
		paras = append(paras, para{s: flavor, italic: true})
	}
	lh := d.rowFace.Size * 1.28
	y := lh / 2
	for pi, pa := range paras {
		face, col := d.rowFace, render.Fade(render.Ivory, 0.9)
		if pa.italic {
			face, col = d.capFace, render.Fade(render.Mist, 0.95)
		}
		if pa.gilt {
			col = render.GiltLight
		}
		lines := widget.Wrap(pa.s, face, b.W()-4*u)
		for li, l := range lines {
			if y+lh > b.H() && (li < len(lines)-1 || pi < len(paras)-1) {
				return append(out, previewLine{widget.FitText(l+"…", face, b.W()-4*u), face, col, y})
			}
			out = append(out, previewLine{l, face, col, y})
			y += lh
		}
		y += lh * 0.35
	}
	return out
}

// cardWords are a card's facts line, its rules text paragraphs (with the
// Heresy) and its flavour.
func (d *DecksScene) cardWords(it CollItem) (meta string, body []string, flavor string) {
	set := d.app.Set
	if it.IsDeity() {
		return present.DeityWords(&set.Deities[it.Deity])
	}
	c := &set.Cards[it.Def]
	meta, body, flavor = present.CardWords(c)
	if d.Ed != nil && !c.Mini {
		body = append(body, d.Ed.inDeckLine(c))
	}
	return meta, body, flavor
}

// drawDrag draws the dragged card under the pointer.
func (d *DecksScene) drawDrag(dst *ebiten.Image) {
	w := d.Lay.CardW
	h := float64(render.CardHeight(w))
	p := d.drag.pos
	d.drawFace(dst, d.drag.item, w, p.X-float64(w)/2, p.Y-h/3)
	u := d.Sk.U
	switch {
	case !d.drag.fromDeck && d.Ed != nil:
		d.Sk.Panel(dst, d.Lay.Panel, 14*u, render.Fade(render.Gilt, 0.06), render.Fade(render.Gilt, 0.8), math.Max(1.5, 2*u))
	case d.drag.fromDeck && !d.Lay.Panel.Contains(p):
		d.Sk.Text(dst, "Let go to take it out", d.capFace, p.X, p.Y+h*0.7, render.Center, render.GiltLight)
	}
}

// drawFoot writes the key hints, or the latest message.
func (d *DecksScene) drawFoot(dst *ebiten.Image) {
	u := d.Sk.U
	s := "Arrows choose a card  ·  Enter or + adds it, Delete or − takes it out  ·  drag cards in and out  ·  F1 rules  ·  Ctrl+S save  ·  Esc back"
	col := render.Fade(render.Mist, 0.8)
	if d.Ed == nil {
		s = "Arrows choose a card  ·  type to search  ·  F1 rules  ·  New deck or Edit to build  ·  Ctrl+V imports a deck list  ·  Esc back"
	}
	if t := d.Toast(); t != "" {
		s, col = t, render.Fade(render.GiltLight, math.Min(1, float64(d.toastT)/30))
	}
	d.Sk.Text(dst, widget.FitText(s, d.Sk.Small, float64(d.w)-2*44*u), d.Sk.Small, 44*u, d.Lay.hintsY, render.LeftMiddle, col)
}

// scrollbar draws a thin gilt thumb at x when content overflows view b.
func (d *DecksScene) scrollbar(dst *ebiten.Image, b widget.Box, scroll, content, x float64) {
	if content <= b.H()+1 {
		return
	}
	u := d.Sk.U
	th := math.Max(24*u, b.H()*b.H()/content)
	ty := b.Y0 + (b.H()-th)*(scroll/(content-b.H()))
	w := math.Max(1.5, 3*u)
	d.Sk.Rect(dst, widget.Rect{X: x - w/2, Y: b.Y0 + 4*u, W: w, H: b.H() - 8*u}, render.Fade(render.Mist, 0.15))
	d.Sk.Rect(dst, widget.Rect{X: x - w/2, Y: ty + 2*u, W: w, H: th - 4*u}, render.Fade(render.Gilt, 0.7))
}
