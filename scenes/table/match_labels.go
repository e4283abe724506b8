package table

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/present"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/rulesref"
	"twilight/scenes/widget"
)

// The table's text caches. What a steady frame writes is made once and
// kept until what it shows changes: the View (a new one after every
// action and every animation step that reads the log), the box it is set
// in, or the face (new faces come with every new layout or interface
// scale). A frame that changes none of them formats, wraps and allocates
// nothing.

// statLine is one wrapped line of the rail preview's facts; head is set
// on the lines of the first fact (the card's name), drawn brighter.
type statLine struct {
	s    string
	head bool
}

// previewText is the rail preview's facts, wrapped to the stats box, for
// each card or Deity shown in one View.
type previewText struct {
	view  *rules.State
	w     float64
	face  *text.GoTextFace
	size  float64
	lines map[previewKey][]statLine
}

// previewKey is what the preview shows: a card, face up or not, or the
// Deity of seat deity (when deity >= 0).
type previewKey struct {
	card    rules.CardID
	deity   int8
	visible bool
}

// previewLines are the wrapped facts of what k shows, made when first
// asked in the present View, width and face.
func (m *MatchScene) previewLines(k previewKey) []statLine {
	p := &m.preview
	v, w, f := m.View, m.Lay.Stats.W, m.G.fSmall
	if p.view != v || p.w != w || p.face != f || p.size != f.Size {
		p.view, p.w, p.face, p.size = v, w, f, f.Size
		clear(p.lines)
	}
	if lines, ok := p.lines[k]; ok {
		return lines
	}
	var out []statLine
	for i, s := range m.previewFacts(k) {
		for _, part := range widget.WrapText(s, f, w) {
			out = append(out, statLine{s: part, head: i == 0})
		}
	}
	if p.lines == nil {
		p.lines = map[previewKey][]statLine{}
	}
	p.lines[k] = out
	return out
}

// previewFacts are the preview's lines for k, before wrapping.
func (m *MatchScene) previewFacts(k previewKey) []string {
	v := m.View
	if k.deity >= 0 {
		state := "Conviction power ready"
		if v.Players[k.deity].DeitySpent {
			state = "Conviction power spent"
		}
		return []string{english.Capitalize(rules.Possessive(m.nameOf(k.deity))) + " Deity", state}
	}
	c := k.card
	return present.CardFacts(v, present.Names{Seats: m.names, Viewer: m.viewer}, c, k.visible, len(rulesref.CardTerms(v.Def(c))) > 0)
}

// limitLabel is the Creature Limit line over one seat's Combat Field, its
// box, and what they were made from.
type limitLabel struct {
	n, limit [4]int
	field    widget.Rect
	face     *text.GoTextFace
	size     float64
	line     string
	box      widget.Rect
}

// limitLine is seat q's Creature Limit line and its box, right of the
// zone's own label over the Combat Field (a narrow mat, three or four
// seats, leaves less room beside it): the long line or, when that does not
// fit, the short one. Both are remade only when the counts, the field or
// the face change.
func (m *MatchScene) limitLine(q int8) (string, widget.Rect) {
	if len(m.limits) < len(m.Lay.Mats) {
		m.limits = make([]limitLabel, len(m.Lay.Mats))
	}
	f, field := m.G.fTiny, m.Lay.Mats[q].Field
	n, limit := m.View.CreatureLimit(q)
	l := &m.limits[q]
	if l.face == f && l.size == f.Size && l.field == field && l.n == n && l.limit == limit {
		return l.line, l.box
	}
	box := m.zoneLabelBox(field)
	box.X += widget.TextWidth(widget.SmallCaps("Combat Field"), f) + 10*m.Lay.U
	box.W = field.X + field.W - box.X
	*l = limitLabel{n: n, limit: limit, field: field, face: f, size: f.Size, line: present.LimitLine(m.View, q), box: box}
	if widget.TextWidth(l.line, f) > box.W {
		l.line = present.LimitLineShort(m.View, q)
	}
	return l.line, l.box
}

// headInfo is the live fact in a seat's header ("hand 7 · team 1",
// "thinking ··"), and what it was made from.
type headInfo struct {
	hand, team, dots int
	lost, made       bool
	s                string
}

// headerInfo is seat q's header fact; dots > 0 while that seat's computer
// thinks (the count of the animated dots).
func (m *MatchScene) headerInfo(q int, dots int) string {
	if len(m.heads) < len(m.Lay.Mats) {
		m.heads = make([]headInfo, len(m.Lay.Mats))
	}
	pl := &m.View.Players[q]
	k := headInfo{hand: len(pl.Hand), team: int(pl.Team), dots: dots, lost: pl.Lost, made: true}
	h := &m.heads[q]
	k.s = h.s
	if *h == k {
		return h.s
	}
	k.s = "hand " + strconv.Itoa(k.hand)
	if k.team > 0 {
		k.s += " · team " + strconv.Itoa(k.team)
	}
	if k.lost {
		k.s = "out of the match"
	}
	if dots > 0 {
		k.s += "  ·  thinking " + strings.Repeat("·", dots)
	}
	*h = k
	return h.s
}

// glowMemo remembers, for one View (and the legal actions listed with it
// in Refresh), how strongly each card is lit as something the player can
// act on (drawHighlights): finding out lists the card's actions and asks
// for its drop targets, which may play the action out on a copy of the
// game.
type glowMemo struct {
	view   *rules.State
	draft  bool
	levels []int8 // per card: -1 not yet known, 0 unlit, 1 faint, 2 lit
}

// glowLevel is how card c is lit: 0 not, 1 faintly (it may be dragged),
// 2 fully (a click acts on it).
func (m *MatchScene) glowLevel(c rules.CardID) int8 {
	g := &m.glows
	if g.view != m.View || g.draft != m.Draft.Active || len(g.levels) != len(m.View.Cards) {
		g.view, g.draft = m.View, m.Draft.Active
		g.levels = g.levels[:0]
		for range m.View.Cards {
			g.levels = append(g.levels, -1)
		}
	}
	if g.levels[c] >= 0 {
		return g.levels[c]
	}
	var l int8
	switch {
	case !m.Draft.Active && len(present.ClickActions(m.Legal, c)) > 0:
		l = 2
	case m.View.Cards[c].Zone != rules.ZResource && present.Draggable(m.View, m.Legal, c):
		l = 1
	}
	g.levels[c] = l
	return l
}
