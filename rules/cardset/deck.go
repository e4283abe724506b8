package cardset

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"twilight/rules"
)

// Deck is a deck list as read from a file: a Deity and Action cards with
// their copies, each remembering its line.
type Deck struct {
	File       string
	Name       string      // the optional "name:" line
	Deity      int         // index in CardSet.Deities; -1 when there is none
	DeityLine  int         // line of the first Deity line
	DeityLines []int       // every Deity line (a legal deck has one)
	Entries    []DeckEntry // in file order
}

// DeckEntry is one "3 Youthful Troll" line.
type DeckEntry struct {
	Count int
	Card  rules.DefID
	Line  int
}

// Size is the number of Action cards in the deck.
func (d *Deck) Size() int {
	n := 0
	for _, e := range d.Entries {
		n += e.Count
	}
	return n
}

// Cards lists every Action card of the deck, copies included, in file order.
func (d *Deck) Cards() []rules.DefID {
	out := make([]rules.DefID, 0, d.Size())
	for _, e := range d.Entries {
		for i := 0; i < e.Count; i++ {
			out = append(out, e.Card)
		}
	}
	return out
}

// ParseDeck reads a deck list. Lines are "Deity: Name", "Name: Deck name"
// and "3 Card" (or "3x Card"); cards and Deities are found by title or key.
// Unknown names and malformed lines are reported together as Errors; the
// Deck returned holds every line that could be read.
func ParseDeck(name string, r io.Reader, set *rules.CardSet) (Deck, error) {
	d := Deck{File: name, Deity: -1}
	lines, read := readLines(name, r)
	probs := Errors(read)
	bad := func(n int, f string, a ...any) { probs = append(probs, Problem{name, n, fmt.Sprintf(f, a...)}) }
	for _, l := range lines {
		text := stripComment(l.text)
		if head, val, ok := splitField(text); ok && !startsWithDigit(text) {
			switch head {
			case "deity":
				i, found := set.Deity(val)
				if !found {
					bad(l.n, "unknown Deity %q", val)
				}
				d.DeityLines = append(d.DeityLines, l.n)
				if d.DeityLine == 0 {
					d.Deity, d.DeityLine = i, l.n
				}
			case "name":
				d.Name = val
			default:
				bad(l.n, "unknown line %q (a deck has \"Deity: Name\", \"Name: ...\" and \"3 Card Title\" lines)", head+":")
			}
			continue
		}
		countText, title, _ := strings.Cut(text, " ")
		title = strings.TrimSpace(title)
		n, err := strconv.Atoi(strings.TrimSuffix(strings.ToLower(countText), "x"))
		if err != nil || title == "" {
			bad(l.n, "expected \"COUNT Card Title\", found %q", text)
			continue
		}
		if n < 1 {
			bad(l.n, "a count is at least 1, not %d", n)
			continue
		}
		id, found := set.Lookup(title)
		switch {
		case !found:
			bad(l.n, "unknown card %q", title)
			continue
		case set.Cards[id].Mini:
			bad(l.n, "%s is a mini-card: mini-cards are made by other cards and never go in a deck", set.Cards[id].Title)
			continue
		}
		d.Entries = append(d.Entries, DeckEntry{Count: n, Card: id, Line: l.n})
	}
	return d, probs.orNil()
}

func startsWithDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// Deck sizes.
const (
	DeckSize        = 50
	ExtendedMinSize = 51
	ExtendedMaxSize = 100
	MaxCopies       = 3
	MaxEpicCopies   = 1
)

// ValidateDeck judges a deck by the deck-building rules: exactly 50 cards
// (51 to 100 in an Extended game), at most 3 copies of a card and 1 of an
// Epic card, exactly one Deity, and the Deity's Faction Requirement
// (a multi-faction card counts for each of its factions). Problems are
// located at the offending entry, or at the Deity line (line 1 without
// one) for the whole deck.
func ValidateDeck(d Deck, set *rules.CardSet, extended bool) []Problem {
	var probs []Problem
	probs = append(probs, deckShape(d, set, extended)...)
	seen := map[rules.DefID]int{}
	for _, e := range d.Entries {
		before := seen[e.Card]
		seen[e.Card] += e.Count
		c := &set.Cards[e.Card]
		limit := MaxCopies
		what := ""
		if c.Has(rules.KwEpic) {
			limit, what = MaxEpicCopies, "Epic card "
		}
		if before <= limit && seen[e.Card] > limit {
			probs = append(probs, Problem{d.File, e.Line, fmt.Sprintf("%d copies of %s%s; at most %d", seen[e.Card], what, c.Title, limit)})
		}
	}
	if d.Deity >= 0 {
		dd := &set.Deities[d.Deity]
		if have := FactionCount(d, set, dd.ReqFaction); have < dd.ReqCount {
			probs = append(probs, Problem{d.File, d.DeityLine, fmt.Sprintf("%s needs at least %d %s cards; the deck has %d",
				dd.Title, dd.ReqCount, dd.ReqFaction, have)})
		}
	}
	sortProblems(probs, []string{d.File})
	return probs
}

// ValidateDraftDeck judges a deck built in the Card Drafting variant:
// exactly 50 cards and one Deity, with no limit on copies. Whether the deck
// meets its Deity's Faction Requirement decides only whether the Deity's
// power and Conviction are available (see MeetsRequirement).
func ValidateDraftDeck(d Deck, set *rules.CardSet) []Problem {
	probs := deckShape(d, set, false)
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

// deckShape checks the size and the Deity of a deck.
func deckShape(d Deck, set *rules.CardSet, extended bool) []Problem {
	var probs []Problem
	whole := d.DeityLine
	if whole == 0 {
		whole = 1
	}
	switch len(d.DeityLines) {
	case 0:
		probs = append(probs, Problem{d.File, 1, "the deck has no \"Deity:\" line; a deck has exactly one Deity"})
	case 1:
	default:
		for _, n := range d.DeityLines[1:] {
			probs = append(probs, Problem{d.File, n, fmt.Sprintf("a second Deity; a deck has exactly one (the first is at line %d)", d.DeityLines[0])})
		}
	}
	size := d.Size()
	switch {
	case extended && (size < ExtendedMinSize || size > ExtendedMaxSize):
		probs = append(probs, Problem{d.File, whole, fmt.Sprintf("the deck has %d cards; an Extended deck has %d to %d", size, ExtendedMinSize, ExtendedMaxSize)})
	case !extended && size != DeckSize:
		probs = append(probs, Problem{d.File, whole, fmt.Sprintf("the deck has %d cards; a deck has exactly %d", size, DeckSize)})
	}
	return probs
}
