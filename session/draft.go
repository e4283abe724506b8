package session

import (
	"fmt"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/draft"
)

// DraftSeat is one seat of a Card Drafting draft: a human at this screen
// (Drafter nil) or a computer drafter.
type DraftSeat struct {
	Name    string
	Drafter *ai.Drafter
}

// Draft runs a Card Drafting draft for the client: the whole draft, who
// sits in each seat, and the computer drafters' decisions. A computer
// decides as soon as a round opens (a decision takes well under a
// millisecond, a computer's whole step G deck a few: BenchmarkDraftStep),
// so it runs on the caller's goroutine. Humans decide in seat order.
type Draft struct {
	D     *draft.Draft
	Seats []DraftSeat
	// Saved, when set, is called once a human's decision and the
	// computers' that follow it are applied (one write a pick, not one a
	// seat).
	Saved func(*draft.Draft) error
	// SaveErr is the last error Saved returned (nil after a good save).
	SaveErr error
}

// NewDraft runs d with seats (one per seat of d) and makes the computers'
// decisions of the round in progress.
func NewDraft(d *draft.Draft, seats []DraftSeat) (*Draft, error) {
	if len(seats) != d.Players() {
		return nil, fmt.Errorf("the draft seats %d players, %d seats given", d.Players(), len(seats))
	}
	r := &Draft{D: d, Seats: seats}
	return r, r.Computers()
}

// Computers makes every computer's decision of the round in progress,
// and of the rounds after while only computers are left to decide.
func (r *Draft) Computers() error {
	err := r.computers()
	r.save()
	return err
}

func (r *Draft) computers() error {
	for !r.D.Over() {
		acted := false
		for _, p := range r.D.Waiting() {
			dr := r.Seats[p].Drafter
			if dr == nil {
				continue
			}
			a, err := dr.Decide(r.D, p, r.seedFor(p))
			if err != nil {
				return err
			}
			if err := r.D.Apply(a); err != nil {
				return err
			}
			acted = true
			break // the round may have ended: look again
		}
		if !acted {
			return nil
		}
	}
	return nil
}

// seedFor varies a computer's choice by seat and decision.
func (r *Draft) seedFor(p int) uint64 {
	return r.D.Seed ^ uint64(len(r.D.History)+1)*0x9e3779b97f4a7c15 ^ uint64(p+1)<<56
}

// Human is the next human seat with a decision to make in this round, or
// -1 when none has (the draft is over, or only computers are left).
func (r *Draft) Human() int {
	for _, p := range r.D.Waiting() {
		if r.Seats[p].Drafter == nil {
			return p
		}
	}
	return -1
}

// Humans counts the human seats.
func (r *Draft) Humans() int {
	n := 0
	for _, s := range r.Seats {
		if s.Drafter == nil {
			n++
		}
	}
	return n
}

// Apply performs a human's decision, then the computers' that follow.
func (r *Draft) Apply(a draft.Action) error {
	if a.Player < 0 || a.Player >= len(r.Seats) || r.Seats[a.Player].Drafter != nil {
		return fmt.Errorf("seat %d is not a human's", a.Player+1)
	}
	if err := r.D.Apply(a); err != nil {
		return err
	}
	return r.Computers()
}

// Pick is Apply of the Deity or card at index of what is in front of
// player p.
func (r *Draft) Pick(p, index int) error {
	for _, a := range r.D.Legal(p, nil) {
		if a.Index == index && a.Kind != draft.Build {
			return r.Apply(a)
		}
	}
	return fmt.Errorf("player %d has no choice %d to make", p+1, index+1)
}

// Build is Apply of player p's step G deck.
func (r *Draft) Build(p, deity int, cards []rules.DefID) error {
	return r.Apply(draft.Action{Kind: draft.Build, Player: p, Deity: deity, Deck: cards})
}

func (r *Draft) save() {
	if r.Saved != nil {
		r.SaveErr = r.Saved(r.D)
	}
}
