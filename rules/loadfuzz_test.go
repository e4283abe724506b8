package rules_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"twilight/rules"
	"twilight/rules/savefuzz"
)

// FuzzLoad mutates real saves — their bytes, and one to three values of
// their JSON with the checksums recomputed (savefuzz.Mutate) — and
// requires Load either to refuse the file with a BadSave error or to
// give a game on which Validate, Legal, every legal Apply, View and
// playing on all work, each action leaving a state Validate accepts.
// The scenes package draws a frame of the table from the same mutations
// (FuzzLoadAndDraw).
func FuzzLoad(f *testing.F) {
	set, decks, deities := baseSet(f)
	seeds, err := savefuzz.Seeds(set, decks, deities)
	if err != nil {
		f.Fatal(err)
	}
	for _, save := range seeds {
		f.Add(save, uint16(0), int64(0), uint8(0))
	}
	f.Fuzz(func(t *testing.T, data []byte, pick uint16, val int64, mode uint8) {
		exerciseSave(t, data, set)
		if edited := savefuzz.Mutate(data, pick, val, mode); edited != nil {
			exerciseSave(t, edited, set)
		}
	})
}

// exerciseSave loads data and, if it loads, plays on from it.
func exerciseSave(t *testing.T, data []byte, set *rules.CardSet) {
	g, err := rules.Load(bytes.NewReader(data), set)
	if err != nil {
		if !errors.Is(err, rules.BadSave) {
			t.Fatalf("Load gave an error of no kind: %v", err)
		}
		return
	}
	if err := g.Validate(); err != nil {
		t.Fatalf("Load gave a game Validate refuses: %v", err)
	}
	for p := range g.NumPlayers() {
		v := g.View(int8(p))
		v.Legal(nil)
		for _, e := range g.Log {
			v.Text(e, int8(p))
		}
	}
	legal := g.Legal(nil)
	for i, a := range legal {
		if i == 12 {
			break
		}
		c := g.Clone()
		if err := c.Apply(a); err != nil {
			t.Fatalf("listed %v refused: %v", a, err)
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("after %v the game is not valid: %v", a, err)
		}
	}
	r := rand.New(rand.NewPCG(uint64(len(data)), 1))
	var buf []rules.Action
	for step := 0; step < 30 && !g.Over(); step++ {
		buf = g.Legal(buf[:0])
		a := buf[r.IntN(len(buf))]
		if err := g.Apply(a); err != nil {
			t.Fatalf("step %d: listed %v refused: %v", step, a, err)
		}
		if err := g.Validate(); err != nil {
			t.Fatalf("step %d: after %v the game is not valid: %v", step, a, err)
		}
	}
	var b bytes.Buffer
	if err := g.Save(&b); err != nil {
		t.Fatal(err)
	}
	if _, err := rules.Load(&b, set); err != nil {
		t.Fatalf("the game played on from a loaded save does not load again: %v", err)
	}
}
