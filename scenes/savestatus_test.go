package scenes

import (
	"bytes"
	"encoding/json"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/rules"
	"twilight/rules/savefuzz"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// savedMatch starts the default match in app's folder, lets the human
// keep their hand, and closes it, leaving an autosave to continue.
func savedMatch(t *testing.T, app *scene.App) *rules.State {
	t.Helper()
	s, _, err := app.StartMatch(folder.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.RunToEnd(100); err != nil {
		t.Fatal(err)
	}
	if p, ok := s.HumanDeciding(); ok {
		if err := s.Apply(rules.Pass(p)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return s.State()
}

// editSave changes the autosave in app's folder as a player with a text
// editor would, checksums recomputed.
func editSave(t *testing.T, app *scene.App, edit func(state map[string]any)) {
	t.Helper()
	path := filepath.Join(app.Dir, folder.AutosaveFile)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	edit(doc["state"].(map[string]any))
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if out, err = rules.Reseal(out); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDamagedSaveSaysWhy: a save that cannot be continued greys Continue
// out with the reason beside it, and "Set the saved match aside" keeps the
// file under a new name; afterwards the title is as with nothing saved.
func TestDamagedSaveSaysWhy(t *testing.T) {
	app := newTestApp(t)
	g := savedMatch(t, app)
	editSave(t, app, func(st map[string]any) {
		st["Cards"].([]any)[g.Players[0].Hand[0]].(map[string]any)["FightMod"] = 127
	})
	damaged, _ := os.ReadFile(filepath.Join(app.Dir, folder.AutosaveFile))
	title := menu.NewTitle(app)
	title.Layout(scene.WindowWidth, scene.WindowHeight)
	if title.Enabled(menu.MenuContinue) || !title.Enabled(menu.MenuSetAside) {
		t.Fatalf("Continue enabled %v, set aside enabled %v", title.Enabled(menu.MenuContinue), title.Enabled(menu.MenuSetAside))
	}
	said := strings.Join(title.Status, " ")
	if !strings.Contains(said, "cannot be continued") || !strings.Contains(said, "FightMod") {
		t.Fatalf("the title says %q", said)
	}
	shot, err := gui.run(t, &scripted{manager: scene.NewManager(title)}, 40)
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("TWILIGHT_SHOTS") != "" {
		save(t, shot, filepath.Join(os.Getenv("TWILIGHT_SHOTS"), "title-damaged-save.png"))
	}
	r := title.Items[menu.MenuContinue]
	beside := shot.Bounds().Intersect(rectOf(r.X1, r.Y0, float64(scene.WindowWidth), r.Y1+40))
	if count(shot, beside, isGilt) == 0 {
		t.Error("nothing is written beside Continue")
	}

	title.Activate(&scene.NewManager(title).Ctx, menu.MenuSetAside)
	if _, err := os.Stat(filepath.Join(app.Dir, folder.AutosaveFile)); !os.IsNotExist(err) {
		t.Fatalf("the autosave is still there: %v", err)
	}
	kept, _ := filepath.Glob(filepath.Join(app.Dir, "autosave-set-aside-*.json"))
	var body []byte
	for _, k := range kept {
		if !strings.HasSuffix(k, "-seats.json") {
			body, _ = os.ReadFile(k)
		}
	}
	if !bytes.Equal(body, damaged) || len(kept) != 2 {
		t.Fatalf("set aside as %v; the save kept whole: %v", kept, bytes.Equal(body, damaged))
	}
	if title.Enabled(menu.MenuSetAside) || title.Enabled(menu.MenuContinue) || len(title.Status) > 0 {
		t.Fatal("after setting the save aside the title still offers something")
	}
}

// rectOf is a pixel rectangle from float corners.
func rectOf(x0, y0, x1, y1 float64) (r image.Rectangle) {
	return image.Rect(int(x0), int(y0), int(x1), int(y1))
}

// TestSeasonAddedKeepsTheMatch: a Season added to the folder after a
// match was saved changes nothing for that match: Continue restores it.
func TestSeasonAddedKeepsTheMatch(t *testing.T) {
	app := newTestApp(t)
	g := savedMatch(t, app)
	seasons := filepath.Join(app.Dir, "seasons")
	if err := os.MkdirAll(seasons, 0o755); err != nil {
		t.Fatal(err)
	}
	season, err := os.ReadFile("../rules/cardset/testdata/season.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(seasons, "embers.txt"), season, 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := loadTestApp(app.Dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	if len(again.Set.Cards) != len(app.Set.Cards)+2 {
		t.Fatalf("the Season was not read: %d cards, %d before", len(again.Set.Cards), len(app.Set.Cards))
	}
	if st := again.SaveStatus(); !st.CanContinue {
		t.Fatalf("with a Season added: %+v", st)
	}
	s, _, err := again.ContinueMatch()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.State().StateHash() != g.StateHash() || s.State().Set != again.Set {
		t.Fatal("Continue did not restore the same game with the installed cards")
	}
}

// TestTableStopsInsteadOfCrashing: an error inside the match table stops
// the table, not the game: the title comes back saying so, with Continue
// still there and setting aside offered; a crash report is written; the
// autosave holds the last good position. The next start says so too.
func TestTableStopsInsteadOfCrashing(t *testing.T) {
	app := newTestApp(t)
	want := savedMatch(t, app)
	s, setup, err := app.ContinueMatch()
	if err != nil {
		t.Fatal(err)
	}
	s.State().Cards = nil // what no valid game holds: the table cannot be drawn
	mgr := scene.NewManager(matchScene(app, s, setup))
	mgr.Layout(scene.WindowWidth, scene.WindowHeight)
	if _, err := gui.run(t, &scripted{manager: mgr, w: 64, h: 64}, scene.FadeOutTicks+scene.FadeInTicks+10); err != nil {
		t.Fatal(err)
	}
	title, ok := mgr.Current().(*menu.TitleScene)
	if !ok {
		t.Fatalf("after the error the screen is a %T", mgr.Current())
	}
	st := title.SaveStatus()
	if !st.CanContinue || !strings.Contains(st.Stopped, "stopped on an error") || !title.Enabled(menu.MenuSetAside) {
		t.Fatalf("the title's view of the save: %+v", st)
	}
	reports, _ := filepath.Glob(filepath.Join(app.Dir, "crash-*.txt"))
	if len(reports) != 1 || !strings.Contains(st.Stopped, filepath.Base(reports[0])) {
		t.Fatalf("crash reports %v; the title says %q", reports, st.Stopped)
	}
	back, err := rules.LoadFile(filepath.Join(app.Dir, folder.AutosaveFile), app.Set)
	if err != nil || back.StateHash() != want.StateHash() {
		t.Fatalf("the autosave after the error: %v", err)
	}
	next, err := loadTestApp(app.Dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	if st := next.SaveStatus(); st.Stopped == "" {
		t.Fatal("the next start offers the save as if nothing happened")
	}
}

// TestOpenMarkerAfterACrash: a continued save is marked open until the
// table has run a while; a game that dies before that (the marker still
// there at the next start) is remembered, and a table that ran clears it.
func TestOpenMarkerAfterACrash(t *testing.T) {
	app := newTestApp(t)
	savedMatch(t, app)
	s, setup, err := app.ContinueMatch()
	if err != nil {
		t.Fatal(err)
	}
	// The process dies here: nothing clears the marker.
	next, err := loadTestApp(app.Dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	st := next.SaveStatus()
	if !strings.Contains(st.Stopped, "closed unexpectedly") || !st.CanContinue {
		t.Fatalf("after a crash: %+v", st)
	}
	title := menu.NewTitle(next)
	title.Layout(scene.WindowWidth, scene.WindowHeight)
	if !title.Enabled(menu.MenuContinue) || !title.Enabled(menu.MenuSetAside) || !strings.Contains(strings.Join(title.Status, " "), "closed unexpectedly") {
		t.Fatalf("the title after a crash: status %q", title.Status)
	}
	// This time the table runs: the marker goes.
	mgr := scene.NewManager(matchScene(app, s, setup))
	mgr.Layout(scene.WindowWidth, scene.WindowHeight)
	if _, err := gui.run(t, &scripted{manager: mgr, w: 64, h: 64}, guardSettleTicks+5); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if st := app.SaveStatus(); st.Stopped != "" {
		t.Fatalf("after the table ran: %+v", st)
	}
}

// FuzzLoadAndDraw is the table's half of the save fuzzing (rules.FuzzLoad
// is the engine's): every mutated save that loads gets a frame of the
// match table drawn, through the deciding player's eyes or another's,
// without the guard (a panic fails the test).
func FuzzLoadAndDraw(f *testing.F) {
	app, err := loadTestApp("", "test")
	if err != nil {
		f.Fatal(err)
	}
	var decks [][]rules.DefID
	var deities []int
	for _, d := range app.Decks {
		decks = append(decks, d.Cards)
		deities = append(deities, d.Deity)
	}
	seeds, err := savefuzz.Seeds(app.Set, decks, deities)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range seeds {
		f.Add(s, uint16(0), int64(0), uint8(0))
	}
	// A panic is what is looked for, not pixels: plain cards stand in for
	// the faces (painting each table's faces was most of the time).
	app.Faces.Blank = true
	defer func() { app.Faces.Blank = false }() // the face cache is shared with the other tests
	f.Fuzz(func(t *testing.T, data []byte, pick uint16, val int64, mode uint8) {
		for _, d := range [][]byte{data, savefuzz.Mutate(data, pick, val, mode)} {
			g, err := rules.Load(bytes.NewReader(d), app.Set)
			if err != nil {
				continue
			}
			seat := g.Pending.Player // the deciding seat, or another picked by the fuzzer
			if pick%2 == 1 {
				seat = int8(int(pick/2) % g.NumPlayers())
			}
			m, err := table.MatchForState(app, g, seat)
			if err != nil {
				t.Fatal(err)
			}
			mgr := scene.NewManager(m)
			mgr.Layout(scene.WindowWidth, scene.WindowHeight)
			// A small screen: the table is laid out at the window's size
			// and draws all of itself (a panic is what is looked for), but
			// the software renderer fills 64×64 pixels, not 1280×720.
			if _, err := runTB(t, &scripted{manager: mgr, w: 64, h: 64}, 2); err != nil && err != ebiten.Termination {
				t.Fatal(err)
			}
		}
	})
}

// TestNewMatchKeepsABrokenSave: starting a new match over a save that
// cannot be continued sets the old one aside instead of writing over it.
func TestNewMatchKeepsABrokenSave(t *testing.T) {
	app := newTestApp(t)
	savedMatch(t, app)
	editSave(t, app, func(st map[string]any) { st["Step"] = 99 })
	if st := app.SaveStatus(); st.CanContinue || !strings.Contains(st.Problem, "Step") {
		t.Fatalf("%+v", st)
	}
	s, _, err := app.StartMatch(folder.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	kept, _ := filepath.Glob(filepath.Join(app.Dir, "autosave-set-aside-*.json"))
	if len(kept) != 2 {
		t.Fatalf("kept %v", kept)
	}
	if !app.CanContinue() {
		t.Fatal("the new match is not saved")
	}
}
