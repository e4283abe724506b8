package cardset

import (
	"fmt"

	"twilight/rules"
	"twilight/rules/english"
)

// Deck sizes and copy limits (Deck Building; Extended Game).
const (
	DeckSize        = 50
	ExtendedMinSize = 51
	ExtendedMaxSize = 100
	MaxCopies       = 3
	MaxEpicCopies   = 1
)

// CopyLimit is how many copies of def a deck may hold: one of an Epic
// card, three of any other.
func CopyLimit(def *rules.CardDef) int {
	if def.Has(rules.KwEpic) {
		return MaxEpicCopies
	}
	return MaxCopies
}

// SizeRange is how many Action cards a deck holds: exactly 50, or 51 to
// 100 for an Extended game.
func SizeRange(extended bool) (least, most int) {
	if extended {
		return ExtendedMinSize, ExtendedMaxSize
	}
	return DeckSize, DeckSize
}

// DeckRule names one rule of deck building.
type DeckRule uint8

// The deck-building rules, in the order CheckDeck reports them.
const (
	// RuleDeity: a deck has a Deity (Missing 1 when it has none).
	RuleDeity DeckRule = iota + 1
	// RuleOneDeity: a deck has only one Deity (Missing is minus the extra
	// ones).
	RuleOneDeity
	// RuleSize: 50 Action cards, or 51 to 100 for an Extended game.
	RuleSize
	// RuleFaction: the Deity's Faction Requirement.
	RuleFaction
	// RuleCopies: at most 3 copies of a card.
	RuleCopies
	// RuleEpic: at most 1 copy of an Epic card.
	RuleEpic
)

// Unmet is one deck-building rule a deck does not meet, with how far off
// it is.
type Unmet struct {
	Rule DeckRule
	// Missing is how many cards the rule still asks for: positive, cards
	// to add ("7 more Aggression cards"); negative, cards to take out.
	Missing int
	// Card is the card over its copy limit (RuleCopies, RuleEpic).
	Card rules.DefID
	// Faction is the required faction (RuleFaction).
	Faction rules.Faction
	// Line is where a deck file shows the problem: the offending entry, or
	// the Deity line (line 1 without one) for the deck as a whole. Zero for
	// a deck built in memory.
	Line int
	// Msg says it in words, with the numbers.
	Msg string
}

// CheckDeck judges a deck by the deck-building rules (Deck Building;
// Extended Game): exactly one Deity, exactly 50 Action cards (51 to 100
// when extended), the Deity's Faction Requirement (a multi-faction card
// counts for each of its factions), and at most 3 copies of a card and 1 of
// an Epic card. It returns each unmet rule, in that order; nil for a legal
// deck.
func CheckDeck(d Deck, set *rules.CardSet, extended bool) []Unmet {
	out := deckShape(d, extended)
	if d.Deity >= 0 {
		dd := &set.Deities[d.Deity]
		if have := FactionCount(d, set, dd.ReqFaction); have < dd.ReqCount {
			miss := dd.ReqCount - have
			out = append(out, Unmet{Rule: RuleFaction, Missing: miss, Faction: dd.ReqFaction, Line: d.wholeLine(),
				Msg: fmt.Sprintf("%s for %s: the Faction Requirement is %d (the deck has %d)",
					english.Count(miss, "more "+dd.ReqFaction.String()+" card"), dd.Title, dd.ReqCount, have)})
		}
	}
	seen := map[rules.DefID]int{}
	for _, e := range d.Entries {
		before := seen[e.Card]
		seen[e.Card] += e.Count
		c := &set.Cards[e.Card]
		limit := CopyLimit(c)
		if before > limit || seen[e.Card] <= limit {
			continue
		}
		total := 0
		for _, o := range d.Entries {
			if o.Card == e.Card {
				total += o.Count
			}
		}
		rule, what := RuleCopies, ""
		if c.Has(rules.KwEpic) {
			rule, what = RuleEpic, "Epic card "
		}
		out = append(out, Unmet{Rule: rule, Missing: limit - total, Card: e.Card, Line: e.Line,
			Msg: fmt.Sprintf("%s of %s%s too many: at most %d (the deck has %d)", english.Count(total-limit, "copy"), what, c.Title, limit, total)})
	}
	return out
}

// ValidateDeck is CheckDeck for a deck file: each unmet rule as a Problem
// at its line, in line order.
func ValidateDeck(d Deck, set *rules.CardSet, extended bool) []Problem {
	return problemsOf(d, CheckDeck(d, set, extended))
}

// ValidateDraftDeck judges a deck built in the Card Drafting variant:
// exactly 50 cards and one Deity, with no limit on copies. Whether the deck
// meets its Deity's Faction Requirement decides only whether the Deity's
// power and Conviction are available (see MeetsRequirement).
func ValidateDraftDeck(d Deck, set *rules.CardSet) []Problem {
	return problemsOf(d, CheckDraftDeck(d))
}

// CheckDraftDeck is CheckDeck for a deck of the Card Drafting variant:
// exactly one Deity and exactly 50 cards; copies are not limited and the
// Faction Requirement is not a rule of the deck (ValidateDraftDeck).
func CheckDraftDeck(d Deck) []Unmet {
	return deckShape(d, false)
}

func problemsOf(d Deck, un []Unmet) []Problem {
	var probs []Problem
	for _, u := range un {
		probs = append(probs, Problem{d.File, max(u.Line, 1), u.Msg})
	}
	sortProblems(probs, []string{d.File})
	return probs
}

// MeetsRequirement reports whether the deck holds enough cards of its
// Deity's required faction.
func MeetsRequirement(d Deck, set *rules.CardSet) bool {
	if d.Deity < 0 {
		return false
	}
	dd := &set.Deities[d.Deity]
	return FactionCount(d, set, dd.ReqFaction) >= dd.ReqCount
}

// FactionCount counts the deck's cards of faction f, copies included.
func FactionCount(d Deck, set *rules.CardSet, f rules.Faction) int {
	n := 0
	for _, e := range d.Entries {
		if set.Cards[e.Card].Factions.Has(f) {
			n += e.Count
		}
	}
	return n
}

// wholeLine is the line a problem of the whole deck is shown at: the
// Deity line, or line 1 (0 for a deck built in memory).
func (d *Deck) wholeLine() int {
	if d.DeityLine > 0 {
		return d.DeityLine
	}
	if d.File == "" {
		return 0
	}
	return 1
}

// deityCount is how many Deities the deck names.
func (d *Deck) deityCount() int {
	if len(d.DeityLines) == 0 && d.Deity >= 0 {
		return 1
	}
	return len(d.DeityLines)
}

// deckShape checks the Deity and the size of a deck.
func deckShape(d Deck, extended bool) []Unmet {
	var out []Unmet
	switch n := d.deityCount(); {
	case n == 0:
		out = append(out, Unmet{Rule: RuleDeity, Missing: 1, Line: d.wholeLine(),
			Msg: "no Deity yet: a deck has exactly one (a \"Deity:\" line)"})
	case n > 1:
		for _, l := range d.DeityLines[1:] {
			out = append(out, Unmet{Rule: RuleOneDeity, Missing: -1, Line: l,
				Msg: fmt.Sprintf("a second Deity; a deck has exactly one (the first is at line %d)", d.DeityLines[0])})
		}
	}
	size := d.Size()
	least, most := SizeRange(extended)
	rule := fmt.Sprintf("a deck has exactly %d", DeckSize)
	if extended {
		rule = fmt.Sprintf("an Extended deck has %d to %d", least, most)
	}
	switch {
	case size < least:
		out = append(out, Unmet{Rule: RuleSize, Missing: least - size, Line: d.wholeLine(),
			Msg: fmt.Sprintf("%s: %s (this one has %d)", english.Count(least-size, "more card"), rule, size)})
	case size > most:
		out = append(out, Unmet{Rule: RuleSize, Missing: most - size, Line: d.wholeLine(),
			Msg: fmt.Sprintf("%s too many: %s (this one has %d)", english.Count(size-most, "card"), rule, size)})
	}
	return out
}
