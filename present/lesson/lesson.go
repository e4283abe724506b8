package lesson

import "twilight/rules"

// Lesson is the lesson under way: the steps, the one the player is on and
// where the game's log stood when it began.
type Lesson struct {
	steps []Step
	at    int
	mark  int // the log's length when the current step began
}

// New starts the lesson at its first step on the game s.
func New(s *rules.State) *Lesson {
	return &Lesson{steps: Steps(), mark: len(s.Log)}
}

// Step is the current step.
func (l *Lesson) Step() *Step { return &l.steps[l.at] }

// Index is the current step's number from 0, and Len how many there are.
func (l *Lesson) Index() int { return l.at }

// Len is how many steps the lesson has.
func (l *Lesson) Len() int { return len(l.steps) }

// Last reports whether the current step is the lesson's end.
func (l *Lesson) Last() bool { return l.at == len(l.steps)-1 }

// Observe looks at the game after something happened and moves past
// every step now done. It reports whether the step changed.
func (l *Lesson) Observe(s *rules.State) bool {
	moved := false
	for !l.Last() {
		from := min(l.mark, len(s.Log))
		if !l.steps[l.at].done(s, s.Log[from:]) {
			break
		}
		l.next(s)
		moved = true
	}
	return moved
}

// Skip moves on to the next step without doing this one.
func (l *Lesson) Skip(s *rules.State) {
	if !l.Last() {
		l.next(s)
	}
}

func (l *Lesson) next(s *rules.State) {
	l.at++
	l.mark = len(s.Log)
}

// Asked is the action the current step asks of the player now, if the
// player decides and the step asks for something at this decision.
func (l *Lesson) Asked(s *rules.State) (rules.Action, bool) {
	if ask := l.steps[l.at].ask; ask != nil {
		return ask(s)
	}
	return rules.Action{}, false
}
