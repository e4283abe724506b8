package input

import (
	"cmp"
	"slices"
)

// DefaultSlop is how far, in pixels, a held pointer may wander before the
// press turns into a drag.
const DefaultSlop = 6

// EventKind is what happened to a pointer.
type EventKind uint8

// The pointer event kinds.
const (
	Down EventKind = iota + 1
	Move
	Up
	// Lost: the pointer vanished without a proper release.
	Lost
)

// Event is one raw change of one pointer.
type Event struct {
	Kind    EventKind
	Pointer Pointer
	Pos     Point
}

// Contact is a pointer that is down, and where.
type Contact struct {
	Pointer Pointer
	Pos     Point
}

// Snapshot is the pointer state at one tick.
type Snapshot struct {
	// Cursor is where the mouse is, button held or not.
	Cursor Point
	// MouseDown says the primary mouse button is held.
	MouseDown bool
	// Touches are the fingers on the screen.
	Touches []Contact
}

// Tracker turns pointer events into gestures. Its zero value is ready to
// use. It is not safe for concurrent use.
type Tracker struct {
	// Slop is the drag threshold in pixels; zero means DefaultSlop.
	Slop float64

	tick   int
	held   map[Pointer]*press
	prev   Snapshot
	seen   bool // prev is valid
	events []Event
}

type press struct {
	start, last Point
	at          int
	dragging    bool
}

func (t *Tracker) slop() float64 {
	if t.Slop > 0 {
		return t.Slop
	}
	return DefaultSlop
}

// Tick advances the tracker's clock by one tick. Observe calls it itself.
func (t *Tracker) Tick() { t.tick++ }

// Held reports whether p is currently down, as far as the tracker knows.
func (t *Tracker) Held(p Pointer) bool {
	_, ok := t.held[p]
	return ok
}

// Feed applies one event and appends the gestures it causes to out.
func (t *Tracker) Feed(ev Event, out []Gesture) []Gesture {
	if t.held == nil {
		t.held = make(map[Pointer]*press)
	}
	pr := t.held[ev.Pointer]
	switch ev.Kind {
	case Down:
		if pr != nil {
			// A release went missing; close the old gesture first.
			out = t.Feed(Event{Kind: Lost, Pointer: ev.Pointer, Pos: pr.last}, out)
		}
		t.held[ev.Pointer] = &press{start: ev.Pos, last: ev.Pos, at: t.tick}
		out = append(out, Gesture{Kind: Press, Pointer: ev.Pointer, Start: ev.Pos, Pos: ev.Pos})
	case Move:
		if pr == nil {
			if ev.Pointer.Device == Mouse {
				out = append(out, Gesture{Kind: Hover, Pointer: ev.Pointer, Start: ev.Pos, Pos: ev.Pos})
			}
			return out
		}
		if ev.Pos == pr.last {
			return out
		}
		if !pr.dragging && ev.Pos.Dist(pr.start) <= t.slop() {
			return out
		}
		pr.dragging = true
		out = append(out, t.gesture(Drag, ev, pr, ev.Pos.Sub(pr.last)))
		pr.last = ev.Pos
	case Up:
		if pr == nil {
			return out
		}
		kind := Click
		if pr.dragging || ev.Pos.Dist(pr.start) > t.slop() {
			kind = Drop
		}
		out = append(out, t.gesture(kind, ev, pr, Point{}))
		delete(t.held, ev.Pointer)
	case Lost:
		if pr == nil {
			return out
		}
		out = append(out, t.gesture(Cancel, Event{Pointer: ev.Pointer, Pos: pr.last}, pr, Point{}))
		delete(t.held, ev.Pointer)
	}
	return out
}

func (t *Tracker) gesture(k Kind, ev Event, pr *press, delta Point) Gesture {
	return Gesture{Kind: k, Pointer: ev.Pointer, Start: pr.start, Pos: ev.Pos, Delta: delta, Ticks: t.tick - pr.at}
}

// Observe advances one tick, compares s with the previous snapshot, feeds
// the differences as events and appends the resulting gestures to out.
// Releases are handled before new presses and moves, touches in ID order.
func (t *Tracker) Observe(s Snapshot, out []Gesture) []Gesture {
	t.Tick()
	t.events = diff(t.events[:0], t.prev, s, t.seen)
	for _, ev := range t.events {
		out = t.Feed(ev, out)
	}
	t.prev.Cursor, t.prev.MouseDown = s.Cursor, s.MouseDown
	t.prev.Touches = append(t.prev.Touches[:0], s.Touches...)
	t.seen = true
	return out
}

// diff appends to evs the events that turn prev into cur.
func diff(evs []Event, prev, cur Snapshot, havePrev bool) []Event {
	// Releases first.
	for _, c := range sortedTouches(prev.Touches) {
		if _, ok := find(cur.Touches, c.Pointer); !ok {
			evs = append(evs, Event{Kind: Up, Pointer: c.Pointer, Pos: c.Pos})
		}
	}
	mouseMoved := !havePrev || cur.Cursor != prev.Cursor
	switch {
	case prev.MouseDown && !cur.MouseDown:
		if mouseMoved {
			evs = append(evs, Event{Kind: Move, Pointer: MousePointer, Pos: cur.Cursor})
		}
		evs = append(evs, Event{Kind: Up, Pointer: MousePointer, Pos: cur.Cursor})
	case !prev.MouseDown && cur.MouseDown:
		if mouseMoved {
			evs = append(evs, Event{Kind: Move, Pointer: MousePointer, Pos: cur.Cursor})
		}
		evs = append(evs, Event{Kind: Down, Pointer: MousePointer, Pos: cur.Cursor})
	case mouseMoved:
		evs = append(evs, Event{Kind: Move, Pointer: MousePointer, Pos: cur.Cursor})
	}
	for _, c := range sortedTouches(cur.Touches) {
		old, ok := find(prev.Touches, c.Pointer)
		switch {
		case !ok:
			evs = append(evs, Event{Kind: Down, Pointer: c.Pointer, Pos: c.Pos})
		case old.Pos != c.Pos:
			evs = append(evs, Event{Kind: Move, Pointer: c.Pointer, Pos: c.Pos})
		}
	}
	return evs
}

func find(cs []Contact, p Pointer) (Contact, bool) {
	for _, c := range cs {
		if c.Pointer == p {
			return c, true
		}
	}
	return Contact{}, false
}

func sortedTouches(cs []Contact) []Contact {
	if slices.IsSortedFunc(cs, byPointer) {
		return cs
	}
	return slices.SortedFunc(slices.Values(cs), byPointer)
}

func byPointer(a, b Contact) int {
	if c := cmp.Compare(a.Pointer.Device, b.Pointer.Device); c != 0 {
		return c
	}
	return cmp.Compare(a.Pointer.ID, b.Pointer.ID)
}
