package folder

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"twilight/rules"
	"twilight/rules/userfile"
	"twilight/session"
)

// ReplaysDir is the folder, inside the player's Twilight folder, where the
// replays of finished matches are kept; KeepReplays is how many of them
// are kept (the oldest go first).
const (
	ReplaysDir  = "replays"
	KeepReplays = 50
)

// replayStamp names a replay file by when it was kept, followed by -01
// (-02 for a second one in the same second), so that the names sort
// oldest first.
const replayStamp = "2006-01-02-150405"

// ReplayEntry is one replay in the player's folder, as the Replays screen
// lists it.
type ReplayEntry struct {
	Path string
	When time.Time // from the file's name, else its modification time
	// Deities are the seats' Deities, in seat order; Teams marks a 2 v 2.
	Deities []string
	Teams   bool
	// Result says how the match ended: "Mars won", "a draw".
	Result  string
	Turns   int
	Actions int
	// Err is why the file cannot be watched (the rest is then empty).
	Err error
}

// KeepReplay writes the replay of a finished match into the replays
// folder (atomically) and prunes the folder to its last KeepReplays
// files. It returns the file's path; with no player folder it does
// nothing.
func (a *Folder) KeepReplay(r *rules.Replay, when time.Time) (string, error) {
	if a.Dir == "" {
		return "", nil
	}
	dir := filepath.Join(a.Dir, ReplaysDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	base := when.UTC().Format(replayStamp)
	path := ""
	for i := 1; path == "" || exists(path); i++ {
		path = filepath.Join(dir, fmt.Sprintf("%s-%02d.json", base, i))
	}
	if err := userfile.WriteAtomic(path, r.Write); err != nil {
		return "", err
	}
	return path, a.pruneReplays()
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// replayFiles lists the replay files of the replays folder, oldest first.
func (a *Folder) replayFiles() ([]string, error) {
	if a.Dir == "" {
		return nil, nil
	}
	ents, err := os.ReadDir(filepath.Join(a.Dir, ReplaysDir))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range ents {
		if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names) // the stamps sort oldest first
	return names, nil
}

// pruneReplays removes the oldest replays beyond KeepReplays.
func (a *Folder) pruneReplays() error {
	names, err := a.replayFiles()
	if err != nil || len(names) <= KeepReplays {
		return err
	}
	var errs []error
	for _, n := range names[:len(names)-KeepReplays] {
		errs = append(errs, os.Remove(filepath.Join(a.Dir, ReplaysDir, n)))
	}
	return errors.Join(errs...)
}

// Replays lists the kept replays, newest first. A file that cannot be
// read is listed with its reason (Err).
func (a *Folder) Replays() ([]ReplayEntry, error) {
	names, err := a.replayFiles()
	if err != nil {
		return nil, err
	}
	out := make([]ReplayEntry, 0, len(names))
	for i := len(names) - 1; i >= 0; i-- {
		out = append(out, DescribeReplay(filepath.Join(a.Dir, ReplaysDir, names[i])))
	}
	return out, nil
}

// ReadReplayFile reads a replay file with the same distrust as a save:
// only a regular file of at most rules.MaxReplaySize bytes, then
// rules.ReadReplay's checks of its form.
func ReadReplayFile(path string) (*rules.Replay, error) {
	b, err := userfile.Read(path, rules.MaxReplaySize)
	if err != nil {
		return nil, err
	}
	return rules.ReadReplay(bytes.NewReader(b))
}

// DescribeReplay reads the file at path for its entry in the list.
func DescribeReplay(path string) ReplayEntry {
	e := ReplayEntry{Path: path}
	if t, err := time.Parse(replayStamp, filepath.Base(path)[:min(len(filepath.Base(path)), len(replayStamp))]); err == nil {
		e.When = t
	} else if st, err := os.Stat(path); err == nil {
		e.When = st.ModTime()
	}
	f, err := ReadReplayFile(path)
	if err != nil {
		e.Err = err
		return e
	}
	title := func(seat int) string {
		if seat < 0 || seat >= len(f.Seats) {
			return fmt.Sprintf("Seat %d", seat+1)
		}
		for _, d := range f.Deities {
			if d.Index == f.Seats[seat].Deity {
				return d.Def.Title
			}
		}
		return fmt.Sprintf("Seat %d", seat+1)
	}
	for i := range f.Seats {
		e.Deities = append(e.Deities, title(i))
	}
	e.Teams = len(f.Teams) > 0
	e.Turns, e.Actions = f.End.Turn, f.End.Actions
	switch w := f.End.Winner; {
	case w == -1:
		e.Result = "unfinished"
	case w < 0:
		e.Result = "a draw"
	case e.Teams:
		var side []string
		for i, t := range f.Teams {
			if int(w) < len(f.Teams) && t == f.Teams[w] {
				side = append(side, title(i))
			}
		}
		e.Result = strings.Join(side, " and ") + " won"
	default:
		e.Result = title(w) + " won"
	}
	return e
}

// ImportReplay checks the replay file at path (its form, and that every
// action plays out) and copies it into the replays folder. A file that
// does not is refused with the reason, naming the action at fault.
func (a *Folder) ImportReplay(path string) (string, error) {
	if a.Dir == "" {
		return "", errors.New("there is no Twilight folder to keep replays in")
	}
	f, err := ReadReplayFile(path)
	if err != nil {
		return "", err
	}
	if _, err := f.Open(); err != nil {
		return "", err
	}
	when := time.Now()
	if st, err := os.Stat(path); err == nil {
		when = st.ModTime()
	}
	return a.KeepReplay(f, when)
}

// ExportReplay copies the replay file from to the path to (atomically).
// The file is read with the same distrust as an import.
func ExportReplay(from, to string) error {
	b, err := userfile.Read(from, rules.MaxReplaySize)
	if err != nil {
		return err
	}
	if st, err := os.Stat(to); err == nil && st.IsDir() {
		to = filepath.Join(to, filepath.Base(from))
	}
	return userfile.WriteAtomic(to, func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}

// KeepMatchReplay keeps the replay of s's match, when it has finished
// and kept its record (a match continued from a save, or conceded, has
// none): KeepReplay with the time now.
func (a *Folder) KeepMatchReplay(s *session.Session) (string, error) {
	if !s.State().Over() {
		return "", errors.New("the match has not finished")
	}
	r, err := s.Replay()
	if err != nil {
		return "", err
	}
	if err := a.dropUnfinished(); err != nil {
		return "", err
	}
	return a.KeepReplay(r, time.Now())
}

// UnfinishedReplayFile keeps the record of a match left before its end,
// beside the autosave, so that Continue can go on recording it.
const UnfinishedReplayFile = "autosave-replay.json"

// KeepUnfinished writes the record of s's match, left before its end,
// beside the autosave (atomically); a match that keeps no record leaves
// none behind. Called when the table is left; Continue picks it up.
func (a *Folder) KeepUnfinished(s *session.Session) error {
	if a.Dir == "" {
		return nil
	}
	path := filepath.Join(a.Dir, UnfinishedReplayFile)
	r, err := s.Replay()
	if err != nil || s.State().Over() {
		return a.dropUnfinished()
	}
	return userfile.WriteAtomic(path, r.Write)
}

// dropUnfinished removes the record of a match left before its end.
func (a *Folder) dropUnfinished() error {
	if a.Dir == "" {
		return nil
	}
	err := os.Remove(filepath.Join(a.Dir, UnfinishedReplayFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// resumeRecord gives s, a continued match, the record its table kept
// when it was left, if there is one and it ends in exactly the game
// restored; otherwise the match goes on without a record (no replay, no
// take-backs).
func (a *Folder) resumeRecord(s *session.Session) {
	f, err := ReadReplayFile(filepath.Join(a.Dir, UnfinishedReplayFile))
	if err != nil {
		return
	}
	p, err := f.Open()
	if err != nil {
		return
	}
	end, rec := p.Resume()
	if end.StateHash() == s.State().StateHash() && end.NumPlayers() == s.State().NumPlayers() {
		s.Keep(rec)
	}
}
