// Package cardsettest gives tests the card sets and decks they play with:
// the shipped base set and its four pre-built decks, and the small set of
// test cards in rules/testdata/cards, read from the module's folders
// wherever in the module the test runs. Only tests import it.
package cardsettest

import (
	"os"
	"path/filepath"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
)

// prebuiltNames are the pre-built decks, in the order Prebuilt returns
// them.
var prebuiltNames = []string{"mars", "hera", "reader", "enlil"}

// Base loads the shipped base set (assets/cards).
func Base(tb testing.TB) *rules.CardSet {
	tb.Helper()
	return load(tb, "assets", "the base set")
}

// TestCards loads the test cards of rules/testdata/cards, which scenarios
// and the client's tests play with (alone, or laid over the base set).
func TestCards(tb testing.TB) *rules.CardSet {
	tb.Helper()
	return load(tb, "rules/testdata", "the test cards")
}

// load loads the card files of the folder cards below dir (from the
// module's root); what names them in a failure.
func load(tb testing.TB, dir, what string) *rules.CardSet {
	tb.Helper()
	set, err := cardset.LoadFS(os.DirFS(Path(tb, dir)), "cards")
	if err != nil {
		tb.Fatalf("loading %s: %v", what, err)
	}
	return set
}

// Prebuilt reads the four pre-built decks of set (the base set), in the
// order mars, hera, reader, enlil.
func Prebuilt(tb testing.TB, set *rules.CardSet) []cardset.Deck {
	tb.Helper()
	out := make([]cardset.Deck, len(prebuiltNames))
	for i, name := range prebuiltNames {
		out[i] = Deck(tb, set, name)
	}
	return out
}

// Deck reads the pre-built deck of that name (mars, hera, reader, enlil)
// or any deck file of assets/decks named without its .txt.
func Deck(tb testing.TB, set *rules.CardSet, name string) cardset.Deck {
	tb.Helper()
	decks, err := cardset.ParseDeckFiles(os.DirFS(Path(tb, "assets/decks")), []string{name + ".txt"}, set)
	if err != nil {
		tb.Fatalf("reading deck %s: %v", name, err)
	}
	return decks[0]
}

// Game starts the game of a seed from decks (the pre-built ones, say):
// 2 + seed mod 3 players, seat i playing deck (seed+i) mod len(decks), in
// two teams of two when four play and the seed is even; the first player
// is drawn.
func Game(tb testing.TB, set *rules.CardSet, decks []cardset.Deck, seed uint64) *rules.State {
	tb.Helper()
	seats := make([]rules.Seat, 2+int(seed%3))
	for i := range seats {
		d := decks[(int(seed)+i)%len(decks)]
		seats[i] = rules.Seat{Deity: d.Deity, Deck: d.Cards()}
	}
	cfg := rules.Config{Seed: seed, Seats: seats, First: -1}
	if len(seats) == 4 && seed%2 == 0 {
		cfg.Teams = rules.TeamsFor(4)
	}
	s, err := rules.NewGame(set, cfg)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// Path returns the absolute path of rel, a slash-separated path from the
// module's root (the folder holding go.mod above the test's folder).
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, filepath.FromSlash(rel))
		}
		up := filepath.Dir(dir)
		if up == dir {
			tb.Fatalf("no go.mod above the test's folder")
		}
		dir = up
	}
}
