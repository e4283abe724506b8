package assets

import "io/fs"

// Puzzles returns the Puzzles screen's files (puzzles/*.txt) at the root
// of the returned file system.
func Puzzles() fs.FS { return sub("puzzles") }

// PuzzleFiles lists the puzzle files by name, sorted: the order of the
// Puzzles screen.
func PuzzleFiles() []string { return files("puzzles") }
