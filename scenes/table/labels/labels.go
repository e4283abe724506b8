// Package labels keeps the match table's text and highlight caches. What
// a steady frame writes is made once and kept until what it shows
// changes: the View (a new one after every action and every animation
// step that reads the log), the box it is set in, or the face (new faces
// come with every new layout or interface scale). A frame that changes
// none of them formats, wraps and allocates nothing. The table says what
// the text is; this package only remembers it.
package labels

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/rules"

	"twilight/scenes/widget"
)

// Line is one wrapped line of the rail preview's facts; Head is set on
// the lines of the first fact (the card's name), drawn brighter.
type Line struct {
	S    string
	Head bool
}

// PreviewKey is what the preview shows: a card, face up or not, or the
// Deity of seat Deity (when Deity >= 0).
type PreviewKey struct {
	Card    rules.CardID
	Deity   int8
	Visible bool
}

// Preview is the rail preview's facts, wrapped to the stats box, for each
// card or Deity shown in one View. A fact's wrapping is kept across Views
// too (most of a card's facts do not change with an action), so the first
// look at a card after an action only words its facts again.
type Preview struct {
	view  *rules.State
	w     float64
	face  *text.GoTextFace
	size  float64
	lines map[PreviewKey][]Line
	wraps map[string][]string // a fact's wrapped lines at w in face
}

// maxWraps bounds the facts whose wrapping is kept (a long match words
// many passing facts: "Damage 2", "Exhausted").
const maxWraps = 4096

// Lines are the facts of k wrapped to width w in face f, made (facts asks
// for them unwrapped) when first asked in view, w and f.
func (p *Preview) Lines(view *rules.State, w float64, f *text.GoTextFace, k PreviewKey, facts func() []string) []Line {
	if p.w != w || p.face != f || p.size != f.Size || len(p.wraps) > maxWraps {
		clear(p.wraps)
	}
	if p.view != view || p.w != w || p.face != f || p.size != f.Size {
		p.view, p.w, p.face, p.size = view, w, f, f.Size
		clear(p.lines)
	}
	if lines, ok := p.lines[k]; ok {
		return lines
	}
	if p.wraps == nil {
		p.wraps = map[string][]string{}
	}
	var out []Line
	for i, s := range facts() {
		parts, ok := p.wraps[s]
		if !ok {
			parts = widget.WrapText(s, f, w)
			p.wraps[s] = parts
		}
		for _, part := range parts {
			out = append(out, Line{S: part, Head: i == 0})
		}
	}
	if p.lines == nil {
		p.lines = map[PreviewKey][]Line{}
	}
	p.lines[k] = out
	return out
}

// Limit is one seat's Creature Limit line over its Combat Field, its box,
// and what they were made from.
type Limit struct {
	n, limit [4]int
	field    widget.Rect
	face     *text.GoTextFace
	size     float64
	line     string
	box      widget.Rect
}

// Get is the kept line and box for the counts n and limit, the field and
// the face f, made again by make only when one of them changed.
func (l *Limit) Get(n, limit [4]int, field widget.Rect, f *text.GoTextFace, make func() (string, widget.Rect)) (string, widget.Rect) {
	if l.face == f && l.size == f.Size && l.field == field && l.n == n && l.limit == limit {
		return l.line, l.box
	}
	line, box := make()
	*l = Limit{n: n, limit: limit, field: field, face: f, size: f.Size, line: line, box: box}
	return line, box
}

// Header is the live fact in a seat's header ("hand 7 · team 1",
// "thinking ··"), and what it was made from.
type Header struct {
	hand, team, dots int
	lost, made       bool
	s                string
}

// Text is the header fact of a seat holding hand cards, in team (0: no
// teams), out of the match when lost; dots > 0 while its computer thinks
// (the count of the animated dots).
func (h *Header) Text(hand, team, dots int, lost bool) string {
	k := Header{hand: hand, team: team, dots: dots, lost: lost, made: true, s: h.s}
	if *h == k {
		return h.s
	}
	k.s = "hand " + strconv.Itoa(hand)
	if team > 0 {
		k.s += " · team " + strconv.Itoa(team)
	}
	if lost {
		k.s = "out of the match"
	}
	if dots > 0 {
		k.s += "  ·  thinking " + strings.Repeat("·", dots)
	}
	*h = k
	return h.s
}

// Glow remembers, for one View (and the legal actions listed with it),
// how strongly each card is lit as something the player can act on:
// finding out lists the card's actions and asks for its drop targets,
// which may play the action out on a copy of the game.
type Glow struct {
	view   *rules.State
	draft  bool
	levels []int8 // per card: -1 not yet known, 0 unlit, 1 faint, 2 lit
}

// Level is how card c is lit in view (draft: an offer is being built),
// worked out by level the first time it is asked.
func (g *Glow) Level(view *rules.State, draft bool, c rules.CardID, level func() int8) int8 {
	if g.view != view || g.draft != draft || len(g.levels) != len(view.Cards) {
		g.view, g.draft = view, draft
		g.levels = g.levels[:0]
		for range view.Cards {
			g.levels = append(g.levels, -1)
		}
	}
	if g.levels[c] < 0 {
		g.levels[c] = level()
	}
	return g.levels[c]
}

// zoneLabels is each zone's small-caps label, by the name layout.Mat.Zones
// gives it, and the short form a compact mat uses ("" where there is none).
var zoneLabels = map[string][2]string{
	"Life Stack": {"life", "life"}, "Discard Stack": {"discard", "disc."}, "Destroyed": {"destroyed", "dest."},
	"Deity": {"deity", "deity"}, "Combat Field": {"combat field", ""}, "Aspect Stack": {"aspects", "asp."},
	"Resource Area": {"resources", ""},
}

// Zone is the label written over the zone of that name: its full label
// when fits says it fits over the zone, else the short form when that
// fits, else "" (nothing is written).
func Zone(name string, fits func(string) bool) string {
	forms := zoneLabels[name]
	for _, s := range forms {
		if s != "" && fits(s) {
			return s
		}
	}
	return ""
}

// Place is a box a line of text may go in, and the side of it the line
// keeps to.
type Place struct {
	R     widget.Rect
	Right bool
}

// FirstFit is the first of places where one of lines (longest form
// first) fits, the longest form that fits there, and its box: as wide as
// the line, at the place's left or right. When none fits, the last line in
// the last place, where the drawing cuts it.
func FirstFit(lines []string, width func(string) float64, places []Place) (string, widget.Rect) {
	for _, p := range places {
		for _, s := range lines {
			if w := width(s); w <= p.R.W {
				box := p.R
				if p.Right {
					box.X += box.W - w
				}
				box.W = w
				return s, box
			}
		}
	}
	return lines[len(lines)-1], places[len(places)-1].R
}
