package table

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/present"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/table/layout"
	"twilight/scenes/widget"
)

// The panels that open over the table: a stack browsed card by card, the
// question before conceding, and the chooser of a player and an option
// (present.Chooser). One is open at a time; while it is, it takes the
// pointer and the keys (Esc closes it).

// overlayKind is which panel is open.
type overlayKind uint8

const (
	overNone    overlayKind = iota
	overBrowse              // a Discard or Destroyed Stack, every card
	overConcede             // "Concede this match?"
	overChooser             // a player, then an option
)

// overlay is the open panel.
type overlay struct {
	kind overlayKind
	// Browse: whose stack, which zone, the first row shown.
	seat   int8
	zone   rules.Zone
	scroll int
	// Chooser: its options and the group picked (""; the first step).
	chooser *present.Chooser
	group   string
	// rows are the panel's buttons as last laid out.
	rows []overlayRow
}

// overlayRow is one button of a panel.
type overlayRow struct {
	label   string
	r       widget.Rect
	primary bool
	do      func()
}

// OverlayOpen reports whether a panel is open over the table.
func (m *MatchScene) OverlayOpen() bool { return m.over.kind != overNone }

// OverlayRows are the open panel's buttons: their labels in full and
// where they are (for tests and the text audit).
func (m *MatchScene) OverlayRows() (labels []string, rects []widget.Rect) {
	m.layoutOverlay()
	for _, r := range m.over.rows {
		labels = append(labels, r.label)
		rects = append(rects, r.r)
	}
	return labels, rects
}

func (m *MatchScene) closeOverlay() { m.over = overlay{} }

// panelRect is where a panel sits: the middle of the board.
func (m *MatchScene) panelRect() widget.Rect {
	b := m.Lay.Board
	u := m.Lay.U
	w := math.Min(b.W*0.86, 860*u)
	h := math.Min(b.H*0.9, 560*u)
	if m.over.kind == overConcede {
		w, h = math.Min(b.W*0.86, 640*u), math.Min(b.H*0.9, 200*u)
	}
	return widget.Rect{X: b.X + (b.W-w)/2, Y: b.Y + (b.H-h)/2, W: w, H: h}
}

// openChooser opens chooser c; with a single player to choose, at its
// options at once.
func (m *MatchScene) openChooser(c *present.Chooser) {
	m.over = overlay{kind: overChooser, chooser: c}
	if gs := c.Groups(); len(gs) == 1 {
		m.over.group = gs[0]
	}
}

// openConcede asks before the viewer concedes.
func (m *MatchScene) openConcede() {
	if m.canConcede() {
		m.over = overlay{kind: overConcede}
	}
}

// canConcede: the player at the screen is a human still in a match not
// yet over.
func (m *MatchScene) canConcede() bool {
	v := m.S.State()
	return !v.Over() && int(m.viewer) < len(m.Human) && m.Human[m.viewer] && !v.Players[m.viewer].Lost && !m.CurtainUp
}

// concede gives the match up for the viewer: it ends as their loss (the
// game-over screen follows as after any end) and the autosave keeps it.
func (m *MatchScene) concede() {
	m.closeOverlay()
	if err := m.S.Concede(m.viewer); err != nil {
		m.showToast(reason(err))
		return
	}
	m.Refresh()
	if !m.S.State().Over() {
		m.showToast(m.names[m.viewer] + " conceded; the others play on.")
	}
}

// concedeRect is the small "Concede…" button at the right of the
// viewer's mat header.
func (m *MatchScene) concedeRect() widget.Rect {
	if int(m.viewer) >= len(m.Lay.Mats) || m.G.fSmall == nil {
		return widget.Rect{}
	}
	h := m.Lay.Mats[m.viewer].Header
	u := m.Lay.U
	f := m.concedeFace()
	w := widget.TextWidth(concedeLabel, f) + 16*u
	bh := h.H - 4*u
	return widget.Rect{X: h.X + h.W - w - 6*u, Y: h.Y + (h.H-bh)/2, W: w, H: bh}
}

// concedeFace is the face of the Concede… button: the small one, or the
// tiny one when the header strip is too low for it.
func (m *MatchScene) concedeFace() *text.GoTextFace {
	_, th := text.Measure(concedeLabel, m.G.fSmall, 0)
	if th > m.Lay.Mats[m.viewer].Header.H-6*m.Lay.U {
		return m.G.fTiny
	}
	return m.G.fSmall
}

const concedeLabel = "Concede…"

// drawConcedeButton draws the "Concede…" button while conceding is possible.
func (m *MatchScene) drawConcedeButton(screen *ebiten.Image) {
	if !m.canConcede() {
		return
	}
	m.headerButton(screen, m.concedeRect(), concedeLabel, render.Fade(render.Mix(render.Ink, damageRed, 0.4), 0.9))
}

// headerButton draws a button of the viewer's header strip (Concede…,
// Take back), lit with hot under the pointer.
func (m *MatchScene) headerButton(screen *ebiten.Image, r widget.Rect, label string, hot color.RGBA) {
	if r.W <= 0 {
		return
	}
	fill := render.Fade(render.Ink, 0.5)
	if r.Contains(m.hoverAt.X, m.hoverAt.Y) {
		fill = hot
	}
	m.G.Rect(screen, r, fill)
	m.G.Frame(screen, r, math.Max(1, m.Lay.U), render.Fade(render.Gilt, 0.45))
	m.G.Label(screen, label, m.concedeFace(), r, render.Center, render.Mist)
}

// browseAt opens the stack under p for browsing: any Discard or
// Destroyed Stack (they are face up to everyone) with a card in it.
func (m *MatchScene) browseAt(p input.Point) bool {
	for q := range m.Lay.Mats {
		ml := &m.Lay.Mats[q]
		for _, z := range []struct {
			r    widget.Rect
			zone rules.Zone
		}{{ml.Discard, rules.ZDiscard}, {ml.Destroyed, rules.ZDestroyed}} {
			if z.r.Contains(p.X, p.Y) && len(m.stackCards(int8(q), z.zone)) > 0 {
				m.over = overlay{kind: overBrowse, seat: int8(q), zone: z.zone}
				return true
			}
		}
	}
	return false
}

// stackCards are the cards of seat q's stack z, top first.
func (m *MatchScene) stackCards(q int8, z rules.Zone) []rules.CardID {
	pl := &m.View.Players[q]
	src := pl.Discard
	if z == rules.ZDestroyed {
		src = pl.Destroyed
	}
	out := make([]rules.CardID, 0, len(src))
	for i := len(src) - 1; i >= 0; i-- {
		out = append(out, src[i])
	}
	return out
}

// browseGrid lays out the browsed stack: card width, columns, the rows
// that fit and the area of the cards.
func (m *MatchScene) browseGrid() (cw float64, cols, fit int, area widget.Rect) {
	p := m.panelRect()
	u := m.Lay.U
	area = widget.Rect{X: p.X + 16*u, Y: p.Y + 50*u, W: p.W - 32*u, H: p.H - 50*u - 60*u}
	cw = math.Floor(math.Min(96*u, area.W/6-8*u))
	cols = max(1, int(area.W/(cw+8*u)))
	fit = max(1, int(area.H/(layout.CardH(cw)+8*u)))
	return
}

// browseCardAt is the browsed card under p, or NoCard.
func (m *MatchScene) browseCardAt(p input.Point) rules.CardID {
	cw, cols, fit, area := m.browseGrid()
	cs := m.stackCards(m.over.seat, m.over.zone)
	u := m.Lay.U
	for i := m.over.scroll * cols; i < len(cs) && i < (m.over.scroll+fit)*cols; i++ {
		k := i - m.over.scroll*cols
		r := widget.Rect{X: area.X + float64(k%cols)*(cw+8*u), Y: area.Y + float64(k/cols)*(layout.CardH(cw)+8*u), W: cw, H: layout.CardH(cw)}
		if r.Contains(p.X, p.Y) {
			return cs[i]
		}
	}
	return rules.NoCard
}

// layoutOverlay lays out the open panel's buttons.
func (m *MatchScene) layoutOverlay() {
	o := &m.over
	o.rows = o.rows[:0]
	if o.kind == overNone || m.G.fBody == nil {
		return
	}
	p := m.panelRect()
	u := m.Lay.U
	rowH := math.Round(math.Max(m.G.fBody.Size*2, 34*u))
	bottom := func(labels []string, dos []func(), primary int) {
		x := p.X + p.W - 16*u
		for i := len(labels) - 1; i >= 0; i-- {
			w := math.Max(widget.TextWidth(labels[i], m.G.fBody)+32*u, 120*u)
			x -= w
			o.rows = append(o.rows, overlayRow{label: labels[i], r: widget.Rect{X: x, Y: p.Y + p.H - rowH - 14*u, W: w, H: rowH}, primary: i == primary, do: dos[i]})
			x -= 10 * u
		}
	}
	switch o.kind {
	case overBrowse:
		bottom([]string{"Close"}, []func(){m.closeOverlay}, 0)
	case overConcede:
		bottom([]string{"Concede", "Keep playing"}, []func(){m.concede, m.closeOverlay}, 1)
	case overChooser:
		var items []overlayRow
		if o.group == "" {
			for _, g := range o.chooser.Groups() {
				opts := o.chooser.In(g)
				if len(opts) == 1 {
					a := opts[0].Action
					items = append(items, overlayRow{label: opts[0].Label, do: func() { m.closeOverlay(); m.Act(a) }})
					continue
				}
				items = append(items, overlayRow{label: english.Capitalize(g) + " — " + english.Count(len(opts), "choice") + "…", do: func() { o.group = g }})
			}
		} else {
			for _, opt := range o.chooser.In(o.group) {
				a := opt.Action
				items = append(items, overlayRow{label: opt.Label, do: func() { m.closeOverlay(); m.Act(a) }})
			}
		}
		y := m.overlayTop()
		for _, it := range items {
			it.r = widget.Rect{X: p.X + 24*u, Y: y, W: p.W - 48*u, H: rowH}
			o.rows = append(o.rows, it)
			y += rowH + 8*u
		}
		labels, dos := []string{"Cancel"}, []func(){m.closeOverlay}
		if o.group != "" && len(o.chooser.Groups()) > 1 {
			labels, dos = []string{"Back", "Cancel"}, []func(){func() { o.group = "" }, m.closeOverlay}
		}
		bottom(labels, dos, -1)
	}
}

// overlayGesture gives the pointer to the open panel (or the Concede
// button); it reports whether the gesture was taken.
func (m *MatchScene) overlayGesture(g input.Gesture) bool {
	if m.over.kind == overNone {
		if g.Kind == input.Click && m.canConcede() && m.concedeRect().Contains(g.Pos.X, g.Pos.Y) {
			m.openConcede()
			return true
		}
		return false
	}
	m.hoverAt = g.Pos
	switch g.Kind {
	case input.Hover:
		if m.over.kind == overBrowse {
			m.Hover = m.browseCardAt(g.Pos)
		}
	case input.Click:
		m.layoutOverlay()
		for _, r := range m.over.rows {
			if r.r.Contains(g.Pos.X, g.Pos.Y) {
				r.do()
				return true
			}
		}
		if !m.panelRect().Contains(g.Pos.X, g.Pos.Y) {
			m.closeOverlay()
		}
	}
	return true
}

// overlayKeys gives the keys to the open panel: Esc closes it (Keep
// playing, Cancel), Enter or Space presses its highlighted button, the
// wheel and arrows scroll a browsed stack. It reports whether a panel
// was open.
func (m *MatchScene) overlayKeys(kb *widget.Keys) bool {
	o := &m.over
	if o.kind == overNone {
		return false
	}
	switch {
	case kb.Has(ebiten.KeyEscape):
		m.closeOverlay()
	case kb.Has(ebiten.KeySpace) || kb.Enter():
		m.layoutOverlay()
		for _, r := range o.rows {
			if r.primary {
				r.do()
				break
			}
		}
	case o.kind == overBrowse:
		d := 0
		switch {
		case kb.Wheel < 0 || kb.Has(ebiten.KeyArrowDown) || kb.Has(ebiten.KeyPageDown):
			d = 1
		case kb.Wheel > 0 || kb.Has(ebiten.KeyArrowUp) || kb.Has(ebiten.KeyPageUp):
			d = -1
		}
		_, cols, fit, _ := m.browseGrid()
		rows := (len(m.stackCards(o.seat, o.zone)) + cols - 1) / cols
		o.scroll = max(0, min(o.scroll+d, rows-fit))
	}
	return true
}

// drawOverlay draws the open panel over the table.
func (m *MatchScene) drawOverlay(screen *ebiten.Image) {
	o := &m.over
	if o.kind == overNone {
		return
	}
	u := m.Lay.U
	m.G.Rect(screen, widget.Rect{X: 0, Y: 0, W: float64(m.W), H: float64(m.H)}, render.Fade(render.Ink, 0.55))
	p := m.panelRect()
	m.G.Rect(screen, p, render.Fade(render.Mix(render.Ink, render.TableBottom, 0.6), 0.98))
	m.G.Frame(screen, p, math.Max(1, u), render.Fade(render.Gilt, 0.8))
	m.G.Frame(screen, p.Inset(4*u), math.Max(1, u), render.Fade(render.Gilt, 0.3))
	title, sub := m.overlayWords()
	m.G.Label(screen, title, m.G.fTitle, widget.Rect{X: p.X + 16*u, Y: p.Y + 10*u, W: p.W - 32*u, H: m.G.fTitle.Size * 1.4}, render.Center, render.GiltLight)
	y := p.Y + 14*u + m.G.fTitle.Size*1.4
	for _, s := range m.overlaySub(sub) {
		m.G.Label(screen, s, m.G.fBody, widget.Rect{X: p.X + 32*u, Y: y, W: p.W - 64*u, H: m.G.fBody.Size * 1.4}, render.Center, render.Ivory)
		y += m.G.fBody.Size * 1.4
	}
	if o.kind == overBrowse {
		m.drawBrowsed(screen)
	}
	m.layoutOverlay()
	for _, r := range o.rows {
		fill := render.Fade(render.Mix(render.Ink, render.TableBottom, 0.7), 0.95)
		txt := render.Ivory
		if r.primary {
			fill, txt = render.Mix(render.GiltDeep, render.Gilt, 0.35), render.Ink
		}
		if r.r.Contains(m.hoverAt.X, m.hoverAt.Y) {
			fill = render.Mix(fill, render.GiltLight, 0.18)
		}
		m.G.Rect(screen, r.r, fill)
		m.G.Frame(screen, r.r, math.Max(1, u), render.Fade(render.Gilt, 0.6))
		m.G.Label(screen, r.label, m.G.fBody, r.r.Inset(8*u), render.Center, txt)
	}
}

// overlaySub is the panel's words, wrapped to its width.
func (m *MatchScene) overlaySub(sub string) []string {
	if sub == "" {
		return nil
	}
	return widget.WrapText(sub, m.G.fBody, m.panelRect().W-64*m.Lay.U)
}

// overlayTop is where the panel's rows begin: under its title and words.
func (m *MatchScene) overlayTop() float64 {
	_, sub := m.overlayWords()
	u := m.Lay.U
	return m.panelRect().Y + 24*u + m.G.fTitle.Size*1.4 + float64(len(m.overlaySub(sub)))*m.G.fBody.Size*1.4
}

// overlayWords are the open panel's title and words.
func (m *MatchScene) overlayWords() (title, sub string) {
	o := &m.over
	switch o.kind {
	case overBrowse:
		n := len(m.stackCards(o.seat, o.zone))
		whose := english.Capitalize(present.Names{Seats: m.names, Viewer: m.viewer}.Whose(o.seat))
		return whose + " " + o.zone.String() + " · " + english.Count(n, "card") + ", top first", ""
	case overConcede:
		who := "you"
		if m.humans() > 1 {
			who = m.names[m.viewer]
		}
		return "Concede this match?", "The match ends as a loss for " + who + ", and is kept so. It cannot be taken back."
	case overChooser:
		if o.group == "" {
			return o.chooser.Title, o.chooser.Ask
		}
		return o.chooser.Title, ""
	}
	return "", ""
}

// drawBrowsed draws the browsed stack's cards, a page at a time.
func (m *MatchScene) drawBrowsed(screen *ebiten.Image) {
	o := &m.over
	cw, cols, fit, area := m.browseGrid()
	cs := m.stackCards(o.seat, o.zone)
	u := m.Lay.U
	iw := max(int(cw), minFaceW)
	for i := o.scroll * cols; i < len(cs) && i < (o.scroll+fit)*cols; i++ {
		k := i - o.scroll*cols
		x, y := area.X+float64(k%cols)*(cw+8*u), area.Y+float64(k/cols)*(layout.CardH(cw)+8*u)
		c := cs[i]
		var img *ebiten.Image
		if m.View.Hidden(c) {
			img = m.cardBack(m.View.Def(c).Level, m.faceW(iw))
		} else {
			img = m.app.Faces.Card(m.View.Def(c), m.faceW(iw))
			if m.FaceDrawn != nil {
				m.FaceDrawn(c, m.View.Def(c).ID)
			}
		}
		op := m.G.Opts(true)
		op.GeoM.Scale(cw/float64(iw), cw/float64(iw))
		op.GeoM.Translate(x, y)
		screen.DrawImage(img, op)
		if c == m.Hover {
			m.G.Frame(screen, widget.Rect{X: x, Y: y, W: cw, H: layout.CardH(cw)}, math.Max(2, 2*u), render.GiltLight)
		}
	}
	if rows := (len(cs) + cols - 1) / cols; rows > fit {
		m.G.Label(screen, "Rows "+strconv.Itoa(o.scroll+1)+"–"+strconv.Itoa(o.scroll+fit)+" of "+strconv.Itoa(rows)+" · wheel or arrows to scroll", m.G.fSmall,
			widget.Rect{X: area.X, Y: area.Y + area.H + 4*u, W: area.W * 0.6, H: m.G.fSmall.Size * 1.5}, render.LeftMiddle, render.Mist)
	}
}

// humansOut reports whether every human at the screen is out of a match
// that goes on (they conceded while computers play on): the match is
// over for them, and the game-over screen follows.
func (m *MatchScene) humansOut() bool {
	v := m.S.State()
	out := 0
	for p, h := range m.Human {
		if h {
			if !v.Players[p].Lost {
				return false
			}
			out++
		}
	}
	return out > 0
}

// ButtonLabels are the prompt bar's button labels in full and as shown
// (fitted to their buttons), in the same order.
func (m *MatchScene) ButtonLabels() (full, shown []string) {
	for i, b := range m.Bar.P.Buttons {
		if b.Cmd == present.CmdAsk || i >= len(m.Bar.labels) {
			continue
		}
		full = append(full, b.Label)
		shown = append(shown, m.Bar.labels[i])
	}
	return full, shown
}

// ConcedeButton is where the "Concede…" button is (empty when conceding
// is not possible).
func (m *MatchScene) ConcedeButton() widget.Rect {
	if !m.canConcede() {
		return widget.Rect{}
	}
	return m.concedeRect()
}

// Names are the seats' names as the table shows them.
func (m *MatchScene) Names() []string { return m.names }

// HeaderNames are the mats' titles as drawn (fitted to their strips).
func (m *MatchScene) HeaderNames() []string {
	var out []string
	for q := range m.Lay.Mats {
		name, face, box := m.headerLabel(int8(q))
		out = append(out, widget.FitText(name, face, box.W))
	}
	return out
}
