package render

import (
	"image/color"
	"testing"
)

func TestMixAndFade(t *testing.T) {
	a := color.RGBA{0, 100, 200, 255}
	b := color.RGBA{100, 200, 0, 255}
	tests := []struct {
		name string
		got  color.RGBA
		want color.RGBA
	}{
		{"mix start", Mix(a, b, 0), a},
		{"mix end", Mix(a, b, 1), b},
		{"mix middle", Mix(a, b, 0.5), color.RGBA{50, 150, 100, 255}},
		{"mix clamps below", Mix(a, b, -3), a},
		{"mix clamps above", Mix(a, b, 7), b},
		{"fade none", Fade(Gilt, 1), Gilt},
		{"fade out", Fade(Gilt, 0), color.RGBA{}},
		{"fade half is premultiplied", Fade(color.RGBA{200, 100, 50, 255}, 0.5), color.RGBA{100, 50, 25, 128}},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}
