package cardset

import (
	"fmt"
	"strings"

	"twilight/rules"
	"twilight/rules/english"
)

// Describe renders ability a of card d as plain English rules text, built
// from its structure so that the words always say what the engine does.
// d is nil for a Deity power. The text starts with the ability's trigger
// ("Exhaust and pay I: ", "Deathbound: ") except for a Scheme's own effect
// and a Heresy, whose place on the card already says when they happen.
// Mini-card names are looked up in set.
func Describe(set *rules.CardSet, d *rules.CardDef, a *rules.Ability) string {
	var b strings.Builder
	b.WriteString(triggerPrefix(d, a))
	static := a.Trigger == rules.Static
	for k := 0; k < len(a.Clauses); k++ {
		if k > 0 {
			b.WriteByte(' ')
		}
		m := mergedChanges(a.Clauses, k)
		b.WriteString(describeClause(set, d, a, k, static, m))
		k += m.clauses
	}
	return b.String()
}

// mergedChanges returns the Fight, Life and Armor changes ("-2 Life") of
// the clauses after clause k that change the same Creature the same way
// clause k does (same condition, not optional), so that one sentence
// says them all: "gets -2 Fight and -2 Life this turn".
// A keyword grant may close the list: "gets +2 Fight and gains Overrun".
func mergedChanges(cl []rules.Clause, k int) merged {
	var m merged
	if cl[k].Op.Change(1) == "" {
		return m
	}
	for j := k + 1; j < len(cl); j++ {
		c := &cl[j]
		same := c.Target.Kind == rules.TPrev ||
			c.Target == cl[k].Target && (c.Target.Kind == rules.TEachCreature || c.Target.Kind == rules.TSelf)
		if !same || c.Optional || c.Cond != cl[k].Cond || c.Cond == rules.IfDid {
			break
		}
		if c.Op == rules.OpGrant {
			m.gains = strings.Join(c.Keyword.Names(), ", ")
			m.clauses++
			break
		}
		if c.Op.Change(1) == "" {
			break
		}
		m.also = append(m.also, c.Op.Change(int(c.N)))
		m.clauses++
	}
	return m
}

// merged are the clauses folded into one sentence with the clause before
// them.
type merged struct {
	also    []string // Fight, Life and Armor changes
	gains   string   // keywords granted
	clauses int      // how many clauses were folded
}

// KeywordLine renders a card's keywords as printed: "Armor 2, Initiative".
func KeywordLine(d *rules.CardDef) string {
	var parts []string
	for _, n := range d.Keywords.Names() {
		switch n {
		case "Armor":
			n = fmt.Sprintf("Armor %d", d.Armor)
		case "Defile":
			if d.Defile > 0 {
				n = fmt.Sprintf("Defile %d", d.Defile)
			}
		}
		parts = append(parts, n)
	}
	return strings.Join(parts, ", ")
}

// cardTexts fills Text and HeresyText of d from its keywords and abilities.
func cardTexts(d *rules.CardDef) {
	var lines []string
	if kl := KeywordLine(d); kl != "" {
		lines = append(lines, kl)
	}
	d.HeresyText = ""
	for i := range d.Abilities {
		a := &d.Abilities[i]
		if a.Trigger == rules.OnHeresy {
			d.HeresyText = a.Text
			continue
		}
		lines = append(lines, a.Text)
	}
	d.Text = strings.Join(lines, "\n")
}

func triggerPrefix(d *rules.CardDef, a *rules.Ability) string {
	switch a.Trigger {
	case rules.OnSummon:
		if d != nil && d.Type == rules.Scheme {
			return ""
		}
		return "When Summoned: "
	case rules.OnExhaust:
		switch {
		case a.NoExhaust:
			return "Pay " + a.Cost.String() + ": "
		case a.Cost.Total() > 0:
			return "Exhaust and pay " + a.Cost.String() + ": "
		}
		return "Exhaust: "
	case rules.OnDeathbound:
		return "Deathbound: "
	case rules.OnRequiem:
		return "Requiem: "
	case rules.OnGuardian:
		return "Guardian: "
	case rules.OnPrescience:
		return "Prescience: "
	case rules.OnDefile:
		return "Defile: "
	case rules.OnPhaseStart:
		return "At the start of your " + a.Phase.String() + " Phase: "
	case rules.OnPhaseEnd:
		return "At the end of your " + a.Phase.String() + " Phase: "
	case rules.OnUpkeep:
		return "When its Upkeep is paid: "
	case rules.OnDeity:
		p := ""
		switch {
		case a.Once:
			p = "Once per game, with Conviction"
		case a.PerTurn:
			p = "Once per turn"
		}
		if a.Cost.Total() > 0 {
			if p == "" {
				p = "Pay " + a.Cost.String()
			} else {
				p += ", pay " + a.Cost.String()
			}
		}
		if p == "" {
			return ""
		}
		return p + ": "
	}
	return ""
}

var condPrefix = map[rules.Cond]string{
	rules.IfSavagery: "Savagery: ", rules.IfRenewal: "Renewal: ", rules.IfObliterate: "Obliterate: ",
	rules.IfConviction: "Conviction: ", rules.IfPrescience: "Prescience: ",
}

// describeClause renders clause k of a as one sentence.
func describeClause(set *rules.CardSet, d *rules.CardDef, a *rules.Ability, k int, static bool, m merged) string {
	c := &a.Clauses[k]
	s := clauseSentence(set, d, a, k, static, false, m)
	if c.Optional {
		if c.Op.Subject(targetPhrase(d, a, k).you) {
			// "You may have target Creature you control get +2 Fight".
			s = "You may have " + clauseSentence(set, d, a, k, static, true, m)
		} else {
			s = "You may " + lowerFirst(s)
		}
	}
	switch {
	case c.Cond == rules.IfObliterate && c.Op == rules.OpDestroyTop:
		// The keyword with its number: "Obliterate 4 (...)", never
		// "Obliterate: Obliterate 4".
		p := targetPhrase(d, a, k)
		s = fmt.Sprintf("Obliterate %d (%s if %s had a card Destroyed earlier this turn)", c.N, s, p.subj)
	case c.Cond == rules.IfDid:
		s = "If you do, " + lowerFirst(s)
	case c.Cond != rules.Always:
		s = condPrefix[c.Cond] + english.Capitalize(s)
	default:
		s = english.Capitalize(s)
	}
	return s + "."
}

// phrase describes the target of clause k.
type phrase struct {
	obj    string // as an object: "target Creature you control"
	poss   string // possessive of a player: "target opponent's", "your"
	subj   string // as a subject: "target opponent", "you"
	you    bool   // the subject is "you" (verb without -s)
	plural bool   // several things ("each Creature")
}

// clauseSentence renders clause k of a without its condition; base asks
// for the verb's base form after the subject ("have it get +2 Fight"). The
// sentence itself is the op's (rules.OpSpec.Say); this fills in its words.
func clauseSentence(set *rules.CardSet, d *rules.CardDef, a *rules.Ability, k int, static, base bool, m merged) string {
	c := &a.Clauses[k]
	sp := c.Op.Spec()
	if sp == nil || sp.Say == nil {
		return "[" + c.Op.String() + "]"
	}
	p := targetPhrase(d, a, k)
	w := rules.Words{N: int(c.N), Level: c.Level, Obj: p.obj, Poss: p.poss, Subj: p.subj, You: p.you, Plural: p.plural,
		Static: static, Base: base, Exhausted: c.Exhausted, Keywords: strings.Join(c.Keyword.Names(), ", "),
		Where: damageTarget(c.Target.Kind, a, k, p), Noun: cardsNoun(c.Target), Mini: "mini", Also: m.also, Gains: m.gains}
	if set != nil && c.Mini != 0 && int(c.Mini) < len(set.Cards) {
		w.Mini = set.Cards[c.Mini].Title
	}
	return sp.Say(&w)
}

// damageTarget names where Damage goes: a Creature, a Life Stack or a
// Discard Stack.
func damageTarget(kind rules.TargetKind, a *rules.Ability, k int, p phrase) string {
	if kind == rules.TPrev {
		kind = effectiveKind(a.Clauses, k)
	}
	switch kind {
	case rules.THolder:
		return "the Life Stack of " + p.obj
	case rules.TPlayer, rules.TEachPlayer, rules.TYou:
		return p.poss + " Life Stack"
	case rules.TDiscardStack:
		return p.poss + " Discard Stack"
	}
	return p.obj
}

// targetPhrase describes the target of clause k of a.
func targetPhrase(d *rules.CardDef, a *rules.Ability, k int) phrase {
	c := &a.Clauses[k]
	t := c.Target
	switch t.Kind {
	case rules.TPrev:
		if k == 0 {
			return phrase{obj: "it", poss: "its", subj: "it"}
		}
		pk := effectiveKind(a.Clauses, k)
		switch pk {
		case rules.TYou:
			return phrase{obj: "you", poss: "your", subj: "you", you: true}
		case rules.TPlayer, rules.TDiscardStack, rules.THolder:
			return phrase{obj: "that player", poss: "that player's", subj: "that player"}
		case rules.TEachPlayer:
			return phrase{obj: "those players", poss: "those players'", subj: "those players", plural: true}
		case rules.TEachCreature:
			return phrase{obj: "them", poss: "their", subj: "they", plural: true}
		}
		return phrase{obj: "it", poss: "its", subj: "it"}
	case rules.TSelf:
		noun := "this card"
		if d != nil && d.Type == rules.Creature {
			noun = "this Creature"
		}
		return phrase{obj: noun, poss: noun + "'s", subj: noun}
	case rules.TYou:
		return phrase{obj: "you", poss: "your", subj: "you", you: true}
	case rules.THolder:
		return phrase{obj: "whoever holds this Aspect", poss: "its holder's", subj: "whoever holds this Aspect"}
	case rules.TTrigger:
		if a.Trigger == rules.OnPrescience {
			return phrase{obj: "the Manifested card", poss: "the Manifested card's", subj: "the Manifested card"}
		}
		return phrase{obj: "the attacking Creature", poss: "the attacking Creature's", subj: "the attacking Creature"}
	case rules.TPlayer, rules.TDiscardStack:
		switch t.Side {
		case rules.Opponent:
			return phrase{obj: "target opponent", poss: "target opponent's", subj: "target opponent"}
		case rules.YourSide:
			return phrase{obj: "you", poss: "your", subj: "you", you: true}
		}
		return phrase{obj: "target player", poss: "target player's", subj: "target player"}
	case rules.TEachPlayer:
		switch t.Side {
		case rules.Opponent:
			return phrase{obj: "each opponent", poss: "each opponent's", subj: "each opponent"}
		case rules.YourSide:
			return phrase{obj: "you", poss: "your", subj: "you", you: true}
		}
		return phrase{obj: "each player", poss: "each player's", subj: "each player"}
	case rules.TChainItem:
		s := "target Scheme, Summoning or ability"
		if t.Types != 0 {
			s = "target " + typeWords(t.Types)
			if !t.Types.Has(rules.Scheme) || t.Types&^(1<<rules.Scheme) != 0 {
				s += " being Summoned"
			}
		}
		switch t.Side {
		case rules.Opponent:
			s += " an opponent controls"
		case rules.YourSide:
			s += " you control"
		}
		return phrase{obj: s, poss: s + "'s", subj: s}
	case rules.TCreature, rules.TCard, rules.TEachCreature, rules.TDiscardCard:
		noun := cardNoun(t)
		lead := "target "
		if t.Kind == rules.TEachCreature {
			lead = "each "
		}
		s := lead + noun
		switch t.Kind {
		case rules.TDiscardCard:
			switch t.Side {
			case rules.Opponent:
				s += " in an opponent's Discard Stack"
			case rules.YourSide:
				s += " in your Discard Stack"
			default:
				s += " in a Discard Stack"
			}
		default:
			switch t.Side {
			case rules.Opponent:
				s += " another player controls"
			case rules.YourSide:
				s += " you control"
			}
		}
		return phrase{obj: s, poss: s + "'s", subj: s, plural: t.Kind == rules.TEachCreature}
	}
	return phrase{obj: "it", poss: "its", subj: "it"}
}

// cardNoun describes the cards a filter allows: "other attacking or
// blocking Lesser Aggression Creature".
func cardNoun(t rules.Target) string {
	var w []string
	if t.Flags&rules.TOther != 0 {
		w = append(w, "other")
	}
	if t.Flags&rules.TDamaged != 0 {
		w = append(w, "damaged")
	}
	if t.Flags&rules.TRecalled != 0 {
		w = append(w, "recalled")
	}
	if f := t.Flags & (rules.TFresh | rules.TExhausted); f != 0 {
		w = append(w, orWords(f&rules.TFresh != 0, "Fresh", f&rules.TExhausted != 0, "Exhausted"))
	}
	if f := t.Flags & (rules.TAttacking | rules.TBlocking); f != 0 {
		w = append(w, orWords(f&rules.TAttacking != 0, "attacking", f&rules.TBlocking != 0, "blocking"))
	}
	w = append(w, levelFactionWords(t)...)
	switch {
	case t.Kind == rules.TCreature || t.Kind == rules.TEachCreature:
		w = append(w, "Creature")
	case t.Types != 0:
		w = append(w, typeWords(t.Types))
	case t.Kind == rules.TDiscardCard:
		w = append(w, "card")
	default:
		w = append(w, "card in play")
	}
	return strings.Join(w, " ")
}

// levelFactionWords are a filter's level and faction words: "Lesser or
// Greater", "Aggression".
func levelFactionWords(t rules.Target) []string {
	var w []string
	if t.Levels != 0 {
		var ls []string
		for l := rules.Lesser; l <= rules.Exalted; l++ {
			if t.Levels.Has(l) {
				ls = append(ls, l.Name())
			}
		}
		w = append(w, joinOr(ls))
	}
	if t.Factions != 0 {
		var fs []string
		for f := rules.Aggression; f <= rules.Sanctuary; f++ {
			if t.Factions.Has(f) {
				fs = append(fs, f.String())
			}
		}
		w = append(w, joinOr(fs))
	}
	return w
}

// cardsNoun describes the cards a cost reduction applies to, in the plural.
func cardsNoun(t rules.Target) string {
	var w []string
	w = append(w, levelFactionWords(t)...)
	if t.Types != 0 {
		var ts []string
		for ty := rules.Creature; ty <= rules.Scheme; ty++ {
			if t.Types.Has(ty) {
				ts = append(ts, ty.String()+"s")
			}
		}
		w = append(w, joinOr(ts))
	} else {
		w = append(w, "cards")
	}
	return strings.Join(w, " ")
}

func typeWords(m rules.TypeMask) string {
	var ts []string
	for ty := rules.Creature; ty <= rules.Scheme; ty++ {
		if m.Has(ty) {
			ts = append(ts, ty.String())
		}
	}
	return joinOr(ts)
}

func orWords(a bool, as string, b bool, bs string) string {
	switch {
	case a && b:
		return as + " or " + bs
	case a:
		return as
	}
	return bs
}

func joinOr(ws []string) string {
	switch len(ws) {
	case 0:
		return ""
	case 1:
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}

func lowerFirst(s string) string {
	if s == "" || strings.HasPrefix(s, "I ") {
		return s
	}
	// Keep proper words (Creature names, "Manifest"...) as written except
	// for the leading verb, which the builders write in lower case anyway.
	return strings.ToLower(s[:1]) + s[1:]
}

// DescribeDeity renders a Deity's powers, one a line.
func DescribeDeity(d *rules.DeityDef) string {
	lines := make([]string, len(d.Abilities))
	for i := range d.Abilities {
		lines[i] = d.Abilities[i].Text
	}
	return strings.Join(lines, "\n")
}
