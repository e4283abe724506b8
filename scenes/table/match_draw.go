package table

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"twilight/present"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/table/labels"
	"twilight/scenes/table/layout"
	"twilight/scenes/widget"
)

// Colours of the table furniture, from the palette.
var (
	matFill    = color.RGBA{R: 0x22, G: 0x2C, B: 0x48, A: 0xFF}
	zoneFill   = color.RGBA{R: 0x0E, G: 0x13, B: 0x22, A: 0xFF}
	railFill   = color.RGBA{R: 0x0C, G: 0x10, B: 0x1C, A: 0xFF}
	dropGlow   = color.RGBA{R: 0xF6, G: 0xE3, B: 0xA1, A: 0xFF}
	pickGlow   = color.RGBA{R: 0x7F, G: 0xD6, B: 0xC4, A: 0xFF}
	damageRed  = color.RGBA{R: 0xE0, G: 0x4A, B: 0x3A, A: 0xFF}
	attackGlow = color.RGBA{R: 0xC8, G: 0x3A, B: 0x2A, A: 0xFF}
)

// Draw implements Scene.
func (m *MatchScene) Draw(screen *ebiten.Image) {
	if m.Lay.Mats == nil {
		b := screen.Bounds()
		m.Layout(b.Dx(), b.Dy())
	}
	if _, asking := m.AskingLeave(); asking || m.CurtainUp {
		m.app.Table.Draw(screen)
		if !m.drawTakeBackAsk(screen) {
			m.drawCurtain(screen)
		}
		return
	}
	if b := screen.Bounds(); b.Dx() != m.W || b.Dy() != m.H {
		m.app.Table.Draw(screen) // the board, painted on the table, covers only m.W×m.H
	}
	m.drawBoard(screen)
	m.drawStackCounts(screen)
	m.drawUnmet(screen)
	m.drawHighlights(screen, false)
	if !m.veiled {
		m.drawLegend(screen)
	}
	hoverHand := rules.NoCard
	for _, c := range m.Order {
		if m.Drag != nil && c == m.Drag.card {
			continue
		}
		if c == m.Hover && m.View.Cards[c].Zone == rules.ZHand && m.View.Cards[c].Controller == m.viewer {
			hoverHand = c
			continue
		}
		m.drawCard(screen, c, 0)
	}
	m.drawHighlights(screen, true)
	m.drawCombat(screen)
	if hoverHand != rules.NoCard {
		m.drawCard(screen, hoverHand, -layout.CardH(m.Sprites[hoverHand].W)*0.14)
	}
	// Under a veil that hides the frame, the words wait a frame (their
	// glyphs' first rasterising made a new table's first frame 11-17 ms).
	if !m.veiled {
		m.drawGuide(screen)
	}
	m.drawOffer(screen)
	if !m.veiled {
		m.drawPrompt(screen)
		m.drawRail(screen)
	}
	m.drawUnmetTip(screen)
	if m.Drag != nil {
		m.drawCard(screen, m.Drag.card, 0)
	}
	m.drawFocus(screen)
	m.drawFloaters(screen)
	m.refused.Draw(screen, &m.G.Brush, m.G.fSmall, m.G.fTiny, m.notePlace(), damageRed)
	m.drawCoach(screen)
	m.drawConcedeButton(screen)
	m.drawTakeBack(screen)
	m.drawSuggest(screen)
	m.drawOverlay(screen)
	m.toast.Draw(screen, &m.G.Brush, m.G.fBody, m.notePlace())
	if m.View.Over() && m.OnGameOver == nil {
		m.drawResult(screen)
	}
}

// minFaceW is the narrowest card image asked of the face cache; smaller
// cards are drawn from it scaled down (the cache renders each width once,
// and very small widths are not worth their own image).
const minFaceW = 40

// drawCombat draws who attacks what: an arrow from each attacker to the
// stack it aims at, and from each blocker to the attacker it blocks.
func (m *MatchScene) drawCombat(screen *ebiten.Image) {
	v := m.View
	u := m.Lay.U
	pulse := 0.75 + 0.25*math.Sin(float64(m.ticks)/12)
	for _, c := range v.Combat.Attackers {
		cd := &v.Cards[c]
		if !cd.Has(rules.FAttacking) || int(c) >= len(m.Sprites) || !m.Sprites[c].Placed || int(cd.AttackWho) >= len(m.Lay.Mats) || cd.AttackWho < 0 {
			continue
		}
		sp := &m.Sprites[c]
		r := m.Lay.Mats[cd.AttackWho].Life
		if cd.AttackDisc {
			r = m.Lay.Mats[cd.AttackWho].Discard
		}
		tx, ty := r.Center()
		if cd.BlockedBy != rules.NoCard && int(cd.BlockedBy) < len(m.Sprites) && m.Sprites[cd.BlockedBy].Placed {
			b := &m.Sprites[cd.BlockedBy]
			m.G.Line(screen, b.X, b.Y, sp.X, sp.Y, 4*u, 14*u, render.Fade(color.RGBA{R: 0x4A, G: 0x8F, B: 0xD8, A: 0xFF}, 0.8*pulse))
			continue
		}
		m.G.Line(screen, sp.X, sp.Y, tx, ty, 4*u, 16*u, render.Fade(attackGlow, 0.75*pulse))
	}
}

// drawBoard draws the table and the mats on it: panels, gilt zone
// outlines, zone names and the players' names. Everything here depends
// only on the layout and the names, so it is painted once into an image
// and reused (one copy a frame, where the table and the board were two).
func (m *MatchScene) drawBoard(screen *ebiten.Image) {
	if m.boardImg == nil || m.boardStale || m.boardImg.Bounds().Dx() != m.W || m.boardImg.Bounds().Dy() != m.H {
		m.paintBoard()
	}
	screen.DrawImage(m.boardImg, nil)
	// Live header facts: whose turn, thinking, hand size.
	v := m.View
	u := m.Lay.U
	for q := range m.Lay.Mats {
		ml := &m.Lay.Mats[q]
		h := ml.Header
		x := h.X + 14*u
		if int8(q) == v.Active && !v.Over() {
			m.G.Dot(screen, h.X+7*u, h.Y+h.H/2, 7*u, render.Gilt)
		}
		title := m.headerTitle(int8(q))
		name, face := m.headerText(int8(q))
		if widget.TextWidth(name, face) > title.W {
			continue // the name takes the strip: the hand backs show its size
		}
		ix := x + widget.TextWidth(widget.FitText(name, face, title.W), face) + 12*u
		end := m.headerEnd(int8(q))
		m.drawPower(screen, q)
		dots := 0
		if m.S.Thinking() && m.S.Deciding() == int8(q) {
			dots = 1 + (m.ticks/12)%3
		}
		m.G.Label(screen, m.headerInfo(q, dots), m.G.fTiny, widget.Rect{X: ix, Y: h.Y, W: math.Max(0, end-ix), H: h.H}, render.LeftMiddle, render.Fade(render.Mist, 0.9))
	}
}

// headerEnd is where a mat's header has room up to: the opponent's hand
// backs, or most of the viewer's strip.
func (m *MatchScene) headerEnd(q int8) float64 {
	if q == m.viewer {
		return m.headerButtonsX() - 8*m.Lay.U // the strip up to the Take back and Concede… buttons
	}
	return m.handBacksRect(q).X - 8*m.Lay.U
}

// handBacksRect is where an opponent's hand backs go: the layout's
// place, narrowed (the backs overlap more) so that the player's name and
// hand size fit in the smallest face before it.
func (m *MatchScene) handBacksRect(q int8) widget.Rect {
	ml := &m.Lay.Mats[q]
	hb := ml.HandBacks
	if m.G.fTiny == nil {
		return hb
	}
	u := m.Lay.U
	need := ml.Header.X + 14*u + widget.TextWidth(m.names[q], m.G.fTiny) + widget.TextWidth("hand 10", m.G.fTiny) + 32*u
	if need > hb.X {
		shift := math.Max(0, math.Min(need-hb.X, hb.W-layout.CardW(hb.H)*1.6))
		hb.X += shift
		hb.W -= shift
	}
	return hb
}

// headerText is a mat's title and the face it is set in: "name ·
// Deity" in the body face, else a smaller face, else the name alone in
// the smallest, so that a player's name is never cut while it can fit.
func (m *MatchScene) headerText(q int8) (string, *text.GoTextFace) {
	w := m.headerTitle(q).W
	for _, s := range []string{m.Titles[q], m.names[q]} {
		for _, f := range []*text.GoTextFace{m.G.fBody, m.G.fSmall, m.G.fTiny} {
			if widget.TextWidth(s, f) <= w {
				return s, f
			}
		}
	}
	return m.names[q], m.G.fTiny // in the whole strip, without the hand size
}

// headerLabel is a mat's title, its face and its box: the title box, or
// the whole strip when the name leaves no room for the hand size.
func (m *MatchScene) headerLabel(q int8) (string, *text.GoTextFace, widget.Rect) {
	name, face := m.headerText(q)
	box := m.headerTitle(q)
	if widget.TextWidth(name, face) > box.W {
		box.W = m.headerEnd(q) - box.X
	}
	return name, face, box
}

// headerTitle is the box of a mat's name: most of the room before the
// hand backs, leaving some for the hand size.
func (m *MatchScene) headerTitle(q int8) widget.Rect {
	h := m.Lay.Mats[q].Header
	x := h.X + 14*m.Lay.U
	room := m.headerEnd(q) - x
	return widget.Rect{X: x, Y: h.Y, W: math.Max(0, room-widget.TextWidth("hand 10", m.G.fTiny)-16*m.Lay.U), H: h.H}
}

// paintBoard paints the table and the mats into boardImg, reusing the image
// while the screen keeps its size.
func (m *MatchScene) paintBoard() {
	if m.boardImg != nil && (m.boardImg.Bounds().Dx() != m.W || m.boardImg.Bounds().Dy() != m.H) {
		m.boardImg.Deallocate()
		m.boardImg = nil
	}
	if m.boardImg == nil {
		m.boardImg = ebiten.NewImage(m.W, m.H)
	}
	m.app.Table.Draw(m.boardImg)
	m.boardStale = false
	dst := m.boardImg
	u := m.Lay.U
	line := math.Max(1, math.Round(u))
	pen := render.NewPen()
	for q := range m.Lay.Mats {
		ml := &m.Lay.Mats[q]
		widget.FillRect(dst, ml.Area, render.Fade(matFill, 0.55))
		widget.StrokeRect(dst, ml.Area, line, render.Fade(render.Gilt, 0.35))
		widget.FillRect(dst, ml.Header, render.Fade(render.Ink, 0.35))
		for _, z := range ml.Zones() {
			r := z.R
			if z.Name == "Fortification Compass" {
				// The compass is a diamond of slots.
				cx, cy := r.Center()
				rad := math.Min(r.W, r.H) * 0.36
				var path vector.Path
				path.MoveTo(float32(cx), float32(cy-rad))
				path.LineTo(float32(cx+rad), float32(cy))
				path.LineTo(float32(cx), float32(cy+rad))
				path.LineTo(float32(cx-rad), float32(cy))
				path.Close()
				pen.Stroke(dst, &path, float32(line), render.Fade(render.Gilt, 0.28))
				for d, s := range ml.Slots {
					widget.FillRect(dst, s, render.Fade(zoneFill, 0.5))
					widget.StrokeRect(dst, s, line, render.Fade(render.Gilt, 0.3))
					render.DrawText(dst, rules.Dir(d).String()[:1], m.G.fSmall, s.X+s.W/2, s.Y+s.H/2, render.Center, render.Fade(render.Gilt, 0.35))
				}
				m.G.Label(dst, widget.SmallCaps("compass"), m.G.fTiny, m.zoneLabelBox(r), render.BottomLeft, render.Fade(render.Gilt, 0.6))
				continue
			}
			widget.FillRect(dst, r, render.Fade(zoneFill, 0.45))
			widget.StrokeRect(dst, r, line, render.Fade(render.Gilt, 0.3))
			label := m.zoneLabel(z.Name, r)
			if label != "" {
				m.G.Label(dst, label, m.G.fTiny, m.zoneLabelBox(r), render.BottomLeft, render.Fade(render.Gilt, 0.6))
			}
		}
		name, face, box := m.headerLabel(int8(q))
		m.G.Label(dst, name, face, box, render.LeftMiddle, render.Ivory)
	}
	// The prompt bar and the rail.
	l := &m.Lay
	widget.FillRect(dst, l.Prompt, render.Fade(render.Ink, 0.55))
	widget.StrokeRect(dst, l.Prompt, line, render.Fade(render.Gilt, 0.45))
	widget.FillRect(dst, l.Rail, render.Fade(railFill, 0.82))
	widget.FillRect(dst, widget.Rect{X: l.Rail.X, Y: 0, W: line, H: l.H}, render.Fade(render.Gilt, 0.5))
}

// zoneLabel is the small-caps label written over the zone of that name
// at rectangle r, or "" when even its short form does not fit.
func (m *MatchScene) zoneLabel(name string, r widget.Rect) string {
	s := labels.Zone(name, func(s string) bool {
		return widget.TextWidth(widget.SmallCaps(s), m.G.fTiny) <= r.W+4*m.Lay.U
	})
	if s == "" {
		return ""
	}
	return widget.SmallCaps(s)
}

// zoneLabelBox is the strip over zone r where its name goes.
func (m *MatchScene) zoneLabelBox(r widget.Rect) widget.Rect {
	h := math.Ceil(m.G.fTiny.Size * 1.25)
	return widget.Rect{X: r.X + 1, Y: r.Y - 2*m.Lay.U - h, W: r.W + 4*m.Lay.U, H: h}
}

// drawStackCounts draws how many cards each stack holds, the stack's
// thickness, and the Deity cards.
func (m *MatchScene) drawStackCounts(screen *ebiten.Image) {
	v := m.View
	u := m.Lay.U
	for q := range m.Lay.Mats {
		ml := &m.Lay.Mats[q]
		pl := &v.Players[q]
		// The Deity card: face up while its one-use power is available.
		dd := &v.Set.Deities[pl.Deity]
		dw := max(int(ml.Deity.W), minFaceW)
		if img := m.deityFace(dd, pl.DeitySpent, m.faceW(dw)); img != nil {
			op := m.G.Opts(false)
			sc := ml.Deity.W / float64(img.Bounds().Dx())
			op.GeoM.Scale(sc, sc)
			op.GeoM.Translate(ml.Deity.X, ml.Deity.Y)
			screen.DrawImage(img, op)
		}
		if m.Mine && int8(q) == m.viewer && m.hasDeityAction() {
			m.glowRect(screen, ml.Deity, pickGlow, 0.8)
		}

		type st struct {
			r     widget.Rect
			n     int
			label string
		}
		life := v.LifeCount(int8(q), m.viewer)
		lifeLabel := strconv.Itoa(life)
		if life < 0 {
			lifeLabel = ">10"
		}
		for _, s := range []st{{ml.Life, len(pl.Life), lifeLabel}, {ml.Discard, len(pl.Discard), strconv.Itoa(len(pl.Discard))},
			{ml.Destroyed, len(pl.Destroyed), strconv.Itoa(len(pl.Destroyed))}, {ml.Aspects, len(pl.Aspects), strconv.Itoa(len(pl.Aspects))}} {
			if s.n == 0 {
				continue
			}
			// Thickness: a few edges under the top card.
			edges := min(4, (s.n+2)/3)
			for i := edges; i >= 1; i-- {
				off := float64(i) * math.Max(1, 1.5*u)
				m.G.Rect(screen, widget.Rect{X: s.r.X + off, Y: s.r.Y + off, W: s.r.W, H: s.r.H}, render.Fade(render.Mix(render.Ink, render.Ivory, 0.25), 0.9))
			}
			_ = s
		}
		for _, s := range []st{{ml.Life, len(pl.Life), lifeLabel}, {ml.Discard, len(pl.Discard), strconv.Itoa(len(pl.Discard))},
			{ml.Destroyed, len(pl.Destroyed), strconv.Itoa(len(pl.Destroyed))}, {ml.Aspects, len(pl.Aspects), strconv.Itoa(len(pl.Aspects))}} {
			m.countBadge(screen, s.r, s.label, s.n > 0)
		}
	}
}

// countBadge prints a stack's count in a dark lozenge at its foot; it is
// drawn after the cards (see drawHighlights) so nothing covers it.
func (m *MatchScene) countBadge(screen *ebiten.Image, r widget.Rect, label string, full bool) {
	m.badges = append(m.badges, badge{r: r, label: label, full: full})
}

type badge struct {
	r     widget.Rect
	label string
	full  bool
}

func (m *MatchScene) drawBadges(screen *ebiten.Image) {
	u := m.Lay.U
	for _, p := range m.piles {
		f := m.badgeFace(m.G.fTiny, p.r)
		w := widget.TextWidth(p.label, f) + 8*u
		h := f.Size * 1.3
		r := widget.Rect{X: p.r.X + p.r.W/2 - w/2, Y: p.r.Y + p.r.H - h, W: w, H: h}
		m.G.Rect(screen, r, render.Fade(render.Ink, 0.85))
		c := render.Ivory
		if p.fresh == 0 {
			c = render.Fade(render.Mist, 0.8)
		}
		m.G.Label(screen, p.label, f, r, render.Center, c)
	}
	for _, b := range m.badges {
		f := m.badgeFace(m.G.fSmall, b.r)
		w, _ := text.Measure(b.label, f, 0)
		bw := w + 12*u
		bh := f.Size * 1.25
		x := b.r.X + b.r.W/2 - bw/2
		y := b.r.Y + b.r.H - bh - 3*u
		m.G.Rect(screen, widget.Rect{X: x, Y: y, W: bw, H: bh}, render.Fade(render.Ink, 0.85))
		m.G.Frame(screen, widget.Rect{X: x, Y: y, W: bw, H: bh}, math.Max(1, u), render.Fade(render.Gilt, 0.55))
		c := render.Ivory
		if !b.full {
			c = render.Fade(render.Mist, 0.8)
		}
		m.G.Text(screen, b.label, f, x+bw/2, y+bh/2, render.Center, c)
	}
	m.badges = m.badges[:0]
}

// badgeFace is f, or the table's numerals at a smaller size when f would
// make a count badge taller than 30% of the card r it sits on: at a
// large interface size in a small window the counts covered the cards
// (seen at 150% at 1280×720).
func (m *MatchScene) badgeFace(f *text.GoTextFace, r widget.Rect) *text.GoTextFace {
	if most := math.Floor(r.H * 0.3 / 1.25); f.Size > most {
		return m.G.numFace(math.Max(8, most))
	}
	return f
}

func (m *MatchScene) hasDeityAction() bool {
	for _, a := range m.Legal {
		if a.Kind == rules.ActDeity {
			return true
		}
	}
	return false
}

// drawCard draws one card sprite: shadow, face or back, markers. lift
// raises it (the hovered hand card).
func (m *MatchScene) drawCard(screen *ebiten.Image, c rules.CardID, lift float64) {
	sp := &m.Sprites[c]
	v := m.View
	tw := int(math.Round(sp.TW))
	if tw < 8 {
		return
	}
	tw = max(tw, minFaceW) // tiny faces are drawn from a larger image
	var img *ebiten.Image
	face := sp.FaceUp && !v.Hidden(c)
	flipX := 1.0
	if sp.Flip > 0 {
		// First half: the old side narrows; second half: the new one widens.
		flipX = math.Abs(math.Cos(math.Pi * (1 - sp.Flip)))
		if sp.Flip > 0.5 {
			face = !face && !v.Hidden(c)
		}
	}
	if face {
		def := v.Def(c)
		img = m.cardFace(def, m.faceW(tw))
		if m.FaceDrawn != nil {
			m.FaceDrawn(c, def.ID)
		}
	} else {
		img = m.cardBack(v.Def(c).Level, m.faceW(tw))
	}
	x, y := sp.X, sp.Y+lift
	if sp.Lunge > 0 {
		k := math.Sin(math.Pi * (1 - sp.Lunge))
		x += sp.LungeDX * k
		y += sp.LungeDY * k
	}
	scale := sp.W / float64(tw)
	dragging := m.Drag != nil && m.Drag.card == c
	if dragging || lift != 0 {
		scale *= 1.08
	}
	b := img.Bounds()
	fit := float64(tw) / float64(b.Dx()) // 1 unless a face of another width stands in
	iw, ih := float64(tw), float64(b.Dy())*fit
	rot := sp.Rot + sp.Fan

	// Shadow.
	sh := m.G.Marks.Get(render.MarkShadow, 64)
	sb := sh.Bounds()
	sop := m.G.Opts(true)
	sop.GeoM.Translate(-float64(sb.Dx())/2, -float64(sb.Dy())/2)
	sop.GeoM.Scale(iw*scale*1.08/float64(sb.Dx()), ih*scale*1.06/float64(sb.Dy()))
	sop.GeoM.Rotate(rot)
	d := math.Max(2, sp.W*0.05)
	if dragging || lift != 0 {
		d *= 3
	}
	sop.GeoM.Translate(x+d*0.4, y+d)
	sop.ColorScale.ScaleAlpha(0.55)
	screen.DrawImage(sh, sop)

	op := m.G.Opts(true)
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(scale*fit*flipX, scale*fit)
	op.GeoM.Rotate(rot)
	op.GeoM.Translate(x, y)
	cd := &v.Cards[c]
	if cd.Has(rules.FSummonedTurn) && cd.Zone == rules.ZField && face {
		// Just summoned: cannot attack yet — a little dimmer.
		op.ColorScale.Scale(0.9, 0.9, 0.92, 1)
	}
	screen.DrawImage(img, op)

	switch cd.Zone {
	case rules.ZField, rules.ZCompass:
		m.drawMarkers(screen, c, x, y, sp.W*scale, rot)
	}
}

// drawMarkers puts a card's tokens on it: Damage as a red-brown wax seal
// with its number, Blessing as a gold halo, Freeze as a pale-blue
// crystal, Recall as a violet ribbon. Combat roles get a coloured edge.
func (m *MatchScene) drawMarkers(screen *ebiten.Image, c rules.CardID, x, y, w, rot float64) {
	cd := &m.View.Cards[c]
	h := layout.CardH(w)
	// Local offsets in the card's own (rotated) frame.
	at := func(lx, ly float64) (float64, float64) {
		s, co := math.Sin(rot), math.Cos(rot)
		return x + lx*co - ly*s, y + lx*s + ly*co
	}
	put := func(k render.Marker, size, lx, ly float64, alpha float32) {
		img := m.G.Marks.Get(k, int(math.Max(12, math.Round(size))))
		b := img.Bounds()
		op := m.G.Opts(true)
		op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
		op.GeoM.Scale(size/float64(b.Dx()), size/float64(b.Dy()))
		px, py := at(lx, ly)
		op.GeoM.Translate(px, py)
		op.ColorScale.ScaleAlpha(alpha)
		screen.DrawImage(img, op)
	}
	count := func(n uint8, lx, ly float64) {
		if n > 1 {
			px, py := at(lx, ly)
			m.G.Outlined(screen, labels.Times(n), m.G.fNum, px, py, render.Ivory)
		}
	}
	ms := math.Max(16, w*0.36)
	if cd.Bless > 0 {
		put(render.MarkHalo, w*0.46, 0, -h*0.16, 0.95)
		count(cd.Bless, w*0.24, -h*0.26)
	}
	if cd.Freeze > 0 {
		put(render.MarkCrystal, ms*0.95, -w*0.36, -h*0.12, 1)
		count(cd.Freeze, -w*0.36, -h*0.12+ms*0.45)
	}
	if cd.Recall > 0 {
		put(render.MarkRibbon, ms, w*0.42, -h*0.16, 1)
		count(cd.Recall, w*0.42, -h*0.16+ms*0.5)
	}
	if cd.Damage > 0 {
		size := ms
		if cd.Damage >= 3 {
			size *= 1.2
		}
		put(render.MarkSeal, size, w*0.28, h*0.12, 1)
		px, py := at(w*0.28, h*0.12)
		f := m.G.numFace(math.Max(8, math.Round(size*0.5)))
		m.G.Text(screen, strconv.Itoa(int(cd.Damage)), f, px, py, render.Center, render.Ivory)
	}
	m.drawStats(screen, c, w, at)
	if cd.Has(rules.FAttacking) || cd.Has(rules.FBlocking) {
		col := attackGlow
		if cd.Has(rules.FBlocking) {
			col = color.RGBA{R: 0x4A, G: 0x8F, B: 0xD8, A: 0xFF}
		}
		r := m.CardRect(c)
		m.G.Frame(screen, r.Inset(-2*m.Lay.U), math.Max(2, 2.5*m.Lay.U), render.Fade(col, 0.95))
	}
}

// Colours of changed numbers: raised and lowered.
var (
	statUp   = color.RGBA{R: 0x9A, G: 0xE0, B: 0x8C, A: 0xFF}
	statDown = color.RGBA{R: 0xF0, G: 0x7A, B: 0x6A, A: 0xFF}
)

// drawStats puts a card's current Fight and Life on a plate at its foot
// (coloured when they differ from the printed numbers), and a "new" tag
// on a creature Summoned this turn, which cannot attack yet.
func (m *MatchScene) drawStats(screen *ebiten.Image, c rules.CardID, w float64, at func(lx, ly float64) (float64, float64)) {
	v := m.View
	if v.Hidden(c) {
		return
	}
	def := v.Def(c)
	cd := &v.Cards[c]
	h := layout.CardH(w)
	u := m.Lay.U
	if def.Type == rules.Creature || def.Life > 0 {
		// Over the printed Fight and Life discs, when the current numbers differ.
		fight, life, full := v.Fight(c), v.CurLife(c), v.Life(c)
		d := math.Max(12, w*0.2)
		f := m.G.numFace(math.Max(8, math.Round(d*0.62)))
		disc := func(n int, lx float64, col color.RGBA) {
			px, py := at(lx, h*0.415)
			m.G.Dot(screen, px, py, d, render.Ink)
			m.G.Dot(screen, px, py, d*0.86, render.Mix(render.Ink, col, 0.25))
			m.G.Text(screen, labels.Stat(n), f, px, py, render.Center, col)
		}
		switch {
		case fight > int(def.Fight):
			disc(fight, -w*0.37, statUp)
		case fight < int(def.Fight):
			disc(fight, -w*0.37, statDown)
		}
		switch {
		case life < full || full < int(def.Life):
			disc(life, w*0.37, statDown)
		case full > int(def.Life):
			disc(life, w*0.37, statUp)
		}
	}
	if cd.Has(rules.FSummonedTurn) && cd.Zone == rules.ZField {
		f := m.G.fTiny
		tw := widget.TextWidth("new", f) + 8*u
		th := f.Size * 1.25
		px, py := at(w/2-tw/2-3*u, -h/2-th/2+2*u)
		m.G.Rect(screen, widget.Rect{X: px - tw/2, Y: py - th/2, W: tw, H: th}, render.Fade(render.Ink, 0.88))
		m.G.Frame(screen, widget.Rect{X: px - tw/2, Y: py - th/2, W: tw, H: th}, math.Max(1, u*0.8), render.Fade(render.Gilt, 0.9))
		m.G.Text(screen, "new", f, px, py, render.Center, render.GiltLight)
	}
}

// numFace is the bold numeral face at size px, made once per size.
func (g *painter) numFace(size float64) *text.GoTextFace {
	k := int(size)
	if f, ok := g.numFaces[k]; ok {
		return f
	}
	if g.numFaces == nil {
		g.numFaces = map[int]*text.GoTextFace{}
	}
	f := render.Face(g.fNum.Source, float64(k))
	g.numFaces[k] = f
	return f
}

// glowRect outlines r in a pulsing light.
func (m *MatchScene) glowRect(screen *ebiten.Image, r widget.Rect, c color.RGBA, strength float64) {
	u := m.Lay.U
	pulse := 0.65 + 0.35*math.Sin(float64(m.ticks)/9)
	for i, a := range []float64{0.9, 0.35, 0.15} {
		d := float64(i) * 2 * math.Max(1, u)
		m.G.Frame(screen, r.Inset(-d-1), math.Max(1.5, 2*u), render.Fade(c, a*pulse*strength))
	}
}

// drawHighlights lights what the player can do: while a card is held,
// where it may go; otherwise the cards a click would act on. Stack count
// badges are drawn here too, after the cards (over=true).
func (m *MatchScene) drawHighlights(screen *ebiten.Image, over bool) {
	if over {
		m.drawBadges(screen)
	}
	if c := m.logHoverCard(); c != rules.NoCard && over {
		m.glowRect(screen, m.CardRect(c), dropGlow, 1) // the card of the log line pointed at
	}
	if !m.Mine {
		return
	}
	if m.Sel != rules.NoCard {
		for _, t := range m.Targets {
			if !over {
				continue // targets light up over the cards that fill them
			}
			r := m.targetRect(t)
			if t.Kind == present.DropField {
				r = m.Lay.Mats[t.Seat].Field
			}
			m.glowRect(screen, r, dropGlow, 1)
			tint := 0.06
			if m.Drag != nil {
				if tt, ok := m.targetAt(m.Drag.x, m.Drag.y); ok && tt == t {
					tint = 0.18
				}
			}
			m.G.Rect(screen, r, render.Fade(dropGlow, tint))
			m.dropLabel(screen, r, t)
		}
		if over {
			m.glowRect(screen, m.CardRect(m.Sel), pickGlow, 1)
		}
		return
	}
	if !over {
		return
	}
	for _, c := range m.Order {
		switch m.glowLevel(c) {
		case 2:
			m.glowRect(screen, m.CardRect(c), pickGlow, 1)
		case 1:
			m.glowRect(screen, m.CardRect(c), pickGlow, 0.45)
		}
	}
	// Players who may be targeted.
	for _, a := range m.Legal {
		if a.Kind == rules.ActTargetPlayer && int(a.Who) < len(m.Lay.Mats) {
			ml := &m.Lay.Mats[a.Who]
			r := ml.Life
			if cl := m.View.PendingClause(); cl != nil && cl.Target.Kind == rules.TDiscardStack {
				r = ml.Discard
			}
			m.glowRect(screen, r, pickGlow, 1)
		}
	}
}

// dropLabel names what a drop on r does, on a small dark tab.
func (m *MatchScene) dropLabel(screen *ebiten.Image, r widget.Rect, t present.DropTarget) {
	label := map[present.DropKind]string{present.DropField: "Summon", present.DropSlot: "Build", present.DropLife: "Attack Life", present.DropDiscard: "Attack Discard",
		present.DropCard: "Block", present.DropResource: "Place"}[t.Kind]
	switch {
	case t.Follow:
		label = "Cast on"
	case t.Action.Kind == rules.ActSacrifice:
		label = "Sacrifice"
	case t.Action.Kind == rules.ActForcedTops, t.Action.Kind == rules.ActForcedGive:
		label = "Forced trade"
	}
	if label == "" {
		return
	}
	u := m.Lay.U
	w, _ := text.Measure(label, m.G.fTiny, 0)
	w += 10 * u
	h := m.G.fTiny.Size * 1.5
	x := r.X + r.W/2 - w/2
	y := r.Y + r.H/2 - h/2
	m.G.Rect(screen, widget.Rect{X: x, Y: y, W: w, H: h}, render.Fade(render.Ink, 0.85))
	m.G.Frame(screen, widget.Rect{X: x, Y: y, W: w, H: h}, math.Max(1, u), render.Fade(render.Gilt, 0.8))
	m.G.Text(screen, label, m.G.fTiny, x+w/2, y+h/2, render.Center, render.GiltLight)
}

// drawPrompt draws the prompt bar: what the game waits for, and buttons;
// with hints on, the first-match hint on a strip above it.
func (m *MatchScene) drawPrompt(screen *ebiten.Image) {
	l := &m.Lay
	f := m.Bar.face
	if f == nil {
		return
	}
	lh := f.Size * 1.15
	y0 := l.Prompt.Y + m.Bar.textH/2 - lh*float64(len(m.Bar.lines))/2
	for i, s := range m.Bar.lines {
		m.G.Label(screen, s, f, widget.Rect{X: l.PromptText.X, Y: y0 + float64(i)*lh, W: m.Bar.textW, H: lh}, render.LeftMiddle, render.Ivory)
	}
	for i, b := range m.Bar.P.Buttons {
		if b.Cmd != present.CmdAsk {
			m.drawButton(screen, i)
		}
	}
	m.drawHint(screen)
}

// drawOffer draws the trade panel: the offer being built (cards given,
// levels asked with − and + steppers) or the offer received.
func (m *MatchScene) drawOffer(screen *ebiten.Image) {
	v := m.View
	var give []rules.CardID
	var ask [3]int
	var from, to int8
	switch {
	case m.Draft.Active:
		give, ask, from, to = m.Draft.Give, m.Draft.Ask, m.viewer, m.Draft.To
	case m.Mine && (v.Pending.Kind == rules.DecAnswer || v.Pending.Kind == rules.DecTradeGive):
		give, from, to = v.Offer.Give, v.Offer.From, v.Offer.To
		for l := range 3 {
			ask[l] = int(v.Offer.Ask[l])
		}
	default:
		return
	}
	u := m.Lay.U
	p := m.offerPanel()
	m.G.Rect(screen, widget.Rect{X: p.X + 6*u, Y: p.Y + 8*u, W: p.W, H: p.H}, render.Fade(render.Ink, 0.5))
	m.G.Rect(screen, p, render.Fade(render.Mix(render.Ink, render.TableBottom, 0.6), 0.96))
	m.G.Frame(screen, p, math.Max(1, u), render.Fade(render.Gilt, 0.8))
	m.G.Frame(screen, p.Inset(4*u), math.Max(1, u), render.Fade(render.Gilt, 0.3))
	title := "Trade offer to " + m.names[to]
	if from != m.viewer {
		title = m.names[from] + " offers you a trade"
	}
	m.G.Label(screen, title, m.G.fTitle, widget.Rect{X: p.X + 8*u, Y: p.Y + 4*u, W: p.W - 16*u, H: m.G.fTitle.Size * 1.3}, render.Center, render.GiltLight)

	// Left: the cards given.
	col := p.W * 0.42
	lx := p.X + 18*u
	who := "You give"
	if from != m.viewer {
		who = m.names[from] + " gives"
	}
	m.G.Label(screen, who, m.G.fSmall, widget.Rect{X: lx, Y: p.Y + 42*u - m.G.fSmall.Size*0.65, W: p.W - col - 36*u, H: m.G.fSmall.Size * 1.3}, render.LeftMiddle, render.Gilt)
	cw := math.Floor(math.Min(layout.CardW(p.H-80*u), 80*u))
	area := p.W - col - 36*u
	step := math.Min(cw*1.05, (area-cw)/math.Max(1, float64(len(give)-1)))
	for i, c := range give {
		x := lx + float64(i)*step
		var img *ebiten.Image
		iw := max(int(cw), minFaceW)
		if !v.Hidden(c) {
			img = m.cardFace(v.Def(c), m.faceW(iw))
			if m.FaceDrawn != nil {
				m.FaceDrawn(c, v.Def(c).ID)
			}
		} else {
			img = m.cardBack(v.Def(c).Level, m.faceW(iw))
		}
		op := m.G.Opts(true)
		k := cw / float64(img.Bounds().Dx())
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(x, p.Y+58*u)
		screen.DrawImage(img, op)
	}
	if len(give) == 0 {
		hint := "nothing"
		if from == m.viewer {
			hint = "click cards in your hand to give them"
		}
		m.G.Label(screen, hint, m.G.fSmall, widget.Rect{X: lx, Y: p.Y + 58*u + cw*0.6 - m.G.fSmall.Size*0.65, W: p.W - col - 36*u, H: m.G.fSmall.Size * 1.3}, render.LeftMiddle, render.Fade(render.Mist, 0.9))
	}

	// Right: the levels asked.
	x0 := p.X + p.W - col
	m.G.Rect(screen, widget.Rect{X: x0 - 8*u, Y: p.Y + 34*u, W: math.Max(1, u), H: p.H - 46*u}, render.Fade(render.Gilt, 0.35))
	asks := "and asks for"
	if from == m.viewer {
		asks = "You ask for"
	}
	m.G.Label(screen, asks, m.G.fSmall, widget.Rect{X: x0 + 4*u, Y: p.Y + 42*u - m.G.fSmall.Size*0.65, W: col - 12*u, H: m.G.fSmall.Size * 1.3}, render.LeftMiddle, render.Gilt)
	rowH := (p.H - 62*u) / 3
	bw := math.Floor(math.Min(layout.CardW(rowH*0.86), 40*u))
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		y := p.Y + 56*u + float64(l-1)*rowH + rowH/2
		img := m.cardBack(l, m.faceW(max(int(bw), minFaceW)))
		op := m.G.Opts(true)
		k := bw / float64(img.Bounds().Dx())
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(x0+4*u, y-layout.CardH(bw)/2)
		if ask[l-1] == 0 {
			op.ColorScale.ScaleAlpha(0.45)
		}
		screen.DrawImage(img, op)
		lw := m.stepperRect(l, -1).X - (x0 + bw + 12*u) - 4*u
		if from != m.viewer {
			lw = col*0.55 - bw - 12*u
		}
		m.G.Label(screen, l.Name(), m.G.fSmall, widget.Rect{X: x0 + bw + 12*u, Y: y - m.G.fSmall.Size*0.65, W: lw, H: m.G.fSmall.Size * 1.3}, render.LeftMiddle, render.Ivory)
		m.G.Label(screen, "×"+strconv.Itoa(ask[l-1]), m.G.fBody, widget.Rect{X: x0 + col*0.6, Y: y - m.G.fBody.Size*0.65, W: col * 0.2, H: m.G.fBody.Size * 1.3}, render.Center, render.Ivory)
	}
	for i, b := range m.Bar.P.Buttons {
		if b.Cmd == present.CmdAsk {
			m.drawButton(screen, i)
		}
	}
}

// drawButton draws button i of the prompt (or a stepper of the offer panel).
func (m *MatchScene) drawButton(screen *ebiten.Image, i int) {
	b := &m.Bar.P.Buttons[i]
	r := m.Bar.Rects[i]
	u := m.Lay.U
	line := math.Max(1, u)
	fill := render.Fade(render.Mix(render.Ink, render.TableBottom, 0.7), 0.95)
	edge := render.Fade(render.Gilt, 0.55)
	txt := render.Ivory
	if b.Primary {
		fill = render.Mix(render.GiltDeep, render.Gilt, 0.35)
		edge = render.GiltLight
		txt = render.Ink
	}
	if i == m.Bar.pressed {
		fill = render.Mix(fill, render.Ink, 0.3)
	}
	if r.Contains(m.hoverAt.X, m.hoverAt.Y) {
		fill = render.Mix(fill, render.GiltLight, 0.18)
	}
	if !b.Enabled {
		fill = render.Fade(render.Ink, 0.6)
		txt = render.Mist
	}
	m.G.Rect(screen, r, fill)
	m.G.Frame(screen, r, line, edge)
	if m.Focus.IsButton(i) {
		m.G.Frame(screen, r.Inset(-3*u), math.Max(2, 2*u), render.GiltLight)
	}
	f := m.G.buttonFace(*b)
	if b.Cmd == present.CmdAsk {
		f = m.G.numFace(math.Max(6, math.Floor(r.H*0.55)))
	}
	m.G.Label(screen, m.Bar.labels[i], f, r, render.Center, txt)
}

// drawRail draws the right rail: the card under the pointer large with its
// current numbers, the phase tracker, the chain and the log.
func (m *MatchScene) drawRail(screen *ebiten.Image) {
	l := &m.Lay
	u := l.U
	v := m.View
	// The preview.
	c := m.Hover
	if m.Drag != nil {
		c = m.Drag.card
	} else if c == rules.NoCard {
		c = m.Sel
	}
	deity := int8(-1)
	for q := range l.Mats {
		if l.Mats[q].Deity.Contains(m.hoverAt.X, m.hoverAt.Y) {
			deity = int8(q)
		}
	}
	pw := int(l.PreviewW)
	switch {
	case deity >= 0:
		pl := &v.Players[deity]
		if img := m.deityFace(&v.Set.Deities[pl.Deity], pl.DeitySpent, m.faceW(pw)); img != nil {
			op := m.G.Opts(false)
			if k := float64(pw) / float64(img.Bounds().Dx()); k != 1 { // a stand-in of another width
				op.GeoM.Scale(k, k)
			}
			op.GeoM.Translate(l.Preview.X, l.Preview.Y)
			screen.DrawImage(img, op)
		}
		m.statLines(screen, m.previewLines(labels.PreviewKey{Card: rules.NoCard, Deity: deity}))
	case c != rules.NoCard && m.Sprites[c].Placed:
		var img *ebiten.Image
		visible := !v.Hidden(c) && m.Sprites[c].FaceUp
		if v.Cards[c].Zone == rules.ZHand && v.Cards[c].Controller == m.viewer && !v.Hidden(c) {
			visible = true
		}
		if visible {
			def := v.Def(c)
			img = m.cardFace(def, m.faceW(pw))
			if m.FaceDrawn != nil {
				m.FaceDrawn(c, def.ID)
			}
		} else {
			img = m.cardBack(v.Def(c).Level, m.faceW(pw))
		}
		op := m.G.Opts(false)
		if k := float64(pw) / float64(img.Bounds().Dx()); k != 1 { // a stand-in of another width
			op.GeoM.Scale(k, k)
		}
		op.GeoM.Translate(l.Preview.X, l.Preview.Y)
		screen.DrawImage(img, op)
		m.statLines(screen, m.previewLines(labels.PreviewKey{Card: c, Deity: -1, Visible: visible}))
	default:
		r := l.Preview
		m.G.Rect(screen, r, render.Fade(render.Ink, 0.35))
		m.G.Frame(screen, r, math.Max(1, u), render.Fade(render.Gilt, 0.25))
		lh := m.G.fSmall.Size * 1.3
		m.G.Label(screen, "Point at a card", m.G.fSmall, widget.Rect{X: r.X, Y: r.Y + r.H/2 - lh, W: r.W, H: lh}, render.Center, render.Fade(render.Mist, 0.8))
		m.G.Label(screen, "to see it here", m.G.fSmall, widget.Rect{X: r.X, Y: r.Y + r.H/2, W: r.W, H: lh}, render.Center, render.Fade(render.Mist, 0.8))
	}
	m.drawPhases(screen)
	m.drawChain(screen)
	m.drawLog(screen)
}

// statLines draws the preview's wrapped facts in the stats box, as many
// as fit.
func (m *MatchScene) statLines(screen *ebiten.Image, lines []labels.Line) {
	r := m.Lay.Stats
	lh := m.G.fSmall.Size * 1.25
	for row, l := range lines {
		if float64(row+1)*lh > r.H+2 {
			return
		}
		c := render.Fade(render.Mist, 0.95)
		if l.Head {
			c = render.Ivory
		}
		m.G.Label(screen, l.S, m.G.fSmall, widget.Rect{X: r.X, Y: r.Y + float64(row)*lh, W: r.W, H: lh}, render.Center, c)
	}
}

// nameOf is player p as the reader reads them: "you" or their seat's name.
func (m *MatchScene) nameOf(p int8) string {
	return present.Names{Seats: m.names, Viewer: m.viewer}.Of(p)
}

// drawPhases draws the turn line and the phase tracker.
func (m *MatchScene) drawPhases(screen *ebiten.Image) {
	m.phases.Draw(screen, &m.G.Brush, m.rail().Faces, m.Lay.Phases, m.Lay.U, m.View, m.names)
}

func (m *MatchScene) drawFloaters(screen *ebiten.Image) {
	for _, f := range m.floaters {
		t := f.T / f.Dur
		face := m.G.fNumBig
		c := damageRed
		if f.Heavy {
			c = color.RGBA{R: 0xF0, G: 0x6A, B: 0x4A, A: 0xFF}
		}
		y := f.Y - t*40*m.Lay.U
		a := 1 - t*t
		for _, d := range [][2]float64{{-1.5, 0}, {1.5, 0}, {0, -1.5}, {0, 1.5}} {
			m.G.Text(screen, f.Text, face, f.X+d[0], y+d[1], render.Center, render.Fade(render.Ink, a))
		}
		m.G.Text(screen, f.Text, face, f.X, y, render.Center, render.Fade(c, a))
	}
}

func (m *MatchScene) drawResult(screen *ebiten.Image) {
	b := m.Lay.Board
	r := widget.Rect{X: b.X + b.W*0.25, Y: b.Y + b.H*0.4, W: b.W * 0.5, H: b.H * 0.2}
	m.G.Rect(screen, r, render.Fade(render.Ink, 0.85))
	m.G.Frame(screen, r, math.Max(1, m.Lay.U), render.Gilt)
	m.G.Label(screen, m.Bar.P.Text, m.G.fTitle, r, render.Center, render.Gilt)
}
