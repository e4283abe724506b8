package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/rules"

	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// labelGame draws a table once a tick, running the next step before
// each draw, and keeps the labels each draw wrote.
type labelGame struct {
	m      *table.MatchScene
	steps  []func()
	i      int
	dst    *ebiten.Image
	labels [][]string
}

func (g *labelGame) Update() error { return nil }

func (g *labelGame) Draw(*ebiten.Image) {
	if g.i >= len(g.steps) {
		return
	}
	if g.dst == nil {
		g.dst = ebiten.NewImage(1280, 720)
	}
	g.steps[g.i]()
	g.i++
	var a widget.TextAudit
	g.m.G.Audit = &a
	g.m.Draw(g.dst)
	g.m.G.Audit = nil
	var got []string
	for _, it := range a.Items {
		got = append(got, it.S)
	}
	g.labels = append(g.labels, got)
}

func (g *labelGame) Layout(int, int) (int, int) { return 1280, 720 }

// TestTableLabelsFollowState: the table keeps the text it writes each
// frame (the preview's facts, the Creature Limit lines, the headers' hand
// sizes, the turn line) until what it shows changes; each must show the
// new state in the first frame after a change, never the text kept from
// before it.
func TestTableLabelsFollowState(t *testing.T) {
	app, err := loadTestApp("", "labels")
	if err != nil {
		t.Fatal(err)
	}
	app.Faces.Blank = true // the faces carry no labels of the table
	defer func() { app.Faces.Blank = false }()
	firstCreature := func(s *rules.State, p int8) rules.CardID {
		for _, c := range s.Players[p].Field {
			if s.Def(c).Type == rules.Creature {
				return c
			}
		}
		t.Fatal("no creature on the field")
		return rules.NoCard
	}
	creatureDef := func(s *rules.State) rules.DefID { return s.Def(firstCreature(s, 0)).ID }
	cases := []struct {
		name   string
		hover  bool // point at the first creature of seat 1's field
		change func(s *rules.State)
		want   func(v *rules.State) string // a label the new state must show
	}{
		{"preview's Life after damage", true,
			func(s *rules.State) { s.Cards[firstCreature(s, 0)].Damage++ },
			func(v *rules.State) string {
				c := firstCreature(v, 0)
				return fmt.Sprintf("Life %d of %d", v.CurLife(c), v.Life(c))
			}},
		{"Creature Limit after a Summon", false,
			func(s *rules.State) {
				if _, err := s.AddCard(creatureDef(s), 0, 0, rules.ZField, 0); err != nil {
					t.Fatal(err)
				}
			},
			func(v *rules.State) string { return present.LimitLineShort(v, 0) + "|" + present.LimitLine(v, 0) }},
		{"opponent's hand size after a draw", false,
			func(s *rules.State) {
				if _, err := s.AddCard(creatureDef(s), 1, 1, rules.ZHand, 0); err != nil {
					t.Fatal(err)
				}
			},
			func(v *rules.State) string { return fmt.Sprintf("hand %d", len(v.Players[1].Hand)) }},
		{"turn line after the phase moves on", false,
			func(s *rules.State) { s.Phase = rules.PhaseCombat },
			func(v *rules.State) string { return "· " + v.Phase.String() }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := crowdedMatchFor(t, app)
			defer m.Session().Close()
			m.Layout(1280, 720)
			s := m.Session().State()
			if tc.hover {
				m.Hover = firstCreature(m.View, 0)
			}
			var before string
			g := &labelGame{m: m, steps: []func(){
				func() { before = tc.want(m.View) },
				func() {
					tc.change(s)
					m.Refresh()
				},
			}}
			if _, err := runTB(t, g, len(g.steps)+2); err != nil {
				t.Fatal(err)
			}
			if len(g.labels) != 2 {
				t.Fatalf("%d frames drawn, want 2", len(g.labels))
			}
			after := tc.want(m.View)
			if after == before {
				t.Fatalf("the change left %q as it was: the test changes nothing", before)
			}
			if !showsAny(g.labels[0], before) {
				t.Errorf("before the change no label shows %q: %q", before, g.labels[0])
			}
			if !showsAny(g.labels[1], after) {
				t.Errorf("after the change no label shows %q (kept text?): %q", after, g.labels[1])
			}
		})
	}
}

// showsAny reports whether some label contains one of the |-separated
// wants.
func showsAny(labels []string, wants string) bool {
	for _, w := range strings.Split(wants, "|") {
		for _, l := range labels {
			if w != "" && strings.Contains(l, w) {
				return true
			}
		}
	}
	return false
}
