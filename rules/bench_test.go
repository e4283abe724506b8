package rules

import (
	"math/rand/v2"
	"testing"
)

// midGame plays random actions until the table is busy.
func midGame(b testing.TB) *State {
	cs := testSet(b)
	s, err := NewGame(cs, Config{Seed: 42, Seats: []Seat{{0, testDeck(cs, 50)}, {1, testDeck(cs, 50)}}, First: 0})
	if err != nil {
		b.Fatal(err)
	}
	s.NoLog = true
	r := rand.New(rand.NewPCG(42, 1))
	var buf []Action
	for i := 0; i < 120 && !s.Over(); i++ {
		buf = s.Legal(buf[:0])
		if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

func BenchmarkClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = s.Clone()
	}
}

func BenchmarkLegal(b *testing.B) {
	s := midGame(b)
	buf := make([]Action, 0, 256)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buf = s.Legal(buf[:0])
	}
}

// BenchmarkLegalApplyPass measures a typical decision: list the actions
// and apply the first (pass, keep, done...) on a fresh copy each time.
func BenchmarkLegalApply(b *testing.B) {
	s := midGame(b)
	buf := make([]Action, 0, 256)
	copies := make([]*State, 64)
	for i := range copies {
		copies[i] = s.Clone()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := copies[i%len(copies)]
		if i%len(copies) == 0 && i > 0 {
			b.StopTimer()
			for j := range copies {
				copies[j] = s.Clone()
			}
			c = copies[0]
			b.StartTimer()
		}
		buf = c.Legal(buf[:0])
		if len(buf) > 0 {
			_ = c.Apply(buf[0])
		}
	}
}
