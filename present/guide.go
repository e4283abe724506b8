package present

import (
	"errors"
	"fmt"
	"strings"

	"twilight/rules"
	"twilight/rules/english"
)

// Advice is what the table says of one card in the viewer's hand: whether
// it can be played now and, when it cannot, why in a newcomer's words and
// what to do about it.
type Advice struct {
	Playable bool
	Why      string // "" when Playable
	Rule     string // the rules reference entry that explains Why
}

// HandAdvice says whether card c of player me's hand can be played now
// (some legal action is performed by dropping it) and, when it cannot,
// why: the engine's refusal of its Summon (rules.State.Explain), put in
// terms of what to do — which Aspect is missing and how to get one, or
// when in the turn it can be played.
func HandAdvice(v *rules.State, legal []rules.Action, me int8, c rules.CardID) Advice {
	if c < 0 || int(c) >= len(v.Cards) || v.Cards[c].Zone != rules.ZHand || v.Cards[c].Controller != me || v.Hidden(c) {
		return Advice{}
	}
	if playable(legal, c) {
		return Advice{Playable: true}
	}
	d := v.Def(c)
	err := v.Explain(summonOf(v, me, c))
	var re *rules.Error
	if err == nil || !errors.As(err, &re) {
		// Legal, yet not offered: someone else decides now.
		return Advice{Why: joinWhy(whenWords(v, me, d), needWords(v, me, c, false)), Rule: "Priority and action windows"}
	}
	switch re.Kind {
	case rules.CannotPay:
		return Advice{Why: d.Title + " " + needWords(v, me, c, true), Rule: "Aspects of Power"}
	case rules.WrongPlayer, rules.WrongDecision:
		return Advice{Why: joinWhy(whenWords(v, me, d), needWords(v, me, c, false)), Rule: "Summoning Phase"}
	}
	return Advice{Why: sentence(re.Reason), Rule: re.Rule}
}

// playable reports whether hand card c can be played now: Summoned (or
// cast). A card that can only be dragged for something else — forcing a
// trade with it in the Trade Phase — is not marked "Play".
func playable(legal []rules.Action, c rules.CardID) bool {
	for _, a := range legal {
		if a.Kind == rules.ActSummon && a.Card == c {
			return true
		}
	}
	return false
}

// summonOf is the Summon of hand card c (a Fortification's to its first
// compass slot).
func summonOf(v *rules.State, me int8, c rules.CardID) rules.Action {
	d := v.Def(c)
	if d.Type == rules.Fortification {
		for dir := rules.North; dir <= rules.West; dir++ {
			if d.Directions.Has(dir) {
				return rules.SummonTo(me, c, dir)
			}
		}
	}
	return rules.Summon(me, c)
}

// whenWords says when a card of d's type is played, seen from where the
// turn stands for player me.
func whenWords(v *rules.State, me int8, d *rules.CardDef) string {
	if d.Type == rules.Scheme {
		if v.Pending.Player != me || v.Pending.Kind != rules.DecPriority {
			return "A Scheme is cast while you hold priority: when the prompt offers to pass or respond."
		}
		return ""
	}
	what := english.Capitalize(english.WithArticle(d.Type.String()))
	switch {
	case v.Active != me:
		return what + " is summoned in your own Summoning Phase: wait for your turn."
	case v.Step < rules.StepSummoning:
		return what + " is summoned in your Summoning Phase, which comes after the Resource Phase."
	case v.Step == rules.StepSummoning:
		return "Finish what the prompt asks first: then you may summon."
	}
	return "Your Summoning Phase is over this turn: summon it in your next turn."
}

// joinWhy puts when a card is played and what it needs together.
func joinWhy(when, needs string) string {
	switch {
	case needs == "":
		return when
	case when == "":
		return english.Capitalize("it " + needs)
	}
	return when + " It also " + needs
}

// needWords says what player me lacks to pay for card c ("needs …"), or
// "" when nothing is missing. now: count only
// the Aspects Fresh now; otherwise every Aspect in the Resource Area (they
// are all Fresh again after the Refresh Phase).
func needWords(v *rules.State, me int8, c rules.CardID, now bool) string {
	cost := v.SummonCost(me, c)
	fresh := v.Spendable(me)
	all := Owned(v, me)
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		want := int(cost.Of(l))
		if want == 0 {
			continue
		}
		if lack := want - all[l]; lack > 0 {
			more := aspects(lack, l, true)
			if all[l] > 0 {
				more = english.Count(lack, "more "+l.Name()+" Aspect") + " (" + l.Roman() + ")"
			}
			return "needs " + more + " in your Resource Area: " + howToGet(v, me, l) + "."
		}
		if now && fresh[l-1] < want {
			return fmt.Sprintf("needs %s Fresh, and yours are Exhausted: they turn Fresh again in your next Refresh Phase.", aspects(want, l, false))
		}
	}
	if now {
		return "costs " + CostWords(cost) + ", more than you can pay now."
	}
	return ""
}

// aspects names n Aspects of level l: "a Lesser Aspect (I)", "2 Greater
// Aspects (II)"; article: "a" rather than "1".
func aspects(n int, l rules.Level, article bool) string {
	s := english.Count(n, l.Name()+" Aspect") + " (" + l.Roman() + ")"
	if n == 1 && article {
		s = l.WithArticle() + " Aspect (" + l.Roman() + ")"
	}
	return s
}

// howToGet says how player me gets an Aspect of level l into their
// Resource Area.
func howToGet(v *rules.State, me int8, l rules.Level) string {
	inStack := 0
	for _, a := range v.Players[me].Aspects {
		if v.Def(a).Level == l {
			inStack++
		}
	}
	mine := v.Pending.Player == me
	switch {
	case inStack == 0 && mine && v.Pending.Kind == rules.DecSeize:
		return "seize one now (Seize " + l.Roman() + "), then place it in your Resource Phase"
	case inStack == 0 && mine && v.Pending.Kind == rules.DecTrade:
		return "ask for one in a Trade now or Seize one next, then place it in your Resource Phase"
	case inStack > 0 && v.Pending.Kind == rules.DecResource && mine:
		return "place one now (Place " + l.Name() + ")"
	case inStack > 0:
		return "place one from your Aspect Stack in your Resource Phase"
	}
	return "your Aspect Stack has none, so get one by a Trade or a Seize, then place it in your Resource Phase"
}

// Owned counts, by level (indexed by Level), the Aspects in player p's
// Resource Area, Fresh or Exhausted, and the Power they hold.
func Owned(v *rules.State, p int8) [4]int {
	var n [4]int
	for _, a := range v.Players[p].Resource {
		n[v.Def(a).Level]++
	}
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		n[l] += int(v.Players[p].Pool.Of(l))
	}
	return n
}

// CostWords names a cost in Aspects: "2 Lesser Aspects (I) and a Greater
// Aspect (II)".
func CostWords(c rules.Cost) string {
	var parts []string
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		if n := int(c.Of(l)); n > 0 {
			parts = append(parts, aspects(n, l, true))
		}
	}
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// SuggestLevel is the Aspect level player me's hand needs most, for the
// Resource Phase: among the levels they may place now (legal), the one
// that lets the most hand cards be paid for, then the one the hand's
// costs lack most, then the lowest. NoLevel when nothing is to be placed.
func SuggestLevel(v *rules.State, legal []rules.Action, me int8) rules.Level {
	best, bestScore := rules.NoLevel, -1
	have := Owned(v, me)
	for _, a := range legal {
		if a.Kind != rules.ActPlace {
			continue
		}
		if score := needScore(v, me, a.Level, have); score > bestScore {
			best, bestScore = a.Level, score
		}
	}
	if bestScore <= 0 {
		return rules.NoLevel // the hand asks for nothing it lacks
	}
	return best
}

// needScore is how much player me's hand needs one more Aspect of level l,
// given the Aspects they have by level: a point for each card whose cost
// lacks that level, a hundred for each card one more pays for.
func needScore(v *rules.State, me int8, l rules.Level, have [4]int) int {
	score := 0
	for _, c := range v.Players[me].Hand {
		if v.Hidden(c) {
			continue
		}
		cost := v.SummonCost(me, c)
		lack := int(cost.Of(l)) - have[l]
		if lack <= 0 {
			continue
		}
		score++ // the hand lacks this level
		if lack == 1 && paidElsewhere(cost, have, l) {
			score += 100 // one more pays for the card
		}
	}
	return score
}

// SuggestSeize is the Seize the Seize Phase suggests to player me: only
// when their Aspect Stack holds nothing to place, the legal Seize of the
// level their hand needs most (the fewest cards set aside on a tie).
// ok is false when nothing is suggested.
func SuggestSeize(v *rules.State, legal []rules.Action, me int8) (rules.Action, bool) {
	if len(v.Players[me].Aspects) > 0 {
		return rules.Action{}, false
	}
	have := Owned(v, me)
	var best rules.Action
	bestScore, bestCost := 0, 0
	for _, a := range legal {
		if a.Kind != rules.ActSeize {
			continue
		}
		score, cost := needScore(v, me, a.Level, have), v.SeizeCost(a.Player, a.Who, a.Level)
		if score > bestScore || (score == bestScore && score > 0 && cost < bestCost) {
			best, bestScore, bestCost = a, score, cost
		}
	}
	return best, bestScore > 0
}

// paidElsewhere reports whether have covers cost at every level but l.
func paidElsewhere(cost rules.Cost, have [4]int, l rules.Level) bool {
	for k := rules.Lesser; k <= rules.Exalted; k++ {
		if k != l && int(cost.Of(k)) > have[k] {
			return false
		}
	}
	return true
}

// LimitLines says, for each level at which player p has Aspects or
// Creatures, how many Creatures count against their Creature Limit and
// how many are allowed, in the forms a mat may have room for, longest
// first: in words ("Lesser creatures 2 of 3 · Greater 0 of 1"), in
// numerals ("I 2/3 · II 0/1"), and, when shorter, in numerals for only the
// levels where p has Creatures ("I 2/3"; the first level with room when
// there are none).
func LimitLines(v *rules.State, p int8) []string {
	n, limit := v.CreatureLimit(p)
	var words, numerals, busy []string
	room := "" // the first level with room, for busy when no level has Creatures
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		if n[l] == 0 && limit[l] == 0 {
			continue
		}
		numeral := fmt.Sprintf("%s %d/%d", l.Roman(), n[l], limit[l])
		numerals = append(numerals, numeral)
		if len(words) == 0 {
			words = append(words, fmt.Sprintf("%s creatures %d of %d", l.Name(), n[l], limit[l]))
		} else {
			words = append(words, fmt.Sprintf("%s %d of %d", l.Name(), n[l], limit[l]))
		}
		if n[l] > 0 {
			busy = append(busy, numeral)
		} else if room == "" {
			room = numeral
		}
	}
	if len(numerals) == 0 {
		return []string{"Creatures 0 of 0: place Aspects to summon", "Creatures 0/0"}
	}
	if len(busy) == 0 {
		busy = []string{room}
	}
	lines := []string{strings.Join(words, " · "), strings.Join(numerals, " · ")}
	if len(busy) < len(numerals) {
		lines = append(lines, strings.Join(busy, " · "))
	}
	return lines
}

// LimitFull reports whether player p's Creatures fill their Creature
// Limit at some level.
func LimitFull(v *rules.State, p int8) bool {
	n, limit := v.CreatureLimit(p)
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		if n[l] > 0 && n[l] >= limit[l] {
			return true
		}
	}
	return false
}

// OverLimitBy says whether summoning hand card c would put player me over
// their Creature Limit (so that a Creature must then be discarded), and
// at which level.
func OverLimitBy(v *rules.State, me int8, c rules.CardID) (rules.Level, bool) {
	d := v.Def(c)
	if !d.CountsForLimit() {
		return rules.NoLevel, false
	}
	n, limit := v.CreatureLimit(me)
	l := d.LimitLevel()
	return l, n[l]+1 > limit[l]
}

// resourcePrompt is the Resource Phase's prompt: a button per level that
// may be placed, the level the hand needs most (SuggestLevel) named in
// the words and made the primary button.
func resourcePrompt(in *Input) Prompt {
	v, legal, me := in.View, in.Legal, in.Names.Viewer
	p := Prompt{Text: "Resource Phase: drag an Aspect from your Aspect Stack to your Resource Area, or pick its level."}
	want := SuggestLevel(v, legal, me)
	if want != rules.NoLevel {
		p.Text = "Resource Phase: place an Aspect. Suggested: " + want.Name() + " (" + want.Roman() + ") — " + suggestWhy(v, me, want) + "."
	}
	for _, a := range legal {
		b := act("Place "+a.Level.Name(), a)
		b.Primary = len(legal) == 1 || a.Level == want // Space places the suggested level
		if a.Level == want && len(legal) > 1 {
			b.Label += " (suggested)"
		}
		p.Buttons = append(p.Buttons, b)
	}
	return p
}

// suggestWhy says why level l is suggested: the cards in hand it lets
// be paid for, or that the hand's costs ask for it.
func suggestWhy(v *rules.State, me int8, l rules.Level) string {
	have := Owned(v, me)
	var pays []string
	for _, c := range v.Players[me].Hand {
		if v.Hidden(c) {
			continue
		}
		cost := v.SummonCost(me, c)
		if int(cost.Of(l))-have[l] == 1 && paidElsewhere(cost, have, l) {
			pays = append(pays, v.Def(c).Title)
		}
	}
	switch {
	case len(pays) == 1:
		return "it pays for " + pays[0]
	case len(pays) > 1:
		return "it pays for " + english.Count(len(pays), "card") + " in your hand"
	}
	return "cards in your hand cost " + l.Name() + " Aspects"
}

// symbolNames are the cost symbols as card faces draw them.
var symbolNames = [4]string{"", "bronze circle", "silver square", "gold triangle"}

// CostSymbols reads a cost's symbols in words: "2 bronze circles = 2
// Lesser Aspects (I), a silver square = a Greater Aspect (II)".
func CostSymbols(c rules.Cost) string {
	var parts []string
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		n := int(c.Of(l))
		if n == 0 {
			continue
		}
		sym := english.Count(n, symbolNames[l])
		if n == 1 {
			sym = english.WithArticle(symbolNames[l])
		}
		parts = append(parts, sym+" = "+aspects(n, l, true))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}
