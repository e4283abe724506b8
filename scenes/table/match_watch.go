package table

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// Watcher drives a read-only table: a replay being watched. It says
// whose eyes the table uses, and whether every card is shown face up;
// the position is the session it hands to Show. A watched table takes no
// action and nothing on it can be picked up or dragged.
type Watcher interface {
	Seat() int8
	Revealed() bool
}

// NewWatchedMatch makes a read-only table for the game of s (a session
// whose seats are all at the screen, so that no computer plays), seen
// as w says.
func NewWatchedMatch(app *scene.App, s *session.Session, setup folder.MatchSetup, w Watcher) *MatchScene {
	m := NewMatch(app, s, setup)
	m.Watch = w
	for i := range m.Human {
		m.Human[i] = false // no curtain, no concession
	}
	m.Show(s, false)
	return m
}

// Show puts the game of s on the watched table. With animate (one step
// forward) the new log events play as in a match; otherwise the table
// moves to the position quietly (the cards still glide to their places).
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

// WatchUpdate is Update for a watched table; kb are the tick's keys,
// which the watcher has read. The pointer only points (the hovered card
// shows large, the log's lines light their cards); L enlarges the log and
// the wheel scrolls it.
func (m *MatchScene) WatchUpdate(ctx *scene.Context, kb *widget.Keys) {
	m.ticks++
	if m.toast.t > 0 {
		m.toast.t--
	}
	m.WarmFaces(3 * time.Millisecond)
	for _, g := range ctx.Gestures {
		m.hoverAt = g.Pos
		if g.Kind == input.Hover || g.Kind == input.Press {
			m.Hover = m.cardAt(g.Pos.X, g.Pos.Y)
			m.log.hoverAt(g.Pos.X, g.Pos.Y)
		}
	}
	if kb.Has(ebiten.KeyL) && !kb.Ctrl {
		m.log.toggleLarge()
		m.relayout()
	}
	if kb.Wheel != 0 && m.logRect().Contains(m.hoverAt.X, m.hoverAt.Y) {
		m.log.scroll(int(kb.Wheel*2), m.viewer)
	}
	m.Animate()
}
