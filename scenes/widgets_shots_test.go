package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// TestScreensRender draws each menu screen after its fade-in and checks
// that something legible came out. Set TWILIGHT_SHOTS to a folder to keep
// the screenshots (one PNG per screen) for looking at.
func TestScreensRender(t *testing.T) {
	app := newTestApp(t)
	back := menu.NewTitle(app)
	twoSeats := folder.MatchSummary{Winner: 0, WinnerName: "You", Turns: 14, Destroyed: []int{4, 11}, DamageDealt: []int{31, 17}, Setup: folder.DefaultSetup()}
	four := folder.MatchSetup{Seats: []folder.SeatSetup{
		{Name: "You", Human: true, Deck: "hera"},
		{Level: "easy", Deck: "mars"},
		{Level: "normal", Deck: "reader"},
		{Level: "hard", Deck: "enlil"},
	}}
	fourSeats := folder.MatchSummary{Winner: 3, WinnerName: "Enlil", Turns: 23, Destroyed: []int{9, 6, 12, 2}, DamageDealt: []int{18, 25, 11, 40}, Setup: four}

	tests := []struct {
		name  string
		scene func() scene.Scene
		w, h  int
	}{
		{"title-notes", func() scene.Scene {
			tt := menu.NewTitle(app)
			tt.Save.CanContinue = true
			tt.Select(menu.MenuContinue)
			tt.Say(menu.MenuContinue, "could not be restored: the save is damaged")
			tt.Footnote = "Settings and saved matches are off this time: no home folder"
			return tt
		}, 0, 0},
		{"newmatch", func() scene.Scene { return menu.NewSetup(app, back) }, 0, 0},
		{"newmatch-four", func() scene.Scene {
			n := menu.NewSetup(app, back)
			n.AddSeat()
			n.AddSeat()
			n.Seats[1].Deck.Index = len(app.Decks) // a deck file
			n.Seats[1].Path.SetValue("/no/such/deck.txt")
			n.ReadDeckFile(n.Seats[1])
			n.Seats[2].Player.Index = 3
			n.Extended.On = true
			n.Seed.SetValue("1234")
			n.Layout(scene.WindowWidth, scene.WindowHeight)
			n.Start()
			n.Form.FocusOn(n.Seats[2].Player)
			return n
		}, 0, 0},
		{"newmatch-typing", func() scene.Scene {
			n := menu.NewSetup(app, back)
			n.Seats[0].Deck.Index = len(app.Decks)
			n.Seats[0].Path.SetValue("~/decks/storm-and-stone.txt")
			n.ReadDeckFile(n.Seats[0])
			n.Layout(scene.WindowWidth, scene.WindowHeight)
			n.Form.FocusOn(n.Seats[0].Path)
			return n
		}, 0, 0},
		{"settings", func() scene.Scene {
			s := menu.NewSettings(app, back)
			s.SetFullscreen = func(bool) {}
			s.Layout(scene.WindowWidth, scene.WindowHeight)
			s.Form.FocusOn(s.Anim)
			s.Anim.Step(1)
			return s
		}, 0, 0},
		{"reference", func() scene.Scene { return menu.NewReference(app, back) }, 0, 0},
		{"reference-search", func() scene.Scene {
			r := menu.NewReference(app, back)
			for _, c := range "armor" {
				r.Search.Typed(c)
			}
			return r
		}, 0, 0},
		{"reference-at", func() scene.Scene { return menu.NewReferenceAt(app, "Sacrifice", back) }, 0, 0},
		{"gameover", func() scene.Scene { return menu.NewGameOver(app, twoSeats) }, 0, 0},
		{"gameover-four", func() scene.Scene { return menu.NewGameOver(app, fourSeats) }, 0, 0},
		// A small window, and a wide one.
		{"small-newmatch", func() scene.Scene { n := menu.NewSetup(app, back); n.AddSeat(); n.AddSeat(); return n }, 854, 480},
		{"small-reference", func() scene.Scene { return menu.NewReferenceAt(app, "Fleet", back) }, 854, 480},
		{"wide-gameover", func() scene.Scene { return menu.NewGameOver(app, twoSeats) }, 1600, 700},
	}
	dir := os.Getenv("TWILIGHT_SHOTS")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := &scripted{manager: scene.NewManager(tc.scene()), w: tc.w, h: tc.h}
			s.manager.Phase = scene.Steady // skip the fade-in: software GL draws slowly
			if s.w == 0 {
				s.w, s.h = scene.WindowWidth, scene.WindowHeight
			}
			s.manager.Layout(s.w, s.h)
			shot, err := gui.run(t, s, 2)
			if err != nil {
				t.Fatalf("stopped early: %v", err)
			}
			if dir != "" {
				save(t, shot, filepath.Join(dir, tc.name+".png"))
			}
			// The heading is gilt and the text is light.
			b := shot.Bounds()
			least := 1500 * b.Dx() * b.Dy() / (scene.WindowWidth * scene.WindowHeight)
			if n := count(shot, b, isGilt); n < least {
				t.Errorf("%d gilt pixels, want ≥ %d", n, least)
			}
			if n := count(shot, b, isLight); n < least/3 {
				t.Errorf("%d light pixels, want ≥ %d", n, least/3)
			}
		})
	}
}

// shotKeys is a keys value with the given keys pressed, for scripted
// tests.
func shotKeys(ks ...ebiten.Key) *widget.Keys { return &widget.Keys{Pressed: ks} }
