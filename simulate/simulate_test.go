package simulate

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"twilight/cmdline"
)

var cardDir = filepath.Join("..", "assets", "cards")

func TestCommandArgs(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		out  string // in stdout
		err  string // in stderr
	}{
		{"help", []string{"-h"}, 0, "usage: twilight sim", ""},
		{"one seat", []string{"-p1", "random:mars"}, 2, "", "need at least -p1 and -p2"},
		{"gap", []string{"-p1", "random:mars", "-p3", "random:hera"}, 2, "", "-p3 is set but -p2 is not"},
		{"bad level", []string{"-p1", "genius:mars", "-p2", "random:hera"}, 2, "", "unknown level"},
		{"bad deck", []string{"-p1", "random:zeus", "-p2", "random:hera"}, 2, "", "no pre-built deck"},
		{"bad games", []string{"-games", "0", "-p1", "random:mars", "-p2", "random:hera"}, 2, "", "-games must be positive"},
		{"unknown flag", []string{"-frobnicate"}, 2, "", "flag provided but not defined"},
		{"games", []string{"-games", "3", "-seed", "3", "-p1", "random:mars", "-p2", "easy:hera"}, 0, "games=3 ", ""},
		{"cards override", []string{"-games", "2", "-p1", "random:mars", "-p2", "random:enlil", "-cards", cardDir}, 0, "games=2 ", ""},
		{"bad cards dir", []string{"-p1", "random:mars", "-p2", "random:hera", "-cards", "no/such/dir"}, 2, "", "-cards no/such/dir: no such folder"},
		{"cards dir without cards", []string{"-p1", "random:mars", "-p2", "random:hera", "-cards", "testdata/nocards"}, 2, "", "card set testdata/nocards: holds no card files (*.txt)"},
		{"tally folder missing", []string{"-games", "2", "-p1", "random:mars", "-p2", "random:hera", "-card-tally", "no/such/dir/t.tsv"}, 2, "", "-card-tally no/such/dir/t.tsv: no folder no/such/dir to write it in"},
		{"tally not a tally", []string{"-games", "2", "-p1", "random:mars", "-p2", "random:hera", "-card-tally", "testdata/illegal.txt"}, 2, "", "-card-tally testdata/illegal.txt: testdata/illegal.txt:"},
		{"cards is a file", []string{"-p1", "random:mars", "-p2", "random:hera", "-cards", "testdata/illegal.txt"}, 2, "", "-cards testdata/illegal.txt: not a folder"},
		// Illegal decks are refused by default (issue #14).
		{"illegal deck", []string{"-games", "2", "-p1", "random:testdata/illegal.txt", "-p2", "random:hera"}, 2, "",
			"twilight sim: -p1: testdata/illegal.txt:6: 1 more card: a deck has exactly 50 (this one has 49) (and 1 more problem); -allow-illegal-decks plays it anyway"},
		{"illegal deck allowed", []string{"-games", "2", "-p1", "random:testdata/illegal.txt", "-p2", "random:hera", "-allow-illegal-decks"}, 0, " decks=unchecked\n", ""},
		{"behaviour counters", []string{"-games", "2", "-p1", "random:mars", "-p2", "random:hera"}, 0, " p1_once_early=", ""},
		{"behaviour counters per seat", []string{"-games", "2", "-p1", "random:mars", "-p2", "random:hera"}, 0, " p2_idle_turns=", ""},
		{"legal decks say nothing", []string{"-games", "2", "-p1", "random:mars", "-p2", "random:hera"}, 0, "errors=0 elapsed_s=", ""},
		{"standard deck is not Extended", []string{"-games", "2", "-extended", "-p1", "random:mars", "-p2", "random:hera"}, 2, "", "an Extended deck has 51 to 100"},
		{"deck is a folder", []string{"-p1", "random:testdata/", "-p2", "random:hera"}, 2, "", "-p1: testdata/: is a directory, not a regular file"},
		{"deck file missing", []string{"-p1", "random:testdata/nope.txt", "-p2", "random:hera"}, 2, "", "-p1: testdata/nope.txt: no such file or directory"},
		{"teams need four", []string{"-teams", "2v2", "-p1", "random:mars", "-p2", "random:hera"}, 2, "", "-teams 2v2 needs -p1 to -p4"},
		{"teams 3v1", []string{"-teams", "3v1", "-p1", "random:mars", "-p2", "random:hera", "-p3", "random:mars", "-p4", "random:hera"}, 2, "", "-teams 2v2 needs"},
		{"teams", []string{"-games", "4", "-teams", "2v2", "-p1", "easy:mars", "-p2", "random:hera", "-p3", "easy:reader", "-p4", "random:enlil"}, 0, "games=4 ", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Command(cmdline.Env{Prog: "twilight", Stdout: &out, Stderr: &errb}, tc.args)
			if code != tc.code || !strings.Contains(out.String(), tc.out) || !strings.Contains(errb.String(), tc.err) {
				t.Fatalf("code %d, stdout %q, stderr %q", code, out.String(), errb.String())
			}
			if tc.code == 2 && strings.Count(strings.TrimSpace(errb.String()), "\n") != 0 {
				t.Errorf("want a one-line reason, got %q", errb.String())
			}
			if tc.code == 0 && tc.out == "games=20 " {
				for _, k := range []string{"p1_wins=", "p2_wins=", "draws=", "median_turns=", "games_per_sec=", "decision_ms_p95=", "invariant_violations=0"} {
					if !strings.Contains(out.String(), k) {
						t.Errorf("summary lacks %s: %s", k, out.String())
					}
				}
			}
		})
	}
}
