package session

import (
	"errors"
	"strings"
	"testing"

	"twilight/rules"
)

// recordedSession starts a recorded match of newGame's decks: a human in
// seat 1 and a computer in seat 2.
func recordedSession(t *testing.T, seed uint64) *Session {
	t.Helper()
	g := newGame(t, seed)
	cfg := rules.Config{Seed: seed, First: 0}
	for p := range g.Players {
		cfg.Seats = append(cfg.Seats, rules.Seat{Deity: int(g.Players[p].Deity), Deck: g.Decks[p]})
	}
	state, rec, err := rules.NewRecordedGame(g.Set, cfg)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(state, []Seat{{Name: "You"}, {Name: "Computer", Bot: randomBot{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	s.Keep(rec)
	t.Cleanup(func() { s.Close() })
	return s
}

// quietest picks the action most likely to show nothing: placing or
// generating an Aspect, Seizing, attacking; else the first.
func quietest(legal []rules.Action) rules.Action {
	for _, k := range []rules.ActKind{rules.ActPlace, rules.ActGenerate, rules.ActSeize, rules.ActAttack} {
		for _, a := range legal {
			if a.Kind == k {
				return a
			}
		}
	}
	return legal[0]
}

// TestTakeBackInASession: a human's action that showed nothing is taken
// back to the exact game before it; a computer's move and a draw are not;
// the replay holds what stands.
func TestTakeBackInASession(t *testing.T) {
	s := recordedSession(t, 5)
	tookBack, refusedDraw := false, false
	for i := 0; i < 4000 && !s.State().Over() && !(tookBack && refusedDraw); i++ {
		if err := s.RunToEnd(200); err != nil {
			t.Fatal(err)
		}
		p, ok := s.HumanDeciding()
		if !ok {
			break
		}
		a := quietest(s.State().Legal(nil))
		before := s.State().StateHash()
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		_, err := s.TakeBack(p)
		switch {
		case err == nil:
			if got := s.State().StateHash(); got != before {
				t.Fatalf("taking back %s left the game at %016x, not %016x", a, got, before)
			}
			tookBack = tookBack || a.Kind != rules.ActPass
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		case !errors.Is(err, rules.CannotTakeBack):
			t.Fatalf("take-back refused with %v", err)
		case strings.Contains(err.Error(), "drawn"):
			refusedDraw = true
		}
	}
	if !tookBack || !refusedDraw {
		t.Fatalf("an action other than passing taken back: %v; a draw refused: %v", tookBack, refusedDraw)
	}
	if _, err := s.TakeBack(1); err == nil || !strings.Contains(err.Error(), "only a player at this screen") {
		t.Fatalf("the computer's seat took an action back: %v", err)
	}
	f, err := s.Replay()
	if err != nil {
		t.Fatal(err)
	}
	p, err := f.Open()
	if err != nil || p.End().StateHash() != s.State().StateHash() {
		t.Fatalf("the replay does not end where the match stands: %v", err)
	}
}

// TestTakeBackAfterTheComputerAnswers: the human's action goes back after
// the computer has answered it (the answers go back too) whenever nothing
// was drawn, shown or shuffled since, and the match then plays on.
func TestTakeBackAfterTheComputerAnswers(t *testing.T) {
	s := recordedSession(t, 9)
	tookAnswered := 0
	for i := 0; i < 4000 && !s.State().Over() && tookAnswered < 3; i++ {
		if err := s.RunToEnd(200); err != nil {
			t.Fatal(err)
		}
		if _, ok := s.HumanDeciding(); !ok {
			break
		}
		a := quietest(s.State().Legal(nil))
		before := s.State().StateHash()
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if _, ok := s.HumanDeciding(); ok {
			continue // the human decides again at once: nothing to answer
		}
		n := s.Actions()
		if err := s.RunToEnd(200); err != nil {
			t.Fatal(err)
		}
		answered := s.Actions()
		if s.State().Over() || answered == n {
			continue
		}
		answers, err := s.TakeBack(0)
		if err != nil {
			if !errors.Is(err, rules.CannotTakeBack) {
				t.Fatalf("take-back refused with %v", err)
			}
			continue
		}
		tookAnswered++
		if len(answers) != answered-n {
			t.Fatalf("the take-back reports %d answers; the computer took %d actions", len(answers), answered-n)
		}
		if s.Actions() != n-1 {
			t.Fatalf("the record holds %d actions after the take-back; want %d (the %d answers gone with the action)", s.Actions(), n-1, answered-n)
		}
		if got := s.State().StateHash(); got != before {
			t.Fatalf("taking back %s and the answers left the game at %016x, not %016x", a, got, before)
		}
		if p, ok := s.HumanDeciding(); !ok || p != 0 {
			t.Fatalf("after the take-back the human is not deciding (%d, %v)", p, ok)
		}
	}
	if tookAnswered == 0 {
		t.Fatal("no action was taken back after the computer answered it")
	}
}
