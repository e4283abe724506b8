package rules

import (
	"bytes"
	"errors"
	"slices"
	"testing"
)

// TestRequirementUnmet checks the Card Drafting ruling (RULINGS.md, Card
// Drafting Variant): a player whose drafted deck misses the Deity's
// Faction Requirement has no Deity power — neither the general power nor
// the one-use Conviction power is legal, and Apply refuses them with the
// state untouched — and never meets Conviction, even with nothing under
// control; the other player keeps both. The mark is set by Config, kept by
// Save and Load, and counted in the state hash.
func TestRequirementUnmet(t *testing.T) {
	cs := testSet(t)
	troll, _ := cs.Lookup("Youthful Troll")
	for _, tc := range []struct {
		name  string
		unmet bool
	}{
		{"requirement met", false},
		{"requirement unmet", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewTable(cs, []int{0, 0}, 1)
			if err != nil {
				t.Fatal(err)
			}
			s.Players[0].RequirementUnmet = tc.unmet
			for _, l := range []Level{Lesser, Greater} {
				if _, err := s.AddCard(testOfLevel(cs, l), 0, 0, ZResource, North); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := s.AddCard(troll, 0, 0, ZField, North); err != nil {
				t.Fatal(err)
			}
			for p := int8(0); p < 2; p++ {
				for i := 0; i < 5; i++ {
					if _, err := s.AddCard(testOfLevel(cs, Lesser), p, p, ZLife, North); err != nil {
						t.Fatal(err)
					}
				}
			}
			s.Start(0, PhaseSummoning, 3)
			legal := s.Legal(nil)
			for i := int8(0); i < 2; i++ {
				if got := slices.Contains(legal, UseDeity(0, i)); got == tc.unmet {
					t.Errorf("Deity power %d legal = %v, want %v", i+1, got, !tc.unmet)
				}
			}
			if got := s.Conviction(0); got == tc.unmet {
				t.Errorf("Conviction of the marked player = %v, want %v", got, !tc.unmet)
			}
			if !s.Conviction(1) {
				t.Error("the other player lost Conviction too")
			}
			if !tc.unmet {
				return
			}
			before := s.StateHash()
			var e *Error
			if err := s.Apply(UseDeity(0, 0)); !errors.As(err, &e) || e.Kind != IllegalAction || e.Rule == "" {
				t.Errorf("Apply(UseDeity) = %v, want an IllegalAction error naming its rule", err)
			}
			if s.StateHash() != before {
				t.Error("a refused Deity power changed the state")
			}
			c := s.Clone()
			c.Players[0].RequirementUnmet = false
			if c.StateHash() == before {
				t.Error("the state hash does not count the mark")
			}
		})
	}
}

// TestRequirementUnmetSetup checks that Config marks the seats and that a
// save keeps the mark.
func TestRequirementUnmetSetup(t *testing.T) {
	cs := testSet(t)
	seats := []Seat{{0, testDeck(cs, 20)}, {1, testDeck(cs, 20)}}
	s, err := NewGame(cs, Config{Seed: 3, Seats: seats, RequirementUnmet: []bool{false, true}})
	if err != nil {
		t.Fatal(err)
	}
	if s.Players[0].RequirementUnmet || !s.Players[1].RequirementUnmet {
		t.Fatalf("marks %v %v, want false true", s.Players[0].RequirementUnmet, s.Players[1].RequirementUnmet)
	}
	var buf bytes.Buffer
	if err := s.Save(&buf); err != nil {
		t.Fatal(err)
	}
	l, err := Load(&buf, cs)
	if err != nil {
		t.Fatal(err)
	}
	if !l.Players[1].RequirementUnmet || l.Players[0].RequirementUnmet {
		t.Error("Load lost the mark")
	}
	if v := s.View(0); !v.Players[1].RequirementUnmet {
		t.Error("the mark is public: a View must show it")
	}
}

// testOfLevel is the first Action card of level l in cs.
func testOfLevel(cs *CardSet, l Level) DefID {
	for id := 1; id < len(cs.Cards); id++ {
		if !cs.Cards[id].Mini && cs.Cards[id].Level == l {
			return DefID(id)
		}
	}
	return 0
}
