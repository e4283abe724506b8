package scenario

import (
	"context"
	"fmt"
	"strings"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/ai/levels"
)

// AI puzzles: a position and what a computer player must (not) do in it.
//
//	expect-ai pN LEVEL VERB ARGS...       # the level's choice matches the words, on every seed
//	expect-ai-not pN LEVEL VERB ARGS...   # ... never matches them
//
// LEVEL is a level name levels.New accepts (easy, normal, hard, reference,
// reference-hard), or easy+ / normal+ for that level and every stronger
// one. The words are matched like an action line's (trailing words may be
// left out), but they must describe at least one legal action, so a typo
// cannot make an expect-ai-not pass. The player decides from its own
// View with its level's default budget and no time limit, on aiSeeds
// seeds, so a puzzle gives the same answer on every machine; the state
// is not changed.

// aiSeeds is how many seeds each level is asked with; a choice that is
// wrong on any of them fails the expectation (a player sees every slip).
const aiSeeds = 3

// aiLevels expands a LEVEL word.
func aiLevels(w string) ([]string, error) {
	switch strings.ToLower(w) {
	case "easy+":
		return []string{"easy", "normal", "hard"}, nil
	case "normal+":
		return []string{"normal", "hard"}, nil
	}
	if _, err := levels.New(w, ai.Options{}); err != nil {
		return nil, fmt.Errorf("expect-ai: %v (or easy+, normal+)", err)
	}
	return []string{strings.ToLower(w)}, nil
}

// expectAI checks one expect-ai or expect-ai-not line (toks after the
// command word).
func (rn *runner) expectAI(not bool, toks []token) error {
	cmd := "expect-ai"
	if not {
		cmd = "expect-ai-not"
	}
	if !rn.started {
		return fmt.Errorf("%s before start", cmd)
	}
	if len(toks) < 3 {
		return fmt.Errorf("%s takes a player, a level and an action: %s p2 normal attack \"Card\" p1", cmd, cmd)
	}
	p, ok := rn.player(toks[0])
	if !ok {
		return fmt.Errorf("%s: %q is not a player", cmd, toks[0].text)
	}
	if rn.s.Over() || rn.s.Pending.Kind == rules.DecNone || rn.s.Pending.Player != p {
		return fmt.Errorf("%s: p%d has no decision pending; %s", cmd, p+1, rn.legalList())
	}
	levels, err := aiLevels(toks[1].text)
	if err != nil {
		return err
	}
	want := toks[2:]
	if !rn.anyLegalFits(p, want) {
		return fmt.Errorf("%s: %s describes no legal action; %s", cmd, words(want), rn.legalList())
	}
	for _, lv := range levels {
		if err := rn.askAI(p, lv, not, want); err != nil {
			return err
		}
	}
	return nil
}

// askAI asks level lv for p's decision on every seed and checks each answer.
func (rn *runner) askAI(p int8, lv string, not bool, want []token) error {
	bot, err := levels.New(lv, ai.Options{})
	if err != nil {
		return err
	}
	for seed := uint64(1); seed <= aiSeeds; seed++ {
		a, err := bot.Decide(context.Background(), rn.s.View(p), seed)
		if err != nil {
			return fmt.Errorf("%s could not decide: %v", lv, err)
		}
		if fits := rn.fits(a, want); fits == not {
			verb := "want"
			if not {
				verb = "want anything but"
			}
			return fmt.Errorf("%s chose %q on seed %d of %d; %s %s", lv, strings.Join(rn.canon(a), " "), seed, aiSeeds, verb, words(want))
		}
	}
	return nil
}

// anyLegalFits reports whether the words describe one of p's legal actions.
func (rn *runner) anyLegalFits(p int8, toks []token) bool {
	for _, a := range rn.s.Legal(nil) {
		if a.Player == p && rn.fits(a, toks) {
			return true
		}
	}
	return false
}

// fits reports whether action a is one the words describe, word by word
// as an action line is matched: a card may be named by title or key (or
// the title's Nth card, "Youthful Troll#2") and qualified by its
// controller, and "choose I" is any Aspect of that level
// in a Resource Area.
func (rn *runner) fits(a rules.Action, toks []token) bool {
	w := written(toks)
	c := rn.canon(a)
	if len(w) > len(c) {
		return false
	}
	for i := range c {
		c[i] = strings.ToLower(c[i])
	}
	keys := rn.canonKeys(a, c)
	nth := rn.canonNth(a, c) // "Youthful Troll#2"
	if a.Kind == rules.ActChoose && len(w) == 2 && a.Card != rules.NoCard && rn.s.Cards[a.Card].Zone == rules.ZResource {
		if l, isLevel := levelWord(w[1]); isLevel {
			return w[0] == c[0] && rn.s.Def(a.Card).Level == l
		}
	}
	for i := range w {
		name := w[i]
		if _, rest, ok := strings.Cut(name, ":"); ok {
			name = rest
		}
		if w[i] != c[i] && w[i] != keys[i] && name != c[i] && name != keys[i] && name != nth[i] {
			return false
		}
	}
	return rn.qualifiersFit(a, toks)
}
