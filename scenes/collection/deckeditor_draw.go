package collection

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"

	"twilight/scenes/folder"
	"twilight/scenes/widget"
)

// draw paints the editor's panel (its widgets are drawn by the form).
func (e *deckEditor) draw(dst *ebiten.Image) {
	d := e.d
	sk := &d.Sk
	u := sk.U
	P := d.Lay.Panel
	x0 := P.X0 + 14*u
	least, most := cardset.SizeRange(e.deck.Extended)
	want := fmt.Sprintf("%d", least)
	if least != most {
		want = fmt.Sprintf("%d–%d", least, most)
	}
	d.Sk.Text(dst, fmt.Sprintf("%d of %s cards", e.deck.Size(), want), sk.Small, x0, e.countY, render.LeftMiddle, render.Ivory)
	if d.Draft != nil {
		_, cy := e.name.Box.Center()
		d.Sk.Text(dst, widget.FitText(rules.Possessive(d.Draft.b.Seat)+" drafted deck", sk.Label, e.name.Box.W()), sk.Label, x0, cy, render.LeftMiddle, render.Gilt)
	}
	e.drawLegality(dst, widget.Box{X0: x0, Y0: e.legalY, X1: P.X1 - 14*u, Y1: e.legalY + 60*u})
	lb := e.ListBox
	clip := e.clip.Of(dst, image.Rect(int(lb.X0), int(lb.Y0), int(math.Ceil(lb.X1)), int(math.Ceil(lb.Y1))))
	if e.tab == 1 {
		e.drawCharts(clip, lb)
		return
	}
	if len(e.Rows) == 0 {
		for k, l := range widget.Wrap("Drag cards here, click them, or select one and press Enter. Click a card of the list to take a copy out.", d.capFace, lb.W()-28*u) {
			d.Sk.Text(dst, l, d.capFace, lb.X0+14*u, lb.Y0+20*u+float64(k)*d.capFace.Size*1.3, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		}
		return
	}
	for _, r := range e.Rows {
		y := lb.Y0 + r.Y - e.Scroll
		if y+r.H < lb.Y0 || y > lb.Y1 {
			continue
		}
		e.drawRow(clip, r, y)
	}
	d.scrollbar(dst, lb, e.Scroll, e.listH(), lb.X1-2*u)
}

// drawLegality lists what the deck still lacks, or says it is legal.
func (e *deckEditor) drawLegality(dst *ebiten.Image, b widget.Box) {
	d := e.d
	u := d.Sk.U
	lh := d.capFace.Size * 1.25
	y := b.Y0 + lh/2
	rows := max(1, int(b.H()/lh))
	if d.Draft != nil {
		// The last line says whether the Deity's power comes with the deck.
		note, met := d.Draft.requirementNote(d.app.Set, e.deck)
		lines := widget.Wrap(note, d.capFace, b.W())
		lines = lines[:min(2, len(lines))]
		rows = max(1, rows-len(lines))
		for k, l := range lines {
			d.Sk.Text(dst, l, d.capFace, b.X0, y+float64(rows+k)*lh, render.LeftMiddle, noteInk(met))
		}
	}
	if len(e.Unmet) == 0 {
		d.Sk.Text(dst, "A legal deck: ready to play.", d.capFace, b.X0, y, render.LeftMiddle, render.GiltLight)
		if d.Draft == nil {
			d.Sk.Text(dst, widget.FitText(e.fileLabel(), d.capFace, b.W()), d.capFace, b.X0, y+lh, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		}
		return
	}
	for k, un := range e.Unmet {
		l := folder.ShortUnmet(un.Msg)
		if k == rows-1 && len(e.Unmet) > rows {
			l = fmt.Sprintf("…and %d more", len(e.Unmet)-k)
		}
		if k >= rows {
			break
		}
		d.Sk.Text(dst, widget.FitText(l, d.capFace, b.W()-12*u), d.capFace, b.X0+12*u, y, render.LeftMiddle, widget.ErrorInk)
		y += lh
	}
	d.Sk.Lozenge(dst, b.X0+4*u, b.Y0+lh/2, 3.5*u, widget.ErrorInk)
}

// drawRow draws one line of the deck list at top y.
func (e *deckEditor) drawRow(dst *ebiten.Image, r deckRow, y float64) {
	d := e.d
	sk := &d.Sk
	u := sk.U
	lb := e.ListBox
	mid := y + r.H/2
	if r.Card == 0 {
		sk.Lozenge(dst, lb.X0+14*u, mid, 4.5*u, render.LevelColor(r.level))
		d.Sk.Text(dst, r.label, d.tinyFace, lb.X0+26*u, mid, render.LeftMiddle, render.Gilt)
		return
	}
	c := &d.app.Set.Cards[r.Card]
	hover := d.Hover >= 0 && d.Cat.Items[d.Hover].Def == r.Card && !d.Cat.Items[d.Hover].IsDeity() && lb.Contains(d.Mouse)
	if hover {
		sk.Panel(dst, widget.Box{X0: lb.X0 + 4*u, Y0: y + 1*u, X1: lb.X1 - 8*u, Y1: y + r.H - 1*u}, 4*u, render.Fade(render.GiltDeep, 0.3), render.Fade(render.Gilt, 0.5), math.Max(1, u))
	}
	// The faction stripe: one band per faction.
	var cols []color.RGBA
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if c.Factions.Has(f) {
			cols = append(cols, render.FactionColor(f))
		}
	}
	sh := (r.H - 6*u) / float64(max(1, len(cols)))
	for k, col := range cols {
		widget.FillRect(dst, widget.Rect{X: lb.X0 + 8*u, Y: y + 3*u + float64(k)*sh, W: 4 * u, H: sh}, col)
	}
	countCol := render.GiltLight
	if r.count > cardset.CopyLimit(c) {
		countCol = widget.ErrorInk
	}
	d.Sk.Text(dst, r.label, d.rowFace, lb.X0+36*u, mid-1*u, render.RightMiddle, countCol)
	plus := e.plusBox(y, r.H)
	d.Sk.Text(dst, r.title, d.rowFace, lb.X0+42*u, mid-1*u, render.LeftMiddle, render.Fade(render.Ivory, 0.92))
	px := plus.X0 - 8*u
	for l := rules.Exalted; l >= rules.Lesser; l-- {
		for range c.Cost.Of(l) {
			sk.Lozenge(dst, px, mid, 3.6*u, render.LevelColor(l))
			px -= 9 * u
		}
	}
	a := 0.45
	if plus.Contains(d.Mouse) {
		a = 1
	}
	d.Sk.Text(dst, "+", d.rowFace, (plus.X0+plus.X1)/2, mid-1*u, render.Center, render.Fade(render.Gilt, a))
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
func (e *deckEditor) drawCharts(dst *ebiten.Image, b widget.Box) {
	d := e.d
	u := d.Sk.U
	s := e.stats()
	x0, w := b.X0+12*u, b.W()-24*u
	y := b.Y0 + 2*u
	power := s.levels[1] + 2*s.levels[2] + 3*s.levels[3]
	y = e.chartHead(dst, "Levels · also its Aspects", x0, y)
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		y = e.bar(dst, x0, y, w, l.Roman(), s.levels[l], e.deck.Size(), render.LevelColor(l), fmt.Sprintf("%d · costs ask %d", s.levels[l], s.pips[l]))
	}
	note := fmt.Sprintf("Traded or Seized, they give Power of their own level: %d toward X costs.", power)
	for _, l := range widget.Wrap(note, d.tinyFace, w) {
		d.Sk.Text(dst, l, d.tinyFace, x0, y+d.tinyFace.Size*0.55, render.LeftMiddle, render.Fade(render.Mist, 0.95))
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
	e.columns(dst, widget.Box{X0: xc, Y0: yc, X1: xc + half, Y1: math.Max(yc+20*u, yt)}, s.costs[1:])
}

// chartHead writes a chart's title and returns the y under it.
func (e *deckEditor) chartHead(dst *ebiten.Image, s string, x, y float64) float64 {
	f := e.d.tinyFace
	e.d.Sk.Text(dst, widget.SmallCaps(s), f, x, y+f.Size*0.7, render.LeftMiddle, render.Gilt)
	return y + f.Size*1.35
}

// bar draws one labelled bar of n out of total and returns the y under
// it.
func (e *deckEditor) bar(dst *ebiten.Image, x, y, w float64, label string, n, total int, col color.RGBA, value string) float64 {
	d := e.d
	u := d.Sk.U
	f := d.tinyFace
	h := f.Size * 1.1
	labelW := 32 * u
	valueW := widget.Advance(value, f) + 6*u
	bw := w - labelW - valueW
	d.Sk.Text(dst, label, f, x, y+h/2, render.LeftMiddle, render.Fade(render.Ivory, 0.85))
	widget.FillRect(dst, widget.Rect{X: x + labelW, Y: y + h*0.2, W: bw, H: h * 0.6}, render.Fade(render.Ink, 0.5))
	if total > 0 && n > 0 {
		widget.FillRect(dst, widget.Rect{X: x + labelW, Y: y + h*0.2, W: math.Max(2*u, bw*float64(n)/float64(total)), H: h * 0.6}, col)
	}
	d.Sk.Text(dst, value, f, x+w, y+h/2, render.RightMiddle, render.Fade(render.Ivory, 0.85))
	return y + h + 1*u
}

// columns draws the cost curve: one column per total cost 1..7+.
func (e *deckEditor) columns(dst *ebiten.Image, b widget.Box, counts []int) {
	d := e.d
	u := d.Sk.U
	f := d.tinyFace
	top := 1
	for _, n := range counts {
		top = max(top, n)
	}
	cw := b.W() / float64(len(counts))
	base := b.Y1 - f.Size*1.2
	for i, n := range counts {
		x := b.X0 + float64(i)*cw
		h := (base - b.Y0 - f.Size*1.3) * float64(n) / float64(top)
		widget.FillRect(dst, widget.Rect{X: x + cw*0.2, Y: base - h, W: cw * 0.6, H: h}, render.Fade(render.Gilt, 0.75))
		label := fmt.Sprint(i + 1)
		if i == len(counts)-1 {
			label += "+"
		}
		d.Sk.Text(dst, label, f, x+cw/2, base+f.Size*0.6, render.Center, render.Fade(render.Mist, 0.95))
		if n > 0 {
			d.Sk.Text(dst, fmt.Sprint(n), f, x+cw/2, base-h-f.Size*0.6, render.Center, render.Fade(render.Ivory, 0.9))
		}
	}
	_ = u
}

// draw paints the shelf (its buttons are drawn by the form).
func (s *deckShelf) draw(dst *ebiten.Image) {
	d := s.d
	sk := &d.Sk
	u := sk.U
	P := d.Lay.Panel
	d.Sk.Text(dst, "Decks", sk.Label, P.X0+16*u, s.headY, render.LeftMiddle, render.Gilt)
	lb := s.listBox
	clip := s.clip.Of(dst, image.Rect(int(lb.X0), int(lb.Y0), int(math.Ceil(lb.X1)), int(math.Ceil(lb.Y1))))
	for i, r := range s.Rows {
		y := lb.Y0 + r.y - s.scroll
		if y+r.h < lb.Y0 || y > lb.Y1 {
			continue
		}
		s.drawRow(clip, i, r, y)
	}
	d.scrollbar(dst, lb, s.scroll, s.listH(), lb.X1-2*u)
	if s.err != "" {
		d.Sk.Text(dst, widget.FitText(s.err, d.capFace, P.W()-28*u), d.capFace, P.X0+14*u, s.EditBtn.Box.Y0-14*u, render.LeftMiddle, widget.ErrorInk)
	}
}

func (s *deckShelf) drawRow(dst *ebiten.Image, i int, r shelfRow, y float64) {
	d := s.d
	sk := &d.Sk
	u := sk.U
	lb := s.listBox
	x := lb.X0 + 12*u
	if r.heading != "" {
		d.Sk.Text(dst, r.heading, d.tinyFace, x, y+r.h/2+2*u, render.LeftMiddle, render.Fade(render.Gilt, 0.85))
		return
	}
	if r.saved < 0 && r.Prebuilt < 0 { // a note
		for k, l := range r.lines {
			d.Sk.Text(dst, l, d.capFace, x+8*u, y+10*u+float64(k)*d.capFace.Size*1.25, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		}
		return
	}
	band := widget.Box{X0: lb.X0 + 4*u, Y0: y + 2*u, X1: lb.X1 - 8*u, Y1: y + r.h - 2*u}
	switch {
	case i == s.Sel:
		sk.Panel(dst, band, 5*u, render.Fade(render.GiltDeep, 0.35), render.Fade(render.Gilt, 0.6), math.Max(1, u))
	case band.Contains(d.Mouse):
		sk.Panel(dst, band, 5*u, render.Fade(render.Ink, 0.35), render.Fade(render.Gilt, 0.3), math.Max(1, u))
	}
	d.Sk.Text(dst, r.title, d.rowFace, x+10*u, y+14*u, render.LeftMiddle, render.Fade(render.Ivory, 0.95))
	if len(r.lines) > 0 {
		for k, l := range r.lines {
			d.Sk.Text(dst, l, d.capFace, x+10*u, y+32*u+float64(k)*d.capFace.Size*1.25, render.LeftMiddle, widget.ErrorInk)
		}
		return
	}
	d.Sk.Text(dst, r.sub, d.capFace, x+10*u, y+32*u, render.LeftMiddle, r.subCol)
}

// rowWords are a shelf row's title and its line under it.
func (s *deckShelf) rowWords(r shelfRow) (title, sub string, col color.RGBA) {
	d := s.d
	col = render.Fade(render.Mist, 0.95)
	if r.Prebuilt >= 0 {
		p := d.app.Decks[r.Prebuilt]
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
		sub += " · " + folder.ShortUnmet(sd.Unmet[0].Msg)
		col = widget.ErrorInk
	}
	return sd.Title(), sub, col
}
