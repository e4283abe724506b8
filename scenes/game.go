package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"twilight/input"
	"twilight/render"
)

// Window defaults.
const (
	WindowTitle  = "Twilight of the Gods"
	WindowWidth  = 1280
	WindowHeight = 720
)

// Options configure the game.
type Options struct {
	// Version is shown in a corner of the title screen.
	Version string
}

// Game is the whole game as an ebiten.Game: global keys (F11 fullscreen,
// Esc or Ctrl+Q to quit), pointer input, and a Manager for the scenes.
type Game struct {
	manager *Manager
	poller  input.Poller
	w, h    int
}

// NewGame loads what the game needs and sets it on the title screen.
func NewGame(opts Options) (*Game, error) {
	fonts, err := render.LoadFonts()
	if err != nil {
		return nil, err
	}
	title := NewTitle(fonts, opts.Version)
	return &Game{manager: NewManager(title), w: WindowWidth, h: WindowHeight}, nil
}

// Manager is the game's scene manager.
func (g *Game) Manager() *Manager { return g.manager }

// Update implements ebiten.Game.
func (g *Game) Update() error {
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || (ctrl && inpututil.IsKeyJustPressed(ebiten.KeyQ)) {
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
	ebiten.SetWindowTitle(WindowTitle)
	ebiten.SetWindowSize(WindowWidth, WindowHeight)
	ebiten.SetWindowSizeLimits(640, 360, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowIcon([]image.Image{render.Icon(16), render.Icon(32), render.Icon(48), render.Icon(128)})
	return ebiten.RunGame(g)
}
