package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"twilight/rules"
)

// verbAlias maps written verbs to the engine's action names.
var verbAlias = map[string]string{"done": "pass", "keep": "pass", "no": "pass", "end": "pass",
	"decline": "pass", "forced": "forced-trade", "counteroffer": "counter-offer", "power": "deity"}

// verbs gives the written verb of the kinds whose name is not their verb:
// all targets are "target", a trigger order is "choose", and both Forced
// Trades are "forced-trade".
var verbs = map[rules.ActKind]string{rules.ActTargetPlayer: "target", rules.ActTargetItem: "target",
	rules.ActOrder: "choose", rules.ActForcedGive: "forced-trade"}

// verb is the written verb of kind k.
func verb(k rules.ActKind) string {
	if v, ok := verbs[k]; ok {
		return v
	}
	return k.String()
}

// canon is the written form of a legal action: the verb and its words.
func (rn *runner) canon(a rules.Action) []string {
	s := rn.s
	title := func(c rules.CardID) string {
		if c < 0 || int(c) >= len(s.Cards) {
			return "?"
		}
		return strings.ToLower(s.Def(c).Title)
	}
	pl := func(q int8) string { return fmt.Sprintf("p%d", q+1) }
	w := []string{verb(a.Kind)}
	switch a.Kind {
	case rules.ActSummon:
		w = append(w, title(a.Card))
		if s.Def(a.Card).Type == rules.Fortification {
			w = append(w, strings.ToLower(a.Dir.String()))
		}
	case rules.ActActivate:
		w = append(w, title(a.Card), strconv.Itoa(int(a.Ability)+1))
	case rules.ActDeity:
		w = append(w, strconv.Itoa(int(a.Ability)+1))
	case rules.ActSacrifice, rules.ActGive, rules.ActChoose:
		w = append(w, title(a.Card))
	case rules.ActCountdown, rules.ActTradeWith, rules.ActForcedTops, rules.ActTargetPlayer:
		w = append(w, pl(a.Who))
	case rules.ActForcedGive:
		w = append(w, pl(a.Who), title(a.Card))
	case rules.ActTarget:
		w = append(w, title(a.Target))
	case rules.ActTargetItem:
		w = append(w, "chain", strconv.Itoa(int(a.Serial)))
	case rules.ActOrder:
		w = append(w, strconv.Itoa(int(a.Index)))
	case rules.ActPlace, rules.ActAsk, rules.ActUnask, rules.ActGenerate:
		w = append(w, a.Level.Roman())
	case rules.ActAttack:
		st := "life"
		if a.Stack == rules.AtDiscard {
			st = "discard"
		}
		w = append(w, title(a.Card), pl(a.Who), st)
	case rules.ActBlock:
		w = append(w, title(a.Card), title(a.Target))
	case rules.ActSeize:
		w = append(w, pl(a.Who), a.Level.Roman())
	}
	return w
}

// canonKeys is c, the written form of a, with each card title replaced
// by the card's key, so that a card word may also name a card by its key
// (telling apart a card and its mini-card, which share a title).
func (rn *runner) canonKeys(a rules.Action, c []string) []string {
	out := append([]string(nil), c...)
	for _, id := range []rules.CardID{a.Card, a.Target} {
		if id < 0 || int(id) >= len(rn.s.Cards) {
			continue
		}
		t, k := strings.ToLower(rn.s.Def(id).Title), rn.s.Def(id).Key
		for i := 1; i < len(out); i++ {
			if out[i] == t && c[i] == t {
				out[i] = k
				break
			}
		}
	}
	return out
}

// canonNth is c, the written form of a, with each card title followed by
// "#N": the card is the Nth instance of that title in the game (counted in
// the order the scenario's lines made them), which tells apart two cards of
// one title ("Rampaging Wyrm#2").
func (rn *runner) canonNth(a rules.Action, c []string) []string {
	out := append([]string(nil), c...)
	for _, id := range []rules.CardID{a.Card, a.Target} {
		if id < 0 || int(id) >= len(rn.s.Cards) {
			continue
		}
		t := strings.ToLower(rn.s.Def(id).Title)
		for i := 1; i < len(out); i++ {
			if out[i] == t && c[i] == t {
				out[i] = fmt.Sprintf("%s#%d", t, rn.ordinal(id))
				break
			}
		}
	}
	return out
}

// ordinal is card c's number among the cards of its title, from 1, in
// the order they were made.
func (rn *runner) ordinal(c rules.CardID) int {
	n := 1
	for i := rules.CardID(0); i < c; i++ {
		if strings.EqualFold(rn.s.Def(i).Title, rn.s.Def(c).Title) {
			n++
		}
	}
	return n
}

// wordFits reports whether a written word w names the canonical word c,
// alone or qualified by a player ("p2:troll").
func wordFits(w, c string) bool {
	return w == c || strings.Contains(w, ":") && strings.HasSuffix(w, ":"+c)
}

// written turns action tokens into lower-case words, the verb first.
func written(toks []token) []string {
	w := make([]string, len(toks))
	for i, t := range toks {
		w[i] = strings.ToLower(t.text)
		if i > 0 && !t.quoted {
			if _, name, ok := strings.Cut(w[i], ":"); ok && !strings.HasPrefix(w[i], "p") {
				w[i] = name
			}
		}
	}
	if v, ok := verbAlias[w[0]]; ok {
		w[0] = v
	}
	return w
}

// described returns the legal actions of player p that the tokens
// describe, with their written forms; any[i] is set when action i was
// matched by a level standing for any Aspect of that level ("choose I").
func (rn *runner) described(p int8, toks []token) (found []rules.Action, forms []string, any []bool) {
	w := written(toks)
	for _, a := range rn.s.Legal(nil) {
		if a.Player != p {
			continue
		}
		c := rn.canon(a)
		if len(w) > len(c) {
			continue
		}
		for i := range c {
			c[i] = strings.ToLower(c[i])
		}
		keys := rn.canonKeys(a, c)
		nth := rn.canonNth(a, c)
		// "choose I" picks an Aspect of that level in a Resource Area
		// (paying for a Sacrifice, Manifesting) when any of them will do.
		if a.Kind == rules.ActChoose && len(w) == 2 && a.Card != rules.NoCard && rn.s.Cards[a.Card].Zone == rules.ZResource {
			if l, isLevel := levelWord(w[1]); isLevel {
				if rn.s.Def(a.Card).Level == l {
					found = append(found, a)
					forms = append(forms, "choose "+w[1])
					any = append(any, true)
				}
				continue
			}
		}
		ok := true
		for i := range w {
			if !wordFits(w[i], c[i]) && !wordFits(w[i], keys[i]) && !wordFits(w[i], nth[i]) {
				ok = false
				break
			}
		}
		// A p2:"Name" qualifier must match the card's controller.
		if !ok || !rn.qualifiersFit(a, toks) {
			continue
		}
		found = append(found, a)
		forms = append(forms, strings.Join(c, " "))
		any = append(any, false)
	}
	return found, forms, any
}

// matchLegal finds the one legal action of player p the tokens describe.
// Words that match nothing legal fail, listing what is legal; words that
// match several actions that are not alike (other cards, or the same card
// in another state) fail as ambiguous, so that no line passes by luck.
func (rn *runner) matchLegal(p int8, toks []token) (rules.Action, error) {
	found, forms, any := rn.described(p, toks)
	if len(found) == 0 {
		return rules.Action{}, fmt.Errorf("%s is not legal now; %s", words(toks), rn.legalList())
	}
	for i := 1; i < len(found); i++ {
		if !(any[0] && any[i]) && !rn.alike(found[0], found[i]) {
			return rules.Action{}, fmt.Errorf("%s is ambiguous: it could be %q or %q (name the card by its key or qualify it, p2:\"Card\")",
				words(toks), forms[0], forms[i])
		}
	}
	return found[0], nil
}

// alike reports whether two actions differ only in which of two
// interchangeable cards they name.
func (rn *runner) alike(a, b rules.Action) bool {
	ca, cb, ta, tb := a.Card, b.Card, a.Target, b.Target
	a.Card, b.Card, a.Target, b.Target = 0, 0, 0, 0
	return a == b && rn.sameCard(ca, cb) && rn.sameCard(ta, tb)
}

// sameCard reports whether cards x and y are interchangeable: the same
// definition, place and state (who has seen them aside), both in or both
// out of the offer being built.
func (rn *runner) sameCard(x, y rules.CardID) bool {
	if x == y {
		return true
	}
	s := rn.s
	if x < 0 || y < 0 || int(x) >= len(s.Cards) || int(y) >= len(s.Cards) {
		return false
	}
	cx, cy := s.Cards[x], s.Cards[y]
	cx.Seen, cy.Seen = 0, 0
	return cx == cy && slices.Contains(s.Offer.Give, x) == slices.Contains(s.Offer.Give, y)
}

// qualifiersFit checks "pN:Name" card words against the action's cards.
func (rn *runner) qualifiersFit(a rules.Action, toks []token) bool {
	cards := []rules.CardID{a.Card, a.Target}
	ci := 0
	for _, t := range toks[1:] {
		if !t.quoted {
			continue
		}
		pfx, _, ok := strings.Cut(t.text, ":")
		q, isP := rn.player(token{text: pfx})
		for ci < len(cards) && cards[ci] == rules.NoCard {
			ci++
		}
		if ci >= len(cards) {
			return true
		}
		if ok && isP && rn.s.Cards[cards[ci]].Controller != q {
			return false
		}
		ci++
	}
	return true
}

// legalList describes what the deciding player may do.
func (rn *runner) legalList() string {
	s := rn.s
	if s.Pending.Kind == rules.DecNone {
		return "no decision is pending"
	}
	var forms []string
	seen := map[string]bool{}
	for _, a := range s.Legal(nil) {
		f := fmt.Sprintf("p%d %s", a.Player+1, strings.Join(rn.canon(a), " "))
		if !seen[f] {
			seen[f] = true
			forms = append(forms, f)
		}
	}
	return fmt.Sprintf("the game waits for a %s decision by p%d in the %s Phase (step %s); legal: %s",
		s.Pending.Kind, s.Pending.Player+1, s.Phase, stepName(s.Step), strings.Join(forms, "; "))
}

// act performs a named action of player p.
func (rn *runner) act(p int8, toks []token) error {
	if rn.s.Over() {
		return fmt.Errorf("the game is over")
	}
	if rn.s.Pending.Player != p {
		return fmt.Errorf("p%d cannot act: %s", p+1, rn.legalList())
	}
	a, err := rn.matchLegal(p, toks)
	if err != nil {
		return err
	}
	if err := rn.apply(a); err != nil {
		return fmt.Errorf("%s: the engine refused it: %v", words(toks), err)
	}
	return nil
}

// build makes an action from words without asking Legal (for
// expect-illegal). The verb and the shape of its words decide the kind:
// "target" with a card, a player or "chain N"; "choose" with a card or a
// trigger number; "forced-trade" with or without a card to give.
func (rn *runner) build(p int8, toks []token) (rules.Action, error) {
	w := written(toks)
	k, ok := rules.ActKindByName(w[0])
	if !ok {
		return rules.Action{}, fmt.Errorf("unknown action %q", toks[0].text)
	}
	a := rules.Pass(p)
	a.Kind = k
	var cards []rules.CardID
	var number, haveNumber, chain = 0, false, false
	for _, t := range toks[1:] {
		if t.quoted {
			c, err := rn.card(t, p)
			if err != nil {
				return a, err
			}
			cards = append(cards, c)
			continue
		}
		lw := strings.ToLower(t.text)
		if q, ok := rn.player(t); ok {
			a.Who = q
		} else if l, ok := levelWord(lw); ok {
			a.Level = l
		} else if d, ok := dirWord(lw); ok {
			a.Dir = d
		} else if lw == "life" {
			a.Stack = rules.AtLife
		} else if lw == "discard" {
			a.Stack = rules.AtDiscard
		} else if lw == "chain" {
			chain = true
		} else if n, err := strconv.Atoi(lw); err == nil {
			number, haveNumber = n, true
		} else {
			return a, fmt.Errorf("unexpected %q in %s", t.text, words(toks))
		}
	}
	return rn.shape(a, cards, number, haveNumber, chain), nil
}

// shape settles the kind and fields of a built action from the words found.
func (rn *runner) shape(a rules.Action, cards []rules.CardID, number int, haveNumber, chain bool) rules.Action {
	card := func(i int) rules.CardID {
		if i < len(cards) {
			return cards[i]
		}
		return rules.NoCard
	}
	switch a.Kind {
	case rules.ActTarget:
		switch {
		case chain:
			a.Kind, a.Serial = rules.ActTargetItem, int16(number)
		case len(cards) == 0 && a.Who >= 0:
			a.Kind = rules.ActTargetPlayer
		default:
			a.Target = card(0)
		}
	case rules.ActChoose:
		if len(cards) == 0 && haveNumber {
			a.Kind, a.Index = rules.ActOrder, int8(number)
		} else {
			a.Card = card(0)
		}
	case rules.ActForcedTops:
		if len(cards) > 0 {
			a.Kind, a.Card = rules.ActForcedGive, card(0)
		}
	case rules.ActActivate, rules.ActDeity:
		a.Card, a.Ability = card(0), int8(number-1)
	case rules.ActBlock:
		a.Card, a.Target = card(0), card(1)
	default:
		a.Card = card(0)
	}
	return a.Normal()
}

// expectIllegal checks that an action is refused with the given kind and
// leaves the state unchanged: expect-illegal pN verb args... Kind.
func (rn *runner) expectIllegal(toks []token) error {
	if len(toks) < 3 {
		return fmt.Errorf("expect-illegal takes a player, an action and an error kind")
	}
	p, ok := rn.player(toks[0])
	if !ok {
		return fmt.Errorf("expect-illegal: %q is not a player", toks[0].text)
	}
	kind, ok := errKindByName(toks[len(toks)-1].text)
	if !ok {
		return fmt.Errorf("unknown error kind %q (use IllegalAction, WrongPlayer, WrongDecision, CannotPay, IllegalTarget or GameOver)", toks[len(toks)-1].text)
	}
	if found, forms, _ := rn.described(p, toks[1:len(toks)-1]); len(found) > 0 {
		return fmt.Errorf("%s is legal (%s), want it refused with %s", words(toks[1:len(toks)-1]), strings.Join(forms, "; "), kind)
	}
	a, err := rn.build(p, toks[1:len(toks)-1])
	if err != nil {
		return err
	}
	before := rn.s.StateHash()
	err = rn.apply(a)
	if err == nil {
		return fmt.Errorf("%s was allowed, want %s", words(toks[1:len(toks)-1]), kind)
	}
	if rn.s.StateHash() != before {
		return fmt.Errorf("%s was refused but changed the state", words(toks[1:len(toks)-1]))
	}
	if !isKind(err, kind) {
		return fmt.Errorf("%s was refused with %q, want %s", words(toks[1:len(toks)-1]), err, kind)
	}
	return nil
}
