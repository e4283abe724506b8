package ai

import "errors"

// Why DraftDeck cannot build a deck.
var (
	errNoDeity   = errors.New("ai: choose a Deity first: the cards are chosen for it")
	errNotPicked = errors.New("ai: a card to keep is not among the picks")
	errDeckSize  = errors.New("ai: a drafted deck is 50 of at least 50 picks")
)
