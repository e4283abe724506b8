package present

import (
	"twilight/rules"
	"twilight/rules/english"
)

// combatPrompt covers declaring attackers and blockers.
func combatPrompt(in *Input) Prompt {
	v := in.View
	pass, _ := find(in.Legal, rules.ActPass)
	var p Prompt
	if v.Pending.Kind == rules.DecBlock {
		p.Text = "You are attacked: drag your creatures onto attackers to block."
		label := "No blocks"
		for _, c := range v.Combat.Attackers {
			if b := v.Cards[c].BlockedBy; b != rules.NoCard && v.Cards[b].Controller == in.Names.Viewer {
				label = "Done blocking"
			}
		}
		p.Buttons = append(p.Buttons, primary(label, pass))
		if in.HandOver {
			// Hot seat: the attacker acts first after blocks, and the
			// table is not handed over and back just for the defender to
			// pass: blocking passes the rest of this combat for them
			// unless the attacker does something (MatchScene.Act); this
			// button keeps their window.
			p.Text = "You are attacked: drag your creatures onto attackers to block. Then you pass this combat unless " +
				in.Names.Of(v.Active) + " plays something."
			keep := act(label+", then respond", pass)
			keep.Cmd = CmdBlockKeep
			p.Buttons = append(p.Buttons, keep)
		}
		return p
	}
	n := len(v.Combat.Attackers)
	p.Text = "Declare attackers: drag a Fresh creature onto a rival's Life Stack or Discard Stack."
	label := "No attack"
	if n > 0 {
		p.Text = english.Count(n, "creature") + " attacking. Drag more onto a rival's stacks, or you are done."
		label = "Done attacking"
	}
	b := primary(label, pass)
	if in.ConfirmNoAttack && n == 0 {
		if _, ok := find(in.Legal, rules.ActAttack); ok {
			b.Confirm = "You still have Fresh creatures that could attack. Press again to skip the attack."
		}
	}
	p.Buttons = append(p.Buttons, b)
	return p
}
