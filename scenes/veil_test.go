package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// TestVeiledFrameLeavesOutTheWords: a new table's first frame, under
// the fade-in's veil at 0.97, draws the board and the cards but not the
// rail's words (their glyphs are the frame's first-time cost); the next
// frame, the veil at 0.90, draws them. Each frame is drawn without the
// veil on top, so the test sees what the table itself drew.
func TestVeiledFrameLeavesOutTheWords(t *testing.T) {
	app, err := loadTestApp("", "veil")
	if err != nil {
		t.Fatal(err)
	}
	setup := folder.MatchSetup{Seed: 3, Seats: []folder.SeatSetup{
		{Name: "You", Human: true, Deck: "mars"}, {Name: "Hera", Level: "normal", Deck: "hera"}}}
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := table.NewMatch(app, s, setup)
	g := &veiledFrames{m: m, mgr: scene.NewManager(m)}
	if _, err := runTB(t, g, 3); err != nil {
		t.Fatal(err)
	}
	if len(g.veils) < 2 {
		t.Fatalf("drew %d frames, want 2", len(g.veils))
	}
	if g.veils[0] < scene.HiddenVeil || g.veils[1] >= scene.HiddenVeil {
		t.Fatalf("veils %.3f, %.3f: want the first at or over %.2f and the second under it", g.veils[0], g.veils[1], scene.HiddenVeil)
	}
	first, second := g.colours[0], g.colours[1]
	// The log's panel alone is a handful of colours (its fill and edge);
	// its words, anti-aliased, hundreds.
	if first > 16 {
		t.Errorf("the veiled first frame drew %d colours in the rail's log (want its panel only)", first)
	}
	if second < 100 {
		t.Errorf("the second frame drew %d colours in the rail's log (want its words)", second)
	}
	t.Logf("colours in the rail's log: %d under the veil, %d after", first, second)
}

// veiledFrames updates the table through a manager (so its fade-in veil
// is real) and draws the table alone, counting the colours in its rail's
// log region in each of the first two frames, drawn on an image of the
// window's size (the harness's first screen can be smaller).
type veiledFrames struct {
	m       *table.MatchScene
	mgr     *scene.Manager
	off     *ebiten.Image // the table at the window's size, whatever the screen's
	veils   []float64
	colours []int
}

func (g *veiledFrames) Update() error {
	g.mgr.Layout(scene.WindowWidth, scene.WindowHeight)
	return g.mgr.Update([]input.Gesture{}, input.Point{})
}

func (g *veiledFrames) Draw(screen *ebiten.Image) {
	if len(g.veils) >= 2 {
		g.m.Draw(screen)
		return
	}
	g.veils = append(g.veils, g.mgr.Veil())
	if g.off == nil {
		g.off = ebiten.NewImage(scene.WindowWidth, scene.WindowHeight)
	}
	g.off.Clear()
	g.m.Draw(g.off)
	r := g.m.Lay.Log
	sub := g.off.SubImage(image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))).(*ebiten.Image)
	pix := image.NewRGBA(sub.Bounds())
	sub.ReadPixels(pix.Pix)
	seen := map[[4]uint8]bool{}
	for i := 0; i+3 < len(pix.Pix); i += 4 {
		seen[[4]uint8{pix.Pix[i], pix.Pix[i+1], pix.Pix[i+2], pix.Pix[i+3]}] = true
	}
	g.colours = append(g.colours, len(seen))
}

func (g *veiledFrames) Layout(int, int) (int, int) { return scene.WindowWidth, scene.WindowHeight }
