package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// TestSettingsScreenSaves changes every setting through the screen's
// controls and checks each change is saved at once and reads back.
func TestSettingsScreenSaves(t *testing.T) {
	dir := t.TempDir()
	app, err := loadTestApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	s := menu.NewSettings(app, nil)
	full := false
	s.SetFullscreen = func(on bool) { full = on }
	s.Layout(scene.WindowWidth, scene.WindowHeight)
	tests := []struct {
		name   string
		focus  widget.Widget
		keys   []ebiten.Key
		check  func(folder.Settings) bool
		window bool
	}{
		{"full screen", s.Display, []ebiten.Key{ebiten.KeyArrowRight}, func(st folder.Settings) bool { return st.Fullscreen }, true},
		{"smaller", s.Scale, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowLeft}, func(st folder.Settings) bool { return st.UIScale == 0.75 }, true},
		{"instant", s.Anim, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowLeft}, func(st folder.Settings) bool { return st.AnimSpeed == 0 }, true},
		{"slow pace", s.Pace, []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowRight}, func(st folder.Settings) bool { return st.ComputerPaceMS == 1500 }, true},
		{"no end-turn check", s.ConfirmEnd, []ebiten.Key{ebiten.KeySpace}, func(st folder.Settings) bool { return !st.ConfirmEndTurn }, true},
		{"trade check", s.ConfirmTrade, []ebiten.Key{ebiten.KeyArrowRight}, func(st folder.Settings) bool { return st.ConfirmDeclineTrade }, true},
		{"no computer's hint", s.ComputerHint, []ebiten.Key{ebiten.KeySpace}, func(st folder.Settings) bool { return !st.ComputerHint }, true},
		{"no hints", s.Flow.Hints, []ebiten.Key{ebiten.KeySpace}, func(st folder.Settings) bool { return !st.Hints }, true},
		{"hand-over waits", s.Flow.HandOver, []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowLeft}, func(st folder.Settings) bool { return st.HandOverSeconds == 0 }, true},
	}
	for _, tc := range tests {
		s.Form.FocusOn(tc.focus)
		s.Form.Update(&widget.Keys{Pressed: tc.keys}, nil, input.Point{})
		if !tc.check(app.Settings) {
			t.Errorf("%s: settings now %+v", tc.name, app.Settings)
		}
		saved, err := folder.LoadSettings(dir)
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
	if want := 0.75; s.Sk.U != want {
		t.Errorf("UI scale on screen %.2f, want %.2f", s.Sk.U, want)
	}

	// A fresh screen shows the saved values.
	again, err := loadTestApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	s2 := menu.NewSettings(again, nil)
	if s2.Display.Index != 1 || s2.Scale.Value() != "75%" || s2.Anim.Value() != "Instant" ||
		s2.Pace.Value() != "Unhurried" || s2.ConfirmEnd.On || !s2.ConfirmTrade.On {
		t.Errorf("reloaded screen shows %v %v %v %v %v %v", s2.Display.Value(), s2.Scale.Value(), s2.Anim.Value(),
			s2.Pace.Value(), s2.ConfirmEnd.On, s2.ConfirmTrade.On)
	}
}

// TestSettingsSaveError: a folder that cannot be written is reported in
// words, and the change still applies for this session.
func TestSettingsSaveError(t *testing.T) {
	dir := t.TempDir()
	app, err := loadTestApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	app.Dir = filepath.Join(dir, "gone")
	s := menu.NewSettings(app, nil)
	s.SetFullscreen = func(bool) {}
	s.Layout(scene.WindowWidth, scene.WindowHeight)
	s.Anim.Step(1)
	msg, bad := s.Status()
	if !bad || !strings.HasPrefix(msg, "Could not save the settings") {
		t.Errorf("status %q (error %v), want a save error", msg, bad)
	}
	if _, err := os.Stat(filepath.Join(app.Dir, "settings.json")); err == nil {
		t.Error("settings written somewhere unexpected")
	}

	// Without a folder, changes are kept for the session only.
	app.Dir = ""
	s.Anim.Step(1)
	if msg, bad := s.Status(); bad || !strings.Contains(msg, "this session") {
		t.Errorf("no folder: status %q (error %v)", msg, bad)
	}
}

// TestSettingsEscGoesBack: Esc returns to the screen that opened Settings.
func TestSettingsEscGoesBack(t *testing.T) {
	app := newTestApp(t)
	title := menu.NewTitle(app)
	m := scene.NewManager(menu.NewSettings(app, title))
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	m.Current().(*menu.SettingsScene).Handle(&m.Ctx, shotKeys(ebiten.KeyEscape))
	settle(m)
	if m.Current() != scene.Scene(title) {
		t.Errorf("Esc went to %T", m.Current())
	}
}

// TestStopsScreenSaves: the priority stops screen changes a stop and
// saves it; Defaults puts them back.
func TestStopsScreenSaves(t *testing.T) {
	dir := t.TempDir()
	app, err := loadTestApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	if app.Settings.Stops != present.DefaultStops() {
		t.Fatalf("a new player's stops are not the defaults: %+v", app.Settings.Stops)
	}
	s := menu.NewStops(app, nil)
	s.Layout(scene.WindowWidth, scene.WindowHeight)
	s.Form.FocusOn(s.Theirs[present.AtDraw])
	s.Form.Update(&widget.Keys{Pressed: []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowRight}}, nil, input.Point{})
	if app.Settings.Stops.Theirs[present.AtDraw] != present.Always {
		t.Fatalf("their Draw Phase stop is %v, want always", app.Settings.Stops.Theirs[present.AtDraw])
	}
	back, notes := folder.LoadSettings(dir)
	if len(notes) > 0 || back.Stops.Theirs[present.AtDraw] != present.Always {
		t.Fatalf("not saved: %v %+v", notes, back.Stops)
	}
	s.Reset.OnPress()
	if app.Settings.Stops != present.DefaultStops() {
		t.Error("Defaults did not restore the stops")
	}
}
