package audio

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/ebitengine/oto/v3"

	"twilight/sound"
)

// probeVar is set in the environment of the child process that Probe
// starts: RunProbe then opens the audio device and exits.
const probeVar = "TWILIGHT_AUDIO_PROBE"

// probeTimeout bounds how long the device may take to open.
const probeTimeout = 4 * time.Second

// RunProbe is called first thing in main: in the child process Probe
// starts it opens the audio device, says what went wrong if anything, and
// exits (0: the device works); in any other process it returns at once.
func RunProbe() {
	if os.Getenv(probeVar) != "1" {
		return
	}
	if err := openDevice(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}

// openDevice opens the audio device as Ebitengine would.
func openDevice() error {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: sound.SampleRate, ChannelCount: 2, Format: oto.FormatSignedInt16LE})
	if err != nil {
		return err
	}
	select {
	case <-ready:
	case <-time.After(probeTimeout):
		return errors.New("the audio device did not answer")
	}
	return ctx.Err()
}

// Probe reports whether this machine can play sound, by opening the audio
// device in a child process of this program (which calls RunProbe): nil
// when it can, else why not. It takes a fraction of a second; call it off
// the game loop.
func Probe() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout+time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), probeVar+"=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if why := strings.TrimSpace(stderr.String()); why != "" {
			return errors.New(lastLine(why))
		}
		return err
	}
	return nil
}

// lastLine is what the probe said last: the audio library's own chatter
// comes before it.
func lastLine(s string) string {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
