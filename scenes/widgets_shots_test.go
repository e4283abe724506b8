package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestScreensRender draws each menu screen after its fade-in and checks
// that something legible came out. Set TWILIGHT_SHOTS to a folder to keep
// the screenshots (one PNG per screen) for looking at.
func TestScreensRender(t *testing.T) {
	app := newTestApp(t)
	back := NewTitle(app)
	twoSeats := MatchSummary{Winner: 0, WinnerName: "You", Turns: 14, Destroyed: []int{4, 11}, DamageDealt: []int{31, 17}, Setup: DefaultSetup()}
	four := MatchSetup{Seats: []SeatSetup{
		{Name: "You", Human: true, Deck: "hera"},
		{Level: "easy", Deck: "mars"},
		{Level: "normal", Deck: "reader"},
		{Level: "hard", Deck: "enlil"},
	}}
	fourSeats := MatchSummary{Winner: 3, WinnerName: "Enlil", Turns: 23, Destroyed: []int{9, 6, 12, 2}, DamageDealt: []int{18, 25, 11, 40}, Setup: four}

	tests := []struct {
		name  string
		scene func() Scene
		w, h  int
	}{
		{"title-notes", func() Scene {
			tt := NewTitle(app)
			tt.save.CanContinue = true
			tt.selected = MenuContinue
			tt.say(MenuContinue, "could not be restored: the save is damaged")
			tt.Footnote = "Settings and saved matches are off this time: no home folder"
			return tt
		}, 0, 0},
		{"newmatch", func() Scene { return NewNewMatch(app, back) }, 0, 0},
		{"newmatch-four", func() Scene {
			n := NewNewMatch(app, back)
			n.addSeat()
			n.addSeat()
			n.seats[1].deck.Index = len(app.Decks) // a deck file
			n.seats[1].path.SetValue("/no/such/deck.txt")
			n.readDeckFile(n.seats[1])
			n.seats[2].player.Index = 3
			n.extended.On = true
			n.seed.SetValue("1234")
			n.Layout(WindowWidth, WindowHeight)
			n.start()
			n.form.focusOn(n.seats[2].player)
			return n
		}, 0, 0},
		{"newmatch-typing", func() Scene {
			n := NewNewMatch(app, back)
			n.seats[0].deck.Index = len(app.Decks)
			n.seats[0].path.SetValue("~/decks/storm-and-stone.txt")
			n.readDeckFile(n.seats[0])
			n.Layout(WindowWidth, WindowHeight)
			n.form.focusOn(n.seats[0].path)
			return n
		}, 0, 0},
		{"settings", func() Scene {
			s := NewSettings(app, back)
			s.setFullscreen = func(bool) {}
			s.Layout(WindowWidth, WindowHeight)
			s.form.focusOn(s.anim)
			s.anim.step(1)
			return s
		}, 0, 0},
		{"reference", func() Scene { return NewReference(app, back) }, 0, 0},
		{"reference-search", func() Scene {
			r := NewReference(app, back)
			for _, c := range "armor" {
				r.search.typed(c)
			}
			return r
		}, 0, 0},
		{"reference-at", func() Scene { return NewReferenceAt(app, "Sacrifice", back) }, 0, 0},
		{"gameover", func() Scene { return NewGameOver(app, twoSeats) }, 0, 0},
		{"gameover-four", func() Scene { return NewGameOver(app, fourSeats) }, 0, 0},
		// A small window, and a wide one.
		{"small-newmatch", func() Scene { n := NewNewMatch(app, back); n.addSeat(); n.addSeat(); return n }, 854, 480},
		{"small-reference", func() Scene { return NewReferenceAt(app, "Fleet", back) }, 854, 480},
		{"wide-gameover", func() Scene { return NewGameOver(app, twoSeats) }, 1600, 700},
	}
	dir := os.Getenv("TWILIGHT_SHOTS")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := &scripted{manager: NewManager(tc.scene()), w: tc.w, h: tc.h}
			s.manager.phase = steady // skip the fade-in: software GL draws slowly
			if s.w == 0 {
				s.w, s.h = WindowWidth, WindowHeight
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
			least := 1500 * b.Dx() * b.Dy() / (WindowWidth * WindowHeight)
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
func shotKeys(ks ...ebiten.Key) *keys { return &keys{pressed: ks} }
