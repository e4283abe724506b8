package render

import "testing"

// TestMarkerPixels: every marker paints something inside its box and
// leaves the corners clear (the shadow is a card-shaped rectangle).
func TestMarkerPixels(t *testing.T) {
	for _, tc := range []struct {
		name string
		k    Marker
	}{
		{"seal", MarkSeal}, {"halo", MarkHalo}, {"crystal", MarkCrystal}, {"ribbon", MarkRibbon},
		{"disc", MarkDisc}, {"ring", MarkRing}, {"shadow", MarkShadow},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img := MarkerPixels(tc.k, 32)
			b := img.Bounds()
			if b.Dx() != 32 || (tc.k != MarkShadow && b.Dy() != 32) {
				t.Fatalf("size %v", b)
			}
			opaque := 0
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] > 200 {
					opaque++
				}
			}
			if opaque < 20 {
				t.Errorf("only %d opaque pixels", opaque)
			}
			if a := img.RGBAAt(0, 0).A; a != 0 {
				t.Errorf("corner alpha %d, want 0", a)
			}
			for i := 0; i+3 < len(img.Pix); i += 4 {
				if img.Pix[i] > img.Pix[i+3] || img.Pix[i+1] > img.Pix[i+3] || img.Pix[i+2] > img.Pix[i+3] {
					t.Fatal("pixels are not premultiplied")
				}
			}
		})
	}
}
