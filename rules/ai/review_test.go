package ai_test

import (
	"context"
	"os"
	"reflect"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset/cardsettest"
	"twilight/rules/scenario"
)

// puzzle sets up the position of an AI puzzle of
// rules/testdata/scenarios/ai, without asking the computer levels its
// questions, with extra setup lines added before "start".
func puzzle(t *testing.T, set *rules.CardSet, name string, extra ...string) *rules.State {
	t.Helper()
	src, err := os.ReadFile(cardsettest.Path(t, "rules/testdata/scenarios/ai/"+name))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "start ") {
			lines = append(lines, extra...)
		}
		if !strings.HasPrefix(l, "expect-ai") {
			lines = append(lines, l)
		}
	}
	s, err := scenario.Board(name, strings.NewReader(strings.Join(lines, "\n")), set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hiddenHand gives the opponent Hand cards of one level with different
// faces, so that moving the faces hidden from the deciding player changes
// the game.
const hiddenHand = `p2 hand "Youthful Troll" "Stoic Legionnaires" "Berserker of the Rhine"`

// legalWhere returns the legal action that fits, failing without one.
func legalWhere(t *testing.T, s *rules.State, fits func(a rules.Action) bool) rules.Action {
	t.Helper()
	for _, a := range s.Legal(nil) {
		if fits(a) {
			return a
		}
	}
	t.Fatalf("no legal action fits; legal: %v", s.Legal(nil))
	return rules.Action{}
}

// attackWith is an attack on p2's Life Stack by the card of that title.
func attackWith(s *rules.State, title string) func(rules.Action) bool {
	return func(a rules.Action) bool {
		return a.Kind == rules.ActAttack && a.Who == 1 && a.Stack == rules.AtLife && s.Def(a.Card).Title == title
	}
}

func passes(a rules.Action) bool { return a.Kind == rules.ActPass }

// playOn takes first in s, then lets hard play both seats to the end of the
// next turn (or at most limit actions): a scripted game whose other
// decisions are the strongest level's.
func playOn(t *testing.T, s *rules.State, first rules.Action, limit int) *ai.Moves {
	t.Helper()
	m := &ai.Moves{Start: s.Clone(), Actions: []rules.Action{first}}
	s = s.Clone()
	s.NoLog = true
	if err := s.Apply(first); err != nil {
		t.Fatal(err)
	}
	hard, err := ai.New("hard", ai.Options{})
	if err != nil {
		t.Fatal(err)
	}
	end := int(s.Turn) + 1
	playWith(t, s, m, []ai.Player{hard, hard}, func() bool { return len(m.Actions) >= limit || int(s.Turn) > end })
	return m
}

// playWith lets the players play s, adding their actions to m, until the
// game ends or stop says so.
func playWith(tb testing.TB, s *rules.State, m *ai.Moves, players []ai.Player, stop func() bool) {
	tb.Helper()
	for !s.Over() && !stop() {
		p := s.Pending.Player
		a, err := players[p].Decide(context.Background(), s.View(p), uint64(len(m.Actions)))
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			tb.Fatal(err)
		}
		m.Actions = append(m.Actions, a)
	}
}

// swapped is a game in which every position shows player p the same View
// as g's, but the faces hidden from p are moved around: the first and last
// of each run of same-level hidden cards in another player's Hand trade
// faces, and every hidden Life Stack below its top card is turned over.
type swapped struct {
	ai.Game
	p int8
}

func (g swapped) At(n int) *rules.State {
	s := g.Game.At(n)
	if s == nil {
		return nil
	}
	v := s.View(g.p)
	for q := range s.Players {
		hand := s.Players[q].Hand
		for i := range hand {
			for j := len(hand) - 1; j > i; j-- {
				a, b := hand[i], hand[j]
				if v.Hidden(a) && v.Hidden(b) && v.HiddenLevel(a) == v.HiddenLevel(b) {
					s.Cards[a].Def, s.Cards[b].Def = s.Cards[b].Def, s.Cards[a].Def
				}
			}
		}
		if life := s.Players[q].Life; len(life) > 2 {
			// The top card is the last; its back shows.
			for i, j := 0, len(life)-2; i < j; i, j = i+1, j-1 {
				life[i], life[j] = life[j], life[i]
			}
		}
	}
	return s
}

// TestReviewMarksThePlantedBlunder plays, from puzzle positions, a blunder
// the puzzle forbids and then the strongest level's moves; the review of
// the blundering player marks the blunder and nothing else, and a game in
// which the puzzle's answer is played instead gets no mark. The review
// reads only the player's View: the same game with the faces hidden from
// them moved around gets the same marks.
func TestReviewMarksThePlantedBlunder(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: searches every decision at hard's budget")
	}
	set := cardsettest.Base(t)
	for _, tc := range []struct {
		puzzle      string
		blunder     func(s *rules.State) func(rules.Action) bool
		answer      func(s *rules.State) func(rules.Action) bool
		playedWords string
	}{
		{"no-attack-into-a-wall.txt", func(s *rules.State) func(rules.Action) bool { return attackWith(s, "Corrupt Tribune") },
			func(*rules.State) func(rules.Action) bool { return passes }, "You attacked Enlil's Life Stack with Corrupt Tribune into 1 blocker"},
		{"attack-bull-into-2-2s.txt", func(*rules.State) func(rules.Action) bool { return passes },
			func(s *rules.State) func(rules.Action) bool { return attackWith(s, "Bull of Heaven") }, "You did not attack"},
	} {
		t.Run(tc.puzzle, func(t *testing.T) {
			s := puzzle(t, set, tc.puzzle, hiddenHand)
			p := s.Pending.Player
			blunder := legalWhere(t, s, tc.blunder(s))
			bad := playOn(t, s, blunder, 60)
			opt := ai.ReviewOptions{Player: p, Seed: 7}
			marks, err := ai.Review(context.Background(), bad, opt)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range marks {
				t.Logf("mark: decision %d, turn %d: %s", m.Decision, m.Turn, m.Reason)
			}
			if len(marks) != 1 || marks[0].Decision != 0 || marks[0].Played != blunder || !tc.answer(s)(marks[0].Better) {
				t.Fatalf("the review of %d actions marked %+v; want the first decision alone, with the puzzle's answer", bad.Len(), marks)
			}
			if !strings.HasPrefix(marks[0].Reason, tc.playedWords+";") {
				t.Errorf("the reason %q does not start %q", marks[0].Reason, tc.playedWords)
			}
			if (swapped{bad, p}).At(0).StateHash() == bad.At(0).StateHash() {
				t.Fatal("moving the hidden faces left the game as it was")
			}
			hidden, err := ai.Review(context.Background(), swapped{bad, p}, opt)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(hidden, marks) {
				t.Errorf("with the hidden faces moved the review marked %+v, not %+v", hidden, marks)
			}
			good := playOn(t, s, legalWhere(t, s, tc.answer(s)), 60)
			if marks, err := ai.Review(context.Background(), good, opt); err != nil || len(marks) != 0 {
				t.Errorf("the game with the puzzle's answer was marked %+v (%v)", marks, err)
			}
		})
	}
}

// match plays a two-player game of the pre-built decks between two
// computers of the given level until turn turns+1 starts (or it ends),
// and returns it with seat 0's deck list.
func match(tb testing.TB, level string, turns int) (*ai.Moves, []rules.DefID) {
	tb.Helper()
	set := cardsettest.Base(tb)
	decks := cardsettest.Prebuilt(tb, set)
	for seed := uint64(3); seed < 60; seed += 3 { // 2 + seed mod 3 players
		s := cardsettest.Game(tb, set, decks, seed)
		s.NoLog = true
		m := &ai.Moves{Start: s.Clone()}
		bots := make([]ai.Player, len(s.Players))
		for p := range bots {
			bots[p], _ = ai.New(level, ai.Options{Deck: s.Decks[p]})
		}
		playWith(tb, s, m, bots, func() bool { return int(s.Turn) > turns })
		if !s.Over() {
			return m, s.Decks[0]
		}
	}
	tb.Fatalf("no game of %d turns", turns)
	return nil, nil
}

// BenchmarkReview20Turns reviews the decisions of one player of a 20-turn
// two-player match between normal computers at hard's budget, on every
// processor (issue #26: at most 60 s on the two-core machine). Besides
// the wall clock it reports the processor time the review took (cpu-s),
// which a machine shared with other work does not inflate.
//
//	go test ./rules/ai -run X -bench Review20Turns -benchtime 1x
func BenchmarkReview20Turns(b *testing.B) {
	m, deck := match(b, "normal", 20)
	b.ResetTimer()
	for range b.N {
		total := 0
		cpu := cpuTime()
		got, err := ai.Review(context.Background(), m, ai.ReviewOptions{Player: 0, Deck: deck, Seed: 1,
			Progress: func(_, n int) { total = n }})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric((cpuTime() - cpu).Seconds(), "cpu-s")
		b.ReportMetric(float64(total), "decisions")
		b.ReportMetric(float64(len(got)), "marks")
		b.ReportMetric(float64(m.Len()), "actions")
	}
}
