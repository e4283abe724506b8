package scenes

import (
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
)

// TestTitleScreenRenders runs the real game for long enough to finish its
// fade-in and checks the title screen that comes out. Set TWILIGHT_TITLE_PNG
// to a path to keep the screenshot.
func TestTitleScreenRenders(t *testing.T) {
	g, err := NewGame(Options{Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	shot, err := gui.run(t, g, FadeInTicks+30)
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
	u := min(float64(w)/WindowWidth, float64(h)/WindowHeight)
	cy := float64(h) / 2

	// The name is gilt: plenty of warm gold pixels in its band.
	nameBand := image.Rect(0, int(cy-170*u), w, int(cy-60*u))
	if n := count(shot, nameBand, isGilt); n < 3000 {
		t.Errorf("found %d gilt pixels in the name band %v, want ≥ 3000", n, nameBand)
	}
	// The menu is readable: light pixels in its band.
	menuBand := image.Rect(0, int(cy+50*u), w, int(cy+300*u))
	if n := count(shot, menuBand, isLight); n < 1500 {
		t.Errorf("found %d light pixels in the menu band %v, want ≥ 1500", n, menuBand)
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

// TestTitleMenu drives the title screen with scripted pointer gestures.
func TestTitleMenu(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	title := NewTitle(fonts, "test")
	s := &scripted{manager: NewManager(title)}
	s.manager.Layout(WindowWidth, WindowHeight)
	center := func(i int) input.Point {
		b := title.items[i]
		return input.Point{X: (b.x0 + b.x1) / 2, Y: (b.y0 + b.y1) / 2}
	}
	at := FadeInTicks + 2
	rules, quit := center(MenuRules), center(MenuQuit)
	mouse := input.MousePointer
	s.script = map[int][]input.Gesture{
		at:     {{Kind: input.Hover, Pointer: mouse, Start: rules, Pos: rules}},
		at + 1: {{Kind: input.Press, Pointer: mouse, Start: rules, Pos: rules}},
		at + 2: {{Kind: input.Click, Pointer: mouse, Start: rules, Pos: rules}},
		at + 3: {{Kind: input.Hover, Pointer: mouse, Start: input.Point{X: 5, Y: 5}, Pos: input.Point{X: 5, Y: 5}}},
		at + 4: {{Kind: input.Press, Pointer: mouse, Start: quit, Pos: quit}, {Kind: input.Click, Pointer: mouse, Start: quit, Pos: quit}},
	}
	s.check = map[int]func(){
		at: func() {
			if title.Selected() != MenuRules {
				t.Errorf("after hovering Rules, selected = %d", title.Selected())
			}
		},
		at + 2: func() {
			if title.Notice() != MenuRules {
				t.Errorf("after clicking Rules, notice = %d, want %d", title.Notice(), MenuRules)
			}
		},
		at + 3: func() {
			if title.Selected() != MenuRules {
				t.Errorf("hovering off the menu changed the selection to %d", title.Selected())
			}
		},
	}
	_, err = gui.run(t, s, at+FadeOutTicks+20)
	if !errors.Is(err, ebiten.Termination) {
		t.Fatalf("clicking Quit: game ended with %v, want ebiten.Termination", err)
	}
	if s.ticks > at+4+FadeOutTicks+1 {
		t.Errorf("quit took %d ticks after the click, want the fade (%d)", s.ticks-at-4, FadeOutTicks)
	}
}

// scripted runs a Manager with gestures from a script instead of a mouse.
type scripted struct {
	manager *Manager
	script  map[int][]input.Gesture
	check   map[int]func()
	ticks   int
}

func (s *scripted) Update() error {
	s.ticks++
	err := s.manager.Update(s.script[s.ticks], input.Point{})
	if f := s.check[s.ticks]; f != nil {
		f()
	}
	return err
}

func (s *scripted) Draw(screen *ebiten.Image)  { s.manager.Draw(screen) }
func (s *scripted) Layout(w, h int) (int, int) { return WindowWidth, WindowHeight }

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
