package puzzle

import (
	"strings"
	"testing"

	"twilight/assets"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
	"twilight/rules/scenario"
)

// TestPuzzles loads every shipped puzzle, checks that each wrong move it
// explains is legal at its start, plays its answer in its
// position (each alternative of each step after the first alternatives
// of the steps before it), and asks the hard computer whether it agrees
// with the first step.
func TestPuzzles(t *testing.T) {
	set := cardsettest.Base(t)
	ps, err := Load(assets.Puzzles())
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 8 || len(ps) != len(assets.PuzzleFiles()) {
		t.Fatalf("%d puzzles loaded of %d files; want 8 or more", len(ps), len(assets.PuzzleFiles()))
	}
	for _, p := range ps {
		t.Run(p.Name, func(t *testing.T) {
			start, err := p.Position(set)
			if err != nil {
				t.Fatal(err)
			}
			for i, step := range p.Steps {
				var errs []string
				for _, alt := range step {
					lines := []string{}
					for _, before := range p.Steps[:i] {
						lines = append(lines, before[0])
					}
					if _, err := scenario.Board(p.Name, strings.NewReader(p.Source(append(lines, alt)...)), set); err != nil {
						errs = append(errs, err.Error())
					}
				}
				// Every first move must be legal; at a later step, after the
				// first alternatives before it, at least one (two attackers
				// in either order: the one that attacked is no longer Fresh).
				if i == 0 && len(errs) > 0 || len(errs) == len(step) {
					t.Errorf("step %d: %s", i+1, strings.Join(errs, "; "))
				}
			}
			for _, w := range p.Wrongs {
				legal := false
				for _, a := range start.Legal(nil) {
					if ok, _ := scenario.Fits(start, a, w.Line); ok {
						legal = true
					}
				}
				if !legal || w.Why == "" {
					t.Errorf("wrong %q is no legal move at the start, or not explained", w.Line)
				}
			}
			if len(p.Steps[0]) == 1 {
				ask := "expect-ai " + strings.Replace(p.Steps[0][0], " ", " hard ", 1)
				if _, err := scenario.Board(p.Name, strings.NewReader(p.Source(ask)), set); err != nil {
					t.Errorf("the hard computer disagrees: %v", err)
				}
			}
		})
	}
}

// TestJudge: the right moves solve a puzzle, in any order its steps
// allow; a wrong one, at any step, is Wrong and stays so.
func TestJudge(t *testing.T) {
	set := cardsettest.Base(t)
	ps, err := Load(assets.Puzzles())
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*Puzzle{}
	for _, p := range ps {
		byName[p.Name] = p
	}
	tests := []struct {
		puzzle string
		moves  []string // picked from the legal actions by these words
		want   []Verdict
		why    bool // the wrong move is explained
	}{
		{"01-lethal-on-board", []string{`attack "Ox of the Furrow" p2 life`}, []Verdict{Solved}, false},
		{"01-lethal-on-board", []string{`attack "Ox of the Furrow" p2 discard`}, []Verdict{Wrong}, true},
		{"01-lethal-on-board", []string{`pass`}, []Verdict{Wrong}, false},
		{"02-two-through-one", []string{`attack "Temple Gatekeeper" p2 life`, `attack "Ox of the Furrow" p2 life`}, []Verdict{Going, Solved}, false},
		{"02-two-through-one", []string{`attack "Ox of the Furrow" p2 life`, `pass`}, []Verdict{Going, Wrong}, true},
		{"07-into-the-troll", []string{`pass`}, []Verdict{Solved}, false},
		{"07-into-the-troll", []string{`attack "Envoy of Ravenna" p2 life`}, []Verdict{Wrong}, true},
		{"09-stealth", []string{`attack "terracotta-warrior" p2 life`}, []Verdict{Wrong}, true},
	}
	for _, tc := range tests {
		p := byName[tc.puzzle]
		if p == nil {
			t.Fatalf("no puzzle %s", tc.puzzle)
		}
		s, err := p.Position(set)
		if err != nil {
			t.Fatal(err)
		}
		j := NewJudge(p)
		for i, w := range tc.moves {
			a := pick(t, s, p.Seat, w)
			if got := j.Move(s, a); got != tc.want[i] {
				t.Errorf("%s: move %d %q: %v, want %v", tc.puzzle, i+1, w, got, tc.want[i])
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if j.Verdict() != tc.want[len(tc.want)-1] || (j.Why != "") != tc.why {
			t.Errorf("%s: ends %v, explained %q", tc.puzzle, j.Verdict(), j.Why)
		}
	}
}

// pick is the legal action of p that the words describe.
func pick(t *testing.T, s *rules.State, p int8, words string) rules.Action {
	t.Helper()
	line := "p" + string(rune('1'+p)) + " " + words
	for _, a := range s.Legal(nil) {
		if ok, _ := scenario.Fits(s, a, line); ok {
			return a
		}
	}
	t.Fatalf("no legal action %q", line)
	return rules.Action{}
}
