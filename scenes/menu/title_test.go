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

// TestTitleBreathKeepsNobodyAwake: by the App's clock the title rests
// whatever its breath does; a step of the breath asks for one frame
// (Stale), at most one every breathFrameGap, and none while no step was
// taken since the last frame.
func TestTitleBreathKeepsNobodyAwake(t *testing.T) {
	app, err := scene.LoadApp(t.TempDir(), "test")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(5000, 0)
	app.Clock = func() time.Time { return now }
	title := NewTitle(app)
	title.breathTicks() // the breath starts now
	title.drawnStep, title.breathDrawn = breathStep(0), now
	for _, c := range []struct {
		after time.Duration
		stale bool
	}{
		{0, false},             // just drawn
		{time.Second, false},   // a step taken (a second is 60 ticks) but drawn too lately
		{breathFrameGap, true}, // a step taken, the gap passed
		{breathFrameGap + 90*time.Second/60, true}, // and still, until drawn
	} {
		now = time.Unix(5000, 0).Add(c.after)
		if got := title.Stale(); got != c.stale {
			t.Errorf("%v after the last frame: stale %v, want %v (step %d, drawn %d)", c.after, got, c.stale, breathStep(title.breathTicks()), title.drawnStep)
		}
		if !title.Resting() {
			t.Errorf("%v after the last frame: the breath keeps the title awake", c.after)
		}
	}
	title.drawnStep, title.breathDrawn = breathStep(title.breathTicks()), now // drawn
	if title.Stale() {
		t.Error("stale right after the frame that showed the step")
	}
}
