package rules

import "bytes"

// CanTakeBack says whether player p's action that turned before into
// after may be taken back: restoring before must not let anyone unlearn
// what the action showed them or undo chance. It is refused (an *Error of
// kind CannotTakeBack, whose Reason says why) when
//
//   - the action was not p's, or the game has ended since;
//   - a card was drawn, or a face or a count was shown to a player who had
//     not seen it (a card played from a Hand shows it to the table);
//   - a random draw was used (a shuffle, a coin, a random discard).
//
// Whether another player has acted since is the caller's to know: it
// compares the state it would restore with the one before p's action.
// Ruling: RULINGS.md, Taking an action back.
func CanTakeBack(before, after *State, p int8) error {
	refuse := func(why string) error {
		return &Error{Kind: CannotTakeBack, Reason: why}
	}
	switch {
	case before == nil || after == nil:
		return refuse("there is no action to take back")
	case before.Pending.Player != p || before.Over():
		return refuse("the last action was not yours")
	case after.Over():
		return refuse("the game has ended")
	case len(after.Cards) < len(before.Cards) || len(after.Players) != len(before.Players):
		return refuse("the table changed in a way that cannot be undone")
	}
	for i := range before.Cards {
		c := CardID(i)
		for q := range before.Players {
			if before.visibleTo(c, int8(q)) || !after.visibleTo(c, int8(q)) {
				continue
			}
			if after.Cards[c].Zone == ZHand && after.Cards[c].Owner == int8(q) && before.Cards[c].Zone == ZLife {
				return refuse("a card was drawn")
			}
			return refuse("a card was shown to a player who had not seen it")
		}
	}
	for q := range before.Players {
		if after.Players[q].CountSeen&^before.Players[q].CountSeen != 0 {
			return refuse("a Life Stack was counted")
		}
	}
	if !sameRand(before, after) {
		return refuse("it used a random draw (a shuffle or a random choice)")
	}
	return nil
}

// sameRand reports whether two states' random sources stand at the same
// point.
func sameRand(a, b *State) bool {
	x, err1 := a.Rand.MarshalBinary()
	y, err2 := b.Rand.MarshalBinary()
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
