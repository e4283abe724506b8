package cardset

import (
	"fmt"
	"strings"

	"twilight/rules"
)

// Count is how many copies of card the deck holds, over all its lines.
func (d *Deck) Count(card rules.DefID) int {
	n := 0
	for _, e := range d.Entries {
		if e.Card == card {
			n += e.Count
		}
	}
	return n
}

// Add puts n more copies of card in the deck (n < 0 takes copies out,
// never below none). A card already listed keeps its place in the list;
// a new one goes at the end.
func (d *Deck) Add(card rules.DefID, n int) {
	if n >= 0 {
		for i := range d.Entries {
			if d.Entries[i].Card == card {
				d.Entries[i].Count += n
				return
			}
		}
		if n > 0 {
			d.Entries = append(d.Entries, DeckEntry{Count: n, Card: card})
		}
		return
	}
	// Take copies from the last lines first, so the card keeps its place.
	for i := len(d.Entries) - 1; i >= 0 && n < 0; i-- {
		if e := &d.Entries[i]; e.Card == card {
			take := min(-n, e.Count)
			e.Count -= take
			n += take
		}
	}
	k := 0
	for _, e := range d.Entries {
		if e.Count > 0 {
			d.Entries[k] = e
			k++
		}
	}
	d.Entries = d.Entries[:k]
}

// Format writes the deck as a deck list (assets/decks/README.md), laid
// out the way the pre-built decks are: the notes as comment lines, the
// Name, Extended and Deity lines, then the cards grouped by level under a
// "# Lesser (I): 31" heading, one line per card in the order the deck
// first lists it, Epic cards marked. Reading the result with ParseDeck
// gives the same deck, and formatting a pre-built deck gives its file
// byte for byte.
func (d *Deck) Format(set *rules.CardSet) []byte {
	var b strings.Builder
	for _, n := range d.Notes {
		if n == "" {
			b.WriteString("#\n")
			continue
		}
		b.WriteString("# " + n + "\n")
	}
	if d.Name != "" {
		b.WriteString("Name: " + oneLine(d.Name) + "\n")
	}
	if d.Extended {
		b.WriteString("Extended: yes\n")
	}
	if d.Deity >= 0 && d.Deity < len(set.Deities) {
		b.WriteString("Deity: " + set.Deities[d.Deity].Title + "\n")
	}
	var order []rules.DefID
	counts := map[rules.DefID]int{}
	for _, e := range d.Entries {
		if counts[e.Card] == 0 {
			order = append(order, e.Card)
		}
		counts[e.Card] += e.Count
	}
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		total := 0
		for _, id := range order {
			if set.Cards[id].Level == l {
				total += counts[id]
			}
		}
		if total == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n# %s (%s): %d\n", l.Name(), l.Roman(), total)
		for _, id := range order {
			c := &set.Cards[id]
			if c.Level != l || counts[id] <= 0 {
				continue
			}
			fmt.Fprintf(&b, "%d %s", counts[id], c.Title)
			if c.Has(rules.KwEpic) {
				b.WriteString("   # Epic")
			}
			b.WriteByte('\n')
		}
	}
	return []byte(b.String())
}

// oneLine keeps a name on its line: line breaks become spaces, and a " #"
// (which would start a comment) loses its space.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, " #", "#")
}
