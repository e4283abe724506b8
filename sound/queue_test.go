package sound

import (
	"slices"
	"testing"
)

// TestQueue: cues start GapTicks apart in order, each once; a cue played
// outside the queue delays the next; past the cap effects are dropped
// and announcements kept.
func TestQueue(t *testing.T) {
	ticks := func(q *Queue, n int) []Cue {
		var out []Cue
		for range n {
			out = append(out, q.Tick())
		}
		return out
	}
	var q Queue
	for _, c := range []Cue{Drop, Summon, Drop, Slain} {
		q.Add(c)
	}
	if got, want := ticks(&q, 8), []Cue{Drop, 0, 0, Summon, 0, 0, Slain, 0}; !slices.Equal(got, want) {
		t.Errorf("ticks %v, want %v", got, want)
	}

	q.Played()
	q.Add(Exhaust)
	if got, want := ticks(&q, 5), []Cue{0, 0, 0, Exhaust, 0}; !slices.Equal(got, want) {
		t.Errorf("after a cue played at once: %v, want %v", got, want)
	}

	var full Queue
	for _, c := range []Cue{CardDrawn, PickUp, Drop, Refused, Summon, Exhaust, Refresh, YourTurn, Victory} {
		full.Add(c)
	}
	var heard []Cue
	for range 40 {
		if c := full.Tick(); c != 0 {
			heard = append(heard, c)
		}
	}
	if want := []Cue{CardDrawn, PickUp, Drop, Refused, Summon, Exhaust, YourTurn, Victory}; !slices.Equal(heard, want) {
		t.Errorf("a full queue played %v, want %v", heard, want)
	}
}

func TestHandCue(t *testing.T) {
	idle := Hand{LogLen: 10}
	held := Hand{Held: true, LogLen: 10}
	dragged := Hand{Held: true, Dragging: true, LogLen: 10}
	tests := []struct {
		name          string
		before, after Hand
		dropped       bool
		want          Cue
	}{
		{"nothing happens", idle, idle, false, 0},
		{"a card picked up by a click", idle, held, false, PickUp},
		{"a card dragged", idle, dragged, false, PickUp},
		{"dropped where it plays", dragged, Hand{LogLen: 13}, true, Drop},
		{"clicked onto its place", held, Hand{LogLen: 11}, false, Drop},
		{"dropped where it does nothing", dragged, idle, true, Refused},
		{"the engine refuses the drop", dragged, Hand{LogLen: 10, RefusedT: 720}, true, Refused},
		{"Esc lets go quietly", dragged, idle, false, 0},
		{"a click elsewhere puts it back quietly", held, idle, false, 0},
		{"still dragging", dragged, dragged, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HandCue(tt.before, tt.after, tt.dropped); got != tt.want {
				t.Errorf("HandCue = %v, want %v", got, tt.want)
			}
		})
	}
}
