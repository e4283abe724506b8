package table

import (
	"twilight/present"
	"twilight/rules"
)

// chooseLoneTarget makes a target choice that has only one possible
// target without waiting for a click (Settings.LoneTarget), and says so.
// It asks first like a dropped card would (AskFirst), and tries once per
// decision: a refusal stays on screen for the player to answer.
func (m *MatchScene) chooseLoneTarget() {
	if !m.Mine || !m.app.Settings.LoneTarget || m.CurtainUp || m.guide.ask.on || m.over.kind != overNone || m.loneFor == m.View {
		return
	}
	a, ok := present.LoneTarget(m.View, m.Legal)
	if !ok {
		return
	}
	m.loneFor = m.View
	name := "the chain item"
	switch a.Kind {
	case rules.ActTarget:
		name = m.View.Def(a.Target).Title
	case rules.ActTargetPlayer:
		name = m.nameOf(a.Who)
	}
	m.showToast("Only one possible target: " + name)
	m.perform(a, rules.Action{}, false)
}
