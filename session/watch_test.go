package session

import (
	"testing"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset/cardsettest"
)

// playedReplay plays a whole recorded match between computers of the
// given level with the named decks (teams: a 2 v 2) and returns its
// replay, opened, and the finished game's hash.
func playedReplay(t testing.TB, level string, seed uint64, teams bool, decks ...string) (*rules.Replayer, uint64) {
	t.Helper()
	set := cardsettest.Base(t)
	cfg := rules.Config{Seed: seed, First: -1}
	var seats []Seat
	for _, name := range decks {
		d := cardsettest.Deck(t, set, name)
		cfg.Seats = append(cfg.Seats, rules.Seat{Deity: d.Deity, Deck: d.Cards()})
		bot, err := ai.New(level, ai.Options{Deck: d.Cards()})
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, Seat{Bot: bot})
	}
	if teams {
		cfg.Teams = rules.TeamsFor(len(decks))
	}
	state, rec, err := rules.NewRecordedGame(set, cfg)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(state, seats, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Keep(rec)
	if err := s.RunToEnd(30000); err != nil {
		t.Fatal(err)
	}
	if !s.State().Over() {
		t.Fatal("the match did not finish")
	}
	f, err := s.Replay()
	if err != nil {
		t.Fatal(err)
	}
	p, err := f.Open()
	if err != nil {
		t.Fatal(err)
	}
	return p, s.State().StateHash()
}

// TestWatchSteps: watching replays of a two-, a three-, a four-player and
// a 2 v 2 match action by action ends in the match's own game; stepping
// back from the end, and jumping by turns, gives the same game at every
// position as stepping forward did.
func TestWatchSteps(t *testing.T) {
	for _, tc := range []struct {
		name  string
		teams bool
		decks []string
	}{
		{"two", false, []string{"mars", "hera"}},
		{"three", false, []string{"mars", "hera", "enlil"}},
		{"four", false, []string{"mars", "hera", "enlil", "reader"}},
		{"two-v-two", true, []string{"mars", "hera", "enlil", "reader"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Random players: the viewer's steps are what is tested, and
			// a whole match of easy computers cost 20 times as much.
			p, final := playedReplay(t, "random", 11, tc.teams, tc.decks...)
			w, err := NewWatch(p, nil)
			if err != nil {
				t.Fatal(err)
			}
			hashes := []uint64{w.Session().State().StateHash()}
			for w.At() < w.Len() {
				played, err := w.Step(1)
				if err != nil || !played {
					t.Fatalf("step %d: played %v, %v", w.At(), played, err)
				}
				hashes = append(hashes, w.Session().State().StateHash())
			}
			if p.Turn(p.Len()-1) < 4 {
				t.Fatalf("a match of %d turns: too short to step by turns", p.Turn(p.Len()-1))
			}
			if hashes[len(hashes)-1] != final {
				t.Fatal("the replay does not end in the match's game")
			}
			if _, ok := w.Session().HumanDeciding(); ok || w.Session().Thinking() {
				t.Fatal("a finished replay still asks for a decision")
			}
			for w.At() > 0 {
				if _, err := w.Step(-1); err != nil {
					t.Fatal(err)
				}
				if got := w.Session().State().StateHash(); got != hashes[w.At()] {
					t.Fatalf("back at %d: another game than forward", w.At())
				}
			}
			turns := 0
			for w.At() < w.Len() {
				before := w.At()
				if err := w.TurnStep(1); err != nil || w.At() <= before {
					t.Fatalf("PgDn from %d went to %d (%v)", before, w.At(), err)
				}
				if w.Session().State().StateHash() != hashes[w.At()] {
					t.Fatalf("turn jump to %d: another game", w.At())
				}
				turns++
			}
			for w.At() > 0 {
				before := w.At()
				if err := w.TurnStep(-1); err != nil || w.At() >= before {
					t.Fatalf("PgUp from %d went to %d (%v)", before, w.At(), err)
				}
				turns--
			}
			if turns < -1 || turns > 1 {
				t.Fatalf("PgDn and PgUp took different numbers of steps (%d apart)", turns)
			}
		})
	}
}

// BenchmarkWatchStepBack is one step back from the end of a replayed
// two-player match: a fresh session from the nearest kept copy (every
// rules.Replayer snapshot), what the viewer does on each Left.
//
//	go test ./session -run X -bench WatchStepBack
func BenchmarkWatchStepBack(b *testing.B) {
	p, _ := playedReplay(b, "easy", 11, false, "mars", "hera")
	w, err := NewWatch(p, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if err := w.Seek(p.Len()); err != nil {
			b.Fatal(err)
		}
		if _, err := w.Step(-1); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(p.Len()), "actions")
}
