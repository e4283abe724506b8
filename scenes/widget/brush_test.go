package widget

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/render"
)

// TestTextShapedOnce: Text and Label keep what they shaped, one entry per
// text, face size, fitted width and anchor, and draw it again from there;
// the text audit still records every label.
func TestTextShapedOnce(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := render.Face(fonts.Serif, 14)
	dst := ebiten.NewImage(200, 40)
	b := &Brush{}
	draw := func() { b.Text(dst, "Exhaust", face, 4, 20, render.LeftMiddle, render.Ivory) }
	draw()
	first := b.labels[labelKey{s: "Exhaust", face: face, size: 14, w: noFit, at: render.LeftMiddle}]
	if len(first) == 0 {
		t.Fatalf("Text kept nothing: %d entries", len(b.labels))
	}
	draw()
	again := b.labels[labelKey{s: "Exhaust", face: face, size: 14, w: noFit, at: render.LeftMiddle}]
	if len(b.labels) != 1 || &again[0] != &first[0] {
		t.Errorf("drawn twice: %d entries, same glyphs %v; want 1 entry shaped once", len(b.labels), &again[0] == &first[0])
	}
	for _, step := range []struct {
		name string
		draw func()
		want int
	}{
		{"another anchor", func() { b.Text(dst, "Exhaust", face, 4, 20, render.Center, render.Ivory) }, 2},
		{"a label fitted to a box", func() { b.Label(dst, "Exhaust", face, Rect{W: 200, H: 40}, render.LeftMiddle, render.Ivory) }, 3},
		{"the same label again", func() { b.Label(dst, "Exhaust", face, Rect{W: 200, H: 40}, render.LeftMiddle, render.Ivory) }, 3},
		{"the face grown", func() { face.Size = 18; draw() }, 4},
	} {
		step.draw()
		if len(b.labels) != step.want {
			t.Errorf("after %s: %d entries kept, want %d", step.name, len(b.labels), step.want)
		}
	}
	b.Audit = &TextAudit{}
	b.Label(dst, "Exhaust", face, Rect{W: 200, H: 40}, render.LeftMiddle, render.Ivory)
	if len(b.Audit.Items) != 1 {
		t.Errorf("the audit recorded %d labels, want 1", len(b.Audit.Items))
	}
}
