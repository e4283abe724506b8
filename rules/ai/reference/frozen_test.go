package reference

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
)

var update = flag.Bool("update", false, "rewrite testdata/frozen.txt")

// baseSet loads the base card set from assets/ and two decks from
// testdata: the Mars and Enlil pre-built lists as they stood when the
// golden file was written, so that rebalancing a published list (which
// reshuffles every seeded game) does not read as a change of the frozen
// players.
func baseSet(t *testing.T) (*rules.CardSet, []rules.Seat) {
	t.Helper()
	set, err := cardset.LoadFS(os.DirFS("../../../assets"), "cards")
	if err != nil {
		t.Fatal(err)
	}
	var seats []rules.Seat
	for _, name := range []string{"mars", "enlil"} {
		f, err := os.Open(filepath.Join("testdata", name+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		d, err := cardset.ParseDeck(name, f, set)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, rules.Seat{Deity: d.Deity, Deck: d.Cards()})
	}
	return set, seats
}

// TestFrozen plays the first 150 actions of a seeded game between the
// frozen normal and hard players (small budgets, no time limit, so the
// game is the same on every machine) and compares every decision with
// testdata/frozen.txt. The reference must not change: a diff here means
// someone edited the frozen code (or the rules changed under it; then
// review the diff and accept it with go test ./rules/ai/reference -update).
func TestFrozen(t *testing.T) {
	set, seats := baseSet(t)
	s, err := rules.NewGame(set, rules.Config{Seed: 3, Seats: seats, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	bots := []Player{
		New(false, Options{Deck: seats[0].Deck, Iterations: 24}),
		New(true, Options{Deck: seats[1].Deck, Iterations: 48, Horizon: 1}),
	}
	var b strings.Builder
	for step := 0; step < 150 && !s.Over(); step++ {
		p := s.Pending.Player
		a, err := bots[p].Decide(context.Background(), s.View(p), uint64(step)*7919+1)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%d p%d %s\n", s.Turn, p+1, s.Describe(a, -1))
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join("testdata", "frozen.txt")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	gl, wl := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			t.Fatalf("decision %d differs:\n got: %s\nwant: %s", i+1, gl[i], wl[i])
		}
	}
	if len(gl) != len(wl) {
		t.Fatalf("got %d decisions, want %d", len(gl), len(wl))
	}
}
