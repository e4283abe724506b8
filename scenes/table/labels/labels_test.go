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
