package shot

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/assets"
	"twilight/cmdline"
	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/scenario"
	"twilight/rules/userfile"

	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// ShotOptions say what a table screenshot shows.
type ShotOptions struct {
	Scenario string // scenario file
	Out      string // PNG to write
	As       int8   // the seat whose eyes are used (0-based)
	W, H     int
	CardsDir string  // card set directory; empty: the base set
	Hover    string  // a card title to show large in the rail
	Scale    float64 // the interface size (1 = 100%; 0 means 1)
}

// Command is `twilight shot`: it renders a scenario's table, as one
// player sees it, to a PNG and exits. It needs a display (xvfb-run will
// do) and must be the only Ebitengine game of the process.
//
//	twilight shot -scenario FILE -out PNG [-as PLAYER] [-size WxH] [-scale PCT] [-cards DIR] [-hover TITLE]
func Command(env cmdline.Env, args []string) int {
	c := env.Command("shot", "-scenario FILE -out PNG [-as PLAYER] [-size WxH] [-scale PCT] [-cards DIR] [-hover TITLE]",
		"Renders a scenario's table, as one player sees it, to a PNG file.")
	var o ShotOptions
	var as, size string
	c.StringVar(&o.Scenario, "scenario", "", "scenario `FILE` to set the table from")
	c.StringVar(&o.Out, "out", "", "`PNG` file to write")
	c.StringVar(&as, "as", "1", "the `PLAYER` whose view is shown (1-4 or p1-p4)")
	c.StringVar(&size, "size", "1600x900", "image size `WxH`")
	c.StringVar(&o.CardsDir, "cards", "", "load the card set from the folder `DIR` (default: the base set)")
	c.StringVar(&o.Hover, "hover", "", "`TITLE` of a card to show large in the rail")
	pct := c.Float64("scale", 100, "interface size in `PCT` (100 to 200), as in Settings")
	if code, done := c.Parse(args); done {
		return code
	}
	if c.NArg() > 0 {
		return c.Usage("unexpected argument %q", c.Arg(0))
	}
	if o.Scenario == "" || o.Out == "" {
		return c.Usage("-scenario and -out are required")
	}
	p, err := strconv.Atoi(strings.TrimPrefix(strings.ToLower(as), "p"))
	if err != nil || p < 1 || p > rules.MaxPlayers {
		return c.Usage("-as %q is not a player number", as)
	}
	o.As = int8(p - 1)
	if *pct < 100 || *pct > 200 {
		return c.Usage("-scale %v: want 100 to 200", *pct)
	}
	o.Scale = *pct / 100
	if o.W, o.H, err = ParseShotSize(size); err != nil {
		return c.Usage("-size %q: %v", size, err)
	}
	img, err := Shot(o)
	if err != nil {
		return c.Exit(err)
	}
	f, err := os.Create(o.Out)
	if err == nil {
		err = png.Encode(f, img)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return c.Exit(err)
	}
	fmt.Fprintf(env.Stdout, "wrote %s (%dx%d)\n", o.Out, o.W, o.H)
	return 0
}

// Shot sizes: small enough that the table stays legible, large enough for
// a 4K screen. Past that the frame's textures grow into gigabytes (8000×8000
// used 6 GB) and, near 16384, past what the GPU's atlas holds.
const (
	MinShotW, MinShotH = 320, 180
	MaxShotW, MaxShotH = 3840, 2160
)

// ParseShotSize reads "WxH" (both whole numbers, nothing else) within the
// shot sizes.
func ParseShotSize(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, werr := strconv.Atoi(ws)
	h, herr := strconv.Atoi(hs)
	switch {
	case !ok || werr != nil || herr != nil:
		return 0, 0, errors.New("want WIDTHxHEIGHT, such as 1600x900")
	case w < MinShotW || h < MinShotH:
		return 0, 0, fmt.Errorf("too small (at least %dx%d)", MinShotW, MinShotH)
	case w > MaxShotW || h > MaxShotH:
		return 0, 0, fmt.Errorf("too large (at most %dx%d)", MaxShotW, MaxShotH)
	}
	return w, h, nil
}

// ShotMatch sets up the table of a shot without drawing it: the card set,
// the scenario's position, a session with the chosen seat at the screen.
// Errors that come from the options (a -cards folder that is not there, a
// missing scenario file, a seat the scenario does not have, a -hover card
// not on the table) are cmdline.Usagef errors.
func ShotMatch(o ShotOptions) (*table.MatchScene, error) {
	set, err := shotCards(o.CardsDir)
	if err != nil {
		return nil, err
	}
	b, err := userfile.Read(o.Scenario, cardset.MaxFileSize)
	if err != nil {
		return nil, cmdline.Usagef("-scenario %v", err)
	}
	state, err := scenario.Board(o.Scenario, bytes.NewReader(b), set)
	if err != nil {
		return nil, err
	}
	if int(o.As) >= state.NumPlayers() {
		return nil, cmdline.Usagef("-as %d: the scenario seats %d players", o.As+1, state.NumPlayers())
	}
	app, err := scene.AppForSet(set)
	if err != nil {
		return nil, err
	}
	if o.Scale > 0 {
		app.Settings.UIScale = o.Scale
	}
	m, err := table.MatchForState(app, state, o.As)
	if err != nil {
		return nil, err
	}
	m.Layout(o.W, o.H)
	if o.Hover != "" {
		id, known := set.Lookup(o.Hover)
		if !known {
			m.Session().Close()
			return nil, cmdline.Usagef("-hover %q: no card of that title in the card set", o.Hover)
		}
		if !m.HoverTitle(set.Cards[id].Title) {
			m.Session().Close()
			return nil, cmdline.Usagef("-hover %q: no such card is face up on the table for player %d", o.Hover, o.As+1)
		}
	}
	return m, nil
}

// shotCards loads the card set of a shot: the base set, or the -cards folder.
func shotCards(dir string) (*rules.CardSet, error) {
	if dir == "" {
		return cardset.LoadFS(assets.Cards(), ".")
	}
	st, err := os.Stat(dir)
	switch {
	case err != nil:
		return nil, cmdline.Usagef("-cards %s: no such folder", dir)
	case !st.IsDir():
		return nil, cmdline.Usagef("-cards %s: not a folder", dir)
	}
	set, err := cardset.LoadFS(os.DirFS(dir), ".")
	if errors.Is(err, cardset.ErrNoCardFiles) {
		return nil, cmdline.Usagef("-cards %s: %v", dir, err)
	}
	if err != nil {
		return nil, fmt.Errorf("card set %s does not load: %w", dir, err)
	}
	return set, nil
}

// Shot renders the table of o into an image: one Ebitengine game that
// draws a single frame and reads it back.
func Shot(o ShotOptions) (*image.RGBA, error) {
	m, err := ShotMatch(o)
	if err != nil {
		return nil, err
	}
	g := &shotGame{m: m, w: o.W, h: o.H}
	ebiten.SetWindowSize(o.W, o.H)
	ebiten.SetWindowTitle(scene.WindowTitle + " (shot)")
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		return nil, err
	}
	if g.img == nil {
		return nil, errors.New("no frame was drawn")
	}
	return g.img, nil
}

// shotGame draws the match a few frames (so faces are rendered and
// placed) and keeps the last one.
type shotGame struct {
	m      *table.MatchScene
	w, h   int
	frames int
	img    *image.RGBA
}

func (g *shotGame) Update() error {
	if g.img != nil {
		return ebiten.Termination
	}
	g.m.Animate()
	return nil
}

func (g *shotGame) Draw(screen *ebiten.Image) {
	g.m.Layout(g.w, g.h)
	g.m.Draw(screen)
	g.frames++
	if g.frames >= 3 && g.img == nil {
		b := screen.Bounds()
		img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		screen.ReadPixels(img.Pix)
		g.img = img
	}
}

func (g *shotGame) Layout(int, int) (int, int) { return g.w, g.h }
