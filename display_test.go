package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// built is the game and the tools built once for the package's tests
// (each build links Ebitengine: several seconds apiece); TestMain removes
// their folder.
var built struct {
	once        sync.Once
	dir         string
	game, tools string
	err         error
}

// buildPrograms builds twilight and twilight-tools once, into a folder of
// their own, and returns their paths; the tests copy them where they need
// other surroundings.
func buildPrograms(t *testing.T) (game, tools string) {
	t.Helper()
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "twilight-programs-")
		if built.err != nil {
			return
		}
		built.game, built.tools = filepath.Join(built.dir, "twilight"), filepath.Join(built.dir, "twilight-tools")
		for _, b := range [][]string{{built.game, "."}, {built.tools, "./cmd/twilight-tools"}} {
			out, err := exec.Command("go", "build", "-o", b[0], b[1]).CombinedOutput()
			if err != nil {
				built.err = fmt.Errorf("go build %s: %v\n%s", b[1], err, out)
				return
			}
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.game, built.tools
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

func runProgram(t *testing.T, env []string, prog string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(prog, args...)
	cmd.Env = env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), out.String(), errb.String()
	} else if err != nil {
		t.Fatal(err)
	}
	return 0, out.String(), errb.String()
}

// withoutDisplay is the environment with no X display (or, with display
// set, one that cannot be opened).
func withoutDisplay(display string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if k != "DISPLAY" && k != "WAYLAND_DISPLAY" && k != "TWILIGHT_NO_DISPLAY" {
			env = append(env, kv)
		}
	}
	if display != "" {
		env = append(env, "DISPLAY="+display)
	}
	return env
}

// TestNoDisplay runs both programs on a machine without a display (issue
// #14): twilight-tools runs every command that needs none; the game hands
// those over to it and fails the window and shot with one line, exit 1 —
// not a stack trace with exit 2, the code for bad usage.
func TestNoDisplay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the display check is for X11 on Linux")
	}
	dir := t.TempDir()
	game, tools := buildPrograms(t)
	alone := filepath.Join(t.TempDir(), "twilight") // a game without twilight-tools beside it
	if b, err := os.ReadFile(game); err != nil || os.WriteFile(alone, b, 0o755) != nil {
		t.Fatal("copying the game:", err)
	}
	scen, _ := filepath.Glob("rules/testdata/scenarios/*.txt")
	if len(scen) == 0 {
		t.Fatal("no scenarios")
	}
	deck := "assets/decks/mars.txt"
	const cannot = "twilight: cannot open the game window: "
	tests := []struct {
		name   string
		prog   string
		args   []string
		code   int
		stdout string // substring of stdout
		stderr string // prefix of stderr, which must be one line ("" = empty)
	}{
		{"tools -h", tools, []string{"-h"}, 0, "usage: twilight-tools [-version] COMMAND", ""},
		{"tools -version", tools, []string{"-version"}, 0, "twilight-tools dev\n", ""},
		{"tools validate", tools, []string{"validate", deck}, 0, "mars.txt: ok (Mars, 50 cards)", ""},
		{"tools scenario", tools, []string{"scenario", scen[0]}, 0, "1 passed, 0 failed", ""},
		{"tools sim", tools, []string{"sim", "-games", "2", "-p1", "random:mars", "-p2", "random:hera"}, 0, "games=2 ", "\r"},
		{"tools shot", tools, []string{"shot"}, 2, "", "twilight-tools shot: shot draws with the game's window code"},
		{"game hands validate over", game, []string{"validate", deck}, 0, "mars.txt: ok (Mars, 50 cards)", ""},
		{"game hands -h over", game, []string{"-h"}, 0, "usage: twilight [-version] [COMMAND", ""},
		{"game window", game, nil, 1, "", cannot + "there is no X display (DISPLAY is not set)"},
		{"game shot", game, []string{"shot", "-scenario", scen[0], "-out", filepath.Join(dir, "x.png")}, 1, "", cannot},
		{"game alone, window", alone, nil, 1, "", cannot + "there is no X display (DISPLAY is not set); on a machine without a desktop use xvfb-run -a, or twilight-tools"},
		{"game alone, -h", alone, []string{"-h"}, 1, "", cannot},
		{"game alone, validate", alone, []string{"validate", deck}, 1, "", cannot},
	}
	for _, display := range []string{"", ":9731"} {
		for _, tt := range tests {
			t.Run(tt.name+" DISPLAY="+display, func(t *testing.T) {
				code, stdout, se := runProgram(t, withoutDisplay(display), tt.prog, tt.args...)
				wantErr := tt.stderr
				if display != "" && strings.Contains(wantErr, "DISPLAY is not set") {
					wantErr = cannot + `the X display ":9731" cannot be opened`
				}
				if code != tt.code || !strings.Contains(stdout, tt.stdout) || !strings.HasPrefix(se, wantErr) ||
					(wantErr == "" && se != "") || (se != "" && wantErr != "\r" && strings.Count(se, "\n") != 1) ||
					strings.Contains(se, "goroutine") {
					t.Errorf("exit %d\nstdout %q\nstderr %q\nwant exit %d, stdout with %q, one stderr line starting %q", code, stdout, se, tt.code, tt.stdout, wantErr)
				}
			})
		}
	}
}
