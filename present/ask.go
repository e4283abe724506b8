package present

import (
	"fmt"

	"twilight/rules"
)

// AskFirst is the question the table asks player me before performing a
// (and then, when follow: the target of a Scheme dropped straight onto
// it), or "" when nothing needs asking: a harmful effect aimed at one of
// me's own cards or at me, a Summon that puts me over the Creature
// Limit, so that a Creature must then be discarded, or the Deity's
// one-use power (a click on the Deity to look at it must not spend it).
func AskFirst(v *rules.State, me int8, a, then rules.Action, follow bool) string {
	switch a.Kind {
	case rules.ActSummon:
		if l, over := OverLimitBy(v, me, a.Card); over {
			n, limit := v.CreatureLimit(me)
			return fmt.Sprintf("Summoning %s puts you over your Creature Limit: %s, so one %s creature must then be discarded. Summon it anyway?",
				cardName(v, a.Card), limitWords(n[l], limit[l], l), l.Name())
		}
		if !follow {
			return ""
		}
		w := v.Clone()
		w.NoLog = true
		if w.Apply(a) != nil {
			return ""
		}
		return harmsOwn(w, me, then)
	case rules.ActTarget, rules.ActTargetPlayer:
		return harmsOwn(v, me, a)
	case rules.ActDeity:
		return oneUse(v, a)
	}
	return ""
}

// oneUse is the question to ask before the Deity power of a is used,
// when that power is the one-use one.
func oneUse(v *rules.State, a rules.Action) string {
	p := int(a.Player)
	if p < 0 || p >= len(v.Players) {
		return ""
	}
	d := int(v.Players[p].Deity)
	if d < 0 || d >= len(v.Set.Deities) {
		return ""
	}
	def := &v.Set.Deities[d]
	if int(a.Ability) < 0 || int(a.Ability) >= len(def.Abilities) || !def.Abilities[a.Ability].Once {
		return ""
	}
	return fmt.Sprintf("%s's one-use power works only once a game. Use it now?", def.Title)
}

// limitWords says how many creatures of level l one has and may have:
// "you have 3 Lesser creatures and 3 Lesser Aspects".
func limitWords(n, limit int, l rules.Level) string {
	return fmt.Sprintf("you have %d %s creature%s and %d %s Aspect%s", n, l.Name(), plural(n), limit, l.Name(), plural(limit))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// harmsOwn is the question to ask before target t is chosen in w, when
// the clause being aimed hurts what it targets and t is one of me's own
// cards or me.
func harmsOwn(w *rules.State, me int8, t rules.Action) string {
	if w.Pending.Kind != rules.DecTarget || w.Pending.Player != me {
		return ""
	}
	cl := w.PendingClause()
	if cl == nil || !cl.Harmful() {
		return ""
	}
	src := "The effect"
	if s := w.Pending.Target.Item.Source; s >= 0 && int(s) < len(w.Cards) {
		src = cardName(w, s)
	}
	switch {
	case t.Kind == rules.ActTarget && t.Target >= 0 && int(t.Target) < len(w.Cards) && w.Cards[t.Target].Controller == me:
		return fmt.Sprintf("%s is yours, and %s harms what it aims at. Aim it at your own card?", cardName(w, t.Target), src)
	case t.Kind == rules.ActTargetPlayer && t.Who == me:
		return fmt.Sprintf("%s harms what it aims at, and you chose yourself. Aim it at you?", src)
	}
	return ""
}

// forExcessText is the prompt of a Creature-Limit discard: why it is
// asked and why only creatures of one level may be chosen.
func forExcessText(v *rules.State, me int8, l rules.Level) string {
	n, limit := v.CreatureLimit(me)
	return fmt.Sprintf("Creature Limit: %s. Click one of your %s creatures to discard (only they count against the %s limit).",
		limitWords(n[l], limit[l], l), l.Name(), l.Name())
}

// AskPrompt is the prompt that asks question q before an action is
// performed: Cancel (the safe answer, pressed by Space) or Go ahead.
func AskPrompt(q string) Prompt {
	return Prompt{Text: q, Buttons: []Button{
		{Label: "Go ahead", Cmd: CmdGoAhead, Enabled: true},
		{Label: "Cancel", Cmd: CmdClose, Primary: true, Enabled: true},
	}}
}
