package main

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestShotCommand runs the real shot command (it needs the display the
// tests run under). Every bad option is one line and exit 2 before anything
// is drawn (issue #14: 8000x8000 used 6 GB, 16384x16384 panicked in the
// atlas, 1600x900x3 was taken for 1600x900, -cards /nonexistent said
// "unknown Deity Mars", an unknown -hover card was ignored); good options
// write the PNG.
func TestShotCommand(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs a display: run under xvfb-run")
	}
	dir := t.TempDir()
	game, _ := buildPrograms(t)
	scen := "scenes/testdata/shot-midgame.txt"
	out := filepath.Join(dir, "shot.png")
	shot := func(extra ...string) []string {
		return append([]string{"shot", "-scenario", scen, "-out", out}, extra...)
	}
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string // substring of the one stderr line
	}{
		{"huge", shot("-size", "8000x8000"), 2, `twilight shot: -size "8000x8000": too large (at most 3840x2160)`},
		{"atlas-sized", shot("-size", "16384x16384"), 2, "too large"},
		{"three numbers", shot("-size", "1600x900x3"), 2, `-size "1600x900x3": want WIDTHxHEIGHT`},
		{"no cards folder", shot("-cards", "/nonexistent"), 2, "twilight shot: -cards /nonexistent: no such folder"},
		{"unknown hover card", shot("-hover", "Zeus the Thunderer"), 2, `-hover "Zeus the Thunderer": no card of that title in the card set`},
		{"hover card not on the table", shot("-hover", "Decimation"), 2, "no such card is face up on the table for player 1"},
		{"missing scenario", []string{"shot", "-scenario", "nope.txt", "-out", out}, 2, "-scenario nope.txt: no such file or directory"},
		{"seat not in the scenario", shot("-as", "3"), 2, "-as 3: the scenario seats 2 players"},
		{"good", shot("-size", "1280x720", "-as", "2", "-hover", "Gladiator of Capua"), 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(out)
			code, stdout, stderr := runProgram(t, nil, game, tt.args...)
			if code != tt.code || !strings.Contains(stderr, tt.stderr) || (tt.code != 0 && strings.Count(stderr, "\n") != 1) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit %d and one line with %q", code, stdout, stderr, tt.code, tt.stderr)
			}
			_, err := os.Stat(out)
			if tt.code != 0 {
				if err == nil {
					t.Error("a PNG was written anyway")
				}
				return
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			cfg, err := png.DecodeConfig(f)
			if err != nil || cfg.Width != 1280 || cfg.Height != 720 {
				t.Errorf("PNG %dx%d, %v", cfg.Width, cfg.Height, err)
			}
		})
	}
}
