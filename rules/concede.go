package rules

// Concede makes player p give the game up, with every teammate of p (a
// side concedes together): their Life Stacks go to their Destroyed
// Stacks and they are out, exactly as if the stacks had run out, so the
// game ends when one side is left and otherwise goes on without them.
// It may be done at any moment of a game not yet over, whoever is
// deciding (RULINGS.md, "Conceding").
func (s *State) Concede(p int8) error {
	switch {
	case s.Over():
		return &Error{Kind: GameOver, Reason: "the game is over"}
	case !s.validPlayer(p) || s.Players[p].Lost:
		return &Error{Kind: WrongPlayer, Reason: "that player is not in the game"}
	}
	for q := range s.Players {
		pl := &s.Players[q]
		if pl.Lost || !s.Teammates(p, int8(q)) {
			continue
		}
		s.log(Event{Kind: EvConcede, Player: int8(q)})
		for len(pl.Life) > 0 {
			s.move(pl.Life[len(pl.Life)-1], int8(q), ZDestroyed, 0)
		}
	}
	s.checkLoss()
	s.advance()
	return nil
}
