package commands

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"twilight/cmdline"
)

// run executes a command line of prog and returns the exit code, stdout and
// stderr.
func run(p Program, prog string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := p.Run(cmdline.Env{Prog: prog, Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// game is the game program with a window and a shot that only say they ran.
func game() Program {
	window := func(env cmdline.Env) int { env.Stdout.Write([]byte("window opened\n")); return 0 }
	shot := func(env cmdline.Env, args []string) int {
		env.Stdout.Write([]byte("shot " + strings.Join(args, " ") + "\n"))
		return 0
	}
	return Game("1.2.3", window, shot)
}

// TestEveryCommandSameShape: every command of both programs prints its
// usage on stdout with exit 0 for -h, and one line on stderr with exit 2
// for an unknown flag, naming how to get the usage.
func TestEveryCommandSameShape(t *testing.T) {
	for _, prog := range []struct {
		name string
		p    Program
	}{{"twilight", game()}, {"twilight-tools", Tools("1.2.3", "")}} {
		words := []string{""}
		for _, c := range Headless() {
			words = append(words, c.Word)
		}
		for _, word := range words {
			name := strings.TrimSpace(prog.name + " " + word)
			args := func(a ...string) []string {
				if word == "" {
					return a
				}
				return append([]string{word}, a...)
			}
			t.Run(name, func(t *testing.T) {
				for _, h := range []string{"-h", "-help", "--help"} {
					code, out, errb := run(prog.p, prog.name, args(h)...)
					if code != 0 || !strings.HasPrefix(out, "usage: "+name+" ") || errb != "" {
						t.Errorf("%s %s: exit %d, stdout %q, stderr %q", name, h, code, out, errb)
					}
				}
				code, out, errb := run(prog.p, prog.name, args("-no-such-flag")...)
				want := name + ": flag provided but not defined: -no-such-flag (run " + name + " -h for usage)\n"
				if code != 2 || out != "" || errb != want {
					t.Errorf("%s -no-such-flag: exit %d, stdout %q, stderr %q; want 2 and %q", name, code, out, errb, want)
				}
			})
		}
	}
}

func TestProgramRun(t *testing.T) {
	scen := filepath.Join("..", "rules", "testdata", "scenarios")
	files, _ := filepath.Glob(filepath.Join(scen, "*.txt"))
	if len(files) == 0 {
		t.Fatal("no scenario files")
	}
	deck := filepath.Join("..", "assets", "decks", "mars.txt")
	tests := []struct {
		name   string
		p      Program
		prog   string
		args   []string
		code   int
		stdout string // substring
		stderr string // exact
	}{
		{"game: no command opens the window", game(), "twilight", nil, 0, "window opened\n", ""},
		{"game: version", game(), "twilight", []string{"-version"}, 0, "twilight 1.2.3\n", ""},
		{"game: shot runs", game(), "twilight", []string{"shot", "-x"}, 0, "shot -x\n", ""},
		{"game: help lists shot", game(), "twilight", []string{"-h"}, 0, "  shot ...", ""},
		{"game: unknown command", game(), "twilight", []string{"dance"}, 2, "",
			"twilight: unknown command \"dance\" (run twilight -h for usage)\n"},
		{"game: credits", game(), "twilight", []string{"-credits"}, 0, "Fonts: EBGaramond12-Regular.ttf, EBGaramond12-Italic.ttf, under this licence:", ""},
		{"tools: credits", Tools("1.2.3", ""), "twilight-tools", []string{"-credits"}, 0, "glyphs from game-icons.net (CC BY 3.0)", ""},
		{"game: credits name the sounds", game(), "twilight", []string{"-credits"}, 0, "Sounds: every effect and both ambient beds are synthesised by the game's own code", ""},
		{"tools: version", Tools("1.2.3", ""), "twilight-tools", []string{"-version"}, 0, "twilight-tools 1.2.3\n", ""},
		{"tools: validate", Tools("1.2.3", ""), "twilight-tools", []string{"validate", deck}, 0, "mars.txt: ok (Mars, 50 cards)", ""},
		{"tools: scenario", Tools("1.2.3", ""), "twilight-tools", []string{"scenario", files[0]}, 0, "1 passed, 0 failed", ""},
		{"tools: no command", Tools("1.2.3", ""), "twilight-tools", nil, 2, "",
			"twilight-tools: no command given (run twilight-tools -h for usage)\n"},
		{"tools: shot is not here", Tools("1.2.3", ""), "twilight-tools", []string{"shot", "-out", "x.png"}, 2, "",
			"twilight-tools shot: shot draws with the game's window code, which twilight-tools leaves out: use twilight shot (run twilight-tools shot -h for usage)\n"},
		{"handed over: the window cannot open", Tools("1.2.3", "DISPLAY is not set"), "twilight", nil, 1, "",
			"twilight: cannot open the game window: DISPLAY is not set; on a machine without a desktop use xvfb-run -a\n"},
		{"handed over: shot cannot open", Tools("1.2.3", "DISPLAY is not set"), "twilight", []string{"shot", "-scenario", "a", "-out", "b"}, 1, "",
			"twilight: cannot open the game window: DISPLAY is not set; on a machine without a desktop use xvfb-run -a\n"},
		{"handed over: validate runs", Tools("1.2.3", "DISPLAY is not set"), "twilight", []string{"validate", deck}, 0, "mars.txt: ok", ""},
		{"handed over: help is the game's", Tools("1.2.3", "DISPLAY is not set"), "twilight", []string{"-h"}, 0, "With no command, opens the game window.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errb := run(tt.p, tt.prog, tt.args...)
			if code != tt.code || !strings.Contains(out, tt.stdout) || errb != tt.stderr {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q, %q", code, out, errb, tt.code, tt.stdout, tt.stderr)
			}
		})
	}
}

// TestCommandArguments: validate and scenario refuse a command line that
// names no files, or that combines -extended and -draft, with one line and
// exit 2; validate's deck rules follow its flags.
func TestCommandArguments(t *testing.T) {
	p := Tools("1.2.3", "")
	for _, tc := range []struct {
		args []string
		code int
		err  string
		out  string
	}{
		{[]string{"validate"}, 2, "twilight-tools validate: no files given (run twilight-tools validate -h for usage)\n", ""},
		{[]string{"validate", "-extended", "-draft", "x.txt"}, 2, "twilight-tools validate: -extended and -draft cannot be combined (run twilight-tools validate -h for usage)\n", ""},
		{[]string{"validate", "-extended", "../assets/decks/hera.txt"}, 1, "1 more card: an Extended deck has 51 to 100 (this one has 50)", ""},
		{[]string{"validate", "../assets/decks/hera.txt"}, 0, "", "hera.txt: ok (Hera, 50 cards)"},
		{[]string{"scenario"}, 2, "twilight-tools scenario: no scenario files given (run twilight-tools scenario -h for usage)\n", ""},
	} {
		code, out, errb := run(p, "twilight-tools", tc.args...)
		if code != tc.code || !strings.Contains(errb, tc.err) || !strings.Contains(out, tc.out) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, out, errb, tc.code, tc.out, tc.err)
		}
	}
}
