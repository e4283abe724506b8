package puzzle

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"strings"
	"time"

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

// Judge follows one attempt at a puzzle. A move an answer step lists is
// right and one a wrong line lists is wrong, as the file says; any other
// move is judged by its outcome against the answer's (asGood).
type Judge struct {
	p    *Puzzle
	pl   Player
	step int
	done Verdict
	// turn is the puzzle's turn, the horizon of the outcome test; start is
	// the position before the first move (both set by the first Move).
	turn  int
	start *rules.State
	// ref is the answer line's result from the position of the last move
	// the outcome test judged (-1: none yet), for Settle.
	ref int
	// Why says what the wrong move leads to, when the puzzle or the outcome
	// test says ("" when neither does, or the attempt is not wrong).
	Why string
	// Took is how long the last outcome test took (0 when no move needed
	// one).
	Took time.Duration
	// OwnWay: the attempt was solved by the end of the turn (Settle), off
	// the answer's listed moves.
	OwnWay bool
	// Limit bounds one outcome test's wall time (0: judgeTime). The table
	// keeps the default, so a player waits seconds at most; a test raises
	// it, so that its verdicts do not hang on how loaded the machine is.
	Limit time.Duration
}

// limit is the wall time one outcome test may take.
func (j *Judge) limit() time.Duration {
	if j.Limit > 0 {
		return j.Limit
	}
	return judgeTime
}

// NewJudge starts an attempt; pl plays and weighs the moves of the
// outcome test (nil: a move no answer lists is wrong).
func NewJudge(p *Puzzle, pl Player) *Judge { return &Judge{p: p, pl: pl, done: Going, ref: -1} }

// Verdict is the attempt's result so far (Going until it is decided).
func (j *Judge) Verdict() Verdict { return j.done }

// Move judges the solver's action a, about to be taken in before (the
// game just before it; the judge does not keep it). Once the attempt is
// decided, later moves change nothing. A right move the answer does not
// list leaves the attempt going: the answer's step is still to be made,
// or the end of the turn settles it (Settle). Move may take a while for
// such a move (the outcome test); Listed answers at once for the others.
func (j *Judge) Move(before *rules.State, a rules.Action) Verdict {
	if v, ok := j.Listed(before, a); ok {
		return v
	}
	if ok, why := j.asGood(before, a); !ok {
		j.done, j.Why = Wrong, why
	}
	return j.done
}

// Listed judges a as Move does when the file alone decides: the attempt
// is over, or a is an answer's step or a wrong line. ok is false when a
// needs the outcome test (Move), and then nothing is judged yet.
func (j *Judge) Listed(before *rules.State, a rules.Action) (v Verdict, ok bool) {
	if j.done != Going {
		return j.done, true
	}
	if j.start == nil {
		j.turn, j.start = int(before.Turn), before.Clone()
	}
	if fitsAny(before, a, j.p.Steps[j.step]) {
		if j.step++; j.step == len(j.p.Steps) {
			j.done = Solved
		}
		return j.done, true
	}
	for _, w := range j.p.Wrongs {
		if fitsAny(before, a, []string{w.Line}) {
			j.done, j.Why = Wrong, w.Why
			return j.done, true
		}
	}
	return Going, false
}

// Settle decides an attempt still going once the puzzle's turn or the
// game is over in s, the game as played: it is solved unless the answer's
// line won where s is not won, or s lost where the answer's line did not
// (the answer played from the last position a move was judged by its
// outcome at, or from the start when every move was the answer's).
func (j *Judge) Settle(s *rules.State) Verdict {
	if j.done != Going || j.start == nil || (!s.Over() && int(s.Turn) == j.turn) {
		return j.done
	}
	ref := j.ref
	if ref < 0 {
		ctx, cancel := context.WithTimeout(context.Background(), j.limit())
		defer cancel()
		end, err := j.playOn(ctx, j.start.Clone(), j.p.Steps)
		if err != nil {
			j.done = Wrong
			return j.done
		}
		ref = result(end, j.p.Seat)
	}
	j.done, j.OwnWay = Solved, true
	if got := result(s, j.p.Seat); got < ref {
		j.done, j.OwnWay, j.Why = Wrong, false, strings.Replace(resultWords(ref), "after this move", "as you played it", 1)
	}
	return j.done
}

// asGood is the outcome test of move a in before, stated in two parts.
// First the answer (its steps from the current one, then as the computer
// plays) and a are each played on from before to the end of the turn (or
// of the game) by the judge's player for every seat: a is wrong when the
// answer's line wins and a's does not, or a's loses and the answer's does
// not, and right when a's line wins. Otherwise the player weighs a against
// the answer's move in before, on the same sampled games: a is wrong only
// when the answer is clearly better (by the margin the strongest level
// needs to leave passing). A test that cannot be run judges a wrong,
// without words.
func (j *Judge) asGood(before *rules.State, a rules.Action) (bool, string) {
	if j.pl == nil {
		return false, ""
	}
	t0 := time.Now()
	defer func() { j.Took = time.Since(t0) }()
	ctx, cancel := context.WithTimeout(context.Background(), j.limit())
	defer cancel()
	steps := j.p.Steps[j.step:]
	ansEnd, err := j.playOn(ctx, before.Clone(), steps)
	if err != nil {
		return false, ""
	}
	s := before.Clone()
	if err := s.Apply(a); err != nil {
		return false, ""
	}
	if s, err = j.playOn(ctx, s, nil); err != nil {
		return false, ""
	}
	ans, got := result(ansEnd, j.p.Seat), result(s, j.p.Seat)
	j.ref = ans
	switch {
	case got < ans && (ans == won || got == lost):
		return false, resultWords(ans)
	case got == won:
		return true, ""
	}
	answer, ok := fitting(before, j.p.Seat, steps[0])
	if !ok {
		return true, "" // the answer's step cannot be made here: the lines' results decide
	}
	better, why, err := j.pl.Better(ctx, before, a, answer, lineSeed)
	if err != nil {
		return false, ""
	}
	if better {
		return false, "The answer does better: " + why
	}
	return true, ""
}

// playOn plays s on to the puzzle's horizon with the judge's player.
func (j *Judge) playOn(ctx context.Context, s *rules.State, steps [][]string) (*rules.State, error) {
	return playOn(ctx, s, j.turn, j.pl, j.p.Seat, steps)
}

// fitsAny reports whether one of lines describes action a in s.
func fitsAny(s *rules.State, a rules.Action, lines []string) bool {
	for _, line := range lines {
		if ok, _ := scenario.Fits(s, a, line); ok {
			return true
		}
	}
	return false
}
