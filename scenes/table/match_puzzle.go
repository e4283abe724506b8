package table

import (
	"strings"

	"twilight/rules"
	"twilight/session"
)

// ShowMove points at move a as the computer's hint does, with words in
// the hint's panel, until the game moves on (a puzzle's answer).
func (m *MatchScene) ShowMove(a rules.Action, words string) {
	m.S.CancelHint()
	m.sug = suggestState{asked: true, has: true, shownAt: m.S.State().StateHash(),
		hint: session.Hint{Player: a.Player, Action: a, Reason: strings.TrimSuffix(words, ".")}}
	m.sug.panel.Heading = "The answer"
}
