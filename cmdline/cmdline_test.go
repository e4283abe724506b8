package cmdline

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

func newTest() (*Command, *bytes.Buffer, *bytes.Buffer, *int) {
	var out, errb bytes.Buffer
	c := Env{Prog: "twilight", Stdout: &out, Stderr: &errb}.Command("demo", "[-n N] FILE...", "Does a demo.")
	n := c.Int("n", 1, "how many")
	return c, &out, &errb, n
}

func TestParse(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		code     int
		done     bool
		stdout   string // substring
		stderr   string // exact
		wantRest []string
	}{
		{name: "flags and files", args: []string{"-n", "3", "a", "b"}, wantRest: []string{"a", "b"}},
		{name: "-h", args: []string{"-h"}, done: true, stdout: "usage: twilight demo [-n N] FILE...\n\nDoes a demo.\n\nFlags:\n  -n int\n"},
		{name: "-help", args: []string{"-help"}, done: true, stdout: "usage: twilight demo"},
		{name: "--help", args: []string{"--help"}, done: true, stdout: "usage: twilight demo"},
		{name: "unknown flag", args: []string{"-x"}, code: 2, done: true,
			stderr: "twilight demo: flag provided but not defined: -x (run twilight demo -h for usage)\n"},
		{name: "bad value", args: []string{"-n", "many"}, code: 2, done: true,
			stderr: "twilight demo: invalid value \"many\" for flag -n: parse error (run twilight demo -h for usage)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, out, errb, _ := newTest()
			code, done := c.Parse(tt.args)
			if code != tt.code || done != tt.done {
				t.Errorf("Parse = %d, %v; want %d, %v", code, done, tt.code, tt.done)
			}
			if !strings.Contains(out.String(), tt.stdout) || (tt.stdout == "" && out.Len() > 0) {
				t.Errorf("stdout %q, want it to contain %q", out.String(), tt.stdout)
			}
			if errb.String() != tt.stderr {
				t.Errorf("stderr %q, want %q", errb.String(), tt.stderr)
			}
			if tt.wantRest != nil && strings.Join(c.Args(), " ") != strings.Join(tt.wantRest, " ") {
				t.Errorf("args %q, want %q", c.Args(), tt.wantRest)
			}
		})
	}
}

func TestExit(t *testing.T) {
	tests := []struct {
		name   string
		err    error
		code   int
		stderr string
	}{
		{"nil", nil, 0, ""},
		{"failure", fmt.Errorf("cannot write out.png"), 1, "twilight demo: cannot write out.png\n"},
		{"usage", Usagef("no card titled %q", "Zeus"), 2, "twilight demo: no card titled \"Zeus\" (run twilight demo -h for usage)\n"},
		{"wrapped usage", fmt.Errorf("-hover: %w", Usagef("no such card")), 2, "twilight demo: -hover: no such card (run twilight demo -h for usage)\n"},
		{"several lines", fmt.Errorf("a.txt:1: bad\na.txt:2: worse\na.txt:3: worst"), 1, "twilight demo: a.txt:1: bad (and 2 more lines)\n"},
		{"escape sequence", fmt.Errorf("bad \x1b[31mred\x1b[0m name\u202e"), 1, `twilight demo: bad \x1b[31mred\x1b[0m name\u202e` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, _, errb, _ := newTest()
			if code := c.Exit(tt.err); code != tt.code {
				t.Errorf("Exit = %d, want %d", code, tt.code)
			}
			if errb.String() != tt.stderr {
				t.Errorf("stderr %q, want %q", errb.String(), tt.stderr)
			}
		})
	}
}

func TestCommandWithoutWord(t *testing.T) {
	var out bytes.Buffer
	c := Env{Prog: "twilight-tools", Stdout: &out, Stderr: &out}.Command("", "[-version] COMMAND", "")
	if code, done := c.Parse([]string{"-h"}); code != 0 || !done {
		t.Fatalf("Parse -h = %d, %v", code, done)
	}
	if got := out.String(); got != "usage: twilight-tools [-version] COMMAND\n" {
		t.Errorf("usage %q", got)
	}
}
