package folder

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// PuzzlesFile lists the puzzles the player has solved, one name a line.
const PuzzlesFile = "puzzles-solved.txt"

// SolvedPuzzles is the names of the puzzles solved so far. Without a
// folder, or with no file yet, none; an unreadable file counts as none.
func (a *Folder) SolvedPuzzles() map[string]bool {
	out := map[string]bool{}
	if a.Dir == "" {
		return out
	}
	b, err := os.ReadFile(filepath.Join(a.Dir, PuzzlesFile))
	if err != nil {
		return out
	}
	for _, line := range strings.Split(string(b), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out[line] = true
		}
	}
	return out
}

// MarkPuzzleSolved adds name to the solved puzzles (nothing without a
// folder).
func (a *Folder) MarkPuzzleSolved(name string) error {
	if a.Dir == "" {
		return nil
	}
	solved := a.SolvedPuzzles()
	if solved[name] {
		return nil
	}
	solved[name] = true
	var names []string
	for n := range solved {
		names = append(names, n)
	}
	slices.Sort(names)
	err := WriteAtomic(filepath.Join(a.Dir, PuzzlesFile), []byte(strings.Join(names, "\n")+"\n"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil // the folder went away: the mark is only lost
	}
	return err
}
