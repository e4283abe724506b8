package cardset

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"twilight/rules"
)

// TestFormatPrebuiltByteForByte: every pre-built deck, read and written
// again, is its own file byte for byte.
func TestFormatPrebuiltByteForByte(t *testing.T) {
	set := loadBase(t)
	for _, g := range gems {
		t.Run(g.file, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(deckDir, g.file))
			if err != nil {
				t.Fatal(err)
			}
			d := loadDeck(t, set, g.file)
			if got := d.Format(set); !bytes.Equal(got, want) {
				t.Errorf("written again it differs:\n--- got\n%s\n--- want\n%s", got, want)
			}
		})
	}
}

// TestFormatRoundTrip: random decks (any Deity or none, Extended or not,
// names, notes, cards repeated over several lines) read back as the same
// deck, with each card's copies on one line.
func TestFormatRoundTrip(t *testing.T) {
	set := loadBase(t)
	var ids []rules.DefID
	for i := 1; i < len(set.Cards); i++ {
		if !set.Cards[i].Mini {
			ids = append(ids, rules.DefID(i))
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 200 {
		d := Deck{Deity: r.IntN(len(set.Deities)+1) - 1, Extended: r.IntN(2) == 0}
		if r.IntN(2) == 0 {
			d.Name = []string{"Ash and Iron", "  two\nlines ", "a #hash", "Name: inside"}[r.IntN(4)]
		}
		if r.IntN(3) == 0 {
			d.Notes = []string{"first note", "", "third: with a colon"}
		}
		for range r.IntN(30) {
			d.Add(ids[r.IntN(len(ids))], 1+r.IntN(4))
		}
		d.Entries = append(d.Entries, d.Entries[:r.IntN(len(d.Entries)+1)]...) // repeats
		text := d.Format(set)
		back, err := ParseDeck("x.txt", bytes.NewReader(text), set)
		if err != nil {
			t.Fatalf("deck %d does not read back: %v\n%s", i, err, text)
		}
		wantCounts, gotCounts := map[rules.DefID]int{}, map[rules.DefID]int{}
		for _, e := range d.Entries {
			wantCounts[e.Card] += e.Count
		}
		for _, e := range back.Entries {
			gotCounts[e.Card] += e.Count
			if back.Count(e.Card) != e.Count {
				t.Errorf("deck %d: %s is on several lines", i, set.Cards[e.Card].Title)
			}
		}
		if !reflect.DeepEqual(wantCounts, gotCounts) || back.Deity != d.Deity || back.Extended != d.Extended ||
			back.Name != oneLine(d.Name) || !reflect.DeepEqual(back.Notes, d.Notes) {
			t.Fatalf("deck %d changed:\n%s\nread back as %+v", i, text, back)
		}
		if again := back.Format(set); !bytes.Equal(again, text) {
			t.Fatalf("deck %d: formatting is not stable:\n%s\n---\n%s", i, text, again)
		}
	}
}

func TestDeckAdd(t *testing.T) {
	var d Deck
	d.Add(5, 2)
	d.Add(7, 1)
	d.Add(5, 1)
	d.Entries = append(d.Entries, DeckEntry{Count: 2, Card: 5})
	if d.Count(5) != 5 || d.Count(7) != 1 || d.Size() != 6 {
		t.Fatalf("counts %d %d size %d", d.Count(5), d.Count(7), d.Size())
	}
	d.Add(5, -4)
	if d.Count(5) != 1 || len(d.Entries) != 2 || d.Entries[0].Card != 5 {
		t.Fatalf("after taking 4 out: %+v", d.Entries)
	}
	d.Add(5, -3)
	d.Add(9, -1)
	if d.Count(5) != 0 || len(d.Entries) != 1 || d.Entries[0].Card != 7 {
		t.Fatalf("after taking the rest out: %+v", d.Entries)
	}
}
