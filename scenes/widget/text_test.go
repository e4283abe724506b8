package widget

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
)

// fitByRune is FitText's answer found the slow way: drop one rune at a
// time from the end until the label with an ellipsis fits.
func fitByRune(s string, face text.Face, maxW float64) string {
	if text.Advance(s, face) <= maxW {
		return s
	}
	rs := []rune(s)
	for len(rs) > 1 {
		rs = rs[:len(rs)-1]
		if t := string(rs) + "…"; text.Advance(t, face) <= maxW {
			return t
		}
	}
	return "…"
}

// TestFitTextKeepsTheLongestPrefix: halving finds the same label as
// trimming a rune at a time, for labels of every length and boxes from
// nothing to wider than the label.
func TestFitTextKeepsTheLongestPrefix(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	labels := []string{
		"", "I", "Seize III from Reader of the Portents",
		"Swap Life Stack cards with Enlil", "Offer Reader of the Portents a trade",
		"Ææ — Stormchaser Oracle’s Countdown", "Pass",
	}
	for _, size := range []float64{12, 17, 23} {
		face := render.Face(fonts.Serif, size)
		for _, s := range labels {
			full := text.Advance(s, face)
			for w := 0.0; w <= full+10; w += 3 {
				if got, want := FitText(s, face, w), fitByRune(s, face, w); got != want {
					t.Errorf("FitText(%q, %.0fpx, %.0f) = %q, want %q", s, size, w, got, want)
				}
				if got := FitText(s, face, w); got != "…" && text.Advance(got, face) > w {
					t.Errorf("FitText(%q, %.0fpx, %.0f) = %q is %.1f wide", s, size, w, got, text.Advance(got, face))
				}
			}
		}
	}
}
