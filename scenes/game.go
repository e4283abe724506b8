package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"twilight/render"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
)

// Options configure the game.
type Options struct {
	// Version is shown in a corner of the title screen.
	Version string
	// Dir is the player's Twilight folder; empty means UserDir().
	Dir string
	// NoFiles runs without a folder: nothing is read or written.
	NoFiles bool
}

// Game is the whole game as an ebiten.Game: global keys (F11 full screen,
// Ctrl+Q to quit; Esc belongs to the scenes — it quits only from the
// title), pointer input, and a Manager for the scenes.
type Game struct {
	app     *scene.App
	manager *scene.Manager
	poller  poller
	w, h    int
}

// NewGame loads the App (card set, decks, settings) and sets the game on
// the title screen. If the player's folder cannot be made, the game runs
// without one (nothing saved) and the title says so in a footnote.
func NewGame(opts Options) (*Game, error) {
	dir, footnote := opts.Dir, ""
	if !opts.NoFiles && dir == "" {
		d, err := folder.UserDir()
		if err != nil {
			footnote = "Settings and saved matches are off this time: " + folder.PlainError(err)
		}
		dir = d
	}
	if opts.NoFiles {
		dir = ""
	}
	app, err := scene.LoadApp(dir, opts.Version)
	if err != nil && dir != "" {
		// Something in the player's folder (a Season) does not load: play
		// the base game without the folder rather than not at all.
		footnote = "Your folder was not used this time: " + folder.PlainError(err)
		app, err = scene.LoadApp("", opts.Version)
	}
	if err != nil {
		return nil, err
	}
	app.Routes = Routes()
	title := menu.NewTitle(app)
	title.Footnote = footnote
	return &Game{app: app, manager: scene.NewManager(title), w: scene.WindowWidth, h: scene.WindowHeight}, nil
}

// App is the state every scene shares.
func (g *Game) App() *scene.App { return g.app }

// Manager is the game's scene manager.
func (g *Game) Manager() *scene.Manager { return g.manager }

// Update implements ebiten.Game.
func (g *Game) Update() error {
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) {
		on := !ebiten.IsFullscreen()
		ebiten.SetFullscreen(on)
		g.app.Settings.Fullscreen = on
		_ = g.app.SaveSettings() // the Settings screen reports failures; F11 need not
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyQ) {
		return ebiten.Termination
	}
	gestures := g.poller.Poll()
	g.manager.Layout(g.w, g.h)
	return g.manager.Update(gestures, g.poller.Cursor())
}

// Draw implements ebiten.Game.
func (g *Game) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	g.manager.Layout(b.Dx(), b.Dy())
	g.manager.Draw(screen)
}

// Layout implements ebiten.Game: the screen has one pixel per device
// pixel, so text stays crisp on high-DPI displays; scenes scale their
// layout to the size they are given.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	g.w = max(1, int(math.Ceil(float64(outsideWidth)*s)))
	g.h = max(1, int(math.Ceil(float64(outsideHeight)*s)))
	return g.w, g.h
}

// Run opens the game window and runs the game until the player quits.
func Run(opts Options) error {
	g, err := NewGame(opts)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle(scene.WindowTitle)
	ebiten.SetWindowSize(scene.WindowWidth, scene.WindowHeight)
	ebiten.SetWindowSizeLimits(640, 360, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowIcon([]image.Image{render.Icon(16), render.Icon(32), render.Icon(48), render.Icon(128)})
	ebiten.SetFullscreen(g.app.Settings.Fullscreen)
	return ebiten.RunGame(g)
}
