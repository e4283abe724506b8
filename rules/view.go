package rules

import (
	"math/rand/v2"
	"slices"
)

// HiddenDef+level is the DefID a View gives a card whose face its player
// has not seen: only the back (its level) shows.
const HiddenDef DefID = 0xFFF0

// hiddenDefs are the read-only stand-ins for face-down cards, by level.
var hiddenDefs = [4]CardDef{
	{ID: HiddenDef, Key: "unknown", Title: "Unknown card"},
	{ID: HiddenDef + 1, Key: "unknown-lesser", Title: "Unknown Lesser card", Level: Lesser},
	{ID: HiddenDef + 2, Key: "unknown-greater", Title: "Unknown Greater card", Level: Greater},
	{ID: HiddenDef + 3, Key: "unknown-exalted", Title: "Unknown Exalted card", Level: Exalted},
}

// Hidden reports whether card c's face is hidden in this (View) state.
func (s *State) Hidden(c CardID) bool { return s.Cards[c].Def >= HiddenDef }

// visibleTo reports whether player p may see card c's face.
func (s *State) visibleTo(c CardID, p int8) bool {
	cd := &s.Cards[c]
	if cd.Seen&(1<<p) != 0 || cd.Flags&FManifested != 0 {
		return true
	}
	switch cd.Zone {
	case ZDiscard, ZDestroyed, ZField, ZCompass, ZChain, ZGone:
		return true
	}
	return false
}

// View returns what player p may know of the game: a copy in which every
// face p has not seen shows only its level, Life Stack order is hidden
// (only the top card's back shows), other players' Hands carry no order,
// and the random generator is blank. Two games that differ only in what p
// cannot see give identical Views.
func (s *State) View(p int8) *State {
	v := s.Clone()
	v.Rand = rand.PCG{}
	v.Viewer = p
	if s.Decks != nil {
		// Other players' deck lists are not known at the table.
		v.Decks = make([][]DefID, len(s.Decks))
		if s.validPlayer(p) {
			v.Decks[p] = s.Decks[p]
		}
	}
	for i := range v.Cards {
		if !s.visibleTo(CardID(i), p) {
			v.Cards[i].Def = HiddenDef + DefID(s.Def(CardID(i)).Level)
		}
	}
	for q := range v.Players {
		pl := &v.Players[q]
		if n := len(pl.Life); n > 1 {
			// Only the top card's back shows: stand the lowest-numbered
			// hidden card of the same level in for it, then order the rest.
			top := pl.Life[n-1]
			if v.Hidden(top) {
				for i, c := range pl.Life {
					if v.Hidden(c) && v.Cards[c].Def == v.Cards[top].Def && c < pl.Life[n-1] {
						pl.Life[i], pl.Life[n-1] = pl.Life[n-1], c
					}
				}
			}
			slices.Sort(pl.Life[:n-1])
		}
		if int8(q) != p {
			slices.Sort(pl.Hand)
		}
		// Exact Life Stack counts of others are known only at 10 or fewer,
		// or after a Countdown this turn (Countdown, Disruption Tax).
	}
	if !s.NoLog {
		v.Log = s.Log[:len(s.Log):len(s.Log)]
	}
	return v
}

// LifeCount is the size of q's Life Stack as player p knows it: exact for
// p's own stack, for stacks of 10 or fewer cards and after a Countdown this
// turn; otherwise -1, meaning "more than 10".
func (s *State) LifeCount(q, p int8) int {
	n := len(s.Players[q].Life)
	if p < 0 || q == p || n <= 10 || s.Players[q].CountSeen&(1<<p) != 0 {
		return n
	}
	return -1
}

// HiddenLevel returns the level on the back of card c when its face is
// hidden in this View, or NoLevel when the face shows.
func (s *State) HiddenLevel(c CardID) Level {
	if !s.Hidden(c) {
		return NoLevel
	}
	if l := Level(s.Cards[c].Def - HiddenDef); l >= Lesser && l <= Exalted {
		return l
	}
	return Lesser
}

// Sample returns a whole game consistent with this View, for a player
// that searches ahead: the generator is reseeded from r, every hidden card
// gets the face that face chooses for it (from its owner and the level its
// back shows; card by card in id order), and the unseen order of each Life
// Stack below its top card is shuffled with r. The sample logs nothing.
func (s *State) Sample(r *rand.Rand, face func(c CardID, owner int8, l Level) DefID) *State {
	g := s.Clone()
	g.NoLog = true
	g.Log = nil
	g.Viewer = -1
	g.Decks = nil // the sampled faces need not match anyone's deck list
	g.Rand = *rand.NewPCG(r.Uint64(), r.Uint64())
	for i := range g.Cards {
		c := CardID(i)
		if l := s.HiddenLevel(c); l != NoLevel {
			g.Cards[i].Def = face(c, g.Cards[i].Owner, l)
		}
	}
	for q := range g.Players {
		life := g.Players[q].Life
		if n := len(life); n > 2 {
			// The top card's back shows; the rest is in unknown order.
			r.Shuffle(n-1, func(i, j int) { life[i], life[j] = life[j], life[i] })
		}
	}
	return g
}
