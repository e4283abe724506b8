package scenario

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"twilight/rules"
)

func isKind(err error, k rules.ErrorKind) bool { return errors.Is(err, k) }

// zoneCards returns player p's cards in a zone word, stacks top first.
func (rn *runner) zoneCards(p int8, w string) ([]rules.CardID, error) {
	pl := &rn.s.Players[p]
	var cs []rules.CardID
	switch strings.ToLower(w) {
	case "life":
		cs = pl.Life
	case "hand":
		cs = pl.Hand
	case "discard":
		cs = pl.Discard
	case "destroyed":
		cs = pl.Destroyed
	case "aspects":
		cs = pl.Aspects
	case "resource":
		cs = pl.Resource
	case "field":
		cs = pl.Field
	default:
		d, ok := dirWord(w)
		if !ok {
			return nil, fmt.Errorf("unknown zone %q", w)
		}
		cs = pl.Compass[d]
	}
	z, _ := zoneWord(w)
	out := append([]rules.CardID(nil), cs...)
	if stackZone(z) {
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	return out, nil
}

func (rn *runner) names(cs []rules.CardID) string {
	var n []string
	for _, c := range cs {
		n = append(n, fmt.Sprintf("%q", rn.s.Def(c).Title))
	}
	if len(n) == 0 {
		return "nothing"
	}
	return strings.Join(n, " ")
}

func (rn *runner) titleIs(c rules.CardID, name string) bool {
	return strings.EqualFold(rn.s.Def(c).Title, name) || rn.s.Def(c).Key == rules.KeyOf(name)
}

func atoi(t token) (int, error) {
	n, err := strconv.Atoi(t.text)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number", t.text)
	}
	return n, nil
}

// expect checks one expectation.
func (rn *runner) expect(toks []token) error {
	if len(toks) == 0 {
		return fmt.Errorf("expect what?")
	}
	if toks[0].quoted {
		return rn.expectCard(toks)
	}
	switch head := strings.ToLower(toks[0].text); head {
	case "phase", "step", "turn", "active", "chain":
		return rn.expectTurn(head, toks)
	case "winner":
		return rn.expectWinner(toks)
	case "lost", "playing":
		return rn.expectLost(head, toks)
	case "pending":
		return rn.expectPending(toks)
	case "legal", "not-legal":
		return rn.expectLegal(head, toks)
	case "every":
		// expect every ZONE ... | every power ...: the same of each player
		// (a rule that applies to all players alike).
		for p := range rn.s.Players {
			if err := rn.expectOf(int8(p), toks[1:]); err != nil {
				return err
			}
		}
		return nil
	}
	p, ok := rn.player(toks[0])
	if !ok {
		return fmt.Errorf("unknown expectation %q", toks[0].text)
	}
	return rn.expectOf(p, toks[1:])
}

// expectTurn checks where the game stands: expect phase NAME, step NAME,
// turn N, active pN or chain N.
func (rn *runner) expectTurn(head string, toks []token) error {
	s := rn.s
	last := toks[len(toks)-1]
	switch head {
	case "phase", "step":
		if len(toks) != 2 {
			return fmt.Errorf("expect %s NAME", head)
		}
		got := s.Phase.String()
		if head == "step" {
			got = stepName(s.Step)
		}
		if !strings.EqualFold(got, last.text) {
			return fmt.Errorf("%s is %s, want %s", head, got, last.text)
		}
	case "active":
		p, ok := rn.player(last)
		if !ok {
			return fmt.Errorf("expect active pN")
		}
		if s.Active != p {
			return fmt.Errorf("p%d is active, want %s", s.Active+1, last.text)
		}
	default:
		n, err := atoi(last)
		if err != nil {
			return err
		}
		if head == "turn" && int(s.Turn) != n {
			return fmt.Errorf("turn is %d, want %d", s.Turn, n)
		}
		if head == "chain" && len(s.Chain) != n {
			return fmt.Errorf("the chain holds %d items, want %d", len(s.Chain), n)
		}
	}
	return nil
}

// expectLost checks expect lost|playing pN: pN has no Life Stack left and
// is out of the game, or is still in it.
func (rn *runner) expectLost(head string, toks []token) error {
	if len(toks) != 2 {
		return fmt.Errorf("expect %s pN", head)
	}
	p, ok := rn.player(toks[1])
	if !ok {
		return fmt.Errorf("expect %s: %q is not a player", head, toks[1].text)
	}
	if lost := rn.s.Players[p].Lost; lost != (head == "lost") {
		if lost {
			return fmt.Errorf("%s has lost, want them still playing", toks[1].text)
		}
		return fmt.Errorf("%s is still playing, want them to have lost", toks[1].text)
	}
	return nil
}

// expectPending checks expect pending [pN] [KIND].
func (rn *runner) expectPending(toks []token) error {
	s := rn.s
	if len(toks) < 2 {
		return fmt.Errorf("expect pending [pN] KIND")
	}
	rest := toks[1:]
	wrong := fmt.Errorf("pending is a %s decision by p%d, want %s", s.Pending.Kind, s.Pending.Player+1, words(toks[1:]))
	if p, ok := rn.player(rest[0]); ok {
		if s.Pending.Player != p || s.Pending.Kind == rules.DecNone {
			return wrong
		}
		rest = rest[1:]
	}
	if len(rest) > 0 && !strings.EqualFold(s.Pending.Kind.String(), rest[0].text) {
		return wrong
	}
	return nil
}

// expectLegal checks expect legal|not-legal pN VERB ARGS....
func (rn *runner) expectLegal(head string, toks []token) error {
	s := rn.s
	if len(toks) < 3 {
		return fmt.Errorf("expect %s pN action...", head)
	}
	p, ok := rn.player(toks[1])
	if !ok {
		return fmt.Errorf("expect %s: %q is not a player", head, toks[1].text)
	}
	// Legal or not, the claim is about the player the game waits for: of
	// anyone else, "not legal" would hold whatever they could do.
	if s.Over() || s.Pending.Player != p || s.Pending.Kind == rules.DecNone {
		return fmt.Errorf("p%d is not deciding now; %s", p+1, rn.legalList())
	}
	if head == "legal" {
		_, err := rn.matchLegal(p, toks[2:])
		return err
	}
	// Not legal: no legal action at all may answer to the words.
	if found, forms, _ := rn.described(p, toks[2:]); len(found) > 0 {
		return fmt.Errorf("%s is legal (%s), want it not to be", words(toks[2:]), strings.Join(forms, "; "))
	}
	return nil
}

// expectOf checks an expectation about player p's zone or Power.
func (rn *runner) expectOf(p int8, toks []token) error {
	if len(toks) > 0 && strings.EqualFold(toks[0].text, "power") {
		return rn.expectPower(p, toks[1:])
	}
	return rn.expectZone(p, toks)
}

// expectWinner checks expect winner pN|none|draw. In a team game pN names
// their whole team: any member of the winning team is a winner.
func (rn *runner) expectWinner(toks []token) error {
	s := rn.s
	if len(toks) != 2 {
		return fmt.Errorf("expect winner pN|none|draw")
	}
	switch strings.ToLower(toks[1].text) {
	case "none", "draw":
		want := map[string]int8{"none": -1, "draw": -2}[strings.ToLower(toks[1].text)]
		if s.Winner != want {
			return fmt.Errorf("winner is %s, want %s", winnerName(s.Winner), toks[1].text)
		}
		return nil
	}
	p, ok := rn.player(toks[1])
	if !ok {
		return fmt.Errorf("expect winner pN|none|draw")
	}
	if !s.Won(p) {
		return fmt.Errorf("winner is %s, want %s", winnerName(s.Winner), toks[1].text)
	}
	return nil
}

// expectPower checks the Power player p has generated and not yet spent:
// expect pN power I II (exactly those) or expect pN power none.
func (rn *runner) expectPower(p int8, toks []token) error {
	var want rules.Cost
	for _, t := range toks {
		if len(toks) == 1 && strings.EqualFold(t.text, "none") {
			break
		}
		l, ok := levelWord(t.text)
		if !ok || t.quoted {
			return fmt.Errorf("expect p%d power: %q is not a level (I, II, III) or none", p+1, t.text)
		}
		want[l-1]++
	}
	if len(toks) == 0 {
		return fmt.Errorf("expect p%d power LEVEL... | none", p+1)
	}
	if got := rn.s.Players[p].Pool; got != want {
		return fmt.Errorf("p%d holds Power %s, want %s", p+1, powerWords(got), powerWords(want))
	}
	return nil
}

// powerWords names a Power pool: "I II" or "none".
func powerWords(c rules.Cost) string {
	if c.Total() == 0 {
		return "none"
	}
	return c.String()
}

// expectZone checks pN ZONE count N | has "X" | lacks "X" | is "A" "B"... | top "X".
func (rn *runner) expectZone(p int8, toks []token) error {
	if len(toks) < 2 {
		return fmt.Errorf("expect pN ZONE count N|has|lacks|is|top ...")
	}
	cs, err := rn.zoneCards(p, toks[0].text)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("p%d %s", p+1, strings.ToLower(toks[0].text))
	switch strings.ToLower(toks[1].text) {
	case "count":
		if len(toks) != 3 {
			return fmt.Errorf("expect %s count N", where)
		}
		n, err := atoi(toks[2])
		if err != nil {
			return err
		}
		if len(cs) != n {
			return fmt.Errorf("%s has %d cards (%s), want %d", where, len(cs), rn.names(cs), n)
		}
	case "has", "lacks":
		for _, t := range toks[2:] {
			found := false
			for _, c := range cs {
				if rn.titleIs(c, t.text) {
					found = true
				}
			}
			if found != (strings.ToLower(toks[1].text) == "has") {
				verb := "hold"
				if strings.ToLower(toks[1].text) == "lacks" {
					verb = "lack"
				}
				return fmt.Errorf("%s holds %s; want it to %s %q", where, rn.names(cs), verb, t.text)
			}
		}
	case "is":
		ok := len(cs) == len(toks)-2
		for i := 0; ok && i < len(cs); i++ {
			ok = rn.titleIs(cs[i], toks[i+2].text)
		}
		if !ok {
			return fmt.Errorf("%s is %s, want %s", where, rn.names(cs), words(toks[2:]))
		}
	case "fresh", "exhausted", "manifested":
		// expect pN ZONE fresh|exhausted|manifested N: how many of the
		// zone's cards are in that state.
		if len(toks) != 3 {
			return fmt.Errorf("expect %s %s N", where, strings.ToLower(toks[1].text))
		}
		n, err := atoi(toks[2])
		if err != nil {
			return err
		}
		got := 0
		for _, c := range cs {
			cd := &rn.s.Cards[c]
			switch strings.ToLower(toks[1].text) {
			case "fresh":
				if !cd.Exhausted() {
					got++
				}
			case "exhausted":
				if cd.Exhausted() {
					got++
				}
			case "manifested":
				if cd.Has(rules.FManifested) {
					got++
				}
			}
		}
		if got != n {
			return fmt.Errorf("%s has %d %s cards, want %d", where, got, strings.ToLower(toks[1].text), n)
		}
	case "top":
		if len(toks) != 3 {
			return fmt.Errorf("expect %s top \"Card\"", where)
		}
		if len(cs) == 0 || !rn.titleIs(cs[0], toks[2].text) {
			return fmt.Errorf("%s is %s, want %q on top", where, rn.names(cs), toks[2].text)
		}
	default:
		return fmt.Errorf("unknown zone check %q (use count, has, lacks, is, top, fresh, exhausted or manifested)", toks[1].text)
	}
	return nil
}

// expectCard checks "Card" damage|bless|freeze|recall|fight|life N,
// exhausted|fresh|manifested|attacking|blocking, or zone ZONE.
func (rn *runner) expectCard(toks []token) error {
	if len(toks) < 2 {
		return fmt.Errorf("expect \"Card\" what?")
	}
	c, err := rn.card(toks[0], -1)
	if err != nil {
		return err
	}
	switch what := strings.ToLower(toks[1].text); what {
	case "fresh", "not-exhausted", "not", "exhausted", "manifested", "attacking", "blocking", "summoned":
		return rn.expectCardState(c, toks)
	case "seen-by", "hidden-from":
		return rn.expectSeen(c, toks)
	case "zone":
		return rn.expectCardZone(c, toks)
	}
	return rn.expectCardNumber(c, toks)
}

// cardStates are the card states an expectation may name.
var cardStates = map[string]uint16{"exhausted": rules.FExhausted, "manifested": rules.FManifested,
	"attacking": rules.FAttacking, "blocking": rules.FBlocking, "summoned": rules.FSummonedTurn}

// expectCardState checks "Card" fresh | STATE | not STATE.
func (rn *runner) expectCardState(c rules.CardID, toks []token) error {
	cd := &rn.s.Cards[c]
	name := words(toks[:1])
	what := strings.ToLower(toks[1].text)
	switch {
	case what == "fresh" || what == "not-exhausted":
		if cd.Exhausted() {
			return fmt.Errorf("%s is Exhausted, want Fresh", name)
		}
	case what == "not":
		if len(toks) != 3 {
			return fmt.Errorf("expect %s not attacking|blocking|summoned|manifested|exhausted", name)
		}
		f, ok := cardStates[strings.ToLower(toks[2].text)]
		if !ok {
			return fmt.Errorf("expect %s not %s: unknown state", name, toks[2].text)
		}
		if cd.Has(f) {
			return fmt.Errorf("%s is %s, want it not to be", name, strings.ToLower(toks[2].text))
		}
	case len(toks) != 2:
		return fmt.Errorf("expect %s %s takes nothing more", name, what)
	case !cd.Has(cardStates[what]):
		return fmt.Errorf("%s is not %s", name, what)
	}
	return nil
}

// expectSeen checks "Card" seen-by|hidden-from pN|every: whether the
// player (or every player) has seen the card's face.
func (rn *runner) expectSeen(c rules.CardID, toks []token) error {
	cd := &rn.s.Cards[c]
	name := words(toks[:1])
	what := strings.ToLower(toks[1].text)
	if len(toks) != 3 {
		return fmt.Errorf("expect %s %s pN|every", name, what)
	}
	var who []int8
	if p, ok := rn.player(toks[2]); ok {
		who = append(who, p)
	} else if strings.EqualFold(toks[2].text, "every") {
		for p := range rn.s.Players {
			who = append(who, int8(p))
		}
	} else {
		return fmt.Errorf("expect %s %s: %q is not a player (or every)", name, what, toks[2].text)
	}
	for _, p := range who {
		seen := cd.Seen&(1<<p) != 0
		if seen != (what == "seen-by") {
			if seen {
				return fmt.Errorf("%s has been seen by p%d, want it hidden", name, p+1)
			}
			return fmt.Errorf("%s has not been seen by p%d", name, p+1)
		}
	}
	return nil
}

// expectCardZone checks "Card" zone ZONE (gone: a mini-card that left play).
func (rn *runner) expectCardZone(c rules.CardID, toks []token) error {
	name := words(toks[:1])
	if len(toks) != 3 {
		return fmt.Errorf("expect %s zone ZONE", name)
	}
	z, ok := zoneWord(toks[2].text)
	if !ok {
		if zz, ok2 := rules.ZoneByName(strings.ToLower(toks[2].text)); ok2 {
			z = zz
		} else if strings.EqualFold(toks[2].text, "gone") {
			z = rules.ZGone
		} else {
			return fmt.Errorf("unknown zone %q", toks[2].text)
		}
	}
	if got := rn.s.Cards[c].Zone; got != z {
		return fmt.Errorf("%s is in the %s, want the %s", name, got, z)
	}
	return nil
}

// expectCardNumber checks "Card" damage|bless|freeze|recall|fight|life|armor N.
func (rn *runner) expectCardNumber(c rules.CardID, toks []token) error {
	s := rn.s
	cd := &s.Cards[c]
	name := words(toks[:1])
	what := strings.ToLower(toks[1].text)
	if len(toks) != 3 {
		return fmt.Errorf("expect %s %s N", name, what)
	}
	n, err := atoi(toks[2])
	if err != nil {
		return err
	}
	var got int
	switch what {
	case "damage":
		got = int(cd.Damage)
	case "bless":
		got = int(cd.Bless)
	case "freeze":
		got = int(cd.Freeze)
	case "recall":
		got = int(cd.Recall)
	case "fight":
		got = s.Fight(c)
	case "life":
		got = s.CurLife(c)
	case "armor":
		got = s.ArmorOf(c)
	default:
		return fmt.Errorf("unknown card check %q", toks[1].text)
	}
	if got != n {
		return fmt.Errorf("%s %s is %d, want %d", name, what, got, n)
	}
	return nil
}

func winnerName(w int8) string {
	switch w {
	case -1:
		return "none"
	case -2:
		return "draw"
	}
	return fmt.Sprintf("p%d", w+1)
}

var stepNames = map[rules.Step]string{
	rules.StepMulligan: "mulligan", rules.StepTurnStart: "turn-start", rules.StepRefresh: "refresh",
	rules.StepUpkeep: "upkeep", rules.StepThaw: "thaw", rules.StepDrawBefore: "draw-before",
	rules.StepDraw: "draw", rules.StepDrawAfter: "draw-after", rules.StepTrade: "trade",
	rules.StepSeize: "seize", rules.StepResource: "resource", rules.StepResourceAfter: "resource-after",
	rules.StepSummoning: "summoning", rules.StepAttack: "attack", rules.StepAttackAfter: "attack-after",
	rules.StepBlock: "block", rules.StepBlockAfter: "block-after", rules.StepReplace: "replace",
	rules.StepReplaceAfter: "replace-after", rules.StepDamage: "damage", rules.StepDamageAfter: "damage-after",
	rules.StepDiscardDamage: "discard-damage", rules.StepDiscardAfter: "discard-after",
	rules.StepLifeDamage: "life-damage", rules.StepLifeAfter: "life-after", rules.StepEndWindow: "end-window",
	rules.StepEndHousekeeping: "end-housekeeping", rules.StepOver: "over",
}

func stepName(st rules.Step) string {
	if n, ok := stepNames[st]; ok {
		return n
	}
	return "?"
}
