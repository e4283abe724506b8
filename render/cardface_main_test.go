package render

import (
	"flag"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Ebitengine can read pixels back only once its game loop runs, so the
// package's tests and benchmarks run inside the first Update of a tiny
// game. On Linux, Ebitengine needs an X display as soon as it is imported:
// run the tests under xvfb-run (go test alone panics in GLFW's init). If the
// game loop cannot start, the tests run directly and those needing the GPU
// skip.

var gpuReady bool

type testLoop struct {
	m    *testing.M
	code int
	done bool
}

func (t *testLoop) Update() error {
	if !t.done {
		t.done = true
		gpuReady = true
		t.code = t.m.Run()
	}
	return ebiten.Termination
}

func (t *testLoop) Draw(*ebiten.Image) {}

func (t *testLoop) Layout(int, int) (int, int) { return 16, 16 }

func TestMain(m *testing.M) {
	flag.Parse()
	loop := &testLoop{m: m}
	ebiten.SetWindowSize(16, 16)
	ebiten.SetWindowTitle("render tests")
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(loop); err != nil {
		if !loop.done {
			// No usable display after all: run without the GPU.
			os.Exit(m.Run())
		}
		os.Stderr.WriteString("render tests: " + err.Error() + "\n")
		os.Exit(1)
	}
	os.Exit(loop.code)
}

// needGPU skips t unless the game loop is running.
func needGPU(tb testing.TB) {
	tb.Helper()
	if !gpuReady {
		tb.Skip("needs a display: run under xvfb-run")
	}
}
