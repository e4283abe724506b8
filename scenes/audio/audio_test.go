package audio

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"twilight/sound"
)

func TestMain(m *testing.M) {
	RunProbe() // the test binary is Probe's child in TestProbe
	os.Exit(m.Run())
}

// TestSilentPlayerKeepsTheCueList: with no device the player plays
// nothing, says why, and still records the cues asked for (the latest
// heardKept).
func TestSilentPlayerKeepsTheCueList(t *testing.T) {
	p := New(sound.Mixer{Master: 80, Effects: 80, Music: 40}, false, "no audio device")
	if silent, why := p.Silent(); !silent || why != "no audio device" {
		t.Fatalf("Silent() = %v, %q", silent, why)
	}
	p.PlayAll([]sound.Cue{sound.CardDrawn, sound.Summon})
	p.Bed(sound.TableBed)
	p.Play(sound.Victory)
	if got := p.Heard(); !slices.Equal(got, []sound.Cue{sound.CardDrawn, sound.Summon, sound.Victory}) {
		t.Fatalf("heard %v", got)
	}
	for i := 0; i < 2*heardKept; i++ {
		p.Play(sound.Drop)
	}
	if got := p.Heard(); len(got) != heardKept {
		t.Fatalf("kept %d cues; want the latest %d", len(got), heardKept)
	}
	p.SetMixer(sound.Mixer{Master: 300, Effects: 50})
	if m := p.Mixer(); m.Master != 100 {
		t.Fatalf("mixer not clamped: %+v", m)
	}
}

// TestProbe opens the audio device in a child process. A machine without
// any sound device (no /dev/snd, as in CI and containers) must be told
// so with a reason, quickly, and without the test process being touched.
func TestProbe(t *testing.T) {
	start := time.Now()
	err := Probe()
	if took := time.Since(start); took > probeTimeout+2*time.Second {
		t.Fatalf("the probe took %v", took)
	}
	if _, statErr := os.Stat("/dev/snd"); os.IsNotExist(statErr) && os.Getenv("PULSE_SERVER") == "" {
		if err == nil || strings.TrimSpace(err.Error()) == "" {
			t.Fatalf("no sound device here, yet the probe says %v", err)
		}
		t.Logf("no device: %v", err)
	}
}
