package cardset

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// validate runs the validate command with a time limit, so that a file
// that blocks (a named pipe) or never ends (/dev/zero) fails the test
// instead of hanging it.
func validate(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- ValidateReport(&out, &errb, os.DirFS(baseDir), args, StandardDecks)
	}()
	select {
	case code := <-done:
		return code, out.String(), errb.String()
	case <-time.After(60 * time.Second):
		t.Fatalf("validate %v did not return", args)
		return 0, "", ""
	}
}

// TestValidateHostileFiles: one bad file given to validate with others
// never stops the others from being checked, and each bad file is
// reported on its own line (issue #14: a 50 MB single line stopped every
// other file; /dev/zero grew past 1.5 GB; a named pipe hung).
func TestValidateHostileFiles(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(deckDir, "mars.txt")
	season := "testdata/season.txt"
	huge := filepath.Join(dir, "huge.txt")
	if err := os.WriteFile(huge, bytes.Repeat([]byte("x"), 50<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	longLine := filepath.Join(dir, "long-line.txt")
	if err := os.WriteFile(longLine, append([]byte("card: "), bytes.Repeat([]byte("y"), 900_000)...), 0o644); err != nil {
		t.Fatal(err)
	}
	type bad struct {
		name, path, want string
	}
	bads := []bad{
		{"50 MB single line", huge, huge + ": skipped: is too large (50 MB; at most 1 MB)"},
		{"900 KB single line", longLine, longLine + ":1: the line is 900006 characters long; at most 2000"},
		{"a folder", dir, dir + ": skipped: is a directory, not a regular file"},
		{"missing", filepath.Join(dir, "nope.txt"), filepath.Join(dir, "nope.txt") + ": skipped: no such file or directory"},
	}
	if runtime.GOOS != "windows" {
		zero := filepath.Join(dir, "zero.txt")
		if err := os.Symlink("/dev/zero", zero); err != nil {
			t.Fatal(err)
		}
		bads = append(bads,
			bad{"/dev/zero", "/dev/zero", "/dev/zero: skipped: is a character device, not a regular file"},
			bad{"a link to /dev/zero", zero, zero + ": skipped: is a character device, not a regular file"})
		fifo := filepath.Join(dir, "pipe.txt")
		if err := syscall.Mkfifo(fifo, 0o644); err == nil {
			bads = append(bads, bad{"a named pipe", fifo, fifo + ": skipped: is a named pipe, not a regular file"})
		}
	}
	var all []string
	for _, b := range bads {
		t.Run(b.name, func(t *testing.T) {
			code, out, errb := validate(t, season, b.path, good)
			if code != 1 || !strings.Contains(errb, b.want+"\n") {
				t.Errorf("exit %d, stderr %q; want 1 and %q", code, errb, b.want)
			}
			for _, ok := range []string{"testdata/season.txt: ok (2 cards, no Deities)", "mars.txt: ok (Mars, 50 cards)"} {
				if !strings.Contains(out, ok) {
					t.Errorf("stdout %q lacks %q: the other files were not checked", out, ok)
				}
			}
		})
		all = append(all, b.path)
	}
	t.Run("all at once", func(t *testing.T) {
		code, out, errb := validate(t, append(append([]string{season}, all...), good)...)
		if code != 1 || !strings.Contains(out, "mars.txt: ok (Mars, 50 cards)") || !strings.Contains(out, "season.txt: ok") {
			t.Errorf("exit %d, stdout %q", code, out)
		}
		for _, b := range bads {
			if !strings.Contains(errb, b.want) {
				t.Errorf("stderr lacks %q:\n%s", b.want, errb)
			}
		}
	})
}

// TestValidateControlCharacters: a line holding a control character, a
// bidirectional override, an invisible character or bytes that are not
// UTF-8 is refused at its line, in card files and deck lists alike, and
// nothing of it reaches the output raw.
func TestValidateControlCharacters(t *testing.T) {
	dir := t.TempDir()
	card := func(title, flavor string) string {
		return "card: " + title + "\nlevel: I\ncost: I\ntype: creature\nfaction: aggression\nstats: 1/1\nflavor: " + flavor + "\n"
	}
	tests := []struct {
		name, file, body, want string
	}{
		{"escape sequence in a title", "esc.txt", card("Red \x1b[31mDragon\x1b[0m", "Hot."), "esc.txt:1: holds the control character U+001B at column 11"},
		{"clear screen in flavour", "clear.txt", card("Quiet Monk", "Shh\x1b[2J"), "clear.txt:7: holds the control character U+001B at column 12"},
		{"NUL", "nul.txt", card("Null\x00Knight", "x"), "nul.txt:1: holds a NUL character (U+0000) at column 11"},
		{"bidi override", "bidi.txt", card("Evil \u202eTroll", "x"), "bidi.txt:1: holds the bidirectional control U+202E at column 12"},
		{"isolate", "isolate.txt", card("Good Troll", "a \u2066b\u2069"), "isolate.txt:7: holds the bidirectional control U+2066"},
		{"C1 control", "c1.txt", card("Csi\u009b Troll", "x"), "c1.txt:1: holds the control character U+009B"},
		{"zero-width space", "zwsp.txt", card("Youthful\u200bTroll", "x"), "zwsp.txt:1: holds the invisible character U+200B"},
		{"not UTF-8", "latin1.txt", card("Caf\xe9 Troll", "x"), "latin1.txt:1: not UTF-8 text (byte 0xE9 at column 10)"},
		{"deck with an escape", "deck.txt", "Deity: Mars\n3 Youthful\x1b[8m Troll\n", "deck.txt:2: holds the control character U+001B"},
		{"deck name with bidi", "name.deck", "Name: \u202eReversed\nDeity: Mars\n", "name.deck:1: holds the bidirectional control U+202E"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, tt.file)
			if err := os.WriteFile(p, []byte(tt.body), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errb := validate(t, p, filepath.Join(deckDir, "hera.txt"))
			if code != 1 || !strings.Contains(errb, p[:len(p)-len(tt.file)]+tt.want) {
				t.Errorf("exit %d, stderr %q; want 1 and %q", code, errb, tt.want)
			}
			if !strings.Contains(out, "hera.txt: ok") {
				t.Errorf("the other file was not checked: %q", out)
			}
			for _, raw := range []string{"\x1b", "\x00", "\u202e", "\u2066", "\u009b", "\u200b", "\xe9"} {
				if strings.Contains(out+errb, raw) {
					t.Errorf("output holds %q raw:\n%s%s", raw, out, errb)
				}
			}
		})
	}
	// A file name with an escape sequence is escaped too.
	p := filepath.Join(dir, "x\x1b[2Jy.txt")
	if err := os.WriteFile(p, []byte(card("Esc Troll", "\x07")), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, errb := validate(t, p)
	if strings.ContainsAny(out+errb, "\x1b\x07") || !strings.Contains(errb, `x\x1b[2Jy.txt:7: holds the control character U+0007`) {
		t.Errorf("stdout %q, stderr %q", out, errb)
	}
}
