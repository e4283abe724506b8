package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/render"
)

// The title menu's entries.
const (
	MenuNewMatch = iota
	MenuContinue
	MenuDecks
	MenuRules
	MenuSettings
	MenuQuit
)

var menuLabels = [...]string{
	MenuNewMatch: "New match",
	MenuContinue: "Continue",
	MenuDecks:    "Collection & decks",
	MenuRules:    "Rules reference",
	MenuSettings: "Settings",
	MenuQuit:     "Quit",
}

// Tagline is the line under the game's name.
const Tagline = "a card game for the last evening of the old gods"

// noticeTicks is how long a note beside a menu entry stays up.
const noticeTicks = 240

// Title is the title screen: the game's name in gilt over the card table,
// and the main menu.
type Title struct {
	app     *App
	fonts   *render.Fonts
	version string
	// Footnote is a quiet line at the foot of the screen (for example,
	// that nothing will be saved this time).
	Footnote string

	table  render.Table
	glow   render.Glow
	pen    *render.Pen
	name   render.Gilded
	emblem *ebiten.Image

	// Layout, in pixels.
	w, h    int
	u       float64 // UI scale: 1 at 1280×720
	items   [len(menuLabels)]box
	tagFace *text.GoTextFace
	menu    *text.GoTextFace
	small   *text.GoTextFace
	note    *text.GoTextFace

	selected    int
	pressed     int    // menu item under a held pointer, or -1
	notice      int    // item whose note shows, or -1
	noticeText  string // the note
	noticeT     int    // ticks left for it
	ticks       int
	canContinue bool
	keys        keys
}

type box struct{ x0, y0, x1, y1 float64 }

func (b box) contains(p input.Point) bool {
	return p.X >= b.x0 && p.X < b.x1 && p.Y >= b.y0 && p.Y < b.y1
}

// NewTitle makes the title screen for app. The version is shown in a
// corner; Continue is offered when app has an unfinished match saved.
func NewTitle(app *App) *Title {
	t := &Title{app: app, fonts: app.Fonts, version: app.Version, pressed: -1, notice: -1}
	t.refresh()
	t.selected = MenuNewMatch
	if t.canContinue {
		t.selected = MenuContinue
	}
	return t
}

// refresh looks again for a match to continue.
func (t *Title) refresh() {
	t.canContinue = t.app.CanContinue()
	if !t.canContinue && t.selected == MenuContinue {
		t.selected = MenuNewMatch
	}
}

// Selected is the highlighted menu entry.
func (t *Title) Selected() int { return t.selected }

// Notice is the menu entry showing a note, or -1.
func (t *Title) Notice() int { return t.notice }

// Enabled reports whether menu entry i can be chosen now.
func (t *Title) Enabled(i int) bool { return i != MenuContinue || t.canContinue }

// Layout implements Scene. The manager lays a scene out whenever it comes
// on screen, so this is also where the title looks again for a match to
// continue (one may have finished since).
func (t *Title) Layout(w, h int) {
	t.refresh()
	t.w, t.h = w, h
	t.u = scaleFor(w, h, t.app.Settings)
	u := t.u

	t.name.Set("Twilight of the Gods", render.Face(t.fonts.Serif, math.Round(100*u)))
	// Text scales with the window but never below what stays legible.
	size := func(px, least float64) float64 { return math.Max(least, math.Round(px*u)) }
	t.tagFace = render.Face(t.fonts.Italic, size(27, 16))
	t.menu = render.Face(t.fonts.Serif, size(33, 20))
	t.small = render.Face(t.fonts.Serif, size(17, 13))
	t.small.SetFeature(text.MustParseTag("lnum"), 1) // lining figures: "F11", not old-style
	t.note = render.Face(t.fonts.Italic, size(24, 15))

	side := max(1, int(math.Round(150*u)))
	if t.emblem == nil || t.emblem.Bounds().Dx() != side {
		if t.emblem != nil {
			t.emblem.Deallocate()
		}
		t.emblem = ebiten.NewImageFromImage(render.Emblem(side))
	}
	if t.pen == nil {
		t.pen = render.NewPen()
	}

	cx := float64(w) / 2
	for i, label := range menuLabels {
		y := t.menuY(i)
		lw, _ := text.Measure(label, t.menu, 0)
		half := math.Max(lw/2+40*u, 150*u)
		t.items[i] = box{cx - half, y - 20*u, cx + half, y + 20*u}
	}
}

func (t *Title) menuY(i int) float64 {
	return float64(t.h)/2 + (64+float64(i)*41)*t.u
}

// Update implements Scene.
func (t *Title) Update(ctx *Context) error {
	readKeys(&t.keys)
	t.update(ctx, &t.keys)
	return nil
}

// update runs one tick with the given keys.
func (t *Title) update(ctx *Context, in *keys) {
	t.ticks++
	if t.noticeT > 0 {
		t.noticeT--
		if t.noticeT == 0 {
			t.notice = -1
		}
	}
	if ctx.fading() {
		return // keys wait for the fade, so nothing is chosen twice
	}
	for _, k := range in.pressed {
		switch {
		case k == ebiten.KeyArrowUp || k == ebiten.KeyW || (k == ebiten.KeyTab && in.shift):
			t.step(-1)
		case k == ebiten.KeyArrowDown || k == ebiten.KeyS || k == ebiten.KeyTab:
			t.step(1)
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeySpace:
			t.activate(ctx, t.selected)
		case k == ebiten.KeyEscape:
			ctx.Quit()
		}
	}
	for _, g := range ctx.Gestures {
		t.gesture(ctx, g)
	}
}

// step moves the selection to the next enabled entry in direction d.
func (t *Title) step(d int) {
	n := len(menuLabels)
	i := t.selected
	for range n {
		i = (i + d + n) % n
		if t.Enabled(i) {
			t.selected = i
			return
		}
	}
}

func (t *Title) gesture(ctx *Context, g input.Gesture) {
	hit := t.itemAt(g.Pos)
	if hit >= 0 && !t.Enabled(hit) {
		hit = -1
	}
	switch g.Kind {
	case input.Hover:
		if hit >= 0 {
			t.selected = hit
		}
	case input.Press:
		t.pressed = hit
		if hit >= 0 {
			t.selected = hit
		}
	case input.Drag:
		if hit != t.pressed {
			t.pressed = -1
		}
	case input.Click:
		if hit >= 0 && hit == t.itemAt(g.Start) && t.Enabled(hit) {
			t.activate(ctx, hit)
		}
		t.pressed = -1
	case input.Drop, input.Cancel:
		t.pressed = -1
	}
}

func (t *Title) itemAt(p input.Point) int {
	for i, b := range t.items {
		if b.contains(p) {
			return i
		}
	}
	return -1
}

func (t *Title) activate(ctx *Context, i int) {
	if !t.Enabled(i) {
		return
	}
	t.selected = i
	switch i {
	case MenuNewMatch:
		ctx.GoTo(NewNewMatch(t.app, t))
	case MenuContinue:
		s, setup, err := t.app.ContinueMatch()
		if err != nil {
			t.say(i, "could not be restored: "+plainError(err))
			t.refresh()
			return
		}
		ctx.GoTo(matchScene(t.app, s, setup))
	case MenuDecks:
		ctx.GoTo(NewDecks(t.app, t))
	case MenuRules:
		ctx.GoTo(NewReference(t.app, t))
	case MenuSettings:
		ctx.GoTo(NewSettings(t.app, t))
	case MenuQuit:
		ctx.Quit()
	}
}

// say shows a note beside menu entry i for a while.
func (t *Title) say(i int, note string) {
	t.notice, t.noticeText, t.noticeT = i, note, noticeTicks
}

// Draw implements Scene.
func (t *Title) Draw(screen *ebiten.Image) {
	u := t.u
	cx := float64(t.w) / 2
	mid := float64(t.h) / 2

	t.table.Draw(screen)
	t.pen.Frame(screen, screen.Bounds(), u, render.Gilt)

	// Warm light pooled behind the name, breathing very slowly.
	breath := 0.5 + 0.5*math.Sin(float64(t.ticks)/90)
	t.glow.Draw(screen, cx, mid-120*u, 620*u, 260*u, render.Gilt, 0.075+0.015*breath)

	// The emblem, a setting sun over the name.
	eb := t.emblem.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(math.Round(cx-float64(eb.Dx())/2), math.Round(mid-300*u))
	op.ColorScale.ScaleAlpha(0.92)
	screen.DrawImage(t.emblem, op)

	t.name.Draw(screen, cx, mid-112*u, 0.8+0.2*breath)
	t.pen.Rule(screen, cx, mid-40*u, 300*u, u, render.Gilt)
	render.DrawText(screen, Tagline, t.tagFace, cx, mid-2*u, render.Center, render.Fade(render.Ivory, 0.72))

	for i, label := range menuLabels {
		t.drawItem(screen, i, label, cx)
	}

	margin := 44 * u
	footTop := float64(t.h) - margin - t.small.Size*1.2
	if menuBottom := t.menuY(len(menuLabels)-1) + t.menu.Size*0.7; footTop > menuBottom {
		hint := "Arrow keys to choose  ·  Enter to select  ·  F11 full screen  ·  Esc to quit"
		if t.Footnote != "" {
			hint = t.Footnote
		}
		render.DrawText(screen, fitText(hint, t.small, float64(t.w)*0.72), t.small, margin, float64(t.h)-margin,
			render.BottomLeft, render.Fade(render.Mist, 0.8))
	}
	if v := versionLabel(t.version); v != "" {
		render.DrawText(screen, v, t.small, float64(t.w)-margin, float64(t.h)-margin,
			render.BottomRight, render.Fade(render.Mist, 0.8))
	}
}

func (t *Title) drawItem(screen *ebiten.Image, i int, label string, cx float64) {
	u := t.u
	y := t.menuY(i)
	c := render.Fade(render.Ivory, 0.78)
	if !t.Enabled(i) {
		c = render.Fade(render.Mist, 0.42)
	} else if i == t.selected {
		c = render.Gilt
		if i == t.pressed {
			c = render.GiltDeep
		}
		lw, _ := text.Measure(label, t.menu, 0)
		off := lw/2 + 26*u
		t.pen.Diamond(screen, cx-off, y-1*u, 5*u, render.Fade(render.Gilt, 0.9))
		t.pen.Diamond(screen, cx+off, y-1*u, 5*u, render.Fade(render.Gilt, 0.9))
	}
	render.DrawText(screen, label, t.menu, cx, y, render.Center, c)

	if i == t.notice {
		a := math.Min(1, float64(t.noticeT)/30)
		lw, _ := text.Measure(label, t.menu, 0)
		x := cx + lw/2 + 48*u
		render.DrawText(screen, fitText(t.noticeText, t.note, float64(t.w)-x-50*u), t.note, x, y+2*u, render.LeftMiddle, render.Fade(render.Mist, a))
	}
}

// versionLabel is how a version string is shown: "v1.2.0" for a release
// number, the string itself otherwise ("dev").
func versionLabel(v string) string {
	if v != "" && v[0] >= '0' && v[0] <= '9' {
		return "v" + v
	}
	return v
}
