package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"
)

// draw paints the editor's panel (its widgets are drawn by the form).
func (e *deckEditor) draw(dst *ebiten.Image) {
	d := e.d
	sk := &d.sk
	u := sk.u
	P := d.lay.panel
	x0 := P.x0 + 14*u
	least, most := cardset.SizeRange(e.deck.Extended)
	want := fmt.Sprintf("%d", least)
	if least != most {
		want = fmt.Sprintf("%d–%d", least, most)
	}
	render.DrawText(dst, fmt.Sprintf("%d of %s cards", e.deck.Size(), want), sk.small, x0, e.countY, render.LeftMiddle, render.Ivory)
	e.drawLegality(dst, box{x0, e.legalY, P.x1 - 14*u, e.legalY + 60*u})
	lb := e.listBox
	clip := dst.SubImage(image.Rect(int(lb.x0), int(lb.y0), int(math.Ceil(lb.x1)), int(math.Ceil(lb.y1)))).(*ebiten.Image)
	if e.tab == 1 {
		e.drawCharts(clip, lb)
		return
	}
	if len(e.rows) == 0 {
		for k, l := range wrap("Drag cards here, click them, or select one and press Enter. Click a card of the list to take a copy out.", d.capFace, lb.w()-28*u) {
			render.DrawText(dst, l, d.capFace, lb.x0+14*u, lb.y0+20*u+float64(k)*d.capFace.Size*1.3, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		}
		return
	}
	for _, r := range e.rows {
		y := lb.y0 + r.y - e.scroll
		if y+r.h < lb.y0 || y > lb.y1 {
			continue
		}
		e.drawRow(clip, r, y)
	}
	d.scrollbar(dst, lb, e.scroll, e.listH(), lb.x1-2*u)
}

// drawLegality lists what the deck still lacks, or says it is legal.
func (e *deckEditor) drawLegality(dst *ebiten.Image, b box) {
	d := e.d
	u := d.sk.u
	lh := d.capFace.Size * 1.25
	y := b.y0 + lh/2
	if len(e.unmet) == 0 {
		render.DrawText(dst, "A legal deck: ready to play.", d.capFace, b.x0, y, render.LeftMiddle, render.GiltLight)
		render.DrawText(dst, fitText(e.fileLabel(), d.capFace, b.w()), d.capFace, b.x0, y+lh, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		return
	}
	rows := max(1, int(b.h()/lh))
	for k, un := range e.unmet {
		l := shortUnmet(un.Msg)
		if k == rows-1 && len(e.unmet) > rows {
			l = fmt.Sprintf("…and %d more", len(e.unmet)-k)
		}
		if k >= rows {
			break
		}
		render.DrawText(dst, fitText(l, d.capFace, b.w()-12*u), d.capFace, b.x0+12*u, y, render.LeftMiddle, errorInk)
		y += lh
	}
	d.sk.lozenge(dst, b.x0+4*u, b.y0+lh/2, 3.5*u, errorInk)
}

// drawRow draws one line of the deck list at top y.
func (e *deckEditor) drawRow(dst *ebiten.Image, r deckRow, y float64) {
	d := e.d
	sk := &d.sk
	u := sk.u
	lb := e.listBox
	mid := y + r.h/2
	if r.card == 0 {
		sk.lozenge(dst, lb.x0+14*u, mid, 4.5*u, render.LevelColor(r.level))
		render.DrawText(dst, r.label, d.tinyFace, lb.x0+26*u, mid, render.LeftMiddle, render.Gilt)
		return
	}
	c := &d.app.Set.Cards[r.card]
	hover := d.hover >= 0 && d.cat.items[d.hover].def == r.card && !d.cat.items[d.hover].isDeity() && lb.contains(d.mouse)
	if hover {
		sk.panel(dst, box{lb.x0 + 4*u, y + 1*u, lb.x1 - 8*u, y + r.h - 1*u}, 4*u, render.Fade(render.GiltDeep, 0.3), render.Fade(render.Gilt, 0.5), math.Max(1, u))
	}
	// The faction stripe: one band per faction.
	var cols []color.RGBA
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if c.Factions.Has(f) {
			cols = append(cols, render.FactionColor(f))
		}
	}
	sh := (r.h - 6*u) / float64(max(1, len(cols)))
	for k, col := range cols {
		fillRect(dst, Rect{lb.x0 + 8*u, y + 3*u + float64(k)*sh, 4 * u, sh}, col)
	}
	countCol := render.GiltLight
	if r.count > cardset.CopyLimit(c) {
		countCol = errorInk
	}
	render.DrawText(dst, r.label, d.rowFace, lb.x0+36*u, mid-1*u, render.RightMiddle, countCol)
	plus := e.plusBox(y, r.h)
	render.DrawText(dst, r.title, d.rowFace, lb.x0+42*u, mid-1*u, render.LeftMiddle, render.Fade(render.Ivory, 0.92))
	px := plus.x0 - 8*u
	for l := rules.Exalted; l >= rules.Lesser; l-- {
		for range c.Cost.Of(l) {
			sk.lozenge(dst, px, mid, 3.6*u, render.LevelColor(l))
			px -= 9 * u
		}
	}
	a := 0.45
	if plus.contains(d.mouse) {
		a = 1
	}
	render.DrawText(dst, "+", d.rowFace, (plus.x0+plus.x1)/2, mid-1*u, render.Center, render.Fade(render.Gilt, a))
}

// deckStats are the counts the charts show.
type deckStats struct {
	levels   [4]int // cards of each level: the deck's Aspects
	pips     [4]int // Aspects of each level the deck's costs ask for
	factions [5]int
	types    [5]int
	costs    [8]int // by total cost, 7 and more together
}

func (e *deckEditor) stats() deckStats {
	var s deckStats
	set := e.d.app.Set
	for _, en := range e.deck.Entries {
		c := &set.Cards[en.Card]
		s.levels[c.Level] += en.Count
		for l := rules.Lesser; l <= rules.Exalted; l++ {
			s.pips[l] += en.Count * int(c.Cost.Of(l))
		}
		for f := rules.Aggression; f <= rules.Sanctuary; f++ {
			if c.Factions.Has(f) {
				s.factions[f] += en.Count
			}
		}
		s.types[c.Type] += en.Count
		s.costs[min(c.Cost.Total(), 7)] += en.Count
	}
	return s
}

// drawCharts draws the deck at a glance in b: its levels (which are also
// the Aspects it brings, and so what it means for Power), factions, types
// and costs.
func (e *deckEditor) drawCharts(dst *ebiten.Image, b box) {
	d := e.d
	u := d.sk.u
	s := e.stats()
	x0, w := b.x0+12*u, b.w()-24*u
	y := b.y0 + 2*u
	power := s.levels[1] + 2*s.levels[2] + 3*s.levels[3]
	y = e.chartHead(dst, "Levels · also its Aspects", x0, y)
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		y = e.bar(dst, x0, y, w, l.Roman(), s.levels[l], e.deck.Size(), render.LevelColor(l), fmt.Sprintf("%d · costs ask %d", s.levels[l], s.pips[l]))
	}
	note := fmt.Sprintf("Traded or Seized, they give Power of their own level: %d toward X costs.", power)
	for _, l := range wrap(note, d.tinyFace, w) {
		render.DrawText(dst, l, d.tinyFace, x0, y+d.tinyFace.Size*0.55, render.LeftMiddle, render.Fade(render.Mist, 0.95))
		y += d.tinyFace.Size * 1.1
	}
	y += 4 * u
	y = e.chartHead(dst, "Factions", x0, y)
	req, reqN := rules.Faction(0), 0
	if e.deck.Deity >= 0 {
		dd := &d.app.Set.Deities[e.deck.Deity]
		req, reqN = dd.ReqFaction, dd.ReqCount
	}
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		label := fmt.Sprint(s.factions[f])
		if f == req {
			label += fmt.Sprintf(" (%d needed)", reqN)
		}
		y = e.bar(dst, x0, y, w, f.String()[:3], s.factions[f], e.deck.Size(), render.FactionColor(f), label)
	}
	y += 4 * u
	half := (w - 14*u) / 2
	yt := e.chartHead(dst, "Types", x0, y)
	for t := rules.Creature; t <= rules.Scheme; t++ {
		yt = e.bar(dst, x0, yt, half, t.String()[:3], s.types[t], e.deck.Size(), render.Fade(render.Ivory, 0.7), fmt.Sprint(s.types[t]))
	}
	xc := x0 + half + 14*u
	yc := e.chartHead(dst, "Costs", xc, y)
	e.columns(dst, box{xc, yc, xc + half, math.Max(yc+20*u, yt)}, s.costs[1:])
}

// chartHead writes a chart's title and returns the y under it.
func (e *deckEditor) chartHead(dst *ebiten.Image, s string, x, y float64) float64 {
	f := e.d.tinyFace
	render.DrawText(dst, smallCaps(s), f, x, y+f.Size*0.7, render.LeftMiddle, render.Gilt)
	return y + f.Size*1.35
}

// bar draws one labelled bar of n out of total and returns the y under
// it.
func (e *deckEditor) bar(dst *ebiten.Image, x, y, w float64, label string, n, total int, col color.RGBA, value string) float64 {
	d := e.d
	u := d.sk.u
	f := d.tinyFace
	h := f.Size * 1.1
	labelW := 32 * u
	valueW := advance(value, f) + 6*u
	bw := w - labelW - valueW
	render.DrawText(dst, label, f, x, y+h/2, render.LeftMiddle, render.Fade(render.Ivory, 0.85))
	fillRect(dst, Rect{x + labelW, y + h*0.2, bw, h * 0.6}, render.Fade(render.Ink, 0.5))
	if total > 0 && n > 0 {
		fillRect(dst, Rect{x + labelW, y + h*0.2, math.Max(2*u, bw*float64(n)/float64(total)), h * 0.6}, col)
	}
	render.DrawText(dst, value, f, x+w, y+h/2, render.RightMiddle, render.Fade(render.Ivory, 0.85))
	return y + h + 1*u
}

// columns draws the cost curve: one column per total cost 1..7+.
func (e *deckEditor) columns(dst *ebiten.Image, b box, counts []int) {
	d := e.d
	u := d.sk.u
	f := d.tinyFace
	top := 1
	for _, n := range counts {
		top = max(top, n)
	}
	cw := b.w() / float64(len(counts))
	base := b.y1 - f.Size*1.2
	for i, n := range counts {
		x := b.x0 + float64(i)*cw
		h := (base - b.y0 - f.Size*1.3) * float64(n) / float64(top)
		fillRect(dst, Rect{x + cw*0.2, base - h, cw * 0.6, h}, render.Fade(render.Gilt, 0.75))
		label := fmt.Sprint(i + 1)
		if i == len(counts)-1 {
			label += "+"
		}
		render.DrawText(dst, label, f, x+cw/2, base+f.Size*0.6, render.Center, render.Fade(render.Mist, 0.95))
		if n > 0 {
			render.DrawText(dst, fmt.Sprint(n), f, x+cw/2, base-h-f.Size*0.6, render.Center, render.Fade(render.Ivory, 0.9))
		}
	}
	_ = u
}

// draw paints the shelf (its buttons are drawn by the form).
func (s *deckShelf) draw(dst *ebiten.Image) {
	d := s.d
	sk := &d.sk
	u := sk.u
	P := d.lay.panel
	render.DrawText(dst, "Decks", sk.label, P.x0+16*u, s.headY, render.LeftMiddle, render.Gilt)
	lb := s.listBox
	clip := dst.SubImage(image.Rect(int(lb.x0), int(lb.y0), int(math.Ceil(lb.x1)), int(math.Ceil(lb.y1)))).(*ebiten.Image)
	for i, r := range s.rows {
		y := lb.y0 + r.y - s.scroll
		if y+r.h < lb.y0 || y > lb.y1 {
			continue
		}
		s.drawRow(clip, i, r, y)
	}
	d.scrollbar(dst, lb, s.scroll, s.listH(), lb.x1-2*u)
	if s.err != "" {
		render.DrawText(dst, fitText(s.err, d.capFace, P.w()-28*u), d.capFace, P.x0+14*u, s.editBtn.Box.y0-14*u, render.LeftMiddle, errorInk)
	}
}

func (s *deckShelf) drawRow(dst *ebiten.Image, i int, r shelfRow, y float64) {
	d := s.d
	sk := &d.sk
	u := sk.u
	lb := s.listBox
	x := lb.x0 + 12*u
	if r.heading != "" {
		render.DrawText(dst, smallCaps(r.heading), d.tinyFace, x, y+r.h/2+2*u, render.LeftMiddle, render.Fade(render.Gilt, 0.85))
		return
	}
	if r.saved < 0 && r.prebuilt < 0 { // a note
		for k, l := range r.lines {
			render.DrawText(dst, l, d.capFace, x+8*u, y+10*u+float64(k)*d.capFace.Size*1.25, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		}
		return
	}
	band := box{lb.x0 + 4*u, y + 2*u, lb.x1 - 8*u, y + r.h - 2*u}
	switch {
	case i == s.sel:
		sk.panel(dst, band, 5*u, render.Fade(render.GiltDeep, 0.35), render.Fade(render.Gilt, 0.6), math.Max(1, u))
	case band.contains(d.mouse):
		sk.panel(dst, band, 5*u, render.Fade(render.Ink, 0.35), render.Fade(render.Gilt, 0.3), math.Max(1, u))
	}
	render.DrawText(dst, r.title, d.rowFace, x+10*u, y+14*u, render.LeftMiddle, render.Fade(render.Ivory, 0.95))
	if len(r.lines) > 0 {
		for k, l := range r.lines {
			render.DrawText(dst, l, d.capFace, x+10*u, y+32*u+float64(k)*d.capFace.Size*1.25, render.LeftMiddle, errorInk)
		}
		return
	}
	render.DrawText(dst, r.sub, d.capFace, x+10*u, y+32*u, render.LeftMiddle, r.subCol)
}

// rowWords are a shelf row's title and its line under it.
func (s *deckShelf) rowWords(r shelfRow) (title, sub string, col color.RGBA) {
	d := s.d
	col = render.Fade(render.Mist, 0.95)
	if r.prebuilt >= 0 {
		p := d.app.Decks[r.prebuilt]
		return p.Name, d.app.Set.Deities[p.Deity].Title + " · " + fmt.Sprint(len(p.Cards)) + " cards · pre-built", col
	}
	sd := &s.saved[r.saved]
	if !sd.Readable() {
		return sd.Title(), "", col
	}
	deity := "no Deity"
	if sd.Deck.Deity >= 0 {
		deity = d.app.Set.Deities[sd.Deck.Deity].Title
	}
	sub = fmt.Sprintf("%s · %d cards", deity, sd.Deck.Size())
	if len(sd.Unmet) == 0 {
		sub += " · legal"
	} else {
		sub += " · " + shortUnmet(sd.Unmet[0].Msg)
		col = errorInk
	}
	return sd.Title(), sub, col
}
