package layout

import (
	"fmt"
	"testing"

	"twilight/scenes/geom"
)

// TestLayoutGeometry: for 2, 3 and 4 players at several window sizes,
// every zone is on screen, inside its mat, and no two zones, mats or
// table regions overlap.
func TestLayoutGeometry(t *testing.T) {
	sizes := [][2]int{{1280, 720}, {1920, 1080}, {1024, 576}, {2560, 1440}, {1280, 800}}
	for _, n := range []int{2, 3, 4} {
		for _, sz := range sizes {
			for viewer := int8(0); viewer < int8(n); viewer++ {
				name := fmt.Sprintf("%dp-%dx%d-as%d", n, sz[0], sz[1], viewer+1)
				t.Run(name, func(t *testing.T) {
					checkLayout(t, New(sz[0], sz[1], n, viewer, 1), n)
				})
			}
		}
	}
}

func checkLayout(t *testing.T, l Table, n int) {
	t.Helper()
	screen := geom.Rect{X: 0, Y: 0, W: l.W, H: l.H}
	regions := []NamedRect{{"hand", l.Hand}, {"prompt", l.Prompt}, {"rail", l.Rail}, {"board", l.Board}}
	for _, r := range regions {
		if !r.R.Inside(screen) || r.R.W <= 0 || r.R.H <= 0 {
			t.Errorf("%s %+v is not on screen", r.Name, r.R)
		}
	}
	for i := range regions {
		for j := i + 1; j < len(regions); j++ {
			if regions[i].R.Overlaps(regions[j].R) {
				t.Errorf("%s %+v overlaps %s %+v", regions[i].Name, regions[i].R, regions[j].Name, regions[j].R)
			}
		}
	}
	for _, r := range []NamedRect{{"preview", l.Preview}, {"stats", l.Stats}, {"phases", l.Phases}, {"chain", l.Chain}, {"log", l.Log}} {
		if !r.R.Inside(l.Rail) || r.R.H <= 0 {
			t.Errorf("rail part %s %+v is not inside the rail %+v", r.Name, r.R, l.Rail)
		}
	}
	for _, b := range []NamedRect{{"primary", l.Primary}, {"secondary", l.Secondary}, {"text", l.PromptText}} {
		if !b.R.Inside(l.Prompt) {
			t.Errorf("prompt part %s %+v is outside the prompt bar %+v", b.Name, b.R, l.Prompt)
		}
	}
	if len(l.Mats) != n {
		t.Fatalf("%d mats for %d players", len(l.Mats), n)
	}
	if CardH(l.HandCardW) > l.Hand.H+0.5 {
		t.Errorf("hand cards (%g wide) are taller than the hand (%g)", l.HandCardW, l.Hand.H)
	}
	for i := range l.Mats {
		m := &l.Mats[i]
		if !m.Area.Inside(l.Board) {
			t.Errorf("mat %d %+v is outside the board %+v", i, m.Area, l.Board)
		}
		for j := i + 1; j < len(l.Mats); j++ {
			if m.Area.Overlaps(l.Mats[j].Area) {
				t.Errorf("mats %d and %d overlap", i, j)
			}
		}
		zones := append(m.Zones(), NamedRect{"header", m.Header})
		for a := range zones {
			z := zones[a]
			if !z.R.Inside(m.Area) || z.R.W < 8 || z.R.H < 8 {
				t.Errorf("mat %d: %s %+v is not inside the mat %+v", i, z.Name, z.R, m.Area)
			}
			for b := a + 1; b < len(zones); b++ {
				if z.R.Overlaps(zones[b].R) {
					t.Errorf("mat %d: %s %+v overlaps %s %+v", i, z.Name, z.R, zones[b].Name, zones[b].R)
				}
			}
		}
		for d, s := range m.Slots {
			if !s.Inside(m.Compass) {
				t.Errorf("mat %d: compass slot %d %+v is outside the compass %+v", i, d, s, m.Compass)
			}
			for e := d + 1; e < 4; e++ {
				if s.Overlaps(m.Slots[e]) {
					t.Errorf("mat %d: compass slots %d and %d overlap", i, d, e)
				}
			}
		}
		if !m.HandBacks.Inside(m.Header) {
			t.Errorf("mat %d: hand backs %+v outside the header %+v", i, m.HandBacks, m.Header)
		}
		if m.CardW < 16 {
			t.Errorf("mat %d: cards only %g px wide", i, m.CardW)
		}
		// Fields of every size stay inside the field.
		for k := 1; k <= 14; k++ {
			turned := make([]bool, k)
			for x := range turned {
				turned[x] = x%3 == 0
			}
			centres, w := FieldSpots(m.Field, m.FieldW, turned, m.Mirrored)
			if len(centres) != k {
				t.Fatalf("FieldSpots placed %d of %d", len(centres), k)
			}
			for x, c := range centres {
				hw, hh := w/2, CardH(w)/2
				if turned[x] {
					hw, hh = hh, hw
				}
				r := geom.Rect{X: c[0] - hw, Y: c[1] - hh, W: 2 * hw, H: 2 * hh}
				if !r.Inside(geom.Rect{X: m.Field.X - 1, Y: m.Field.Y - 1, W: m.Field.W + 2, H: m.Field.H + 2}) {
					t.Errorf("mat %d, %d cards: card %d %+v leaves the field %+v", i, k, x, r, m.Field)
				}
			}
		}
	}
}

// TestFieldSpotsNoOverlapWhenRoomy: a few cards never overlap.
func TestFieldSpotsNoOverlapWhenRoomy(t *testing.T) {
	f := geom.Rect{X: 0, Y: 0, W: 800, H: 200}
	for _, turned := range [][]bool{{false}, {true, false}, {true, true, true}, {false, false, false, false, true}} {
		centres, w := FieldSpots(f, 100, turned, false)
		var rs []geom.Rect
		for i, c := range centres {
			hw, hh := w/2, CardH(w)/2
			if turned[i] {
				hw, hh = hh, hw
			}
			rs = append(rs, geom.Rect{X: c[0] - hw, Y: c[1] - hh, W: 2 * hw, H: 2 * hh})
		}
		for i := range rs {
			for j := i + 1; j < len(rs); j++ {
				if rs[i].Overlaps(rs[j]) {
					t.Errorf("%v: cards %d and %d overlap", turned, i, j)
				}
			}
		}
	}
}
