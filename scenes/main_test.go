package scenes

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/scenes/audio"
	"twilight/scenes/scene"
)

// Ebitengine can run one game per process, on the main goroutine. So
// TestMain runs a harness game there for the whole test binary, and the
// tests (on their own goroutines) hand it jobs: a game to run for a number
// of ticks, after which the harness captures the screen.
//
// Packages that import Ebitengine need an X display even to start (GLFW is
// initialised in an init function), so run these tests under xvfb-run, as
// make test does.

var gui *harness

// figures turns on the tests that only log figures the benchmarks also
// measure (frame times, the flow's prompts and clicks): they take minutes.
//
//	go test ./scenes -run Figures -figures -v
var figures = flag.Bool("figures", false, "run the tests that log frame and flow figures (slow)")

func TestMain(m *testing.M) {
	audio.RunProbe() // a probe of the audio device started by a test runs only that
	gui = newHarness()
	code := make(chan int, 1)
	go func() {
		defer close(gui.stop)
		code <- m.Run()
	}()

	ebiten.SetWindowTitle(scene.WindowTitle + " (test)")
	// A small window: every game here draws offscreen at the size its own
	// Layout gives, and the window only shows that picture scaled, so a
	// small one spares the software renderer and the X server a
	// 1280×720 composition and swap every tick.
	ebiten.SetWindowSize(harnessWindow, harnessWindow)
	ebiten.SetTPS(ebiten.SyncWithFPS) // ticks as fast as frames; tests wait on ticks, not seconds
	ebiten.SetVsyncEnabled(false)
	ebiten.SetRunnableOnUnfocused(true)
	err := ebiten.RunGame(gui)
	gui.runErr = err
	close(gui.ended)
	if err != nil {
		fmt.Fprintln(os.Stderr, "scenes test harness:", err)
	}
	os.Exit(<-code)
}

// idleTick is how long the harness's loop waits for a job before it
// lets a frame through (a test may wait on the loop between its jobs).
const idleTick = 4 * time.Millisecond

// harnessWindow is the side of the harness's square window, in pixels.
const harnessWindow = 96

// job is one game run by the harness.
type job struct {
	game  ebiten.Game
	ticks int // Updates to run before capturing the screen

	updates int
	shot    *image.RGBA
	err     error // what the game's Update returned, if it stopped early
	done    chan struct{}
}

type harness struct {
	jobs   chan *job
	cur    *job
	stop   chan struct{} // closed when the tests are over
	ended  chan struct{} // closed when RunGame returned
	runErr error
}

func newHarness() *harness {
	return &harness{
		jobs:  make(chan *job),
		stop:  make(chan struct{}),
		ended: make(chan struct{}),
	}
}

// run runs game for ticks Updates and returns the screen as it was drawn
// after them, or the error the game's Update returned before that.
func (h *harness) run(t *testing.T, game ebiten.Game, ticks int) (*image.RGBA, error) {
	t.Helper()
	j := &job{game: game, ticks: ticks, done: make(chan struct{})}
	timeout := time.After(60 * time.Second)
	select {
	case h.jobs <- j:
	case <-h.ended:
		t.Skipf("no game loop (RunGame returned %v); is there a display?", h.runErr)
	case <-timeout:
		t.Fatal("harness did not take the job within 60s")
	}
	select {
	case <-j.done:
		return j.shot, j.err
	case <-timeout:
		t.Fatalf("game did not run %d ticks within 60s (ran %d)", ticks, j.updates)
	}
	return nil, nil
}

func (h *harness) Update() error {
	if h.cur == nil {
		// Between jobs the loop waits a little for the next one instead
		// of spinning: with vsync off an idle tick is a whole frame
		// presented to Xvfb, and thousands of them a second took a core
		// from the test that was preparing its next job.
		select {
		case j := <-h.jobs:
			h.cur = j
		case <-h.stop:
			return ebiten.Termination
		case <-time.After(idleTick):
			return nil
		}
	}
	j := h.cur
	if j.updates >= j.ticks {
		return nil // waiting for Draw to capture
	}
	if err := j.game.Update(); err != nil {
		j.err = err
		if errors.Is(err, ebiten.Termination) {
			j.err = ebiten.Termination
		}
		h.cur = nil
		close(j.done)
		return nil
	}
	j.updates++
	return nil
}

func (h *harness) Draw(screen *ebiten.Image) {
	j := h.cur
	if j == nil {
		return
	}
	j.game.Draw(screen)
	if j.updates < j.ticks {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	j.shot = img
	h.cur = nil
	close(j.done)
}

func (h *harness) Layout(w, hgt int) (int, int) {
	if h.cur != nil {
		return h.cur.game.Layout(w, hgt)
	}
	return w, hgt
}
