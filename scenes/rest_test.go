package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestGameSleepsAtRest: the real window's game loop slows to a frame on
// input (and a pulse) after restAfterTicks quiet ticks, and the first tick
// with something happening brings it back to the mode it slept from; a game that is
// not the real window (tests) never sleeps.
func TestGameSleepsAtRest(t *testing.T) {
	before := ebiten.FPSMode()
	defer ebiten.SetFPSMode(before)
	g := &Game{}
	for i := 0; i < 2*restAfterTicks; i++ {
		g.rest(true)
	}
	if g.asleep || ebiten.FPSMode() != before {
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
	if !g.asleep || ebiten.FPSMode() != ebiten.FPSModeVsyncOffMinimum {
		t.Fatalf("not asleep after %d quiet ticks", restAfterTicks)
	}
	g.rest(false)
	if g.asleep || g.quiet != 0 || ebiten.FPSMode() != before {
		t.Fatal("something happened, and the game slept on")
	}
}
