package rules

import (
	"errors"
	"strings"
	"testing"
)

// TestSetTeams checks which seatings make a team game.
func TestSetTeams(t *testing.T) {
	cs := testSet(t)
	for _, tc := range []struct {
		seats int
		teams []int8
		want  string
	}{
		{4, []int8{1, 2, 1, 2}, ""},
		{4, []int8{2, 1, 2, 1}, ""},
		{2, []int8{1, 2}, ""},
		{4, nil, ""},
		{4, []int8{1, 1, 2, 2}, "seats must alternate"},
		{4, []int8{1, 2, 1}, "two equal teams"},
		{3, []int8{1, 2, 1}, "two equal teams"},
		{4, []int8{1, 3, 1, 3}, "teams are 1 and 2"},
	} {
		s, err := NewTable(cs, make([]int, tc.seats), 1)
		if err != nil {
			t.Fatal(err)
		}
		err = s.SetTeams(tc.teams)
		if got := errText(err); tc.want == "" && err != nil || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("%d seats, teams %v: error %q, want %q", tc.seats, tc.teams, got, tc.want)
		}
	}
	if got := TeamsFor(4); len(got) != 4 || got[0] != 1 || got[1] != 2 || got[2] != 1 || got[3] != 2 {
		t.Errorf("TeamsFor(4) = %v", got)
	}
	seats := []Seat{{0, testDeck(cs, 20)}, {1, testDeck(cs, 20)}, {0, testDeck(cs, 20)}, {1, testDeck(cs, 20)}}
	if _, err := NewGame(cs, Config{Seed: 1, Seats: seats, Teams: []int8{1, 1, 2, 2}}); err == nil {
		t.Error("NewGame accepted teams sitting side by side")
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestTeamSides checks who is whose opponent, and who wins, in a team game
// and in a game of every player for themselves.
func TestTeamSides(t *testing.T) {
	cs := testSet(t)
	s, err := NewTable(cs, []int{0, 1, 0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.TeamGame() || !s.Opponents(0, 2) || s.Teammates(0, 2) || !s.Teammates(1, 1) {
		t.Error("without teams every other player is an opponent")
	}
	if err := s.SetTeams(TeamsFor(4)); err != nil {
		t.Fatal(err)
	}
	if !s.TeamGame() || s.Opponents(0, 2) || !s.Teammates(1, 3) || !s.Opponents(0, 1) || s.Opponents(2, 2) || s.Opponents(0, 9) {
		t.Error("p1 and p3 play against p2 and p4")
	}
	for p := range s.Players {
		s.AddCard(s.Set.Cards[2].ID, int8(p), int8(p), ZLife, 0)
	}
	s.Start(0, PhaseSummoning, 3)
	// p2 loses: the game goes on, p4 is still in it.
	s.destroyTop(1, 1, CauseEffect)
	if s.Over() {
		t.Fatal("the game ended with p4 still playing")
	}
	// p3 loses too: the teams are one player each now.
	s.destroyTop(2, 1, CauseEffect)
	if s.Over() {
		t.Fatal("the game ended with both teams still in it")
	}
	s.destroyTop(3, 1, CauseEffect)
	if !s.Over() || !s.Won(0) || !s.Won(2) || s.Won(1) || s.Won(3) {
		t.Fatalf("winner %d: want p1 and p3 (p3 out) to win", s.Winner)
	}
	if !strings.Contains(s.Text(s.Log[len(s.Log)-1], -1), "team wins") {
		t.Errorf("the last event says %q", s.Text(s.Log[len(s.Log)-1], -1))
	}
}

// TestTeamRefusals checks the reasons a team game gives: a Seize from a
// teammate and an attack on one.
func TestTeamRefusals(t *testing.T) {
	cs := testSet(t)
	s, err := NewTable(cs, []int{0, 1, 0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetTeams(TeamsFor(4)); err != nil {
		t.Fatal(err)
	}
	troll, _ := cs.Lookup("Youthful Troll")
	for p := range s.Players {
		for i := 0; i < 6; i++ {
			s.AddCard(troll, int8(p), int8(p), ZLife, 0)
			s.AddCard(troll, int8(p), int8(p), ZHand, 0)
		}
	}
	s.Start(0, PhaseSeize, 3)
	if s.Pending.Kind != DecSeize {
		t.Fatalf("pending %v, want a Seize decision", s.Pending.Kind)
	}
	var e *Error
	if err := s.Explain(Seize(0, 2, Greater)); !errors.As(err, &e) || e.Rule != "Team games" {
		t.Errorf("Seize from a teammate: %v", err)
	}
	if err := s.Explain(Seize(0, 1, Greater)); err != nil {
		t.Errorf("Seize from an opponent: %v", err)
	}
}
