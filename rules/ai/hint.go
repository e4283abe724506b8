package ai

import (
	"context"
	"errors"

	"twilight/rules"
)

// ErrNotYourView is Hint's answer to a View of a player other than the
// one deciding: a hint reads only the deciding player's own View.
var ErrNotYourView = errors.New("ai: a hint needs the deciding player's own view")

// Hint says what the strongest level would do in the decision pending in
// view, and why in one line, without playing it: hard's answer with opt
// (its Deck the deciding player's deck list; without it, the list the
// game was dealt from, which their View shows them) and seed. view must be the
// deciding player's View (a full game is reduced to it; another player's
// View is refused with ErrNotYourView), so a hint at a pass-and-play table
// reads only the seat whose decision it is. Cancelling ctx stops it with
// the context's error; a deadline on ctx (or opt.TimeBudget) makes it
// answer with the best move found by then.
func Hint(ctx context.Context, view *rules.State, opt Options, seed uint64) (rules.Action, string, error) {
	if view != nil && view.Viewer >= 0 && view.Pending.Kind != rules.DecNone && view.Viewer != view.Pending.Player {
		return rules.Action{}, "", ErrNotYourView
	}
	if opt.Deck == nil && view != nil {
		opt.Deck = ownDeck(view, view.Pending.Player)
	}
	return hardSearch(opt).DecideWhy(ctx, view, seed)
}

// ownDeck is player p's deck list as the game (or p's View of it) knows
// it, nil when it does not.
func ownDeck(s *rules.State, p int8) []rules.DefID {
	if s == nil || p < 0 || int(p) >= len(s.Decks) {
		return nil
	}
	return s.Decks[p]
}
