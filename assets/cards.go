package assets

import (
	"embed"
	"io/fs"
	"sort"
)

// The base set as text: card files in cards/, pre-built deck lists in
// decks/. Package rules/cardset reads both; the formats are documented in
// cards/README.md and decks/README.md. And the Puzzles screen's positions
// (puzzles/*.txt; the format is in puzzles/README.md).
//
//go:embed cards/*.txt decks/*.txt puzzles/*.txt
var cardFiles embed.FS

// Cards returns the base set's card files (cards/*.txt) at the root of the
// returned file system, ready for cardset.LoadFS(assets.Cards(), ".") or
// the validate command (cardset.ValidateReport).
func Cards() fs.FS { return sub("cards") }

// Decks returns the pre-built deck lists (decks/*.txt) at the root of the
// returned file system, for cardset.ParseDeck.
func Decks() fs.FS { return sub("decks") }

// DeckFiles lists the pre-built deck lists by file name, sorted
// (enlil.txt, hera.txt, mars.txt, reader.txt).
func DeckFiles() []string { return files("decks") }

// files lists the files of dir, sorted.
func files(dir string) []string {
	entries, err := fs.ReadDir(cardFiles, dir)
	if err != nil {
		panic("assets: " + dir + " not embedded: " + err.Error())
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

func sub(dir string) fs.FS {
	f, err := fs.Sub(cardFiles, dir)
	if err != nil {
		// The directory is embedded at compile time; failing here means the
		// go:embed line above and the folder disagree.
		panic("assets: " + dir + " not embedded: " + err.Error())
	}
	return f
}
