package commands

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
)

// writeReplay plays a random two-player match of the first two pre-built
// decks to its end and writes its replay file; it returns the file and the
// game.
func writeReplay(t *testing.T, dir string, seed uint64) (string, *rules.State) {
	t.Helper()
	set, err := cardset.LoadFS(os.DirFS("../assets"), "cards")
	if err != nil {
		t.Fatal(err)
	}
	decks, err := cardset.ParseDeckFiles(os.DirFS("../assets/decks"), []string{"mars.txt", "hera.txt"}, set)
	if err != nil {
		t.Fatal(err)
	}
	cfg := rules.Config{Seed: seed, First: -1}
	for _, d := range decks {
		cfg.Seats = append(cfg.Seats, rules.Seat{Deity: d.Deity, Deck: d.Cards()})
	}
	s, rec, err := rules.NewRecordedGame(set, cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	for n := 0; !s.Over() && n < 20000; n++ {
		legal := s.Legal(nil)
		if err := rec.Apply(s, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	f, err := rec.Replay(s)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := f.Write(&b); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, fmt.Sprintf("match-%d.replay", seed))
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, s
}

func TestReplayCommand(t *testing.T) {
	dir := t.TempDir()
	good, s := writeReplay(t, dir, 4)
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	// The second action played by the other seat: refused where it stands.
	bad := filepath.Join(dir, "edited.replay")
	edited := bytes.Replace(data, []byte(`"player": 1`), []byte(`"player": 2`), 1)
	if bytes.Equal(edited, data) {
		t.Fatal("the replay file has no action of player 1 to edit")
	}
	if err := os.WriteFile(bad, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errb := run(Tools("1.2.3", ""), "twilight-tools", "replay", good, bad, filepath.Join(dir, "missing.replay"))
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := fmt.Sprintf("%s: %s won in turn %d; ", good, s.PlayerName(s.Winner), s.Turn)
	if code != 1 || errb != "" || len(lines) != 3 || !strings.HasPrefix(lines[0], want) ||
		!strings.HasSuffix(lines[0], fmt.Sprintf("state hash %016x", s.StateHash())) {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s\nwant the first line to start %q and end with the hash %016x", code, errb, out, want, s.StateHash())
	}
	if !strings.Contains(lines[1], "BAD: bad replay: action ") || !strings.Contains(lines[2], "BAD: ") {
		t.Fatalf("the edited and the missing files were not refused with reasons:\n%s", out)
	}
}
