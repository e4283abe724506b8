package scenes

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// TestTitleScreenRenders runs the real game for long enough to finish its
// fade-in and checks the title screen that comes out. Set TWILIGHT_TITLE_PNG
// to a path to keep the screenshot.
func TestTitleScreenRenders(t *testing.T) {
	g, err := NewGame(Options{Version: "test", Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	shot, err := gui.run(t, windowed{g, scene.WindowWidth, scene.WindowHeight}, scene.FadeInTicks+30)
	if err != nil {
		t.Fatalf("game stopped early: %v", err)
	}
	save(t, shot, filepath.Join(t.TempDir(), "title.png"))
	if p := os.Getenv("TWILIGHT_TITLE_PNG"); p != "" {
		save(t, shot, p)
	}

	b := shot.Bounds()
	if b.Dx() < 640 || b.Dy() < 360 {
		t.Fatalf("screen is %v, want at least 640×360", b)
	}
	w, h := b.Dx(), b.Dy()
	u := min(float64(w)/scene.WindowWidth, float64(h)/scene.WindowHeight)
	cy := float64(h) / 2

	// The name is gilt: plenty of warm gold pixels in its band.
	nameBand := image.Rect(0, int(cy-170*u), w, int(cy-60*u))
	if n := count(shot, nameBand, isGilt); n < 3000 {
		t.Errorf("found %d gilt pixels in the name band %v, want ≥ 3000", n, nameBand)
	}
	// The menu is readable: light pixels in its band (Continue is greyed,
	// with nothing saved in a fresh folder).
	menuBand := image.Rect(0, int(cy+50*u), w, int(cy+300*u))
	if n := count(shot, menuBand, isLight); n < 1200 {
		t.Errorf("found %d light pixels in the menu band %v, want ≥ 1200", n, menuBand)
	}
	// The table is the dark indigo of the palette, darker in the corners.
	corner := lum(avg(shot, image.Rect(0, 0, w/16, h/16)))
	side := avg(shot, image.Rect(w/12, h*3/5, w/6, h*4/5))
	if l := lum(side); l > 60 || side.B <= side.R {
		t.Errorf("table beside the menu is %v, want dark indigo", side)
	}
	if corner >= lum(side) {
		t.Errorf("corner luminance %.1f not below the side's %.1f: no vignette", corner, lum(side))
	}
}

// windowed is the real game in a window of w×h (the harness's own window
// is small).
type windowed struct {
	*Game
	w, h int
}

func (g windowed) Layout(int, int) (int, int) { return g.Game.Layout(g.w, g.h) }

// TestTitleMenu drives the title screen with scripted pointer gestures:
// hovering selects, the greyed Continue cannot be chosen, and Quit quits.
func TestTitleMenu(t *testing.T) {
	title := menu.NewTitle(newTestApp(t))
	s := &scripted{manager: scene.NewManager(title)}
	s.manager.Layout(scene.WindowWidth, scene.WindowHeight)
	center := func(i int) input.Point {
		b := title.Items[i]
		return input.Point{X: (b.X0 + b.X1) / 2, Y: (b.Y0 + b.Y1) / 2}
	}
	at := scene.FadeInTicks + 2
	rules, cont, quit := center(menu.MenuRules), center(menu.MenuContinue), center(menu.MenuQuit)
	mouse := input.MousePointer
	s.script = map[int][]input.Gesture{
		at:     {{Kind: input.Hover, Pointer: mouse, Start: rules, Pos: rules}},
		at + 1: {{Kind: input.Hover, Pointer: mouse, Start: cont, Pos: cont}},
		at + 2: {{Kind: input.Press, Pointer: mouse, Start: cont, Pos: cont}, {Kind: input.Click, Pointer: mouse, Start: cont, Pos: cont}},
		at + 3: {{Kind: input.Hover, Pointer: mouse, Start: input.Point{X: 5, Y: 5}, Pos: input.Point{X: 5, Y: 5}}},
		at + 4: {{Kind: input.Press, Pointer: mouse, Start: quit, Pos: quit}, {Kind: input.Click, Pointer: mouse, Start: quit, Pos: quit}},
	}
	s.check = map[int]func(){
		at: func() {
			if title.Selected() != menu.MenuRules {
				t.Errorf("after hovering Rules, selected = %d", title.Selected())
			}
		},
		at + 2: func() {
			if title.Selected() != menu.MenuRules {
				t.Errorf("hovering or clicking the greyed Continue selected %d", title.Selected())
			}
			if s.manager.Phase != scene.Steady {
				t.Error("clicking the greyed Continue started a transition")
			}
		},
		at + 3: func() {
			if title.Selected() != menu.MenuRules {
				t.Errorf("hovering off the menu changed the selection to %d", title.Selected())
			}
		},
	}
	_, err := gui.run(t, s, at+scene.FadeOutTicks+20)
	if !errors.Is(err, ebiten.Termination) {
		t.Fatalf("clicking Quit: game ended with %v, want ebiten.Termination", err)
	}
	if s.ticks > at+4+scene.FadeOutTicks+1 {
		t.Errorf("quit took %d ticks after the click, want the fade (%d)", s.ticks-at-4, scene.FadeOutTicks)
	}
}

// TestTitleOpensScreens: each menu entry leads to its screen, by keys as
// well as by the pointer.
func TestTitleOpensScreens(t *testing.T) {
	app := newTestApp(t)
	tests := []struct {
		item int
		want string
	}{
		{menu.MenuNewMatch, "*menu.SetupScene"},
		{menu.MenuDecks, "*collection.DecksScene"},
		{menu.MenuRules, "*menu.ReferenceScene"},
		{menu.MenuSettings, "*menu.SettingsScene"},
	}
	for _, tc := range tests {
		title := menu.NewTitle(app)
		m := scene.NewManager(title)
		m.Layout(scene.WindowWidth, scene.WindowHeight)
		settle(m)
		title.Select(tc.item)
		title.Handle(&m.Ctx, &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEnter}})
		settle(m)
		if got := fmt.Sprintf("%T", m.Current()); got != tc.want {
			t.Errorf("Enter on %q led to %s, want %s", menu.MenuLabels[tc.item], got, tc.want)
		}
	}
}

// TestTitleContinue: with an unfinished match saved, Continue is offered
// (and chosen first), and it reopens that match at the table.
func TestTitleContinue(t *testing.T) {
	app := newTestApp(t)
	if menu.NewTitle(app).Enabled(menu.MenuContinue) {
		t.Fatal("Continue offered with nothing saved")
	}
	s, _, err := app.StartMatch(folder.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := s.HumanDeciding(); ok {
		if err := s.Apply(rules.Action{Kind: rules.ActPass, Player: p}); err != nil {
			t.Fatal(err)
		}
	}
	want := s.State().StateHash()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	title := menu.NewTitle(app)
	if !title.Enabled(menu.MenuContinue) || title.Selected() != menu.MenuContinue {
		t.Fatalf("Continue enabled %v, selected %d", title.Enabled(menu.MenuContinue), title.Selected())
	}
	m := scene.NewManager(title)
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	title.Handle(&m.Ctx, &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEnter}})
	settle(m)
	match, ok := tableOf(m.Current())
	if !ok {
		t.Fatalf("Continue led to %T", m.Current())
	}
	defer match.Session().Close()
	if match.Session().State().StateHash() != want {
		t.Error("Continue did not restore the saved game")
	}
}

// settle runs a manager's transitions to the end without input.
func settle(m *scene.Manager) {
	for range scene.FadeOutTicks + scene.FadeInTicks + 2 {
		m.Update(nil, input.Point{})
	}
}

// newTestApp loads the App with a fresh folder of its own.
func newTestApp(t *testing.T) *scene.App {
	t.Helper()
	app, err := loadTestApp(t.TempDir(), "test")
	if err != nil {
		t.Fatal(err)
	}
	app.Routes = Routes()
	return app
}

// scripted runs a Manager with gestures from a script instead of a mouse.
type scripted struct {
	manager *scene.Manager
	script  map[int][]input.Gesture
	check   map[int]func()
	ticks   int
	w, h    int // screen size; zero: the default window
}

func (s *scripted) Update() error {
	s.ticks++
	err := s.manager.Update(s.script[s.ticks], input.Point{})
	if f := s.check[s.ticks]; f != nil {
		f()
	}
	return err
}

func (s *scripted) Draw(screen *ebiten.Image) { s.manager.Draw(screen) }
func (s *scripted) Layout(w, h int) (int, int) {
	if s.w > 0 {
		return s.w, s.h
	}
	return scene.WindowWidth, scene.WindowHeight
}

func save(t *testing.T, img image.Image, path string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

func isGilt(r, g, b uint8) bool {
	return r > 140 && g > 100 && int(r) > int(b)+60 && int(g) > int(b)+30
}

func isLight(r, g, b uint8) bool { return r > 150 && g > 150 && b > 110 }

func count(img *image.RGBA, r image.Rectangle, f func(r, g, b uint8) bool) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			if f(img.Pix[i], img.Pix[i+1], img.Pix[i+2]) {
				n++
			}
		}
	}
	return n
}

type rgb struct{ R, G, B float64 }

func avg(img *image.RGBA, r image.Rectangle) rgb {
	var s rgb
	r = r.Intersect(img.Bounds())
	n := float64(r.Dx() * r.Dy())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			s.R += float64(img.Pix[i])
			s.G += float64(img.Pix[i+1])
			s.B += float64(img.Pix[i+2])
		}
	}
	return rgb{s.R / n, s.G / n, s.B / n}
}

func lum(c rgb) float64 { return 0.2126*c.R + 0.7152*c.G + 0.0722*c.B }
