package scenes

import (
	"image"
	"io"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"twilight/input"
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
	// Sound plays the game's sounds when the machine has an audio device
	// (the game window; tests and shots stay silent). Log is where the
	// game says, once, that it runs silent (nil: standard error).
	Sound bool
	Log   io.Writer
	// probe opens the audio device (audio.Probe; tests replace it).
	probe func() error
}

// Game is the whole game as an ebiten.Game: global keys (F11 full screen,
// Ctrl+Q to quit; Esc belongs to the scenes — it quits only from the
// title), pointer input, and a Manager for the scenes.
type Game struct {
	app     *scene.App
	manager *scene.Manager
	poller  poller
	w, h    int

	// Drawing only what changed (see Draw): frames still to draw, the
	// size last drawn, where the pointer was, a buffer for the keys.
	redraw         int
	drawnW, drawnH int
	lastCursor     input.Point
	keys           []ebiten.Key

	// Resting (see rest): whether the game may sleep (the real window,
	// not tests), ticks without anything happening, whether it sleeps.
	rests   bool
	quiet   int
	asleep  bool
	awake   ebiten.FPSModeType        // the mode to wake up to
	fpsMode func() ebiten.FPSModeType // ebiten.FPSMode, or a test's
	setFPS  func(ebiten.FPSModeType)  // ebiten.SetFPSMode, or a test's

	// Catching up (see lateTicks): the clock (time.Now in the real
	// window, nil in tests that tick by hand) and the last tick's time.
	now      func() time.Time
	lastTick time.Time
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
	app.Faces.Background = true // the live game: new faces are painted off the game loop
	app.Clock = time.Now        // what breathes at rest keeps its pace while the game sleeps
	if opts.Sound {
		startSound(app, opts)
	}
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
	input := len(gestures) > 0 || g.poller.Cursor() != g.lastCursor || g.keysActive() || g.w != g.drawnW || g.h != g.drawnH
	g.wake(input)
	g.lastCursor = g.poller.Cursor()
	g.manager.Cut = g.app.Settings.AnimSpeed == 0
	for range g.lateTicks(input) {
		if err := g.manager.Update(nil, g.poller.Cursor()); err != nil {
			return err
		}
		g.soundTick()
		g.wake(!g.manager.Resting())
		g.rest(g.manager.Resting() && !g.hotAt(g.poller.Cursor()))
	}
	err := g.manager.Update(gestures, g.poller.Cursor())
	g.soundTick()
	g.wake(!g.manager.Resting())
	if g.manager.Stale() {
		g.redraw = max(g.redraw, 1) // one frame shows a slow change; it keeps nobody awake
	}
	g.rest(!input && g.manager.Resting() && !g.hotAt(g.poller.Cursor()))
	return err
}

// hotAt reports whether the pointer at p rests inside the window on
// something a click would work (scene.Hotspots): the game does not fall
// asleep there, so a quick click on it is not lost.
func (g *Game) hotAt(p input.Point) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < float64(g.w) && p.Y < float64(g.h) && g.manager.Hot(p)
}

// tickLength is one tick of Ebitengine's 60 a second.
const tickLength = time.Second / 60

// ebitenGivesUp is the gap between ticks beyond which Ebitengine stops
// catching up with the clock: after a longer frame it runs one tick, not
// the ticks the frame lasted (its internal clock resyncs past five ticks).
const ebitenGivesUp = 5 * tickLength

// maxLateTicks bounds the ticks run to catch up after one slow frame, so
// a window that was dragged or a machine that stalled for seconds does
// not replay them all at once.
const maxLateTicks = 20

// lateTicks is how many ticks the game owes the clock before this one:
// on a slow frame (a software renderer under load draws a screen change
// at 4 frames a second) Ebitengine runs one tick a frame, so a fade or a
// card's flight counted in ticks would last four times its length (a
// 0.3 s screen change took 4 s under Xvfb). Ticks with input run alone, so
// a key or click is seen once; a game asleep owes nothing (its pulse is
// not a frame late).
func (g *Game) lateTicks(input bool) int {
	if g.now == nil {
		return 0
	}
	now := g.now()
	gap := now.Sub(g.lastTick)
	first := g.lastTick.IsZero()
	g.lastTick = now
	if first || input || g.asleep || gap <= ebitenGivesUp {
		return 0
	}
	return min(int(gap/tickLength)-1, maxLateTicks)
}

// restAfterTicks is how long (in ticks) nothing must happen before the
// game stops ticking at 60 a second.
const restAfterTicks = 30

// restPulse is how often a game at rest still ticks once: a slow breath
// of light on the title takes its steps, and nothing waits long.
const restPulse = 500 * time.Millisecond

// rest lets the game loop sleep while the window is at rest. Ebitengine
// then runs a frame only when input arrives (or at each restPulse); its
// own composition of every frame, not our drawing, is what a window
// under a software renderer (Xvfb) spends its time on, so skipping our
// Draw alone saved nothing (87% of a core before and after, issue #25).
// The first tick that is not at rest goes back to the mode it slept from
// (60 a second with vsync).
func (g *Game) rest(resting bool) {
	if !g.rests {
		return
	}
	switch {
	case !resting:
		g.quiet = 0
		if g.asleep {
			g.asleep = false
			g.setFPS(g.awake)
		}
	case !g.asleep:
		g.quiet++
		if g.quiet >= restAfterTicks {
			g.asleep, g.awake = true, g.fpsMode()
			g.setFPS(ebiten.FPSModeVsyncOffMinimum)
		}
	}
}

// redrawAfterInput is how many frames are drawn after the last input or
// change, so that what the input changed is surely on screen.
const redrawAfterInput = 3

// wake asks for frames to be drawn when active says something happened.
func (g *Game) wake(active bool) {
	if active {
		g.redraw = redrawAfterInput
	}
}

// keysActive reports whether a key is held, pressed or released this tick,
// or the wheel turned.
func (g *Game) keysActive() bool {
	g.keys = inpututil.AppendPressedKeys(g.keys[:0])
	if len(g.keys) > 0 {
		return true
	}
	g.keys = inpututil.AppendJustReleasedKeys(g.keys[:0])
	wx, wy := ebiten.Wheel()
	return len(g.keys) > 0 || wx != 0 || wy != 0
}

// Draw implements ebiten.Game.
// A frame is drawn only while something moves or after input (the screen
// is not cleared between frames, so a skipped frame shows the last one):
// a window at rest costs next to nothing (issue #25).
func (g *Game) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	if g.redraw == 0 && b.Dx() == g.drawnW && b.Dy() == g.drawnH && !ebiten.IsScreenClearedEveryFrame() {
		return
	}
	g.redraw = max(g.redraw-1, 0)
	g.drawnW, g.drawnH = b.Dx(), b.Dy()
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
	ebiten.SetScreenClearedEveryFrame(false)
	g.rests, g.fpsMode, g.setFPS, g.now = true, ebiten.FPSMode, ebiten.SetFPSMode, time.Now
	go func() {
		for range time.Tick(restPulse) {
			ebiten.ScheduleFrame() // only a game at rest waits for it
		}
	}()
	return ebiten.RunGame(g)
}
