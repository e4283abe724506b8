package scenes

import (
	"slices"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestChoiceLiesOnTopOfItsPile: a Lesser Aspect lies Exhausted at the
// foot of a Resource pile, a Manifested one over it hiding its middle.
// When Envoy of Ravenna asks for a Lesser Aspect to Manifest (not the one
// on top: it was Manifested this turn), the one to pick is drawn over the
// other, whole, and a click on its middle chooses it.
func TestChoiceLiesOnTopOfItsPile(t *testing.T) {
	s := board(t, cardsettest.Base(t), `players Hera Enlil
p1 life I II III I II III I II III I II
p2 life I II III I II III I II III I II
p1 hand "Envoy of Ravenna"
p1 resource I I
p2 resource I exhausted "Temple Banker of Nippur" manifested manifested-this-turn
start p1 summoning
`)
	app, err := testApp(s.Set)
	if err != nil {
		t.Fatal(err)
	}
	m, err := matchAllHuman(app, s) // both seats at the screen: no rival's move in between
	if err != nil {
		t.Fatal(err)
	}
	defer m.Session().Close()
	m.Layout(1280, 720)
	seatStep(t, m, -1, -1)
	res := m.View.Players[1].Resource
	under, over := res[0], res[1]
	if x, y := m.CardRect(under).Center(); !m.CardRect(over).Contains(x, y) || drawnAt(m.Order, under) > drawnAt(m.Order, over) {
		t.Fatalf("the pile does not hide the lower card's middle (%v over %v): the test sets nothing up", m.CardRect(over), m.CardRect(under))
	}
	envoy := s.Players[0].Hand[0]
	if !m.Act(rules.Summon(0, envoy)) {
		t.Fatal("the Envoy was refused")
	}
	for i := 0; i < 300 && (m.Moving || m.Curtain() || m.View.Pending.Kind != rules.DecChoose); i++ {
		switch {
		case m.Curtain():
			seatStep(t, m, 640, 360) // the next player takes the seat
		case m.View.Pending.Player == 1 && m.View.Pending.Kind == rules.DecPriority:
			m.Act(rules.Pass(1)) // the rival lets the Envoy arrive
		default:
			seatStep(t, m, -1, -1)
		}
	}
	if m.View.Pending.Kind != rules.DecChoose || m.View.Pending.Player != 0 {
		t.Fatalf("no choice to Manifest: pending %v", m.View.Pending.Kind)
	}
	if !choosable(m.Legal, under) || choosable(m.Legal, over) {
		t.Fatalf("want the covered Aspect a choice and the one over it none: legal %v", m.Legal)
	}
	if drawnAt(m.Order, under) < drawnAt(m.Order, over) {
		t.Fatal("the Aspect to pick is still drawn under the other")
	}
	x, y := m.CardRect(under).Center()
	seatStep(t, m, x, y)
	if !m.Session().State().Cards[under].Has(rules.FManifested) {
		t.Fatalf("a click on the lifted Aspect did not Manifest it; pending %+v", m.Session().State().Pending)
	}
}

// choosable reports whether choosing card c is one of the legal actions.
func choosable(legal []rules.Action, c rules.CardID) bool {
	for _, a := range legal {
		if a.Kind == rules.ActChoose && a.Card == c {
			return true
		}
	}
	return false
}

// drawnAt is card c's place in the table's back-to-front order (-1: not
// drawn).
func drawnAt(order []rules.CardID, c rules.CardID) int {
	return slices.Index(order, c)
}
