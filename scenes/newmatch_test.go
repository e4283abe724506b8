package scenes

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/assets"
	"twilight/input"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

func TestNewMatchDefaultsAreDefaultSetup(t *testing.T) {
	n := menu.NewSetup(newTestApp(t), nil)
	n.Layout(scene.WindowWidth, scene.WindowHeight)
	got, err := n.Setup()
	if err != nil {
		t.Fatal(err)
	}
	if want := folder.DefaultSetup(); !reflect.DeepEqual(got, want) {
		t.Errorf("defaults give %+v, want DefaultSetup %+v", got, want)
	}
	if n.Form.Focused() != n.Play {
		t.Errorf("focus starts on %v, want Play", n.Form.Focused())
	}
}

func TestNewMatchSeats(t *testing.T) {
	app := newTestApp(t)
	n := menu.NewSetup(app, nil)
	n.Layout(scene.WindowWidth, scene.WindowHeight)
	for range 5 {
		n.Add.Press()
	}
	if len(n.Seats) != 4 {
		t.Fatalf("%d seats after adding five, want the most, 4", len(n.Seats))
	}
	n.Seats[2].Player.Index = 1 // easy
	n.Seats[3].Player.Index = 3 // hard
	got, err := n.Setup()
	if err != nil {
		t.Fatal(err)
	}
	want := folder.MatchSetup{Seats: []folder.SeatSetup{
		{Name: "You", Human: true, Deck: "mars"},
		{Level: "normal", Deck: "enlil"}, // several computers go by their Deities
		{Level: "easy", Deck: "hera"},    // each new seat takes a deck nobody has
		{Level: "hard", Deck: "reader"},
	}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("four seats give\n%+v\nwant\n%+v", got, want)
	}

	// Two humans are told apart.
	n.Seats[1].Player.Index = 0
	got, _ = n.Setup()
	if got.Seats[0].Name != "Player 1" || got.Seats[1].Name != "Player 2" || !got.Seats[1].Human {
		t.Errorf("two humans: %+v", got.Seats[:2])
	}

	// Remove works down to two seats, and not below.
	for range 4 {
		n.Seats[len(n.Seats)-1].Remove.Press()
	}
	if len(n.Seats) != 2 {
		t.Errorf("%d seats after removing, want 2", len(n.Seats))
	}
	if !n.Seats[1].Remove.Disabled {
		t.Error("with two seats, Remove should be disabled")
	}
}

func TestNewMatchSeedAndOptions(t *testing.T) {
	n := menu.NewSetup(newTestApp(t), nil)
	n.Layout(scene.WindowWidth, scene.WindowHeight)
	n.Form.FocusOn(n.Seed)
	n.Form.Update(&widget.Keys{Chars: []rune("4x2")}, nil, input.Point{}) // letters are refused
	n.Form.FocusOn(n.Extended)
	n.Form.Update(shotKeys(ebiten.KeySpace), nil, input.Point{})
	got, err := n.Setup()
	if err != nil {
		t.Fatal(err)
	}
	if got.Seed != 42 || !got.Extended {
		t.Errorf("seed %d extended %v, want 42 true", got.Seed, got.Extended)
	}
	n.Seed.SetValue("99999999999999999999")
	if _, err := n.Setup(); err == nil || !strings.Contains(err.Error(), "seed") {
		t.Errorf("an overlong seed gave %v", err)
	}
}

func TestNewMatchDeckFiles(t *testing.T) {
	app := newTestApp(t)
	dir := t.TempDir()
	good := filepath.Join(dir, "mars.txt")
	b, err := fs.ReadFile(assets.Decks(), "mars.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, b, 0o644); err != nil {
		t.Fatal(err)
	}
	short := filepath.Join(dir, "short.txt")
	if err := os.WriteFile(short, []byte("Deity: Mars\n3 Youthful Troll\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		path      string
		wantErr   string // in Setup, or "" if Setup succeeds
		startErr  string // in the inline message after Play, or ""
		wantDeity string
	}{
		{"empty", "", "type the path", "", ""},
		{"missing", filepath.Join(dir, "nope.txt"), "no deck file at", "", ""},
		{"folder", dir, "is a folder", "", ""},
		{"illegal deck", short, "", "could not start", "Mars"},
		{"good", good, "", "", "Mars"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := menu.NewSetup(app, nil)
			n.Layout(scene.WindowWidth, scene.WindowHeight)
			s := n.Seats[1]
			s.Deck.Key(ebiten.KeyArrowLeft, &widget.Keys{}) // step round to "Deck file…"
			for s.Deck.Value() != menu.DeckFileChoice {
				s.Deck.Step(-1)
			}
			if !containsWidget(n.Form.Items, s.Path) {
				t.Fatal("choosing a deck file did not offer the path field")
			}
			s.Path.SetValue("")
			for _, r := range tc.path {
				s.Path.Typed(r)
			}
			if tc.wantDeity != "" && (s.FileDeity < 0 || app.Set.Deities[s.FileDeity].Title != tc.wantDeity) {
				t.Errorf("the file shows Deity %d, want %s", s.FileDeity, tc.wantDeity)
			}
			setup, err := n.Setup()
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.HasPrefix(err.Error(), "Seat 2:") {
					t.Errorf("Setup error %v, want one about seat 2 saying %q", err, tc.wantErr)
				}
				n.Start()
				if n.Error() == "" {
					t.Error("Play showed no error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if setup.Seats[1].Deck != tc.path {
				t.Errorf("seat 2 deck %q, want %q", setup.Seats[1].Deck, tc.path)
			}
			if tc.startErr != "" {
				n.Start()
				t.Logf("shown: %s", n.Error())
				if !strings.Contains(n.Error(), tc.startErr) {
					t.Errorf("after Play the screen says %q, want %q", n.Error(), tc.startErr)
				}
			}
		})
	}
}

// TestNewMatchOneClick: from the title, New match then a single click on
// Play (or Enter) deals you against a normal computer and opens the table;
// Esc goes back.
func TestNewMatchOneClick(t *testing.T) {
	for _, how := range []string{"click", "enter", "esc"} {
		t.Run(how, func(t *testing.T) {
			app := newTestApp(t) // nothing saved: one press starts the match
			title := menu.NewTitle(app)
			m := scene.NewManager(menu.NewSetup(app, title))
			m.Layout(scene.WindowWidth, scene.WindowHeight)
			settle(m)
			n := m.Current().(*menu.SetupScene)
			switch how {
			case "click":
				cx, cy := n.Play.Box.Center()
				p := input.Point{X: cx, Y: cy}
				m.Ctx.Gestures, m.Ctx.Cursor = click(p), p
				n.Handle(&m.Ctx, &widget.Keys{})
			case "enter":
				n.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
			case "esc":
				n.Handle(&m.Ctx, shotKeys(ebiten.KeyEscape))
			}
			m.Ctx.Gestures = nil
			settle(m)
			if how == "esc" {
				if m.Current() != scene.Scene(title) {
					t.Errorf("Esc went to %T", m.Current())
				}
				return
			}
			match, ok := tableOf(m.Current())
			if !ok {
				t.Fatalf("Play went to %T (error %q)", m.Current(), n.Error())
			}
			defer match.Session().Close()
			if match.OnGameOver == nil {
				t.Error("the table was not told where to go when the match ends")
			}
			seats := match.Session().Seats()
			if len(seats) != 2 || !seats[0].Human() || seats[1].Human() {
				t.Errorf("seats %+v, want you against the computer", seats)
			}
		})
	}
}

func containsWidget(ws []widget.Widget, w widget.Widget) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// TestNewMatchTeams: the Teams switch works only with four seats, makes a
// two-against-two setup, and the match it starts seats the teams.
func TestNewMatchTeams(t *testing.T) {
	app := newTestApp(t)
	n := menu.NewSetup(app, nil)
	n.Layout(scene.WindowWidth, scene.WindowHeight)
	if !n.Teams.Disabled {
		t.Error("with two seats the Teams switch should be disabled")
	}
	n.Teams.Set(true)
	if got, _ := n.Setup(); got.Teams {
		t.Error("two seats made a team game")
	}
	for range 2 {
		n.Add.Press()
	}
	if n.Teams.Disabled {
		t.Fatal("with four seats the Teams switch should work")
	}
	n.Form.FocusOn(n.Teams)
	n.Form.Update(shotKeys(ebiten.KeySpace), nil, input.Point{})
	got, err := n.Setup()
	if err != nil || !got.Teams {
		t.Fatalf("setup %+v, %v: want a team game", got, err)
	}
	s, _, err := app.StartMatch(got)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g := s.State()
	if !g.TeamGame() || !g.Teammates(0, 2) || !g.Teammates(1, 3) || g.Teammates(0, 1) {
		t.Errorf("teams %d %d %d %d, want seats 1 and 3 against 2 and 4",
			g.Players[0].Team, g.Players[1].Team, g.Players[2].Team, g.Players[3].Team)
	}
	// Removing a seat turns the switch off again.
	n.Seats[3].Remove.Press()
	if !n.Teams.Disabled || n.Teams.On {
		t.Error("with three seats the Teams switch should be off and disabled")
	}
	if _, _, err := app.StartMatch(folder.MatchSetup{Seats: got.Seats[:3], Teams: true}); err == nil {
		t.Error("StartMatch accepted a team game of three")
	}
}

// TestNewMatchSavedDecks: the player's saved decks are offered for every
// seat, human or computer, and the computer plays one.
func TestNewMatchSavedDecks(t *testing.T) {
	app := newTestApp(t)
	os.MkdirAll(app.DecksDir(), 0o755)
	b, _ := fs.ReadFile(assets.Decks(), "reader.txt")
	mine := strings.Replace(string(b), "Name: The Drowned Road", "Name: Fen Lights", 1)
	os.WriteFile(filepath.Join(app.DecksDir(), "fen-lights.txt"), []byte(mine), 0o644)
	os.WriteFile(filepath.Join(app.DecksDir(), "bad.txt"), []byte("Deity: Nobody\n"), 0o644)
	n := menu.NewSetup(app, nil)
	n.Layout(scene.WindowWidth, scene.WindowHeight)
	for i, s := range n.Seats {
		opts := s.Deck.Options
		if len(opts) != len(app.Decks)+2 || opts[len(app.Decks)] != "Fen Lights" {
			t.Fatalf("seat %d offers %v: want the pre-built decks, Fen Lights (not the bad file) and a deck file", i+1, opts)
		}
		s.Deck.Index = len(app.Decks)
	}
	setup, err := n.Setup()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(app.DecksDir(), "fen-lights.txt")
	if setup.Seats[0].Deck != path || setup.Seats[1].Deck != path || setup.Seats[1].Human {
		t.Fatalf("setup %+v", setup)
	}
	s, _, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	reader, _ := app.Set.Deity("Reader of the Portents")
	if st := s.State(); int(st.Players[1].Deity) != reader {
		t.Errorf("the computer plays Deity %d, want Reader", st.Players[1].Deity)
	}
	// A match set up with a saved deck shows it again (a rematch, say).
	n2 := menu.NewSetup(app, nil)
	n2.Seats[1].Deck.Index = 0
	n2.AddSeatFrom(folder.SeatSetup{Level: "easy", Deck: path})
	if got := n2.Seats[2].Deck.Value(); got != "Fen Lights" {
		t.Errorf("a seat set up with the saved deck shows %q", got)
	}
}
