package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"
)

// Draw implements Scene.
func (d *DecksScene) Draw(screen *ebiten.Image) {
	sk := &d.sk
	if sk.u == 0 {
		return
	}
	d.drawBackground(screen)
	d.drawActive(screen)
	d.drawGrid(screen)
	d.drawPreview(screen)
	sk.sheet(screen, d.lay.panel)
	if d.ed != nil {
		d.ed.draw(screen)
	} else {
		d.shelf.draw(screen)
	}
	d.form.draw(screen, sk)
	if d.drag != nil {
		d.drawDrag(screen)
	}
	d.drawFoot(screen)
	if d.hand != nil {
		d.hand.draw(screen, d)
	}
	if d.dlg != nil {
		d.dlg.draw(screen, d)
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
		var t render.Table
		t.Draw(d.bg)
		u := d.sk.u
		d.sk.pen.Frame(d.bg, d.bg.Bounds(), u, render.Gilt)
		hw, _ := d.head.Size()
		d.head.Draw(d.bg, d.lay.left+hw/2, d.search.Box.y0+d.search.Box.h()/2, 0.5)
		d.bgStale = false
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	screen.DrawImage(d.bg, op)
}

// drawActive writes the line that says how many cards show and which
// filters are on.
func (d *DecksScene) drawActive(dst *ebiten.Image) {
	u := d.sk.u
	maxW := d.sortStep.Box.x0 - 10*u - d.lay.left
	if d.activeFor != [2]float64{float64(d.filterGen), maxW} {
		s := fmt.Sprintf("%d of %d cards", len(d.shown), len(d.cat.items))
		if parts := d.flt.describe(); len(parts) > 0 {
			s += " · " + strings.Join(parts, " · ")
		} else {
			s += " · no filter"
		}
		d.activeLine = fitText(s, d.capFace, maxW)
		d.activeFor = [2]float64{float64(d.filterGen), maxW}
	}
	render.DrawText(dst, d.activeLine, d.capFace, d.lay.left, d.lay.activeY, render.LeftMiddle, render.Fade(render.Ivory, 0.78))
}

// drawGrid draws the faces that are in view, clipped to the grid.
func (d *DecksScene) drawGrid(dst *ebiten.Image) {
	g := d.lay.grid
	clip := dst.SubImage(image.Rect(int(g.x0), int(g.y0), int(math.Ceil(g.x1)), int(math.Ceil(g.y1)))).(*ebiten.Image)
	u := d.sk.u
	if len(d.shown) == 0 {
		render.DrawText(dst, "No card passes these filters.", d.sk.note, (g.x0+g.x1)/2, g.y0+60*u, render.Center, render.Fade(render.Mist, 0.9))
		return
	}
	first := int(d.scroll/d.rowPitch()) * d.lay.cols
	for n := max(0, first); n < len(d.shown); n++ {
		b := d.cellBox(n)
		if b.y0 > g.y1 {
			break
		}
		i := d.shown[n]
		it := d.cat.items[i]
		if d.drag != nil && !d.drag.fromDeck && d.drag.item == it {
			sk := &d.sk
			sk.panel(clip, b, 8*u, render.Fade(render.Ink, 0.4), render.Fade(render.Gilt, 0.3), math.Max(1, u))
			continue
		}
		d.drawFace(clip, it, d.lay.cardW, b.x0, b.y0)
		d.drawCellMarks(clip, i, it, b)
	}
	d.scrollbar(dst, g, d.scroll, d.contentH(), g.x1+5*u)
}

// drawCellMarks draws the selection and hover outline, and while building
// how many copies the deck holds.
func (d *DecksScene) drawCellMarks(dst *ebiten.Image, i int, it collItem, b box) {
	sk := &d.sk
	u := sk.u
	if i == d.sel {
		sk.panel(dst, box{b.x0 - 3*u, b.y0 - 3*u, b.x1 + 3*u, b.y1 + 3*u}, 9*u, render.Fade(render.Ink, 0), render.Gilt, math.Max(1.5, 2*u))
	} else if i == d.hover {
		sk.panel(dst, box{b.x0 - 2*u, b.y0 - 2*u, b.x1 + 2*u, b.y1 + 2*u}, 8*u, render.Fade(render.Ink, 0), render.Fade(render.GiltLight, 0.6), math.Max(1, u))
	}
	if d.ed == nil {
		return
	}
	n, limit := 0, 0
	switch {
	case it.isDeity():
		if d.ed.deck.Deity == it.deity {
			n, limit = 1, 1
		}
	default:
		c := &d.app.Set.Cards[it.def]
		n, limit = d.ed.deck.Count(it.def), cardset.CopyLimit(c)
	}
	if n == 0 {
		return
	}
	label := fmt.Sprintf("%d/%d", n, limit)
	if it.isDeity() {
		label = "Deity"
	}
	tw := advance(label, d.tinyFace) + 14*u
	badge := boxAt(b.x1-tw-4*u, b.y1-24*u, tw, 20*u)
	sk.panel(dst, badge, 5*u, render.Mix(render.GiltDeep, render.Ink, 0.3), render.Gilt, math.Max(1, u))
	render.DrawText(dst, label, d.tinyFace, (badge.x0+badge.x1)/2, (badge.y0+badge.y1)/2-1*u, render.Center, render.GiltLight)
}

// drawFace draws an item's face at width w with its top-left at (x, y),
// or its placeholder while the face is not rendered yet.
func (d *DecksScene) drawFace(dst *ebiten.Image, it collItem, w int, x, y float64) {
	if img := d.faces.ready(it, w); img != nil {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(math.Round(x), math.Round(y))
		dst.DrawImage(img, op)
		return
	}
	d.drawPlaceholder(dst, it, boxAt(x, y, float64(w), float64(render.CardHeight(w))))
}

// drawPlaceholder is a card not rendered yet: its frame colour and title.
func (d *DecksScene) drawPlaceholder(dst *ebiten.Image, it collItem, b box) {
	sk := &d.sk
	u := sk.u
	title, col := "", render.Mist
	if it.isDeity() {
		dd := &d.app.Set.Deities[it.deity]
		title, col = dd.Title, render.FactionColor(dd.Faction)
	} else {
		c := &d.app.Set.Cards[it.def]
		title = c.Title
		for f := rules.Aggression; f <= rules.Sanctuary; f++ {
			if c.Factions.Has(f) {
				col = render.FactionColor(f)
				break
			}
		}
	}
	sk.panel(dst, b, 8*u, render.Mix(col, render.Ink, 0.55), render.Fade(col, 0.9), math.Max(1.5, 2*u))
	lines := wrap(title, d.tinyFace, b.w()-16*u)
	y := b.y0 + 18*u
	for _, l := range lines {
		render.DrawText(dst, fitText(l, d.tinyFace, b.w()-16*u), d.tinyFace, (b.x0+b.x1)/2, y, render.Center, render.Fade(render.Ivory, 0.8))
		y += d.tinyFace.Size * 1.25
	}
}

// drawPreview shows the pointed (or selected) card large, with its rules
// text written out under it.
func (d *DecksScene) drawPreview(dst *ebiten.Image) {
	sk := &d.sk
	u := sk.u
	p := d.lay.preview
	i := d.shownItem()
	if i < 0 {
		sk.panel(dst, box{p.x0, p.y0, p.x1, p.y0 + float64(render.CardHeight(d.lay.previewW))}, 12*u,
			render.Fade(render.Ink, 0.3), render.Fade(render.Gilt, 0.22), math.Max(1, u))
		cy := p.y0 + float64(render.CardHeight(d.lay.previewW))/2
		for k, l := range wrap("Point at a card to see it large; F1 explains its rules terms.", d.capFace, p.w()-40*u) {
			render.DrawText(dst, l, d.capFace, (p.x0+p.x1)/2, cy+float64(k)*d.capFace.Size*1.3, render.Center, render.Fade(render.Mist, 0.85))
		}
		return
	}
	it := d.cat.items[i]
	w := d.lay.previewW
	if img := d.faces.ready(it, w); img != nil {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(math.Round(p.x0), math.Round(p.y0))
		dst.DrawImage(img, op)
	} else if small := d.faces.ready(it, d.lay.cardW); small != nil {
		// The grid's face, enlarged, until the large one is rendered.
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		k := float64(w) / float64(d.lay.cardW)
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(math.Round(p.x0), math.Round(p.y0))
		dst.DrawImage(small, op)
	} else {
		d.drawPlaceholder(dst, it, boxAt(p.x0, p.y0, float64(w), float64(render.CardHeight(w))))
	}
	d.drawCardText(dst, it, box{p.x0, p.y0 + float64(render.CardHeight(w)) + 12*u, p.x1, p.y1})
}

// drawCardText writes a card's rules text out in full in b, cut with an
// ellipsis if it does not fit. The lines are laid out once per card (and
// per count in the deck), not every frame.
func (d *DecksScene) drawCardText(dst *ebiten.Image, it collItem, b box) {
	key := textKey{item: it, w: b.w(), h: b.h(), editing: d.ed != nil}
	if d.ed != nil && !it.isDeity() {
		key.inDeck = d.ed.deck.Count(it.def)
	}
	if key != d.textFor {
		d.textFor = key
		d.textLines = d.layoutCardText(it, b, d.textLines[:0])
	}
	for _, l := range d.textLines {
		render.DrawText(dst, l.s, l.face, b.x0, b.y0+l.y, render.LeftMiddle, l.col)
	}
}

// textKey is what the preview's laid-out text depends on.
type textKey struct {
	item    collItem
	w, h    float64
	inDeck  int
	editing bool
}

// textLine is one laid-out line of the preview's text.
type previewLine struct {
	s    string
	face *text.GoTextFace
	col  color.RGBA
	y    float64 // from the top of the box
}

// layoutCardText lays out it's words in b, appending to out.
func (d *DecksScene) layoutCardText(it collItem, b box, out []previewLine) []previewLine {
	u := d.sk.u
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
		lines := wrap(pa.s, face, b.w()-4*u)
		for li, l := range lines {
			if y+lh > b.h() && (li < len(lines)-1 || pi < len(paras)-1) {
				return append(out, previewLine{fitText(l+"…", face, b.w()-4*u), face, col, y})
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
func (d *DecksScene) cardWords(it collItem) (meta string, body []string, flavor string) {
	set := d.app.Set
	if it.isDeity() {
		dd := &set.Deities[it.deity]
		meta = fmt.Sprintf("Deity · %s · Faction Requirement: %d %s cards", dd.Faction, dd.ReqCount, dd.ReqFaction)
		body = strings.Split(cardset.DescribeDeity(dd), "\n")
		return meta, body, dd.Flavor
	}
	c := &set.Cards[it.def]
	var fs []string
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if c.Factions.Has(f) {
			fs = append(fs, f.String())
		}
	}
	if c.Mini {
		meta = "Mini-card (made in play, never in a deck) · " + strings.Join(fs, "/")
	} else {
		meta = fmt.Sprintf("%s (%s) %s · %s · cost %s", c.Level.Name(), c.Level.Roman(), c.Type, strings.Join(fs, "/"), c.Cost)
	}
	if c.Type == rules.Creature {
		meta += fmt.Sprintf(" · %d/%d", c.Fight, c.Life)
	}
	if c.Type == rules.Intrigue && c.Upkeep.Total() > 0 {
		meta += " · Upkeep " + c.Upkeep.String()
	}
	if c.Text != "" {
		body = append(body, strings.Split(c.Text, "\n")...)
	}
	if c.HeresyText != "" {
		body = append(body, "Heresy: "+c.HeresyText)
	}
	if d.ed != nil && !c.Mini {
		body = append(body, fmt.Sprintf("In this deck: %d of %d", d.ed.deck.Count(c.ID), cardset.CopyLimit(c)))
	}
	return meta, body, c.Flavor
}

// drawDrag draws the dragged card under the pointer.
func (d *DecksScene) drawDrag(dst *ebiten.Image) {
	w := d.lay.cardW
	h := float64(render.CardHeight(w))
	p := d.drag.pos
	d.drawFace(dst, d.drag.item, w, p.X-float64(w)/2, p.Y-h/3)
	u := d.sk.u
	switch {
	case !d.drag.fromDeck && d.ed != nil:
		d.sk.panel(dst, d.lay.panel, 14*u, render.Fade(render.Gilt, 0.06), render.Fade(render.Gilt, 0.8), math.Max(1.5, 2*u))
	case d.drag.fromDeck && !d.lay.panel.contains(p):
		render.DrawText(dst, "Let go to take it out", d.capFace, p.X, p.Y+h*0.7, render.Center, render.GiltLight)
	}
}

// drawFoot writes the key hints, or the latest message.
func (d *DecksScene) drawFoot(dst *ebiten.Image) {
	u := d.sk.u
	s := "Arrows choose a card  ·  Enter or + adds it, Delete or − takes it out  ·  drag cards in and out  ·  F1 rules  ·  Ctrl+S save  ·  Esc back"
	col := render.Fade(render.Mist, 0.8)
	if d.ed == nil {
		s = "Arrows choose a card  ·  type to search  ·  F1 rules  ·  New deck or Edit to build  ·  Ctrl+V imports a deck list  ·  Esc back"
	}
	if t := d.Toast(); t != "" {
		s, col = t, render.Fade(render.GiltLight, math.Min(1, float64(d.toastT)/30))
	}
	render.DrawText(dst, fitText(s, d.sk.small, float64(d.w)-2*44*u), d.sk.small, 44*u, d.lay.hintsY, render.LeftMiddle, col)
}

// scrollbar draws a thin gilt thumb at x when content overflows view b.
func (d *DecksScene) scrollbar(dst *ebiten.Image, b box, scroll, content, x float64) {
	if content <= b.h()+1 {
		return
	}
	u := d.sk.u
	th := math.Max(24*u, b.h()*b.h()/content)
	ty := b.y0 + (b.h()-th)*(scroll/(content-b.h()))
	w := math.Max(1.5, 3*u)
	fillRect(dst, Rect{x - w/2, b.y0 + 4*u, w, b.h() - 8*u}, render.Fade(render.Mist, 0.15))
	fillRect(dst, Rect{x - w/2, ty + 2*u, w, th - 4*u}, render.Fade(render.Gilt, 0.7))
}
