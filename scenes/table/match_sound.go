package table

import (
	"slices"

	"twilight/input"
	"twilight/rules"
	"twilight/sound"
)

// Cues wait in a queue and start cueGapTicks apart: a batch of blows
// struck at one instant would add up past full scale (measured: four
// effects and the bed at full volume clip; 50 ms apart they peak at 0.76).
const (
	cueGapTicks = 3
	maxQueued   = 6 // more effects than this are dropped; announcements never are
)

// matchSound is what the table needs to sound its events and the cards
// in the player's hand: the cues waiting, the ticks until the next may
// start, and how the held card stood before this tick's input.
type matchSound struct {
	cues     []sound.Cue
	wait     int
	held     bool // a card was picked up (dragged or selected)
	dragging bool // by the pointer
	logLen   int  // the log's length before the input
	refusedT int  // the refusal note's time before the input
}

// queue adds c to the cues waiting, once.
func (q *matchSound) queue(c sound.Cue) {
	if !slices.Contains(q.cues, c) && (len(q.cues) < maxQueued || c.Announces()) {
		q.cues = append(q.cues, c)
	}
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
		m.snd.queue(c)
	}
}

// soundMark notes how the held card stands before this tick's input.
func (m *MatchScene) soundMark() {
	m.snd.held = m.Drag != nil || m.Sel != rules.NoCard
	m.snd.dragging = m.Drag != nil
	m.snd.logLen = len(m.S.State().Log)
	m.snd.refusedT = m.refused.t
}

// soundInput plays the cue of this tick's input (a card picked up, put
// down where it does something, refused or springing back) and starts
// the next cue waiting.
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
	if c != 0 { // at once, and what it did a moment later
		m.app.Audio.Play(c)
		m.snd.wait = cueGapTicks + 1
	}
	m.playCues()
}

// playCues starts the next cue waiting, if its time has come.
func (m *MatchScene) playCues() {
	q := &m.snd
	if q.wait > 0 {
		q.wait--
	}
	if q.wait > 0 || len(q.cues) == 0 {
		return
	}
	m.app.Audio.Play(q.cues[0])
	q.cues = append(q.cues[:0], q.cues[1:]...)
	q.wait = cueGapTicks
}

// Ambience implements scene.Ambient: the table's bed plays under a match.
func (m *MatchScene) Ambience() sound.Cue { return sound.TableBed }

// Notify implements scene.Notifier: the line shows as a toast.
func (m *MatchScene) Notify(text string) { m.showToast(text) }
