package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present"
	"twilight/rules"

	"twilight/scenes/table/rail"
	"twilight/scenes/widget"
)

// rail is the room of the chain and the log as the table lays it now.
func (m *MatchScene) rail() rail.Rail {
	return rail.Rail{Room: m.Lay.Chain, Foot: m.Lay.Log.Y + m.Lay.Log.H, U: m.Lay.U,
		Faces: rail.Faces{Small: m.G.fSmall, Tiny: m.G.fTiny}, Items: len(present.Waiting(m.View)), Large: m.log.Large}
}

// logRect is the log panel: the rail's room under the chain.
func (m *MatchScene) logRect() widget.Rect { return m.rail().Log() }

// chainRows are the chain panel's rows that fit, newest first, and how
// many items did not fit.
func (m *MatchScene) chainRows() (rows []widget.Rect, more int) { return m.rail().Rows() }

// drawChain draws the chain panel, the cards of its items from the face
// cache.
func (m *MatchScene) drawChain(screen *ebiten.Image) {
	m.rail().DrawChain(screen, &m.G.Brush, m.View, present.Waiting(m.View), m.names, func(c rules.CardID) (*ebiten.Image, float64) {
		if m.FaceDrawn != nil {
			m.FaceDrawn(c, m.View.Def(c).ID)
		}
		img := m.cardFace(m.View.Def(c), m.faceW(minFaceW)) // or a stand-in of another width
		return img, float64(img.Bounds().Dx())
	})
}

// drawLog draws the log panel, and above its line under the pointer why
// a computer made that move.
func (m *MatchScene) drawLog(screen *ebiten.Image) {
	r := m.rail()
	m.log.Draw(screen, &m.G.Brush, r.Faces, r.Log(), m.Lay.U, m.viewer)
	m.drawHoveredReason(screen)
}

// logHoverCard is the card of the log line under the pointer, or NoCard.
func (m *MatchScene) logHoverCard() rules.CardID {
	c, _, ok := m.log.Hovered()
	if !ok || c < 0 || int(c) >= len(m.Sprites) || !m.Sprites[c].Placed {
		return rules.NoCard
	}
	return c
}
