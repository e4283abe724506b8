package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
	"twilight/scenes/widget"
)

// takeBackLabel is the button beside Concede… that takes your last
// action back (Ctrl+Z does the same).
const takeBackLabel = "Take back"

// hotSeatTakeBack is why a take-back is refused with two or more humans
// at the screen: the other player would have to agree first, on their
// side of the curtain, and this table does not ask them yet.
const hotSeatTakeBack = "With two players at this screen a take-back needs the other's leave, which this table cannot ask for yet: play on"

// canTakeBack: the button shows while the viewer is a human still in the
// match and the match keeps its record (not in the lesson, nor in a
// match continued without one); whether the last action can be taken
// back is the engine's to say when it is pressed.
func (m *MatchScene) canTakeBack() bool { return m.S.Recorded() && m.mayTakeBack() }

// mayTakeBack: the viewer is a human at a table that is not a replay.
func (m *MatchScene) mayTakeBack() bool { return m.Watch == nil && m.canConcede() }

// TakeBack takes back the viewer's last action, when the engine allows
// it, and otherwise shows its reason (also that the match keeps no
// record). It reports whether it did.
func (m *MatchScene) TakeBack() bool {
	if !m.mayTakeBack() {
		return false
	}
	if m.humans() >= 2 {
		m.showToast(hotSeatTakeBack + ".")
		return false
	}
	m.clearSel()
	m.Drag = nil
	m.closeOverlay()
	if err := m.S.TakeBack(m.viewer); err != nil {
		m.showToast("Not taken back: " + reason(err))
		return false
	}
	m.Draft = draft{}
	// The table does not pass again for the player where they asked to
	// be taken back to.
	m.hold = m.S.State().StateHash()
	m.quiet = true // the log is read again from the start: no animations
	m.Refresh()
	m.quiet = false
	m.showToast("Your last action was taken back.")
	return true
}

// takeBackRect is the "Take back" button, left of Concede….
func (m *MatchScene) takeBackRect() widget.Rect {
	c := m.concedeRect()
	if c.W <= 0 {
		return c
	}
	u := m.Lay.U
	w := textWidth(takeBackLabel, m.concedeFace()) + 16*u
	return widget.Rect{X: c.X - w - 6*u, Y: c.Y, W: w, H: c.H}
}

// headerButtonsX is where the viewer's header buttons begin.
func (m *MatchScene) headerButtonsX() float64 {
	if m.canTakeBack() {
		return m.takeBackRect().X
	}
	return m.concedeRect().X
}

// takeBackGesture presses the button; it reports whether g was taken.
func (m *MatchScene) takeBackGesture(g input.Gesture) bool {
	if g.Kind != input.Click || !m.canTakeBack() || !m.takeBackRect().Contains(g.Pos.X, g.Pos.Y) {
		return false
	}
	m.TakeBack()
	return true
}

func (m *MatchScene) drawTakeBack(screen *ebiten.Image) {
	if !m.canTakeBack() {
		return
	}
	r := m.takeBackRect()
	fill := render.Fade(render.Ink, 0.5)
	if r.Contains(m.hoverAt.X, m.hoverAt.Y) {
		fill = render.Fade(render.Mix(render.Ink, render.Gilt, 0.25), 0.9)
	}
	m.G.rect(screen, r, fill)
	m.G.frame(screen, r, math.Max(1, m.Lay.U), render.Fade(render.Gilt, 0.45))
	m.G.label(screen, takeBackLabel, m.concedeFace(), r, render.Center, render.Mist)
}
