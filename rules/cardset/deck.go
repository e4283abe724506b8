package cardset

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"

	"twilight/rules"
)

// Deck is a deck list as read from a file (or built in the client): a
// Deity and Action cards with their copies, each remembering its line.
type Deck struct {
	File  string
	Name  string // the optional "name:" line
	Deity int    // index in CardSet.Deities; -1 when there is none
	// Extended marks a deck built for an Extended game (51 to 100 cards):
	// the "Extended: yes" line.
	Extended  bool
	DeityLine int // line of the first Deity line
	// DeityLines are the lines of every Deity line (a legal deck has one).
	// A deck built in memory may leave it empty: then Deity alone says
	// whether it has one.
	DeityLines []int
	// Notes are the comment lines at the top of the file, without their
	// "#": a description that is written back when the deck is saved.
	Notes   []string
	Entries []DeckEntry // in file order
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

// Publish records each of decks as the published deck of its Deity
// (rules.DeityDef.Published), the last one where two name the same Deity;
// a deck with no Deity is left out.
func Publish(set *rules.CardSet, decks []Deck) {
	for i := range decks {
		if d := decks[i].Deity; d >= 0 && d < len(set.Deities) {
			set.Deities[d].Published = decks[i].Cards()
		}
	}
}

// ParseDeckFiles reads the deck lists names of fsys, in that order: the
// pre-built decks are ParseDeckFiles(assets.Decks(), assets.DeckFiles(), set).
func ParseDeckFiles(fsys fs.FS, names []string, set *rules.CardSet) ([]Deck, error) {
	decks := make([]Deck, 0, len(names))
	for _, name := range names {
		f, err := fsys.Open(name)
		if err != nil {
			return nil, err
		}
		d, err := ParseDeck(name, f, set)
		f.Close()
		if err != nil {
			return nil, err
		}
		decks = append(decks, d)
	}
	return decks, nil
}

// ParseDeck reads a deck list. Lines are "Deity: Name", "Name: Deck name",
// "Extended: yes" and "3 Card" (or "3x Card"); cards and Deities are found
// by title or key. The comment lines at the top are kept as Notes.
// Unknown names and malformed lines are reported together as Errors; the
// Deck returned holds every line that could be read.
func ParseDeck(name string, r io.Reader, set *rules.CardSet) (Deck, error) {
	d := Deck{File: name, Deity: -1}
	raw, err := io.ReadAll(r)
	if err != nil {
		return d, fmt.Errorf("%s: %w", name, err)
	}
	d.Notes = leadingNotes(raw)
	lines, read := readLines(name, bytes.NewReader(raw))
	probs := Errors(read)
	bad := func(n int, f string, a ...any) { probs = append(probs, Problem{name, n, fmt.Sprintf(f, a...)}) }
	for _, l := range lines {
		text := stripComment(l.text)
		if head, val, ok := splitField(text); ok && !startsWithDigit(text) {
			d.header(l.n, head, val, set, bad)
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

// header reads one "Deity:", "Name:" or "Extended:" line.
func (d *Deck) header(n int, head, val string, set *rules.CardSet, bad func(int, string, ...any)) {
	switch head {
	case "deity":
		i, found := set.Deity(val)
		if !found {
			bad(n, "unknown Deity %q", val)
		}
		d.DeityLines = append(d.DeityLines, n)
		if d.DeityLine == 0 {
			d.Deity, d.DeityLine = i, n
		}
	case "name":
		d.Name = val
	case "extended":
		switch strings.ToLower(val) {
		case "yes", "true":
			d.Extended = true
		case "no", "false":
			d.Extended = false
		default:
			bad(n, "\"Extended:\" is yes or no, not %q", val)
		}
	default:
		bad(n, "unknown line %q (a deck has \"Deity: Name\", \"Name: ...\", \"Extended: yes\" and \"3 Card Title\" lines)", head+":")
	}
}

// leadingNotes are the comment lines a file starts with, up to its first
// blank or other line, without the "#" and one space after it.
func leadingNotes(raw []byte) []string {
	var notes []string
	for _, l := range strings.Split(strings.TrimPrefix(string(raw), "\ufeff"), "\n") {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "#") {
			break
		}
		notes = append(notes, strings.TrimPrefix(strings.TrimPrefix(t, "#"), " "))
	}
	return notes
}

func startsWithDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }
