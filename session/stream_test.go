package session

import (
	"testing"
	"time"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset/cardsettest"
)

// TestThinkingAheadPlaysTheSameGame: computers whose play is worked out
// ahead (stream) play, paced by MinThink, exactly the game they play
// unpaced, to the end (same seeds, same decisions, whatever arrives when),
// and answers worked out ahead of their turn are played.
func TestThinkingAheadPlaysTheSameGame(t *testing.T) {
	set := cardsettest.Base(t)
	deck := func(name string) []rules.DefID {
		d := cardsettest.Deck(t, set, name)
		return d.Cards()
	}
	normal := func(name string) Bot {
		b, err := ai.New("normal", ai.Options{Iterations: 12, Deck: deck(name)})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, tc := range []struct {
		name string
		bots func() []Bot
	}{
		{"random", func() []Bot { return []Bot{randomBot{}, randomBot{}} }},
		{"normal", func() []Bot { return []Bot{normal("mars"), normal("enlil")} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			play := func(pace time.Duration) (uint64, int, int) {
				g := newGame(t, 21)
				bots := tc.bots()
				s, err := New(g, []Seat{{Name: "Mars", Bot: bots[0]}, {Name: "Enlil", Bot: bots[1]}}, "")
				if err != nil {
					t.Fatal(err)
				}
				defer s.Close()
				s.MinThink, s.MaxThink = pace, 0
				for deadline := time.Now().Add(60 * time.Second); !g.Over(); time.Sleep(200 * time.Microsecond) {
					s.Poll()
					if err := s.Err(); err != nil {
						t.Fatal(err)
					}
					if time.Now().After(deadline) {
						t.Fatal("the match did not end")
					}
				}
				return g.StateHash(), int(s.moves), s.aheadTaken
			}
			want, wantMoves, _ := play(0)
			got, gotMoves, taken := play(3 * time.Millisecond)
			if got != want || gotMoves != wantMoves {
				t.Fatalf("paced: %d actions to hash %x; unpaced: %d actions to hash %x", gotMoves, got, wantMoves, want)
			}
			t.Logf("%d actions, %d worked out ahead of their turn", gotMoves, taken)
			if taken == 0 {
				t.Fatal("no answer worked out ahead of its turn was played")
			}
		})
	}
}
