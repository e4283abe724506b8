package session

import (
	"context"
	"fmt"
	"sync"

	"twilight/rules"
	"twilight/rules/ai"
)

// Review is a review of one player's decisions by the strongest computer
// level (ai.Review) running on its own goroutines: the game loop starts it,
// reads its progress and polls for the marks without ever waiting, and may
// cancel it.
type Review struct {
	cancel context.CancelFunc
	done   chan struct{}

	mu          sync.Mutex
	count, of   int
	marks       []ai.Mark
	err         error
	hasFinished bool
}

// StartReview starts reviewing player opt.Player's decisions in g and
// returns at once. g is read while the review runs, so it must not change
// meanwhile (a rules.Replayer only copies its positions: a replay screen
// may go on using it). opt.Progress, if set, is called on the review's
// goroutine; Progress reports the same numbers to the game loop.
func StartReview(g ai.Game, opt ai.ReviewOptions) *Review {
	ctx, cancel := context.WithCancel(context.Background())
	r := &Review{cancel: cancel, done: make(chan struct{})}
	told := opt.Progress
	opt.Progress = func(done, total int) {
		r.mu.Lock()
		r.count, r.of = done, total
		r.mu.Unlock()
		if told != nil {
			told(done, total)
		}
	}
	go func() {
		defer close(r.done)
		var marks []ai.Mark
		var err error
		func() {
			// A review that fails outright is reported, rather than
			// taking the game down.
			defer func() {
				if e := recover(); e != nil {
					err = fmt.Errorf("session: the review stopped on an error: %v", e)
				}
			}()
			marks, err = ai.Review(ctx, g, opt)
		}()
		r.mu.Lock()
		r.marks, r.err, r.hasFinished = marks, err, true
		r.mu.Unlock()
	}()
	return r
}

// Progress is how many of the decisions worth a search the review has
// looked at, of how many (0 of 0 until it has counted them).
func (r *Review) Progress() (done, total int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.count, r.of
}

// Poll reports, without waiting, whether the review has finished, and
// then its marks in the game's order and its error (context.Canceled
// after Cancel, with the marks found until then).
func (r *Review) Poll() (marks []ai.Mark, finished bool, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.marks, r.hasFinished, r.err
}

// Cancel stops the review and waits for its goroutines to notice (a
// moment: each search checks for it between playouts). It may be called
// more than once, and after the review has finished.
func (r *Review) Cancel() {
	r.cancel()
	<-r.done
}

// Hint is the strongest computer level's suggestion for a human's
// decision: what it would do and why, not played.
type Hint struct {
	Player int8
	Action rules.Action
	Reason string
	Err    error // why there is no suggestion (the search failed)
}

// hintJob is a hint being worked out for one position.
type hintJob struct {
	player int8
	hash   uint64
	cancel context.CancelFunc
	done   chan Hint
	got    *Hint
}

// StartHint starts working out, on its own goroutine, what the strongest
// computer level would do in the decision of the human deciding now: from
// that player's View alone (at a pass-and-play table, the seat whose
// decision it is), with opt (its Deck, if empty, the list the player was
// dealt). It returns false, and starts nothing, when no human at this
// screen is deciding. A hint already under way is dropped; the hint is
// bounded by MaxThink like a computer's move, and dropped as soon as the
// game moves on.
func (s *Session) StartHint(opt ai.Options) bool {
	s.CancelHint()
	p, ok := s.HumanDeciding()
	if !ok {
		return false
	}
	ctx, cancel := context.WithCancel(context.Background())
	if s.MaxThink > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), s.MaxThink)
	}
	view := s.state.View(p)
	view.NoLog = true
	h := &hintJob{player: p, hash: s.state.StateHash(), cancel: cancel, done: make(chan Hint, 1)}
	seed := h.hash ^ s.moves*0xbf58476d1ce4e5b9
	go func() {
		defer func() {
			if e := recover(); e != nil {
				h.done <- Hint{Player: p, Err: fmt.Errorf("the hint stopped on an error: %v", e)}
			}
		}()
		a, why, err := ai.Hint(ctx, view, opt, seed)
		h.done <- Hint{Player: p, Action: a, Reason: why, Err: err}
	}()
	s.hint = h
	return true
}

// PollHint returns, without waiting, the hint for the position as it
// stands once it has arrived (and on every later call until the game moves
// on); false while it is being worked out or when there is none.
func (s *Session) PollHint() (Hint, bool) {
	h := s.hint
	if h == nil {
		return Hint{}, false
	}
	if s.state.StateHash() != h.hash || s.Deciding() != h.player {
		s.CancelHint()
		return Hint{}, false
	}
	if h.got == nil {
		select {
		case got := <-h.done:
			h.cancel()
			h.got = &got
		default:
			return Hint{}, false
		}
	}
	return *h.got, true
}

// HintThinking reports whether a hint is being worked out.
func (s *Session) HintThinking() bool { return s.hint != nil && s.hint.got == nil }

// CancelHint stops and drops the hint, if any.
func (s *Session) CancelHint() {
	if s.hint != nil {
		s.hint.cancel()
		s.hint = nil
	}
}
