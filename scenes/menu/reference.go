package menu

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"twilight/input"
	"twilight/render"

	"twilight/scenes/folder"
	"twilight/scenes/rulesref"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// ReferenceScene is the rules reference: a searchable list of entries on
// the left (type to filter, arrow keys to choose) and the chosen entry on
// the right, word-wrapped and scrollable.
type ReferenceScene struct {
	app     *scene.App
	back    scene.Scene
	book    []rulesref.RefEntry
	loadErr error

	Search  *widget.TextField
	backBtn *widget.Button
	shown   []int // entries matching the search, best first
	sel     int   // index into shown
	query   string

	listScroll, textScroll float64
	rows                   []listRow
	lines                  []textLine
	textH                  float64 // height of the laid-out text
	laidFor                int     // entry the text was laid out for, or -1

	sk       widget.Skin
	chrome   widget.Chrome
	form     widget.Form
	keys     widget.Keys
	w, h     int
	listBox  widget.Box // the list's panel
	listClip widget.Box // where rows are drawn
	textBox  widget.Box // the text's panel
	textClip widget.Box
	body     *text.GoTextFace
	rowFace  *text.GoTextFace
	headFace *text.GoTextFace
	capFace  *text.GoTextFace
	titleG   render.Gilded
	ctx      *scene.Context
	mouse    input.Point
}

// listRow is one row of the list: a chapter heading (entry -1) or an
// entry.
type listRow struct {
	entry int
	label string
	y, h  float64
}

// textLine is one laid-out line of the text pane.
type textLine struct {
	s      string
	y      float64 // baseline-middle, from the top of the content
	bullet bool    // the first line of a bullet: draw a lozenge before it
	x      float64 // indent
	face   *text.GoTextFace
	c      render.Anchor
}

// NewReference opens the rules reference at its first entry; Esc and
// Back return to back.
func NewReference(app *scene.App, back scene.Scene) *ReferenceScene {
	r := &ReferenceScene{app: app, back: back, form: widget.NewForm(), laidFor: -1}
	r.book, r.loadErr = rulesref.ReferenceBook()
	r.Search = &widget.TextField{Placeholder: "Type to search", Max: 40, OnChange: func(string) { r.filter() }}
	r.backBtn = &widget.Button{Label: "Back", OnPress: r.goBack}
	r.filter()
	return r
}

// NewReferenceAt opens the rules reference at the entry for keyword (a
// keyword as printed on a card, or any rules term), or at the first
// entry if there is none.
func NewReferenceAt(app *scene.App, keyword string, back scene.Scene) scene.Scene {
	r := NewReference(app, back)
	if i, ok := rulesref.LookupReference(r.book, keyword); ok {
		r.showEntry(i)
	}
	return r
}

// showEntry selects entry i, clearing the search if need be.
func (r *ReferenceScene) showEntry(i int) {
	for si, e := range r.shown {
		if e == i {
			r.sel = si
			r.textScroll = 0
			r.scrollListToSelection()
			return
		}
	}
	r.Search.SetValue("")
	r.filter()
	r.showEntry(i)
}

// Selected is the entry shown, or -1.
func (r *ReferenceScene) Selected() (title string, ok bool) {
	if r.sel < 0 || r.sel >= len(r.shown) {
		return "", false
	}
	return r.book[r.shown[r.sel]].Title, true
}

// Shown are the titles of the entries the search lets through, in order.
func (r *ReferenceScene) Shown() []string {
	var out []string
	for _, i := range r.shown {
		out = append(out, r.book[i].Title)
	}
	return out
}

// filter re-applies the search.
func (r *ReferenceScene) filter() {
	q := r.Search.Value()
	if q == r.query && r.shown != nil {
		return
	}
	r.query = q
	r.shown = rulesref.FilterReference(r.book, q)
	r.sel = 0
	r.listScroll, r.textScroll = 0, 0
	r.laidFor = -1
	r.layoutList()
}

func (r *ReferenceScene) goBack() {
	if r.ctx != nil && r.back != nil {
		r.ctx.GoTo(r.back)
	}
}

// Layout implements Scene.
func (r *ReferenceScene) Layout(w, h int) {
	r.w, r.h = w, h
	r.sk.Setup(r.app.Fonts, r.app.Table, widget.ScaleFor(w, h, r.app.Settings))
	u := r.sk.U
	r.chrome.Layout(&r.sk, w, h, "Rules reference")
	r.body = render.Face(r.app.Fonts.Serif, widget.Px(21, u, 14))
	r.body.SetFeature(text.MustParseTag("lnum"), 1)
	r.rowFace = render.Face(r.app.Fonts.Serif, widget.Px(20, u, 13))
	r.headFace = render.Face(r.app.Fonts.Italic, widget.Px(17, u, 12))
	r.capFace = render.Face(r.app.Fonts.Italic, widget.Px(18, u, 12))
	r.capFace.SetFeature(text.MustParseTag("lnum"), 1)

	margin := 70 * u
	top := r.chrome.Top(&r.sk) - 4*u
	bottom := float64(h) - 74*u
	listW := 340 * u
	r.listBox = widget.Box{X0: margin, Y0: top, X1: margin + listW, Y1: bottom}
	r.Search.Box = widget.BoxAt(r.listBox.X0+16*u, r.listBox.Y0+16*u, listW-32*u, 38*u)
	r.backBtn.Box = widget.BoxAt(r.listBox.X0+16*u, r.listBox.Y1-16*u-40*u, 120*u, 40*u)
	r.listClip = widget.Box{X0: r.listBox.X0 + 6*u, Y0: r.Search.Box.Y1 + 12*u, X1: r.listBox.X1 - 6*u, Y1: r.backBtn.Box.Y0 - 12*u}
	r.textBox = widget.Box{X0: r.listBox.X1 + 22*u, Y0: top, X1: float64(w) - margin, Y1: bottom}
	r.textClip = widget.Box{X0: r.textBox.X0 + 8*u, Y0: r.textBox.Y0 + 8*u, X1: r.textBox.X1 - 8*u, Y1: r.textBox.Y1 - 8*u}
	r.form.Set([]widget.Widget{r.Search, r.backBtn}, r.Search)
	r.layoutList()
	r.scrollListToSelection()
	r.laidFor = -1
}

// layoutList places the list's rows: with no search, under chapter
// headings; while searching, in order of relevance.
func (r *ReferenceScene) layoutList() {
	u := r.sk.U
	if u == 0 {
		return
	}
	r.rows = r.rows[:0]
	y := 0.0
	chapter := ""
	for _, i := range r.shown {
		e := &r.book[i]
		if r.query == "" && e.Chapter != chapter {
			chapter = e.Chapter
			if y > 0 {
				y += 8 * u
			}
			r.rows = append(r.rows, listRow{entry: -1, label: chapter, y: y, h: 30 * u})
			y += 30 * u
		}
		r.rows = append(r.rows, listRow{entry: i, label: e.Title, y: y, h: 32 * u})
		y += 32 * u
	}
}

// rowOf is the list row of the selected entry, or -1.
func (r *ReferenceScene) rowOf(sel int) int {
	if sel < 0 || sel >= len(r.shown) {
		return -1
	}
	for i, row := range r.rows {
		if row.entry == r.shown[sel] {
			return i
		}
	}
	return -1
}

func (r *ReferenceScene) listHeight() float64 {
	if len(r.rows) == 0 {
		return 0
	}
	last := r.rows[len(r.rows)-1]
	return last.y + last.h
}

// scrollListToSelection keeps the selected row (and its chapter heading,
// when it is the chapter's first entry) in view.
func (r *ReferenceScene) scrollListToSelection() {
	i := r.rowOf(r.sel)
	if i < 0 {
		return
	}
	row := r.rows[i]
	y0 := row.y
	if i > 0 && r.rows[i-1].entry < 0 {
		y0 = r.rows[i-1].y
	}
	if i == 1 {
		y0 = 0
	}
	view := r.listClip.H()
	if y0 < r.listScroll {
		r.listScroll = y0
	}
	if row.y+row.h > r.listScroll+view {
		r.listScroll = row.y + row.h - view
	}
	r.clampList()
}

func (r *ReferenceScene) clampList() {
	r.listScroll = math.Max(0, math.Min(r.listScroll, r.listHeight()-r.listClip.H()))
}

func (r *ReferenceScene) clampText() {
	r.textScroll = math.Max(0, math.Min(r.textScroll, r.textH-r.textClip.H()))
}

// layoutText word-wraps the selected entry for the text pane.
func (r *ReferenceScene) layoutText() {
	if len(r.shown) == 0 || r.sk.U == 0 {
		r.lines, r.textH, r.laidFor = nil, 0, -1
		return
	}
	ei := r.shown[r.sel]
	if ei == r.laidFor {
		return
	}
	r.laidFor = ei
	u := r.sk.U
	e := &r.book[ei]
	r.titleG.Set(e.Title, render.Face(r.app.Fonts.Serif, widget.Px(40, u, 24)))
	r.lines = r.lines[:0]
	pad := 36 * u
	width := r.textClip.W() - 2*pad - 14*u
	lh := r.body.Size * 1.5
	y := 100 * u // under the title, the citation and the rule
	for bi, bl := range e.Body {
		if bi > 0 && !(bl.Bullet && e.Body[bi-1].Bullet) {
			y += lh * 0.45
		}
		indent := 0.0
		if bl.Bullet {
			indent = 26 * u
		}
		for li, s := range widget.Wrap(bl.Text, r.body, width-indent) {
			r.lines = append(r.lines, textLine{s: s, y: y + lh/2, bullet: bl.Bullet && li == 0, x: pad + indent, face: r.body})
			y += lh
		}
	}
	r.textH = y + 24*u
	r.clampText()
}

// Typing implements scene.Typist: letters go to the search field.
func (r *ReferenceScene) Typing() bool { return true }

// Update implements Scene.
func (r *ReferenceScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&r.keys)
	r.Handle(ctx, &r.keys)
	return nil
}

// Resting implements scene.Rester: only the search field's caret moves by
// itself, and it stops blinking a while after the last key.
func (r *ReferenceScene) Resting() bool { return !r.form.Blinking() }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (r *ReferenceScene) Hot(p input.Point) bool { return r.form.At(p) >= 0 }

func (r *ReferenceScene) Handle(ctx *scene.Context, in *widget.Keys) {
	r.ctx = ctx
	defer func() { r.ctx = nil }()
	r.mouse = ctx.Cursor
	if ctx.Fading() {
		return
	}
	r.layoutText()
	page := r.textClip.H() * 0.85
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyEscape:
			if r.Search.Value() != "" {
				r.Search.SetValue("")
				r.filter()
				continue
			}
			r.goBack()
			return
		case ebiten.KeyArrowUp:
			r.choose(r.sel - 1)
		case ebiten.KeyArrowDown:
			r.choose(r.sel + 1)
		case ebiten.KeyTab:
			if in.Shift {
				r.choose(r.sel - 1)
			} else {
				r.choose(r.sel + 1)
			}
		case ebiten.KeyPageUp:
			r.textScroll -= page
		case ebiten.KeyPageDown:
			r.textScroll += page
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			// nothing to open: the entry is already shown
		default:
			r.Search.Key(k, in)
		}
	}
	for _, c := range in.Chars {
		if c != ' ' { // Space arrives as a key too
			r.Search.Typed(c)
		}
	}
	if len(in.Pressed) > 0 || len(in.Chars) > 0 {
		r.form.Stir() // the keys belong to the search: its caret wakes
	}
	if in.Wheel != 0 {
		step := 60 * r.sk.U * in.Wheel
		if r.listBox.Contains(ctx.Cursor) {
			r.listScroll -= step
			r.clampList()
		} else {
			r.textScroll -= step
		}
	}
	for _, g := range ctx.Gestures {
		r.gesture(g)
	}
	// The Back button takes clicks; keys belong to the search.
	r.form.Update(&widget.Keys{}, ctx.Gestures, ctx.Cursor)
	r.form.Focus = 0
	r.layoutText()
	r.clampText()
}

// choose selects shown entry i (clamped).
func (r *ReferenceScene) choose(i int) {
	if len(r.shown) == 0 {
		return
	}
	i = min(max(i, 0), len(r.shown)-1)
	if i != r.sel {
		r.sel = i
		r.textScroll = 0
	}
	r.scrollListToSelection()
}

func (r *ReferenceScene) gesture(g input.Gesture) {
	switch g.Kind {
	case input.Click:
		if !r.listClip.Contains(g.Pos) {
			return
		}
		y := g.Pos.Y - r.listClip.Y0 + r.listScroll
		for _, row := range r.rows {
			if row.entry >= 0 && y >= row.y && y < row.y+row.h {
				for si, e := range r.shown {
					if e == row.entry {
						r.choose(si)
					}
				}
			}
		}
	case input.Drag:
		switch {
		case r.textClip.Contains(g.Start):
			r.textScroll -= g.Delta.Y
		case r.listClip.Contains(g.Start):
			r.listScroll -= g.Delta.Y
			r.clampList()
		}
	}
}

// Draw implements Scene.
func (r *ReferenceScene) Draw(screen *ebiten.Image) {
	sk := &r.sk
	r.layoutText()
	r.chrome.Draw(screen, sk, "", "Type to search  ·  ↑ ↓ to choose  ·  Page Up / Page Down to scroll  ·  Esc to clear or go back")
	sk.Sheet(screen, r.listBox)
	sk.Sheet(screen, r.textBox)
	r.drawList(screen)
	r.drawText(screen)
	r.form.Draw(screen, sk)
	if r.loadErr != nil {
		render.DrawText(screen, "The reference could not be read: "+folder.PlainError(r.loadErr), sk.Note, float64(r.w)/2, float64(r.h)/2, render.Center, widget.ErrorInk)
	}
}

func (r *ReferenceScene) drawList(screen *ebiten.Image) {
	sk := &r.sk
	u := sk.U
	c := r.listClip
	clip := screen.SubImage(image.Rect(int(c.X0), int(c.Y0), int(math.Ceil(c.X1)), int(math.Ceil(c.Y1)))).(*ebiten.Image)
	selEntry := -1
	if r.sel >= 0 && r.sel < len(r.shown) {
		selEntry = r.shown[r.sel]
	}
	for _, row := range r.rows {
		y := c.Y0 + row.y - r.listScroll
		if y+row.h < c.Y0 || y > c.Y1 {
			continue
		}
		mid := y + row.h/2
		if row.entry < 0 {
			render.DrawText(clip, row.label, r.headFace, c.X0+18*u, mid+2*u, render.LeftMiddle, render.Fade(render.Gilt, 0.8))
			continue
		}
		col := render.Fade(render.Ivory, 0.78)
		if row.entry == selEntry {
			band := widget.Box{X0: c.X0 + 4*u, Y0: y + 1*u, X1: c.X1 - 4*u, Y1: y + row.h - 1*u}
			sk.Panel(clip, band, 5*u, render.Fade(render.GiltDeep, 0.35), render.Fade(render.Gilt, 0.45), math.Max(1, u))
			sk.Pen.Diamond(clip, c.X0+20*u, mid, 4.5*u, render.Gilt)
			col = render.GiltLight
		} else if r.hoverRow(row, y) {
			col = render.Ivory
		}
		label := widget.FitText(row.label, r.rowFace, c.W()-52*u)
		render.DrawText(clip, label, r.rowFace, c.X0+34*u, mid-1*u, render.LeftMiddle, col)
	}
	if len(r.rows) == 0 {
		render.DrawText(screen, "Nothing matches.", r.capFace, (c.X0+c.X1)/2, c.Y0+40*u, render.Center, render.Fade(render.Mist, 0.9))
	}
	r.scrollbar(screen, c, r.listScroll, r.listHeight(), c.X1-3*u)
	// A soft fade where rows slide under the edges.
	r.edgeFade(screen, c)
}

// hoverRow reports whether the mouse is over a list row drawn at y.
func (r *ReferenceScene) hoverRow(row listRow, y float64) bool {
	return r.form.Hover < 0 && r.listClip.Contains(r.cursor()) && r.cursor().Y >= y && r.cursor().Y < y+row.h
}

func (r *ReferenceScene) cursor() input.Point { return r.mouse }

func (r *ReferenceScene) drawText(screen *ebiten.Image) {
	sk := &r.sk
	u := sk.U
	c := r.textClip
	clip := screen.SubImage(image.Rect(int(c.X0), int(c.Y0), int(math.Ceil(c.X1)), int(math.Ceil(c.Y1)))).(*ebiten.Image)
	if len(r.shown) == 0 {
		render.DrawText(clip, "No entry matches “"+r.Search.Value()+"”.", r.capFace, (c.X0+c.X1)/2, c.Y0+80*u, render.Center, render.Fade(render.Mist, 0.9))
		return
	}
	e := &r.book[r.shown[r.sel]]
	top := c.Y0 - r.textScroll
	pad := 36 * u
	tw, _ := r.titleG.Size()
	r.titleG.Draw(clip, c.X0+pad+tw/2, top+40*u, 0.35)
	meta := e.Chapter
	if e.See != "" {
		meta += "  ·  " + e.See
	}
	render.DrawText(clip, widget.FitText(meta, r.capFace, c.W()-2*pad), r.capFace, c.X0+pad, top+76*u, render.LeftMiddle, render.Fade(render.Mist, 0.95))
	vector.StrokeLine(clip, float32(c.X0+pad), float32(top+92*u), float32(c.X1-pad), float32(top+92*u), float32(math.Max(1, u)), render.Fade(render.Gilt, 0.3), true)
	for _, l := range r.lines {
		y := top + l.y
		if y < c.Y0-40*u || y > c.Y1+40*u {
			continue
		}
		if l.bullet {
			sk.Pen.Diamond(clip, c.X0+l.x-14*u, y, 4*u, render.Fade(render.Gilt, 0.9))
		}
		render.DrawText(clip, l.s, l.face, c.X0+l.x, y, render.LeftMiddle, render.Fade(render.Ivory, 0.92))
	}
	r.scrollbar(screen, c, r.textScroll, r.textH, c.X1-6*u)
	r.edgeFade(screen, c)
}

// scrollbar draws a thin gilt thumb at x when content overflows view b.
func (r *ReferenceScene) scrollbar(dst *ebiten.Image, b widget.Box, scroll, content, x float64) {
	if content <= b.H()+1 {
		return
	}
	u := r.sk.U
	frac := b.H() / content
	th := math.Max(24*u, b.H()*frac)
	ty := b.Y0 + (b.H()-th)*(scroll/(content-b.H()))
	w := float32(math.Max(1.5, 3*u))
	vector.StrokeLine(dst, float32(x), float32(b.Y0+6*u), float32(x), float32(b.Y1-6*u), w, render.Fade(render.Mist, 0.15), true)
	vector.StrokeLine(dst, float32(x), float32(ty+3*u), float32(x), float32(ty+th-3*u), w, render.Fade(render.Gilt, 0.7), true)
}

// edgeFade darkens a few pixels at the top and bottom of b, so scrolled
// lines melt into the panel instead of being cut.
func (r *ReferenceScene) edgeFade(dst *ebiten.Image, b widget.Box) {
	u := r.sk.U
	n := 8
	step := 2.0 * u
	for i := range n {
		a := 0.5 * (1 - float64(i)/float64(n))
		a *= a
		c := render.Fade(render.Ink, a)
		vector.DrawFilledRect(dst, float32(b.X0), float32(b.Y0+float64(i)*step), float32(b.W()), float32(step), c, false)
		vector.DrawFilledRect(dst, float32(b.X0), float32(b.Y1-float64(i+1)*step), float32(b.W()), float32(step), c, false)
	}
}
