package assets

import (
	"embed"
	"io/fs"
	"path"
	"sort"
)

// The Puzzles screen's positions (puzzles/*.txt; the format is in
// puzzles/README.md).
//
//go:embed puzzles/*.txt
var puzzleFiles embed.FS

// Puzzles returns the puzzle files at the root of the returned file
// system; PuzzleFiles lists their names.
func Puzzles() fs.FS {
	f, err := fs.Sub(puzzleFiles, "puzzles")
	if err != nil {
		panic("assets: puzzles not embedded: " + err.Error())
	}
	return f
}

// PuzzleFiles lists the puzzle files by name, sorted: the order of the
// Puzzles screen.
func PuzzleFiles() []string {
	entries, err := fs.ReadDir(puzzleFiles, "puzzles")
	if err != nil {
		panic("assets: puzzles not embedded: " + err.Error())
	}
	var names []string
	for _, e := range entries {
		if path.Ext(e.Name()) == ".txt" {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return names
}
