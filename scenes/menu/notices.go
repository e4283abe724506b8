package menu

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules/userfile"

	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// NoticesScene shows the App's Notices in full: what the game left out or
// changed in the player's folder (a Season with problems, a setting out of
// range), with every file:line problem, word-wrapped and scrollable.
type NoticesScene struct {
	app  *scene.App
	back scene.Scene

	backBtn *widget.Button
	lines   []noticeLine
	TextH   float64
	Scroll  float64

	sk     widget.Skin
	chrome widget.Chrome
	form   widget.Form
	keys   widget.Keys
	w, h   int
	sheet  widget.Box
	Clip   widget.Box
	ctx    *scene.Context
}

// noticeLine is one laid-out line of the notices.
type noticeLine struct {
	s    string
	x, y float64 // y is the line's middle, from the top of the text
	face *text.GoTextFace
	col  color.RGBA
}

// NewNotices makes the notices screen; Back and Esc return to back.
func NewNotices(app *scene.App, back scene.Scene) *NoticesScene {
	n := &NoticesScene{app: app, back: back, form: widget.NewForm()}
	n.backBtn = &widget.Button{Label: "Back", OnPress: n.goBack}
	return n
}

func (n *NoticesScene) goBack() {
	if n.ctx != nil && n.back != nil {
		n.ctx.GoTo(n.back)
	}
}

// Shown is the text of the notices as laid out, one string a line.
func (n *NoticesScene) Shown() []string {
	out := make([]string, len(n.lines))
	for i, l := range n.lines {
		out[i] = l.s
	}
	return out
}

// Layout implements Scene.
func (n *NoticesScene) Layout(w, h int) {
	n.w, n.h = w, h
	n.sk.Setup(n.app.Fonts, n.app.Table, widget.ScaleFor(w, h, n.app.Settings))
	u := n.sk.U
	n.chrome.Layout(&n.sk, w, h, "Your folder")
	sw := math.Min(1040*u, float64(w)-120*u)
	top := n.chrome.Top(&n.sk)
	n.backBtn.Box = widget.BoxAt(float64(w)/2-80*u, float64(h)-74*u-46*u, 160*u, 46*u)
	n.sheet = widget.Box{X0: (float64(w) - sw) / 2, Y0: top, X1: (float64(w) + sw) / 2, Y1: n.backBtn.Box.Y0 - 18*u}
	n.Clip = widget.Box{X0: n.sheet.X0 + 10*u, Y0: n.sheet.Y0 + 10*u, X1: n.sheet.X1 - 10*u, Y1: n.sheet.Y1 - 10*u}
	n.form.Set([]widget.Widget{n.backBtn}, n.backBtn)
	n.layoutText()
}

// layoutText word-wraps every notice: its title in gilt, then its detail,
// indented (deeper for lines that start with spaces, the problems).
func (n *NoticesScene) layoutText() {
	u := n.sk.U
	pad := 30 * u
	width := n.Clip.W() - 2*pad
	n.lines = n.lines[:0]
	y := 22 * u
	add := func(s string, face *text.GoTextFace, indent float64, col color.RGBA) {
		lh := face.Size * 1.45
		for _, l := range widget.Wrap(s, face, width-indent) {
			n.lines = append(n.lines, noticeLine{s: l, x: pad + indent, y: y + lh/2, face: face, col: col})
			y += lh
		}
	}
	if len(n.app.Notices) == 0 {
		add("Everything in your folder was read as it is.", n.sk.Note, 0, render.Fade(render.Ivory, 0.8))
	}
	for i, nt := range n.app.Notices {
		if i > 0 {
			y += 18 * u
		}
		add(userfile.Printable(nt.Title), n.sk.Label, 0, render.GiltLight)
		y += 4 * u
		for _, d := range nt.Detail {
			indent := 22 * u
			if strings.HasPrefix(d, "    ") {
				indent = 46 * u
			}
			add(userfile.Printable(strings.TrimSpace(d)), n.sk.Field, indent, render.Fade(render.Ivory, 0.85))
		}
	}
	n.TextH = y + 20*u
	n.clampScroll()
}

func (n *NoticesScene) clampScroll() {
	n.Scroll = math.Max(0, math.Min(n.Scroll, n.TextH-n.Clip.H()))
}

// Update implements Scene.
func (n *NoticesScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&n.keys)
	n.Handle(ctx, &n.keys)
	return nil
}

// Resting implements scene.Rester: nothing here moves by itself.
func (n *NoticesScene) Resting() bool { return !n.form.Blinking() }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (n *NoticesScene) Hot(p input.Point) bool { return n.form.At(p) >= 0 }

func (n *NoticesScene) Handle(ctx *scene.Context, in *widget.Keys) {
	n.ctx = ctx
	defer func() { n.ctx = nil }()
	if ctx.Fading() {
		return
	}
	line := 40 * n.sk.U
	page := n.Clip.H() * 0.85
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyEscape:
			n.goBack()
			return
		case ebiten.KeyArrowUp:
			n.Scroll -= line
		case ebiten.KeyArrowDown:
			n.Scroll += line
		case ebiten.KeyPageUp:
			n.Scroll -= page
		case ebiten.KeyPageDown:
			n.Scroll += page
		case ebiten.KeyHome:
			n.Scroll = 0
		case ebiten.KeyEnd:
			n.Scroll = n.TextH
		}
	}
	n.Scroll -= 60 * n.sk.U * in.Wheel
	n.clampScroll()
	// The Back button takes clicks, Enter and Space; the arrows scroll.
	var btn widget.Keys
	for _, k := range in.Pressed {
		if k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeySpace {
			btn.Pressed = append(btn.Pressed, k)
		}
	}
	n.form.Update(&btn, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (n *NoticesScene) Draw(screen *ebiten.Image) {
	sk := &n.sk
	u := sk.U
	n.chrome.Draw(screen, sk, "What the game left out or changed, and why", "↑ ↓, Page Up / Page Down or the wheel to scroll  ·  Esc to go back")
	sk.Sheet(screen, n.sheet)
	c := n.Clip
	clip := screen.SubImage(image.Rect(int(c.X0), int(c.Y0), int(math.Ceil(c.X1)), int(math.Ceil(c.Y1)))).(*ebiten.Image)
	for _, l := range n.lines {
		y := c.Y0 + l.y - n.Scroll
		if y+l.face.Size < c.Y0 || y-l.face.Size > c.Y1 {
			continue
		}
		render.DrawText(clip, l.s, l.face, c.X0+l.x, y, render.LeftMiddle, l.col)
	}
	if n.TextH > c.H() {
		// A thin gilt thumb shows where in the text the view is.
		th := math.Max(30*u, c.H()*c.H()/n.TextH)
		ty := c.Y0 + (c.H()-th)*n.Scroll/(n.TextH-c.H())
		sk.Panel(screen, widget.Box{X0: c.X1 - 5*u, Y0: ty, X1: c.X1 - 1*u, Y1: ty + th}, 1.5*u, render.Fade(render.Gilt, 0.55), render.Fade(render.Gilt, 0.55), 0)
	}
	n.form.Draw(screen, sk)
}
