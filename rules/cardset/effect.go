package cardset

import (
	"fmt"
	"strconv"
	"strings"

	"twilight/rules"
)

// condWords are the condition prefixes of clauses.
var condWords = map[string]rules.Cond{
	"savagery":   rules.IfSavagery,
	"renewal":    rules.IfRenewal,
	"obliterate": rules.IfObliterate,
	"conviction": rules.IfConviction,
	"prescience": rules.IfPrescience,
	"then":       rules.IfDid,
}

// simpleTriggers are the trigger words that take no cost.
var simpleTriggers = map[string]rules.Trigger{
	"summon":      rules.OnSummon,
	"deathbound":  rules.OnDeathbound,
	"requiem":     rules.OnRequiem,
	"guardian":    rules.OnGuardian,
	"heresy":      rules.OnHeresy,
	"prescience":  rules.OnPrescience,
	"defile":      rules.OnDefile,
	"static":      rules.Static,
	"upkeep paid": rules.OnUpkeep,
}

// trigger is a parsed effect-line head.
type trigger struct {
	ab   rules.Ability
	cond rules.Cond // a condition word: the line continues the ability above
	cont bool
}

// splitCost splits "exhaust [I II]" into "exhaust" and the bracketed cost.
func splitCost(head string) (word, cost string, hasCost bool, err error) {
	i := strings.IndexByte(head, '[')
	if i < 0 {
		if strings.IndexByte(head, ']') >= 0 {
			return "", "", false, fmt.Errorf("unmatched ] in %q", head)
		}
		return head, "", false, nil
	}
	j := strings.IndexByte(head, ']')
	if j < i || strings.TrimSpace(head[j+1:]) != "" {
		return "", "", false, fmt.Errorf("a cost is written in brackets at the end, such as \"exhaust [I]\"")
	}
	return strings.TrimSpace(head[:i]), head[i+1 : j], true, nil
}

// parseTrigger reads an effect-line head: a trigger, optionally with a
// cost in brackets, or a condition word that continues the ability above.
// creature says whether "prescience" is the Creature trigger (else it is
// the Scheme condition); deity allows the power/once heads.
func parseTrigger(head string, creature, deity bool) (trigger, error) {
	var t trigger
	word, costText, hasCost, err := splitCost(head)
	if err != nil {
		return t, err
	}
	word = strings.Join(strings.Fields(word), " ")
	if w, ok := strings.CutSuffix(word, " once per turn"); ok {
		if w != "power" {
			return t, fmt.Errorf("only a Deity's power: line can be once per turn")
		}
		word, t.ab.PerTurn = w, true
	}
	if hasCost {
		c, err := parseCost(costText)
		if err != nil {
			return t, err
		}
		t.ab.Cost = c
	}
	if c, ok := condWords[word]; ok && !(word == "prescience" && creature) {
		if hasCost {
			return t, fmt.Errorf("a %s: line continues the effect above it and takes no cost", word)
		}
		t.cond, t.cont = c, true
		return t, nil
	}
	switch {
	case word == "exhaust":
		t.ab.Trigger = rules.OnExhaust
	case word == "pay":
		if !hasCost {
			return t, fmt.Errorf("pay needs a cost in brackets, such as \"pay [I]\"")
		}
		t.ab.Trigger, t.ab.NoExhaust = rules.OnExhaust, true
	case word == "power" || word == "once":
		if !deity {
			return t, fmt.Errorf("%s: is a Deity power; Action cards use exhaust: or pay:", word)
		}
		t.ab.Trigger, t.ab.Once = rules.OnDeity, word == "once"
	case strings.HasPrefix(word, "start of ") || strings.HasPrefix(word, "end of "):
		t.ab.Trigger = rules.OnPhaseStart
		name := strings.TrimPrefix(word, "start of ")
		if strings.HasPrefix(word, "end of ") {
			t.ab.Trigger = rules.OnPhaseEnd
			name = strings.TrimPrefix(word, "end of ")
		}
		name = strings.TrimSuffix(strings.TrimSuffix(name, " phase"), " step")
		p, ok := rules.PhaseByName(name)
		if !ok || p < rules.PhaseRefresh || p > rules.PhaseEnd {
			return t, fmt.Errorf("unknown phase %q (use refresh, draw, trade, seize, resource, summoning, combat or end)", name)
		}
		t.ab.Phase = p
	default:
		tr, ok := simpleTriggers[word]
		if !ok {
			return t, fmt.Errorf("unknown field or trigger %q", word)
		}
		t.ab.Trigger = tr
	}
	if hasCost && t.ab.Trigger != rules.OnExhaust && t.ab.Trigger != rules.OnDeity {
		return t, fmt.Errorf("only exhaust:, pay:, power: and once: take a cost")
	}
	return t, nil
}

// opWord is the word a clause uses for op, for messages and documents.
func opWord(op rules.Op) string {
	if op == rules.OpDestroyX {
		return "destroy N"
	}
	if sp := op.Spec(); sp != nil {
		return sp.Word
	}
	return strings.ToLower(op.String())
}

// fillers are words a clause may use for readability; they mean nothing.
var fillers = map[string]bool{"to": true, "from": true, "on": true, "of": true, "for": true,
	"at": true, "the": true, "a": true, "an": true, "with": true, "into": true}

// tokenize splits a clause into words, keeping a parenthesised filter with
// the word before it: "creature (opponent, level I)" is one token.
func tokenize(s string) ([]string, error) {
	var toks []string
	i := 0
	for i < len(s) {
		if s[i] == ' ' || s[i] == '\t' {
			i++
			continue
		}
		j, depth := i, 0
		for ; j < len(s); j++ {
			c := s[j]
			if c == '(' {
				depth++
			} else if c == ')' {
				depth--
				if depth < 0 {
					return nil, fmt.Errorf("unmatched ) in %q", s)
				}
			} else if (c == ' ' || c == '\t') && depth == 0 {
				break
			}
		}
		if depth != 0 {
			return nil, fmt.Errorf("missing ) in %q", s)
		}
		tok := s[i:j]
		if strings.HasPrefix(tok, "(") && len(toks) > 0 && !strings.Contains(toks[len(toks)-1], "(") {
			toks[len(toks)-1] += tok
		} else {
			toks = append(toks, tok)
		}
		i = j
	}
	return toks, nil
}

// parsedClause is a clause plus what can only be resolved against the set.
type parsedClause struct {
	c       rules.Clause
	miniKey string
}

// parseClauses reads a ";"-separated list of clauses. Each clause may
// start with "condition:"; a clause without one gets cond.
func parseClauses(body string, cond rules.Cond) ([]parsedClause, error) {
	var out []parsedClause
	if strings.TrimSpace(body) == "" {
		return nil, fmt.Errorf("no effect after the colon")
	}
	for _, part := range strings.Split(body, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			return nil, fmt.Errorf("an empty clause between semicolons")
		}
		c := cond
		if head, rest, ok := strings.Cut(part, ":"); ok {
			w := strings.ToLower(strings.TrimSpace(head))
			cc, known := condWords[w]
			if !known {
				return nil, fmt.Errorf("unknown condition %q (use savagery, renewal, obliterate, conviction, prescience or then)", w)
			}
			c, part = cc, strings.TrimSpace(rest)
		}
		pc, err := parseClause(part)
		if err != nil {
			return nil, err
		}
		pc.c.Cond = c
		out = append(out, pc)
	}
	return out, nil
}

// parseClause reads one clause: [may] op [number] [level] [keyword|mini] [target].
// What each op takes comes from the engine's op table (rules.OpSpec).
func parseClause(s string) (parsedClause, error) {
	var pc parsedClause
	toks, err := tokenize(s)
	if err != nil {
		return pc, err
	}
	if len(toks) > 0 && strings.EqualFold(toks[0], "may") {
		pc.c.Optional = true
		toks = toks[1:]
	}
	if len(toks) == 0 {
		return pc, fmt.Errorf("a clause needs an op")
	}
	op, ok := rules.OpByWord(strings.ToLower(toks[0]))
	if !ok {
		return pc, fmt.Errorf("unknown op %q", toks[0])
	}
	pc.c.Op = op
	sp := op.Spec()
	haveN, haveTarget := false, false
	for _, tok := range toks[1:] {
		lt := strings.ToLower(tok)
		switch {
		case fillers[lt]:
			continue
		case isNumber(tok):
			if haveN {
				return pc, fmt.Errorf("two numbers in one clause: %q", s)
			}
			n, err := strconv.Atoi(strings.TrimPrefix(tok, "+"))
			if err != nil || n < -100 || n > 100 {
				return pc, fmt.Errorf("number %q out of range", tok)
			}
			pc.c.N = int8(n)
			haveN = true
			continue
		}
		if l, ok := parseLevel(tok); ok && sp.Level && len(tok) <= 3 {
			if pc.c.Level != rules.NoLevel {
				return pc, fmt.Errorf("two levels in one clause: %q", s)
			}
			pc.c.Level = l
			continue
		}
		if sp.Keyword && pc.c.Keyword == 0 {
			if k, ok := rules.KeywordByName(tok); ok {
				pc.c.Keyword = k
				continue
			}
		}
		if sp.Mini && lt == "exhausted" {
			pc.c.Exhausted = true
			continue
		}
		t, isTarget, err := parseTarget(tok)
		if err != nil {
			return pc, err
		}
		if isTarget {
			if haveTarget {
				return pc, fmt.Errorf("two targets in one clause: %q", s)
			}
			pc.c.Target, haveTarget = t, true
			continue
		}
		if sp.Mini && pc.miniKey == "" {
			pc.miniKey = lt
			continue
		}
		return pc, fmt.Errorf("unexpected %q in %q", tok, s)
	}
	if haveN && sp.Numbered != rules.OpNone {
		pc.c.Op = sp.Numbered
		sp = pc.c.Op.Spec()
	}
	if !haveTarget {
		pc.c.Target.Kind = sp.Default
	}
	if !haveN {
		pc.c.N = sp.DefaultN
	}
	if sp.Mini && pc.miniKey == "" {
		return pc, fmt.Errorf("%s needs the key of a mini-card, such as \"%s 1 leper-mini\"", sp.Word, sp.Word)
	}
	if sp.Keyword && pc.c.Keyword == 0 {
		return pc, fmt.Errorf("%s needs a keyword, such as \"%s fleet to self\"", sp.Word, sp.Word)
	}
	return pc, nil
}

// isNumber reports whether tok is a whole number, optionally signed.
func isNumber(tok string) bool {
	t := strings.TrimLeft(tok, "+-")
	if t == "" || len(tok)-len(t) > 1 {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// targetAlias maps extra names to target kinds.
var targetAlias = map[string]rules.TargetKind{"it": rules.TPrev}

// parseTarget reads "kind" or "kind(filter, filter...)". isTarget is false
// when the word names no target kind.
func parseTarget(tok string) (t rules.Target, isTarget bool, err error) {
	name, filters, hasParen := strings.Cut(tok, "(")
	name = strings.ToLower(name)
	k, ok := rules.TargetKindByName(name)
	if !ok {
		k, ok = targetAlias[name]
	}
	if !ok || k == rules.TNone {
		if hasParen {
			return t, false, fmt.Errorf("unknown target %q", name)
		}
		return t, false, nil
	}
	t.Kind = k
	if !hasParen {
		return t, true, nil
	}
	if !strings.HasSuffix(filters, ")") {
		return t, true, fmt.Errorf("unexpected text after ) in %q", tok)
	}
	filters = strings.TrimSuffix(filters, ")")
	sideSet := false
	for _, f := range strings.Split(filters, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		if f == "" {
			continue
		}
		word, rest, _ := strings.Cut(f, " ")
		rest = strings.TrimSpace(rest)
		switch word {
		case "yours", "opponent", "any":
			if rest != "" {
				return t, true, fmt.Errorf("unexpected %q after %s in %q", rest, word, tok)
			}
			if sideSet {
				return t, true, fmt.Errorf("two sides in %q", tok)
			}
			sideSet = true
			t.Side = map[string]rules.Side{"yours": rules.YourSide, "opponent": rules.Opponent, "any": rules.AnySide}[word]
		case "level":
			for _, w := range strings.Split(rest, "|") {
				l, ok := parseLevel(strings.TrimSpace(w))
				if !ok {
					return t, true, fmt.Errorf("unknown level %q in %q", w, tok)
				}
				t.Levels |= 1 << l
			}
		case "type":
			for _, w := range strings.Split(rest, "|") {
				ty, ok := typeNames[strings.TrimSpace(w)]
				if !ok {
					return t, true, fmt.Errorf("unknown card type %q in %q", w, tok)
				}
				t.Types |= 1 << ty
			}
		case "faction":
			for _, w := range strings.Split(rest, "|") {
				fa, ok := factionNames[strings.TrimSpace(w)]
				if !ok {
					return t, true, fmt.Errorf("unknown faction %q in %q", w, tok)
				}
				t.Factions |= 1 << fa
			}
		default:
			for _, w := range strings.Split(f, "|") {
				fl, ok := flagNames[strings.TrimSpace(w)]
				if !ok {
					return t, true, fmt.Errorf("unknown target filter %q in %q", strings.TrimSpace(w), tok)
				}
				t.Flags |= fl
			}
		}
	}
	return t, true, nil
}

var flagNames = map[string]rules.TargetFlags{
	"attacking": rules.TAttacking, "blocking": rules.TBlocking, "fresh": rules.TFresh,
	"exhausted": rules.TExhausted, "other": rules.TOther, "damaged": rules.TDamaged, "recalled": rules.TRecalled,
}
