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
)

func TestNewMatchDefaultsAreDefaultSetup(t *testing.T) {
	n := NewNewMatch(newTestApp(t), nil)
	n.Layout(WindowWidth, WindowHeight)
	got, err := n.Setup()
	if err != nil {
		t.Fatal(err)
	}
	if want := DefaultSetup(); !reflect.DeepEqual(got, want) {
		t.Errorf("defaults give %+v, want DefaultSetup %+v", got, want)
	}
	if n.form.focused() != n.play {
		t.Errorf("focus starts on %v, want Play", n.form.focused())
	}
}

func TestNewMatchSeats(t *testing.T) {
	app := newTestApp(t)
	n := NewNewMatch(app, nil)
	n.Layout(WindowWidth, WindowHeight)
	for range 5 {
		n.add.press()
	}
	if len(n.seats) != 4 {
		t.Fatalf("%d seats after adding five, want the most, 4", len(n.seats))
	}
	n.seats[2].player.Index = 1 // easy
	n.seats[3].player.Index = 3 // hard
	got, err := n.Setup()
	if err != nil {
		t.Fatal(err)
	}
	want := MatchSetup{Seats: []SeatSetup{
		{Name: "You", Human: true, Deck: "mars"},
		{Level: "normal", Deck: "enlil"}, // several computers go by their Deities
		{Level: "easy", Deck: "hera"},    // each new seat takes a deck nobody has
		{Level: "hard", Deck: "reader"},
	}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("four seats give\n%+v\nwant\n%+v", got, want)
	}

	// Two humans are told apart.
	n.seats[1].player.Index = 0
	got, _ = n.Setup()
	if got.Seats[0].Name != "Player 1" || got.Seats[1].Name != "Player 2" || !got.Seats[1].Human {
		t.Errorf("two humans: %+v", got.Seats[:2])
	}

	// Remove works down to two seats, and not below.
	for range 4 {
		n.seats[len(n.seats)-1].remove.press()
	}
	if len(n.seats) != 2 {
		t.Errorf("%d seats after removing, want 2", len(n.seats))
	}
	if !n.seats[1].remove.Disabled {
		t.Error("with two seats, Remove should be disabled")
	}
}

func TestNewMatchSeedAndOptions(t *testing.T) {
	n := NewNewMatch(newTestApp(t), nil)
	n.Layout(WindowWidth, WindowHeight)
	n.form.focusOn(n.seed)
	n.form.update(&keys{chars: []rune("4x2")}, nil, input.Point{}) // letters are refused
	n.form.focusOn(n.extended)
	n.form.update(shotKeys(ebiten.KeySpace), nil, input.Point{})
	got, err := n.Setup()
	if err != nil {
		t.Fatal(err)
	}
	if got.Seed != 42 || !got.Extended {
		t.Errorf("seed %d extended %v, want 42 true", got.Seed, got.Extended)
	}
	n.seed.SetValue("99999999999999999999")
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
			n := NewNewMatch(app, nil)
			n.Layout(WindowWidth, WindowHeight)
			s := n.seats[1]
			s.deck.key(ebiten.KeyArrowLeft, &keys{}) // step round to "Deck file…"
			for s.deck.Value() != deckFileChoice {
				s.deck.step(-1)
			}
			if !containsWidget(n.form.items, s.path) {
				t.Fatal("choosing a deck file did not offer the path field")
			}
			s.path.SetValue("")
			for _, r := range tc.path {
				s.path.typed(r)
			}
			if tc.wantDeity != "" && (s.fileDeity < 0 || app.Set.Deities[s.fileDeity].Title != tc.wantDeity) {
				t.Errorf("the file shows Deity %d, want %s", s.fileDeity, tc.wantDeity)
			}
			setup, err := n.Setup()
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.HasPrefix(err.Error(), "Seat 2:") {
					t.Errorf("Setup error %v, want one about seat 2 saying %q", err, tc.wantErr)
				}
				n.start()
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
				n.start()
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
	app := newTestApp(t)
	for _, how := range []string{"click", "enter", "esc"} {
		t.Run(how, func(t *testing.T) {
			title := NewTitle(app)
			m := NewManager(NewNewMatch(app, title))
			m.Layout(WindowWidth, WindowHeight)
			settle(m)
			n := m.Current().(*NewMatchScene)
			switch how {
			case "click":
				cx, cy := n.play.Box.center()
				p := input.Point{X: cx, Y: cy}
				m.ctx.Gestures, m.ctx.Cursor = click(p), p
				n.update(&m.ctx, &keys{})
			case "enter":
				n.update(&m.ctx, shotKeys(ebiten.KeyEnter))
			case "esc":
				n.update(&m.ctx, shotKeys(ebiten.KeyEscape))
			}
			m.ctx.Gestures = nil
			settle(m)
			if how == "esc" {
				if m.Current() != Scene(title) {
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

func containsWidget(ws []widget, w widget) bool {
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
	n := NewNewMatch(app, nil)
	n.Layout(WindowWidth, WindowHeight)
	if !n.teams.Disabled {
		t.Error("with two seats the Teams switch should be disabled")
	}
	n.teams.set(true)
	if got, _ := n.Setup(); got.Teams {
		t.Error("two seats made a team game")
	}
	for range 2 {
		n.add.press()
	}
	if n.teams.Disabled {
		t.Fatal("with four seats the Teams switch should work")
	}
	n.form.focusOn(n.teams)
	n.form.update(shotKeys(ebiten.KeySpace), nil, input.Point{})
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
	n.seats[3].remove.press()
	if !n.teams.Disabled || n.teams.On {
		t.Error("with three seats the Teams switch should be off and disabled")
	}
	if _, _, err := app.StartMatch(MatchSetup{Seats: got.Seats[:3], Teams: true}); err == nil {
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
	n := NewNewMatch(app, nil)
	n.Layout(WindowWidth, WindowHeight)
	for i, s := range n.seats {
		opts := s.deck.Options
		if len(opts) != len(app.Decks)+2 || opts[len(app.Decks)] != "Fen Lights" {
			t.Fatalf("seat %d offers %v: want the pre-built decks, Fen Lights (not the bad file) and a deck file", i+1, opts)
		}
		s.deck.Index = len(app.Decks)
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
	n2 := NewNewMatch(app, nil)
	n2.seats[1].deck.Index = 0
	n2.addSeatFrom(SeatSetup{Level: "easy", Deck: path})
	if got := n2.seats[2].deck.Value(); got != "Fen Lights" {
		t.Errorf("a seat set up with the saved deck shows %q", got)
	}
}
