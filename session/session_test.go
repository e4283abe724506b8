package session

import (
	"context"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// randomBot picks a uniformly random legal action, honestly from its view.
type randomBot struct{}

func (randomBot) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	if view.Viewer != view.Pending.Player {
		return rules.Action{}, errors.New("asked to decide from another player's view")
	}
	legal := view.Legal(nil)
	return legal[rand.New(rand.NewPCG(seed, 1)).IntN(len(legal))], nil
}

// slowBot waits until cancelled.
type slowBot struct{ started chan struct{} }

func (b slowBot) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	close(b.started)
	<-ctx.Done()
	return rules.Action{}, ctx.Err()
}

func newGame(t *testing.T, seed uint64) *rules.State {
	t.Helper()
	set := cardsettest.Base(t)
	var seats []rules.Seat
	for _, name := range []string{"mars", "enlil"} {
		d := cardsettest.Deck(t, set, name)
		seats = append(seats, rules.Seat{Deity: d.Deity, Deck: d.Cards()})
	}
	s, err := rules.NewGame(set, rules.Config{Seed: seed, Seats: seats, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestComputersPlayOffTheLoop: two computer seats finish a match through
// Poll; the autosave holds the final position.
func TestComputersPlayOffTheLoop(t *testing.T) {
	g := newGame(t, 3)
	path := filepath.Join(t.TempDir(), "autosave.json")
	s, err := New(g, []Seat{{Name: "Mars", Bot: randomBot{}}, {Name: "Enlil", Bot: randomBot{}}}, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	// Poll never waits for a decision (TestComputerDecisionIsCancelled
	// shows it returning while a computer thinks forever); here it simply
	// drives a whole match.
	deadline := time.Now().Add(60 * time.Second)
	applied := 0
	for !g.Over() {
		if s.Poll() {
			applied++
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatal("the match did not finish")
		}
	}
	if applied == 0 {
		t.Fatal("no computer action was applied")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("a second Close: %v", err)
	}
	back, err := rules.LoadFile(path, g.Set)
	if err != nil {
		t.Fatal(err)
	}
	if back.StateHash() != g.StateHash() {
		t.Fatal("the autosave is not the final position")
	}
}

func TestHumanActionsAndErrors(t *testing.T) {
	g := newGame(t, 5)
	s, err := New(g, []Seat{{Name: "You"}, {Name: "Enlil", Bot: randomBot{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	p, ok := s.HumanDeciding()
	if !ok || p != 0 {
		t.Fatalf("the human should decide the mulligan first, got %d %v", p, ok)
	}
	h := g.StateHash()
	err = s.Apply(rules.Action{Kind: rules.ActPass, Player: 1})
	if !errors.Is(err, rules.WrongPlayer) || g.StateHash() != h {
		t.Fatalf("an action for the computer's seat was not refused cleanly: %v", err)
	}
	if err := s.Apply(rules.Action{Kind: rules.ActPass, Player: 0}); err != nil {
		t.Fatal(err)
	}
	if s.Viewer(0) != 0 {
		t.Fatal("the table should be seen through the human's eyes")
	}
}

func TestComputerDecisionIsCancelled(t *testing.T) {
	g := newGame(t, 7)
	bot := slowBot{started: make(chan struct{})}
	s, err := New(g, []Seat{{Name: "Mars", Bot: bot}, {Name: "You"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	s.Poll() // must return although the computer never answers
	if !s.Thinking() {
		t.Fatal("the computer should be thinking")
	}
	<-bot.started
	if s.Poll() {
		t.Fatal("nothing can have been applied while the computer thinks")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s.Thinking() {
		t.Fatal("Close did not stop the computer")
	}
}

// seizeBot Seizes when it can (a move on the table), else passes when it
// may, else takes the first legal action.
type seizeBot struct{}

func (seizeBot) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	legal := view.Legal(nil)
	for _, a := range legal {
		if a.Kind == rules.ActSeize {
			return a, nil
		}
	}
	for _, a := range legal {
		if a.Kind == rules.ActPass {
			return a, nil
		}
	}
	return legal[0], nil
}

// TestOnlyMovesArePaced: with a pace of an hour, a computer's passes are
// still applied as soon as they are decided, while its first real move
// waits for the pace.
func TestOnlyMovesArePaced(t *testing.T) {
	g := newGame(t, 11)
	s, err := New(g, []Seat{{Name: "Mars", Bot: seizeBot{}}, {Name: "Enlil", Bot: seizeBot{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.MinThink = time.Hour
	passes := 0
	for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(time.Millisecond) {
		if s.Poll() {
			passes++
		}
	}
	if passes == 0 {
		t.Fatal("no pass was applied")
	}
	if g.Pending.Kind != rules.DecSeize || !s.Thinking() {
		t.Fatalf("the game should wait, paced, at the first Seize; it waits for a %s decision", g.Pending.Kind)
	}
}

// TestMaxThinkAnswers: a computer that would think for an hour answers
// when MaxThink runs out, with the best move it has, and the game goes on.
func TestMaxThinkAnswers(t *testing.T) {
	g := newGame(t, 13)
	s, err := New(g, []Seat{{Name: "Mars", Bot: deadlineBot{}}, {Name: "Enlil", Bot: deadlineBot{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.MaxThink = 20 * time.Millisecond
	applied := 0
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end) && applied < 3; time.Sleep(time.Millisecond) {
		if s.Poll() {
			applied++
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
	}
	if applied < 3 {
		t.Fatalf("%d actions applied; the deadline did not end the thinking", applied)
	}
}

// deadlineBot thinks until its context's deadline, then answers (as the
// computer players do with a deadline); without one it would never answer.
type deadlineBot struct{}

func (deadlineBot) Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error) {
	d, ok := ctx.Deadline()
	if !ok {
		<-ctx.Done()
		return rules.Action{}, ctx.Err()
	}
	time.Sleep(time.Until(d) - time.Millisecond)
	return view.Legal(nil)[0], nil
}

// quickPasser answers every decision where it may pass at once (Quick)
// and leaves the rest to Decide.
type quickPasser struct{ seizeBot }

func (quickPasser) Quick(view *rules.State) (rules.Action, bool) {
	for _, a := range view.Legal(nil) {
		if a.Kind == rules.ActPass {
			return a, true
		}
	}
	return rules.Action{}, false
}

// TestQuickAnswersInOnePoll: the computers' quick answers are applied on
// the spot, several in one Poll, up to a decision that needs thought.
func TestQuickAnswersInOnePoll(t *testing.T) {
	g := newGame(t, 11)
	s, err := New(g, []Seat{{Name: "Mars", Bot: quickPasser{}}, {Name: "Enlil", Bot: quickPasser{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !s.Poll() {
		t.Fatal("the first Poll applied nothing")
	}
	if s.moves < 2 {
		t.Fatalf("one Poll applied %d actions, want several", s.moves)
	}
	if s.moves > maxQuick {
		t.Fatalf("one Poll applied %d actions, more than %d", s.moves, maxQuick)
	}
}

// whyBot is seizeBot that says why.
type whyBot struct{ seizeBot }

func (b whyBot) DecideWhy(ctx context.Context, view *rules.State, seed uint64) (rules.Action, string, error) {
	a, err := b.Decide(ctx, view, seed)
	return a, "because " + a.Kind.String(), err
}

// TestReasonsFollowMoves: a computer's reasons are kept for the moves that
// logged events, and ReasonAt finds a move's reason from any of its events.
func TestReasonsFollowMoves(t *testing.T) {
	g := newGame(t, 11)
	s, err := New(g, []Seat{{Name: "Mars", Bot: whyBot{}}, {Name: "Enlil", Bot: whyBot{}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end) && len(s.Reasons()) < 3; time.Sleep(time.Millisecond) {
		s.Poll()
	}
	rs := s.Reasons()
	if len(rs) < 3 {
		t.Fatalf("%d reasons kept", len(rs))
	}
	for _, r := range rs {
		if r.End <= r.Log || r.Text == "" {
			t.Fatalf("reason %+v", r)
		}
		for i := r.Log; i < r.End; i++ {
			if got, ok := s.ReasonAt(i); !ok || got != r {
				t.Fatalf("event %d: ReasonAt = %+v %v, want %+v", i, got, ok, r)
			}
		}
	}
	if _, ok := s.ReasonAt(rs[0].Log - 1); ok && rs[0].Log > 0 {
		t.Error("an event before the first move has a reason")
	}
}

// panicBot fails outright.
type panicBot struct{}

func (panicBot) Decide(context.Context, *rules.State, uint64) (rules.Action, error) {
	panic("the computer player broke")
}

// TestComputerPanicIsAnError: a computer player that panics on its own
// goroutine is reported through Err, and the game goes on existing.
func TestComputerPanicIsAnError(t *testing.T) {
	s, err := New(newGame(t, 7), []Seat{{Name: "Mars", Bot: panicBot{}}, {Name: "You"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i := 0; i < 500 && s.Err() == nil; i++ {
		s.Poll()
		time.Sleep(time.Millisecond)
	}
	if err := s.Err(); err == nil || !strings.Contains(err.Error(), "the computer player broke") {
		t.Fatalf("Err() = %v", err)
	}
}
