package scenes

import (
	"testing"
	"time"
	"twilight/present"
	"twilight/rules/cardset/cardsettest"
	"twilight/scenes/folder"
	"twilight/scenes/scene"

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

// TestTableRestsWhileYouDecide: a table waiting for its human, with
// nothing moving, is at rest (the game may sleep); a note on screen, or a
// computer to move, keeps it awake.
func TestTableRestsWhileYouDecide(t *testing.T) {
	set := cardsettest.TestCards(t)
	for _, tt := range []struct {
		name  string
		start string
		rest  bool
	}{
		{"you decide", "start p1 summoning", true},
		{"the computer decides", "start p2 summoning", false},
	} {
		s := board(t, set, "players Mars Hera\np1 life I I I\np2 life I I I\np1 resource I II\np2 resource I II\np1 hand \"Spark\"\n"+tt.start+"\n")
		m := soloTable(t, s, func(st *folder.Settings) { st.AnimSpeed = 0 })
		m.Session().MinThink = time.Hour // the computer stays at its move
		for range scene.FadeInTicks + 30 {
			if err := m.Update(&scene.Context{}); err != nil {
				t.Fatal(err)
			}
		}
		if got := m.Resting(); got != tt.rest {
			t.Errorf("%s: resting %v, want %v", tt.name, got, tt.rest)
		}
		if tt.rest {
			m.ShowRefusal(present.Refusal{Text: "a note"}, 100, 100)
			if m.Resting() {
				t.Errorf("%s: resting with a refusal on screen", tt.name)
			}
		}
	}
}
