package labels

import (
	"testing"

	"twilight/scenes/widget"
)

// TestFirstFit: the first place with room for some form of the line,
// the longest form that fits there, set at the place's side.
func TestFirstFit(t *testing.T) {
	width := func(s string) float64 { return float64(10 * len(s)) }
	lines := []string{"aaaaaa", "aaaa", "aa"} // 60, 40, 20 wide
	under := Place{R: widget.Rect{X: 0, Y: 50, W: 45, H: 10}}
	beside := Place{R: widget.Rect{X: 100, Y: 0, W: 70, H: 10}, Right: true}
	for _, c := range []struct {
		name   string
		places []Place
		line   string
		box    widget.Rect
	}{
		{"the long form beside, at the right", []Place{beside}, "aaaaaa", widget.Rect{X: 110, Y: 0, W: 60, H: 10}},
		{"the first place wins with a shorter form", []Place{under, beside}, "aaaa", widget.Rect{X: 0, Y: 50, W: 40, H: 10}},
		{"a place too small for every form is passed over", []Place{{R: widget.Rect{W: 15}}, beside}, "aaaaaa", widget.Rect{X: 110, W: 60, H: 10}},
		{"nothing fits: the shortest, cut in the last place", []Place{{R: widget.Rect{W: 15, H: 10}}, {R: widget.Rect{X: 30, W: 12, H: 10}}}, "aa", widget.Rect{X: 30, W: 12, H: 10}},
	} {
		line, box := FirstFit(lines, width, c.places)
		if line != c.line || box != c.box {
			t.Errorf("%s: got %q in %+v, want %q in %+v", c.name, line, box, c.line, c.box)
		}
	}
}

// TestGaps: the free stretches of a strip between the spans taken.
func TestGaps(t *testing.T) {
	strip := widget.Rect{X: 0, Y: 5, W: 100, H: 10}
	span := func(x, w float64) widget.Rect { return widget.Rect{X: x, Y: 5, W: w, H: 10} }
	for _, c := range []struct {
		name  string
		taken []widget.Rect
		want  []widget.Rect
	}{
		{"nothing taken", nil, []widget.Rect{strip}},
		{"one span in the middle", []widget.Rect{span(40, 20)}, []widget.Rect{span(0, 38), span(62, 38)}},
		{"spans out of order", []widget.Rect{span(70, 10), span(10, 10)}, []widget.Rect{span(0, 8), span(22, 46), span(82, 18)}},
		{"a span at the start", []widget.Rect{span(0, 30)}, []widget.Rect{span(32, 68)}},
		{"the whole strip taken", []widget.Rect{span(0, 100)}, nil},
	} {
		got := Gaps(strip, c.taken, 2)
		if len(got) != len(c.want) {
			t.Errorf("%s: %d gaps %+v, want %+v", c.name, len(got), got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: gap %d = %+v, want %+v", c.name, i, got[i], c.want[i])
			}
		}
	}
}

// TestZone: a zone's label, its short form on a narrow zone, or nothing.
func TestZone(t *testing.T) {
	for _, c := range []struct {
		zone string
		room int
		want string
	}{
		{"Discard Stack", 10, "discard"},
		{"Discard Stack", 5, "disc."},
		{"Discard Stack", 4, ""},
		{"Combat Field", 11, ""},
		{"Combat Field", 12, "combat field"},
		{"Resource Area", 3, ""},
		{"Life Stack", 4, "life"},
	} {
		fits := func(s string) bool { return len(s) <= c.room }
		if got := Zone(c.zone, fits); got != c.want {
			t.Errorf("Zone(%q) with room for %d = %q, want %q", c.zone, c.room, got, c.want)
		}
	}
}
