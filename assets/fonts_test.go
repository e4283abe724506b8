package assets

import (
	"bytes"
	"strings"
	"testing"
)

func TestFontData(t *testing.T) {
	for _, f := range Fonts() {
		t.Run(string(f), func(t *testing.T) {
			b, err := FontData(f)
			if err != nil {
				t.Fatal(err)
			}
			// TrueType outlines (glyf) start with version 1.0: the game's
			// text is shaped about twice as fast as from the CFF outlines
			// of the same faces.
			if !bytes.HasPrefix(b, []byte{0, 1, 0, 0}) {
				t.Errorf("%s does not look like a TrueType font (starts %q)", f, b[:4])
			}
			b[0] = 'X'
			again, err := FontData(f)
			if err != nil {
				t.Fatal(err)
			}
			if again[0] != 0 {
				t.Errorf("FontData shares its buffer with callers")
			}
		})
	}
}

func TestFontDataUnknown(t *testing.T) {
	if _, err := FontData(Font("fonts/nope.ttf")); err == nil {
		t.Fatal("want an error for a font that is not embedded")
	}
}

func TestFontLicense(t *testing.T) {
	if l := FontLicense(); !strings.Contains(l, "SIL OPEN FONT LICENSE Version 1.1") {
		t.Fatalf("license text missing the OFL header:\n%.200s", l)
	}
}
