package table

import (
	"slices"

	"twilight/input"
	"twilight/rules"
	"twilight/sound"
)

// matchSound is the table's cues waiting (sound.Queue) and how the
// player's hand stood before this tick's input.
type matchSound struct {
	queue sound.Queue
	hand  sound.Hand
}

// soundEvents queues the cues of new log events: called where the table
// starts their animations (readLog), before it knows whether it animates
// at all, so the instant animation speed still sounds. The cues come from
// the log the whole table sees and never from whose card it was
// (sound.ForEvents), so a hot-seat curtain leaks nothing by ear.
func (m *MatchScene) soundEvents(events []rules.Event) {
	if m.quiet || len(events) == 0 {
		return
	}
	for _, c := range sound.ForEvents(events, m.View, m.Human) {
		m.snd.queue.Add(c)
	}
}

// hand is how the player's hand stands now.
func (m *MatchScene) hand() sound.Hand {
	return sound.Hand{Held: m.Drag != nil || m.Sel != rules.NoCard, Dragging: m.Drag != nil,
		LogLen: len(m.S.State().Log), RefusedT: m.refused.Left()}
}

// soundMark notes how the hand stands before this tick's input.
func (m *MatchScene) soundMark() { m.snd.hand = m.hand() }

// soundInput plays the cue of what the hand did this tick at once (a
// card picked up, put down, refused), and starts the next cue waiting.
func (m *MatchScene) soundInput(gestures []input.Gesture) {
	dropped := slices.ContainsFunc(gestures, func(g input.Gesture) bool { return g.Kind == input.Drop })
	if c := sound.HandCue(m.snd.hand, m.hand(), dropped); c != 0 {
		m.app.Audio.Play(c)
		m.snd.queue.Played()
	}
	if c := m.snd.queue.Tick(); c != 0 {
		m.app.Audio.Play(c)
	}
}

// Ambience implements scene.Ambient: the table's bed plays under a match.
func (m *MatchScene) Ambience() sound.Cue { return sound.TableBed }

// Notify implements scene.Notifier: the line shows as a toast.
func (m *MatchScene) Notify(text string) { m.showToast(text) }
