// Package session runs one match for the client: the authoritative game
// state, who sits in each seat (a human at this screen or a computer
// player), computer players deciding on their own goroutine so the game
// loop never waits, autosave after every action, and the typed event feed
// the table animates. It knows nothing of windows or drawing, so a whole
// match can be driven from a test.
package session

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"

	"twilight/rules"
)

// Bot is a computer player: given its View with a decision pending for it,
// it returns a legal action. It must honour ctx cancellation.
type Bot interface {
	Decide(ctx context.Context, view *rules.State, seed uint64) (rules.Action, error)
}

// QuickBot is a Bot that can answer some decisions at once, without
// thinking (one sensible action, or a window where it would only pass).
// Poll applies such answers on the spot, several in one call, so a
// computer passing through the windows of a turn costs no frames.
type QuickBot interface {
	Bot
	Quick(view *rules.State) (rules.Action, bool)
}

// maxQuick bounds the quick answers Poll applies in one call.
const maxQuick = 24

// Seat is one player at the table.
type Seat struct {
	Name string // shown on the table and the privacy curtain
	Bot  Bot    // nil for a human at this screen
}

// Human reports whether a person plays this seat.
func (s Seat) Human() bool { return s.Bot == nil }

// Session is one match in progress. Its methods are meant to be called
// from one goroutine (the game loop); computer players think on their own.
type Session struct {
	state *rules.State
	seats []Seat

	// stream is the computers' play being worked out ahead, while a
	// computer decides (see stream.go).
	stream *stream
	// unpondered is the state hash of the human's decision at which
	// ponder found no pass to think ahead along (0: none), so that it
	// does not list the legal actions again at every poll.
	unpondered uint64
	aheadTaken int          // answers played that were worked out ahead of their turn (for tests)
	waiting    waitKind     // what the last Poll waited for (for benchmarks)
	pacedMoves int          // paced moves played (for benchmarks)
	prev       rules.Action // the last action applied (see waits)
	// shown is when the last move a player saw appeared (a computer's
	// paced move or a human's action other than a pass), and lastShown
	// that move: the next paced move waits MinThink after it (see pace).
	shown     time.Time
	lastShown rules.Action
	hint      *hintJob // a hint for the human deciding, under way or arrived

	// MinThink is the least time a computer move takes to appear, so that
	// its moves play at a readable pace (0 for tests and simulations).
	// Only moves a player watches are paced (see paced): passing and the
	// steps inside a compound choice appear as soon as they are decided,
	// or a turn of a few moves would take half a minute of windows.
	MinThink time.Duration
	// MaxThink bounds a computer's search (DefaultMaxThink unless
	// changed; 0 for none): past it, the player answers with the best
	// move found so far. A slow or busy machine then plays a little worse
	// instead of keeping the table waiting.
	MaxThink time.Duration

	saver    *Saver
	savePath string
	closeErr error
	err      error
	moves    uint64 // actions applied, mixed into computer players' seeds
	reasons  []Reason
	record   *rules.Record // the match's actions for its replay, when it keeps one
}

// ReasonBot is a Bot that also says, in one line, why it chose its action
// (rules/ai's searching levels do).
type ReasonBot interface {
	Bot
	DecideWhy(ctx context.Context, view *rules.State, seed uint64) (rules.Action, string, error)
}

// Reason is why a computer player made one of its moves: the events the
// move logged are State().Log[Log:End].
type Reason struct {
	Log, End int
	Player   int8
	Text     string
}

// Reasons lists the reasons of the computers' moves that logged events,
// oldest first. Callers must not change it.
func (s *Session) Reasons() []Reason { return s.reasons }

// ReasonAt returns the reason of the computer's move that logged event i,
// if there is one.
func (s *Session) ReasonAt(i int) (Reason, bool) {
	k := sort.Search(len(s.reasons), func(k int) bool { return s.reasons[k].End > i })
	if k < len(s.reasons) && s.reasons[k].Log <= i {
		return s.reasons[k], true
	}
	return Reason{}, false
}

type result struct {
	a   rules.Action
	why string
	err error
}

// New starts a session over a game state (new or loaded). savePath, when
// not empty, receives an atomic autosave after every action.
func New(state *rules.State, seats []Seat, savePath string) (*Session, error) {
	if len(seats) != state.NumPlayers() {
		return nil, fmt.Errorf("session: %d seats for %d players", len(seats), state.NumPlayers())
	}
	s := &Session{state: state, seats: seats, MaxThink: DefaultMaxThink, savePath: savePath}
	if savePath != "" {
		s.saver = NewSaver()
		s.saveState(state, savePath)
	}
	return s, nil
}

// DefaultMaxThink is a new session's MaxThink: well above what the
// strongest level needs on a two-core machine (under a second at the 95th
// percentile), so it only ever cuts a search that something slowed down.
const DefaultMaxThink = 3 * time.Second

// State is the authoritative game. Callers must not change it; draw from
// View instead.
func (s *Session) State() *rules.State { return s.state }

// Seats lists the players.
func (s *Session) Seats() []Seat { return s.seats }

// Deciding is the player whose decision is pending, or -1 when the game is over.
func (s *Session) Deciding() int8 {
	if s.state.Over() {
		return -1
	}
	return s.state.Pending.Player
}

// HumanDeciding reports whether a human at this screen must decide now.
func (s *Session) HumanDeciding() (int8, bool) {
	p := s.Deciding()
	if p < 0 {
		return -1, false
	}
	return p, s.seats[p].Human()
}

// Viewer is the seat whose eyes the table should use: the deciding human,
// else the human who decided last, else seat 0.
func (s *Session) Viewer(last int8) int8 {
	if p, ok := s.HumanDeciding(); ok {
		return p
	}
	if last >= 0 && int(last) < len(s.seats) && s.seats[last].Human() {
		return last
	}
	for i, seat := range s.seats {
		if seat.Human() {
			return int8(i)
		}
	}
	return 0
}

// View returns what player p may see.
func (s *Session) View(p int8) *rules.State { return s.state.View(p) }

// Apply performs a human's action. An illegal action returns the engine's
// typed error and changes nothing.
func (s *Session) Apply(a rules.Action) error {
	if p, ok := s.HumanDeciding(); !ok || p != a.Player {
		return &rules.Error{Kind: rules.WrongPlayer, Action: a, Reason: "it is not your decision"}
	}
	if err := s.apply(a); err != nil {
		return err
	}
	if a.Kind != rules.ActPass {
		// The computers' next move waits the pace after this one; a pass
		// (often the client's, for the player) shows nothing to wait for.
		s.shown, s.lastShown = time.Now(), a
	}
	s.afterAction()
	return nil
}

// ApplyAuto performs a pass the client makes for a human who has nothing
// to do (present.Decide), as Apply does, except that a take-back does not
// stop at it: it goes back with the human's last action before it, as the
// computers' answers do (rules.Record.ApplyAuto).
func (s *Session) ApplyAuto(a rules.Action) error {
	if p, ok := s.HumanDeciding(); !ok || p != a.Player {
		return &rules.Error{Kind: rules.WrongPlayer, Action: a, Reason: "it is not your decision"}
	}
	if err := s.applyAs(a, true); err != nil {
		return err
	}
	s.afterAction()
	return nil
}

// apply performs an action, through the record when the session keeps one.
func (s *Session) apply(a rules.Action) error { return s.applyAs(a, false) }

// applyAs is apply; auto records a as a step of its player's last action
// (rules.Record.ApplyAuto).
func (s *Session) applyAs(a rules.Action, auto bool) error {
	var err error
	switch {
	case s.record != nil && auto:
		err = s.record.ApplyAuto(s.state, a)
	case s.record != nil:
		err = s.record.Apply(s.state, a)
	default:
		err = s.state.Apply(a)
	}
	if err == nil {
		s.prev = a
	}
	return err
}

// Keep records every action from now on in r, which must have been started
// with this session's game (rules.NewRecordedGame) and have seen every
// action since: the match can then be replayed and actions taken back.
func (s *Session) Keep(r *rules.Record) { s.record = r }

// Recorded reports whether the session keeps a record of its actions
// (Keep): only then can the match be replayed and actions taken back.
func (s *Session) Recorded() bool { return s.record != nil }

// Actions is the number of actions the record holds (0 without one).
func (s *Session) Actions() int {
	if s.record == nil {
		return 0
	}
	return s.record.Len()
}

// Replay is the match so far as a replay file's content, or an error when
// the session keeps no record.
func (s *Session) Replay() (*rules.Replay, error) {
	if s.record == nil {
		return nil, errors.New("session: this match keeps no record (it was not started in this session)")
	}
	return s.record.Replay(s.state)
}

// TakeBack takes back human player p's last action, when the engine allows
// it (rules.Record.TakeBack says why not): a computer's decision under way
// is dropped, and the game returns to where it stood before the action.
// The computers' answers since go back with it (they revealed nothing, or
// the engine refuses), and so do the passes the client made for p since
// (ApplyAuto); another human's action since refuses it. Asking another
// human at the table for leave is the caller's. answers are the other
// players' actions taken back with it, oldest first (p's own passes are
// not among them).
func (s *Session) TakeBack(p int8) (answers []rules.Action, err error) {
	if s.record == nil {
		return nil, &rules.Error{Kind: rules.CannotTakeBack, Reason: "this match keeps no record of its actions"}
	}
	if !s.seats[p].Human() {
		return nil, &rules.Error{Kind: rules.CannotTakeBack, Reason: "only a player at this screen takes actions back"}
	}
	since := s.record.Since(p)
	back, err := s.record.TakeBack(s.state, p, func(q int8) bool { return !s.seats[q].Human() })
	if err != nil {
		return nil, err
	}
	for _, a := range since {
		if a.Player != p {
			answers = append(answers, a)
		}
	}
	s.stop()
	s.state = back
	s.prev = rules.Action{}
	s.shown, s.lastShown = time.Now(), rules.Action{}
	for len(s.reasons) > 0 && s.reasons[len(s.reasons)-1].End > len(back.Log) {
		s.reasons = s.reasons[:len(s.reasons)-1]
	}
	s.afterAction()
	return answers, nil
}

// Thinking reports whether a computer player is deciding (not whether the
// computers think ahead while a human decides: see ponder).
func (s *Session) Thinking() bool {
	return s.stream != nil && !s.state.Over() && !s.seats[s.state.Pending.Player].Human()
}

// Err is the last error from a computer player or the autosave, if any.
func (s *Session) Err() error {
	if s.err != nil {
		return s.err
	}
	if s.saver != nil {
		return s.saver.Err()
	}
	return nil
}

// PollsPerTick bounds how often PollTick polls in one tick.
const PollsPerTick = 4

// PollTick is a client's Poll for one tick: after each poll that applied
// something it calls after (the client's refresh, which may pass for a
// human with nothing to do) and polls again, up to PollsPerTick times, so
// the computers' answers worked out ahead along that pass are played in
// the same tick, not the next (a 4-player round had 36 such passes). It
// reports whether anything was applied.
func (s *Session) PollTick(after func()) bool {
	applied := false
	for range PollsPerTick {
		if !s.Poll() {
			break
		}
		applied = true
		after()
	}
	return applied
}

// Poll advances computer players: it starts their thinking on its own
// goroutine when a decision is due and applies the answers that have
// arrived, each paced move once the readable pace allows it (see stream).
// It never blocks. It reports whether an action was applied.
func (s *Session) Poll() bool {
	if s.state.Over() {
		s.stop()
		return false
	}
	if s.seats[s.state.Pending.Player].Human() {
		s.ponder()
		return false
	}
	if s.stream == nil {
		s.waiting = waitNone
		applied := s.quick(maxQuick)
		s.next()
		return applied
	}
	return s.drain()
}

// play applies computer p's answer r, with its reason; false (and Err
// set) when p could not decide or chose an illegal action.
func (s *Session) play(p int8, r result) bool {
	if r.err != nil {
		s.err = fmt.Errorf("%s could not decide: %w", s.seats[p].Name, r.err)
		return false
	}
	at := len(s.state.Log)
	if err := s.apply(r.a); err != nil {
		s.err = fmt.Errorf("%s chose an illegal action: %w", s.seats[p].Name, err)
		return false
	}
	if r.why != "" && len(s.state.Log) > at {
		s.reasons = append(s.reasons, Reason{Log: at, End: len(s.state.Log), Player: p, Text: r.why})
	}
	s.afterAction()
	return true
}

// next starts the decision of the computer whose turn it is to decide, if
// any, now rather than on the next Poll, so that its answer is ready by
// then.
func (s *Session) next() {
	if q := s.Deciding(); q >= 0 && !s.seats[q].Human() && s.stream == nil {
		s.stream = s.think()
	}
}

// quick applies the computers' quick answers (see QuickBot) that need no
// pacing, one after another, until a decision needs thought, a move or a
// human, at most limit of them; it reports whether any was applied.
func (s *Session) quick(limit int) bool {
	applied := false
	for n := 0; n < limit && !s.state.Over(); n++ {
		a, ok := s.quickAnswer(s.state)
		if !ok {
			break
		}
		p := s.state.Pending.Player
		if err := s.apply(a); err != nil {
			s.err = fmt.Errorf("%s chose an illegal action: %w", s.seats[p].Name, err)
			break
		}
		s.afterAction()
		applied = true
	}
	return applied
}

// quickAnswer is the quick answer (see QuickBot) of the computer deciding
// in g, when it has one that needs no pacing.
func (s *Session) quickAnswer(g *rules.State) (rules.Action, bool) {
	p := g.Pending.Player
	qb, ok := s.seats[p].Bot.(QuickBot)
	if !ok {
		return rules.Action{}, false
	}
	view := g.View(p)
	view.NoLog = true
	a, ok := qb.Quick(view)
	return a, ok && !paced(a)
}

// paced reports whether a computer's action is a move that waits for
// MinThink: one that starts something on the table (a Summon, an attack, a
// block, a target, an offer sent, a Forced Trade or a Seize, an Aspect
// placed...). Passing, the cards chosen one by one to pay for or finish a
// move (a Seize's set-aside cards, a Sacrifice's Aspects, Power generated
// for the move it pays for, which waits the pace in its place), the steps
// of building an offer before it is sent (whom it goes to, which shows
// nothing, and what it gives and asks), the order of triggers and
// answering yes are not.
func paced(a rules.Action) bool {
	switch a.Kind {
	case rules.ActPass, rules.ActChoose, rules.ActOrder, rules.ActGive, rules.ActAsk, rules.ActUnask, rules.ActYes,
		rules.ActTradeWith, rules.ActGenerate:
		return false
	}
	return true
}

// waits reports whether the computer's action a waits for MinThink: a
// paced move, unless it is the target of the move its player has just
// made (a Summon, an ability or a Deity power aimed as it is used), which
// appears with that move, as a player names the target when playing the
// card.
func (s *Session) waits(a rules.Action) bool {
	if !paced(a) {
		return false
	}
	switch a.Kind {
	case rules.ActTarget, rules.ActTargetPlayer, rules.ActTargetItem:
		switch s.prev.Kind {
		case rules.ActSummon, rules.ActActivate, rules.ActDeity:
			return s.prev.Player != a.Player
		}
	}
	return true
}

// pace is how long after the last move shown the computer's action a
// appears: 0 when it does not wait (waits); a third of MinThink when it
// repeats the last move shown, by the same player, with cards already on
// the table (a second attacker or blocker, one more Sacrifice), which a
// player reads as one move whose cards move one after another (a turn of
// five Sacrifices took 2.3 s of pace); else MinThink. A card played or
// used (Summon, an ability) always waits the whole pace, to be read.
func (s *Session) pace(a rules.Action) time.Duration {
	if !s.waits(a) {
		return 0
	}
	switch a.Kind {
	case rules.ActAttack, rules.ActBlock, rules.ActSacrifice:
		if s.lastShown.Kind == a.Kind && s.lastShown.Player == a.Player {
			return s.MinThink / 3
		}
	}
	return s.MinThink
}

// stop cancels the computers' thinking under way.
func (s *Session) stop() {
	if s.stream != nil {
		s.stream.cancel()
		s.stream = nil
	}
}

func (s *Session) afterAction() {
	s.CancelHint()
	s.moves++
	if s.saver != nil {
		s.saveState(s.state, s.savePath)
	}
}

// Close stops any computer decision and finishes the last autosave. It
// may be called more than once.
func (s *Session) Close() error {
	s.stop()
	s.CancelHint()
	if s.saver != nil {
		err := s.saver.Close()
		s.saver = nil
		s.closeErr = err
	}
	return s.closeErr
}

// RunToEnd plays computer seats until a human must decide or the game is
// over, waiting for each decision (for tests and tools, not the game loop).
func (s *Session) RunToEnd(limit int) error {
	for i := 0; i < limit; i++ {
		if s.state.Over() {
			return nil
		}
		if _, ok := s.HumanDeciding(); ok {
			return nil
		}
		p := s.state.Pending.Player
		view := s.state.View(p)
		view.NoLog = true
		a, err := s.seats[p].Bot.Decide(context.Background(), view, s.state.StateHash())
		if err != nil {
			return err
		}
		if err := s.apply(a); err != nil {
			return err
		}
		s.afterAction()
	}
	return errors.New("session: the action limit was reached")
}

// Saver writes autosaves on its own goroutine, newest first, so that the
// game loop never waits for the disk: Save hands it a write (of a copy
// taken on the caller's goroutine), and a write still waiting is replaced
// by a newer one. A crash loses at most the write under way.
type Saver struct {
	mu   sync.Mutex
	next func() error
	err  error
	wake chan struct{}
	done chan struct{}
}

// NewSaver starts a Saver.
func NewSaver() *Saver {
	sv := &Saver{wake: make(chan struct{}, 1), done: make(chan struct{})}
	go sv.loop()
	return sv
}

// saveState autosaves a copy of g to path.
func (s *Session) saveState(g *rules.State, path string) {
	c := g.Clone()
	s.saver.Save(func() error { return c.SaveFile(path) })
}

// Save queues write, in place of any write still waiting.
func (sv *Saver) Save(write func() error) {
	sv.mu.Lock()
	sv.next = write
	sv.mu.Unlock()
	select {
	case sv.wake <- struct{}{}:
	default:
	}
}

func (sv *Saver) loop() {
	defer close(sv.done)
	for range sv.wake {
		sv.mu.Lock()
		w := sv.next
		sv.next = nil
		sv.mu.Unlock()
		if w == nil {
			continue
		}
		err := w()
		sv.mu.Lock()
		sv.err = err
		sv.mu.Unlock()
	}
}

// Err is the last write's error (nil after a good one).
func (sv *Saver) Err() error {
	sv.mu.Lock()
	defer sv.mu.Unlock()
	return sv.err
}

// Close makes whatever write is waiting and stops the saver; it returns
// the last write's error.
func (sv *Saver) Close() error {
	close(sv.wake)
	<-sv.done
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if sv.next != nil {
		sv.err = sv.next()
		sv.next = nil
	}
	return sv.err
}

// Concede gives the match up for human player p (and p's teammates: a
// side concedes together, rules.State.Concede): a computer decision under
// way is dropped, and the game goes on without them or ends. The record
// of actions, when kept, stops before the concession (a replay ends
// there); the autosave holds it.
func (s *Session) Concede(p int8) error {
	if int(p) >= len(s.seats) || p < 0 || !s.seats[p].Human() {
		return &rules.Error{Kind: rules.WrongPlayer, Reason: "only a player at this screen concedes"}
	}
	s.stop()
	if err := s.state.Concede(p); err != nil {
		return err
	}
	s.record = nil // its actions no longer lead to this game
	s.afterAction()
	return nil
}
