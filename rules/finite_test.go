package rules

import "testing"

// scoutTable seats Mars and Hera at an empty table with n Borderland
// Scouts in each Life Stack, ready for a test to add its own cards.
func scoutTable(t *testing.T, n int) (*State, *CardSet, DefID) {
	t.Helper()
	cs := testSet(t)
	scout, _ := cs.Lookup("Borderland Scout")
	s, err := NewTable(cs, []int{0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		s.AddCard(scout, 0, 0, ZLife, 0)
		s.AddCard(scout, 1, 1, ZLife, 0)
	}
	return s, cs, scout
}

func findAction(s *State, want func(Action) bool) (Action, bool) {
	for _, a := range s.Legal(nil) {
		if want(a) {
			return a, true
		}
	}
	return Action{}, false
}

// TestSeizeMissNotRepeated: a Seize that found nothing is not offered again
// that turn (RULINGS.md 38).
func TestSeizeMissNotRepeated(t *testing.T) {
	s, _, scout := scoutTable(t, 6) // Scouts are Lesser
	for i := 0; i < 6; i++ {
		s.AddCard(scout, 0, 0, ZHand, 0)
	}
	s.AddCard(scout, 1, 1, ZHand, 0)
	s.Start(0, PhaseSeize, 3)
	isSeizeIII := func(a Action) bool { return a.Kind == ActSeize && a.Who == 1 && a.Level == Exalted }
	a, ok := findAction(s, isSeizeIII)
	if !ok {
		t.Fatal("seizing an Exalted Aspect should be offered")
	}
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	for s.Pending.Kind == DecChoose {
		if err := s.Apply(s.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(s.Players[0].Hand); got != 6 {
		t.Fatalf("the set-aside cards should all be back in hand, have %d", got)
	}
	if _, ok := findAction(s, isSeizeIII); ok {
		t.Fatal("the failed Seize is offered again")
	}
	if _, ok := findAction(s, func(a Action) bool { return a.Kind == ActSeize && a.Level == Lesser }); !ok {
		t.Fatal("other Seizes should still be offered")
	}
}

// TestCancelLimit: cancelling an activation during targeting is an undo,
// but not an endless one (RULINGS.md 39).
func TestCancelLimit(t *testing.T) {
	cs := testSet(t)
	bolt, _ := cs.Lookup("Stoic Legionnaires")
	word, _ := cs.Lookup("Bloodletting")
	s, err := NewTable(cs, []int{0, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 8; i++ {
		s.AddCard(bolt, 0, 0, ZLife, 0)
		s.AddCard(bolt, 1, 1, ZLife, 0)
	}
	c, _ := s.AddCard(word, 0, 0, ZHand, 0)
	s.AddCard(bolt, 1, 0, ZResource, 0)
	s.AddCard(bolt, 0, 1, ZResource, 0)
	s.AddCard(bolt, 1, 1, ZField, 0)
	s.Start(0, PhaseSummoning, 3)
	summon := func(a Action) bool { return a.Kind == ActSummon && a.Card == c }
	for i := 0; i < maxCancels; i++ {
		a, ok := findAction(s, summon)
		if !ok {
			t.Fatalf("round %d: the Scheme should be playable", i)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if s.Pending.Kind != DecTarget {
			t.Fatalf("expected a target choice, got %v", s.Pending.Kind)
		}
		if err := s.Apply(Pass(0)); err != nil {
			t.Fatalf("round %d: cancel refused: %v", i, err)
		}
		if s.Cards[c].Zone != ZHand || s.Cards[c].Exhausted() {
			t.Fatal("a cancelled Scheme should be back in hand with nothing paid")
		}
	}
	a, _ := findAction(s, summon)
	if err := s.Apply(a); err != nil {
		t.Fatal(err)
	}
	if _, ok := findAction(s, func(a Action) bool { return a.Kind == ActPass }); ok {
		t.Fatal("cancelling should no longer be offered")
	}
}

// TestOfferUndo: while building an offer a card can be taken back and an
// ask lowered, so the client's Ctrl+Z has something to do.
func TestOfferUndo(t *testing.T) {
	s, cs, scout := scoutTable(t, 5)
	troll, _ := cs.Lookup("Youthful Troll") // Greater
	c, _ := s.AddCard(scout, 0, 0, ZHand, 0)
	s.AddCard(troll, 1, 1, ZHand, 0)
	s.Start(0, PhaseTrade, 3)
	steps := []Action{TradeWith(0, 1), Give(0, c), Ask(0, Greater)}
	for _, a := range steps {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if len(s.Offer.Give) != 1 || s.Offer.Ask[1] != 1 {
		t.Fatalf("offer not built: %+v", s.Offer)
	}
	for _, a := range []Action{Give(0, c), Unask(0, Greater)} {
		if err := s.Apply(a); err != nil {
			t.Fatalf("undo %v: %v", a, err)
		}
	}
	if len(s.Offer.Give) != 0 || s.Offer.Ask.Total() != 0 {
		t.Fatalf("undo left %+v", s.Offer)
	}
	if _, ok := findAction(s, func(a Action) bool { return a.Kind == ActSend }); ok {
		t.Fatal("an empty offer cannot be sent")
	}
	if _, ok := findAction(s, func(a Action) bool { return a.Kind == ActUnask }); ok {
		t.Fatal("nothing is asked, so nothing can be unasked")
	}
}

// TestTriggerInPhaseWithoutActiveEffects: an upkeep trigger in the Refresh
// Phase resolves there and then, before the Draw Phase's window opens.
func TestTriggerInPhaseWithoutActiveEffects(t *testing.T) {
	s, cs, scout := scoutTable(t, 6)
	collector, _ := cs.Lookup("Tribute Collector")
	s.AddCard(collector, 0, 0, ZField, 0)
	a, _ := s.AddCard(scout, 1, 0, ZResource, 0)
	s.Cards[a].Flags |= FExhausted
	s.Start(0, PhaseRefresh, 3)
	if got := len(s.Players[1].Life); got != 5 {
		t.Fatalf("the upkeep trigger should have dealt 1 Damage by now; opponent's Life Stack has %d", got)
	}
	if len(s.Chain) != 0 || s.Phase != PhaseDraw {
		t.Fatalf("chain %d in the %v Phase; want an empty chain in the Draw Phase", len(s.Chain), s.Phase)
	}
	if !s.Cards[a].Exhausted() {
		t.Fatal("the upkeep should have been paid by exhausting the Aspect")
	}
}

// TestOfferStepsCapped: giving and taking back the same card cannot go on
// for ever (RULINGS.md 12).
func TestOfferStepsCapped(t *testing.T) {
	s, _, scout := scoutTable(t, 5)
	c, _ := s.AddCard(scout, 0, 0, ZHand, 0)
	s.AddCard(scout, 1, 1, ZHand, 0)
	s.Start(0, PhaseTrade, 3)
	if err := s.Apply(Action{Kind: ActTradeWith, Player: 0, Who: 1}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < maxOfferSteps; i++ {
		if err := s.Apply(Action{Kind: ActGive, Player: 0, Card: c}); err != nil {
			t.Fatalf("change %d refused: %v", i+1, err)
		}
	}
	for _, a := range s.Legal(nil) {
		if a.Kind != ActPass && a.Kind != ActSend {
			t.Fatalf("after %d changes only send or withdraw should remain, but %v is legal", maxOfferSteps, a)
		}
	}
}
