package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunCommandLine(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStdout string // substring; "" means stdout must be empty
		wantStderr string // exact, for one-line reasons; "" means empty
	}{
		{name: "help", args: []string{"-h"}, wantCode: 0, wantStdout: "usage: twilight"},
		{name: "long help", args: []string{"--help"}, wantCode: 0, wantStdout: "Commands:"},
		{name: "version", args: []string{"-version"}, wantCode: 0, wantStdout: "twilight dev\n"},
		{name: "bad flag", args: []string{"-nope"}, wantCode: 2,
			wantStderr: "twilight: flag provided but not defined: -nope (run twilight -h for usage)\n"},
		{name: "unknown command", args: []string{"dance"}, wantCode: 2,
			wantStderr: "twilight: unknown command \"dance\" (run twilight -h for usage)\n"},
		{name: "scenario without files", args: []string{"scenario"}, wantCode: 2,
			wantStderr: "twilight scenario: no scenario files given (run twilight scenario -h for usage)\n"},
		{name: "scenario help", args: []string{"scenario", "-h"}, wantCode: 0, wantStdout: "usage: twilight scenario [-cards DIR] FILE..."},
		{name: "scenario bad flag", args: []string{"scenario", "-x"}, wantCode: 2,
			wantStderr: "twilight scenario: flag provided but not defined: -x (run twilight scenario -h for usage)\n"},
		{name: "sim help", args: []string{"sim", "-h"}, wantCode: 0, wantStdout: "usage: twilight sim"},
		{name: "validate help", args: []string{"validate", "--help"}, wantCode: 0, wantStdout: "usage: twilight validate"},
		{name: "shot help", args: []string{"shot", "-help"}, wantCode: 0, wantStdout: "usage: twilight shot"},
		// Every command reports a bad flag the same way (issue #10).
		{name: "sim bad flag", args: []string{"sim", "-x"}, wantCode: 2,
			wantStderr: "twilight sim: flag provided but not defined: -x (run twilight sim -h for usage)\n"},
		{name: "sim bad argument", args: []string{"sim", "-p1", "random:mars", "-p2", "random:hera", "extra"}, wantCode: 2,
			wantStderr: "twilight sim: unexpected argument \"extra\" (run twilight sim -h for usage)\n"},
		{name: "validate bad flag", args: []string{"validate", "-x"}, wantCode: 2,
			wantStderr: "twilight validate: flag provided but not defined: -x (run twilight validate -h for usage)\n"},
		{name: "shot bad flag", args: []string{"shot", "-x"}, wantCode: 2,
			wantStderr: "twilight shot: flag provided but not defined: -x (run twilight shot -h for usage)\n"},
		{name: "shot stray argument", args: []string{"shot", "-scenario", "a.txt", "-out", "a.png", "extra"}, wantCode: 2,
			wantStderr: "twilight shot: unexpected argument \"extra\" (run twilight shot -h for usage)\n"},
		{name: "sim help lists flags", args: []string{"sim", "--help"}, wantCode: 0, wantStdout: "Flags:\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tt.args, &stdout, &stderr)
			if code != tt.wantCode {
				t.Errorf("exit code %d, want %d", code, tt.wantCode)
			}
			if tt.wantStdout == "" && stdout.Len() > 0 {
				t.Errorf("unexpected stdout: %q", stdout.String())
			}
			if !strings.Contains(stdout.String(), tt.wantStdout) {
				t.Errorf("stdout %q does not contain %q", stdout.String(), tt.wantStdout)
			}
			if stderr.String() != tt.wantStderr {
				t.Errorf("stderr %q, want %q", stderr.String(), tt.wantStderr)
			}
		})
	}
}
