package session

import (
	"context"
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

// sleepyBot is randomBot taking a while over every decision.
type sleepyBot struct{ randomBot }

func (b sleepyBot) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	time.Sleep(20 * time.Millisecond)
	return b.randomBot.Decide(ctx, view, seed)
}

// TestPonderingOnAPass: while the human decides, the computer works out
// its answer to the human's pass, so that when the pass comes the next
// Poll plays it at once; an answer other than a pass drops the guess and
// the game goes on.
func TestPonderingOnAPass(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer func(legal []rules.Action) rules.Action
		atOnce bool
	}{
		{"pass", func(legal []rules.Action) rules.Action {
			for _, a := range legal {
				if a.Kind == rules.ActPass {
					return a
				}
			}
			return legal[0]
		}, true},
		{"other", func(legal []rules.Action) rules.Action {
			for _, a := range legal {
				if a.Kind != rules.ActPass {
					return a
				}
			}
			return legal[0]
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 5)
			s, err := New(g, []Seat{{Name: "You"}, {Name: "Enlil", Bot: sleepyBot{}}}, "")
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			checked := 0
			for deadline := time.Now().Add(30 * time.Second); checked < 5 && !g.Over(); {
				if time.Now().After(deadline) {
					t.Fatal("too slow")
				}
				if _, human := s.HumanDeciding(); !human {
					s.Poll()
					time.Sleep(time.Millisecond)
					continue
				}
				legal := g.Legal(nil)
				hasPass := false
				for _, a := range legal {
					hasPass = hasPass || a.Kind == rules.ActPass
				}
				// Think it over, as a player does; the computer ponders.
				for end := time.Now().Add(80 * time.Millisecond); time.Now().Before(end); time.Sleep(time.Millisecond) {
					s.Poll()
				}
				a := tc.answer(legal)
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
				if _, human := s.HumanDeciding(); human || g.Over() || !hasPass || (a.Kind == rules.ActPass) != tc.atOnce {
					continue
				}
				if got := s.Poll(); got != tc.atOnce {
					t.Fatalf("after the human's %s the first Poll applied an action: %v, want %v", a.Kind, got, tc.atOnce)
				}
				checked++
			}
			if checked == 0 {
				t.Fatal("no human decision with a pass was checked")
			}
			if err := s.Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
