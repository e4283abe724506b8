package folder

import (
	"strings"

	"twilight/rules"
)

// MatchSummary is what the game-over screen shows of a finished match.
type MatchSummary struct {
	// Winner is the winning seat, -2 for a draw, -1 if nobody has won yet.
	// In a team game Won marks every seat of the winning team and
	// WinnerName names them all.
	Winner     int8
	WinnerName string
	Won        []bool
	// Turns is the number of turns played.
	Turns int
	// Destroyed counts, per player, the cards of theirs that were
	// destroyed; DamageDealt sums, per player, the Damage their cards
	// dealt to Creatures and Life Stacks.
	Destroyed   []int
	DamageDealt []int
	Setup       MatchSetup
	// Replay is the path of the match's kept replay ("" when none was
	// kept).
	Replay string
	// Lost marks the seats out of the match (a concession included), also
	// when the match is left before it has a winner: every human at the
	// screen conceded while computers played on.
	Lost []bool
}

// Summarize reads a match's outcome from its log. names are the seats'
// names (nil: the Deities' names).
func Summarize(s *rules.State, names []string, setup MatchSetup) MatchSummary {
	n := s.NumPlayers()
	m := MatchSummary{Winner: s.Winner, Turns: int(s.Turn), Destroyed: make([]int, n), DamageDealt: make([]int, n), Setup: setup, Lost: make([]bool, n)}
	for p := range m.Lost {
		m.Lost[p] = s.Players[p].Lost
	}
	name := func(p int8) string {
		if int(p) < len(names) && names[p] != "" {
			return names[p]
		}
		return s.PlayerName(p)
	}
	if s.Winner >= 0 {
		m.WinnerName = winnerWords(s, func(p int8) string { return name(p) })
		m.Won = make([]bool, n)
		for p := range m.Won {
			m.Won[p] = s.Won(int8(p))
		}
	}
	// The player attacking now is the one dealing Life Damage; a Creature's
	// Damage is credited to whoever controls the other side of the fight,
	// approximated by the turn's active player and the defender.
	active := int8(-1)
	for _, e := range s.Log {
		switch e.Kind {
		case rules.EvTurn:
			active = e.Player
			if int(e.N) > m.Turns {
				m.Turns = int(e.N)
			}
		case rules.EvDestroy:
			if e.Card >= 0 && int(e.Card) < len(s.Cards) {
				if o := s.Cards[e.Card].Owner; o >= 0 && int(o) < n {
					m.Destroyed[o]++
				}
			}
		case rules.EvLifeDamage:
			// e.Player's Life Stack was damaged: credit its attacker.
			by := active
			if by < 0 {
				by = s.Active
			}
			if by == e.Player {
				by = s.Combat.Defender
			}
			if by >= 0 && by != e.Player && int(by) < n {
				m.DamageDealt[by] += int(e.N)
			}
		case rules.EvDamage:
			if e.Card >= 0 && int(e.Card) < len(s.Cards) {
				victim := s.Cards[e.Card].Controller
				by := active
				if by < 0 {
					by = s.Active
				}
				if victim == by {
					by = s.Combat.Defender
					if by < 0 || by == active {
						by = -1
						for q := int8(0); q < int8(n); q++ {
							if q != victim {
								by = q
								break
							}
						}
					}
				}
				if by >= 0 && int(by) < n {
					m.DamageDealt[by] += int(e.N)
				}
			}
		}
	}
	return m
}

// winnerWords names the winners of a finished game: one player, or in a
// team game the whole winning team ("Mars and Hera").
func winnerWords(s *rules.State, name func(int8) string) string {
	var ws []string
	for p := range s.Players {
		if s.Won(int8(p)) {
			ws = append(ws, name(int8(p)))
		}
	}
	return strings.Join(ws, " and ")
}
