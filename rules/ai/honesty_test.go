package ai

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"twilight/rules"
)

// midGame plays random actions until a player of the given seat has a
// decision with several options in the middle of a game.
func midGame(t *testing.T, cs *rules.CardSet, seed uint64) *rules.State {
	deck := testDeckOf(cs)
	s, err := rules.NewGame(cs, rules.Config{Seed: seed, Seats: []rules.Seat{{Deity: 0, Deck: deck}, {Deity: 1, Deck: deck}}, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 9))
	for i := 0; !s.Over(); i++ {
		l := s.Legal(nil)
		if i > 80 && len(l) > 2 {
			return s
		}
		if err := s.Apply(l[r.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Skip("game ended early")
	return nil
}

// hiddenPair finds two cards of the same level hidden from p.
func hiddenPair(s *rules.State, p int8) (rules.CardID, rules.CardID, bool) {
	v := s.View(p)
	for i := range v.Cards {
		for j := i + 1; j < len(v.Cards); j++ {
			a, b := rules.CardID(i), rules.CardID(j)
			if v.Hidden(a) && v.Hidden(b) && v.Cards[a].Def == v.Cards[b].Def && s.Cards[a].Def != s.Cards[b].Def &&
				s.Cards[a].Owner == s.Cards[b].Owner && s.Cards[a].Zone == s.Cards[b].Zone {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}

func TestHonesty(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	variants := []struct {
		name   string
		change func(s *rules.State, p int8) bool
	}{
		{"swap two hidden faces", func(s *rules.State, p int8) bool {
			a, b, ok := hiddenPair(s, p)
			if ok {
				s.Cards[a].Def, s.Cards[b].Def = s.Cards[b].Def, s.Cards[a].Def
			}
			return ok
		}},
		{"reorder hidden Life Stacks", func(s *rules.State, p int8) bool {
			for q := range s.Players {
				life := s.Players[q].Life
				if len(life) > 3 {
					// Keep the top card (its back shows); reverse the rest.
					for i, j := 0, len(life)-2; i < j; i, j = i+1, j-1 {
						life[i], life[j] = life[j], life[i]
					}
				}
			}
			return true
		}},
		{"reseed the generator", func(s *rules.State, p int8) bool {
			s.Rand = *rand.NewPCG(12345, 678)
			return true
		}},
	}
	for _, seed := range []uint64{3, 8} {
		base := midGame(t, cs, seed)
		p := base.Pending.Player
		for _, vr := range variants {
			other := base.Clone()
			if !vr.change(other, p) {
				continue
			}
			if other.StateHash() == base.StateHash() {
				t.Fatalf("%s: the variant is the same game", vr.name)
			}
			for _, lv := range []string{"easy", "normal", "hard"} {
				bot, _ := New(lv, Options{Deck: deck, Iterations: 60})
				// The full states are passed: the bot must reduce them to p's View.
				a1, why1, err1 := bot.(Reasoner).DecideWhy(context.Background(), base, 99)
				a2, why2, err2 := bot.(Reasoner).DecideWhy(context.Background(), other, 99)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				if a1 != a2 {
					t.Errorf("seed %d, %s, %s: %v vs %v", seed, vr.name, lv, a1, a2)
				}
				if why1 != why2 || why1 == "" {
					t.Errorf("seed %d, %s, %s: the reason %q became %q", seed, vr.name, lv, why1, why2)
				}
				if name := hiddenNameIn(base, p, why1); name != "" {
					t.Errorf("seed %d, %s: the reason %q names %s, which p%d cannot see", seed, lv, why1, name, p+1)
				}
			}
		}
	}
}

func TestDeterministicAndCancellable(t *testing.T) {
	cs := testCards(t)
	s := midGame(t, cs, 5)
	bot, _ := New("hard", Options{Deck: testDeckOf(cs), Iterations: 80})
	a1, _ := bot.Decide(context.Background(), s.View(s.Pending.Player), 1)
	a2, _ := bot.Decide(context.Background(), s.View(s.Pending.Player), 1)
	if a1 != a2 {
		t.Fatalf("same seed, different actions: %v vs %v", a1, a2)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, lv := range Levels() {
		bot, _ := New(lv, Options{})
		if _, err := bot.Decide(ctx, s.View(s.Pending.Player), 1); err == nil {
			t.Errorf("%s ignored a cancelled context", lv)
		}
	}
}

// TestDeadlineAnswers: a search given a context with a deadline answers
// with the best action found by then, not an error (the client's session
// bounds the thinking time that way), and the action is legal.
func TestDeadlineAnswers(t *testing.T) {
	cs := testCards(t)
	s := midGame(t, cs, 17)
	for _, lv := range []string{"easy", "normal", "hard"} {
		bot, _ := New(lv, Options{Iterations: 1 << 30})
		ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
		a, err := bot.Decide(ctx, s.View(s.Pending.Player), 1)
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", lv, err)
		}
		if err := s.Clone().Apply(a); err != nil {
			t.Errorf("%s answered with an illegal action: %v", lv, err)
		}
	}
}

// hiddenNameIn returns the title of a card hidden from p that text
// mentions, unless a card p can see bears the same title; "" if none.
func hiddenNameIn(s *rules.State, p int8, text string) string {
	v := s.View(p)
	seen := map[string]bool{}
	for i := range v.Cards {
		if !v.Hidden(rules.CardID(i)) {
			seen[s.Def(rules.CardID(i)).Title] = true
		}
	}
	for i := range v.Cards {
		if title := s.Def(rules.CardID(i)).Title; v.Hidden(rules.CardID(i)) && !seen[title] && strings.Contains(text, title) {
			return title
		}
	}
	return ""
}

// TestReasonsNameOnlyVisibleCards plays games between the searching levels
// and checks every reason: it is given, and never names a card its player
// cannot see.
func TestReasonsNameOnlyVisibleCards(t *testing.T) {
	cs := testCards(t)
	deck := testDeckOf(cs)
	for _, lv := range []string{"easy", "normal"} {
		s, err := rules.NewGame(cs, rules.Config{Seed: 21, Seats: []rules.Seat{{Deity: 0, Deck: deck}, {Deity: 2, Deck: deck}}})
		if err != nil {
			t.Fatal(err)
		}
		bot, _ := New(lv, Options{Deck: deck, Iterations: 24})
		searched := 0
		for step := 0; step < 600 && !s.Over(); step++ {
			p := s.Pending.Player
			a, why, err := bot.(Reasoner).DecideWhy(context.Background(), s.View(p), uint64(step))
			if err != nil {
				t.Fatal(err)
			}
			if why == "" {
				t.Fatalf("%s gave no reason for %s", lv, s.Describe(a, p))
			}
			if !strings.Contains(why, "nothing worth doing") && !strings.Contains(why, "the only sensible choice") {
				searched++
			}
			if name := hiddenNameIn(s, p, why); name != "" {
				t.Fatalf("%s: the reason %q names %s, which p%d cannot see", lv, why, name, p+1)
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if searched == 0 {
			t.Errorf("%s: no reason came from a search", lv)
		}
	}
}
