package scenes

import (
	"testing"

	"twilight/input"
	"twilight/rules/cardset/cardsettest"

	"twilight/scenes/rulesref"
)

// TestHelpTermFollowsThePointer: F1 opens the reference at what the
// pointer is on — a card's first term, a zone, a Deity — and, over empty
// table, at the current phase or the chain; every one is an entry of the
// book.
func TestHelpTermFollowsThePointer(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 hand "Youthful Troll"
p1 field "Stoic Legionnaires"
p1 resource I II
start p1 summoning
`)
	m := soloTable(t, s, nil)
	book, err := rulesref.ReferenceBook()
	if err != nil {
		t.Fatal(err)
	}
	at := func(x, y float64) input.Point { return input.Point{X: x, Y: y} }
	centre := func(r interface{ Center() (float64, float64) }) input.Point { return at(r.Center()) }
	mine := &m.Lay.Mats[0]
	legion := s.Players[0].Field[0]
	tests := []struct {
		name  string
		p     input.Point
		title string
	}{
		{"a card on the Combat Field: its first term", centre(m.CardRect(legion)), ""},
		{"the Life Stack", centre(mine.Life), "Life Stack"},
		{"the Resource Area", at(mine.Resource.X+2, mine.Resource.Y+2), "Resource Area"},
		{"the opponent's Discard Stack", centre(m.Lay.Mats[1].Discard), "Discard Stack"},
		{"a Deity", centre(mine.Deity), "Deity and Deity power"},
		{"nothing: the phase", at(1, 1), "Summoning Phase"},
	}
	for _, tt := range tests {
		term := m.HelpTerm(tt.p)
		i, ok := rulesref.LookupReference(book, term)
		if !ok {
			t.Errorf("%s: F1 asks for %q, which the book lacks", tt.name, term)
			continue
		}
		want := tt.title
		if want == "" {
			terms := rulesref.CardTerms(s.Def(legion))
			if len(terms) == 0 {
				want = "Card types"
			} else if j, ok := rulesref.LookupReference(book, terms[0]); ok {
				want = book[j].Title
			}
		}
		if book[i].Title != want {
			t.Errorf("%s: F1 opens %q, want %q", tt.name, book[i].Title, want)
		}
	}
}
