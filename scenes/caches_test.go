package scenes

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"

	"twilight/scenes/collection"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// The screens keep the text they write each frame until what it shows
// changes; these tests change the state under them and read what the next
// frame writes.

// stepGame runs one step a tick, in Draw (where drawing may happen), on
// a 1280×720 target.
type stepGame struct {
	steps []func(dst *ebiten.Image)
	i     int
	dst   *ebiten.Image
}

func (g *stepGame) Update() error { return nil }

func (g *stepGame) Draw(*ebiten.Image) {
	if g.i >= len(g.steps) {
		return
	}
	if g.dst == nil {
		g.dst = ebiten.NewImage(1280, 720)
	}
	g.steps[g.i](g.dst)
	g.i++
}

func (g *stepGame) Layout(int, int) (int, int) { return 1280, 720 }

// tableLabels draws m onto dst and returns the labels it wrote.
func tableLabels(m *table.MatchScene, dst *ebiten.Image) []string {
	var a widget.TextAudit
	m.G.Audit = &a
	m.Draw(dst)
	m.G.Audit = nil
	var got []string
	for _, it := range a.Items {
		got = append(got, it.S)
	}
	return got
}

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
				return "Life " + strconv.Itoa(v.CurLife(c)) + " of " + strconv.Itoa(v.Life(c))
			}},
		{"Creature Limit after a Summon", false,
			func(s *rules.State) {
				if _, err := s.AddCard(creatureDef(s), 0, 0, rules.ZField, 0); err != nil {
					t.Fatal(err)
				}
			},
			func(v *rules.State) string { // the Lesser count, long ("Lesser creatures 8 of 5") or short ("I 8/5")
				n, limit := v.CreatureLimit(0)
				lesser := strconv.Itoa(n[rules.Lesser])
				return "creatures " + lesser + " of " + strconv.Itoa(limit[rules.Lesser]) + "|I " + lesser + "/" + strconv.Itoa(limit[rules.Lesser])
			}},
		{"opponent's hand size after a draw", false,
			func(s *rules.State) {
				if _, err := s.AddCard(creatureDef(s), 1, 1, rules.ZHand, 0); err != nil {
					t.Fatal(err)
				}
			},
			func(v *rules.State) string { return "hand " + strconv.Itoa(len(v.Players[1].Hand)) }},
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
			var labels [][]string
			g := &stepGame{steps: []func(*ebiten.Image){
				func(dst *ebiten.Image) {
					before = tc.want(m.View)
					labels = append(labels, tableLabels(m, dst))
				},
				func(dst *ebiten.Image) {
					tc.change(s)
					m.Refresh()
					labels = append(labels, tableLabels(m, dst))
				},
			}}
			if _, err := runTB(t, g, len(g.steps)+2); err != nil {
				t.Fatal(err)
			}
			if len(labels) != 2 {
				t.Fatalf("%d frames drawn, want 2", len(labels))
			}
			after := tc.want(m.View)
			if after == before {
				t.Fatalf("the change left %q as it was: the test changes nothing", before)
			}
			if !showsAny(labels[0], before) {
				t.Errorf("before the change no label shows %q: %q", before, labels[0])
			}
			if !showsAny(labels[1], after) {
				t.Errorf("after the change no label shows %q (kept text?): %q", after, labels[1])
			}
		})
	}
}

// showsAny reports whether some label contains one of the |-separated
// wants.
func showsAny(labels []string, wants string) bool {
	return slices.ContainsFunc(strings.Split(wants, "|"), func(w string) bool {
		return w != "" && slices.ContainsFunc(labels, func(l string) bool { return strings.Contains(l, w) })
	})
}

// TestCollectionPreviewFollowsDeck: the preview keeps each card's text
// laid out and shaped; the line saying how many copies the deck holds must
// still change in the frame a copy is added.
func TestCollectionPreviewFollowsDeck(t *testing.T) {
	app, err := loadTestApp("", "previewdeck")
	if err != nil {
		t.Fatal(err)
	}
	app.Faces.Blank = true // the test reads text, not faces
	defer func() { app.Faces.Blank = false }()
	d := collection.NewDecks(app, nil)
	var lines [][]string
	tick := func(do func(), keys ...ebiten.Key) func(*ebiten.Image) {
		return func(dst *ebiten.Image) {
			d.Layout(1280, 720)
			if do != nil {
				do()
			}
			d.Handle(&scene.Context{}, &widget.Keys{Pressed: keys}) // the pointer in the corner, over no card
			d.Draw(dst)
			lines = append(lines, d.PreviewLines())
		}
	}
	g := &stepGame{steps: []func(*ebiten.Image){
		tick(nil),
		tick(func() { d.Shelf.NewBtn.OnPress() }),
		tick(func() { // select the first card of a deck: not a Deity, not a Mini
			for _, i := range d.Passing {
				if it := d.Cat.Items[i]; !it.IsDeity() && !app.Set.Cards[it.Def].Mini {
					d.Sel = i
					return
				}
			}
		}),
		tick(nil),
		tick(nil, ebiten.KeyEqual), // add a copy of the selected card
	}}
	if _, err := runTB(t, g, len(g.steps)+2); err != nil {
		t.Fatal(err)
	}
	if len(lines) != len(g.steps) || !d.Editing() {
		t.Fatalf("%d frames drawn of %d; editing %v", len(lines), len(g.steps), d.Editing())
	}
	count := func(lines []string) string {
		for _, l := range lines {
			if strings.HasPrefix(l, "In this deck:") {
				return l
			}
		}
		return ""
	}
	before, after := count(lines[3]), count(lines[4])
	if !strings.HasPrefix(before, "In this deck: 0 of") {
		t.Fatalf("before adding, the preview says %q, want In this deck: 0 of …; lines %q", before, lines[3])
	}
	if !strings.HasPrefix(after, "In this deck: 1 of") {
		t.Errorf("after adding a copy the preview says %q (kept text?), want In this deck: 1 of …", after)
	}
}
