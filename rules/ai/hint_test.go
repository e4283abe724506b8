package ai_test

import (
	"context"
	"errors"
	"testing"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset/cardsettest"
)

// TestHintNamesThePuzzlesAnswer asks for a hint in puzzle positions: it is
// the puzzle's answer, with a reason; it is the same when the faces the
// deciding player cannot see are moved around, or when the whole game is
// given rather than their View.
func TestHintNamesThePuzzlesAnswer(t *testing.T) {
	set := cardsettest.Base(t)
	for _, tc := range []struct {
		puzzle, extra string
		answer        func(s *rules.State) func(rules.Action) bool
	}{
		{"attack-bull-into-2-2s.txt", hiddenHand, func(s *rules.State) func(rules.Action) bool { return attackWith(s, "Bull of Heaven") }},
		{"no-attack-into-a-wall.txt", hiddenHand, func(*rules.State) func(rules.Action) bool { return passes }},
		{"attack-lethal.txt", hiddenHand, func(s *rules.State) func(rules.Action) bool { return attackWith(s, "Ox of the Furrow") }},
		{"target-the-bigger-threat.txt", hiddenHand, func(s *rules.State) func(rules.Action) bool {
			return func(a rules.Action) bool {
				return a.Kind == rules.ActTarget && s.Def(a.Target).Title == "Ox of the Furrow"
			}
		}},
	} {
		t.Run(tc.puzzle, func(t *testing.T) {
			s := puzzle(t, set, tc.puzzle, tc.extra)
			p := s.Pending.Player
			a, why, err := ai.Hint(context.Background(), s.View(p), ai.Options{}, 3)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("hint: %s (%s)", s.Describe(a, p), why)
			if !tc.answer(s)(a) || why == "" {
				t.Fatalf("the hint is %s (%q), not the puzzle's answer", s.Describe(a, p), why)
			}
			moved := swapped{&ai.Moves{Start: s}, p}.At(0)
			if moved.StateHash() == s.StateHash() {
				t.Fatal("moving the hidden faces left the game as it was")
			}
			for _, other := range []*rules.State{moved, moved.View(p)} {
				if b, why2, err := ai.Hint(context.Background(), other, ai.Options{}, 3); err != nil || b != a || why2 != why {
					t.Errorf("with the hidden faces moved the hint is %s (%q, %v), not %s (%q)", s.Describe(b, p), why2, err, s.Describe(a, p), why)
				}
			}
		})
	}
}

// TestHintReadsOnlyTheDecidersView: another player's View is refused, and
// a cancelled hint stops with the context's error.
func TestHintReadsOnlyTheDecidersView(t *testing.T) {
	s := puzzle(t, cardsettest.Base(t), "attack-bull-into-2-2s.txt")
	p := s.Pending.Player
	if _, _, err := ai.Hint(context.Background(), s.View(1-p), ai.Options{}, 1); !errors.Is(err, ai.ErrNotYourView) {
		t.Errorf("a hint from the other player's view: %v, want ErrNotYourView", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := ai.Hint(ctx, s.View(p), ai.Options{}, 1); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled hint: %v, want context.Canceled", err)
	}
}

// TestReviewProgressAndCancel: progress counts the searched decisions up
// from none to all, in order; a review cancelled part-way stops with the
// context's error; a game whose action is not legal where it stands is
// refused.
func TestReviewProgressAndCancel(t *testing.T) {
	s := puzzle(t, cardsettest.Base(t), "attack-bull-into-2-2s.txt")
	m := playOn(t, s, legalWhere(t, s, passes), 40)
	var seen [][2]int
	opt := ai.ReviewOptions{Player: s.Pending.Player, Iterations: 48, Workers: 2,
		Progress: func(done, total int) { seen = append(seen, [2]int{done, total}) }}
	if _, err := ai.Review(context.Background(), m, opt); err != nil {
		t.Fatal(err)
	}
	total := seen[0][1]
	if total < 2 || len(seen) != total+1 {
		t.Fatalf("progress %v: want 0 to a total of at least 2, one step at a time", seen)
	}
	for i, pr := range seen {
		if pr != [2]int{i, total} {
			t.Fatalf("progress %v: step %d is %v", seen, i, pr)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	opt.Progress = func(done, _ int) {
		if done == 1 {
			cancel()
		}
	}
	if _, err := ai.Review(ctx, m, opt); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled review: %v, want context.Canceled", err)
	}
	bad := &ai.Moves{Start: s, Actions: []rules.Action{rules.Pass(1 - s.Pending.Player), rules.Pass(s.Pending.Player)}}
	if _, err := ai.Review(context.Background(), bad, opt); err == nil {
		t.Error("a game with an action out of turn was reviewed")
	}
}
