package menu

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"twilight/input"
	"twilight/render"
	"twilight/rules/userfile"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// The title menu's entries.
const (
	MenuNewMatch = iota
	MenuLearn
	MenuPuzzles
	MenuContinue
	MenuSetAside // shown only when the saved match cannot be continued safely
	MenuDecks
	MenuReplays
	MenuRules
	MenuSettings
	MenuQuit
)

var MenuLabels = [...]string{
	MenuNewMatch: "New match",
	MenuLearn:    "Learn to play",
	MenuPuzzles:  "Puzzles",
	MenuContinue: "Continue",
	MenuSetAside: "Set the saved match aside",
	MenuDecks:    "Collection & decks",
	MenuReplays:  "Replays",
	MenuRules:    "Rules reference",
	MenuSettings: "Settings",
	MenuQuit:     "Quit",
}

// Tagline is the line under the game's name.
const Tagline = "a card game for the last evening of the old gods"

// maxStatusLines is the most lines the saved match's status takes.
const maxStatusLines = 7

// noticeTicks is how long a note beside a menu entry stays up.
const noticeTicks = 240

// Title is the title screen: the game's name in gilt over the card table,
// and the main menu.
type TitleScene struct {
	app     *scene.App
	fonts   *render.Fonts
	version string
	// Footnote is a quiet line at the foot of the screen (for example,
	// that nothing will be saved this time).
	Footnote string
	hint     string // the key-hint line as laid out; "" when it has no room

	glow   render.Glow
	pen    *render.Pen
	name   render.Gilded
	emblem *ebiten.Image

	// Layout, in pixels.
	w, h    int
	u       float64 // UI scale: 1 at 1280×720
	Items   [len(MenuLabels)]widget.Box
	tagFace *text.GoTextFace
	menu    *text.GoTextFace
	small   *text.GoTextFace
	note    *text.GoTextFace

	// NoticeBox is where the line about the App's Notices is drawn (and
	// clicked); empty when there are none.
	NoticeBox   widget.Box
	noticeHover bool

	selected    int
	pressed     int    // menu item under a held pointer, or -1
	notice      int    // item whose note shows, or -1
	noticeText  string // the note
	noticeT     int    // ticks left for it
	ticks       int
	drawnStep   int               // the breath's step last drawn (see breathStep)
	breathDrawn time.Time         // when the breath was last drawn, by the App's Clock
	Save        folder.SaveStatus // the autosave, as last looked at
	Drafting    bool              // a Card Drafting draft is saved: Continue resumes it
	Status      []string          // why Continue is not offered as usual, wrapped
	keys        widget.Keys
}

// NewTitle makes the title screen for app. The version is shown in a
// corner; Continue is offered when app has an unfinished match saved, and
// when the save cannot be continued (or stopped the game last time) the
// title says why and offers to set it aside.
func NewTitle(app *scene.App) *TitleScene {
	t := &TitleScene{app: app, fonts: app.Fonts, version: app.Version, pressed: -1, notice: -1}
	t.refresh()
	t.selected = MenuNewMatch
	if t.Drafting || t.Save.CanContinue && !t.Save.Trouble() {
		t.selected = MenuContinue // a save the game stopped on is not chosen for the player
	}
	return t
}

// refresh looks again at the autosave.
func (t *TitleScene) refresh() {
	t.Save = t.app.SaveStatus()
	t.Drafting = t.app.DraftSaved()
	if !t.Enabled(t.selected) {
		t.selected = MenuNewMatch
	}
}

// SaveStatus is the autosave as the title last found it.
func (t *TitleScene) SaveStatus() folder.SaveStatus { return t.Save }

// statusText is what the title says about the saved match, or "".
func (t *TitleScene) statusText() string {
	switch st := t.Save; {
	case st.Problem != "":
		return "The saved match (" + folder.AutosaveFile + ") cannot be continued. What is wrong: " + strings.TrimSuffix(st.Problem, ".") + "."
	case st.Stopped != "":
		return "Careful: " + widget.Sentence(st.Stopped) + " Continue may stop again; setting the save aside keeps it."
	}
	return ""
}

// Selected is the highlighted menu entry.
func (t *TitleScene) Selected() int { return t.selected }

// Select puts the menu's highlight on item i.
func (t *TitleScene) Select(i int) { t.selected = i }

// Notice is the menu entry showing a note, or -1.
func (t *TitleScene) Notice() int { return t.notice }

// Enabled reports whether menu entry i can be chosen now.
func (t *TitleScene) Enabled(i int) bool {
	switch i {
	case MenuContinue:
		return t.Save.CanContinue || t.Drafting
	case MenuSetAside:
		return t.Save.Trouble()
	}
	return true
}

// shown reports whether menu entry i is on screen at all.
func (t *TitleScene) shown(i int) bool { return i != MenuSetAside || t.Save.Trouble() }

// Layout implements Scene. The manager lays a scene out whenever it comes
// on screen, so this is also where the title looks again for a match to
// continue (one may have finished since).
func (t *TitleScene) Layout(w, h int) {
	t.refresh()
	t.w, t.h = w, h
	t.u = widget.ScaleFor(w, h, t.app.Settings)
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

	t.layoutNotice()
	cx := float64(w) / 2
	for i, label := range MenuLabels {
		if !t.shown(i) {
			t.Items[i] = widget.Box{}
			continue
		}
		y := t.menuY(i)
		lw, _ := text.Measure(label, t.menu, 0)
		half := math.Max(lw/2+40*u, 150*u)
		t.Items[i] = widget.Box{X0: cx - half, Y0: y - t.menuStep()/2*u, X1: cx + half, Y1: y + t.menuStep()/2*u}
	}
	t.hint = widget.FitText(t.hintText(), t.small, float64(w)*0.72)
	if !t.footRoom(44*u, text.Advance(t.hint, t.small)) {
		t.hint = "" // the menu stands where it would go
	}
	t.Status = nil
	if s := t.statusText(); s != "" {
		x := t.statusX()
		t.Status = widget.Wrap(s, t.small, float64(w)-x-44*u)
		if len(t.Status) > maxStatusLines {
			t.Status = t.Status[:maxStatusLines]
			t.Status[maxStatusLines-1] = widget.FitText(t.Status[maxStatusLines-1]+" …", t.small, float64(w)-x-44*u)
		}
	}
}

// NoticeLine is the title screen's line about the App's Notices ("" when
// there are none); the second line says how to read them in full.
func (t *TitleScene) NoticeLine() (string, string) {
	ns := t.app.Notices
	if len(ns) == 0 {
		return "", ""
	}
	first := userfile.Printable(ns[0].Title)
	if len(ns) > 1 {
		first += fmt.Sprintf(" (+%d more)", len(ns)-1)
	}
	return first, "Press N or click here to read why."
}

// layoutNotice places the notice in the top left corner, clear of the
// emblem, where it is seen whatever the window's size.
func (t *TitleScene) layoutNotice() {
	t.NoticeBox = widget.Box{}
	first, _ := t.NoticeLine()
	if first == "" {
		return
	}
	u, margin := t.u, 44*t.u
	maxW := float64(t.w)/2 - 90*u - margin
	lw := math.Min(maxW, math.Max(text.Advance(first, t.small), 280*u))
	t.NoticeBox = widget.Box{X0: margin - 6*u, Y0: margin - 6*u, X1: margin + 18*u + lw + 6*u, Y1: margin + t.small.Size*2.9 + 6*u}
}

// menuY is the height of menu entry i's line, counting only the entries shown.
func (t *TitleScene) menuY(i int) float64 {
	rank := 0
	for j := range i {
		if t.shown(j) {
			rank++
		}
	}
	return float64(t.h)/2 + (52+float64(rank)*t.menuStep())*t.u
}

// menuStep is the distance between two menu entries' lines (unscaled):
// closer when "Set the saved match aside" is shown too.
func (t *TitleScene) menuStep() float64 {
	if t.shown(MenuSetAside) {
		return 29
	}
	return 32
}

// Update implements Scene.
func (t *TitleScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&t.keys)
	t.Handle(ctx, &t.keys)
	return nil
}

// update runs one tick with the given keys.
func (t *TitleScene) Handle(ctx *scene.Context, in *widget.Keys) {
	t.ticks++
	if t.noticeT > 0 {
		t.noticeT--
		if t.noticeT == 0 {
			t.notice = -1
		}
	}
	if ctx.Fading() {
		return // keys wait for the fade, so nothing is chosen twice
	}
	for _, r := range in.Chars {
		if (r == 'n' || r == 'N') && len(t.app.Notices) > 0 {
			ctx.GoTo(NewNotices(t.app, t))
			return
		}
	}
	for _, k := range in.Pressed {
		switch {
		case k == ebiten.KeyArrowUp || k == ebiten.KeyW || (k == ebiten.KeyTab && in.Shift):
			t.step(-1)
		case k == ebiten.KeyArrowDown || k == ebiten.KeyS || k == ebiten.KeyTab:
			t.step(1)
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeySpace:
			t.Activate(ctx, t.selected)
		case k == ebiten.KeyEscape:
			ctx.Quit()
		}
	}
	for _, g := range ctx.Gestures {
		t.gesture(ctx, g)
	}
}

// step moves the selection to the next enabled entry in direction d.
func (t *TitleScene) step(d int) {
	n := len(MenuLabels)
	i := t.selected
	for range n {
		i = (i + d + n) % n
		if t.Enabled(i) {
			t.selected = i
			return
		}
	}
}

func (t *TitleScene) gesture(ctx *scene.Context, g input.Gesture) {
	if t.NoticeBox != (widget.Box{}) {
		t.noticeHover = t.NoticeBox.Contains(g.Pos) && g.Kind != input.Cancel
		if g.Kind == input.Click && t.NoticeBox.Contains(g.Start) && t.noticeHover {
			ctx.GoTo(NewNotices(t.app, t))
			return
		}
	}
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
			t.Activate(ctx, hit)
		}
		t.pressed = -1
	case input.Drop, input.Cancel:
		t.pressed = -1
	}
}

// Hot reports whether p is on a menu item (scene.Hotspots).
func (t *TitleScene) Hot(p input.Point) bool { return t.itemAt(p) >= 0 }

func (t *TitleScene) itemAt(p input.Point) int {
	for i, b := range t.Items {
		if b.Contains(p) {
			return i
		}
	}
	return -1
}

func (t *TitleScene) Activate(ctx *scene.Context, i int) {
	if !t.Enabled(i) {
		return
	}
	t.selected = i
	switch i {
	case MenuNewMatch:
		ctx.GoTo(NewSetup(t.app, t))
	case MenuLearn:
		t.learn(ctx)
	case MenuContinue:
		if t.Drafting {
			t.continueDraft(ctx)
			return
		}
		s, setup, err := t.app.ContinueMatch()
		if err != nil {
			t.Say(i, "could not be restored: "+folder.PlainError(err))
			t.refresh()
			return
		}
		ctx.GoTo(t.app.Routes.Match(t.app, s, setup))
	case MenuSetAside:
		name, err := t.app.SetSaveAside()
		t.refresh()
		t.Layout(t.w, t.h)
		if err != nil {
			t.Say(MenuContinue, "could not be set aside: "+folder.PlainError(err))
			return
		}
		t.Say(MenuContinue, "kept as "+name+" in your Twilight folder")
	case MenuDecks:
		ctx.GoTo(t.app.Routes.Decks(t.app, t))
	case MenuReplays:
		ctx.GoTo(t.app.Routes.Replays(t.app, t))
	case MenuPuzzles:
		ctx.GoTo(t.app.Routes.Puzzles(t.app, t))
	case MenuRules:
		ctx.GoTo(NewReference(t.app, t))
	case MenuSettings:
		ctx.GoTo(NewSettings(t.app, t))
	case MenuQuit:
		ctx.Quit()
	}
}

// continueDraft resumes the saved Card Drafting draft (a draft is
// continued before a match: the match a draft leads to removes it).
func (t *TitleScene) continueDraft(ctx *scene.Context) {
	g, err := t.app.ContinueDraft()
	if err != nil {
		t.Say(MenuContinue, "the saved draft could not be restored: "+folder.PlainError(err))
		return
	}
	ctx.GoTo(t.app.Routes.Draft(t.app, g))
}

// Say shows a note beside menu entry i for a while.
func (t *TitleScene) Say(i int, note string) {
	t.notice, t.noticeText, t.noticeT = i, note, noticeTicks
}

// breathSteps is how many levels the title's slow breath of light takes:
// one step moves the name's alpha by 1.25%, too little to see as a step,
// and the breath changes the picture only a few times a second, so the
// title at rest is seldom drawn (scene.Rester).
const breathSteps = 16

// breathStep is the breath's level at tick ticks, 0 to breathSteps: a
// sine over about 9 seconds.
func breathStep(ticks int) int {
	return int(math.Round(breathSteps * (0.5 + 0.5*math.Sin(float64(ticks)/90))))
}

// Resting implements scene.Rester: the game may sleep unless a note is
// running out; the breath does not keep it awake (Stale).
func (t *TitleScene) Resting() bool { return t.noticeT == 0 }

// Stale implements scene.Pulsed: the breath has taken a step since the
// title was last drawn, and by the App's clock the last breath drawn is
// at least breathFrameGap old.
func (t *TitleScene) Stale() bool {
	if breathStep(t.breathTicks()) == t.drawnStep {
		return false
	}
	return t.app.Clock == nil || t.app.Clock().Sub(t.breathDrawn) >= breathFrameGap
}

// breathFrameGap is the least time between two frames drawn for the
// breath alone.
const breathFrameGap = 2 * time.Second

// breathTicks is how far the breath has gone: the title's own ticks, 60
// a second while the game is awake and 2 a second while it sleeps, so at
// rest the breath slows thirtyfold, without a jump when the game wakes.
// A frame of the title costs about 110 ms of CPU under Xvfb's software
// renderer (the whole window composed again): breathing at full pace by
// the clock, one frame every 2 s, the title at rest took 6.1% of a core
// (0.6% without the breath), over the 5% a game at rest may take (issue
// #25); at rest a step now comes at most every 5.6 s, and seldom near the
// breath's top and foot.
func (t *TitleScene) breathTicks() int { return t.ticks }

// Draw implements Scene.
func (t *TitleScene) Draw(screen *ebiten.Image) {
	u := t.u
	cx := float64(t.w) / 2
	mid := float64(t.h) / 2

	t.app.Table.Draw(screen)
	t.pen.Frame(screen, screen.Bounds(), u, render.Gilt)

	// Warm light pooled behind the name, breathing very slowly.
	t.drawnStep = breathStep(t.breathTicks())
	if t.app.Clock != nil {
		t.breathDrawn = t.app.Clock()
	}
	breath := float64(t.drawnStep) / breathSteps
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

	for i, label := range MenuLabels {
		if t.shown(i) {
			t.drawItem(screen, i, label, cx)
		}
	}
	t.drawStatus(screen)

	margin := 44 * u
	if t.hint != "" {
		render.DrawText(screen, t.hint, t.small, margin, float64(t.h)-margin, render.BottomLeft, render.Fade(render.Mist, 0.8))
	}
	t.drawNotice(screen)
	if v := VersionLabel(t.version); v != "" {
		render.DrawText(screen, v, t.small, float64(t.w)-margin, float64(t.h)-margin,
			render.BottomRight, render.Fade(render.Mist, 0.8))
	}
}

// drawNotice draws the line about the Notices: a gilt diamond, the first
// notice, and how to read them all.
func (t *TitleScene) drawNotice(screen *ebiten.Image) {
	first, how := t.NoticeLine()
	if first == "" {
		return
	}
	u, b := t.u, t.NoticeBox
	x, y := b.X0+6*u, b.Y0+6*u+t.small.Size*0.7
	t.pen.Diamond(screen, x+5*u, y, 5*u, render.Gilt)
	w := b.X1 - 6*u - (x + 18*u)
	c := render.Fade(render.GiltLight, 0.9)
	if t.noticeHover {
		c = render.GiltLight
	}
	render.DrawText(screen, widget.FitText(first, t.small, w), t.small, x+18*u, y, render.LeftMiddle, c)
	how = widget.FitText(how, t.small, w)
	y2 := y + t.small.Size*1.4
	render.DrawText(screen, how, t.small, x+18*u, y2, render.LeftMiddle, render.Fade(render.Mist, 0.9))
	if t.noticeHover {
		ly := float32(math.Round(y2 + t.small.Size*0.6))
		vector.StrokeLine(screen, float32(x+18*u), ly, float32(x+18*u+text.Advance(how, t.small)), ly, float32(math.Max(1, u)), render.Fade(render.Gilt, 0.7), true)
	}
}

func (t *TitleScene) drawItem(screen *ebiten.Image, i int, label string, cx float64) {
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
		// A long note (a file name) wraps onto a second line rather than
		// losing its end; a third line would crowd the next entry.
		lines := widget.Wrap(t.noticeText, t.note, float64(t.w)-x-50*u)
		if len(lines) > 2 {
			lines = append(lines[:1], widget.FitText(strings.Join(lines[1:], " "), t.note, float64(t.w)-x-50*u))
		}
		_, lh := text.Measure("M", t.note, 0)
		top := y + 2*u - float64(len(lines)-1)*lh/2
		for k, ln := range lines {
			render.DrawText(screen, ln, t.note, x, top+float64(k)*lh, render.LeftMiddle, render.Fade(render.Mist, a))
		}
	}
}

// statusX is where the saved match's status starts: clear of the widest
// menu entry beside it.
func (t *TitleScene) statusX() float64 {
	return math.Max(t.Items[MenuContinue].X1, t.Items[MenuSetAside].X1) + 24*t.u
}

// drawStatus writes why Continue is unavailable (or risky) beside it.
func (t *TitleScene) drawStatus(screen *ebiten.Image) {
	if len(t.Status) == 0 || t.notice == MenuContinue {
		return
	}
	lh := t.small.Size * 1.35
	x := t.statusX()
	y := t.menuY(MenuContinue) - t.menu.Size*0.45
	for k, line := range t.Status {
		c := render.Fade(render.Ivory, 0.8)
		if k == 0 {
			c = render.Gilt
		}
		render.DrawText(screen, line, t.small, x, y+float64(k)*lh, render.TopLeft, c)
	}
}

// VersionLabel is how a version string is shown: "v1.2.0" for a release
// number, the string itself otherwise ("dev").
func VersionLabel(v string) string {
	if v != "" && v[0] >= '0' && v[0] <= '9' {
		return "v" + v
	}
	return v
}

// hintText is the line at the foot: the Footnote, else the keys.
func (t *TitleScene) hintText() string {
	if t.Footnote != "" {
		return t.Footnote
	}
	return "Arrow keys to choose  ·  Enter to select  ·  F11 full screen  ·  Esc to quit"
}

// footRoom reports whether the key-hint line, width wide at the foot's
// left margin, clears the menu: it lies below the last entry, or beside
// every entry (a menu of seven reaches the foot at 1280×720, but its
// entries are centred and the hint sits at the left).
func (t *TitleScene) footRoom(margin, width float64) bool {
	footTop := float64(t.h) - margin - t.small.Size*1.2
	if footTop > t.menuY(len(MenuLabels)-1)+t.menu.Size*0.7 {
		return true
	}
	for i, b := range t.Items {
		if !t.shown(i) || b.Y1 <= footTop {
			continue
		}
		lw, _ := text.Measure(MenuLabels[i], t.menu, 0)
		inkLeft := (b.X0+b.X1)/2 - lw/2 - 30*t.u // the label and its selection lozenge
		if inkLeft < margin+width+12*t.u {
			return false
		}
	}
	return true
}
