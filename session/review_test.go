package session

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"twilight/rules"
	"twilight/rules/ai"
)

// playedGame plays the first turns of a game, the first seat choosing at
// random (so a review of it has mistakes to mark, whatever the decks
// hold) and the second a quick normal computer, and returns it as a
// reviewable game.
func playedGame(t *testing.T, seed uint64, turns int) *ai.Moves {
	t.Helper()
	g := newGame(t, seed)
	g.NoLog = true
	m := &ai.Moves{Start: g.Clone()}
	normal, err := ai.New("normal", ai.Options{Iterations: 16})
	if err != nil {
		t.Fatal(err)
	}
	bots := []Bot{randomBot{}, normal}
	for !g.Over() && int(g.Turn) <= turns {
		p := g.Pending.Player
		a, err := bots[p].Decide(context.Background(), g.View(p), uint64(len(m.Actions)))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		m.Actions = append(m.Actions, a)
	}
	return m
}

// waitFor polls until done reports true, failing after a while.
func waitFor(t *testing.T, what string, done func() bool) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Minute); !done(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s never came", what)
		}
	}
}

// TestReviewRunsOffTheLoop: a review started from the loop reports its
// progress as it goes, up to every decision, and ends with the marks
// ai.Review gives for the same game and options on one goroutine.
func TestReviewRunsOffTheLoop(t *testing.T) {
	m := playedGame(t, 11, 4)
	opt := ai.ReviewOptions{Player: 0, Iterations: 24, Seed: 5}
	r := StartReview(m, opt)
	defer r.Cancel()
	last := 0
	var marks []ai.Mark
	waitFor(t, "the end of the review", func() bool {
		done, total := r.Progress()
		if done < last || done > total {
			t.Fatalf("progress went from %d to %d of %d", last, done, total)
		}
		last = done
		got, finished, err := r.Poll()
		if err != nil {
			t.Fatal(err)
		}
		marks = got
		return finished
	})
	if done, total := r.Progress(); done != total || total == 0 {
		t.Fatalf("the review ended at %d of %d decisions", done, total)
	}
	// One worker or several, the marks are the same.
	opt.Workers = 1
	want, err := ai.Review(context.Background(), &ai.Moves{Start: m.Start, Actions: m.Actions}, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(marks) == 0 {
		t.Fatal("random play was not marked once")
	}
	if !reflect.DeepEqual(marks, want) {
		t.Errorf("the session's review marked %+v, ai.Review %+v", marks, want)
	}
}

// TestReviewIsCancelled: a review that would take hours stops when
// cancelled and says so.
func TestReviewIsCancelled(t *testing.T) {
	r := StartReview(playedGame(t, 12, 2), ai.ReviewOptions{Player: 1, Iterations: 1 << 30})
	waitFor(t, "the count of decisions", func() bool { _, total := r.Progress(); return total > 0 })
	if _, finished, _ := r.Poll(); finished {
		t.Fatal("a review of hours finished at once")
	}
	r.Cancel()
	if _, finished, err := r.Poll(); !finished || !errors.Is(err, context.Canceled) {
		t.Fatalf("after Cancel: finished %v, error %v", finished, err)
	}
	r.Cancel()
}

// TestHintForTheHumanDeciding: a hint is worked out off the loop for the
// human deciding (at a pass-and-play table, whoever decides now), is a
// legal action of theirs with a reason, and is dropped once the game
// moves on; none is started for a computer's decision, and a cancelled
// one is gone.
func TestHintForTheHumanDeciding(t *testing.T) {
	g := newGame(t, 9)
	s, err := New(g, []Seat{{Name: "Mars"}, {Name: "Enlil"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	opt := ai.Options{Iterations: 24}
	for seat := int8(0); seat < 2; seat++ {
		if p, ok := s.HumanDeciding(); !ok || p != seat {
			t.Fatalf("seat %d should decide, not %d", seat, p)
		}
		if !s.StartHint(opt) || !s.HintThinking() {
			t.Fatal("no hint was started for the human deciding")
		}
		var h Hint
		waitFor(t, "the hint", func() bool { var ok bool; h, ok = s.PollHint(); return ok })
		if h.Err != nil || h.Player != seat || h.Reason == "" || g.Clone().Apply(h.Action) != nil || h.Action.Player != seat {
			t.Fatalf("the hint %+v is not a legal move of seat %d with a reason", h, seat)
		}
		if again, ok := s.PollHint(); !ok || again != h || s.HintThinking() {
			t.Fatal("the hint was not kept for the position")
		}
		if err := s.Apply(h.Action); err != nil {
			t.Fatal(err)
		}
		if _, ok := s.PollHint(); ok {
			t.Fatal("the hint outlived its position")
		}
	}
	s.StartHint(ai.Options{Iterations: 1 << 30})
	s.CancelHint()
	if _, ok := s.PollHint(); ok || s.HintThinking() {
		t.Fatal("a cancelled hint is still there")
	}

	c, err := New(newGame(t, 9), []Seat{{Name: "Mars", Bot: slowBot{started: make(chan struct{})}}, {Name: "Enlil"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.StartHint(opt) || c.HintThinking() {
		t.Error("a hint was started for a computer's decision")
	}
}

// A replay opened by the engine is a game a review reads.
var _ ai.Game = (*rules.Replayer)(nil)
