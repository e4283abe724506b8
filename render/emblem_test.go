package render

import (
	"image"
	"testing"
)

func TestEmblemAndIcon(t *testing.T) {
	const n = 128
	at := func(f float64) int { return int(f * n) }
	isGilt := func(img *image.RGBA, x, y int) bool {
		c := img.RGBAAt(x, y)
		return c.A > 200 && c.R > 180 && c.G > 130 && c.B < 150
	}
	emblem, icon := Emblem(n), Icon(n)
	sun := image.Pt(n/2, at(horizonY-sunR/2)) // inside the sun disc
	tests := []struct {
		name string
		ok   bool
	}{
		{"emblem sun is gilt", isGilt(emblem, sun.X, sun.Y)},
		{"icon sun is gilt", isGilt(icon, sun.X, sun.Y)},
		{"emblem corner is transparent", emblem.RGBAAt(1, 1).A == 0},
		{"icon corner is outside the rounded tile", icon.RGBAAt(0, 0).A == 0},
		{"icon tile is opaque indigo", icon.RGBAAt(n/8, n/2).A == 255 && icon.RGBAAt(n/8, n/2).B > icon.RGBAAt(n/8, n/2).R},
		{"emblem below the horizon is empty", emblem.RGBAAt(n/2, n-4).A == 0},
		{"a ray points straight up", isGilt(emblem, n/2, at(horizonY-(rayInner+rayOuter)/2))},
	}
	for _, tt := range tests {
		if !tt.ok {
			t.Errorf("%s: failed", tt.name)
		}
	}
	if s := Icon(16).Bounds().Size(); s != image.Pt(16, 16) {
		t.Errorf("Icon(16) is %v", s)
	}
}
