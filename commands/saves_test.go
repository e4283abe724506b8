package commands

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"twilight/rules"
)

// savedGame writes a save of a game with the pre-built decks at its first
// turn to dir and returns its path and bytes.
func savedGame(t *testing.T, dir string) (string, []byte) {
	t.Helper()
	set, decks, deities, err := baseGame()
	if err != nil {
		t.Fatal(err)
	}
	s, err := rules.NewGame(set, rules.Config{Seed: 3, Seats: []rules.Seat{{Deity: deities[0], Deck: decks[0]}, {Deity: deities[1], Deck: decks[1]}}, First: 0})
	if err != nil {
		t.Fatal(err)
	}
	for s.Pending.Kind == rules.DecMulligan {
		if err := s.Apply(rules.Pass(s.Pending.Player)); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "game.json")
	if err := s.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, data
}

// TestReseal: a save edited by hand is refused as damaged; reseal rewrites
// it when the edit leaves a sound game (and the game then loads it with the
// edit), and leaves it byte for byte as it was, exit 1, when it does not.
func TestReseal(t *testing.T) {
	set, _, _, err := baseGame()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, from, to string
		code           int
		say            string
	}{
		{"sound edit", `"Turn":1`, `"Turn":4`, 0, "resealed (turn 4"},
		{"broken edit", `"Turn":1`, `"Turn":-4`, 1, "left as it was"},
		{"not a save", "", "", 1, "not a save file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path, data := savedGame(t, t.TempDir())
			edited := []byte("just some text")
			if tc.from != "" {
				if !bytes.Contains(data, []byte(tc.from)) {
					t.Fatalf("the save holds no %s", tc.from)
				}
				edited = bytes.Replace(data, []byte(tc.from), []byte(tc.to), 1)
				if _, err := rules.LoadFile(writeFile(t, path, edited), set); err == nil {
					t.Fatal("an edited save loaded before it was resealed")
				}
			} else {
				writeFile(t, path, edited)
			}
			code, out, errb := run(Tools("1.2.3", ""), "twilight-tools", "reseal", path)
			if code != tc.code || !strings.Contains(out+errb, tc.say) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want %d and %q", code, out, errb, tc.code, tc.say)
			}
			after, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if tc.code != 0 {
				if !bytes.Equal(after, edited) {
					t.Error("a save that was not resealed was changed")
				}
				return
			}
			s, err := rules.LoadFile(path, set)
			if err != nil {
				t.Fatalf("the resealed save does not load: %v", err)
			}
			if s.Turn != 4 {
				t.Errorf("the resealed game is at turn %d, want the edited 4", s.Turn)
			}
		})
	}
}

func writeFile(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestHostileSaves: the command writes the files asked for, each one a
// save whose checksums hold (it is refused, if at all, for what the game in
// it holds), and says what loading each gives, the same for the same seed.
func TestHostileSaves(t *testing.T) {
	set, _, _, err := baseGame()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "new")
	code, out, errb := run(Tools("1.2.3", ""), "twilight-tools", "hostile-saves", "-n", "12", "-seed", "5", dir)
	if code != 0 || errb != "" {
		t.Fatalf("exit %d, stderr %q", code, errb)
	}
	files, err := filepath.Glob(filepath.Join(dir, "hostile-*.json"))
	if err != nil || len(files) != 12 {
		t.Fatalf("%d files written (%v), want 12", len(files), err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 13 || !strings.HasPrefix(lines[12], "12 files: ") {
		t.Fatalf("output %q: want a line per file and a summary", out)
	}
	for i, f := range files {
		_, err := rules.LoadFile(f, set)
		want := "loads"
		if err != nil {
			if strings.Contains(err.Error(), "checksum") {
				t.Errorf("%s is refused for its checksum: %v", f, err)
			}
			want = "refused: "
		}
		if !strings.HasPrefix(lines[i], f+": "+want) {
			t.Errorf("line %q does not say %q for %s", lines[i], want, f)
		}
	}
	_, again, _ := run(Tools("1.2.3", ""), "twilight-tools", "hostile-saves", "-n", "12", "-seed", "5", dir)
	if again != out {
		t.Error("the same seed wrote different saves")
	}
	for _, args := range [][]string{{"hostile-saves"}, {"hostile-saves", "-n", "0", dir}, {"reseal"}} {
		if code, _, _ := run(Tools("1.2.3", ""), "twilight-tools", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
