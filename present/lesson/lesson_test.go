package lesson

import (
	"testing"

	"twilight/assets"
	"twilight/rules"
	"twilight/rules/cardset"
)

func baseSet(t *testing.T) *rules.CardSet {
	t.Helper()
	set, err := cardset.LoadFS(assets.Cards(), ".")
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// TestWalkThrough plays the lesson as a newcomer would: at each of their
// decisions they take the action the current step asks for, or else
// press the prompt's pass (the table's primary button), and the rival
// plays its script. Every step must be reached and done in turn.
func TestWalkThrough(t *testing.T) {
	s, err := Deal(baseSet(t))
	if err != nil {
		t.Fatal(err)
	}
	l := New(s)
	seen := map[int]bool{0: true}
	for n := 0; !l.Last(); n++ {
		if n > 400 {
			t.Fatalf("stuck at step %d %q (pending %v for p%d, phase %v)", l.Index(), l.Step().Title, s.Pending.Kind, s.Pending.Player, s.Phase)
		}
		if s.Over() {
			t.Fatalf("the game ended at step %d %q", l.Index(), l.Step().Title)
		}
		var a rules.Action
		if s.Pending.Player == Rival {
			a = Choose(s.View(Rival))
		} else if asked, ok := l.Asked(s); ok {
			a = asked
		} else if pass, ok := first(s, func(a rules.Action) bool { return a.Kind == rules.ActPass }); ok {
			a = pass
		} else {
			t.Fatalf("step %d %q asks for nothing at %v, and the player cannot pass", l.Index(), l.Step().Title, s.Pending.Kind)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("step %d %q: %+v: %v", l.Index(), l.Step().Title, a, err)
		}
		l.Observe(s)
		seen[l.Index()] = true
	}
	if len(seen) != l.Len() {
		t.Errorf("reached %d of %d steps", len(seen), l.Len())
	}
	// The lesson's story came true: the Tribune outlived the Fury, the
	// Courtier blocked and lives, the Intrigue is on its way in.
	for _, title := range []string{tribuneTitle, courtierTitle} {
		if !onField(s, You, title) {
			t.Errorf("%s is not on your Combat Field at the end", title)
		}
	}
	if len(s.Chain) != 1 || !titled(s, s.Chain[0].Source, intrigueTitle) {
		t.Errorf("the chain at the end is %+v, want Network of Informants being summoned", s.Chain)
	}
	if s.Turn != 5 || s.Active != You {
		t.Errorf("the lesson ends on turn %d, p%d active; want your turn 5", s.Turn, s.Active+1)
	}
}

func onField(s *rules.State, p int8, title string) bool {
	for _, c := range s.Players[p].Field {
		if titled(s, c, title) {
			return true
		}
	}
	return false
}

// TestStepsWaitForThePlayer: at the deal no step is done by itself, and
// each step, skipped, gives way to the next until the end, which stays.
func TestStepsWaitForThePlayer(t *testing.T) {
	s, err := Deal(baseSet(t))
	if err != nil {
		t.Fatal(err)
	}
	l := New(s)
	if l.Observe(s) || l.Index() != 0 {
		t.Fatalf("the first step is done before the player did anything (now at %d)", l.Index())
	}
	if s.Pending.Player != You || s.Pending.Kind != rules.DecTrade {
		t.Fatalf("the deal starts at %v for p%d, want your Trade decision", s.Pending.Kind, s.Pending.Player+1)
	}
	for i := 1; i < l.Len(); i++ {
		l.Skip(s)
		if l.Index() != i {
			t.Fatalf("skip %d: at step %d", i, l.Index())
		}
	}
	l.Skip(s)
	if !l.Last() || l.Observe(s) {
		t.Error("the lesson's end moved on")
	}
	for i, st := range Steps() {
		if st.Title == "" || st.Do == "" || st.Why == "" || st.done == nil {
			t.Errorf("step %d lacks its title, words or end: %+v", i, st)
		}
		if i < l.Len()-1 && (st.From.Kind == Nowhere || st.ask == nil && st.From.Kind != AtButton) {
			t.Errorf("step %d %q points nowhere or asks for nothing", i, st.Title)
		}
	}
}
