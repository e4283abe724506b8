package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/scenes/widget"
)

// shotGame draws one Match state per frame into PNGs.
type shotsGame struct {
	t     testing.TB
	dir   string
	cases []auditCase
	i     int
}

func (g *shotsGame) Update() error {
	if g.i >= len(g.cases) {
		return ebiten.Termination
	}
	return nil
}

func (g *shotsGame) Draw(screen *ebiten.Image) {
	if g.i >= len(g.cases) {
		return
	}
	c := g.cases[g.i]
	g.i++
	dst := ebiten.NewImage(c.w, c.h)
	defer dst.Deallocate()
	c.draw(dst, nil)
	img := image.NewRGBA(image.Rect(0, 0, c.w, c.h))
	dst.ReadPixels(img.Pix)
	f, err := os.Create(filepath.Join(g.dir, c.name+".png"))
	if err != nil {
		g.t.Error(err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		g.t.Error(err)
	}
}

func (g *shotsGame) Layout(int, int) (int, int) { return 64, 64 }

// TestFlowShots renders the table's states (those the text audit draws)
// at 1280×720 and 1920×1080, at 100%, 150% and 200%, into $FLOW_SHOTS
// (skipped without it), to look at.
func TestFlowShots(t *testing.T) {
	dir := os.Getenv("FLOW_SHOTS")
	if dir == "" {
		t.Skip("set FLOW_SHOTS to a folder")
	}
	app, err := loadTestApp("", "shots")
	if err != nil {
		t.Fatal(err)
	}
	var cases []auditCase
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}} {
		for _, k := range []float64{1, 1.5, 2} {
			for _, st := range matchStates(t, app) {
				cases = append(cases, auditCase{name: fmt.Sprintf("%s-%dx%d-%.0f", st.name, sz[0], sz[1], k*100), w: sz[0], h: sz[1],
					draw: func(dst *ebiten.Image, _ *widget.TextAudit) {
						app.Settings.UIScale = k
						m := st.make()
						m.Layout(sz[0], sz[1])
						m.Draw(dst)
						m.Session().Close()
					}})
			}
		}
	}
	if _, err := runLong(t, &shotsGame{t: t, dir: dir, cases: cases}); err != nil && err != ebiten.Termination {
		t.Fatal(err)
	}
}
