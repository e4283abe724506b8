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

// warmInBackground hands the queued Action card faces to the background
// painter (package ahead) and takes in what it has painted; backs and
// Deities stay in m.warm, rendered on the game loop.
func (m *MatchScene) warmInBackground(budget time.Duration) {
	m.soon = m.soon[:0]
	keep := m.warm[:0]
	for _, w := range m.warm {
		if w.back || w.deity >= 0 {
			keep = append(keep, w)
			continue
		}
		m.soon = append(m.soon, render.FaceRequest{Def: &m.View.Set.Cards[w.def], Width: m.faceW(w.width)})
	}
	m.warm = keep
	m.ahead.Warm(m.app.Faces, m.soon, budget)
	if !m.ahead.Busy() {
		m.faceWidths.Retire(m.app.Faces) // the last size's faces stood in until now
	}
}
