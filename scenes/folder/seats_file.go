package folder

import (
	"encoding/json"
	"path/filepath"
	"slices"

	"twilight/rules"
)

// SaveSeats writes the seats of the match being played again beside its
// autosave, after something the table keeps for the rest of the match
// changed (a seat's Declines).
func (a *Folder) SaveSeats(setup MatchSetup) error {
	if a.Dir == "" {
		return nil
	}
	b, err := json.MarshalIndent(setup, "", "  ")
	if err != nil {
		return err
	}
	return WriteAtomic(filepath.Join(a.Dir, SeatsFile), b)
}

// DeclinesFrom reports whether seat p turns down every trade offer of
// seat from.
func (s MatchSetup) DeclinesFrom(p, from int8) bool {
	return int(p) < len(s.Seats) && slices.Contains(s.Seats[p].Declines, from)
}

// DeclineFrom makes seat p turn down every later trade offer of seat
// from, for the rest of the match.
func (s *MatchSetup) DeclineFrom(p, from int8) {
	if int(p) < len(s.Seats) && !s.DeclinesFrom(p, from) {
		s.Seats[p].Declines = append(s.Seats[p].Declines, from)
	}
}

// humansOut reports whether every human seat of a match has lost (they
// conceded while computers played on): nothing is left to continue.
func humansOut(g *rules.State, setup MatchSetup) bool {
	out := 0
	for p, s := range setup.Seats {
		if s.Human {
			if p >= g.NumPlayers() || !g.Players[p].Lost {
				return false
			}
			out++
		}
	}
	return out > 0
}
