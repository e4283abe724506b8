package menu

import (
	"testing"
	"time"

	"twilight/scenes/scene"
)

// TestKeyHintBesideTheMenu: the title's key-hint line shows whenever it
// clears the menu's entries — below them or beside them — and gives way
// only when an entry would stand on it.
func TestKeyHintBesideTheMenu(t *testing.T) {
	app, err := scene.LoadApp(t.TempDir(), "test")
	if err != nil {
		t.Fatal(err)
	}
	title := NewTitle(app)
	for _, tc := range []struct {
		w, h  int
		width float64 // the hint's width in units of the window's width
		want  bool
	}{
		{1280, 720, 0.35, true},  // seven entries reach the foot, the hint sits left of them
		{1024, 640, 0.35, true},  // the same at the smallest window
		{1280, 720, 0.72, false}, // a hint reaching under the menu gives way
		{1280, 1024, 0.72, true}, // or not, when a tall window leaves room below the menu
	} {
		title.Layout(tc.w, tc.h)
		margin := 44 * title.u
		if got := title.footRoom(margin, float64(tc.w)*tc.width); got != tc.want {
			t.Errorf("%dx%d, hint %.0f px wide: room %v, want %v", tc.w, tc.h, float64(tc.w)*tc.width, got, tc.want)
		}
	}
	for _, sz := range [][2]int{{1280, 720}, {1024, 640}} {
		title.Layout(sz[0], sz[1])
		if title.hint == "" {
			t.Errorf("at %dx%d the key hints do not show", sz[0], sz[1])
		}
	}
}

// TestTitleBreathKeepsNobodyAwake: the title rests whatever its breath
// does; a step of the breath asks for one frame (Stale), at most one every
// breathFrameGap by the App's clock, and none while no step was taken
// since the last frame. The breath goes by the title's ticks, so a game
// asleep (ticking twice a second) asks for a breath frame at most every
// few seconds.
func TestTitleBreathKeepsNobodyAwake(t *testing.T) {
	app, err := scene.LoadApp(t.TempDir(), "test")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(5000, 0)
	app.Clock = func() time.Time { return now }
	title := NewTitle(app)
	title.drawnStep, title.breathDrawn = breathStep(0), now
	for _, c := range []struct {
		ticks int
		after time.Duration
		stale bool
	}{
		{0, 0, false},                   // just drawn
		{0, time.Minute, false},         // no tick: no step, however long
		{60, time.Second, false},        // a step taken but drawn too lately
		{60, breathFrameGap, true},      // a step taken, the gap passed
		{150, breathFrameGap * 2, true}, // and still, until drawn
	} {
		title.ticks = c.ticks
		now = time.Unix(5000, 0).Add(c.after)
		if got := title.Stale(); got != c.stale {
			t.Errorf("%d ticks, %v after the last frame: stale %v, want %v (step %d, drawn %d)", c.ticks, c.after, got, c.stale, breathStep(title.breathTicks()), title.drawnStep)
		}
		if !title.Resting() {
			t.Errorf("%v after the last frame: the breath keeps the title awake", c.after)
		}
	}
	title.drawnStep, title.breathDrawn = breathStep(title.breathTicks()), now // drawn
	if title.Stale() {
		t.Error("stale right after the frame that showed the step")
	}

	// Asleep: one tick at each of the game's pulses, twice a second, for
	// a minute; a frame drawn whenever the title asks for one.
	title.ticks, title.drawnStep, title.breathDrawn = 0, breathStep(0), now
	frames := 0
	for pulse := 0; pulse < 120; pulse++ {
		title.ticks++
		now = now.Add(500 * time.Millisecond)
		if title.Stale() {
			frames++
			title.drawnStep, title.breathDrawn = breathStep(title.breathTicks()), now
		}
	}
	if frames == 0 || frames > 12 {
		t.Errorf("asleep for a minute the breath asked for %d frames, want 1 to 12", frames)
	}
	t.Logf("asleep for a minute: %d breath frames", frames)
}
