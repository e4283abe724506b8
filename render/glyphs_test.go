package render

import (
	"fmt"
	iofs "io/fs"
	"sort"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"

	"twilight/assets"
	"twilight/assets/reference"
	"twilight/rules/cardset/cardsettest"
)

// TestEveryRuneHasAGlyph: every character of the rules reference and of
// the card set's titles, rules text and flavour has a glyph in the
// typeface it is set in (EB Garamond; flavour in its italic), so nothing
// shows as an empty box. The Aspect costs in rules text are drawn as
// symbols, not set as characters.
func TestEveryRuneHasAGlyph(t *testing.T) {
	roman, italic := loadSFNT(t, assets.SerifRegular), loadSFNT(t, assets.SerifItalic)
	type source struct {
		font *sfnt.Font
		what string
		text string
	}
	var sources []source
	for _, name := range reference.Files {
		b, err := iofs.ReadFile(reference.FS(), name)
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, source{roman, "rules reference " + name, string(b)})
	}
	set := cardsettest.Base(t)
	for i := 1; i < len(set.Cards); i++ {
		d := &set.Cards[i]
		sources = append(sources, source{roman, d.Title, d.Title + " " + d.Type.String() + " " + printedBody(d, "")},
			source{italic, d.Title + " (flavour)", d.Flavor})
	}
	for i := range set.Deities {
		d := &set.Deities[i]
		sources = append(sources, source{roman, d.Title, d.Title + " " + d.Text}, source{italic, d.Title + " (flavour)", d.Flavor})
	}
	var buf sfnt.Buffer
	missing := map[rune][]string{}
	for _, s := range sources {
		for _, r := range s.text {
			if unicode.IsControl(r) || r == ' ' {
				continue
			}
			if i, err := s.font.GlyphIndex(&buf, r); err != nil || i == 0 {
				if len(missing[r]) < 3 {
					missing[r] = append(missing[r], s.what)
				}
			}
		}
	}
	var lines []string
	for r, where := range missing {
		lines = append(lines, fmt.Sprintf("%q U+%04X in %s", r, r, strings.Join(where, ", ")))
	}
	sort.Strings(lines)
	for _, l := range lines {
		t.Error("no glyph: " + l)
	}
	if len(sources) < 100 {
		t.Fatalf("only %d texts checked", len(sources))
	}
}

func loadSFNT(t *testing.T, f assets.Font) *sfnt.Font {
	t.Helper()
	b, err := assets.FontData(f)
	if err != nil {
		t.Fatal(err)
	}
	font, err := sfnt.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	return font
}
