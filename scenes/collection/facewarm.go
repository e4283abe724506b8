package collection

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"

	"twilight/scenes/scene"
)

// FaceWarm asks the App's face cache for the collection's faces ahead of
// need: they are painted on a background goroutine (render.Faces.WantCards)
// in the order asked — the cards in view first — and taken in once a frame,
// so no frame waits on a face; until its face is ready a card is drawn as
// a placeholder.
type FaceWarm struct {
	App  *scene.App
	reqs []render.FaceRequest
	// arrived counts the faces taken in so far (for the figures).
	arrived int
}

// request is the face cache's request for an item at width.
func (fw *FaceWarm) request(it CollItem, width int) render.FaceRequest {
	if it.IsDeity() {
		return render.FaceRequest{Deity: &fw.App.Set.Deities[it.Deity], Width: width}
	}
	return render.FaceRequest{Def: &fw.App.Set.Cards[it.Def], Width: width}
}

// Ready is the face if it has been rendered, else nil.
func (fw *FaceWarm) Ready(it CollItem, width int) *ebiten.Image {
	r := fw.request(it, width)
	if r.Deity != nil {
		if !fw.App.Faces.HasDeity(r.Deity, width) {
			return nil
		}
		return fw.App.Faces.Deity(r.Deity, false, width)
	}
	if !fw.App.Faces.HasCard(r.Def, width) {
		return nil
	}
	return fw.App.Faces.Card(r.Def, width)
}

// start begins this frame's list of wanted faces.
func (fw *FaceWarm) start() { fw.reqs = fw.reqs[:0] }

// want adds a face to this frame's list, after the ones already there.
func (fw *FaceWarm) want(it CollItem, width int) {
	r := fw.request(it, width)
	for _, q := range fw.reqs {
		if q == r {
			return
		}
	}
	fw.reqs = append(fw.reqs, r)
}

// work hands the list to the face cache and takes in faces painted since
// the last frame, for at most 3 ms (turning one into an image is a quick
// upload and its text, about a millisecond).
func (fw *FaceWarm) work() {
	fw.App.Faces.WantCards(fw.reqs)
	fw.arrived += fw.App.Faces.Collect(3 * time.Millisecond)
}
