package simulate

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"twilight/rules/cardset"
)

// TestRandomDeckLegal builds random decks from the base set and checks
// each against the deck rules.
func TestRandomDeckLegal(t *testing.T) {
	set, err := cardset.LoadFS(os.DirFS(cardDir), ".")
	if err != nil {
		t.Fatal(err)
	}
	deities := map[int]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		deity, cards := RandomDeck(set, seed)
		deities[deity] = true
		d := cardset.Deck{Deity: deity}
		for _, c := range cards {
			d.Add(c, 1)
		}
		if probs := cardset.CheckDeck(d, set, false); len(probs) > 0 {
			t.Fatalf("seed %d: %v", seed, probs)
		}
		if again, cards2 := RandomDeck(set, seed); again != deity || len(cards2) != len(cards) {
			t.Fatalf("seed %d: not replayable", seed)
		}
	}
	if len(deities) < 2 {
		t.Errorf("40 random decks used %d Deities", len(deities))
	}
}

// TestCardTallies plays games with the tally on and checks that the
// counts hang together and survive the tally file.
func TestCardTallies(t *testing.T) {
	set, err := cardset.LoadFS(os.DirFS(cardDir), ".")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Set: set, Games: 2, Seed: 7, Workers: 1, TallyLevel: "easy",
		Seats: []Seat{{Level: "easy", Random: true}, {Level: "random", Random: true}}}
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	drawn, played := 0, 0
	for k, c := range sum.Cards {
		if c.Played > c.Drawn || c.PlayedWins > c.Played || c.Drawn > 2 {
			t.Errorf("%s: %+v (2 games, one counted seat)", k, *c)
		}
		drawn += c.Drawn
		played += c.Played
	}
	if drawn < 10 || played == 0 {
		t.Errorf("drew %d and played %d cards in two games", drawn, played)
	}
	path := filepath.Join(t.TempDir(), "t.tsv")
	for range 2 {
		if err := AddCardTallies(path, sum.Cards); err != nil {
			t.Fatal(err)
		}
	}
	back, err := ReadCardTallies(path)
	if err != nil {
		t.Fatal(err)
	}
	for k, c := range sum.Cards {
		if b := back[k]; b == nil || *b != (CardTally{2 * c.Drawn, 2 * c.Played, 2 * c.PlayedWins}) {
			t.Errorf("%s: read back %+v, want twice %+v", k, b, *c)
		}
	}
	var out bytes.Buffer
	if err := WriteCardReport(&out, set, "intro", []TallySection{{Title: "T", About: "a", Tallies: back}}, 1); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Card report", "## T", "| Youthful Troll | Aggression | I | I I |", "Played in under 25%"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q", want)
		}
	}
}
