package scenes

import (
	"image/color"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// allocWindow counts a frame benchmark's allocations over its steady
// frames from..to-1: the scene's own (its Update and Draw, between begin
// and end) and the whole process's (also Ebitengine's flush of each frame
// to the GPU on its render thread, and every other goroutine).
type allocWindow struct {
	from, to int

	ms0, before              runtime.MemStats
	sceneMallocs, sceneBytes uint64
	// Per frame, once frame to has begun.
	allocs, bytes, procAllocs, procBytes float64
}

// begin starts frame i's count, before the scene's work.
func (w *allocWindow) begin(i int) {
	switch i {
	case w.from:
		runtime.ReadMemStats(&w.ms0)
	case w.to:
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		n := float64(w.to - w.from)
		w.procAllocs = float64(ms.Mallocs-w.ms0.Mallocs) / n
		w.procBytes = float64(ms.TotalAlloc-w.ms0.TotalAlloc) / n
		w.allocs, w.bytes = float64(w.sceneMallocs)/n, float64(w.sceneBytes)/n
	}
	if i >= w.from && i < w.to {
		runtime.ReadMemStats(&w.before)
	}
}

// end ends frame i's count, after the scene's work.
func (w *allocWindow) end(i int) {
	if i >= w.from && i < w.to {
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		w.sceneMallocs += after.Mallocs - w.before.Mallocs
		w.sceneBytes += after.TotalAlloc - w.before.TotalAlloc
	}
}

// report adds the per-frame figures to b's results, when b ran past the
// window.
func (w *allocWindow) report(b *testing.B) {
	if b.N >= w.to {
		b.ReportMetric(w.allocs, "allocs/frame")
		b.ReportMetric(w.bytes, "B/frame")
		b.ReportMetric(w.procAllocs, "process-allocs/frame")
		b.ReportMetric(w.procBytes, "process-B/frame")
	}
}

// gpuWait waits until Ebitengine's render thread has drawn everything
// asked of it. Ebitengine sends a frame to the GPU asynchronously, so its
// render thread would otherwise still be at the last frame's draw calls
// (which allocate) while the next frame's Update and Draw are measured,
// and share the machine's two cores with them.
type gpuWait struct {
	img *ebiten.Image
	px  [4]byte
}

// idle returns once the render thread is idle: reading pixels back makes
// Ebitengine flush its queue and wait for the result.
func (w *gpuWait) idle() {
	if w.img == nil {
		w.img = ebiten.NewImage(1, 1)
	}
	w.img.Fill(color.White)
	w.img.ReadPixels(w.px[:])
}
