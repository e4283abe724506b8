package table

import (
	"slices"

	"twilight/input"
	"twilight/rules"
	"twilight/sound"
)

// matchSound is what the table needs to sound its events and the cards
// in the player's hand: the cues of this tick, and how the held card
// stood before this tick's input.
type matchSound struct {
	cues     []sound.Cue
	held     bool // a card was picked up (dragged or selected)
	dragging bool // by the pointer
	logLen   int  // the log's length before the input
	refusedT int  // the refusal note's time before the input
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
	m.snd.cues = append(m.snd.cues, sound.ForEvents(events, m.View, m.Human)...)
}

// soundMark notes how the held card stands before this tick's input.
func (m *MatchScene) soundMark() {
	m.snd.held = m.Drag != nil || m.Sel != rules.NoCard
	m.snd.dragging = m.Drag != nil
	m.snd.logLen = len(m.S.State().Log)
	m.snd.refusedT = m.refused.t
}

// soundInput queues the cues of this tick's input (a card picked up, put
// down where it does something, refused or springing back) and plays the
// tick's cues, each once.
func (m *MatchScene) soundInput(gestures []input.Gesture) {
	held := m.Drag != nil || m.Sel != rules.NoCard
	dropped := slices.ContainsFunc(gestures, func(g input.Gesture) bool { return g.Kind == input.Drop })
	acted := len(m.S.State().Log) > m.snd.logLen
	var c sound.Cue
	switch {
	case m.refused.t > m.snd.refusedT:
		c = sound.Refused
	case !m.snd.held && held:
		c = sound.PickUp
	case m.snd.held && !held && acted:
		c = sound.Drop
	case m.snd.dragging && !held && dropped:
		c = sound.Refused // dropped where it does nothing: it springs back
	}
	if c != 0 { // the hand's sound first, then what it did
		m.snd.cues = slices.Insert(m.snd.cues, 0, c)
	}
	m.playCues()
}

// playCues plays the queued cues, each once, and empties the queue.
func (m *MatchScene) playCues() {
	cs := m.snd.cues
	for i, c := range cs {
		if !slices.Contains(cs[:i], c) {
			m.app.Audio.Play(c)
		}
	}
	m.snd.cues = cs[:0]
}

// Ambience implements scene.Ambient: the table's bed plays under a match.
func (m *MatchScene) Ambience() sound.Cue { return sound.TableBed }

// Notify implements scene.Notifier: the line shows as a toast.
func (m *MatchScene) Notify(text string) { m.showToast(text) }
