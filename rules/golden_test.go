package rules

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGoldenLog plays a seeded two-player game with seeded random choices
// and compares its log, in plain words as the first player reads it, with
// testdata/golden. Any change to how the game plays shows up as a diff to
// review; accept it with go test ./rules -run GoldenLog -update.
func TestGoldenLog(t *testing.T) {
	for _, tc := range []struct {
		name    string
		seed    uint64
		players int
	}{
		{"two-players-seed-7", 7, 2},
		{"three-players-seed-11", 11, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := testSet(t)
			seats := make([]Seat, tc.players)
			for i := range seats {
				seats[i] = Seat{Deity: i, Deck: testDeck(cs, 30)}
			}
			s, err := NewGame(cs, Config{Seed: tc.seed, Seats: seats, First: 0})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(tc.seed, 5))
			var b strings.Builder
			var buf []Action
			for step := 0; !s.Over() && step < 400; step++ {
				buf = s.Legal(buf[:0])
				a := buf[r.IntN(len(buf))]
				fmt.Fprintf(&b, "> %s: %s\n", s.PlayerName(a.Player), s.Describe(a, 0))
				before := len(s.Log)
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
				for _, e := range s.Log[before:] {
					fmt.Fprintf(&b, "  %s\n", s.Text(e, 0))
				}
			}
			fmt.Fprintf(&b, "hash %016x\n", s.StateHash())
			path := filepath.Join("testdata", "golden", tc.name+".log")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got := b.String(); got != string(want) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(gl) && i < len(wl); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s\n(review, then accept with -update)", path, i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("%s differs in length: got %d lines, want %d", path, len(gl), len(wl))
			}
		})
	}
}
