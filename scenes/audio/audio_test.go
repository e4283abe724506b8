package audio

import (
	"os"
	"path/filepath"
	"runtime"
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

// TestProbeOpensADevice: with a device to open (ALSA's null device,
// named the default in the child's own ~/.asoundrc) the probe says yes.
func TestProbeOpensADevice(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the null device is ALSA's")
	}
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default {\n\ttype null\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
	if err := Probe(); err != nil {
		t.Fatalf("the null device did not open: %v", err)
	}
}

// TestPlayerOnADevice plays through a real audio context on ALSA's null
// device: the sounds are rendered off the caller's goroutine, cues and a
// bed play, and a bed at no volume pauses and comes back.
func TestPlayerOnADevice(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the null device is ALSA's")
	}
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default {\n\ttype null\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
	start := time.Now()
	p := New(sound.Mixer{Master: 80, Effects: 80, Music: 40}, true, "")
	if took := time.Since(start); took > 100*time.Millisecond {
		t.Errorf("New took %v; the sounds are to be rendered off the game loop", took)
	}
	if silent, _ := p.Silent(); silent {
		t.Fatal("a player on a device says it is silent")
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		p.mu.Lock()
		ready := p.pcm != nil
		p.mu.Unlock()
		if ready {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the sounds were not rendered in 10 s")
		}
	}
	p.PlayAll([]sound.Cue{sound.Drop, sound.Summon})
	p.Bed(sound.TableBed)
	if p.bed == nil || !p.bed.IsPlaying() {
		t.Fatal("the bed does not play")
	}
	p.SetMixer(sound.Mixer{Master: 80, Effects: 80, Music: 40, Muted: true})
	if p.bed.IsPlaying() {
		t.Error("muted, the bed still plays")
	}
	p.SetMixer(sound.Mixer{Master: 80, Effects: 80, Music: 40})
	if !p.bed.IsPlaying() {
		t.Error("unmuted, the bed does not come back")
	}
	p.Bed(sound.MenuBed)
	if p.bedCue != sound.MenuBed || !p.bed.IsPlaying() {
		t.Error("the menus' bed does not take over")
	}
}
