package simulate

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
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
		{"games", []string{"-games", "20", "-seed", "3", "-p1", "random:mars", "-p2", "easy:hera"}, 0, "games=20 ", ""},
		{"cards override", []string{"-games", "2", "-p1", "random:mars", "-p2", "random:enlil", "-cards", cardDir}, 0, "games=2 ", ""},
		{"bad cards dir", []string{"-p1", "random:mars", "-p2", "random:hera", "-cards", "no/such/dir"}, 2, "", "card set no/such/dir"},
		{"teams need four", []string{"-teams", "2v2", "-p1", "random:mars", "-p2", "random:hera"}, 2, "", "-teams 2v2 needs -p1 to -p4"},
		{"teams 3v1", []string{"-teams", "3v1", "-p1", "random:mars", "-p2", "random:hera", "-p3", "random:mars", "-p4", "random:hera"}, 2, "", "-teams 2v2 needs"},
		{"teams", []string{"-games", "8", "-teams", "2v2", "-p1", "easy:mars", "-p2", "random:hera", "-p3", "easy:reader", "-p4", "random:enlil"}, 0, "games=8 ", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Command(tc.args, &out, &errb)
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
