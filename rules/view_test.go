package rules

import (
	"math/rand/v2"
	"testing"
)

// TestViewHidesWhatCannotBeSeen: two games that differ only in hidden
// information (faces of unseen cards of the same level, Life Stack order
// below the top) give the same View.
func TestViewHidesWhatCannotBeSeen(t *testing.T) {
	cs := testSet(t)
	for seed := uint64(1); seed <= 40; seed++ {
		s, err := NewGame(cs, Config{Seed: seed, Seats: []Seat{{0, testDeck(cs, 50)}, {1, testDeck(cs, 50)}}, First: 0})
		if err != nil {
			t.Fatal(err)
		}
		// Play a little so that hands, stacks and the field fill up.
		r := rand.New(rand.NewPCG(seed, 3))
		var buf []Action
		for i := 0; i < 60 && !s.Over(); i++ {
			buf = s.Legal(buf[:0])
			if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		if s.Over() {
			continue
		}
		for p := int8(0); p < 2; p++ {
			alt := s.Clone()
			// Swap the faces of two cards p has not seen, of one level.
			var hidden []CardID
			for i := range alt.Cards {
				if !alt.visibleTo(CardID(i), p) && alt.Def(CardID(i)).Level == Lesser {
					hidden = append(hidden, CardID(i))
				}
			}
			if len(hidden) >= 2 {
				a, b := hidden[0], hidden[len(hidden)-1]
				alt.Cards[a].Def, alt.Cards[b].Def = alt.Cards[b].Def, alt.Cards[a].Def
			}
			// Reorder p's opponent's Life Stack below the top.
			q := 1 - p
			life := alt.Players[q].Life
			if n := len(life); n > 3 {
				life[0], life[n-2] = life[n-2], life[0]
			}
			alt.Rand = *rand.NewPCG(99, 99)
			if got, want := alt.View(p).StateHash(), s.View(p).StateHash(); got != want {
				t.Fatalf("seed %d player %d: the View changed with hidden information", seed, p)
			}
			// And the View really hides: a hidden card shows no face.
			v := s.View(p)
			for i := range v.Cards {
				if !s.visibleTo(CardID(i), p) && !v.Hidden(CardID(i)) {
					t.Fatalf("card %d is not hidden in player %d's view", i, p)
				}
				if v.Hidden(CardID(i)) && v.Def(CardID(i)).Level != s.Def(CardID(i)).Level {
					t.Fatalf("card %d's back changed level in the view", i)
				}
			}
		}
	}
}
