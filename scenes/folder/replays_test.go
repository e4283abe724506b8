package folder

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"twilight/rules"
)

// playedMatch plays a whole computer-against-computer match started from
// a folder in dir and returns the folder, the finished game's hash and
// the replay's path.
func playedMatch(t *testing.T, dir string) (*Folder, uint64, string) {
	t.Helper()
	app, err := LoadFolder(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	setup := MatchSetup{Seed: 7, Seats: []SeatSetup{{Level: "easy", Deck: "mars"}, {Level: "easy", Deck: "hera"}}}
	s, _, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.RunToEnd(20000); err != nil {
		t.Fatal(err)
	}
	if !s.State().Over() {
		t.Fatal("the match did not finish")
	}
	path, err := app.KeepMatchReplay(s)
	if err != nil {
		t.Fatal(err)
	}
	return &app, s.State().StateHash(), path
}

// TestKeepMatchReplay: a finished match's replay is kept in the replays
// folder, listed with its Deities, result and turns, and plays out to the
// match's own final hash.
func TestKeepMatchReplay(t *testing.T) {
	app, hash, path := playedMatch(t, t.TempDir())
	if filepath.Dir(path) != filepath.Join(app.Dir, ReplaysDir) {
		t.Fatalf("kept at %s", path)
	}
	list, err := app.Replays()
	if err != nil || len(list) != 1 {
		t.Fatalf("listed %d replays (%v), want 1", len(list), err)
	}
	e := list[0]
	if e.Err != nil || len(e.Deities) != 2 || !strings.HasSuffix(e.Result, " won") || e.Turns < 2 || e.Actions == 0 {
		t.Fatalf("entry %+v", e)
	}
	f, err := ReadReplayFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := f.Open()
	if err != nil {
		t.Fatal(err)
	}
	if p.End().StateHash() != hash {
		t.Fatal("the replay does not end in the match's game")
	}
}

// TestReplaysPruneAndImport: the folder keeps the last KeepReplays
// replays (the oldest go); an import that does not play out is refused
// with the action's number and leaves nothing behind; export copies.
func TestReplaysPruneAndImport(t *testing.T) {
	dir := t.TempDir()
	app, _, path := playedMatch(t, dir)
	f, err := ReadReplayFile(path)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range KeepReplays + 2 {
		if _, err := app.KeepReplay(f, start.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	list, err := app.Replays()
	if err != nil || len(list) != KeepReplays {
		t.Fatalf("%d replays kept (%v), want %d", len(list), err, KeepReplays)
	}
	if !list[0].When.After(list[len(list)-1].When) {
		t.Fatal("not listed newest first")
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal("the newest replay was pruned")
	}
	if list[len(list)-1].When.Equal(start) {
		t.Fatal("the oldest replay was kept")
	}

	// An action changed into one that is not legal where it stands.
	bad := *f
	bad.Actions = append([]rules.Action(nil), f.Actions...)
	k := len(bad.Actions) / 2
	bad.Actions[k] = rules.Action{Kind: rules.ActSummon, Player: bad.Actions[k].Player, Card: 9999}
	b, _ := json.Marshal(&bad)
	out := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(out, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := app.ImportReplay(out); err == nil || !strings.Contains(err.Error(), "action ") {
		t.Fatalf("a changed replay was not refused with its action: %v", err)
	}
	if n, _ := app.Replays(); len(n) != KeepReplays {
		t.Fatal("a refused import changed the folder")
	}
	exported := filepath.Join(t.TempDir(), "mine.json")
	if err := ExportReplay(path, exported); err != nil {
		t.Fatal(err)
	}
	if e := DescribeReplay(exported); e.Err != nil {
		t.Fatalf("the export does not read: %v", e.Err)
	}
	if got, err := app.ImportReplay(exported); err != nil || got == "" {
		t.Fatalf("a sound replay was not imported: %v", err)
	}
}

// TestContinueKeepsRecording: a match left part way keeps its record
// beside the autosave; Continue goes on recording it, and the finished
// match's replay holds the whole match. A new match drops the record.
func TestContinueKeepsRecording(t *testing.T) {
	app, err := LoadFolder(t.TempDir(), "test")
	if err != nil {
		t.Fatal(err)
	}
	setup := MatchSetup{Seed: 7, Seats: []SeatSetup{{Level: "easy", Deck: "mars"}, {Level: "easy", Deck: "hera"}}}
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	_ = s.RunToEnd(60) // stops at its limit, part way
	if err := app.KeepUnfinished(s); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	back, _, err := app.ContinueMatch()
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if _, err := back.Replay(); err != nil {
		t.Fatalf("the continued match keeps no record: %v", err)
	}
	if err := back.RunToEnd(30000); err != nil {
		t.Fatal(err)
	}
	path, err := app.KeepMatchReplay(back)
	if err != nil {
		t.Fatal(err)
	}
	f, err := ReadReplayFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := f.Open()
	if err != nil {
		t.Fatal(err)
	}
	if p.End().StateHash() != back.State().StateHash() || p.Len() <= 60 {
		t.Fatalf("the replay of a continued match holds %d actions, or ends elsewhere", p.Len())
	}
	if _, err := os.Stat(filepath.Join(app.Dir, UnfinishedReplayFile)); !os.IsNotExist(err) {
		t.Fatal("the record of the unfinished match was left behind")
	}
}
