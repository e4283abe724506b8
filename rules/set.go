package rules

import (
	"fmt"
	"strings"
)

// Phase is one of the eight phases of a turn, plus the setup before the
// first turn and the state after the game is over.
type Phase uint8

// The phases, in turn order.
const (
	PhaseSetup Phase = iota
	PhaseRefresh
	PhaseDraw
	PhaseTrade
	PhaseSeize
	PhaseResource
	PhaseSummoning
	PhaseCombat
	PhaseEnd
	PhaseOver
)

var phaseNames = [...]string{"Setup", "Refresh", "Draw", "Trade", "Seize", "Resource", "Summoning",
	"Combat", "End", "Game over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// PhaseByName returns the phase with the given name.
func PhaseByName(name string) (Phase, bool) {
	for i, n := range phaseNames {
		if strings.EqualFold(n, name) {
			return Phase(i), true
		}
	}
	return 0, false
}

// AEAllowed reports whether Active Effects may be used in the phase
// (Turn Overview; see RULINGS.md for the Resource Phase).
func (p Phase) AEAllowed() bool {
	switch p {
	case PhaseDraw, PhaseResource, PhaseSummoning, PhaseCombat, PhaseEnd:
		return true
	}
	return false
}

// CardSet is every card definition a game may use: Action cards (including
// mini-cards) indexed by DefID, and the Deities. It is built once and never
// changed while games use it.
type CardSet struct {
	Cards   []CardDef // Cards[0] is unused; Cards[id].ID == id
	Deities []DeityDef
	byKey   map[string]DefID
	byTitle map[string]DefID
	// miniTitle marks titles currently held by a mini-card, which an
	// Action card of the same title replaces.
	miniTitle map[string]bool
	// static[id] says whether Cards[id] has a Static ability that changes
	// Creatures (kept by Add; a card appended otherwise is asked
	// directly), so that the Creature statistics, read many times an
	// action, skip at once the cards in play without one.
	static []bool
	// grants is every keyword a Static ability of a card in static grants:
	// while static covers every card, HasKeyword need not look at the
	// cards in play for another (no card of the base set grants one so).
	grants Keyword
}

// NewCardSet returns an empty set with the unused zero slot in place.
func NewCardSet() *CardSet {
	return &CardSet{Cards: make([]CardDef, 1), byKey: map[string]DefID{}, byTitle: map[string]DefID{}, miniTitle: map[string]bool{}, static: make([]bool, 1)}
}

// Add appends a card definition, assigning its DefID. It refuses a key or
// title that is already in the set.
func (cs *CardSet) Add(d CardDef) (DefID, error) {
	if d.Key == "" {
		d.Key = KeyOf(d.Title)
	}
	if _, dup := cs.byKey[d.Key]; dup {
		return 0, fmt.Errorf("card %q is defined twice", d.Title)
	}
	if _, dup := cs.byTitle[strings.ToLower(d.Title)]; dup && !d.Mini && !cs.miniTitle[strings.ToLower(d.Title)] {
		return 0, fmt.Errorf("card %q is defined twice", d.Title)
	}
	// A mini-card may share its title with the Action card that makes it
	// (Terracotta Warrior); lookups by title find the Action card, and the
	// mini-card is found by its key.
	if len(cs.Cards) >= 1<<15 {
		return 0, fmt.Errorf("too many cards")
	}
	d.ID = DefID(len(cs.Cards))
	cs.Cards = append(cs.Cards, d)
	if len(cs.static) == len(cs.Cards)-1 {
		changes, grants := d.creatureStatics()
		cs.static = append(cs.static, changes)
		cs.grants |= grants
	}
	cs.byKey[d.Key] = d.ID
	if !d.Mini {
		cs.byTitle[strings.ToLower(d.Title)] = d.ID
		delete(cs.miniTitle, strings.ToLower(d.Title))
	} else if _, taken := cs.byTitle[strings.ToLower(d.Title)]; !taken {
		cs.byTitle[strings.ToLower(d.Title)] = d.ID
		cs.miniTitle[strings.ToLower(d.Title)] = true
	}
	return d.ID, nil
}

// AddDeity appends a Deity.
func (cs *CardSet) AddDeity(d DeityDef) error {
	if d.Key == "" {
		d.Key = KeyOf(d.Title)
	}
	for _, o := range cs.Deities {
		if o.Key == d.Key {
			return fmt.Errorf("deity %q is defined twice", d.Title)
		}
	}
	cs.Deities = append(cs.Deities, d)
	return nil
}

// Card returns the definition with the given id.
func (cs *CardSet) Card(id DefID) *CardDef { return &cs.Cards[id] }

// Lookup finds a card by key or title (case-insensitive).
func (cs *CardSet) Lookup(name string) (DefID, bool) {
	if id, ok := cs.byKey[KeyOf(name)]; ok {
		return id, true
	}
	id, ok := cs.byTitle[strings.ToLower(strings.TrimSpace(name))]
	return id, ok
}

// Deity finds a Deity by key or title; it returns its index.
func (cs *CardSet) Deity(name string) (int, bool) {
	k := KeyOf(name)
	for i := range cs.Deities {
		if cs.Deities[i].Key == k || strings.EqualFold(cs.Deities[i].Title, name) {
			return i, true
		}
	}
	return -1, false
}

// KeyOf turns a title into a key: lower case, words joined by dashes.
func KeyOf(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(strings.TrimSpace(title)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '\'':
		default:
			dash = true
		}
	}
	return b.String()
}
