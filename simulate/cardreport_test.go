package simulate

import (
	"bytes"
	"context"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"twilight/rules"
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
	drawn, played, payable := 0, 0, 0
	for k, c := range sum.Cards {
		// A card played could be paid for; one paid for had been drawn.
		if c.Played > c.Payable || c.Payable > c.Drawn || c.PlayedWins > c.Played || c.Drawn > 2 {
			t.Errorf("%s: %+v (2 games, one counted seat)", k, *c)
		}
		drawn += c.Drawn
		played += c.Played
		payable += c.Payable
	}
	if drawn < 10 || played == 0 || payable <= played {
		t.Errorf("drew %d, could pay for %d and played %d cards in two games", drawn, payable, played)
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
		if b := back[k]; b == nil || *b != (CardTally{2 * c.Drawn, 2 * c.Played, 2 * c.PlayedWins, 2 * c.Payable}) {
			t.Errorf("%s: read back %+v, want twice %+v", k, b, *c)
		}
	}
	var out bytes.Buffer
	if err := WriteCardReport(&out, set, "intro", []TallySection{{Title: "T", About: "a", Tallies: back}}, 1); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Card report", "## T", "| Youthful Troll | Aggression | I | I I |", "Played in under 25%", "could pay when drawn"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

// TestCardTalliesOfFourColumns reads a tally file written before the
// Payable count: its cards' Payable is unknown (-1), and stays unknown
// when newer tallies are added, so that the report shows a dash rather
// than a share of the wrong games.
func TestCardTalliesOfFourColumns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.tsv")
	if err := os.WriteFile(path, []byte("# old\nyouthful-troll 10 4 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	old, err := ReadCardTallies(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := *old["youthful-troll"]; got != (CardTally{10, 4, 2, -1}) {
		t.Fatalf("read %+v", got)
	}
	old.Add(CardTallies{"youthful-troll": {Drawn: 5, Played: 2, PlayedWins: 1, Payable: 3}, "berserker-of-the-rhine": {Drawn: 3, Payable: 2}})
	if got := *old["youthful-troll"]; got != (CardTally{15, 6, 3, -1}) {
		t.Errorf("after adding a counted tally: %+v, want Payable still unknown", got)
	}
	if got := *old["berserker-of-the-rhine"]; got.Payable != 2 {
		t.Errorf("a card only in the new tally: %+v", got)
	}
	set, err := cardset.LoadFS(os.DirFS(cardDir), ".")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteCardReport(&out, set, "intro", []TallySection{{Title: "T", About: "a", Tallies: old}}, 1); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| Youthful Troll | Aggression | I | I I | 15 | — | 40% | 50% |", "| Berserker of the Rhine | Aggression | I | I | 3 | 67% | 0% | — |", "Berserker of the Rhine (0% of 3, ±25.0; could pay in 67%)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// TestMulliganedHandNotDrawn checks that the cards of a starting Hand
// given back by a mulligan are not counted as drawn unless they come
// back, while the Hand of a player who keeps is (ruling 80).
func TestMulliganedHandNotDrawn(t *testing.T) {
	set, err := cardset.LoadFS(os.DirFS(cardDir), ".")
	if err != nil {
		t.Fatal(err)
	}
	var seats []rules.Seat
	for seed := range uint64(2) {
		deity, deck := RandomDeck(set, seed)
		seats = append(seats, rules.Seat{Deity: deity, Deck: deck})
	}
	s, err := rules.NewGame(set, rules.Config{Seed: 3, Seats: seats, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	w := newCardWatch(2)
	w.after(s)
	hand := func(p int) map[rules.DefID]bool {
		m := map[rules.DefID]bool{}
		for _, c := range s.Players[p].Hand {
			m[s.Cards[c].Def] = true
		}
		return m
	}
	kept := hand(1)
	for _, a := range []rules.Action{rules.Mulligan(0), rules.Pass(1)} {
		if s.Pending.Kind != rules.DecMulligan || s.Pending.Player != a.Player {
			t.Fatalf("before %v: pending %v of player %d", a, s.Pending.Kind, s.Pending.Player)
		}
		w.before(s, a)
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		w.after(s)
	}
	for p, want := range []map[rules.DefID]bool{hand(0), kept} {
		if !maps.Equal(w.drawn[p], want) {
			t.Errorf("player %d: counted drawn %v, want the Hand it kept %v", p, w.drawn[p], want)
		}
	}
}

// TestDeadCardsAgainstNoise: the report gives each card under the line
// its standard error at the line, and names the cards more than two of
// them under it apart from those chance could have put there.
func TestDeadCardsAgainstNoise(t *testing.T) {
	set, err := cardset.LoadFS(os.DirFS(cardDir), ".")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name          string
		drawn, played int
		listed        string // in the under-the-line list ("" when not under)
		clearly       bool
	}{
		{"played at the line", 400, 100, "", false},
		{"a point under, within chance", 400, 96, "Youthful Troll (24% of 400, ±2.2)", false},
		{"ten points under", 400, 60, "Youthful Troll (15% of 400, ±2.2)", true},
		{"far under, in few games", 8, 1, "Youthful Troll (12% of 8, ±15.3)", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tallies := CardTallies{"youthful-troll": {Drawn: tc.drawn, Played: tc.played, Payable: -1}}
			var out bytes.Buffer
			if err := WriteCardReport(&out, set, "intro", []TallySection{{Title: "T", About: "a", Tallies: tallies}}, 1); err != nil {
				t.Fatal(err)
			}
			got := out.String()
			if tc.listed == "" {
				if !strings.Contains(got, "drawn in at least 1 games): none.") {
					t.Errorf("a card at the line is listed as under it:\n%s", got)
				}
				return
			}
			if !strings.Contains(got, tc.listed) {
				t.Errorf("report lacks %q:\n%s", tc.listed, got)
			}
			if clearly := strings.Contains(got, "under the line: Youthful Troll."); clearly != tc.clearly {
				t.Errorf("named as clearly under: %v, want %v:\n%s", clearly, tc.clearly, got)
			}
		})
	}
}
