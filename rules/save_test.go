package rules

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSaveLoadContinue: saving, loading and playing on gives the same
// hashes as never saving.
func TestSaveLoadContinue(t *testing.T) {
	cs := testSet(t)
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := NewGame(cs, Config{Seed: seed, Seats: []Seat{{0, testDeck(cs, 50)}, {1, testDeck(cs, 50)}, {2, testDeck(cs, 50)}}, First: -1})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 11))
		var buf []Action
		saveAt := 20 + r.IntN(200)
		var loaded *State
		for step := 0; !s.Over(); step++ {
			if step == saveAt {
				var b bytes.Buffer
				if err := s.Save(&b); err != nil {
					t.Fatal(err)
				}
				if loaded, err = Load(&b, cs); err != nil {
					t.Fatalf("seed %d: load: %v", seed, err)
				}
			}
			buf = s.Legal(buf[:0])
			a := buf[r.IntN(len(buf))]
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if loaded != nil {
				if err := loaded.Apply(a); err != nil {
					t.Fatalf("seed %d step %d: the loaded game refused %v: %v", seed, step, a, err)
				}
				if loaded.StateHash() != s.StateHash() {
					t.Fatalf("seed %d step %d: loaded game diverged", seed, step)
				}
			}
		}
	}
}

func TestLoadRefusesDamagedFiles(t *testing.T) {
	cs := testSet(t)
	s, err := NewGame(cs, Config{Seed: 5, Seats: []Seat{{0, testDeck(cs, 50)}, {1, testDeck(cs, 50)}}, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := s.Save(&b); err != nil {
		t.Fatal(err)
	}
	good := b.String()
	resealed := func(data string) string {
		out, err := Reseal([]byte(data))
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	tests := []struct {
		name string
		data string
		want string
	}{
		{"truncated", good[:len(good)/2], "not a readable save file"},
		{"wrong format", strings.Replace(good, SaveFormat, "other-game", 1), "not a Twilight save file"},
		{"newer version", strings.Replace(good, `"version":2`, `"version":99`, 1), "format version 99"},
		{"format 1", strings.Replace(good, `"version":2`, `"version":1`, 1), "save format 1"},
		{"edited", strings.Replace(good, `"Turn":0`, `"Turn":7`, 1), "checksum"},
		{"edited card", strings.Replace(good, `"Fight":3`, `"Fight":9`, 1), "card definitions do not match their checksum"},
		{"broken zones", strings.Replace(good, `"Hand":[`, `"Hand":[0,`, 1), "checksum"},
		{"broken zones, resealed", resealed(strings.Replace(good, `"Hand":[`, `"Hand":[0,`, 1)), "state.Players[0].Hand[0]: card 0"},
		{"no deck lists, resealed", resealed(strings.Replace(good, `"Decks":`, `"Dekcs":`, 1)), "no deck lists"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Load(strings.NewReader(tc.data), cs)
			if err == nil || got != nil {
				t.Fatalf("a %s file loaded", tc.name)
			}
			if !errors.Is(err, BadSave) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q, want kind BadSave mentioning %q", err, tc.want)
			}
		})
	}
}

// playOn applies the same random legal actions to a and b for a while and
// requires the two games to offer the same choices and tell the same
// story; their DefIDs may differ.
func playOn(t *testing.T, a, b *State, seed uint64) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	var la, lb []Action
	for step := 0; step < 400 && !a.Over(); step++ {
		la, lb = a.Legal(la[:0]), b.Legal(lb[:0])
		if !slices.Equal(la, lb) {
			t.Fatalf("step %d: the games offer different actions:\n%v\n%v", step, la, lb)
		}
		act := la[r.IntN(len(la))]
		if err := a.Apply(act); err != nil {
			t.Fatal(err)
		}
		if err := b.Apply(act); err != nil {
			t.Fatalf("step %d: %v refused by the loaded game: %v", step, act, err)
		}
		ea, eb := a.Log[len(a.Log)-1], b.Log[len(b.Log)-1]
		if ta, tb := a.Text(ea, -1), b.Text(eb, -1); ta != tb {
			t.Fatalf("step %d: %q, but the loaded game says %q", step, ta, tb)
		}
	}
}

// TestSavedMatchSurvivesNewCards: a match saved with one card set loads
// with another that holds more cards (a Season added ahead of the match's
// cards, so every DefID moves), holds one of the match's cards changed, or
// no longer holds a card at all; the match plays on exactly as it would
// have, with the definitions it was saved with.
func TestSavedMatchSurvivesNewCards(t *testing.T) {
	cs := testSet(t)
	s, err := NewGame(cs, Config{Seed: 8, Seats: []Seat{{0, testDeck(cs, 50)}, {2, testDeck(cs, 50)}, {1, testDeck(cs, 50)}}, First: -1})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(8, 8))
	var buf []Action
	for range 150 {
		buf = s.Legal(buf[:0])
		if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	var b bytes.Buffer
	if err := s.Save(&b); err != nil {
		t.Fatal(err)
	}
	troll, _ := cs.Lookup("Youthful Troll")

	season := NewCardSet() // a Season's cards first, then the same cards as before
	for _, title := range []string{"Harbour Witch", "Salt Golem"} {
		if _, err := season.Add(CardDef{Title: title, Level: Lesser, Cost: Cost{1, 0, 0}, Type: Creature, Factions: 1 << Sanctuary, Fight: 1, Life: 1,
			Abilities: []Ability{{Trigger: OnHeresy, Clauses: []Clause{{Op: OpDraw, N: 1, Target: Target{Kind: TYou}}}}}}); err != nil {
			t.Fatal(err)
		}
	}
	mini := DefID(len(season.Cards)) // the first card of testSet is its mini-card
	for i := 1; i < len(cs.Cards); i++ {
		d := cs.Cards[i]
		d.Abilities = slices.Clone(d.Abilities)
		for a := range d.Abilities {
			d.Abilities[a].Clauses = slices.Clone(d.Abilities[a].Clauses)
			for k := range d.Abilities[a].Clauses {
				if d.Abilities[a].Clauses[k].Mini != 0 {
					d.Abilities[a].Clauses[k].Mini = mini
				}
			}
		}
		if _, err := season.Add(d); err != nil {
			t.Fatal(err)
		}
	}
	season.Deities = append(season.Deities, cs.Deities...)
	changed := testSet(t)
	changed.Cards[troll].Fight = 9
	gone := NewCardSet() // Youthful Troll and every card after it are no longer installed
	for i := 1; i < int(troll); i++ {
		if _, err := gone.Add(cs.Cards[i]); err != nil {
			t.Fatal(err)
		}
	}
	gone.Deities = cs.Deities

	for _, tc := range []struct {
		name    string
		set     *CardSet
		ownSet  bool // the game gets a set of its own
		renamed bool // DefIDs move
	}{
		{"same set", cs, false, false},
		{"a Season added", season, false, true},
		{"a card changed", changed, true, true},
		{"cards removed", gone, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Load(bytes.NewReader(b.Bytes()), tc.set)
			if err != nil {
				t.Fatal(err)
			}
			if (g.Set != tc.set) != tc.ownSet {
				t.Fatalf("the game got a set of its own: %v, want %v", g.Set != tc.set, tc.ownSet)
			}
			if tc.renamed == (g.Cards[0].Def == s.Cards[0].Def) && !tc.ownSet {
				t.Fatalf("DefIDs moved: %v, want %v", g.Cards[0].Def != s.Cards[0].Def, tc.renamed)
			}
			for i := range g.Cards {
				if g.Def(CardID(i)).Key != s.Def(CardID(i)).Key || g.Def(CardID(i)).Fight != s.Def(CardID(i)).Fight {
					t.Fatalf("card %d is %s (Fight %d) after loading, %s (Fight %d) before", i,
						g.Def(CardID(i)).Key, g.Def(CardID(i)).Fight, s.Def(CardID(i)).Key, s.Def(CardID(i)).Fight)
				}
			}
			var again bytes.Buffer
			if err := g.Save(&again); err != nil {
				t.Fatal(err)
			}
			g2, err := Load(&again, tc.set)
			if err != nil || g2.StateHash() != g.StateHash() {
				t.Fatalf("saving the loaded game and loading it again: %v", err)
			}
			playOn(t, s.Clone(), g, 3)
		})
	}
}

func TestSaveFileIsAtomic(t *testing.T) {
	cs := testSet(t)
	s, err := NewGame(cs, Config{Seed: 9, Seats: []Seat{{0, testDeck(cs, 50)}, {1, testDeck(cs, 50)}}, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "match.json")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
	back, err := LoadFile(path, cs)
	if err != nil {
		t.Fatal(err)
	}
	if back.StateHash() != s.StateHash() {
		t.Fatal("the saved game differs")
	}
}

// TestLoadFileReadsOnlySaves: LoadFile refuses what is not a regular file
// of a sensible size, without reading it.
func TestLoadFileReadsOnlySaves(t *testing.T) {
	cs := testSet(t)
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxSaveSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, tc := range []struct{ path, want string }{
		{dir, "not a regular file"},
		{big, "a save is at most"},
	} {
		if _, err := LoadFile(tc.path, cs); err == nil || !errors.Is(err, BadSave) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.path, err)
		}
	}
}
