package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestGameSleepsAtRest: the real window's game loop slows to a frame on
// input (and a pulse) after restAfterTicks quiet ticks, and the first tick
// with something happening brings it back to the mode it slept from; a
// game that is not the real window never sleeps. The modes are recorded,
// not set: the test harness's own loop must keep running.
func TestGameSleepsAtRest(t *testing.T) {
	mode := ebiten.FPSModeVsyncOn
	var set []ebiten.FPSModeType
	g := &Game{fpsMode: func() ebiten.FPSModeType { return mode },
		setFPS: func(m ebiten.FPSModeType) { mode = m; set = append(set, m) }}
	for i := 0; i < 2*restAfterTicks; i++ {
		g.rest(true)
	}
	if g.asleep || len(set) != 0 {
		t.Fatal("a game that is not the real window went to sleep")
	}
	g.rests = true
	for i := 0; i < restAfterTicks-1; i++ {
		g.rest(true)
	}
	if g.asleep {
		t.Fatalf("asleep after %d quiet ticks; want %d", restAfterTicks-1, restAfterTicks)
	}
	g.rest(true)
	if !g.asleep || mode != ebiten.FPSModeVsyncOffMinimum {
		t.Fatalf("not asleep after %d quiet ticks", restAfterTicks)
	}
	g.rest(true)
	g.rest(false)
	if g.asleep || g.quiet != 0 || mode != ebiten.FPSModeVsyncOn || len(set) != 2 {
		t.Fatalf("something happened, and the game slept on (modes set: %v)", set)
	}
}
