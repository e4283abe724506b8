package render

import "image/color"

// The palette. Screens should take their colours from here.
var (
	// TableTop and TableBottom are the ends of the table's vertical gradient.
	TableTop    = color.RGBA{0x14, 0x1B, 0x2D, 0xFF}
	TableBottom = color.RGBA{0x1E, 0x27, 0x40, 0xFF}
	// Ink is the near-black used for shadows, vignettes and fades.
	Ink = color.RGBA{0x07, 0x09, 0x12, 0xFF}

	// Gilt is the gold of titles, highlights and the emblem.
	Gilt = color.RGBA{0xD4, 0xAF, 0x37, 0xFF}
	// GiltLight is the gold catching the light.
	GiltLight = color.RGBA{0xF6, 0xE3, 0xA1, 0xFF}
	// GiltDeep is the gold in shadow.
	GiltDeep = color.RGBA{0x8E, 0x6A, 0x1C, 0xFF}

	// Ivory is body text on the table.
	Ivory = color.RGBA{0xE8, 0xE1, 0xCE, 0xFF}
	// Mist is secondary text: hints, versions, disabled items.
	Mist = color.RGBA{0x85, 0x8F, 0xAB, 0xFF}
)

// Mix returns a + (b-a)*t per channel, t clamped to [0, 1].
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = clamp01(t)
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// Fade returns c with its alpha (and, premultiplied, its colour) scaled by a.
func Fade(c color.RGBA, a float64) color.RGBA {
	a = clamp01(a)
	s := func(x uint8) uint8 { return uint8(float64(x)*a + 0.5) }
	return color.RGBA{s(c.R), s(c.G), s(c.B), s(c.A)}
}

func clamp01(t float64) float64 {
	switch {
	case t < 0:
		return 0
	case t > 1:
		return 1
	}
	return t
}
