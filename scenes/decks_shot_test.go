package scenes

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"

	"twilight/scenes/collection"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
)

// decksFrame draws the collection as it stands, every face rendered.
type decksFrame struct {
	d    *collection.DecksScene
	w, h int
}

func (g *decksFrame) Update() error { return nil }
func (g *decksFrame) Draw(screen *ebiten.Image) {
	g.d.Layout(g.w, g.h)
	for _, i := range g.d.Passing {
		warmFace(&g.d.Faces, g.d.Cat.Items[i], g.d.Lay.CardW)
	}
	if i := g.d.ShownItem(); i >= 0 {
		warmFace(&g.d.Faces, g.d.Cat.Items[i], g.d.Lay.PreviewW)
	}
	if g.d.Hand != nil {
		for _, id := range g.d.Hand.Cards() {
			warmFace(&g.d.Faces, collection.CollItem{Def: id, Deity: -1}, g.d.HandW())
		}
	}
	g.d.Draw(screen)
}
func (g *decksFrame) Layout(int, int) (int, int) { return g.w, g.h }

// shotDecks renders d at w×h into dir/name.
func shotDecks(t *testing.T, d *collection.DecksScene, w, h int, dir, name string) {
	t.Helper()
	img, err := runTB(t, &decksFrame{d: d, w: w, h: h}, 3)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// builderScene is the deck builder with a Mars deck under way: the
// pre-built deck less a few cards, a card pointed at.
func builderScene(t *testing.T, w, h int) *collection.DecksScene {
	t.Helper()
	app, err := loadTestApp(t.TempDir(), "shots")
	if err != nil {
		t.Fatal(err)
	}
	d := collection.NewDecks(app, nil)
	d.Layout(w, h)
	mars := 0
	for i, p := range app.Decks {
		if p.Key == "mars" {
			mars = i
		}
	}
	dk, err := d.PrebuiltDeck(mars)
	if err != nil {
		t.Fatal(err)
	}
	var out []rules.DefID
	for _, e := range dk.Entries[:4] {
		out = append(out, e.Card)
	}
	for _, id := range out {
		dk.Add(id, -dk.Count(id))
	}
	mysticism := &app.Set.Cards[0]
	for i := range app.Set.Cards {
		if c := &app.Set.Cards[i]; !c.Mini && c.Factions.Has(rules.Mysticism) && c.Level == rules.Greater && c.Type == rules.Creature {
			mysticism = c
			break
		}
	}
	dk.Add(mysticism.ID, 2)
	dk.Name = "Legion of Ash"
	d.OpenEditor(dk, "")
	d.Ed.MarkDirty()
	d.Chips[0].Chip.Toggle() // Aggression
	for _, fc := range d.Chips {
		if fc.Chip.Label == "Creature" {
			fc.Chip.Toggle()
		}
	}
	d.Layout(w, h)
	return d
}

// hoverOn points at the n-th card of the grid.
func hoverOn(d *collection.DecksScene, n int) {
	if n >= len(d.Passing) {
		return
	}
	p := centre(d.CellBox(n))
	d.Mouse = p
	d.Hover = d.Passing[n]
	d.HoverT = 10
}

// TestDecksShots renders the deck builder for the README into
// $TWILIGHT_SHOTS (skipped without it).
func TestDecksShots(t *testing.T) {
	dir := os.Getenv("TWILIGHT_SHOTS")
	if dir == "" {
		t.Skip("set TWILIGHT_SHOTS to a folder to render the screenshots")
	}
	d := builderScene(t, 1600, 900)
	hoverOn(d, 3)
	shotDecks(t, d, 1600, 900, dir, "deck-builder.png")
}

// TestDecksReviewShots renders every state of the collection and the
// deck builder at 1280×720 and 1920×1080 into $TWILIGHT_REVIEW_SHOTS
// (skipped without it), to look at.
func TestDecksReviewShots(t *testing.T) {
	more := os.Getenv("TWILIGHT_REVIEW_SHOTS")
	if more == "" {
		t.Skip("set TWILIGHT_REVIEW_SHOTS to a folder to render the review screenshots")
	}
	if err := os.MkdirAll(more, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}} {
		w, h := sz[0], sz[1]
		tag := func(s string) string { return s + "-" + strconv.Itoa(w) + ".png" }
		d := builderScene(t, w, h)
		hoverOn(d, 1)
		shotDecks(t, d, w, h, more, tag("editor"))
		d.Ed.SetTab(1)
		shotDecks(t, d, w, h, more, tag("charts"))
		d.Ed.SetTab(0)
		d.Ed.SampleHand()
		shotDecks(t, d, w, h, more, tag("hand"))
		d.Hand = nil
		d.Ed.Close()
		shotDecks(t, d, w, h, more, tag("unsaved"))

		app, _ := loadTestApp(t.TempDir(), "shots")
		os.MkdirAll(app.DecksDir(), 0o755)
		os.WriteFile(filepath.Join(app.DecksDir(), "broken.txt"), []byte("Name: Broken\nDeity: Mars\n3 Youthful Troll\n2 No Such Card\n"), 0o644)
		os.WriteFile(filepath.Join(app.DecksDir(), "short.txt"), []byte("Name: Half a Legion\nDeity: Mars\n3 Youthful Troll\n"), 0o644)
		s := collection.NewDecks(app, nil)
		s.Layout(w, h)
		s.Mouse = input.Point{}
		shotDecks(t, s, w, h, more, tag("shelf"))
		s.Shelf.OpenImport(false)
		s.Dlg.Area.Insert("Deity: Hera\n3 Corrupt Tribune\n2 Unknown Card\n")
		shotDecks(t, s, w, h, more, tag("import"))
		s.Dlg = nil
		n := menu.NewSetup(app, nil)
		n.Layout(w, h)
		n.Seats[1].Deck.Index = len(app.Decks)
		img, err := runTB(t, &menuFrame{s: n, w: w, h: h}, 3)
		if err != nil {
			t.Fatal(err)
		}
		savePNG(t, filepath.Join(more, tag("newmatch")), img)
	}
}

// menuFrame draws a menu scene.
type menuFrame struct {
	s    scene.Scene
	w, h int
}

func (g *menuFrame) Update() error              { return nil }
func (g *menuFrame) Draw(screen *ebiten.Image)  { g.s.Layout(g.w, g.h); g.s.Draw(screen) }
func (g *menuFrame) Layout(int, int) (int, int) { return g.w, g.h }

func savePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
