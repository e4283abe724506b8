package scenes

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// writeFile writes body to dir/name, making folders as needed.
func writeFile(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLoadSettingsHostile: every value of settings.json is checked on its
// own and brought into range, or kept at its default, with a note for the
// player (issue #14: ui_scale 1000000 ran out of memory, 1e308 panicked
// in render/text.go, computer_pace_ms 1e12 stopped the computer, and one
// bad value lost every setting without a word).
func TestLoadSettingsHostile(t *testing.T) {
	def := folder.DefaultSettings()
	tests := []struct {
		name  string
		json  string
		want  func(*folder.Settings)
		notes []string // substrings, one a note, in order
	}{
		{"huge scale", `{"ui_scale": 1000000, "anim_speed": 2}`, func(s *folder.Settings) { s.UIScale, s.AnimSpeed = 2, 2 },
			[]string{"settings.json: ui_scale 1e+06 is above 2; 2 is used."}},
		{"largest float", `{"ui_scale": 1e308}`, func(s *folder.Settings) { s.UIScale = 2 }, []string{"ui_scale 1e+308 is above 2"}},
		{"beyond float", `{"ui_scale": 1e400}`, func(s *folder.Settings) {}, []string{"ui_scale is 1e400, not a number the game can use; it stays 1."}},
		{"negative scale", `{"ui_scale": -3}`, func(s *folder.Settings) { s.UIScale = 0.75 }, []string{"ui_scale -3 is below 0.75; 0.75 is used."}},
		{"between the steps", `{"ui_scale": 1.3}`, func(s *folder.Settings) { s.UIScale = 1.3 }, nil},
		{"scale as text", `{"ui_scale": "big"}`, func(s *folder.Settings) {}, []string{`ui_scale is "big", not a number`}},
		{"endless pace", `{"computer_pace_ms": 1e12}`, func(s *folder.Settings) { s.ComputerPaceMS = 1500 }, []string{"computer_pace_ms 1e+12 is above 1500; 1500 is used."}},
		{"endless pace as an integer", `{"computer_pace_ms": 1000000000000}`, func(s *folder.Settings) { s.ComputerPaceMS = 1500 }, []string{"above 1500"}},
		{"negative pace", `{"computer_pace_ms": -40}`, func(s *folder.Settings) { s.ComputerPaceMS = 0 }, []string{"below 0"}},
		{"fractional pace", `{"computer_pace_ms": 300.6}`, func(s *folder.Settings) { s.ComputerPaceMS = 301 }, nil},
		{"wild animation", `{"anim_speed": 1e308}`, func(s *folder.Settings) { s.AnimSpeed = 2 }, []string{"anim_speed 1e+308 is above 2"}},
		{"instant animation", `{"anim_speed": 0}`, func(s *folder.Settings) { s.AnimSpeed = 0 }, nil},
		{"crawling animation", `{"anim_speed": 0.001}`, func(s *folder.Settings) { s.AnimSpeed = 0.5 }, []string{"below 0.5"}},
		{"bool as text", `{"fullscreen": "yes", "confirm_end_turn": false}`, func(s *folder.Settings) { s.ConfirmEndTurn = false },
			[]string{`fullscreen is "yes", not true or false; it stays false.`}},
		{"unknown and escape", `{"colour": 1, "\u001b[2J": 2}`, func(s *folder.Settings) {},
			[]string{`"\x1b[2J" is not a setting of this version`, `"colour" is not a setting`}},
		{"not an object", `[1, 2]`, func(s *folder.Settings) {}, []string{"settings.json is not a settings file the game can read (it holds array, not an object of settings)"}},
		{"broken", "{\n\"ui_scale\": 1,\n oops}", func(s *folder.Settings) {}, []string{"settings.json is not a settings file the game can read (line 3:"}},
		{"hand-over forever", `{"hand_over_seconds": 1e9}`, func(s *folder.Settings) { s.HandOverSeconds = 8 }, []string{"hand_over_seconds 1e+09 is above 8; 8 is used."}},
		{"hints off", `{"hints": false}`, func(s *folder.Settings) { s.Hints = false }, nil},
		{"computer's hint off", `{"computer_hint": false}`, func(s *folder.Settings) { s.ComputerHint = false }, nil},
		{"computer's hint as text", `{"computer_hint": "never"}`, func(s *folder.Settings) {}, []string{`computer_hint is "never", not true or false; it stays true.`}},
		{"stops out of range", `{"stops": {"mine": [7, 0, 0, 0, 0, 0, 0, 0, 0]}}`, func(s *folder.Settings) {},
			[]string{"not the game's list of priority stops; the default stops are used."}},
		{"stops of the wrong shape", `{"stops": "always"}`, func(s *folder.Settings) {}, []string{"stops is \"always\""}},
		{"good", `{"ui_scale": 1.25, "anim_speed": 0.5, "computer_pace_ms": 900, "fullscreen": true}`,
			func(s *folder.Settings) {
				s.UIScale, s.AnimSpeed, s.ComputerPaceMS, s.Fullscreen = 1.25, 0.5, 900, true
			}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, dir, "settings.json", tt.json)
			got, notes := folder.LoadSettings(dir)
			want := def
			tt.want(&want)
			if got != want {
				t.Errorf("settings %+v, want %+v", got, want)
			}
			if len(notes) != len(tt.notes) {
				t.Fatalf("notes %q, want %d", notes, len(tt.notes))
			}
			for i, n := range tt.notes {
				if !strings.Contains(notes[i], n) {
					t.Errorf("note %q, want it to say %q", notes[i], n)
				}
			}
		})
	}
}

// TestLoadSettingsNotRegular: a settings.json that is a named pipe, a
// folder or far too large gives the defaults at once, with a note.
func TestLoadSettingsNotRegular(t *testing.T) {
	big := t.TempDir()
	writeFile(t, big, "settings.json", `{"ui_scale": 1`+strings.Repeat(" ", 70<<10)+`}`)
	dirFolder := t.TempDir()
	if err := os.Mkdir(filepath.Join(dirFolder, "settings.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{big: "settings.json is too large", dirFolder: "settings.json is a directory"}
	if runtime.GOOS != "windows" {
		pipe := t.TempDir()
		if err := syscall.Mkfifo(filepath.Join(pipe, "settings.json"), 0o644); err == nil {
			cases[pipe] = "settings.json is a named pipe, not a regular file; the default settings are used."
		}
	}
	for dir, want := range cases {
		done := make(chan []string, 1)
		go func() { _, notes := folder.LoadSettings(dir); done <- notes }()
		select {
		case notes := <-done:
			if len(notes) != 1 || !strings.Contains(notes[0], want) {
				t.Errorf("notes %q, want %q", notes, want)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("LoadSettings blocked on %s", want)
		}
	}
}

// TestHostileSettingsPlay: with the values that used to break the game,
// the App says so, and a match is drawn and the computer plays.
func TestHostileSettingsPlay(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "settings.json", `{"ui_scale": 1e308, "anim_speed": 1e308, "computer_pace_ms": 1e12}`)
	app, err := loadTestApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	if len(app.Notices) != 1 || !strings.Contains(app.Notices[0].Title, "3 settings in settings.json were adjusted.") ||
		len(app.Notices[0].Detail) != 4 {
		t.Fatalf("notices %+v", app.Notices)
	}
	if app.Settings.Pace() != 1500*time.Millisecond || app.Settings.UIScale != 2 || app.Settings.AnimSpeed != 2 {
		t.Fatalf("settings %+v", app.Settings)
	}
	setup := folder.DefaultSetup()
	setup.Seats[1].Level = "random"
	setup.Seed = 3
	s, _, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m := table.NewMatch(app, s, setup)
	shot, err := runTB(t, &frameGame{m: m, w: scene.WindowWidth, h: scene.WindowHeight}, 10)
	if err != nil {
		t.Fatal(err)
	}
	if lum(avg(shot, shot.Bounds())) < 5 {
		t.Error("the table drew nothing")
	}
}

// TestBadSeasonLeftOutAlone: a bad Season is left out on its own; the
// good Season, the settings, Continue and the autosave all still work, and
// the title screen says what was left out, in full on the notices screen
// (issue #14: one bad Season dropped the whole folder).
func TestBadSeasonLeftOutAlone(t *testing.T) {
	dir := t.TempDir()
	card := func(title, extra string) string {
		return "card: " + title + "\nlevel: I\ncost: I\ntype: creature\nfaction: aggression\nstats: 2/1\n" +
			"heresy: damage 1 to each-player(opponent)\ngem: embers\nart: run\n" + extra
	}
	writeFile(t, dir, "seasons/embers.txt", card("Ember Scout", ""))
	writeFile(t, dir, "seasons/broken.txt", card("Ash Mare", "keywords: Wingless\n"))
	writeFile(t, dir, "settings.json", `{"anim_speed": 2}`)
	if runtime.GOOS != "windows" {
		if err := os.Symlink("/dev/zero", filepath.Join(dir, "seasons", "zero.txt")); err != nil {
			t.Fatal(err)
		}
		_ = syscall.Mkfifo(filepath.Join(dir, "seasons", "pipe.txt"), 0o644)
	}
	done := make(chan struct{})
	var g *Game
	var err error
	go func() { g, err = NewGame(Options{Version: "test", Dir: dir}); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the game did not start: a file in seasons/ blocked it")
	}
	if err != nil {
		t.Fatal(err)
	}
	app := g.App()
	if app.Dir != dir {
		t.Fatalf("the folder %q was dropped (Dir %q)", dir, app.Dir)
	}
	if _, ok := app.Set.Lookup("Ember Scout"); !ok {
		t.Error("the good Season was dropped")
	}
	if _, ok := app.Set.Lookup("Ash Mare"); ok {
		t.Error("the bad Season was loaded")
	}
	if app.Settings.AnimSpeed != 2 {
		t.Errorf("settings ignored: %+v", app.Settings)
	}
	if len(app.Notices) != 1 {
		t.Fatalf("notices %+v", app.Notices)
	}
	detail := strings.Join(app.Notices[0].Detail, "\n")
	for _, want := range []string{"seasons/broken.txt was left out:", "seasons/broken.txt:10: unknown keyword", "These Seasons are in play: seasons/embers.txt."} {
		if !strings.Contains(detail, want) {
			t.Errorf("notice detail lacks %q:\n%s", want, detail)
		}
	}
	if runtime.GOOS != "windows" && !strings.Contains(detail, "seasons/zero.txt: skipped: is a character device, not a regular file") {
		t.Errorf("notice detail does not say /dev/zero was skipped:\n%s", detail)
	}
	// A match autosaves and can be continued.
	s, _, err := app.StartMatch(folder.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if !app.CanContinue() {
		t.Error("Continue is not offered after a match in a folder with a bad Season")
	}

	// The title screen shows the notice; a click on it opens the notices.
	title := g.Manager().Current().(*menu.TitleScene)
	first, how := title.NoticeLine()
	if first != "3 Season files were left out." || !strings.Contains(how, "Press N or click") {
		t.Errorf("notice line %q / %q", first, how)
	}
	m := g.Manager()
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	b := title.NoticeBox
	at := input.Point{X: (b.X0 + b.X1) / 2, Y: (b.Y0 + b.Y1) / 2}
	m.Update([]input.Gesture{{Kind: input.Press, Pointer: input.MousePointer, Start: at, Pos: at}, {Kind: input.Click, Pointer: input.MousePointer, Start: at, Pos: at}}, at)
	settle(m)
	ns, ok := m.Current().(*menu.NoticesScene)
	if !ok {
		t.Fatalf("clicking the notice led to %T", m.Current())
	}
	shown := strings.Join(ns.Shown(), "\n")
	if !strings.Contains(shown, "seasons/broken.txt:10: unknown keyword") {
		t.Errorf("the notices screen shows:\n%s", shown)
	}
	ns.Handle(&m.Ctx, &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEscape}})
	settle(m)
	if _, ok := m.Current().(*menu.TitleScene); !ok {
		t.Fatalf("Esc on the notices led to %T", m.Current())
	}
	// N opens them from the keyboard too.
	title.Handle(&m.Ctx, &widget.Keys{Chars: []rune{'n'}})
	settle(m)
	if _, ok := m.Current().(*menu.NoticesScene); !ok {
		t.Fatalf("N on the title led to %T", m.Current())
	}
}

// TestNoticesScroll: long notices scroll and stop at both ends.
func TestNoticesScroll(t *testing.T) {
	app := newTestApp(t)
	var lines []string
	for i := range 80 {
		lines = append(lines, "    seasons/long.txt:"+strings.Repeat("9", i%3+1)+": a problem")
	}
	app.Notices = []folder.Notice{{Title: "The Season seasons/long.txt was left out.", Detail: lines}}
	ns := menu.NewNotices(app, menu.NewTitle(app))
	m := scene.NewManager(ns)
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	ns.Handle(&m.Ctx, &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEnd}})
	if want := ns.TextH - ns.Clip.H(); want <= 0 || math.Abs(ns.Scroll-want) > 0.01 {
		t.Errorf("End scrolled to %.1f, want %.1f", ns.Scroll, want)
	}
	ns.Handle(&m.Ctx, &widget.Keys{Wheel: 1000})
	if ns.Scroll != 0 {
		t.Errorf("wheel up past the top: scroll %.1f", ns.Scroll)
	}
}

// TestLeftoverTempFilesRemoved: temporary files of saves that were killed
// are removed at start; a fresh one (another copy of the game saving right
// now) and every other file are left alone.
func TestLeftoverTempFilesRemoved(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-2 * time.Hour)
	stale := []string{writeFile(t, dir, ".twilight-save-1234", "{half a save"), writeFile(t, dir, ".twilight-save-99", "")}
	for _, p := range stale {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	keep := []string{
		writeFile(t, dir, ".twilight-save-fresh", "being written"),
		writeFile(t, dir, "autosave.json", "{}"),
		writeFile(t, dir, "twilight-save-notes.txt", "not a temporary file"),
	}
	oldKeep := writeFile(t, dir, "seasons/.twilight-save-7", "in a sub-folder: not ours")
	if err := os.Chtimes(oldKeep, old, old); err != nil {
		t.Fatal(err)
	}
	keep = append(keep, oldKeep)
	if _, err := loadTestApp(dir, "test"); err != nil {
		t.Fatal(err)
	}
	for _, p := range stale {
		if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s is still there", filepath.Base(p))
		}
	}
	for _, p := range keep {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", p, err)
		}
	}
}
