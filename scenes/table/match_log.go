package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/table/layout"
	"twilight/scenes/widget"
)

// logPanel is the game log in the rail: every event in plain words, newest
// at the foot. It follows new events unless the player scrolled up, can
// show only the events about the reader ("Mine"), can be enlarged over
// the chain's room (L), and pointing at a line lights up its cards.
type logPanel struct {
	seen     int // log events read
	lines    []logLine
	top      int // lines scrolled up from the newest
	drawRun  int // consecutive draws by drawBy
	drawBy   int8
	large    bool
	mineOnly bool
	hover    int            // the line under the pointer, or -1
	rows     []logRow       // where the lines were drawn last frame
	tabs     [3]widget.Rect // All, Mine, Larger/Smaller
	cards    [4]rules.CardID
	shown    []int // indexes of the lines the filter lets through
	filterOf int   // the length of lines when shown was made
}

type logLine struct {
	text   string
	turn   bool // a turn header
	player int8 // who acted, or -1
	who    int8 // another player involved, or -1
	card   rules.CardID
	event  int // the log event shown (the last, for a run of draws)

	wrapped []string
	wrapW   float64
	wrapF   *text.GoTextFace
}

type logRow struct {
	r    widget.Rect
	line int
}

func (l *logPanel) toggleLarge() { l.large = !l.large }

// read turns new log events into lines; a run of draws by one player
// reads as one line. It returns how many lines were added.
func (l *logPanel) read(v *rules.State, viewer int8) int {
	if l.seen > len(v.Log) {
		l.seen, l.lines, l.top = 0, l.lines[:0], 0
	}
	before := len(l.lines)
	for k, e := range v.Log[l.seen:] {
		line := logLine{text: v.Text(e, viewer), turn: e.Kind == rules.EvTurn, player: e.Player, who: e.Who, card: e.Card, event: l.seen + k}
		switch {
		case e.Kind == rules.EvDraw && l.drawRun > 0 && l.drawBy == e.Player && len(l.lines) > 0:
			l.drawRun++
			line.text = v.PlayerName(e.Player) + " draws " + english.Count(l.drawRun, "card")
			line.card = rules.NoCard
			l.lines[len(l.lines)-1] = line
			continue
		case e.Kind == rules.EvDraw:
			l.drawRun, l.drawBy = 1, e.Player
		default:
			l.drawRun = 0
		}
		if line.text != "" {
			l.lines = append(l.lines, line)
		}
	}
	l.seen = len(v.Log)
	added := len(l.lines) - before
	if l.top > 0 {
		l.top += added // scrolled up: stay on the lines being read
	}
	return added
}

// visible lists the lines the filter lets through (all, or those about
// the reader and the turn headers).
func (l *logPanel) visible(viewer int8) []int {
	if l.filterOf == len(l.lines) && l.shown != nil {
		return l.shown
	}
	l.shown = l.shown[:0]
	for i := range l.lines {
		ln := &l.lines[i]
		if !l.mineOnly || ln.turn || ln.player == viewer || ln.who == viewer {
			l.shown = append(l.shown, i)
		}
	}
	l.filterOf = len(l.lines)
	return l.shown
}

// scroll moves the view d lines up (into older lines) or down.
func (l *logPanel) scroll(d int, viewer int8) {
	l.top = max(0, min(len(l.visible(viewer))-1, l.top+d))
}

// chainRect is the chain panel: as tall as its items need (a line when
// it is empty), at most most of the room under the phases.
func (m *MatchScene) chainRect() widget.Rect {
	l := &m.Lay
	rest := widget.Rect{X: l.Chain.X, Y: l.Chain.Y, W: l.Chain.W, H: l.Log.Y + l.Log.H - l.Chain.Y}
	head := math.Round(26 * l.U)
	n := len(m.View.Chain)
	want := head + float64(n)*m.chainRowH()
	most := rest.H * 0.62
	if m.log.large {
		most = rest.H * 0.3
	}
	if n == 0 {
		want = head
	}
	return widget.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: math.Min(want, most)}
}

// chainRowH is the height of one chain row: a title line and a name line.
func (m *MatchScene) chainRowH() float64 {
	return math.Ceil(math.Max(m.G.fSmall.Size*1.3+m.G.fTiny.Size*1.25+6*m.Lay.U, 30*m.Lay.U))
}

// logRect is the log panel: the rail's room under the chain.
func (m *MatchScene) logRect() widget.Rect {
	l := &m.Lay
	c := m.chainRect()
	gap := math.Round(8 * l.U)
	bottom := l.Log.Y + l.Log.H
	return widget.Rect{X: c.X, Y: c.Y + c.H + gap, W: c.W, H: bottom - (c.Y + c.H + gap)}
}

// chainRows are the rectangles of the chain panel's rows that fit, newest
// first; more reports how many items did not fit.
func (m *MatchScene) chainRows() (rows []widget.Rect, more int) {
	r := m.chainRect()
	head := math.Round(26 * m.Lay.U)
	n := len(m.View.Chain)
	rowH := m.chainRowH()
	fit := int(math.Max(0, math.Floor((r.H-head)/rowH)))
	if fit < n {
		// The last line says how many more.
		fit = int(math.Max(0, math.Floor((r.H-head-m.G.fTiny.Size*1.4)/rowH)))
	}
	k := min(n, fit)
	rows = make([]widget.Rect, k)
	for i := range rows {
		rows[i] = widget.Rect{X: r.X, Y: r.Y + head + float64(i)*rowH, W: r.W, H: rowH - 2}
	}
	return rows, n - k
}

func (m *MatchScene) drawChain(screen *ebiten.Image) {
	v := m.View
	r := m.chainRect()
	u := m.Lay.U
	head := widget.Rect{X: r.X, Y: r.Y, W: r.W, H: math.Round(22 * u)}
	if len(v.Chain) == 0 {
		m.G.Label(screen, "The chain is empty", m.G.fTiny, head, render.Center, render.Fade(render.Mist, 0.5))
		return
	}
	title := widget.SmallCaps("waiting to resolve · last in, first out")
	if widget.TextWidth(title, m.G.fTiny) > head.W {
		title = widget.SmallCaps("waiting to resolve")
	}
	m.G.Label(screen, title, m.G.fTiny, head, render.Center, render.Gilt)
	rows, more := m.chainRows()
	for i, row := range rows {
		it := &v.Chain[len(v.Chain)-1-i]
		m.G.Rect(screen, row, render.Fade(render.Ink, 0.5))
		if i == 0 {
			m.G.Frame(screen, row, math.Max(1, u), render.Fade(render.Gilt, 0.7))
		}
		what := m.itemTitle(it)
		x := row.X + layout.CardW(row.H) + 8*u
		txt := widget.Rect{X: x, Y: row.Y + 2*u, W: row.X + row.W - x - 4*u, H: m.G.fSmall.Size * 1.3}
		m.G.Label(screen, what, m.G.fSmall, txt, render.LeftMiddle, render.Ivory)
		who := widget.Rect{X: x, Y: txt.Y + txt.H, W: txt.W, H: m.G.fTiny.Size * 1.25}
		m.G.Label(screen, m.names[it.Controller], m.G.fTiny, who, render.LeftMiddle, render.Fade(render.Mist, 0.9))
		if it.Kind != rules.ItemSummon && it.Source >= 0 && !v.Hidden(it.Source) {
			img := m.app.Faces.Card(v.Def(it.Source), m.faceW(minFaceW))
			if m.FaceDrawn != nil {
				m.FaceDrawn(it.Source, v.Def(it.Source).ID)
			}
			op := m.G.Opts(true)
			k := layout.CardW(row.H-4) / minFaceW
			op.GeoM.Scale(k, k)
			op.GeoM.Translate(row.X+2, row.Y+2)
			screen.DrawImage(img, op)
		}
	}
	if more > 0 {
		y := r.Y + r.H - m.chainRowH()
		if len(rows) > 0 {
			y = rows[len(rows)-1].Y + rows[len(rows)-1].H + 2
		}
		m.G.Label(screen, "+ "+english.Count(more, "older item")+" below", m.G.fTiny, widget.Rect{X: r.X, Y: y, W: r.W, H: m.G.fTiny.Size * 1.4}, render.Center, render.Fade(render.Mist, 0.9))
	}
}

// itemTitle names a chain item on its row.
func (m *MatchScene) itemTitle(it *rules.Item) string {
	v := m.View
	what := rules.Possessive(m.names[max(it.Deity, 0)]) + " Deity power"
	if it.Source >= 0 {
		what = v.Def(it.Source).Title
		if v.Hidden(it.Source) {
			what = english.WithArticle(v.Def(it.Source).Level.Name() + " card")
		}
	}
	switch it.Kind {
	case rules.ItemSummon:
		what = "Summon " + what
	case rules.ItemHeresy:
		what += " (Heresy)"
	}
	if it.Countered {
		what += " — countered"
	}
	return what
}

// drawLog draws the log's header (All · Mine · Larger) and the newest lines
// that fit, in plain words, with a mark when newer lines are below.
func (m *MatchScene) drawLog(screen *ebiten.Image) {
	r := m.logRect()
	u := m.Lay.U
	f := m.G.fSmall
	lg := &m.log
	headH := math.Round(m.G.fTiny.Size * 1.8)
	size := "Larger"
	if lg.large {
		size = "Smaller"
	}
	labels := [3]string{"All", "Mine", size}
	x := r.X
	for i, s := range labels {
		w, _ := text.Measure(s, m.G.fTiny, 0)
		lg.tabs[i] = widget.Rect{X: x, Y: r.Y, W: w + 12*u, H: headH}
		on := (i == 0 && !lg.mineOnly) || (i == 1 && lg.mineOnly)
		c := render.Fade(render.Mist, 0.85)
		if on {
			c = render.GiltLight
			m.G.Rect(screen, widget.Rect{X: x + 4*u, Y: r.Y + headH - 2*u, W: w + 4*u, H: math.Max(1, u)}, render.Gilt)
		}
		m.G.Label(screen, s, m.G.fTiny, lg.tabs[i], render.Center, c)
		x += w + 16*u
	}
	if lg.top > 0 {
		nr := widget.Rect{X: r.X + r.W*0.55, Y: r.Y, W: r.W * 0.45, H: headH}
		m.G.Label(screen, "newer below", m.G.fTiny, widget.Rect{X: nr.X, Y: nr.Y, W: nr.W - 14*u, H: nr.H}, render.RightMiddle, render.Gilt)
		cx, cy := nr.X+nr.W-6*u, nr.Y+nr.H/2
		m.G.Line(screen, cx, cy-4*u, cx, cy+4*u, 2*u, 5*u, render.Gilt)
	}
	body := widget.Rect{X: r.X, Y: r.Y + headH, W: r.W, H: r.H - headH}
	lh := f.Size * 1.3
	y := body.Y + body.H - lh
	lg.rows = lg.rows[:0]
	shown := lg.visible(m.viewer)
	end := len(shown) - lg.top
	for k := end - 1; k >= 0 && y >= body.Y; k-- {
		i := shown[k]
		ln := &lg.lines[i]
		wrapped := ln.wrap(m.G.fSmall, body.W-8)
		for j := len(wrapped) - 1; j >= 0 && y >= body.Y; j-- {
			c := render.Fade(render.Ivory, 0.82)
			if ln.turn {
				c = render.Gilt
			}
			if i == lg.hover {
				m.G.Rect(screen, widget.Rect{X: body.X, Y: y, W: body.W, H: lh}, render.Fade(render.Gilt, 0.16))
			}
			ind := 0.0
			if j > 0 {
				ind = 10 * u
			}
			row := widget.Rect{X: body.X + ind, Y: y, W: body.W - ind, H: lh}
			m.G.Label(screen, wrapped[j], f, row, render.LeftMiddle, c)
			lg.rows = append(lg.rows, logRow{widget.Rect{X: body.X, Y: y, W: body.W, H: lh}, i})
			y -= lh
		}
	}
	m.drawHoveredReason(screen)
}

// wrap is the line broken to width w in f, kept until either changes.
func (ln *logLine) wrap(f *text.GoTextFace, w float64) []string {
	if ln.wrapW != w || ln.wrapF != f {
		ln.wrapped = widget.WrapText(ln.text, f, w)
		ln.wrapW, ln.wrapF = w, f
	}
	return ln.wrapped
}

// hoverAt notes the line under (x, y): its card lights up on the table.
func (l *logPanel) hoverAt(x, y float64) {
	l.hover = -1
	for _, row := range l.rows {
		if row.r.Contains(x, y) {
			l.hover = row.line
		}
	}
}

// logHoverCard is the card of the log line under the pointer, or NoCard.
func (m *MatchScene) logHoverCard() rules.CardID {
	lg := &m.log
	if lg.hover < 0 || lg.hover >= len(lg.lines) {
		return rules.NoCard
	}
	c := lg.lines[lg.hover].card
	if c < 0 || int(c) >= len(m.Sprites) || !m.Sprites[c].placed {
		return rules.NoCard
	}
	return c
}

// Click handles a click in the log: its tabs.
func (l *logPanel) Click(x, y float64) {
	lg := l
	switch {
	case lg.tabs[0].Contains(x, y):
		lg.mineOnly, lg.top, lg.shown = false, 0, nil
	case lg.tabs[1].Contains(x, y):
		lg.mineOnly, lg.top, lg.shown = true, 0, nil
	case lg.tabs[2].Contains(x, y):
		lg.toggleLarge()
	}
}
