package puzzle

import (
	"bufio"
	"fmt"
	"io/fs"
	"strings"

	"twilight/rules"
	"twilight/rules/scenario"
)

// Puzzle is one position to solve.
type Puzzle struct {
	// Name is the file's name without .txt: the key a solved puzzle is
	// remembered by.
	Name  string
	Title string
	Task  string
	// Steps are the answer's decisions, in order; each holds the action
	// lines that are right at that step.
	Steps [][]string
	// Why says why the answer is right; Move says the answer's first move
	// in a few words, beside the table's pointer at it.
	Why, Move string
	// Wrongs are wrong moves the puzzle explains: what happens after them.
	Wrongs []WrongMove
	// Seat is the player who solves it (the seat of the first answer).
	Seat int8
	// position is the scenario text of the position.
	position string
}

// Load reads every .txt file at the root of fsys, in name order.
func Load(fsys fs.FS) ([]*Puzzle, error) {
	names, err := fs.Glob(fsys, "*.txt")
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		p, err := Parse(strings.TrimSuffix(n, ".txt"), string(b))
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// Parse reads one puzzle file; name is its key.
func Parse(name, src string) (*Puzzle, error) {
	p := &Puzzle{Name: name}
	sc := bufio.NewScanner(strings.NewReader(src))
	n, inPosition := 0, false
	var pos, why []string
	for sc.Scan() {
		n++
		line := sc.Text()
		if inPosition {
			pos = append(pos, line)
			continue
		}
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		key, rest, _ := strings.Cut(t, " ")
		rest = strings.TrimSpace(rest)
		switch key {
		case "title":
			p.Title = rest
		case "task":
			p.Task = rest
		case "move":
			p.Move = rest
		case "why":
			why = append(why, rest)
		case "wrong":
			line, why, ok := strings.Cut(rest, " -- ")
			if !ok {
				return nil, fmt.Errorf("%s:%d: wrong takes a move, \" -- \" and what it leads to", name, n)
			}
			p.Wrongs = append(p.Wrongs, WrongMove{Line: strings.TrimSpace(line), Why: strings.TrimSpace(why)})
		case "answer":
			p.Steps = append(p.Steps, alternatives(rest))
		case "position":
			inPosition = true
			pos = append(pos, make([]string, n)...) // keep the file's line numbers in errors
		default:
			return nil, fmt.Errorf("%s:%d: unknown line %q (title, task, answer, move, why, wrong, position)", name, n, key)
		}
	}
	p.Why = strings.Join(why, " ")
	p.position = strings.Join(pos, "\n")
	switch {
	case p.Title == "" || p.Task == "" || p.Why == "" || p.Move == "":
		return nil, fmt.Errorf("%s: a puzzle needs a title, a task, a move and a why", name)
	case len(p.Steps) == 0:
		return nil, fmt.Errorf("%s: no answer", name)
	case !inPosition:
		return nil, fmt.Errorf("%s: no position", name)
	}
	seat, err := seatOf(p.Steps[0][0])
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	p.Seat = seat
	return p, nil
}

// WrongMove is a wrong move a puzzle explains: the action line and why it
// fails.
type WrongMove struct{ Line, Why string }

// alternatives splits an answer line at |.
func alternatives(s string) []string {
	var out []string
	for _, a := range strings.Split(s, "|") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// seatOf is the player an action line names first (p1 → 0).
func seatOf(line string) (int8, error) {
	w, _, _ := strings.Cut(line, " ")
	if len(w) != 2 || (w[0] != 'p' && w[0] != 'P') || w[1] < '1' || w[1] > '4' {
		return 0, fmt.Errorf("answer %q does not start with a player (p1..p4)", line)
	}
	return int8(w[1] - '1'), nil
}

// Position sets the puzzle's position up with the cards of set.
func (p *Puzzle) Position(set *rules.CardSet) (*rules.State, error) {
	s, err := scenario.Board(p.Name+".txt", strings.NewReader(p.position), set)
	if err != nil {
		return nil, err
	}
	if s.Over() || s.Pending.Player != p.Seat {
		return nil, fmt.Errorf("%s: the position does not wait for p%d, who answers", p.Name, p.Seat+1)
	}
	return s, nil
}

// Source is the position's scenario text followed by lines: for checks
// that play the answer (the puzzles' test).
func (p *Puzzle) Source(lines ...string) string {
	return p.position + "\n" + strings.Join(lines, "\n") + "\n"
}

// FirstMove is the first right move in position s (the puzzle's start),
// for pointing at: the first legal action of the solver that an answer
// of the first step describes.
func (p *Puzzle) FirstMove(s *rules.State) (rules.Action, bool) {
	for _, a := range s.Legal(nil) {
		if a.Player != p.Seat {
			continue
		}
		for _, line := range p.Steps[0] {
			if ok, _ := scenario.Fits(s, a, line); ok {
				return a, true
			}
		}
	}
	return rules.Action{}, false
}

// Verdict is what a move made of the puzzle.
type Verdict int8

// The verdicts.
const (
	// Going: the move is right and the answer has more steps.
	Going Verdict = iota
	// Solved: the move completes the answer.
	Solved
	// Wrong: the move is not the answer.
	Wrong
)

// Judge follows one attempt at a puzzle.
type Judge struct {
	p    *Puzzle
	step int
	done Verdict
	// Why says what the wrong move leads to, when the puzzle says ("" when
	// it does not, or the attempt is not wrong).
	Why string
}

// NewJudge starts an attempt.
func NewJudge(p *Puzzle) *Judge { return &Judge{p: p, done: Going} }

// Verdict is the attempt's result so far (Going until it is decided).
func (j *Judge) Verdict() Verdict { return j.done }

// Move judges the solver's action a, taken in s (the game before or just
// after it). Once the attempt is decided, later moves change nothing.
func (j *Judge) Move(s *rules.State, a rules.Action) Verdict {
	if j.done != Going {
		return j.done
	}
	right := false
	for _, line := range j.p.Steps[j.step] {
		if ok, _ := scenario.Fits(s, a, line); ok {
			right = true
		}
	}
	switch {
	case !right:
		j.done = Wrong
		for _, w := range j.p.Wrongs {
			if ok, _ := scenario.Fits(s, a, w.Line); ok && j.Why == "" {
				j.Why = w.Why
			}
		}
	case j.step+1 == len(j.p.Steps):
		j.done = Solved
	default:
		j.step++
	}
	return j.done
}
