package table

import (
	"twilight/present"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/rulesref"
	"twilight/scenes/table/labels"
	"twilight/scenes/widget"
)

// What the table's caches (package labels) hold: the text a steady frame
// writes, made here and kept there until what it shows changes.

// previewLines are the wrapped facts of what k shows in the present View,
// width and face.
func (m *MatchScene) previewLines(k labels.PreviewKey) []labels.Line {
	return m.preview.Lines(m.View, m.Lay.Stats.W, m.G.fSmall, k, func() []string { return m.previewFacts(k) })
}

// previewFacts are the preview's lines for k, before wrapping.
func (m *MatchScene) previewFacts(k labels.PreviewKey) []string {
	v := m.View
	if k.Deity >= 0 {
		state := "Conviction power ready"
		if v.Players[k.Deity].DeitySpent {
			state = "Conviction power spent"
		}
		return []string{english.Capitalize(rules.Possessive(m.nameOf(k.Deity))) + " Deity", state}
	}
	c := k.Card
	return present.CardFacts(v, present.Names{Seats: m.names, Viewer: m.viewer}, c, k.Visible, len(rulesref.CardTerms(v.Def(c))) > 0)
}

// limitLine is seat q's Creature Limit line and its box, right of the
// zone's own label over the Combat Field (a narrow mat, three or four
// seats, leaves less room beside it): the long line or, when that does not
// fit, the short one.
func (m *MatchScene) limitLine(q int8) (string, widget.Rect) {
	if len(m.limits) < len(m.Lay.Mats) {
		m.limits = make([]labels.Limit, len(m.Lay.Mats))
	}
	f, field := m.G.fTiny, m.Lay.Mats[q].Field
	n, limit := m.View.CreatureLimit(q)
	return m.limits[q].Get(n, limit, field, f, func() (string, widget.Rect) {
		box := m.zoneLabelBox(field)
		box.X += widget.TextWidth(widget.SmallCaps("Combat Field"), f) + 10*m.Lay.U
		box.W = field.X + field.W - box.X
		line := present.LimitLine(m.View, q)
		if widget.TextWidth(line, f) > box.W {
			line = present.LimitLineShort(m.View, q)
		}
		return line, box
	})
}

// headerInfo is seat q's header fact; dots > 0 while that seat's computer
// thinks (the count of the animated dots).
func (m *MatchScene) headerInfo(q int, dots int) string {
	if len(m.heads) < len(m.Lay.Mats) {
		m.heads = make([]labels.Header, len(m.Lay.Mats))
	}
	pl := &m.View.Players[q]
	return m.heads[q].Text(len(pl.Hand), int(pl.Team), dots, pl.Lost)
}

// glowLevel is how card c is lit: 0 not, 1 faintly (it may be dragged),
// 2 fully (a click acts on it).
func (m *MatchScene) glowLevel(c rules.CardID) int8 {
	return m.glows.Level(m.View, m.Draft.Active, c, func() int8 {
		switch {
		case !m.Draft.Active && len(present.ClickActions(m.Legal, c)) > 0:
			return 2
		case m.View.Cards[c].Zone != rules.ZResource && present.Draggable(m.View, m.Legal, c):
			return 1
		}
		return 0
	})
}
