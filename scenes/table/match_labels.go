package table

import (
	"twilight/present"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/rulesref"
	"twilight/scenes/table/labels"
	"twilight/scenes/table/layout"
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

// limitLine is seat q's Creature Limit line and its box: on an opponent's
// compact mat (three or four seats) under the Combat Field where the
// stacks' labels leave room, else right of the Combat Field's own label;
// in words, in numerals, or only the levels in use, the longest that fits.
func (m *MatchScene) limitLine(q int8) (string, widget.Rect) {
	if len(m.limits) < len(m.Lay.Mats) {
		m.limits = make([]labels.Limit, len(m.Lay.Mats))
	}
	f, ml := m.G.fTiny, &m.Lay.Mats[q]
	n, limit := m.View.CreatureLimit(q)
	return m.limits[q].Get(n, limit, ml.Field, f, func() (string, widget.Rect) {
		beside := m.zoneLabelBox(ml.Field)
		beside.X += widget.TextWidth(widget.SmallCaps("Combat Field"), f) + 10*m.Lay.U
		beside.W = ml.Field.X + ml.Field.W - beside.X
		places := []labels.Place{{R: beside, Right: true}}
		if under, ok := m.underField(ml); ok {
			places = []labels.Place{{R: under}, places[0]}
		}
		width := func(s string) float64 { return widget.TextWidth(s, f) }
		return labels.FirstFit(present.LimitLines(m.View, q), width, places)
	})
}

// underField is the free start of the strip under an opponent's compact
// Combat Field: from the field's left edge to the first of the stacks'
// labels written in it (or to the Resource Area's).
func (m *MatchScene) underField(ml *layout.Mat) (widget.Rect, bool) {
	if !ml.Compact || !ml.Mirrored {
		return widget.Rect{}, false
	}
	pad := 8 * m.Lay.U
	strip := m.zoneLabelBox(ml.Resource)
	end := ml.Resource.X - pad
	for _, z := range ml.Zones() {
		if lb := m.zoneLabelBox(z.R); lb.Y == strip.Y && z.R.X < ml.Resource.X && m.zoneLabel(z.Name, z.R) != "" {
			end = min(end, lb.X-pad)
		}
	}
	strip.X, strip.W = ml.Field.X, end-ml.Field.X
	return strip, strip.W > 0
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

// LimitLines are the mats' Creature Limit lines as drawn (fitted to
// their boxes).
func (m *MatchScene) LimitLines() []string {
	var out []string
	for q := range m.Lay.Mats {
		line, box := m.limitLine(int8(q))
		out = append(out, widget.FitText(line, m.G.fTiny, box.W))
	}
	return out
}
