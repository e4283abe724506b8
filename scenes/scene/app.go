package scene

import (
	"time"
	"twilight/render"
	"twilight/rules"
	"twilight/session"

	"twilight/scenes/audio"
	"twilight/scenes/folder"
)

// App is what every scene shares: the typefaces, the card-face cache, the
// routes to other screens, and the player's Folder (the card set and
// pre-built decks, the settings, and the folder where the player's files
// live).
type App struct {
	folder.Folder
	Fonts *render.Fonts
	Faces *render.Faces
	// Table is the card table every screen is drawn on, painted once per
	// screen size and shared by the screens.
	Table  *render.Table
	Routes Routes
	// Audio plays the sounds at the settings' volumes: silent until the
	// game window starts it (package scenes), and wherever the machine
	// has no audio device.
	Audio *audio.Player
	// Clock, when set, is the wall clock of what moves by itself on a
	// screen at rest (the title's breath keeps its pace while the game
	// sleeps and ticks twice a second); unset (tests), it follows ticks.
	Clock func() time.Time
}

// Routes are the constructors of the screens one screen moves to in
// another room; package scenes fills them in, so that screens never
// import each other.
type Routes struct {
	// Decks opens the collection and deck builder; back is the screen its
	// Back button returns to.
	Decks func(app *App, back Scene) Scene
	// Match opens the table of a dealt or continued match.
	Match func(app *App, s *session.Session, setup folder.MatchSetup) Scene
	// Reference opens the rules reference at a term; back as for Decks.
	Reference func(app *App, key string, back Scene) Scene
	// Lesson opens "Learn to play": a guided match on a fixed deal that
	// returns to the title when left or over.
	Lesson func(app *App) (Scene, error)
	// Draft opens the drafting room of a new or continued Card Drafting
	// draft; DraftDeck the deck builder for one human's step G.
	Draft     func(app *App, g *folder.DraftGame) Scene
	DraftDeck func(app *App, b DraftBuild) Scene
	// Title opens the title screen.
	Title func(app *App) Scene
	// Replays opens the Replays screen; back as for Decks.
	Replays func(app *App, back Scene) Scene
	// Watch opens the replay file at path in the viewer, or says why it
	// cannot be watched; with review ≥ 0 the viewer reviews that seat's
	// play at once. back as for Decks.
	Watch func(app *App, path string, review int8, back Scene) (Scene, error)
	// Watched makes the read-only table a replay viewer draws under its
	// controls, showing s as w says.
	Watched func(app *App, s *session.Session, w Watcher) Watched
	// Puzzles opens the Puzzles screen; back as for Decks. PuzzleTable
	// makes the table a puzzle is played on.
	Puzzles     func(app *App, back Scene) Scene
	PuzzleTable func(app *App, p PuzzlePlay) PuzzleTable
}

// LoadApp loads the base set (plus any Seasons in dir/seasons), the
// pre-built decks and the settings. dir may be empty. What in dir could
// not be taken as it is — a Season with problems (left out alone), a file
// in seasons/ that is not a regular file, a setting out of range — becomes
// a Notice; the rest of the folder is used. Temporary files a killed save
// left behind are removed.
func LoadApp(dir, version string) (*App, error) {
	f, err := folder.LoadFolder(dir, version)
	if err != nil {
		return nil, err
	}
	return NewApp(f)
}

// ContinueMatch restores the autosaved match with Folder.ContinueMatch.
// When the match keeps card definitions the installed set no longer has,
// the face cache (faces are cached by DefID) starts afresh.
func (a *App) ContinueMatch() (*session.Session, folder.MatchSetup, error) {
	s, setup, err := a.Folder.ContinueMatch()
	if err == nil && s.State().Set != a.Set {
		a.Faces.Clear()
	}
	return s, setup, err
}

// AppForSet makes an App around a card set (no decks, default settings,
// nothing saved): for shots and tests.
func AppForSet(set *rules.CardSet) (*App, error) {
	return NewApp(folder.Folder{Set: set, Settings: folder.DefaultSettings()})
}

// NewApp loads the typefaces and makes an App around the player's folder.
func NewApp(f folder.Folder) (*App, error) {
	fonts, err := render.LoadFonts()
	if err != nil {
		return nil, err
	}
	faces, err := render.NewFaces(fonts)
	if err != nil {
		return nil, err
	}
	a := &App{Fonts: fonts, Faces: faces, Table: &render.Table{}, Folder: f}
	a.Audio = silentPlayer(a.Mixer())
	return a, nil
}
