package render

import (
	"slices"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestRulesTextAtEveryWidth: a full face (not compact) shows its rules
// text at every width up to a large preview. A Deity's text sat a line
// short of fitting at its last size at some widths (Mars at 197-202,
// 221-231, 253-260 and 284-289 px, among others), and the text box came
// out blank there. Layout only, every 5 px (the blank ranges were 6 px
// and wider): nothing is painted.
func TestRulesTextAtEveryWidth(t *testing.T) {
	set := cardsettest.Base(t)
	f := newTestFaces(t)
	type face struct {
		name, body string
		lay        func(w int) *cfCard
	}
	var faces []face
	for i := range set.Deities {
		d := &set.Deities[i]
		faces = append(faces, face{d.Title, d.Text, func(w int) *cfCard { return f.deityCard(d, false, w) }})
	}
	// The two Action cards with the longest texts, where a miss would be.
	cards := make([]*rules.CardDef, 0, len(set.Cards))
	for i := range set.Cards {
		if !set.Cards[i].Mini {
			cards = append(cards, &set.Cards[i])
		}
	}
	slices.SortFunc(cards, func(a, b *rules.CardDef) int { return len(b.Text+b.HeresyText) - len(a.Text+a.HeresyText) })
	for _, def := range cards[:2] {
		faces = append(faces, face{def.Title, printedBody(def, keywordLine(def)), func(w int) *cfCard { c, _ := f.actionCard(def, w); return c }})
	}
	for _, fc := range faces {
		words := strings.Fields(strings.NewReplacer("{", " ", "}", " ", ":", " ", ".", " ", ",", " ").Replace(fc.body))
		if len(words) == 0 {
			continue
		}
		want := words[len(words)/2]
		var blank []int
		for w := CompactWidth; w <= 320; w += 5 {
			c := fc.lay(w)
			c.layoutText()
			shown := false
			for _, r := range c.draws.runs {
				shown = shown || strings.Contains(r.s, want)
			}
			if !shown {
				blank = append(blank, w)
			}
		}
		if len(blank) > 0 {
			t.Errorf("%s: no rules text (no %q) at %d widths: %v", fc.name, want, len(blank), blank[:min(12, len(blank))])
		}
	}
}
