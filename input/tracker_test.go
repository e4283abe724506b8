package input

import (
	"slices"
	"testing"
)

var (
	finger1 = Pointer{Device: Touch, ID: 1}
	finger2 = Pointer{Device: Touch, ID: 2}
)

func pt(x, y float64) Point { return Point{x, y} }

func down(p Pointer, x, y float64) Event { return Event{Kind: Down, Pointer: p, Pos: pt(x, y)} }
func move(p Pointer, x, y float64) Event { return Event{Kind: Move, Pointer: p, Pos: pt(x, y)} }
func up(p Pointer, x, y float64) Event   { return Event{Kind: Up, Pointer: p, Pos: pt(x, y)} }
func lost(p Pointer) Event               { return Event{Kind: Lost, Pointer: p} }

// step is one tick's worth of events; an empty step just lets time pass.
type step []Event

func TestTrackerFeed(t *testing.T) {
	m := MousePointer
	tests := []struct {
		name  string
		slop  float64
		steps []step
		want  []Gesture
	}{
		{
			name:  "click",
			steps: []step{{down(m, 10, 10)}, {up(m, 10, 10)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(10, 10), Pos: pt(10, 10)},
				{Kind: Click, Pointer: m, Start: pt(10, 10), Pos: pt(10, 10), Ticks: 1},
			},
		},
		{
			name:  "jitter inside slop is still a click",
			steps: []step{{down(m, 10, 10)}, {move(m, 13, 12)}, {move(m, 11, 14)}, {up(m, 12, 12)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(10, 10), Pos: pt(10, 10)},
				{Kind: Click, Pointer: m, Start: pt(10, 10), Pos: pt(12, 12), Ticks: 3},
			},
		},
		{
			name:  "drag then drop",
			steps: []step{{down(m, 0, 0)}, {move(m, 3, 0)}, {move(m, 10, 0)}, {move(m, 10, 5)}, {move(m, 10, 5)}, {up(m, 12, 5)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Drag, Pointer: m, Start: pt(0, 0), Pos: pt(10, 0), Delta: pt(10, 0), Ticks: 2},
				{Kind: Drag, Pointer: m, Start: pt(0, 0), Pos: pt(10, 5), Delta: pt(0, 5), Ticks: 3},
				{Kind: Drop, Pointer: m, Start: pt(0, 0), Pos: pt(12, 5), Ticks: 5},
			},
		},
		{
			name:  "dragging back to the start still drops",
			steps: []step{{down(m, 0, 0)}, {move(m, 20, 0)}, {move(m, 0, 0)}, {up(m, 0, 0)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Drag, Pointer: m, Start: pt(0, 0), Pos: pt(20, 0), Delta: pt(20, 0), Ticks: 1},
				{Kind: Drag, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0), Delta: pt(-20, 0), Ticks: 2},
				{Kind: Drop, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0), Ticks: 3},
			},
		},
		{
			name:  "release far away without moves is a drop",
			steps: []step{{down(m, 0, 0)}, {up(m, 50, 50)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Drop, Pointer: m, Start: pt(0, 0), Pos: pt(50, 50), Ticks: 1},
			},
		},
		{
			name:  "custom slop",
			slop:  20,
			steps: []step{{down(m, 0, 0)}, {move(m, 15, 0)}, {up(m, 15, 0)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Click, Pointer: m, Start: pt(0, 0), Pos: pt(15, 0), Ticks: 2},
			},
		},
		{
			name:  "hover only for the mouse",
			steps: []step{{move(m, 5, 5)}, {move(finger1, 5, 5)}},
			want: []Gesture{
				{Kind: Hover, Pointer: m, Start: pt(5, 5), Pos: pt(5, 5)},
			},
		},
		{
			name:  "lost mid-drag cancels at the last known position",
			steps: []step{{down(finger1, 0, 0)}, {move(finger1, 30, 0)}, {lost(finger1)}, {up(finger1, 30, 0)}},
			want: []Gesture{
				{Kind: Press, Pointer: finger1, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Drag, Pointer: finger1, Start: pt(0, 0), Pos: pt(30, 0), Delta: pt(30, 0), Ticks: 1},
				{Kind: Cancel, Pointer: finger1, Start: pt(0, 0), Pos: pt(30, 0), Ticks: 2},
			},
		},
		{
			name:  "a second down without an up cancels the first press",
			steps: []step{{down(m, 0, 0)}, {down(m, 40, 40)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Cancel, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0), Ticks: 1},
				{Kind: Press, Pointer: m, Start: pt(40, 40), Pos: pt(40, 40)},
			},
		},
		{
			name:  "stray up and lost are ignored",
			steps: []step{{up(m, 1, 1)}, {lost(finger2)}},
			want:  nil,
		},
		{
			name: "two fingers are independent",
			steps: []step{
				{down(finger1, 0, 0), down(finger2, 100, 100)},
				{move(finger1, 0, 40)},
				{up(finger2, 101, 100)},
				{up(finger1, 0, 40)},
			},
			want: []Gesture{
				{Kind: Press, Pointer: finger1, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Press, Pointer: finger2, Start: pt(100, 100), Pos: pt(100, 100)},
				{Kind: Drag, Pointer: finger1, Start: pt(0, 0), Pos: pt(0, 40), Delta: pt(0, 40), Ticks: 1},
				{Kind: Click, Pointer: finger2, Start: pt(100, 100), Pos: pt(101, 100), Ticks: 2},
				{Kind: Drop, Pointer: finger1, Start: pt(0, 0), Pos: pt(0, 40), Ticks: 3},
			},
		},
		{
			name:  "slow press reports its duration",
			steps: []step{{down(m, 0, 0)}, {}, {}, {}, {up(m, 0, 0)}},
			want: []Gesture{
				{Kind: Press, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Click, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0), Ticks: 4},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := Tracker{Slop: tt.slop}
			var got []Gesture
			for i, st := range tt.steps {
				if i > 0 {
					tr.Tick()
				}
				for _, ev := range st {
					got = tr.Feed(ev, got)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("gestures differ\n got: %v\nwant: %v", lines(got), lines(tt.want))
			}
		})
	}
}

func TestTrackerObserve(t *testing.T) {
	m := MousePointer
	mouse := func(x, y float64, pressed bool) Snapshot {
		return Snapshot{Cursor: pt(x, y), MouseDown: pressed}
	}
	touches := func(cs ...Contact) Snapshot {
		return Snapshot{Cursor: pt(0, 0), Touches: cs}
	}
	tests := []struct {
		name  string
		snaps []Snapshot
		want  []Gesture
	}{
		{
			name:  "idle mouse reports one hover",
			snaps: []Snapshot{mouse(5, 5, false), mouse(5, 5, false)},
			want:  []Gesture{{Kind: Hover, Pointer: m, Start: pt(5, 5), Pos: pt(5, 5)}},
		},
		{
			name:  "mouse click",
			snaps: []Snapshot{mouse(5, 5, false), mouse(5, 5, true), mouse(5, 5, true), mouse(6, 5, false)},
			want: []Gesture{
				{Kind: Hover, Pointer: m, Start: pt(5, 5), Pos: pt(5, 5)},
				{Kind: Press, Pointer: m, Start: pt(5, 5), Pos: pt(5, 5)},
				{Kind: Click, Pointer: m, Start: pt(5, 5), Pos: pt(6, 5), Ticks: 2},
			},
		},
		{
			name:  "press after moving hovers to the press point first",
			snaps: []Snapshot{mouse(0, 0, false), mouse(9, 9, true), mouse(9, 9, false)},
			want: []Gesture{
				{Kind: Hover, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Hover, Pointer: m, Start: pt(9, 9), Pos: pt(9, 9)},
				{Kind: Press, Pointer: m, Start: pt(9, 9), Pos: pt(9, 9)},
				{Kind: Click, Pointer: m, Start: pt(9, 9), Pos: pt(9, 9), Ticks: 1},
			},
		},
		{
			name:  "mouse drag releases where the cursor is",
			snaps: []Snapshot{mouse(0, 0, true), mouse(20, 0, true), mouse(30, 10, false)},
			want: []Gesture{
				{Kind: Hover, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Press, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Drag, Pointer: m, Start: pt(0, 0), Pos: pt(20, 0), Delta: pt(20, 0), Ticks: 1},
				{Kind: Drag, Pointer: m, Start: pt(0, 0), Pos: pt(30, 10), Delta: pt(10, 10), Ticks: 2},
				{Kind: Drop, Pointer: m, Start: pt(0, 0), Pos: pt(30, 10), Ticks: 2},
			},
		},
		{
			name: "touches: release before press, ID order",
			snaps: []Snapshot{
				touches(),
				touches(Contact{finger2, pt(50, 50)}, Contact{finger1, pt(10, 10)}),
				touches(Contact{finger2, pt(50, 80)}),
				touches(),
			},
			want: []Gesture{
				{Kind: Hover, Pointer: m, Start: pt(0, 0), Pos: pt(0, 0)},
				{Kind: Press, Pointer: finger1, Start: pt(10, 10), Pos: pt(10, 10)},
				{Kind: Press, Pointer: finger2, Start: pt(50, 50), Pos: pt(50, 50)},
				{Kind: Click, Pointer: finger1, Start: pt(10, 10), Pos: pt(10, 10), Ticks: 1},
				{Kind: Drag, Pointer: finger2, Start: pt(50, 50), Pos: pt(50, 80), Delta: pt(0, 30), Ticks: 1},
				{Kind: Drop, Pointer: finger2, Start: pt(50, 50), Pos: pt(50, 80), Ticks: 2},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var tr Tracker
			var got []Gesture
			for _, s := range tt.snaps {
				got = tr.Observe(s, got)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("gestures differ\n got: %v\nwant: %v", lines(got), lines(tt.want))
			}
		})
	}
}

func TestTrackerHeld(t *testing.T) {
	var tr Tracker
	tr.Feed(down(finger1, 0, 0), nil)
	if !tr.Held(finger1) || tr.Held(finger2) {
		t.Fatalf("Held after one down: finger1=%v finger2=%v", tr.Held(finger1), tr.Held(finger2))
	}
	tr.Feed(up(finger1, 0, 0), nil)
	if tr.Held(finger1) {
		t.Fatal("finger1 still held after up")
	}
}

func TestStrings(t *testing.T) {
	tests := []struct{ got, want string }{
		{Press.String(), "Press"},
		{Drop.String(), "Drop"},
		{Kind(99).String(), "Kind(99)"},
		{Touch.String(), "touch"},
		{Device(7).String(), "Device(7)"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func lines(gs []Gesture) string {
	s := ""
	for _, g := range gs {
		s += "\n\t" + g.String()
	}
	return s
}
