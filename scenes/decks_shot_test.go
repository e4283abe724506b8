package scenes

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
)

// decksFrame draws the collection as it stands, every face rendered.
type decksFrame struct {
	d    *DecksScene
	w, h int
}

func (g *decksFrame) Update() error { return nil }
func (g *decksFrame) Draw(screen *ebiten.Image) {
	g.d.Layout(g.w, g.h)
	for _, i := range g.d.shown {
		g.d.faces.get(g.d.cat.items[i], g.d.lay.cardW)
	}
	if i := g.d.shownItem(); i >= 0 {
		g.d.faces.get(g.d.cat.items[i], g.d.lay.previewW)
	}
	if g.d.hand != nil {
		for _, id := range g.d.hand.cards {
			g.d.faces.get(collItem{def: id, deity: -1}, g.d.handW())
		}
	}
	g.d.Draw(screen)
}
func (g *decksFrame) Layout(int, int) (int, int) { return g.w, g.h }

// shotDecks renders d at w×h into dir/name.
func shotDecks(t *testing.T, d *DecksScene, w, h int, dir, name string) {
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
func builderScene(t *testing.T, w, h int) *DecksScene {
	t.Helper()
	app, err := LoadApp(t.TempDir(), "shots")
	if err != nil {
		t.Fatal(err)
	}
	d := NewDecks(app, nil)
	d.Layout(w, h)
	mars := 0
	for i, p := range app.Decks {
		if p.Key == "mars" {
			mars = i
		}
	}
	dk, err := d.prebuiltDeck(mars)
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
	d.openEditor(dk, "")
	d.ed.dirty = true
	d.chips[0].chip.toggle() // Aggression
	for _, fc := range d.chips {
		if fc.chip.Label == "Creature" {
			fc.chip.toggle()
		}
	}
	d.Layout(w, h)
	return d
}

// hoverOn points at the n-th card of the grid.
func hoverOn(d *DecksScene, n int) {
	if n >= len(d.shown) {
		return
	}
	p := centre(d.cellBox(n))
	d.mouse = p
	d.hover = d.shown[n]
	d.hoverT = 10
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
		tag := func(s string) string { return s + "-" + itoa(w) + ".png" }
		d := builderScene(t, w, h)
		hoverOn(d, 1)
		shotDecks(t, d, w, h, more, tag("editor"))
		d.ed.setTab(1)
		shotDecks(t, d, w, h, more, tag("charts"))
		d.ed.setTab(0)
		d.ed.sampleHand()
		shotDecks(t, d, w, h, more, tag("hand"))
		d.hand = nil
		d.ed.close()
		shotDecks(t, d, w, h, more, tag("unsaved"))

		app, _ := LoadApp(t.TempDir(), "shots")
		os.MkdirAll(app.DecksDir(), 0o755)
		os.WriteFile(filepath.Join(app.DecksDir(), "broken.txt"), []byte("Name: Broken\nDeity: Mars\n3 Youthful Troll\n2 No Such Card\n"), 0o644)
		os.WriteFile(filepath.Join(app.DecksDir(), "short.txt"), []byte("Name: Half a Legion\nDeity: Mars\n3 Youthful Troll\n"), 0o644)
		s := NewDecks(app, nil)
		s.Layout(w, h)
		s.mouse = input.Point{}
		shotDecks(t, s, w, h, more, tag("shelf"))
		s.shelf.openImport(false)
		s.dlg.area.insert("Deity: Hera\n3 Corrupt Tribune\n2 Unknown Card\n")
		shotDecks(t, s, w, h, more, tag("import"))
		s.dlg = nil
		n := NewNewMatch(app, nil)
		n.Layout(w, h)
		n.seats[1].deck.Index = len(app.Decks)
		img, err := runTB(t, &menuFrame{s: n, w: w, h: h}, 3)
		if err != nil {
			t.Fatal(err)
		}
		savePNG(t, filepath.Join(more, tag("newmatch")), img)
	}
}

// menuFrame draws a menu scene.
type menuFrame struct {
	s    Scene
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
