package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/table/hints"
	"twilight/scenes/widget"
)

// legendMatches is how many finished matches the cost legend is shown for
// (while Hints are on).
const legendMatches = 3

// guide is what the table adds to guide a player through a match: the
// playable cards in hand marked and the others' reasons, the Aspect level
// the hand needs, each mat's Creature Limit, the cost legend, and the
// questions asked before a risky move.
type guide struct {
	advice map[rules.CardID]present.Advice // the viewer's hand
	ask    askFirst
	// Legend is where the cost legend was drawn (empty: not shown).
	Legend  widget.Rect
	symbols hints.Symbols
	counted bool // this match was counted in Settings.MatchesPlayed
}

// askFirst is a move waiting for the player's answer to a question.
type askFirst struct {
	q          string
	a, then    rules.Action
	follow, on bool
}

// refreshGuide works out what the guide says of the viewer's hand.
func (m *MatchScene) refreshGuide() {
	if m.guide.advice == nil {
		m.guide.advice = map[rules.CardID]present.Advice{}
	}
	clear(m.guide.advice)
	v := m.View
	if v == nil || v.Over() {
		return
	}
	for _, c := range v.Players[m.viewer].Hand {
		m.guide.advice[c] = present.HandAdvice(v, m.Legal, m.viewer, c)
	}
}

// Advice is what the table says of card c of the viewer's hand.
func (m *MatchScene) Advice(c rules.CardID) (present.Advice, bool) {
	a, ok := m.guide.advice[c]
	return a, ok
}

// perform takes a move the player made by a drop or a click: a risky one
// (present.AskFirst) asks first when the settings say so.
func (m *MatchScene) perform(a, then rules.Action, follow bool) {
	if m.app.Settings.AskFirst {
		if q := present.AskFirst(m.View, m.viewer, a, then, follow); q != "" {
			m.guide.ask = askFirst{q: q, a: a, then: then, follow: follow, on: true}
			m.refused.Hide() // the question replaces an older refusal
			m.clearSel()
			m.Drag = nil
			m.Place(false)
			m.Bar.P = present.AskPrompt(q)
			m.Bar.Menu = true
			m.layoutButtons()
			return
		}
	}
	m.performNow(a, then, follow)
}

// performNow takes the move without asking.
func (m *MatchScene) performNow(a, then rules.Action, follow bool) {
	m.guide.ask = askFirst{}
	if follow {
		m.actThen(a, then)
		return
	}
	m.Act(a)
}

// Asking is the question the table waits on an answer to, or "".
func (m *MatchScene) Asking() string { return m.guide.ask.q }

// goAhead answers the question with yes.
func (m *MatchScene) goAhead() {
	k := m.guide.ask
	if !k.on {
		m.BuildPrompt()
		return
	}
	m.performNow(k.a, k.then, k.follow)
}

// countMatch counts a finished match once (the cost legend shows in the
// first few).
func (m *MatchScene) countMatch() {
	if m.guide.counted {
		return
	}
	m.guide.counted = true
	m.app.Settings.MatchesPlayed++
	_ = m.app.SaveSettings() // a count not saved only shows the legend once more
}

// drawGuide draws the guide over the table: the Creature Limit of each
// mat, the suggested Aspect level, the playable cards' tabs and the
// reason a hovered card cannot be played.
func (m *MatchScene) drawGuide(screen *ebiten.Image) {
	for q := range m.Lay.Mats {
		m.drawLimit(screen, int8(q))
	}
	if !m.Mine || m.View.Over() {
		m.drawHandNote(screen)
		return
	}
	m.drawSuggestion(screen)
	if m.Sel == rules.NoCard && m.Drag == nil && !m.Draft.Active && !m.guide.ask.on {
		for _, c := range m.View.Players[m.viewer].Hand {
			if a := m.guide.advice[c]; a.Playable && c != m.Hover {
				m.drawPlayTab(screen, c)
			}
		}
	}
	m.drawHandNote(screen)
}

// drawLimit writes player q's Creature Limit over the right end of their
// Combat Field: "Lesser creatures 2 of 3 · Greater 0 of 1".
func (m *MatchScene) drawLimit(screen *ebiten.Image, q int8) {
	c := render.Fade(render.Mist, 0.95)
	if present.LimitFull(m.View, q) {
		c = render.GiltLight
	}
	line, box := m.limitLine(q)
	m.G.Label(screen, line, m.G.fTiny, box, render.BottomRight, c)
}

// drawPlayTab marks a card of the hand that can be played now.
func (m *MatchScene) drawPlayTab(screen *ebiten.Image, c rules.CardID) {
	r := m.CardRect(c)
	u := m.Lay.U
	f := m.G.fTiny
	label := "Play"
	w := widget.TextWidth(label, f) + 12*u
	h := f.Size * 1.45
	tab := widget.Rect{X: r.X + r.W/2 - w/2, Y: r.Y - h*0.6, W: w, H: h}
	m.G.Rect(screen, tab, render.Fade(render.Mix(render.Ink, pickGlow, 0.35), 0.95))
	m.G.Frame(screen, tab, math.Max(1, u), pickGlow)
	m.G.Label(screen, label, f, tab, render.Center, render.Ivory)
}

// drawSuggestion shows, in the Resource Phase, the Aspect level the hand
// needs over the Resource Area where it is placed.
func (m *MatchScene) drawSuggestion(screen *ebiten.Image) {
	v := m.View
	if v.Pending.Kind != rules.DecResource || v.Pending.Player != m.viewer {
		return
	}
	l := present.SuggestLevel(v, m.Legal, m.viewer)
	if l == rules.NoLevel {
		return
	}
	r := m.Lay.Mats[m.viewer].Resource
	m.glowRect(screen, r, dropGlow, 0.9)
	u := m.Lay.U
	f := m.G.fSmall
	label := "Place " + l.Name() + " (" + l.Roman() + ") here"
	sym := f.Size * 1.2
	w := math.Min(widget.TextWidth(label, f)+sym+22*u, r.W+40*u)
	h := f.Size * 1.6
	tab := widget.Rect{X: r.X + r.W/2 - w/2, Y: r.Y + r.H/2 - h/2, W: w, H: h}
	m.G.Rect(screen, tab, render.Fade(render.Ink, 0.9))
	m.G.Frame(screen, tab, math.Max(1, u), render.GiltLight)
	m.drawSymbol(screen, l, tab.X+6*u, tab.Y+(h-sym)/2, sym)
	m.G.Label(screen, label, f, widget.Rect{X: tab.X + sym + 10*u, Y: tab.Y, W: w - sym - 14*u, H: h}, render.LeftMiddle, render.GiltLight)
}

// drawSymbol draws level l's cost symbol size pixels wide at (x, y).
func (m *MatchScene) drawSymbol(screen *ebiten.Image, l rules.Level, x, y, size float64) {
	m.guide.symbols.Draw(screen, &m.G.Brush, l, x, y, size)
}

// drawHandNote explains the hand card under the pointer: its cost in
// words (what its symbols mean) and, when it cannot be played now, why
// and what to do about it.
func (m *MatchScene) drawHandNote(screen *ebiten.Image) {
	c := m.Hover
	if m.Drag != nil || c == rules.NoCard || !m.app.Settings.Hints || m.guide.ask.on {
		return
	}
	a, ok := m.guide.advice[c]
	if !ok {
		return
	}
	lines := []string{"Cost: " + present.CostSymbols(m.View.SummonCost(m.viewer, c))}
	switch {
	case a.Playable:
		lines = append(lines, "Playable now: drag it onto a glowing place.")
	case a.Why != "":
		lines = append(lines, "Not now: "+a.Why)
	}
	r := m.CardRect(c)
	hints.Note(screen, &m.G.Brush, lines, m.G.fSmall, m.Lay.U, math.Min(m.Lay.Board.W*0.5, 460*m.Lay.U),
		hints.Place{CentreX: r.X + r.W/2, MinX: 4, MaxX: m.Lay.Board.X + m.Lay.Board.W - 4, Foot: m.Lay.Prompt.Y, Gap: 6 * m.Lay.U})
}

// drawLegend explains the cost symbols in the first matches (while Hints
// are on): a narrow key at the left of the hand, clear of its cards (the
// hover note and the preview say the rest in words).
func (m *MatchScene) drawLegend(screen *ebiten.Image) {
	st := &m.app.Settings
	m.guide.Legend = widget.Rect{}
	if !st.Hints || st.MatchesPlayed >= legendMatches {
		return
	}
	hand, room := m.Lay.Hand, math.Inf(1)
	if h := m.View.Players[m.viewer].Hand; len(h) > 0 {
		first := m.Sprites[h[0]] // only the room left of the first card
		room = first.X - first.W/2 - hand.X - 10*m.Lay.U
	}
	m.guide.Legend = hints.Legend(screen, &m.G.Brush, &m.guide.symbols, m.G.fTiny, m.Lay.U, hand, room)
}

// RefusalText is the refusal note on screen, or "".
func (m *MatchScene) RefusalText() string {
	return m.refused.Text()
}
