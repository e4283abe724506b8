package simulate

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"twilight/cmdline"
)

// TestDraftCommand runs drafted simulations: seats without decks, a
// drafter per seat, the drafted decks counted on the summary line.
func TestDraftCommand(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		out  string // in stdout
		err  string // in stderr
	}{
		{"drafted matches", []string{"-draft", "-games", "2", "-seed", "4", "-p1", "random:normal", "-p2", "random"}, 0, "games=2 ", ""},
		{"counts the decks", []string{"-draft", "-games", "2", "-p1", "random:hard", "-p2", "random:easy"}, 0, " drafted_decks=4 illegal_decks=0 p1_unmet=", ""},
		{"draft only, four seats, 2v2", []string{"-draft", "-draft-only", "-games", "2", "-teams", "2v2", "-p1", "normal", "-p2", "hard", "-p3", "easy", "-p4", "random"}, 0, " drafted_decks=8 illegal_decks=0 ", ""},
		{"three seats", []string{"-draft", "-draft-only", "-games", "3", "-p1", "normal", "-p2", "hard", "-p3", "easy"}, 0, " drafted_decks=9 ", ""},
		{"bad drafter", []string{"-draft", "-p1", "easy:reference", "-p2", "easy"}, 2, "", "-p1: ai: unknown drafting level"},
		{"bad level", []string{"-draft", "-p1", "genius", "-p2", "easy"}, 2, "", "-p1: ai: unknown level"},
		{"draft only needs draft", []string{"-draft-only", "-p1", "easy:mars", "-p2", "easy:hera"}, 2, "", "-draft-only goes with -draft"},
		{"no draft, no tally", []string{"-games", "1", "-p1", "random:mars", "-p2", "random:hera"}, 0, "games=1 ", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Command(cmdline.Env{Prog: "twilight", Stdout: &out, Stderr: &errb}, tc.args)
			if code != tc.code || !strings.Contains(out.String(), tc.out) || !strings.Contains(errb.String(), tc.err) {
				t.Fatalf("code %d, stdout %q, stderr %q", code, out.String(), errb.String())
			}
			if drafted := slices.Contains(tc.args, "-draft"); code == 0 && drafted != strings.Contains(out.String(), "drafted_decks=") {
				t.Errorf("drafted %v, summary %q", drafted, out.String())
			}
		})
	}
}
