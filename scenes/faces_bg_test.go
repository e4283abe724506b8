package scenes

import (
	"errors"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// TestFacesPaintedOffTheLoop: with render.Faces.Background (the live
// game) the table paints no Action card face in a frame: the first frame
// of a new match, whose faces are all new, draws backs and stand-ins
// while the background painter works; the table does not rest until the
// faces are in, and then every face-up card on the table is held at the
// width it is drawn.
func TestFacesPaintedOffTheLoop(t *testing.T) {
	app, err := loadTestApp("", "faces-bg")
	if err != nil {
		t.Fatal(err)
	}
	own, err := render.NewFaces(app.Fonts) // an empty cache: no face of the shared one
	if err != nil {
		t.Fatal(err)
	}
	shared := app.Faces
	app.Faces = own
	own.Background = true
	defer func() { app.Faces = shared }()
	setup := folder.MatchSetup{Seed: 4, Seats: []folder.SeatSetup{
		{Name: "You", Human: true, Deck: "hera"}, {Name: "Enlil", Level: "normal", Deck: "enlil"}}}
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	s.MinThink = 0
	m := table.NewMatch(app, s, setup)
	defer s.Close()
	g := &bgFaces{m: m, faces: own}
	if _, err := runTB(t, g, 600); err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	if g.firstHeld != 0 || g.firstUp == 0 {
		t.Errorf("the first frame held %d of the %d face-up cards' faces (want none painted in the frame)", g.firstHeld, g.firstUp)
	}
	if g.firstDown == 0 || g.firstBacks != 0 {
		t.Errorf("the first frame held the backs of %d of the %d face-down cards (want none painted in the frame)", g.firstBacks, g.firstDown)
	}
	if g.firstDeities != 0 {
		t.Errorf("the first frame held %d Deities' faces (want none painted in the frame)", g.firstDeities)
	}
	if g.restedAt < 0 {
		t.Fatalf("the table never rested in %d ticks (%d faces still painting)", g.ticks, own.Painting())
	}
	if missing := g.missing(); len(missing) > 0 {
		t.Errorf("at rest after %d ticks, %d face-up cards are not held at their drawn width: %v", g.restedAt, len(missing), missing[:min(5, len(missing))])
	}
	if n := g.backsHeld(); n != len(g.faceDown()) {
		t.Errorf("at rest, the backs of %d of %d face-down cards are held at their drawn width", n, len(g.faceDown()))
	}
	if n := g.deitiesHeld(); n != len(m.View.Players) {
		t.Errorf("at rest, %d of %d Deities' faces are held", n, len(m.View.Players))
	}
	t.Logf("all faces in after %d ticks", g.restedAt)
}

// bgFaces draws the table once, then updates and draws it until it rests.
type bgFaces struct {
	m                  *table.MatchScene
	faces              *render.Faces
	ticks, restedAt    int
	firstHeld, firstUp int
	firstDeities       int
	firstDown          int // face-down cards in the first frame
	firstBacks         int // of which the back was held
	ctx                scene.Context
}

func (g *bgFaces) Update() error {
	if g.ticks == 0 {
		g.restedAt = -1
		return nil
	}
	g.ctx = scene.Context{Cursor: input.Point{X: 5, Y: 5}}
	if err := g.m.Update(&g.ctx); err != nil {
		return err
	}
	if g.m.Resting() {
		g.restedAt = g.ticks
		return ebiten.Termination
	}
	return nil
}

func (g *bgFaces) Draw(screen *ebiten.Image) {
	if g.ticks == 0 {
		g.m.Layout(1280, 720)
		g.m.Draw(screen)
		g.firstUp = len(g.faceUp())
		g.firstHeld = g.firstUp - len(g.missing())
		g.firstDeities = g.deitiesHeld()
		g.firstDown, g.firstBacks = len(g.faceDown()), g.backsHeld()
	} else {
		g.m.Draw(screen)
	}
	g.ticks++
}

func (g *bgFaces) Layout(int, int) (int, int) { return 1280, 720 }

// faceUp are the face-up cards on the table and their drawn widths.
func (g *bgFaces) faceUp() map[rules.CardID]int {
	out := map[rules.CardID]int{}
	v := g.m.View
	for c := range v.Cards {
		sp := &g.m.Sprites[c]
		if sp.Placed && sp.Shown && sp.FaceUp && !v.Hidden(rules.CardID(c)) && sp.TW >= 8 {
			out[rules.CardID(c)] = max(int(math.Round(sp.TW)), 40) // the table's least face width
		}
	}
	return out
}

// faceDown are the face-down cards on the table (as the viewer sees
// them), with their levels and drawn widths.
func (g *bgFaces) faceDown() map[rules.CardID]render.FaceRequest {
	out := map[rules.CardID]render.FaceRequest{}
	v := g.m.View
	for c := range v.Cards {
		sp := &g.m.Sprites[c]
		if sp.Placed && sp.Shown && (!sp.FaceUp || v.Hidden(rules.CardID(c))) && sp.TW >= 8 {
			w := max(int(math.Round(sp.TW)), 40) // the table's least face width
			out[rules.CardID(c)] = render.FaceRequest{Back: true, Level: v.Def(rules.CardID(c)).Level, Width: w}
		}
	}
	return out
}

// backsHeld counts the face-down cards whose back is held at its width.
func (g *bgFaces) backsHeld() int {
	n := 0
	for _, r := range g.faceDown() {
		if g.faces.Has(r) {
			n++
		}
	}
	return n
}

// deitiesHeld counts the players whose Deity's face is held at some width.
func (g *bgFaces) deitiesHeld() int {
	n := 0
	v := g.m.View
	for p := range v.Players {
		pl := &v.Players[p]
		if img, _ := g.faces.DeityReady(&v.Set.Deities[pl.Deity], pl.DeitySpent, 100); img != nil {
			n++
		}
	}
	return n
}

// missing are the face-up cards whose face is not held at its width.
func (g *bgFaces) missing() []rules.CardID {
	var out []rules.CardID
	for c, w := range g.faceUp() {
		if !g.faces.HasCard(g.m.View.Def(c), w) {
			out = append(out, c)
		}
	}
	return out
}
