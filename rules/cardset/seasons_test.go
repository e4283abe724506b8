package cardset

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestLoadSeasonsSkipsBadOnesAlone: one bad Season is left out alone, with
// its problems at file:line; good Seasons on either side of it load; files
// that are not regular (a named pipe, a link to /dev/zero, a folder) or
// too large are skipped without being read (issue #14: one bad file
// dropped every Season, a FIFO hung start-up, /dev/zero grew past 1.5 GB).
func TestLoadSeasonsSkipsBadOnesAlone(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "seasons")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	card := func(title, extra string) string {
		return "card: " + title + "\nlevel: I\ncost: I\ntype: creature\nfaction: aggression\nstats: 2/1\n" +
			"heresy: damage 1 to each-player(opponent)\ngem: embers\nart: run\n" + extra
	}
	write("a-good.txt", card("Ember Scout", ""))
	write("b-bad.txt", card("Ash Mare", "keywords: Wingless\n"))
	write("c-good.txt", card("Cinder Hound", ""))
	write("d-clash.txt", card("Ember Scout", ""))
	write("e-escape.txt", card("Smoke \x1b[31mWraith", ""))
	write("f-huge.txt", strings.Repeat("#", MaxFileSize+1))
	write("notes.md", "not a Season: ignored")
	if err := os.Mkdir(filepath.Join(dir, "g-folder.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"seasons/b-bad.txt":    "seasons/b-bad.txt:10: unknown keyword",
		"seasons/d-clash.txt":  `seasons/d-clash.txt:1: card "Ember Scout" is already defined at seasons/a-good.txt:1`,
		"seasons/e-escape.txt": `seasons/e-escape.txt:1: holds the control character U+001B at column 13`,
		"seasons/f-huge.txt":   "seasons/f-huge.txt: skipped: is too large (1048577 bytes; at most 1048576)",
		"seasons/g-folder.txt": "seasons/g-folder.txt: skipped: is a directory, not a regular file",
	}
	if runtime.GOOS != "windows" {
		if err := os.Symlink("/dev/zero", filepath.Join(dir, "h-zero.txt")); err != nil {
			t.Fatal(err)
		}
		want["seasons/h-zero.txt"] = "seasons/h-zero.txt: skipped: is a character device, not a regular file"
		if err := syscall.Mkfifo(filepath.Join(dir, "i-pipe.txt"), 0o644); err == nil {
			want["seasons/i-pipe.txt"] = "seasons/i-pipe.txt: skipped: is a named pipe, not a regular file"
		}
	}
	set := loadBase(t)
	n := len(set.Cards)
	type result struct {
		got Seasons
		err error
	}
	done := make(chan result, 1)
	go func() {
		got, err := LoadSeasons(dir, set)
		done <- result{got, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("LoadSeasons did not return")
	}
	if r.err != nil {
		t.Fatal(r.err)
	}
	var loaded []string
	for _, s := range r.got.Loaded {
		loaded = append(loaded, s.File)
	}
	if strings.Join(loaded, " ") != "seasons/a-good.txt seasons/c-good.txt" {
		t.Errorf("loaded %v, want a-good and c-good", loaded)
	}
	if len(set.Cards) != n+2 {
		t.Errorf("%d cards added, want 2", len(set.Cards)-n)
	}
	if len(r.got.Skipped) != len(want) {
		t.Errorf("%d skipped, want %d: %+v", len(r.got.Skipped), len(want), r.got.Skipped)
	}
	for _, sk := range r.got.Skipped {
		text := Errors(sk.Problems).Error()
		if w, ok := want[sk.File]; !ok || !strings.Contains(text, w) {
			t.Errorf("%s skipped with %q, want %q", sk.File, text, w)
		}
		if strings.Contains(text, "\x1b") {
			t.Errorf("%s: raw escape in %q", sk.File, text)
		}
	}
}

func TestLoadSeasonsFolderIsNotAFolder(t *testing.T) {
	p := filepath.Join(t.TempDir(), "seasons")
	if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSeasons(p, loadBase(t)); err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Errorf("error %v", err)
	}
}
