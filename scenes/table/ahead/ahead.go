// Package ahead keeps the match table's card faces painted ahead of need
// and off the game loop (render.Faces.Background): a face the table
// lacks is asked of the background painter, and meanwhile the same face
// at another width stands in, or the card's back. The table says which
// faces it will draw; this package keeps the painter at work on them.
package ahead

import (
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
	"twilight/rules"
)

// Faces is the table's faces in the making: those asked of the painter
// and not yet taken in, most urgent first, and those a frame drew with a
// stand-in (asked for at the next tick).
type Faces struct {
	painting, missed []render.FaceRequest
}

// Card is def's face w pixels wide from faces: the face itself when held
// (or when faces paints on the game loop, not Background); else the same
// face at another width (the caller scales by the image's own width), or
// the back of def's level (Back) when no width of it is held yet, and the
// face is asked for.
func (a *Faces) Card(faces *render.Faces, def *rules.CardDef, w int) *ebiten.Image {
	if img := a.get(faces, render.FaceRequest{Def: def, Width: w}); img != nil {
		return img
	}
	return a.Back(faces, def.Level, w)
}

// Back is the back of a card of level, w pixels wide, from faces, as Card
// gives a face: before any width of it is held, a plain card of the backs'
// colour stands in.
func (a *Faces) Back(faces *render.Faces, level rules.Level, w int) *ebiten.Image {
	return a.get(faces, render.FaceRequest{Back: true, Level: level, Width: w})
}

// Deity is Card for a Deity's face (spent: after its one-use power), or
// nil while no width of it is held yet: the table then leaves the Deity's
// place empty for the few frames the painter takes.
func (a *Faces) Deity(faces *render.Faces, def *rules.DeityDef, spent bool, w int) *ebiten.Image {
	return a.get(faces, render.FaceRequest{Deity: def, Spent: spent, Width: w})
}

// get is what r asks for from faces: rendered at once when faces paints
// on the game loop; else the face when held, or what stands in for it
// (render.Faces.Ready), and the face is asked of the painter.
func (a *Faces) get(faces *render.Faces, r render.FaceRequest) *ebiten.Image {
	if !faces.Background {
		return faces.Render(r)
	}
	img, exact := faces.Ready(r)
	if !exact {
		a.missed = append(a.missed, r)
	}
	return img
}

// Warm keeps the painter at work on the faces a frame drew with a
// stand-in, then on those still painting, then on soon (the faces the
// table will draw next), and takes in what it has painted within budget.
func (a *Faces) Warm(faces *render.Faces, soon []render.FaceRequest, budget time.Duration) {
	if len(a.missed) == 0 && len(a.painting) == 0 && len(soon) == 0 {
		return // nothing asked for: a steady tick takes no lock
	}
	want := append(a.missed, a.painting...)
	want = append(want, soon...)
	a.missed = a.missed[:0]
	a.painting = a.painting[:0]
	for _, r := range want {
		if !faces.Has(r) && !slices.Contains(a.painting, r) {
			a.painting = append(a.painting, r)
		}
	}
	faces.WantCards(a.painting)
	faces.Collect(budget)
	if faces.Painting() == 0 {
		// Everything asked for has been taken in — or the painter could
		// not start: what is still missing is painted here.
		for _, r := range a.painting {
			faces.Render(r)
		}
		a.painting = a.painting[:0]
	}
}

// Busy reports whether faces the table asked for are still being painted.
func (a *Faces) Busy() bool { return len(a.painting) > 0 }
