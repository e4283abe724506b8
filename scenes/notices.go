package scenes

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules/userfile"
)

// NoticesScene shows the App's Notices in full: what the game left out or
// changed in the player's folder (a Season with problems, a setting out of
// range), with every file:line problem, word-wrapped and scrollable.
type NoticesScene struct {
	app  *App
	back Scene

	backBtn *Button
	lines   []noticeLine
	textH   float64
	scroll  float64

	sk     skin
	chrome chrome
	form   form
	keys   keys
	w, h   int
	sheet  box
	clip   box
	ctx    *Context
}

// noticeLine is one laid-out line of the notices.
type noticeLine struct {
	s    string
	x, y float64 // y is the line's middle, from the top of the text
	face *text.GoTextFace
	col  color.RGBA
}

// NewNotices makes the notices screen; Back and Esc return to back.
func NewNotices(app *App, back Scene) *NoticesScene {
	n := &NoticesScene{app: app, back: back, form: newForm()}
	n.backBtn = &Button{Label: "Back", OnPress: n.goBack}
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
	n.sk.setup(n.app.Fonts, scaleFor(w, h, n.app.Settings))
	u := n.sk.u
	n.chrome.layout(&n.sk, w, h, "Your folder")
	sw := math.Min(1040*u, float64(w)-120*u)
	top := n.chrome.top(&n.sk)
	n.backBtn.Box = boxAt(float64(w)/2-80*u, float64(h)-74*u-46*u, 160*u, 46*u)
	n.sheet = box{(float64(w) - sw) / 2, top, (float64(w) + sw) / 2, n.backBtn.Box.y0 - 18*u}
	n.clip = box{n.sheet.x0 + 10*u, n.sheet.y0 + 10*u, n.sheet.x1 - 10*u, n.sheet.y1 - 10*u}
	n.form.set([]widget{n.backBtn}, n.backBtn)
	n.layoutText()
}

// layoutText word-wraps every notice: its title in gilt, then its detail,
// indented (deeper for lines that start with spaces, the problems).
func (n *NoticesScene) layoutText() {
	u := n.sk.u
	pad := 30 * u
	width := n.clip.w() - 2*pad
	n.lines = n.lines[:0]
	y := 22 * u
	add := func(s string, face *text.GoTextFace, indent float64, col color.RGBA) {
		lh := face.Size * 1.45
		for _, l := range wrap(s, face, width-indent) {
			n.lines = append(n.lines, noticeLine{s: l, x: pad + indent, y: y + lh/2, face: face, col: col})
			y += lh
		}
	}
	if len(n.app.Notices) == 0 {
		add("Everything in your folder was read as it is.", n.sk.note, 0, render.Fade(render.Ivory, 0.8))
	}
	for i, nt := range n.app.Notices {
		if i > 0 {
			y += 18 * u
		}
		add(userfile.Printable(nt.Title), n.sk.label, 0, render.GiltLight)
		y += 4 * u
		for _, d := range nt.Detail {
			indent := 22 * u
			if strings.HasPrefix(d, "    ") {
				indent = 46 * u
			}
			add(userfile.Printable(strings.TrimSpace(d)), n.sk.field, indent, render.Fade(render.Ivory, 0.85))
		}
	}
	n.textH = y + 20*u
	n.clampScroll()
}

func (n *NoticesScene) clampScroll() {
	n.scroll = math.Max(0, math.Min(n.scroll, n.textH-n.clip.h()))
}

// Update implements Scene.
func (n *NoticesScene) Update(ctx *Context) error {
	readKeys(&n.keys)
	n.update(ctx, &n.keys)
	return nil
}

func (n *NoticesScene) update(ctx *Context, in *keys) {
	n.ctx = ctx
	defer func() { n.ctx = nil }()
	if ctx.fading() {
		return
	}
	line := 40 * n.sk.u
	page := n.clip.h() * 0.85
	for _, k := range in.pressed {
		switch k {
		case ebiten.KeyEscape:
			n.goBack()
			return
		case ebiten.KeyArrowUp:
			n.scroll -= line
		case ebiten.KeyArrowDown:
			n.scroll += line
		case ebiten.KeyPageUp:
			n.scroll -= page
		case ebiten.KeyPageDown:
			n.scroll += page
		case ebiten.KeyHome:
			n.scroll = 0
		case ebiten.KeyEnd:
			n.scroll = n.textH
		}
	}
	n.scroll -= 60 * n.sk.u * in.wheel
	n.clampScroll()
	// The Back button takes clicks, Enter and Space; the arrows scroll.
	var btn keys
	for _, k := range in.pressed {
		if k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter || k == ebiten.KeySpace {
			btn.pressed = append(btn.pressed, k)
		}
	}
	n.form.update(&btn, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (n *NoticesScene) Draw(screen *ebiten.Image) {
	sk := &n.sk
	u := sk.u
	n.chrome.draw(screen, sk, "What the game left out or changed, and why", "↑ ↓, Page Up / Page Down or the wheel to scroll  ·  Esc to go back")
	sk.sheet(screen, n.sheet)
	c := n.clip
	clip := screen.SubImage(image.Rect(int(c.x0), int(c.y0), int(math.Ceil(c.x1)), int(math.Ceil(c.y1)))).(*ebiten.Image)
	for _, l := range n.lines {
		y := c.y0 + l.y - n.scroll
		if y+l.face.Size < c.y0 || y-l.face.Size > c.y1 {
			continue
		}
		render.DrawText(clip, l.s, l.face, c.x0+l.x, y, render.LeftMiddle, l.col)
	}
	if n.textH > c.h() {
		// A thin gilt thumb shows where in the text the view is.
		th := math.Max(30*u, c.h()*c.h()/n.textH)
		ty := c.y0 + (c.h()-th)*n.scroll/(n.textH-c.h())
		sk.panel(screen, box{c.x1 - 5*u, ty, c.x1 - 1*u, ty + th}, 1.5*u, render.Fade(render.Gilt, 0.55), render.Fade(render.Gilt, 0.55), 0)
	}
	n.form.draw(screen, sk)
}
