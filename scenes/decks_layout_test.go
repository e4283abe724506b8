package scenes

import (
	"fmt"
	"testing"

	"twilight/scenes/collection"
	"twilight/scenes/widget"
)

// TestDeckBuilderGrowsWithInterfaceSize: above 100% the deck builder is
// drawn larger (as far as the window leaves it room: a 1280×720 window
// stops at 120%) and reflows rather than overlaps. At every window size
// and interface size the toolbar, the filter chips and the buttons
// overlap neither each other nor the grid, the preview or the deck panel;
// the grid keeps two columns or more and the deck list five rows or more.
func TestDeckBuilderGrowsWithInterfaceSize(t *testing.T) {
	app, err := loadTestApp(t.TempDir(), "grows")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { app.Settings.UIScale = 1 }()
	d := collection.NewDecks(app, nil)
	dk, err := d.PrebuiltDeck(0)
	if err != nil {
		t.Fatal(err)
	}
	type size struct{ w, h int }
	for _, sz := range []size{{1024, 640}, {1280, 720}, {1280, 800}, {1920, 1080}, {2560, 1440}} {
		var base float64
		for _, k := range []float64{1, 1.25, 1.5, 2} {
			app.Settings.UIScale = k
			for _, editing := range []bool{false, true} {
				if editing {
					d.OpenEditor(dk, "")
				} else if d.Ed != nil {
					d.CloseEditor()
				}
				d.Layout(sz.w, sz.h)
				name := fmt.Sprintf("%dx%d %.0f%% editing=%v", sz.w, sz.h, k*100, editing)
				checkDeckBuilderLayout(t, name, d, sz.w, sz.h)
			}
			u := d.Sk.U
			switch {
			case k == 1:
				base = u
			case u < base:
				t.Errorf("%dx%d at %.0f%%: scale %.3f is smaller than at 100%% (%.3f)", sz.w, sz.h, k*100, u, base)
			case k >= 1.25 && u < base*1.19:
				t.Errorf("%dx%d at %.0f%%: scale %.3f barely grows from 100%% (%.3f)", sz.w, sz.h, k*100, u, base)
			}
		}
	}
}

func checkDeckBuilderLayout(t *testing.T, name string, d *collection.DecksScene, w, h int) {
	t.Helper()
	screen := widget.Box{X1: float64(w), Y1: float64(h)}
	areas := map[string]widget.Box{"grid": d.Lay.Grid, "preview": d.PreviewBox(), "panel": d.Lay.Panel}
	for a, b := range areas {
		if !inside(b, screen) {
			t.Errorf("%s: the %s %+v leaves the window", name, a, b)
		}
		for a2, b2 := range areas {
			if a < a2 && overlaps(b, b2) {
				t.Errorf("%s: the %s %+v overlaps the %s %+v", name, a, b, a2, b2)
			}
		}
	}
	items := d.Form.Items
	for i, it := range items {
		b := it.Area()
		if !inside(b, screen) {
			t.Errorf("%s: widget %d (%T) %+v leaves the window", name, i, it, b)
		}
		for j := i + 1; j < len(items); j++ {
			if overlaps(b, items[j].Area()) {
				t.Errorf("%s: widgets %d (%T) %+v and %d (%T) %+v overlap", name, i, it, b, j, items[j], items[j].Area())
			}
		}
		if inside(b, d.Lay.Panel) {
			continue
		}
		for a, ab := range areas {
			if overlaps(b, ab) {
				t.Errorf("%s: widget %d (%T) %+v overlaps the %s %+v", name, i, it, b, a, ab)
			}
		}
	}
	if d.Lay.Cols < 2 {
		t.Errorf("%s: the grid has %d column", name, d.Lay.Cols)
	}
	if d.Ed != nil && d.Ed.ListBox.H() < 5*25*d.Sk.U {
		t.Errorf("%s: the deck list is %.0f px high, under five rows of %.0f", name, d.Ed.ListBox.H(), 25*d.Sk.U)
	}
}

// rect is b as the rectangle type that knows Inside and Overlaps.
func rect(b widget.Box) widget.Rect { return widget.Rect{X: b.X0, Y: b.Y0, W: b.W(), H: b.H()} }

func inside(b, outer widget.Box) bool { return rect(b).Inside(rect(outer)) }

func overlaps(a, b widget.Box) bool { return rect(a).Overlaps(rect(b)) }
