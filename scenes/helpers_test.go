package scenes

import (
	"os"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/scenario"
)

// testCardSet loads the rulebook examples' cards (rules/testdata/cards).
func testCardSet(t testing.TB) *rules.CardSet {
	t.Helper()
	set, err := cardset.LoadFS(os.DirFS("../rules/testdata"), "cards")
	if err != nil {
		t.Fatalf("loading test cards: %v", err)
	}
	return set
}

// board runs a scenario given as text and returns its position.
func board(t testing.TB, set *rules.CardSet, src string) *rules.State {
	t.Helper()
	s, err := scenario.Board("test.txt", strings.NewReader(src), set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// cardNamed finds the card with this title held by player p.
func cardNamed(t testing.TB, s *rules.State, p int8, title string) rules.CardID {
	t.Helper()
	for i := range s.Cards {
		c := rules.CardID(i)
		if s.Def(c).Title == title && (p < 0 || s.Cards[c].Controller == p) {
			return c
		}
	}
	t.Fatalf("no card %q for p%d", title, p+1)
	return rules.NoCard
}
