package scenes

import (
	"errors"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// BenchmarkWholeMatchFrames plays one whole computer-against-computer
// match (normal against normal, Mars against Hera, seed 7) on the table
// in the test window, updated and drawn once a tick with the default
// animation speed and a short pace between the computers' moves, the
// pointer resting on the middle of the table, and new card faces painted
// off the game loop as in the game (render.Faces.Background). Each frame's scene work
// (the Update and Draw of the screen, after the software GPU has
// finished the previous frame) is timed. It reports the worst frame and
// p99 in ms and logs the five slowest frames with where their time went:
// Update or Draw, the card faces painted in that frame, and the last event
// of the game's log.
//
//	xvfb-run -a go test ./scenes -run X -bench WholeMatchFrames -benchtime 1x -v
func BenchmarkWholeMatchFrames(b *testing.B) {
	app, err := loadTestApp(b.TempDir(), "bench")
	if err != nil {
		b.Fatal(err)
	}
	app.Settings.ComputerPaceMS = 150
	app.Faces.Background = true // as the game runs: new faces painted off the loop
	defer func() { app.Faces.Background = false }()
	setup := folder.MatchSetup{Seed: 7, Seats: []folder.SeatSetup{
		{Name: "Mars", Level: "normal", Deck: "mars"}, {Name: "Hera", Level: "normal", Deck: "hera"}}}
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	run := &matchFrames{mgr: scene.NewManager(table.NewMatch(app, s, setup)), s: s, faces: app.Faces.Len}
	// The title and the setup screen paint the table's background at the
	// window's size before any match begins; so does the run, untimed.
	run.before = func() { app.Table.Draw(ebiten.NewImage(scene.WindowWidth, scene.WindowHeight)) }
	run.mgr.Layout(scene.WindowWidth, scene.WindowHeight)
	b.ResetTimer()
	if _, err := runLong(b, run); !errors.Is(err, errMatchOver) {
		b.Fatalf("the run ended with %v after %d frames", err, len(run.frames))
	}
	worst := run.slowest(5)
	for _, f := range worst {
		b.Logf("frame %d: %.1f ms (update %.1f, draw %.1f), %d faces into the cache, after %s", f.i, f.ms(), f.update.Seconds()*1e3, f.draw.Seconds()*1e3, f.painted, f.last)
	}
	ms := make([]float64, len(run.frames))
	over := 0
	for i, f := range run.frames {
		ms[i] = f.ms()
		if ms[i] > 16 {
			over++
		}
	}
	sort.Float64s(ms)
	st := s.State()
	b.Logf("%d frames over %d turns (%d actions); %d over 16 ms", len(ms), st.Turn, len(st.Log), over)
	b.ReportMetric(ms[len(ms)-1], "worst-ms")
	b.ReportMetric(ms[len(ms)*99/100], "p99-ms")
	b.ReportMetric(float64(over), "frames>16ms")
	b.ReportMetric(0, "ns/op")
}

var errMatchOver = errors.New("the match is over")

// matchFrames drives a computers' match a frame a tick and times each.
type matchFrames struct {
	mgr    *scene.Manager
	s      *session.Session
	faces  func() int
	wait   gpuWait
	before func() // run once, untimed, before the first frame
	frames []frameTime
	cur    frameTime
}

// frameTime is one frame's scene work and what happened in it.
type frameTime struct {
	i            int
	update, draw time.Duration
	painted      int
	last         string
}

func (f frameTime) ms() float64 { return (f.update + f.draw).Seconds() * 1e3 }

func (r *matchFrames) Update() error {
	if r.s.State().Over() {
		return errMatchOver
	}
	if r.before != nil {
		r.before()
		r.before = nil
	}
	r.wait.idle()
	r.cur = frameTime{i: len(r.frames), painted: r.faces()}
	start := time.Now()
	err := r.mgr.Update([]input.Gesture{{Kind: input.Hover, Pos: input.Point{X: 400, Y: 300}}}, input.Point{X: 400, Y: 300})
	r.cur.update = time.Since(start)
	return err
}

func (r *matchFrames) Draw(screen *ebiten.Image) {
	start := time.Now()
	r.mgr.Draw(screen)
	r.cur.draw = time.Since(start)
	r.cur.painted = r.faces() - r.cur.painted
	if log := r.s.State().Log; len(log) > 0 {
		r.cur.last = fmt.Sprintf("event kind %d (log entry %d)", log[len(log)-1].Kind, len(log))
	}
	r.frames = append(r.frames, r.cur)
}

func (r *matchFrames) Layout(int, int) (int, int) { return scene.WindowWidth, scene.WindowHeight }

// slowest are the n slowest frames, slowest first.
func (r *matchFrames) slowest(n int) []frameTime {
	out := append([]frameTime(nil), r.frames...)
	sort.Slice(out, func(i, j int) bool { return out[i].ms() > out[j].ms() })
	return out[:min(n, len(out))]
}
