package scenes

import (
	"testing"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestRetainedPowerClick: a click on a Fresh Aspect of your Resource Area
// while you hold priority Exhausts it for its Power, which the table then
// shows; a click on an opponent's Aspect does nothing of the kind.
func TestRetainedPowerClick(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource II II
p2 resource I
p1 hand "Youthful Troll"
start p1 summoning
`)
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	m, err := matchAllHuman(app, s)
	if err != nil {
		t.Fatal(err)
	}
	m.Layout(1280, 720)
	if s.Pending.Kind != rules.DecPriority || s.Pending.Player != 0 {
		t.Fatalf("pending %v for p%d, want p1's priority", s.Pending.Kind, s.Pending.Player+1)
	}
	clickOn := func(c rules.CardID) {
		r := m.CardRect(c)
		m.Click(input.Point{X: r.X + r.W/2, Y: r.Y + r.H/2})
	}
	clickOn(s.Players[1].Resource[0])
	if s.Players[1].Pool.Total() != 0 || s.Players[0].Pool.Total() != 0 {
		t.Fatal("a click on an opponent's Aspect generated Power")
	}
	a := s.Players[0].Resource[0]
	clickOn(a)
	if got := s.Players[0].Pool; got != (rules.Cost{0, 1, 0}) {
		t.Fatalf("p1 holds %v after the click, want II", got)
	}
	if n := exhaustedIn(s, s.Players[0].Resource); n != 1 {
		t.Errorf("%d Aspects Exhausted, want 1", n)
	}
	if s.Pending.Kind != rules.DecPriority || s.Pending.Player != 0 {
		t.Errorf("p1 should keep priority, pending %v for p%d", s.Pending.Kind, s.Pending.Player+1)
	}
	// The Exhausted Aspect gives nothing more.
	clickOn(s.Players[0].Resource[0])
	clickOn(s.Players[0].Resource[1])
	if got := s.Players[0].Pool; got != (rules.Cost{0, 2, 0}) {
		t.Errorf("p1 holds %v, want II II", got)
	}
}

func exhaustedIn(s *rules.State, ids []rules.CardID) int {
	n := 0
	for _, c := range ids {
		if s.Cards[c].Exhausted() {
			n++
		}
	}
	return n
}
