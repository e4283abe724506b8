package table

import (
	"time"

	"twilight/input"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
)

// NewWatchedMatch makes the read-only table of a replay (scene.Watched)
// for the game of s, a session whose seats are all at the screen so that
// no computer plays, seen as w says.
func NewWatchedMatch(app *scene.App, s *session.Session, w scene.Watcher) scene.Watched {
	m := NewMatch(app, s, folder.MatchSetup{Seats: make([]folder.SeatSetup, len(s.Seats()))})
	m.Watch = w
	for i := range m.Human {
		m.Human[i] = false // no curtain, no concession
	}
	m.CurtainUp, m.CurtainFor, m.curtainWhy = false, -1, ""
	m.Show(s, false)
	return m
}

// Show implements scene.Watched.
func (m *MatchScene) Show(s *session.Session, animate bool) {
	m.S = s
	m.quiet = !animate
	m.Refresh()
	m.quiet = false
}

// watchView is the View a watched table draws: the chosen seat's, or the
// whole game when the watcher reveals it.
func (m *MatchScene) watchView() {
	m.viewer = m.Watch.Seat()
	if m.Watch.Revealed() {
		m.View = m.S.State().Clone()
		m.View.Viewer = m.viewer
	} else {
		m.View = m.S.View(m.viewer)
	}
}

// WatchTick implements scene.Watched.
func (m *MatchScene) WatchTick(ctx *scene.Context, largeLog bool, wheel float64) {
	m.ticks++
	m.toast.Tick()
	m.WarmFaces(3 * time.Millisecond)
	for _, g := range ctx.Gestures {
		m.hoverAt = g.Pos
		if g.Kind == input.Hover || g.Kind == input.Press {
			m.Hover = m.cardAt(g.Pos.X, g.Pos.Y)
			m.log.HoverAt(g.Pos.X, g.Pos.Y)
		}
	}
	if largeLog {
		m.log.Large = !m.log.Large
		m.relayout()
	}
	if wheel != 0 && m.logRect().Contains(m.hoverAt.X, m.hoverAt.Y) {
		m.log.Scroll(int(wheel*2), m.viewer)
	}
	m.Animate()
}

// Strip implements scene.Watched: the prompt bar's place.
func (m *MatchScene) Strip() (x, y, w, h, unit float64) {
	r := m.Lay.Prompt
	return r.X, r.Y, r.W, r.H, m.Lay.U
}

// Busy implements scene.Watched.
func (m *MatchScene) Busy() bool { return m.Moving }
