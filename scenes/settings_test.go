package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
)

// TestSettingsScreenSaves changes every setting through the screen's
// controls and checks each change is saved at once and reads back.
func TestSettingsScreenSaves(t *testing.T) {
	dir := t.TempDir()
	app, err := LoadApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSettings(app, nil)
	full := false
	s.setFullscreen = func(on bool) { full = on }
	s.Layout(WindowWidth, WindowHeight)
	tests := []struct {
		name   string
		focus  widget
		keys   []ebiten.Key
		check  func(Settings) bool
		window bool
	}{
		{"full screen", s.display, []ebiten.Key{ebiten.KeyArrowRight}, func(st Settings) bool { return st.Fullscreen }, true},
		{"smaller", s.scale, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowLeft}, func(st Settings) bool { return st.UIScale == 0.75 }, true},
		{"instant", s.anim, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowLeft}, func(st Settings) bool { return st.AnimSpeed == 0 }, true},
		{"slow pace", s.pace, []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowRight}, func(st Settings) bool { return st.ComputerPaceMS == 1500 }, true},
		{"no end-turn check", s.confirmEnd, []ebiten.Key{ebiten.KeySpace}, func(st Settings) bool { return !st.ConfirmEndTurn }, true},
		{"trade check", s.confirmTrade, []ebiten.Key{ebiten.KeyArrowRight}, func(st Settings) bool { return st.ConfirmDeclineTrade }, true},
		{"no hints", s.flow.hints, []ebiten.Key{ebiten.KeySpace}, func(st Settings) bool { return !st.Hints }, true},
		{"hand-over waits", s.flow.handOver, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowLeft}, func(st Settings) bool { return st.HandOverSeconds == 0 }, true},
	}
	for _, tc := range tests {
		s.form.focusOn(tc.focus)
		s.form.update(&keys{pressed: tc.keys}, nil, input.Point{})
		if !tc.check(app.Settings) {
			t.Errorf("%s: settings now %+v", tc.name, app.Settings)
		}
		saved, err := LoadSettings(dir)
		if err != nil {
			t.Fatal(err)
		}
		if saved != app.Settings {
			t.Errorf("%s: saved %+v, want %+v", tc.name, saved, app.Settings)
		}
		if msg, bad := s.Status(); bad || msg != "Saved." {
			t.Errorf("%s: status %q (error %v)", tc.name, msg, bad)
		}
	}
	if !full {
		t.Error("the window was not switched to full screen")
	}
	// The scale took effect on the screen itself.
	if want := 0.75; s.sk.u != want {
		t.Errorf("UI scale on screen %.2f, want %.2f", s.sk.u, want)
	}

	// A fresh screen shows the saved values.
	again, err := LoadApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	s2 := NewSettings(again, nil)
	if s2.display.Index != 1 || s2.scale.Value() != "75%" || s2.anim.Value() != "Instant" ||
		s2.pace.Value() != "Unhurried" || s2.confirmEnd.On || !s2.confirmTrade.On {
		t.Errorf("reloaded screen shows %v %v %v %v %v %v", s2.display.Value(), s2.scale.Value(), s2.anim.Value(),
			s2.pace.Value(), s2.confirmEnd.On, s2.confirmTrade.On)
	}
}

// TestSettingsSaveError: a folder that cannot be written is reported in
// words, and the change still applies for this session.
func TestSettingsSaveError(t *testing.T) {
	dir := t.TempDir()
	app, err := LoadApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	app.Dir = filepath.Join(dir, "gone")
	s := NewSettings(app, nil)
	s.setFullscreen = func(bool) {}
	s.Layout(WindowWidth, WindowHeight)
	s.anim.step(1)
	msg, bad := s.Status()
	if !bad || !strings.HasPrefix(msg, "Could not save the settings") {
		t.Errorf("status %q (error %v), want a save error", msg, bad)
	}
	if _, err := os.Stat(filepath.Join(app.Dir, "settings.json")); err == nil {
		t.Error("settings written somewhere unexpected")
	}

	// Without a folder, changes are kept for the session only.
	app.Dir = ""
	s.anim.step(1)
	if msg, bad := s.Status(); bad || !strings.Contains(msg, "this session") {
		t.Errorf("no folder: status %q (error %v)", msg, bad)
	}
}

// TestSettingsEscGoesBack: Esc returns to the screen that opened Settings.
func TestSettingsEscGoesBack(t *testing.T) {
	app := newTestApp(t)
	title := NewTitle(app)
	m := NewManager(NewSettings(app, title))
	m.Layout(WindowWidth, WindowHeight)
	settle(m)
	m.Current().(*SettingsScene).update(&m.ctx, shotKeys(ebiten.KeyEscape))
	settle(m)
	if m.Current() != Scene(title) {
		t.Errorf("Esc went to %T", m.Current())
	}
}

// TestStopsScreenSaves: the priority stops screen changes a stop and
// saves it; Defaults puts them back.
func TestStopsScreenSaves(t *testing.T) {
	dir := t.TempDir()
	app, err := LoadApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	if app.Settings.Stops != present.DefaultStops() {
		t.Fatalf("a new player's stops are not the defaults: %+v", app.Settings.Stops)
	}
	s := NewStops(app, nil)
	s.Layout(WindowWidth, WindowHeight)
	s.form.focusOn(s.theirs[present.AtDraw])
	s.form.update(&keys{pressed: []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowRight}}, nil, input.Point{})
	if app.Settings.Stops.Theirs[present.AtDraw] != present.Always {
		t.Fatalf("their Draw Phase stop is %v, want always", app.Settings.Stops.Theirs[present.AtDraw])
	}
	back, notes := LoadSettings(dir)
	if len(notes) > 0 || back.Stops.Theirs[present.AtDraw] != present.Always {
		t.Fatalf("not saved: %v %+v", notes, back.Stops)
	}
	s.reset.OnPress()
	if app.Settings.Stops != present.DefaultStops() {
		t.Error("Defaults did not restore the stops")
	}
}
