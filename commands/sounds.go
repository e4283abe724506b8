package commands

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"twilight/cmdline"
	"twilight/rules/userfile"
	"twilight/sound"
)

// soundsCommand is the "sounds DIR" command: it renders every sound of the
// game to DIR/NAME.wav (16-bit mono, 44.1 kHz), to listen to and to measure
// (sox FILE -n stat).
func soundsCommand(env cmdline.Env, args []string) int {
	c := env.Command("sounds", "DIR", `Renders every sound of the game (package sound's recipes) to DIR/NAME.wav,
16-bit mono at 44.1 kHz, and lists each file with its length.`)
	if code, done := c.Parse(args); done {
		return code
	}
	if c.NArg() != 1 {
		return c.Usage("give one folder to write the sounds to")
	}
	dir := c.Arg(0)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return c.Fail("%v", err)
	}
	for _, cue := range sound.All() {
		mono := sound.Sound(cue)
		var b bytes.Buffer
		if err := sound.WriteWAV(&b, mono); err != nil {
			return c.Fail("%v", err)
		}
		path := filepath.Join(dir, cue.String()+".wav")
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			return c.Fail("%v", err)
		}
		fmt.Fprintf(env.Stdout, "%s\t%.2f s\n", userfile.Printable(path), float64(len(mono))/sound.SampleRate)
	}
	return cmdline.OK
}
