package scenes

import (
	"errors"
	"math"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"

	"twilight/scenes/collection"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// collBench runs the collection offscreen, one Update and Draw per tick,
// scrolling the grid up and down with the pointer moving over the cards,
// and times the scene's own work per frame.
type collBench struct {
	d     *collection.DecksScene
	n     int
	w, h  int
	off   *ebiten.Image
	warm  bool // render every face before timing
	times []float64
	upd   []float64
	i     int

	// Opening: frames and time until every face in view was ready, and
	// until every face of the grid was.
	viewReady, allReady     int
	viewReadyAt, allReadyAt time.Duration
	start                   time.Time
	worstOpen               float64
	alloc                   allocWindow      // over frames 50-150
	ctx                     scene.Context    // reused: the harness allocates nothing a frame
	gest                    [1]input.Gesture // the pointer's gesture, in ctx
	keys                    widget.Keys
	wait                    gpuWait
	manager                 *scene.Manager
}

func (g *collBench) Update() error {
	if g.i >= g.n {
		return ebiten.Termination
	}
	return nil
}

func (g *collBench) Draw(screen *ebiten.Image) {
	if g.off == nil {
		g.off = ebiten.NewImage(g.w, g.h)
		g.d.Layout(g.w, g.h)
		g.start = time.Now()
		g.times, g.upd = make([]float64, 0, g.n), make([]float64, 0, g.n)
		g.alloc.from, g.alloc.to = 50, 150
		if g.warm {
			for _, i := range g.d.Passing {
				warmFace(&g.d.Faces, g.d.Cat.Items[i], g.d.Lay.CardW)
				warmFace(&g.d.Faces, g.d.Cat.Items[i], g.d.Lay.PreviewW)
			}
			g.d.WarmTexts(time.Hour) // and their texts, as the scene does a few a tick
			g.d.Draw(g.off)
		}
	}
	if g.i >= g.n {
		return
	}
	g.i++
	g.wait.idle()
	g.alloc.begin(g.i)
	t0 := time.Now()
	p := g.pointer()
	g.gest[0] = input.Gesture{Kind: input.Hover, Pos: p, Start: p}
	g.ctx = scene.Context{Cursor: p, Gestures: g.gest[:]}
	g.keys = widget.Keys{Wheel: g.wheel()}
	g.d.Handle(&g.ctx, &g.keys)
	t1 := time.Now()
	g.d.Draw(g.off)
	dt := float64(time.Since(t0).Microseconds()) / 1000
	g.times = append(g.times, dt)
	g.upd = append(g.upd, float64(t1.Sub(t0).Microseconds())/1000)
	g.alloc.end(g.i)
	if !g.warm {
		if g.i > 1 { // the first frame paints the table and shapes every label once
			g.worstOpen = math.Max(g.worstOpen, dt)
		}
		g.noteReady()
	}
	screen.DrawImage(g.off, nil)
}

// pointer sweeps across the grid.
func (g *collBench) pointer() input.Point {
	gr := g.d.Lay.Grid
	x := gr.X0 + math.Mod(float64(g.i)*37, gr.W())
	y := gr.Y0 + math.Mod(float64(g.i)*23, gr.H())
	return input.Point{X: x, Y: y}
}

// wheel scrolls down for 60 frames, then up, and so on.
func (g *collBench) wheel() float64 {
	if (g.i/60)%2 == 0 {
		return -0.5
	}
	return 0.5
}

func (g *collBench) noteReady() {
	d := g.d
	if g.viewReady == 0 && d.Lay.Cols > 0 {
		ok := true
		for n := range min(len(d.Passing), d.Lay.Cols*int(math.Ceil(d.Lay.Grid.H()/d.RowPitch()))) {
			if d.Faces.Ready(d.Cat.Items[d.Passing[n]], d.Lay.CardW) == nil {
				ok = false
				break
			}
		}
		if ok {
			g.viewReady, g.viewReadyAt = g.i, time.Since(g.start)
		}
	}
	if g.allReady == 0 {
		for _, i := range d.Passing {
			if d.Faces.Ready(d.Cat.Items[i], d.Lay.CardW) == nil {
				return
			}
		}
		g.allReady, g.allReadyAt = g.i, time.Since(g.start)
	}
}

func (g *collBench) Layout(int, int) (int, int) { return g.w, g.h }

func pct(xs []float64, q float64) float64 {
	ys := append([]float64(nil), xs...)
	sortFloats(ys)
	if len(ys) == 0 {
		return 0
	}
	return ys[int(math.Min(float64(len(ys)-1), float64(len(ys))*q))]
}

// BenchmarkCollectionFrame measures the collection's own work per frame
// (Update and Draw into an offscreen image) with every face cached, while
// the grid scrolls under a moving pointer.
func BenchmarkCollectionFrame(b *testing.B) {
	app, err := loadTestApp("", "bench")
	if err != nil {
		b.Fatal(err)
	}
	d := collection.NewDecks(app, nil)
	g := &collBench{d: d, n: b.N, w: 1600, h: 900, warm: true}
	b.ResetTimer()
	if _, err := runTB(b, g, b.N+2); err != nil && !errors.Is(err, ebiten.Termination) {
		b.Fatal(err)
	}
	b.ReportMetric(pct(g.times, 0.5), "scene-ms-p50")
	b.ReportMetric(pct(g.times, 0.99), "scene-ms-p99")
	g.alloc.report(b) // the steady frames 50-150 (-benchtime 200x)
}

// TestCollectionFrameFigures logs the collection's frame figures: the
// steady state with faces cached while scrolling, and the first opening
// with nothing cached (how many frames, and how long, until the faces in
// view and then all faces are ready, and the longest frame meanwhile).
func TestCollectionFrameFigures(t *testing.T) {
	if !*figures {
		t.Skip("figures only: run with -figures")
	}
	for _, size := range [][2]int{{1280, 720}, {1920, 1080}} {
		app, err := loadTestApp("", "bench")
		if err != nil {
			t.Fatal(err)
		}
		open := &collBench{d: collection.NewDecks(app, nil), n: 400, w: size[0], h: size[1]}
		if _, err := runLong(t, open); err != nil && !errors.Is(err, ebiten.Termination) {
			t.Fatal(err)
		}
		t.Logf("%dx%d first opening: faces in view ready after %d frames (%v), all %d grid faces after %d frames (%v); first frame %.1f ms, longest after it %.1f ms, p50 %.2f ms",
			size[0], size[1], open.viewReady, open.viewReadyAt.Round(time.Millisecond), len(open.d.Passing), open.allReady, open.allReadyAt.Round(time.Millisecond),
			open.times[0], open.worstOpen, pct(open.times, 0.5))
		steady := &collBench{d: collection.NewDecks(app, nil), n: 300, w: size[0], h: size[1], warm: true}
		if _, err := runLong(t, steady); err != nil && !errors.Is(err, ebiten.Termination) {
			t.Fatal(err)
		}
		t.Logf("%dx%d faces cached, scrolling: scene CPU p50 %.2f ms, p99 %.2f ms (Update alone p50 %.2f ms); %.0f allocations per frame (the whole process: %.0f)",
			size[0], size[1], pct(steady.times, 0.5), pct(steady.times, 0.99), pct(steady.upd, 0.5), steady.alloc.allocs, steady.alloc.procAllocs)
	}
}

// TestCollectionDrawCommands runs a few frames of the collection with
// every face cached, for counting draw commands: build with
// -tags ebitenginedebug and set TWILIGHT_DRAWCOUNT=1, then count the
// "draw-triangles" lines after each "Graphics commands:" line.
func TestCollectionDrawCommands(t *testing.T) {
	if os.Getenv("TWILIGHT_DRAWCOUNT") == "" {
		t.Skip("set TWILIGHT_DRAWCOUNT=1 and build with -tags ebitenginedebug")
	}
	app, err := loadTestApp("", "bench")
	if err != nil {
		t.Fatal(err)
	}
	g := &collBench{d: collection.NewDecks(app, nil), n: 12, w: 1600, h: 900, warm: true}
	if _, err := runLong(t, g); err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
}
