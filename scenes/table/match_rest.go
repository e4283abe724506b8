package table

// Resting reports whether the table will look the same until input
// arrives (scene.Rester): a human decides, nothing moves, no note or
// countdown runs, and no computer, hint or coach's pointer is at work.
// The game then stops ticking 60 times a second (a waiting table took
// 77% of a core under Xvfb); the pulsing highlights hold still until the
// player moves.
func (m *MatchScene) Resting() bool {
	_, human := m.S.HumanDeciding()
	return human && !m.S.State().Over() && !m.Moving && m.Drag == nil && len(m.warm) == 0 && !m.ahead.Busy() &&
		!m.toast.On() && !m.refused.On() && m.leaveAsk == 0 && !m.CurtainOffer &&
		!m.S.Thinking() && !m.S.HintThinking() && (m.Coach == nil || m.Coach.Hidden)
}
