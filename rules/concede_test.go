package rules

import "testing"

// TestConcede: a concession puts the player out as an empty Life Stack
// would; with two players the other wins, with three the game goes on,
// in a team game the side concedes together; a finished game refuses.
func TestConcede(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players int
		teams   bool
		who     int8
		over    bool
		winner  int8
	}{
		{"two players", 2, false, 0, true, 1},
		{"three players", 3, false, 1, false, -1},
		{"two teams", 4, true, 0, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := testSet(t)
			deities := []int{0, 1, 2, 3}[:tc.players]
			s, err := NewTable(cs, deities, 1)
			if err != nil {
				t.Fatal(err)
			}
			if tc.teams {
				s.Players[0].Team, s.Players[2].Team = 1, 1
				s.Players[1].Team, s.Players[3].Team = 2, 2
			}
			def := DefID(1)
			for cs.Cards[def].Mini {
				def++
			}
			for p := range s.Players {
				for range 3 {
					if _, err := s.AddCard(def, int8(p), int8(p), ZLife, North); err != nil {
						t.Fatal(err)
					}
				}
			}
			s.Start(0, PhaseSummoning, 3)
			if err := s.Concede(tc.who); err != nil {
				t.Fatal(err)
			}
			if s.Over() != tc.over || tc.over && s.Winner >= 0 && !s.Won(tc.winner) {
				t.Fatalf("over %v winner %d; want over %v, p%d winning", s.Over(), s.Winner, tc.over, tc.winner+1)
			}
			if !s.Players[tc.who].Lost || len(s.Players[tc.who].Life) != 0 || len(s.Players[tc.who].Destroyed) != 3 {
				t.Errorf("conceder: lost %v, Life %d, Destroyed %d", s.Players[tc.who].Lost, len(s.Players[tc.who].Life), len(s.Players[tc.who].Destroyed))
			}
			if err := s.Validate(); err != nil {
				t.Errorf("the state after the concession does not check: %v", err)
			}
			if !tc.over && (s.Pending.Kind == DecNone || s.Players[s.Pending.Player].Lost) {
				t.Errorf("the game goes on with %v pending for p%d", s.Pending.Kind, s.Pending.Player+1)
			}
			if tc.over && s.Concede(1-tc.who) == nil {
				t.Error("a finished game accepted a concession")
			}
		})
	}
}
