package deckfill

import (
	"reflect"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/cardset/cardsettest"
)

func id(t *testing.T, set *rules.CardSet, title string) rules.DefID {
	t.Helper()
	i, ok := set.Lookup(title)
	if !ok {
		t.Fatalf("no card %q", title)
	}
	return i
}

// TestCompleteIsLegal fills decks from many starting points for every
// Deity and checks each result against the deck-building rules, the cards
// kept, and the Deity fit.
func TestCompleteIsLegal(t *testing.T) {
	set := cardsettest.Base(t)
	troll := id(t, set, "Youthful Troll")          // Aggression
	scout := id(t, set, "Borderland Scout")        // not Aggression
	attila := id(t, set, "Attila, Scourge of God") // Epic
	hera := cardsettest.Deck(t, set, "hera")
	starts := []struct {
		name string
		deck func(deity int) cardset.Deck
		keep map[rules.DefID]int // copies that must stay
	}{
		{"empty", func(deity int) cardset.Deck { return cardset.Deck{Deity: deity} }, nil},
		{"a few cards", func(deity int) cardset.Deck {
			d := cardset.Deck{Deity: deity}
			d.Add(troll, 2)
			d.Add(scout, 3)
			return d
		}, map[rules.DefID]int{troll: 2, scout: 3}},
		{"over the copy limits", func(deity int) cardset.Deck {
			d := cardset.Deck{Deity: deity}
			d.Add(troll, 5)
			d.Add(attila, 2)
			return d
		}, map[rules.DefID]int{troll: 3, attila: 1}},
		{"another Deity's 50 cards", func(deity int) cardset.Deck {
			d := hera
			d.Entries = append([]cardset.DeckEntry(nil), hera.Entries...)
			d.Deity, d.DeityLines, d.DeityLine = deity, nil, 0
			return d
		}, nil},
		{"too many cards", func(deity int) cardset.Deck {
			d := hera
			d.Entries = append([]cardset.DeckEntry(nil), hera.Entries...)
			d.Deity, d.DeityLines = deity, nil
			d.Add(troll, 3)
			d.Add(scout, 3)
			return d
		}, nil},
		{"extended", func(deity int) cardset.Deck { return cardset.Deck{Deity: deity, Extended: true} }, nil},
	}
	for deity := range set.Deities {
		dd := &set.Deities[deity]
		for _, st := range starts {
			t.Run(dd.Title+"/"+st.name, func(t *testing.T) {
				got, err := Complete(st.deck(deity), set, 7)
				if err != nil {
					t.Fatal(err)
				}
				if un := cardset.CheckDeck(got, set, got.Extended); len(un) > 0 {
					t.Fatalf("not legal: %+v", un)
				}
				for card, n := range st.keep {
					if got.Count(card) < n {
						t.Errorf("%s: %d copies left, want at least %d kept", set.Cards[card].Title, got.Count(card), n)
					}
				}
				if st.name == "empty" {
					fits := 0
					var levels [4]int
					for _, e := range got.Entries {
						c := &set.Cards[e.Card]
						levels[c.Level] += e.Count
						if c.Factions.Has(dd.Faction) || c.Factions&dd.Conviction != 0 {
							fits += e.Count
						}
					}
					if fits < 40 {
						t.Errorf("only %d of 50 cards fit %s", fits, dd.Title)
					}
					if levels[rules.Lesser] < 25 || levels[rules.Exalted] > 10 || levels[rules.Exalted] < 2 {
						t.Errorf("levels %v: not mostly Lesser with a few Exalted", levels[1:])
					}
					t.Logf("%s from nothing: levels %v, %d of 50 fit", dd.Title, levels[1:], fits)
				}
			})
		}
	}
}

func TestCompleteDeterministic(t *testing.T) {
	set := cardsettest.Base(t)
	start := cardset.Deck{Deity: 1}
	a, err := Complete(start, set, 3)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Complete(start, set, 3)
	if !reflect.DeepEqual(a, b) {
		t.Error("the same seed gave two decks")
	}
	differ := false
	for seed := uint64(4); seed < 12 && !differ; seed++ {
		c, _ := Complete(start, set, seed)
		differ = !reflect.DeepEqual(a.Entries, c.Entries)
	}
	if !differ {
		t.Error("eight other seeds all gave the same deck")
	}
	if len(start.Entries) != 0 {
		t.Error("Complete changed its argument")
	}
}

func TestCompleteNeedsDeity(t *testing.T) {
	set := cardsettest.Base(t)
	if _, err := Complete(cardset.Deck{Deity: -1}, set, 1); err == nil {
		t.Error("no error without a Deity")
	}
}
