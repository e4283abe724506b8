package folder

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"twilight/rules"
)

// The autosave as the title screen sees it: whether it can be continued
// and, when it cannot, why; setting a broken save aside; and the marker
// that remembers a match opened at the table until the table has shown it
// working, so that a save the game once stopped on is never offered again
// as if nothing had happened.

// openFile marks the autosave as opened at the table and not yet seen
// working (see App.markOpen).
const openFile = "autosave.open"

// SaveStatus is what the player's folder holds of a match to continue.
type SaveStatus struct {
	// Saved: there is an autosave file (of a finished match, perhaps).
	Saved bool
	// CanContinue: it holds an unfinished match that loads.
	CanContinue bool
	// Problem says why a saved match cannot be continued ("" when it can,
	// or when nothing is saved or the match is over).
	Problem string
	// Stopped is set when the game stopped (or crashed) the last time
	// this save was open at the table; it says what is known of why.
	Stopped string
}

// Trouble reports whether the title should offer to set the save aside.
func (st SaveStatus) Trouble() bool { return st.Problem != "" || st.Stopped != "" }

// SaveStatus looks at the autosave: it loads it, as Continue would.
func (a *Folder) SaveStatus() SaveStatus {
	var st SaveStatus
	if a.Dir == "" {
		return st
	}
	if _, err := os.Lstat(filepath.Join(a.Dir, AutosaveFile)); errors.Is(err, fs.ErrNotExist) {
		return st
	}
	st.Saved = true
	g, setup, err := a.restore()
	switch {
	case err != nil:
		st.Problem = PlainError(err)
		return st
	case g.Over() || humansOut(g, setup):
		return st
	}
	st.CanContinue = true
	st.Stopped = a.stoppedNote()
	return st
}

// CanContinue reports whether an unfinished match is saved and loads.
func (a *Folder) CanContinue() bool { return a.SaveStatus().CanContinue }

// restore loads the autosaved match and its seats.
func (a *Folder) restore() (*rules.State, MatchSetup, error) {
	var setup MatchSetup
	if a.Dir == "" {
		return nil, setup, errors.New("no saved match")
	}
	g, err := rules.LoadFile(filepath.Join(a.Dir, AutosaveFile), a.Set)
	if err != nil {
		return nil, setup, unwrapBadSave(err)
	}
	b, err := os.ReadFile(filepath.Join(a.Dir, SeatsFile))
	if err != nil {
		return nil, setup, fmt.Errorf("the seats of the saved match are missing (%s)", SeatsFile)
	}
	if err := json.Unmarshal(b, &setup); err != nil {
		return nil, setup, fmt.Errorf("%s is damaged: %v", SeatsFile, err)
	}
	if len(setup.Seats) != g.NumPlayers() {
		return nil, setup, fmt.Errorf("%s names %d seats for a game of %d", SeatsFile, len(setup.Seats), g.NumPlayers())
	}
	return g, setup, nil
}

// unwrapBadSave is a save's refusal without the error kind in front.
func unwrapBadSave(err error) error {
	var re *rules.Error
	if errors.As(err, &re) && re.Kind == rules.BadSave {
		return errors.New(re.Reason)
	}
	return err
}

// SetSaveAside renames the autosave (and its seats) so that it is kept
// but no longer offered, and returns the name it now has. Nothing is
// deleted.
func (a *Folder) SetSaveAside() (string, error) {
	if a.Dir == "" {
		return "", errors.New("no folder")
	}
	stamp := time.Now().Format("20060102-150405")
	name := "autosave-set-aside-" + stamp + ".json"
	for i := 2; fileExists(filepath.Join(a.Dir, name)); i++ {
		name = fmt.Sprintf("autosave-set-aside-%s-%d.json", stamp, i)
	}
	if err := os.Rename(filepath.Join(a.Dir, AutosaveFile), filepath.Join(a.Dir, name)); err != nil {
		return "", err
	}
	seats := strings.TrimSuffix(name, ".json") + "-seats.json"
	if err := os.Rename(filepath.Join(a.Dir, SeatsFile), filepath.Join(a.Dir, seats)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return name, err
	}
	a.ClearOpen()
	return name, nil
}

func fileExists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// openMark is the content of the marker file.
type openMark struct {
	Opened time.Time `json:"opened"`
	// Stopped is what the table caught when it stopped on an error, and
	// Report the crash report written then.
	Stopped string `json:"stopped,omitempty"`
	Report  string `json:"report,omitempty"`
}

// markOpen records that the autosave is open at the table and has not yet
// been seen working. If the game dies before clearOpen (or the table
// stops on an error, noteStopped), the next title screen says so.
func (a *Folder) markOpen() {
	if a.Dir == "" {
		return
	}
	b, _ := json.Marshal(openMark{Opened: time.Now()})
	_ = WriteAtomic(filepath.Join(a.Dir, openFile), b) // the marker only ever adds a warning
}

// ClearOpen removes the marker: the table has shown the save working, or
// was left in good order.
func (a *Folder) ClearOpen() {
	if a.Dir != "" {
		_ = os.Remove(filepath.Join(a.Dir, openFile))
	}
}

// NoteStopped records in the marker what stopped the table, and the
// crash report that tells more ("" for none).
func (a *Folder) NoteStopped(why, report string) {
	if a.Dir == "" {
		return
	}
	b, _ := json.Marshal(openMark{Opened: time.Now(), Stopped: why, Report: report})
	_ = WriteAtomic(filepath.Join(a.Dir, openFile), b)
}

// stoppedNote says what the marker knows, or "" when there is none.
func (a *Folder) stoppedNote() string {
	b, err := os.ReadFile(filepath.Join(a.Dir, openFile))
	if err != nil {
		return ""
	}
	var m openMark
	if json.Unmarshal(b, &m) == nil && m.Stopped != "" {
		note := "the table stopped on an error when this match was last open: " + m.Stopped
		if m.Report != "" {
			note += " (details in " + m.Report + ")"
		}
		return note
	}
	return "the game closed unexpectedly while this match was open"
}
