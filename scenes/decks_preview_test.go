package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"

	"twilight/scenes/collection"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// previewStep is one tick of previewGame: something done first, then the
// keys pressed in the tick.
type previewStep struct {
	do   func()
	keys []ebiten.Key
}

// previewGame runs the collection a tick at a time and keeps the
// preview's lines after each draw.
type previewGame struct {
	d     *collection.DecksScene
	steps []previewStep
	i     int
	dst   *ebiten.Image
	lines [][]string
}

func (g *previewGame) Update() error { return nil }

func (g *previewGame) Draw(*ebiten.Image) {
	if g.i >= len(g.steps) {
		return
	}
	if g.dst == nil {
		g.dst = ebiten.NewImage(1280, 720)
		g.d.Layout(1280, 720)
	}
	st := g.steps[g.i]
	g.i++
	if st.do != nil {
		st.do()
	}
	g.d.Handle(&scene.Context{Cursor: input.Point{X: -1, Y: -1}}, &widget.Keys{Pressed: st.keys})
	g.d.Draw(g.dst)
	g.lines = append(g.lines, g.d.PreviewLines())
}

func (g *previewGame) Layout(int, int) (int, int) { return 1280, 720 }

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
	g := &previewGame{d: d, steps: []previewStep{
		{},
		{do: func() { d.Shelf.NewBtn.OnPress() }},
		{do: func() { // select the first card of a deck: not a Deity, not a Mini
			for _, i := range d.Passing {
				if it := d.Cat.Items[i]; !it.IsDeity() && !app.Set.Cards[it.Def].Mini {
					d.Sel = i
					return
				}
			}
		}},
		{},
		{keys: []ebiten.Key{ebiten.KeyEqual}}, // add a copy of the selected card
	}}
	if _, err := runTB(t, g, len(g.steps)+2); err != nil {
		t.Fatal(err)
	}
	if len(g.lines) != len(g.steps) || !d.Editing() {
		t.Fatalf("%d frames drawn of %d; editing %v", len(g.lines), len(g.steps), d.Editing())
	}
	count := func(lines []string) string {
		for _, l := range lines {
			if strings.HasPrefix(l, "In this deck:") {
				return l
			}
		}
		return ""
	}
	before, after := count(g.lines[3]), count(g.lines[4])
	if !strings.HasPrefix(before, "In this deck: 0 of") {
		t.Fatalf("before adding, the preview says %q, want In this deck: 0 of …; lines %q", before, g.lines[3])
	}
	if !strings.HasPrefix(after, "In this deck: 1 of") {
		t.Errorf("after adding a copy the preview says %q (kept text?), want In this deck: 1 of …", after)
	}
}
