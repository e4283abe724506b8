package render

import (
	"bytes"
	"image"
	"testing"
)

func TestTablePixels(t *testing.T) {
	const w, h = 320, 180
	img := TablePixels(w, h)
	lum := func(x, y int) float64 {
		c := img.RGBAAt(x, y)
		return 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
	}
	near := func(x, y int, want [3]uint8, tol int) bool {
		c := img.RGBAAt(x, y)
		for i, v := range []uint8{c.R, c.G, c.B} {
			if d := int(v) - int(want[i]); d < -tol || d > tol {
				return false
			}
		}
		return true
	}
	tests := []struct {
		name string
		ok   bool
	}{
		{"opaque", img.RGBAAt(10, 10).A == 255 && img.RGBAAt(w-1, h-1).A == 255},
		{"top centre is TableTop", near(w/2, 0, [3]uint8{TableTop.R, TableTop.G, TableTop.B}, 3)},
		{"bottom centre is near TableBottom", near(w/2, h-1, [3]uint8{TableBottom.R, TableBottom.G, TableBottom.B}, 6)},
		{"bottom brighter than top", lum(w/2, h-2) > lum(w/2, 1)},
		{"vignette darkens the corners", lum(1, h-2) < lum(w/2, h-2)-2},
		{"indigo, not grey", img.RGBAAt(w/2, h/2).B > img.RGBAAt(w/2, h/2).R+15},
	}
	for _, tt := range tests {
		if !tt.ok {
			t.Errorf("%s: failed", tt.name)
		}
	}
	if !bytes.Equal(img.Pix, TablePixels(w, h).Pix) {
		t.Error("TablePixels is not deterministic")
	}
}

func TestTablePixelsDegenerate(t *testing.T) {
	for _, s := range []image.Point{{0, 0}, {1, 1}, {5, 0}} {
		if img := TablePixels(s.X, s.Y); img.Bounds().Size() != s {
			t.Errorf("TablePixels(%d, %d) is %v", s.X, s.Y, img.Bounds())
		}
	}
}

func TestGlowPixels(t *testing.T) {
	img := GlowPixels(64)
	centre, rim := img.RGBAAt(32, 32).A, img.RGBAAt(0, 32).A
	if centre < 200 || rim != 0 {
		t.Errorf("glow alpha: centre %d (want ≥ 200), rim %d (want 0)", centre, rim)
	}
}
