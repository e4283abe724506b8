package folder

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"twilight/rules"
	"twilight/rules/cardset"
)

// decksFolder is the folder of the player's saved decks, under Dir.
const decksFolder = "decks"

// DecksDir is the folder of the player's saved decks (Dir/decks), or ""
// when the game runs without a folder.
func (a *Folder) DecksDir() string {
	if a.Dir == "" {
		return ""
	}
	return filepath.Join(a.Dir, decksFolder)
}

// SavedDeck is one file of the decks folder.
type SavedDeck struct {
	Path string
	Deck cardset.Deck
	// Problems are why the file does not read as a deck ("file:line:
	// message"); such a file is listed but cannot be opened or played.
	Problems []cardset.Problem
	// Unmet are the deck-building rules the deck does not meet yet.
	Unmet []cardset.Unmet
}

// Title is what the deck is called: its Name, or its file name.
func (s *SavedDeck) Title() string {
	if s.Deck.Name != "" {
		return s.Deck.Name
	}
	return strings.TrimSuffix(filepath.Base(s.Path), filepath.Ext(s.Path))
}

// Readable reports whether the file reads as a deck.
func (s *SavedDeck) Readable() bool { return len(s.Problems) == 0 }

// SavedDecks reads every *.txt file of the decks folder, sorted by title.
// A file that does not read is listed with its problems; it never stops
// the others from loading. A missing folder is no deck at all.
func (a *Folder) SavedDecks() ([]SavedDeck, error) {
	dir := a.DecksDir()
	if dir == "" {
		return nil, nil
	}
	names, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	var out []SavedDeck
	for _, p := range names {
		out = append(out, a.ReadSaved(p))
	}
	sort.SliceStable(out, func(i, j int) bool {
		ti, tj := strings.ToLower(out[i].Title()), strings.ToLower(out[j].Title())
		if ti != tj {
			return ti < tj
		}
		return out[i].Path < out[j].Path
	})
	return out, nil
}

// ReadSaved reads one deck file.
func (a *Folder) ReadSaved(path string) SavedDeck {
	s := SavedDeck{Path: path}
	b, err := os.ReadFile(path)
	if err != nil {
		s.Problems = []cardset.Problem{{File: filepath.Base(path), Msg: PlainError(unwrapPath(err))}}
		s.Deck.Deity = -1
		return s
	}
	d, err := cardset.ParseDeck(filepath.Base(path), bytes.NewReader(b), a.Set)
	s.Deck = d
	var errs cardset.Errors
	switch {
	case errors.As(err, &errs):
		s.Problems = errs
	case err != nil:
		s.Problems = []cardset.Problem{{File: filepath.Base(path), Msg: PlainError(err)}}
	}
	s.Unmet = cardset.CheckDeck(d, a.Set, d.Extended)
	return s
}

// unwrapPath drops the path from a file error (the list shows the file).
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// DeckFileName is the file a deck called name is saved in: its title as
// a key ("The Iron Legion" → the-iron-legion.txt).
func DeckFileName(name string) string {
	k := rules.KeyOf(name)
	if k == "" {
		k = "deck"
	}
	if len(k) > 60 {
		k = strings.TrimRight(k[:60], "-")
	}
	return k + ".txt"
}

// freePath is a path in dir for a deck called name that no file holds
// yet (keep, when given, counts as free: it is the deck's own file).
func freePath(dir, name, keep string) string {
	base := strings.TrimSuffix(DeckFileName(name), ".txt")
	for i := 1; ; i++ {
		p := filepath.Join(dir, base+".txt")
		if i > 1 {
			p = filepath.Join(dir, base+"-"+strconv.Itoa(i)+".txt")
		}
		if p == keep {
			return p
		}
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			return p
		}
	}
}

// SaveDeck writes d atomically in the deck-list format. path is the deck's
// file, or "" for a new one. A deck whose name changed moves to a file
// named for it (the old file is removed once the new one is written). It
// returns the path written.
func (a *Folder) SaveDeck(d cardset.Deck, path string) (string, error) {
	dir := a.DecksDir()
	if dir == "" {
		return "", errors.New("there is no folder to save decks in this time")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	want := freePath(dir, d.Name, path)
	if err := WriteAtomic(want, d.Format(a.Set)); err != nil {
		return "", err
	}
	if path != "" && path != want {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return want, fmt.Errorf("saved as %s, but the old file stays: %w", filepath.Base(want), err)
		}
	}
	return want, nil
}

// RenameDeck gives the saved deck at path a new name (and the file a name
// to match). It returns the deck's new path.
func (a *Folder) RenameDeck(path, name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return path, errors.New("a deck needs a name")
	}
	s := a.ReadSaved(path)
	if !s.Readable() {
		return path, fmt.Errorf("%s does not read as a deck", filepath.Base(path))
	}
	s.Deck.Name = name
	return a.SaveDeck(s.Deck, path)
}

// DuplicateDeck saves a copy of the deck at path as "Name (copy)".
func (a *Folder) DuplicateDeck(path string) (string, error) {
	s := a.ReadSaved(path)
	if !s.Readable() {
		return "", fmt.Errorf("%s does not read as a deck", filepath.Base(path))
	}
	s.Deck.Name = CopyName(s.Title())
	return a.SaveDeck(s.Deck, "")
}

// CopyName is the name of a copy: "Name (copy)", "Name (copy 2)"…
func CopyName(name string) string {
	if i := strings.LastIndex(name, " (copy"); i > 0 && strings.HasSuffix(name, ")") {
		n := 1
		if rest := strings.TrimSuffix(name[i+len(" (copy"):], ")"); rest != "" {
			v, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil {
				return name + " (copy)"
			}
			n = v
		}
		return fmt.Sprintf("%s (copy %d)", name[:i], n+1)
	}
	return name + " (copy)"
}

// DeleteDeck removes the deck file at path, which must be in the decks
// folder.
func (a *Folder) DeleteDeck(path string) error {
	dir := a.DecksDir()
	if dir == "" || filepath.Dir(path) != dir {
		return fmt.Errorf("%s is not in the decks folder", path)
	}
	return os.Remove(path)
}

// ShortUnmet is the head of an unmet rule's message, the part that says
// what to do ("7 more Aggression cards for Mars"); the rest explains it.
func ShortUnmet(msg string) string {
	if i := strings.Index(msg, ": "); i > 0 {
		return msg[:i]
	}
	return msg
}
