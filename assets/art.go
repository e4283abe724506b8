package assets

import (
	"embed"
	"io/fs"
	"path"
	"sort"
	"strings"
)

// The card-art glyphs: single-colour SVG silhouettes from game-icons.net
// (CC BY 3.0, see art/CREDITS.md), each with viewBox 0 0 512 512.
//
//go:embed art/*.svg art/CREDITS.md
var art embed.FS

// Art returns the SVG source of the card-art glyph with the given
// game-icons.net name (for example "troll" or "greek-temple"), and whether
// such a glyph is embedded. The returned slice is a fresh copy.
func Art(name string) ([]byte, bool) {
	if name == "" || strings.ContainsAny(name, "/\\.") {
		return nil, false
	}
	b, err := art.ReadFile("art/" + name + ".svg")
	if err != nil {
		return nil, false
	}
	return b, true
}

// ArtNames lists the names of every embedded glyph, sorted.
func ArtNames() []string {
	entries, err := fs.ReadDir(art, "art")
	if err != nil {
		// The directory is embedded at compile time.
		panic("assets: art not embedded: " + err.Error())
	}
	var names []string
	for _, e := range entries {
		if n := e.Name(); path.Ext(n) == ".svg" {
			names = append(names, strings.TrimSuffix(n, ".svg"))
		}
	}
	sort.Strings(names)
	return names
}

// ArtCredits returns the attribution text the glyphs' licence asks for.
func ArtCredits() string {
	b, err := art.ReadFile("art/CREDITS.md")
	if err != nil {
		panic("assets: art credits not embedded: " + err.Error())
	}
	return string(b)
}
