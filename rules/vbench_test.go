package rules_test

import (
	"testing"

	"twilight/rules"
)

// BenchmarkValidate: Validate on a mid-game state with the pre-built decks
// (the sim command validates after every action).
func BenchmarkValidate(b *testing.B) {
	set, decks, deities := baseSet(b)
	s, err := rules.NewGame(set, rules.Config{Seed: 3, Seats: []rules.Seat{{Deity: deities[0], Deck: decks[0]}, {Deity: deities[1], Deck: decks[1]}}, First: 0})
	if err != nil {
		b.Fatal(err)
	}
	var buf []rules.Action
	for step := 0; step < 300 && !s.Over(); step++ {
		buf = s.Legal(buf[:0])
		if err := s.Apply(buf[step%len(buf)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := s.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}
