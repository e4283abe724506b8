package scenes

import (
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
	"twilight/render"
	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset"
	"twilight/rules/scenario"
	"twilight/session"
)

// ShotOptions say what a table screenshot shows.
type ShotOptions struct {
	Scenario string // scenario file
	Out      string // PNG to write
	As       int8   // the seat whose eyes are used (0-based)
	W, H     int
	CardsDir string // card set directory; empty: the base set
	Hover    string // a card title to show large in the rail
}

// ShotCommand is `twilight shot`: it renders a scenario's table, as one
// player sees it, to a PNG and exits. It needs a display (xvfb-run will
// do) and must be the only Ebitengine game of the process.
//
//	twilight shot -scenario FILE -out PNG [-as PLAYER] [-size WxH] [-cards DIR] [-hover TITLE]
func ShotCommand(env cmdline.Env, args []string) int {
	c := env.Command("shot", "-scenario FILE -out PNG [-as PLAYER] [-size WxH] [-cards DIR] [-hover TITLE]",
		"Renders a scenario's table, as one player sees it, to a PNG file.")
	var o ShotOptions
	var as, size string
	c.StringVar(&o.Scenario, "scenario", "", "scenario `FILE` to set the table from")
	c.StringVar(&o.Out, "out", "", "`PNG` file to write")
	c.StringVar(&as, "as", "1", "the `PLAYER` whose view is shown (1-4 or p1-p4)")
	c.StringVar(&size, "size", "1600x900", "image size `WxH`")
	c.StringVar(&o.CardsDir, "cards", "", "card set `DIR`ectory (default: the base set)")
	c.StringVar(&o.Hover, "hover", "", "`TITLE` of a card to show large in the rail")
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
	if _, err := fmt.Sscanf(size, "%dx%d", &o.W, &o.H); err != nil || o.W < 320 || o.H < 180 {
		return c.Usage("-size %q is not WxH (at least 320x180)", size)
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

// ShotMatch sets up the table of a shot without drawing it: the card set,
// the scenario's position, a session with the chosen seat at the screen.
func ShotMatch(o ShotOptions) (*Match, error) {
	var set *rules.CardSet
	var err error
	if o.CardsDir != "" {
		set, err = cardset.LoadFS(os.DirFS(o.CardsDir), ".")
	} else {
		set, err = cardset.LoadFS(assets.Cards(), ".")
	}
	if err != nil {
		return nil, err
	}
	f, err := os.Open(o.Scenario)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	state, err := scenario.Board(o.Scenario, f, set)
	if err != nil {
		return nil, err
	}
	if int(o.As) >= state.NumPlayers() {
		return nil, fmt.Errorf("the scenario seats %d players, not %d", state.NumPlayers(), o.As+1)
	}
	app, err := AppForSet(set)
	if err != nil {
		return nil, err
	}
	m, err := MatchForState(app, state, o.As)
	if err != nil {
		return nil, err
	}
	m.Layout(o.W, o.H)
	if o.Hover != "" {
		m.HoverTitle(o.Hover)
	}
	return m, nil
}

// AppForSet makes an App around a card set (no decks, default settings,
// nothing saved): for shots and tests.
func AppForSet(set *rules.CardSet) (*App, error) {
	fonts, err := render.LoadFonts()
	if err != nil {
		return nil, err
	}
	faces, err := render.NewFaces(fonts)
	if err != nil {
		return nil, err
	}
	return &App{Fonts: fonts, Faces: faces, Set: set, Settings: DefaultSettings()}, nil
}

// MatchForState seats a human at seat human and random computer players
// elsewhere around an existing game, and makes its table.
func MatchForState(app *App, state *rules.State, human int8) (*Match, error) {
	var seats []session.Seat
	for i := range state.NumPlayers() {
		seat := session.Seat{Name: state.PlayerName(int8(i))}
		if int8(i) != human {
			bot, err := ai.New("random", ai.Options{})
			if err != nil {
				return nil, err
			}
			seat.Bot = bot
		}
		seats = append(seats, seat)
	}
	s, err := session.New(state, seats, "")
	if err != nil {
		return nil, err
	}
	return NewMatch(app, s, MatchSetup{}), nil
}

// HoverTitle points at the first card with this title the viewer can
// see, so that the rail shows it large.
func (m *Match) HoverTitle(title string) {
	for _, c := range m.order {
		if m.sprites[c].face && !m.view.Hidden(c) && strings.EqualFold(m.view.Def(c).Title, title) {
			m.hover = c
			x, y := m.sprites[c].tx, m.sprites[c].ty
			m.hoverAt.X, m.hoverAt.Y = x, y
			return
		}
	}
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
	ebiten.SetWindowTitle(WindowTitle + " (shot)")
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
	m      *Match
	w, h   int
	frames int
	img    *image.RGBA
}

func (g *shotGame) Update() error {
	if g.img != nil {
		return ebiten.Termination
	}
	g.m.animate()
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
