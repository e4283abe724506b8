package present

import (
	"twilight/rules"
	"twilight/rules/english"
)

// priorityPrompt is the prompt of an action window: what waits, what the
// pass does (named for the step it leads to), the Countdowns with their
// cost, and the pass-for-me controls in other players' turns.
func priorityPrompt(in *Input) Prompt {
	v, me := in.View, in.Names.Viewer
	p := Prompt{Text: priorityText(v, in.Names)}
	pass, _ := find(in.Legal, rules.ActPass)
	b := primary(PassLabel(v, me, in.Stops), pass)
	if v.MainPhase(me) && hasSummon(in.Legal) {
		b.KeyConfirm = "You can still summon a card. Press again to end your Summoning Phase."
	}
	p.Buttons = append(p.Buttons, b)
	for _, a := range in.Legal {
		if a.Kind != rules.ActCountdown {
			continue
		}
		cd := act("Count "+in.Names.Whose(a.Who)+" Life Stack", a)
		if len(v.Players[a.Who].Life) > 10 {
			cd.Label += " (costs 1 Life)"
			cd.Confirm = "Counting a Life Stack over 10 cards destroys the top card of yours (Disruption Tax). Press again to count."
		}
		p.Buttons = append(p.Buttons, cd)
	}
	if v.Active != me {
		p.Buttons = append(p.Buttons,
			Button{Label: "Pass to my turn", Cmd: CmdPassUntilTurn, Enabled: true},
			Button{Label: "Pass till they act", Cmd: CmdPassUntilAction, Enabled: true})
	}
	return p
}

func hasSummon(legal []rules.Action) bool {
	_, ok := find(legal, rules.ActSummon)
	return ok
}

// priorityText says what the window is about.
func priorityText(v *rules.State, n Names) string {
	me := n.Viewer
	if k := len(v.Chain); k > 0 {
		top := &v.Chain[k-1]
		what := itemName(v, n, top)
		if top.Kind == rules.ItemSummon {
			what = n.Whose(top.Controller) + " " + what
		}
		s := english.Capitalize(what) + " waits to resolve."
		if top.Controller != me && v.Aims(top, me) {
			s += " It aims at you or your cards."
		}
		return s + " Respond with a Scheme, an ability or a Sacrifice, or let it resolve."
	}
	if v.Active != me {
		switch {
		case v.Attacked(me) && v.Step <= rules.StepBlock:
			return "You are attacked. Before blockers are declared you may use a Scheme or an ability."
		case v.Attacked(me):
			return "You are attacked. You may use a Scheme or an ability before the fight goes on."
		}
		return english.Capitalize(n.Whose(v.Active)) + " " + v.Phase.String() + " Phase: you may respond, or pass."
	}
	switch v.Step {
	case rules.StepSummoning:
		return "Summoning Phase: drag cards from your hand onto your Combat Field or compass."
	case rules.StepAttack, rules.StepAttackAfter, rules.StepBlock:
		return "Your attackers are declared. You may use Schemes and abilities before blockers are declared."
	case rules.StepBlockAfter, rules.StepReplaceAfter:
		return "Blockers are declared. You may use Schemes and abilities before Damage."
	}
	return v.Phase.String() + " Phase: you may use abilities and Schemes, or move on."
}

// PassLabel names what passing priority does now for player p: resolve
// the top of the chain, or the step the turn moves on to ("To combat",
// "Declare blockers", "Assign damage", "Finish combat", "End turn").
func PassLabel(v *rules.State, p int8, stops *Stops) string {
	if k := len(v.Chain); k > 0 {
		top := &v.Chain[k-1]
		if top.Source >= 0 && !v.Hidden(top.Source) {
			return "Resolve " + v.Def(top.Source).Title
		}
		return "Let it resolve"
	}
	if v.Active != p && !v.Attacked(p) {
		return "Pass"
	}
	switch v.Step {
	case rules.StepDrawBefore, rules.StepDraw, rules.StepDrawAfter:
		return "To Trade Phase"
	case rules.StepResource, rules.StepResourceAfter:
		return "To Summoning"
	case rules.StepSummoning:
		if v.CanAttackNow(p) {
			return "To combat"
		}
		return endLabel(stops)
	case rules.StepAttack, rules.StepAttackAfter, rules.StepBlock:
		return "Declare blockers"
	case rules.StepBlockAfter, rules.StepReplace, rules.StepReplaceAfter:
		return "Assign damage"
	case rules.StepDamage, rules.StepDamageAfter:
		return stackDamageLabel(v, true)
	case rules.StepDiscardDamage, rules.StepDiscardAfter:
		return stackDamageLabel(v, false)
	case rules.StepLifeDamage, rules.StepLifeAfter:
		return "Finish combat"
	}
	return "End turn"
}

// endLabel names passing out of a Summoning Phase without combat: the
// turn ends unless the player stops in their End Phase.
func endLabel(stops *Stops) string {
	if stops != nil && stops.Mine[AtEnd] != Never {
		return "To End Phase"
	}
	return "End turn"
}

// stackDamageLabel names the next Damage step after Creature Damage
// (discard: Discard Stack Damage is still to come) or after Discard
// Stack Damage.
func stackDamageLabel(v *rules.State, discard bool) string {
	var toDiscard, toLife bool
	for _, c := range v.Combat.Attackers {
		cd := &v.Cards[c]
		if !cd.Has(rules.FAttacking) || cd.BlockedBy != rules.NoCard || cd.Zone != rules.ZField {
			continue
		}
		if cd.AttackDisc {
			toDiscard = true
		} else {
			toLife = true
		}
	}
	switch {
	case discard && toDiscard:
		return "Damage Discard Stacks"
	case toLife:
		return "Damage Life Stacks"
	}
	return "Finish combat"
}
