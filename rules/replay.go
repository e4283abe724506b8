package rules

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
)

// ReplayFormat and ReplayVersion identify a replay file
// (docs/replay-format.md).
const (
	ReplayFormat  = "twilight-replay"
	ReplayVersion = 1
)

// MaxReplaySize is the largest replay file ReadReplay reads, and
// MaxReplayActions the most actions one may hold.
const (
	MaxReplaySize    = 32 << 20
	MaxReplayActions = 200_000
)

// checkEvery is how many actions apart a replay records the game's hash,
// so that a replay that goes astray is caught near where it does.
const checkEvery = 64

// Record is a match being recorded for its replay: how it was dealt and
// every action applied since. A Record and the State it started keep in
// step when every action goes through Record.Apply.
type Record struct {
	set     *CardSet
	cfg     Config
	actions []Action
	// marks holds, for each player, the game before their last action
	// while it may still be taken back.
	marks []takeBackMark
}

// takeBackMark is the game before a player's last action, and where that
// action stands in the record.
type takeBackMark struct {
	before *State
	at     int
}

// NewRecordedGame deals a new game as NewGame does and starts its record.
func NewRecordedGame(set *CardSet, cfg Config) (*State, *Record, error) {
	s, err := NewGame(set, cfg)
	if err != nil {
		return nil, nil, err
	}
	cfg.Seats = slices.Clone(cfg.Seats)
	for i := range cfg.Seats {
		cfg.Seats[i].Deck = slices.Clone(cfg.Seats[i].Deck)
	}
	cfg.Teams = slices.Clone(cfg.Teams)
	return s, &Record{set: set, cfg: cfg}, nil
}

// Apply applies a to s (the state the record started) and records it when
// it is legal.
func (r *Record) Apply(s *State, a Action) error {
	before := s.Clone()
	if err := s.Apply(a); err != nil {
		return err
	}
	r.actions = append(r.actions, a.Normal())
	for len(r.marks) < len(s.Players) {
		r.marks = append(r.marks, takeBackMark{})
	}
	if int(a.Player) < len(r.marks) {
		r.marks[a.Player] = takeBackMark{before: before, at: len(r.actions) - 1}
	}
	return nil
}

// ApplyAuto applies a to s as Apply does, as a step of its player's last
// action rather than an action of its own: a pass the client made for
// them where they had nothing to do. Their take-back mark stays where it
// was, so a take-back of their last action takes a back with it, as it
// does the other players' answers since.
func (r *Record) ApplyAuto(s *State, a Action) error {
	if err := s.Apply(a); err != nil {
		return err
	}
	r.actions = append(r.actions, a.Normal())
	return nil
}

// Since lists the actions recorded after player p's last action (none when
// p has no action that may be taken back): what a take-back of it takes
// back with it.
func (r *Record) Since(p int8) []Action {
	if int(p) >= len(r.marks) || r.marks[p].before == nil {
		return nil
	}
	return slices.Clone(r.actions[r.marks[p].at+1:])
}

// Len is the number of actions recorded.
func (r *Record) Len() int { return len(r.actions) }

// TakeBack takes back player p's last action in s, the game the record
// keeps: it returns the game as it was before that action and forgets the
// action, with every action taken since. Those must all be by players
// alsoUndone admits (nil admits none): at a table with computers, the
// computers' answers go back with the action they answered. It is
// refused (an *Error of kind CannotTakeBack saying why) when another
// player has acted since, when the action was already taken back, or when
// CanTakeBack says no for the stretch from before p's action to s (no card
// drawn or shown, no Life Stack counted, no random draw, by anyone); s is
// left as it is then.
func (r *Record) TakeBack(s *State, p int8, alsoUndone func(q int8) bool) (*State, error) {
	refuse := func(why string) error { return &Error{Kind: CannotTakeBack, Reason: why} }
	if len(r.actions) == 0 {
		return nil, refuse("nothing has been done yet")
	}
	if int(p) >= len(r.marks) || r.marks[p].before == nil {
		// Never acted, taken back already, or acted before the match was
		// left and continued (Replayer.Resume keeps no game from before it).
		if r.actions[len(r.actions)-1].Player != p {
			return nil, refuse("another player has acted since")
		}
		return nil, refuse("only your latest action can be taken back, once, and none from before the match was continued")
	}
	m := r.marks[p]
	for _, a := range r.actions[m.at+1:] {
		if a.Player != p && (alsoUndone == nil || !alsoUndone(a.Player)) {
			return nil, refuse("another player has acted since")
		}
	}
	if err := CanTakeBack(m.before, s, p); err != nil {
		return nil, err
	}
	r.actions = r.actions[:m.at]
	for q := range r.marks {
		if r.marks[q].at >= m.at {
			r.marks[q] = takeBackMark{}
		}
	}
	return m.before, nil
}

// Replay is the record as a replay file's content; s is the game as it
// stands now (the one the record started), whose result and hash the file
// keeps.
func (r *Record) Replay(s *State) (*Replay, error) {
	start, err := NewGame(r.set, r.cfg)
	if err != nil {
		return nil, err
	}
	f := &Replay{Format: ReplayFormat, Version: ReplayVersion, Seed: r.cfg.Seed, First: r.cfg.First,
		Teams: slices.Clone(r.cfg.Teams), Actions: slices.Clone(r.actions)}
	for _, seat := range r.cfg.Seats {
		f.Seats = append(f.Seats, ReplaySeat{Deity: seat.Deity, Deck: slices.Clone(seat.Deck)})
	}
	used := s.usedDefs()
	for _, id := range used {
		f.Cards = append(f.Cards, r.set.Cards[id])
	}
	for _, d := range s.usedDeities() {
		f.Deities = append(f.Deities, savedDeity{Index: d, Def: r.set.Deities[d]})
	}
	f.Set = defsChecksum(f.Cards, f.Deities)
	// Play the record again for its checkpoints: the file then vouches
	// for every stretch of it, not only for its end.
	for i, a := range r.actions {
		if err := start.Apply(a); err != nil {
			return nil, fmt.Errorf("the record does not play out at action %d: %w", i+1, err)
		}
		if (i+1)%checkEvery == 0 {
			f.Checks = append(f.Checks, fmt.Sprintf("%016x", start.StateHash()))
		}
	}
	f.End = ReplayEnd{Actions: len(r.actions), Turn: int(s.Turn), Winner: int(s.Winner), Hash: fmt.Sprintf("%016x", s.StateHash())}
	if f.End.Hash != fmt.Sprintf("%016x", start.StateHash()) {
		return nil, fmt.Errorf("the record does not end in the game it was kept beside")
	}
	return f, nil
}

// Replay is a replay file: the cards of a match, how it was dealt, and its
// actions, with checksums (docs/replay-format.md). Decks and Deities
// name cards by the numbers Cards and Deities give them, as the match
// did, so a replay needs no installed card set.
type Replay struct {
	Format  string       `json:"format"`
	Version int          `json:"version"`
	Cards   []CardDef    `json:"cards"`
	Deities []savedDeity `json:"deities"`
	Set     string       `json:"set"` // checksum of Cards and Deities
	Seed    uint64       `json:"seed"`
	First   int          `json:"first"` // -1: chosen at random, as it was in the match
	Teams   []int8       `json:"teams,omitempty"`
	Seats   []ReplaySeat `json:"seats"`
	Actions []Action     `json:"actions"`
	Checks  []string     `json:"checks"` // the game's hash after every 64th action
	End     ReplayEnd    `json:"end"`
}

// ReplaySeat is one seat of a replay: its Deity's number and its deck in
// the order the match was dealt from.
type ReplaySeat struct {
	Deity int     `json:"deity"`
	Deck  []DefID `json:"deck"`
}

// ReplayEnd is how a replay's match stood after its last action.
type ReplayEnd struct {
	Actions int    `json:"actions"`
	Turn    int    `json:"turn"`
	Winner  int    `json:"winner"` // seat from 0; -1 still playing; -2 a draw
	Hash    string `json:"hash"`
}

// Write writes the replay as JSON.
func (f *Replay) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(f)
}

// badReplay is the error ReadReplay and Open return.
func badReplay(format string, args ...any) error {
	return &Error{Kind: BadReplay, Reason: fmt.Sprintf(format, args...)}
}

// ReadReplay reads a replay file and checks its form: format and version,
// the definitions against their checksum and against what the engine can
// play, seats, and that the file holds every action it recorded. Whether
// the actions play out is Open's to find. Every problem is an *Error of
// kind BadReplay saying what is wrong.
func ReadReplay(r io.Reader) (*Replay, error) {
	var f Replay
	dec := json.NewDecoder(io.LimitReader(r, MaxReplaySize))
	if err := dec.Decode(&f); err != nil {
		return nil, badReplay("not a readable replay file: %v", err)
	}
	switch {
	case f.Format != ReplayFormat:
		return nil, badReplay("not a Twilight replay file")
	case f.Version != ReplayVersion:
		return nil, badReplay("replay format version %d; this build reads version %d", f.Version, ReplayVersion)
	case defsChecksum(f.Cards, f.Deities) != f.Set:
		return nil, badReplay("the card definitions do not match their checksum (the file was changed or damaged)")
	case len(f.Seats) < 2 || len(f.Seats) > MaxPlayers:
		return nil, badReplay("%d seats; a match has 2 to %d", len(f.Seats), MaxPlayers)
	case len(f.Actions) > MaxReplayActions:
		return nil, badReplay("%d actions; a replay holds at most %d", len(f.Actions), MaxReplayActions)
	case f.End.Actions != len(f.Actions):
		return nil, badReplay("the file ends after action %d of the %d it recorded (it was cut short or changed)", len(f.Actions), f.End.Actions)
	case len(f.Checks) != len(f.Actions)/checkEvery:
		return nil, badReplay("%d checkpoints for %d actions; there is one every %d", len(f.Checks), len(f.Actions), checkEvery)
	}
	if err := vetSaved(f.Cards, f.Deities); err != nil {
		return nil, badReplay("%v", err)
	}
	return &f, nil
}

// ownSet is the card set the replay's match was played with, as far as the
// match used it: each carried definition at its own number, the numbers
// the match did not use left as blanks no deck may hold.
func (f *Replay) ownSet() *CardSet {
	cs := NewCardSet()
	top := 0
	for i := range f.Cards {
		top = max(top, int(f.Cards[i].ID))
	}
	cs.Cards = make([]CardDef, top+1)
	for i := range cs.Cards {
		cs.Cards[i] = CardDef{ID: DefID(i), Mini: true, Key: fmt.Sprintf("unused-%d", i)}
	}
	for _, d := range f.Cards {
		cs.Cards[d.ID] = d
		cs.byKey[d.Key] = d.ID
		if !d.Mini {
			cs.byTitle[strings.ToLower(d.Title)] = d.ID
		}
	}
	deities := 0
	for _, d := range f.Deities {
		deities = max(deities, d.Index+1)
	}
	cs.Deities = make([]DeityDef, deities)
	for i := range cs.Deities {
		cs.Deities[i] = DeityDef{Key: fmt.Sprintf("unused-deity-%d", i)}
	}
	for _, d := range f.Deities {
		cs.Deities[d.Index] = d.Def
	}
	return cs
}

// config is how the replay's match was dealt.
func (f *Replay) config() Config {
	cfg := Config{Seed: f.Seed, First: f.First, Teams: slices.Clone(f.Teams)}
	for _, s := range f.Seats {
		cfg.Seats = append(cfg.Seats, Seat{Deity: s.Deity, Deck: slices.Clone(s.Deck)})
	}
	return cfg
}
