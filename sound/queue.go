package sound

import "slices"

// GapTicks is how many ticks (1/60 s) apart queued cues start: a batch of
// blows struck at one instant adds up past full scale (four effects and
// a bed at full volume clip; 50 ms apart they peak at 0.76, measured with
// sox), and in turn each is heard.
const GapTicks = 3

// maxQueued is the most cues a Queue holds; more effects are dropped, an
// announcement (your turn, the end) never is.
const maxQueued = 6

// Queue holds a table's cues waiting to start, each once, GapTicks apart.
// The zero Queue is empty and ready.
type Queue struct {
	cues []Cue
	wait int
}

// Add queues c unless it is waiting already.
func (q *Queue) Add(c Cue) {
	if c != 0 && !slices.Contains(q.cues, c) && (len(q.cues) < maxQueued || c.Announces()) {
		q.cues = append(q.cues, c)
	}
}

// Played says a cue was just started outside the queue (the hand's, at
// once): the next waits a gap after it.
func (q *Queue) Played() { q.wait = GapTicks + 1 }

// Tick is called once a tick: the cue to start now, or 0.
func (q *Queue) Tick() Cue {
	if q.wait > 0 {
		q.wait--
	}
	if q.wait > 0 || len(q.cues) == 0 {
		return 0
	}
	c := q.cues[0]
	q.cues = append(q.cues[:0], q.cues[1:]...)
	q.wait = GapTicks
	return c
}

// Hand is how the player's hand at the table stands: a card held (picked
// up by a click or dragged), held by the pointer, how long the log is and
// how long the last refusal still shows.
type Hand struct {
	Held, Dragging bool
	LogLen         int
	RefusedT       int
}

// HandCue is the sound of what the player's hand did in one tick, from
// how it stood before the tick's input and after, and whether the
// pointer let go (a drop): a refusal shown, a card picked up, put down
// where it did something (the log grew), or dropped where it does
// nothing and springing back. Letting go with Esc is silent.
func HandCue(before, after Hand, dropped bool) Cue {
	switch {
	case after.RefusedT > before.RefusedT:
		return Refused
	case !before.Held && after.Held:
		return PickUp
	case before.Held && !after.Held && after.LogLen > before.LogLen:
		return Drop
	case before.Dragging && !after.Held && dropped:
		return Refused
	}
	return 0
}
