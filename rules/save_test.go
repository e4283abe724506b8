package rules

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
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
	other := testSet(t)
	other.Cards[3].Fight++
	tests := []struct {
		name string
		data string
		set  *CardSet
		want string
	}{
		{"truncated", good[:len(good)/2], cs, "not a readable save file"},
		{"wrong format", strings.Replace(good, SaveFormat, "other-game", 1), cs, "not a Twilight save file"},
		{"newer version", strings.Replace(good, `"version":1`, `"version":99`, 1), cs, "format version 99"},
		{"other card set", good, other, "different card definitions"},
		{"edited", strings.Replace(good, `"Turn":0`, `"Turn":7`, 1), cs, "checksum"},
		{"broken zones", strings.Replace(good, `"Hand":[`, `"Hand":[0,`, 1), cs, "card 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Load(strings.NewReader(tc.data), tc.set)
			if err == nil || got != nil {
				t.Fatalf("a %s file loaded", tc.name)
			}
			if !errors.Is(err, BadSave) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q, want kind BadSave mentioning %q", err, tc.want)
			}
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
