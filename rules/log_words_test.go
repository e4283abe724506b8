package rules

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLogWordsGolden renders every log event kind, with counts of one and
// more, about a card the reader has seen and one they have not, and a
// Deity power, for a table whose second Deity's name ends in a plural
// noun (Reader of the Portents), and compares the words with
// testdata/golden/log-words.txt (accept changes with -update). It fails
// on a kind that has no words.
func TestLogWordsGolden(t *testing.T) {
	cs := testSet(t)
	deities := []int{0, 2}
	s, err := NewTable(cs, deities, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(s.PlayerName(1), "s") {
		t.Fatalf("the second Deity is %q; the test wants a name ending in s", s.PlayerName(1))
	}
	seen, err := s.AddCard(1+1, 0, 0, ZField, North)
	if err != nil {
		t.Fatal(err)
	}
	s.Cards[seen].Seen = 0xff
	hidden, err := s.AddCard(7, 1, 1, ZHand, North) // an Exalted card p1 has not seen
	if err != nil {
		t.Fatal(err)
	}
	s.Cards[hidden].Seen = 1 << 1
	var b strings.Builder
	for k := EvSetup; k < evCount; k++ {
		for _, e := range []Event{
			{Kind: k, Player: 0, Who: 1, Card: seen, N: 1, To: ZLife, Note: "a note"},
			{Kind: k, Player: 1, Who: 0, Card: hidden, N: 2, To: ZDiscard, Note: "a note"},
			{Kind: k, Player: 1, Who: 0, Card: NoCard, N: 0, Note: "a note"},
		} {
			txt := s.Text(e, 0)
			if txt == "?" || txt == "" {
				t.Errorf("event kind %d has no words", k)
			}
			fmt.Fprintf(&b, "%2d n=%d %-28s %s\n", k, e.N, fmt.Sprintf("card=%d who=p%d:", e.Card, e.Player+1), txt)
		}
	}
	for _, bad := range []string{"'s's", "Portents's", "1 cards", " a Exalted", "A Exalted"} {
		if strings.Contains(b.String(), bad) {
			t.Errorf("the log words contain %q", bad)
		}
	}
	path := filepath.Join("testdata", "golden", "log-words.txt")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if b.String() != string(want) {
		t.Errorf("%s differs; got:\n%s", path, b.String())
	}
}

func TestWords(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Possessive("Hera"), "Hera's"},
		{Possessive("Mars"), "Mars's"},
		{Possessive("Reader of the Portents"), "Reader of the Portents'"},
		{Possessive("you"), "your"},
		{Possessive("You"), "Your"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
