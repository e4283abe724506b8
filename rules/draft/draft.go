package draft

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"twilight/rules"
	"twilight/rules/cardset"
)

// Stage is the part of the draft in progress.
type Stage uint8

// The stages, in order.
const (
	StageDeity  Stage = iota + 1 // step B: keep a Deity, pass the rest left
	StageAction                  // steps D–F: pick a card, pass the stub
	StageBuild                   // step G: choose the Deity, build 50 cards
	StageDone                    // every deck is built
)

var stageNames = [...]string{"", "Deity draft", "Action draft", "deck building", "done"}

func (s Stage) String() string {
	if int(s) < len(stageNames) {
		return stageNames[s]
	}
	return "?"
}

// DeckSize is the number of cards a drafted deck holds (step G), as any
// Standard deck does.
const DeckSize = cardset.DeckSize

// Direction is where a stub goes after a pick.
type Direction int8

// Directions. Seats are numbered clockwise, the way turns go (Multiplayer:
// around the table to the left), so the left neighbour of seat p is p+1.
const (
	Left  Direction = 1  // clockwise
	Right Direction = -1 // counterclockwise
)

// PileDirection is where the stubs of pile k (0, 1, 2) go: right, left,
// right (steps D, E, F).
func PileDirection(k int) Direction {
	if k == 1 {
		return Left
	}
	return Right
}

// Config starts a draft.
type Config struct {
	Seed    uint64
	Players int // 2 to 4
	// Teams gives each seat's team for a 2 v 2 draft (rules.TeamsFor(4)),
	// or is nil when every player plays for themselves. A team draft deals
	// and passes exactly like any other; the teams matter for the match.
	Teams []int8
}

// Seat is one player's part of the draft. In a View, what the player may
// not see is blanked: a hidden card is 0, a hidden Deity -1.
type Seat struct {
	// DeityHand are the Deities in front of the player to choose from
	// (step B); empty outside the Deity draft.
	DeityHand []int
	// Deities are the Deities the player holds (indexes in
	// CardSet.Deities), in the order received.
	Deities []int
	// Piles are the player's three piles as dealt (step C); a pile is
	// emptied when it is opened, its cards moving to Stub.
	Piles [Piles][]rules.DefID
	// Stub is the stub in front of the player to pick from.
	Stub []rules.DefID
	// Picks are the cards the player drafted, in pick order.
	Picks []rules.DefID
	// Ready says the player has decided this round (a pick, or the deck
	// at step G); Choice is the position chosen in DeityHand or Stub,
	// hidden from the others until the round is done.
	Ready  bool
	Choice int
	// Deity and Deck are the player's choice at step G (Deity -1 until
	// then). Unmet says the deck misses the Deity's Faction Requirement:
	// no Deity power and no Conviction in the match.
	Deity int
	Deck  []rules.DefID
	Unmet bool
}

// Draft is a draft in progress. All of it is plain data; Set is the card
// set it was dealt from (not saved: Load takes it).
type Draft struct {
	Set    *rules.CardSet `json:"-"`
	Seed   uint64
	Teams  []int8 `json:",omitempty"`
	Stage  Stage
	Pile   int // the pile being drafted (Action draft)
	Round  int // decisions made in this stage (Deity draft) or pile (Action draft)
	Seats  []Seat
	Viewer int // -1 for the whole draft; p in player p's View
	// DeityPool and ActionPool are the pools as shuffled and dealt (steps
	// A and C): the draft's randomness, recorded. nil in a View.
	DeityPool  []int         `json:",omitempty"`
	ActionPool []rules.DefID `json:",omitempty"`
	// History lists every action applied, in order: New with the same
	// Config and these actions replays the draft (nil in a View).
	History []Action `json:",omitempty"`
}

// New deals a draft: the Deity pool one card at a time to each player
// (step A) and the Action pool as three piles of twenty per player (step
// C). The Deity draft is waiting for every player.
func New(set *rules.CardSet, cfg Config) (*Draft, error) {
	n := cfg.Players
	if n < 2 || n > rules.MaxPlayers {
		return nil, fmt.Errorf("a draft seats 2 to %d players, not %d", rules.MaxPlayers, n)
	}
	if cfg.Teams != nil && (len(cfg.Teams) != n || n != 4) {
		return nil, fmt.Errorf("a team draft is 2 v 2: four seats, four teams given")
	}
	r := rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x0d7af7))
	deities, err := DeityPool(set, n, r)
	if err != nil {
		return nil, err
	}
	cards, err := ActionPool(set, n, r)
	if err != nil {
		return nil, err
	}
	d := &Draft{Set: set, Seed: cfg.Seed, Teams: slices.Clone(cfg.Teams), Stage: StageDeity, Viewer: -1,
		Seats: make([]Seat, n), DeityPool: deities, ActionPool: cards}
	for i, g := range deities {
		s := &d.Seats[i%n]
		s.DeityHand = append(s.DeityHand, g)
	}
	for k := 0; k < Piles; k++ {
		for p := range d.Seats {
			start := (k*n + p) * PileSize
			d.Seats[p].Piles[k] = slices.Clone(cards[start : start+PileSize])
		}
	}
	for p := range d.Seats {
		d.Seats[p].Choice, d.Seats[p].Deity = -1, -1
	}
	return d, nil
}

// Players is the number of seats.
func (d *Draft) Players() int { return len(d.Seats) }

// Over reports whether every deck is built.
func (d *Draft) Over() bool { return d.Stage == StageDone }

// Waiting lists the players who still have to decide this round, in seat
// order (empty when the draft is over).
func (d *Draft) Waiting() []int {
	var out []int
	if d.Over() {
		return out
	}
	for p := range d.Seats {
		if !d.Seats[p].Ready {
			out = append(out, p)
		}
	}
	return out
}

// PassesTo is the seat player p passes to after this pick: the left
// neighbour in the Deity draft, the pile's direction in the Action draft
// (-1 outside them).
func (d *Draft) PassesTo(p int) int {
	n := len(d.Seats)
	switch d.Stage {
	case StageDeity:
		return (p + 1) % n
	case StageAction:
		return (p + int(PileDirection(d.Pile)) + n) % n
	}
	return -1
}

// PicksLeft is how many more cards each player picks from the current
// pile, this pick included (0 outside the Action draft).
func (d *Draft) PicksLeft() int {
	if d.Stage != StageAction {
		return 0
	}
	return PileSize - d.Round
}

// Clone returns a deep copy.
func (d *Draft) Clone() *Draft {
	c := *d
	c.Teams = slices.Clone(d.Teams)
	c.DeityPool = slices.Clone(d.DeityPool)
	c.ActionPool = slices.Clone(d.ActionPool)
	c.History = make([]Action, len(d.History))
	for i, a := range d.History {
		c.History[i] = a.clone()
	}
	if d.History == nil {
		c.History = nil
	}
	c.Seats = make([]Seat, len(d.Seats))
	for i := range d.Seats {
		c.Seats[i] = d.Seats[i].clone()
	}
	return &c
}

func (s *Seat) clone() Seat {
	c := *s
	c.DeityHand = slices.Clone(s.DeityHand)
	c.Deities = slices.Clone(s.Deities)
	for k := range s.Piles {
		c.Piles[k] = slices.Clone(s.Piles[k])
	}
	c.Stub = slices.Clone(s.Stub)
	c.Picks = slices.Clone(s.Picks)
	c.Deck = slices.Clone(s.Deck)
	return c
}
