package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// faceReq is one face at one width.
type faceReq struct {
	item  collItem
	width int
}

// faceWarm renders collection faces ahead of need through the App's face
// cache, a few per frame within a time budget, and knows which are ready
// so that the grid draws a placeholder instead of rendering in a frame.
type faceWarm struct {
	app   *App
	done  map[faceReq]bool
	queue []faceReq
	// rendered counts the faces rendered so far (for the figures).
	rendered int
}

// ready is the face if it has been rendered, else nil.
func (fw *faceWarm) ready(it collItem, width int) *ebiten.Image {
	if !fw.done[faceReq{it, width}] {
		return nil
	}
	return fw.get(it, width)
}

// get renders (or fetches) the face now.
func (fw *faceWarm) get(it collItem, width int) *ebiten.Image {
	fw.done[faceReq{it, width}] = true
	if it.isDeity() {
		return fw.app.Faces.Deity(&fw.app.Set.Deities[it.deity], false, width)
	}
	return fw.app.Faces.Card(&fw.app.Set.Cards[it.def], width)
}

// want queues a face unless it is ready or queued already.
func (fw *faceWarm) want(it collItem, width int) {
	r := faceReq{it, width}
	if fw.done[r] {
		return
	}
	for _, q := range fw.queue {
		if q == r {
			return
		}
	}
	fw.queue = append(fw.queue, r)
}

// work renders queued faces in order until budget is spent; it renders at
// least one when any is queued. It returns how many it rendered.
func (fw *faceWarm) work(budget time.Duration) int {
	start := time.Now()
	n := 0
	for _, r := range fw.queue {
		if n > 0 && time.Since(start) >= budget {
			break
		}
		fw.get(r.item, r.width)
		n++
	}
	fw.rendered += n
	return n
}

// pending is how many faces are queued.
func (fw *faceWarm) pending() int { return len(fw.queue) }
