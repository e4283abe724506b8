package assets

import (
	"bufio"
	"bytes"
	"io/fs"
	"strings"
	"testing"
)

func TestArt(t *testing.T) {
	names := ArtNames()
	if len(names) < 100 {
		t.Fatalf("only %d glyphs embedded", len(names))
	}
	credits := ArtCredits()
	for _, n := range names {
		b, ok := Art(n)
		if !ok {
			t.Fatalf("Art(%q) not found though listed", n)
		}
		if !bytes.Contains(b, []byte(`viewBox="0 0 512 512"`)) || bytes.Contains(b, []byte("currentColor")) {
			t.Errorf("%s: not a resolved 512×512 glyph", n)
		}
		if !strings.Contains(credits, "`"+n+"`") {
			t.Errorf("%s is missing from art/CREDITS.md", n)
		}
	}
}

func TestArtLookup(t *testing.T) {
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"troll", true},
		{"spartan-helmet", true},
		{"greek-temple", true},
		{"", false},
		{"no-such-glyph", false},
		{"../fonts/OFL", false},
		{"CREDITS", false},
	} {
		if _, ok := Art(tc.name); ok != tc.ok {
			t.Errorf("Art(%q) found = %v, want %v", tc.name, ok, tc.ok)
		}
	}
}

// Every art: name in the card files has its glyph embedded (otherwise the
// card falls back to its faction's symbol).
func TestCardArtEmbedded(t *testing.T) {
	files, err := fs.Glob(Cards(), "*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		b, err := fs.ReadFile(Cards(), name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		for line := 1; sc.Scan(); line++ {
			v, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "art:")
			if !ok {
				continue
			}
			fields := strings.Fields(v)
			if len(fields) == 0 {
				continue
			}
			if _, ok := Art(fields[0]); !ok {
				t.Errorf("%s:%d: art %q is not embedded; run assets/art/add-icons.sh %s", name, line, fields[0], fields[0])
			}
		}
	}
}
