package table

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
	"twilight/rules"
)

// faceW notes that the table asks the face cache for width w and returns
// it (render.FaceWidths).
func (m *MatchScene) faceW(w int) int { return m.faceWidths.Note(w) }

// cardFace is def's face w pixels wide (w as faceW gives it), or what
// stands in for it while it is painted off the game loop (package ahead).
func (m *MatchScene) cardFace(def *rules.CardDef, w int) *ebiten.Image {
	return m.ahead.Card(m.app.Faces, def, w)
}

// cardBack is the back of a card of level, w pixels wide, or a stand-in
// while it is painted off the game loop.
func (m *MatchScene) cardBack(level rules.Level, w int) *ebiten.Image {
	return m.ahead.Back(m.app.Faces, level, w)
}

// deityFace is Deity def's face w pixels wide, a stand-in while it is
// painted off the game loop, or nil before any width of it is held.
func (m *MatchScene) deityFace(def *rules.DeityDef, spent bool, w int) *ebiten.Image {
	return m.ahead.Deity(m.app.Faces, def, spent, w)
}

// warmInBackground hands the queued faces, backs and Deities to the
// background painter (package ahead) and takes in what it has painted.
func (m *MatchScene) warmInBackground(budget time.Duration) {
	m.soon = m.soon[:0]
	for _, w := range m.warm {
		switch {
		case w.back:
			m.soon = append(m.soon, render.FaceRequest{Back: true, Level: rules.Level(w.def), Width: m.faceW(w.width)})
		case w.deity >= 0:
			pl := &m.View.Players[w.deity]
			m.soon = append(m.soon, render.FaceRequest{Deity: &m.View.Set.Deities[pl.Deity], Spent: pl.DeitySpent, Width: m.faceW(w.width)})
		default:
			m.soon = append(m.soon, render.FaceRequest{Def: &m.View.Set.Cards[w.def], Width: m.faceW(w.width)})
		}
	}
	m.warm = m.warm[:0]
	m.ahead.Warm(m.app.Faces, m.soon, budget)
	if !m.ahead.Busy() {
		m.faceWidths.Retire(m.app.Faces) // the last size's faces stood in until now
	}
}
