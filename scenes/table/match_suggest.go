package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/ai"
	"twilight/session"

	"twilight/scenes/table/suggest"
	"twilight/scenes/widget"
)

// suggestState is "What would the computer do?": whether the player asked
// for the position on the table, and the answer once it came.
type suggestState struct {
	asked bool
	has   bool
	hint  session.Hint
	panel suggest.Panel
	// shownAt, when set, is the position ShowMove pointed in: the
	// pointer stays until the game moves on.
	shownAt uint64
}

// canSuggest: the button and H work while the viewer (at a pass-and-play
// table, the seat whose decision it is) decides, in a match that is not a
// replay nor the lesson (whose coach asks for its own moves), and while
// Settings.ComputerHint is on. It is on by default: nothing is shown
// until the player asks, and the answer reads only their own View, so a
// player who wants no help simply never asks; the setting is for players
// who want the button and the key gone.
func (m *MatchScene) canSuggest() bool {
	return m.app.Settings.ComputerHint && m.Mine && m.Watch == nil && m.Coach == nil
}

// AskComputer is the button and H: ask what the strongest computer level
// would do here; again, while it thinks, stop it; with the answer shown,
// hide it.
func (m *MatchScene) AskComputer() {
	switch {
	case m.sug.asked:
		m.dropSuggestion()
	case m.canSuggest():
		m.sug.asked = m.S.StartHint(ai.Options{})
	}
}

// Suggestion is the answer shown, if any, and whether the computer is still
// thinking about it.
func (m *MatchScene) Suggestion() (h session.Hint, shown, thinking bool) {
	return m.sug.hint, m.sug.has, m.sug.asked && !m.sug.has
}

func (m *MatchScene) dropSuggestion() {
	m.S.CancelHint()
	m.sug = suggestState{}
}

// suggestTick collects the answer; once the game has moved on the session
// has dropped it, and the panel goes.
func (m *MatchScene) suggestTick() {
	if !m.sug.asked || m.sug.shownAt != 0 && m.sug.shownAt == m.S.State().StateHash() {
		return
	}
	if h, ok := m.S.PollHint(); ok {
		m.sug.hint, m.sug.has = h, true
	} else if !m.S.HintThinking() {
		m.sug = suggestState{}
	}
}

// suggestRect is the header button, left of Take back (or Concede…).
func (m *MatchScene) suggestRect() widget.Rect {
	c := m.concedeRect()
	if c.W <= 0 || !m.canSuggest() {
		return widget.Rect{}
	}
	if m.canTakeBack() {
		c = m.takeBackRect()
	}
	u := m.Lay.U
	w := widget.TextWidth(suggest.Label(false, false), m.concedeFace()) + 16*u
	return widget.Rect{X: c.X - w - 6*u, Y: c.Y, W: w, H: c.H}
}

// SuggestButton is where the button is (empty when it is not shown).
func (m *MatchScene) SuggestButton() widget.Rect { return m.suggestRect() }

// suggestGesture: a click on the button asks (or stops, or hides); a click
// on the answer's panel hides it. It reports whether g was taken.
func (m *MatchScene) suggestGesture(g input.Gesture) bool {
	if g.Kind != input.Click {
		return false
	}
	if r := m.suggestRect(); r.W > 0 && r.Contains(g.Pos.X, g.Pos.Y) || m.sug.asked && m.sug.panel.Box.Contains(g.Pos.X, g.Pos.Y) {
		m.AskComputer()
		return true
	}
	return false
}

// drawSuggest draws the button and, once asked, the panel; with the answer
// in, it lights the move on the table as the coach's pointer does.
func (m *MatchScene) drawSuggest(screen *ebiten.Image) {
	if r := m.suggestRect(); r.W > 0 {
		label := suggest.Label(m.sug.asked && !m.sug.has, m.sug.has)
		m.headerButton(screen, r, widget.FitText(label, m.concedeFace(), r.W-8*m.Lay.U), render.Fade(render.Mix(render.Ink, render.GiltLight, 0.3), 0.9))
	}
	if !m.sug.asked || !m.Mine {
		return
	}
	if from, to, ok := m.suggestRects(m.sug.hint.Action); m.sug.has && ok {
		m.pointAt(screen, from, to, to.W > 0)
	}
	f := suggest.Faces{Body: m.G.fBody, Small: m.G.fSmall, Tiny: m.G.fTiny}
	m.sug.panel.Layout(m.Lay.Log, m.Lay.U, f, !m.sug.has, suggest.Words(m.sug.hint.Reason, m.sug.hint.Err))
	m.sug.panel.Draw(screen, &m.G.Brush, f, m.ticks)
}

// suggestRects is where move a is on the table: its button on the prompt
// bar, or the card or player it names and, for a card that goes
// somewhere, the place it goes.
func (m *MatchScene) suggestRects(a rules.Action) (from, to widget.Rect, ok bool) {
	if r, ok := m.buttonFor(a); ok {
		return r, to, true
	}
	seat := func(q int8, discard bool) (widget.Rect, widget.Rect, bool) {
		if q < 0 || int(q) >= len(m.Lay.Mats) {
			return from, to, false
		}
		if discard {
			return m.Lay.Mats[q].Discard, to, true
		}
		return m.Lay.Mats[q].Life, to, true
	}
	switch a.Kind {
	case rules.ActTarget:
		return m.CardRect(a.Target), to, a.Target >= 0 && int(a.Target) < len(m.Sprites)
	case rules.ActTargetPlayer:
		cl := m.View.PendingClause()
		return seat(a.Who, cl != nil && cl.Target.Kind == rules.TDiscardStack)
	case rules.ActDeity:
		return m.Lay.Mats[m.viewer].Deity, to, true
	case rules.ActPlace, rules.ActGenerate:
		return m.Lay.Mats[m.viewer].Resource, to, true
	}
	if a.Card < 0 || int(a.Card) >= len(m.Sprites) {
		return seat(a.Who, false)
	}
	for _, t := range present.DropTargets(m.View, m.Legal, a.Card) {
		if t.Action == a && t.Kind == present.DropField {
			to = m.Lay.Mats[t.Seat].Field
		} else if t.Action == a {
			to = m.targetRect(t)
		}
	}
	return m.CardRect(a.Card), to, true
}
