package table

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules"
	"twilight/scenes/widget"
)

// takeBackLabel is the button beside Concede… that takes your last
// action back (Ctrl+Z does the same).
const takeBackLabel = "Take back"

// takeBackAsk is a hot-seat take-back waiting for the other humans'
// leave: by asked; ask are the seats still to agree, the first asked now
// (on their side of the curtain: the table is hidden meanwhile).
type takeBackAsk struct {
	by  int8
	ask []int8
}

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
		m.askLeave()
		return false
	}
	return m.takeBackNow()
}

// takeBackNow asks the engine to take the viewer's last action back.
func (m *MatchScene) takeBackNow() bool {
	m.clearSel()
	m.Drag = nil
	m.closeOverlay()
	answers, err := m.S.TakeBack(m.viewer)
	if err != nil {
		m.showToast("Not taken back: " + reason(err))
		return false
	}
	m.Draft = draft{}
	// The table does not pass again for the player where they went back to.
	m.hold = m.S.State().StateHash()
	m.quiet = true // the log is read again from the start: no animations
	m.Refresh()
	m.quiet = false
	m.showToast(takeBackNote(answers, m.names))
	return true
}

// takeBackNote says what a take-back took back: the viewer's last action
// (with the passes the table made for them after it, which are theirs)
// and the other players' actions since, its answers, whose.
func takeBackNote(answers []rules.Action, names []string) string {
	const took = "Your last action was taken back"
	if len(answers) == 0 {
		return took + "."
	}
	who := answers[0].Player
	for _, a := range answers {
		if a.Player != who {
			return fmt.Sprintf("%s, and the %d answers to it.", took, len(answers))
		}
	}
	if len(answers) == 1 {
		return took + ", and " + rules.Possessive(names[who]) + " answer to it."
	}
	return fmt.Sprintf("%s, and %s %d answers to it.", took, rules.Possessive(names[who]), len(answers))
}

// takeBackRect is the "Take back" button, left of Concede….
func (m *MatchScene) takeBackRect() widget.Rect {
	c := m.concedeRect()
	if c.W <= 0 {
		return c
	}
	u := m.Lay.U
	w := widget.TextWidth(takeBackLabel, m.concedeFace()) + 16*u
	return widget.Rect{X: c.X - w - 6*u, Y: c.Y, W: w, H: c.H}
}

// headerButtonsX is where the viewer's header buttons begin.
func (m *MatchScene) headerButtonsX() float64 {
	if r := m.suggestRect(); r.W > 0 {
		return r.X
	}
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
	m.headerButton(screen, m.takeBackRect(), takeBackLabel, render.Fade(render.Mix(render.Ink, render.Gilt, 0.25), 0.9))
}

// askLeave starts asking the other humans still in the match, one by one
// behind the curtain, whether the viewer may take their last action back.
func (m *MatchScene) askLeave() {
	ask := takeBackAsk{by: m.viewer}
	for q, human := range m.Human {
		if human && int8(q) != m.viewer && !m.S.State().Players[q].Lost {
			ask.ask = append(ask.ask, int8(q))
		}
	}
	m.clearSel()
	m.Drag = nil
	m.closeOverlay()
	m.tbAsk = ask
}

// AskingLeave reports whether a hot-seat take-back waits for a player's
// answer, and whose.
func (m *MatchScene) AskingLeave() (int8, bool) {
	if len(m.tbAsk.ask) == 0 {
		return -1, false
	}
	return m.tbAsk.ask[0], true
}

// AnswerTakeBack is the asked player's answer. With every other human's
// leave the engine takes the action back (or says why not); a refusal
// ends the asking. Either way the screen goes back, behind the curtain,
// to the player who asked.
func (m *MatchScene) AnswerTakeBack(agree bool) {
	q, ok := m.AskingLeave()
	if !ok {
		return
	}
	by := m.tbAsk.by
	m.tbAsk.ask = m.tbAsk.ask[1:]
	if agree && len(m.tbAsk.ask) > 0 {
		return // the next player is asked
	}
	m.tbAsk = takeBackAsk{}
	if agree {
		m.viewer = by
		m.takeBackNow()
	} else {
		m.showToast(m.names[q] + " did not agree: your last action stands.")
	}
	m.CurtainUp, m.CurtainFor, m.CurtainOffer, m.curtainWhy = true, by, false, "You asked to take your last action back."
}

// takeBackAskKeys: while asking, Space or Enter agrees and Esc refuses;
// no other key acts. It reports whether the table is asking.
func (m *MatchScene) takeBackAskKeys() bool {
	if _, ok := m.AskingLeave(); !ok {
		return false
	}
	switch {
	case m.kb.Has(ebiten.KeySpace) || m.kb.Enter():
		m.AnswerTakeBack(true)
	case m.kb.Has(ebiten.KeyEscape):
		m.AnswerTakeBack(false)
	}
	return true
}

// takeBackAskGesture: while asking, the two buttons answer and nothing
// else on the (hidden) table is touched.
func (m *MatchScene) takeBackAskGesture(g input.Gesture) bool {
	if _, ok := m.AskingLeave(); !ok {
		return false
	}
	if g.Kind == input.Click {
		yes, no := CurtainButtons(m.W, m.H, m.Lay.U)
		switch {
		case yes.Contains(g.Pos.X, g.Pos.Y):
			m.AnswerTakeBack(true)
		case no.Contains(g.Pos.X, g.Pos.Y):
			m.AnswerTakeBack(false)
		}
	}
	return true
}

// drawTakeBackAsk hides the table behind the question; it reports
// whether it drew it.
func (m *MatchScene) drawTakeBackAsk(screen *ebiten.Image) bool {
	q, ok := m.AskingLeave()
	if !ok {
		return false
	}
	m.veil(screen, m.names[q]+": may "+m.names[m.tbAsk.by]+" take back their last action?",
		"Only "+m.names[q]+" answers. The table is hidden meanwhile.", "", "Agree (Space)", "Refuse (Esc)")
	return true
}
