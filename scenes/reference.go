package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"twilight/input"
	"twilight/render"
)

// ReferenceScene is the rules reference: a searchable list of entries on
// the left (type to filter, arrow keys to choose) and the chosen entry on
// the right, word-wrapped and scrollable.
type ReferenceScene struct {
	app     *App
	back    Scene
	book    []refEntry
	loadErr error

	search  *TextField
	backBtn *Button
	shown   []int // entries matching the search, best first
	sel     int   // index into shown
	query   string

	listScroll, textScroll float64
	rows                   []listRow
	lines                  []textLine
	textH                  float64 // height of the laid-out text
	laidFor                int     // entry the text was laid out for, or -1

	sk       skin
	chrome   chrome
	form     form
	keys     keys
	w, h     int
	listBox  box // the list's panel
	listClip box // where rows are drawn
	textBox  box // the text's panel
	textClip box
	body     *text.GoTextFace
	rowFace  *text.GoTextFace
	headFace *text.GoTextFace
	capFace  *text.GoTextFace
	titleG   render.Gilded
	ctx      *Context
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
func NewReference(app *App, back Scene) *ReferenceScene {
	r := &ReferenceScene{app: app, back: back, form: newForm(), laidFor: -1}
	r.book, r.loadErr = referenceBook()
	r.search = &TextField{Placeholder: "Type to search", Max: 40, OnChange: func(string) { r.filter() }}
	r.backBtn = &Button{Label: "Back", OnPress: r.goBack}
	r.filter()
	return r
}

// NewReferenceAt opens the rules reference at the entry for keyword (a
// keyword as printed on a card, or any rules term), or at the first
// entry if there is none.
func NewReferenceAt(app *App, keyword string, back Scene) Scene {
	r := NewReference(app, back)
	if i, ok := lookupReference(r.book, keyword); ok {
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
	r.search.SetValue("")
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
	q := r.search.Value()
	if q == r.query && r.shown != nil {
		return
	}
	r.query = q
	r.shown = filterReference(r.book, q)
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
	r.sk.setup(r.app.Fonts, scaleFor(w, h, r.app.Settings))
	u := r.sk.u
	r.chrome.layout(&r.sk, w, h, "Rules reference")
	r.body = render.Face(r.app.Fonts.Serif, px(21, u, 14))
	r.body.SetFeature(text.MustParseTag("lnum"), 1)
	r.rowFace = render.Face(r.app.Fonts.Serif, px(20, u, 13))
	r.headFace = render.Face(r.app.Fonts.Italic, px(17, u, 12))
	r.capFace = render.Face(r.app.Fonts.Italic, px(18, u, 12))
	r.capFace.SetFeature(text.MustParseTag("lnum"), 1)

	margin := 70 * u
	top := r.chrome.top(&r.sk) - 4*u
	bottom := float64(h) - 74*u
	listW := 340 * u
	r.listBox = box{margin, top, margin + listW, bottom}
	r.search.Box = boxAt(r.listBox.x0+16*u, r.listBox.y0+16*u, listW-32*u, 38*u)
	r.backBtn.Box = boxAt(r.listBox.x0+16*u, r.listBox.y1-16*u-40*u, 120*u, 40*u)
	r.listClip = box{r.listBox.x0 + 6*u, r.search.Box.y1 + 12*u, r.listBox.x1 - 6*u, r.backBtn.Box.y0 - 12*u}
	r.textBox = box{r.listBox.x1 + 22*u, top, float64(w) - margin, bottom}
	r.textClip = box{r.textBox.x0 + 8*u, r.textBox.y0 + 8*u, r.textBox.x1 - 8*u, r.textBox.y1 - 8*u}
	r.form.set([]widget{r.search, r.backBtn}, r.search)
	r.layoutList()
	r.scrollListToSelection()
	r.laidFor = -1
}

// layoutList places the list's rows: with no search, under chapter
// headings; while searching, in order of relevance.
func (r *ReferenceScene) layoutList() {
	u := r.sk.u
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
	view := r.listClip.h()
	if y0 < r.listScroll {
		r.listScroll = y0
	}
	if row.y+row.h > r.listScroll+view {
		r.listScroll = row.y + row.h - view
	}
	r.clampList()
}

func (r *ReferenceScene) clampList() {
	r.listScroll = math.Max(0, math.Min(r.listScroll, r.listHeight()-r.listClip.h()))
}

func (r *ReferenceScene) clampText() {
	r.textScroll = math.Max(0, math.Min(r.textScroll, r.textH-r.textClip.h()))
}

// layoutText word-wraps the selected entry for the text pane.
func (r *ReferenceScene) layoutText() {
	if len(r.shown) == 0 || r.sk.u == 0 {
		r.lines, r.textH, r.laidFor = nil, 0, -1
		return
	}
	ei := r.shown[r.sel]
	if ei == r.laidFor {
		return
	}
	r.laidFor = ei
	u := r.sk.u
	e := &r.book[ei]
	r.titleG.Set(e.Title, render.Face(r.app.Fonts.Serif, px(40, u, 24)))
	r.lines = r.lines[:0]
	pad := 36 * u
	width := r.textClip.w() - 2*pad - 14*u
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
		for li, s := range wrap(bl.Text, r.body, width-indent) {
			r.lines = append(r.lines, textLine{s: s, y: y + lh/2, bullet: bl.Bullet && li == 0, x: pad + indent, face: r.body})
			y += lh
		}
	}
	r.textH = y + 24*u
	r.clampText()
}

// Update implements Scene.
func (r *ReferenceScene) Update(ctx *Context) error {
	readKeys(&r.keys)
	r.update(ctx, &r.keys)
	return nil
}

func (r *ReferenceScene) update(ctx *Context, in *keys) {
	r.ctx = ctx
	defer func() { r.ctx = nil }()
	r.mouse = ctx.Cursor
	if ctx.fading() {
		return
	}
	r.layoutText()
	page := r.textClip.h() * 0.85
	for _, k := range in.pressed {
		switch k {
		case ebiten.KeyEscape:
			if r.search.Value() != "" {
				r.search.SetValue("")
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
			if in.shift {
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
			r.search.key(k, in)
		}
	}
	for _, c := range in.chars {
		if c != ' ' { // Space arrives as a key too
			r.search.typed(c)
		}
	}
	if in.wheel != 0 {
		step := 60 * r.sk.u * in.wheel
		if r.listBox.contains(ctx.Cursor) {
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
	r.form.update(&keys{}, ctx.Gestures, ctx.Cursor)
	r.form.focus = 0
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
		if !r.listClip.contains(g.Pos) {
			return
		}
		y := g.Pos.Y - r.listClip.y0 + r.listScroll
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
		case r.textClip.contains(g.Start):
			r.textScroll -= g.Delta.Y
		case r.listClip.contains(g.Start):
			r.listScroll -= g.Delta.Y
			r.clampList()
		}
	}
}

// Draw implements Scene.
func (r *ReferenceScene) Draw(screen *ebiten.Image) {
	sk := &r.sk
	r.layoutText()
	r.chrome.draw(screen, sk, "", "Type to search  ·  ↑ ↓ to choose  ·  Page Up / Page Down to scroll  ·  Esc to clear or go back")
	sk.sheet(screen, r.listBox)
	sk.sheet(screen, r.textBox)
	r.drawList(screen)
	r.drawText(screen)
	r.form.draw(screen, sk)
	if r.loadErr != nil {
		render.DrawText(screen, "The reference could not be read: "+plainError(r.loadErr), sk.note, float64(r.w)/2, float64(r.h)/2, render.Center, errorInk)
	}
}

func (r *ReferenceScene) drawList(screen *ebiten.Image) {
	sk := &r.sk
	u := sk.u
	c := r.listClip
	clip := screen.SubImage(image.Rect(int(c.x0), int(c.y0), int(math.Ceil(c.x1)), int(math.Ceil(c.y1)))).(*ebiten.Image)
	selEntry := -1
	if r.sel >= 0 && r.sel < len(r.shown) {
		selEntry = r.shown[r.sel]
	}
	for _, row := range r.rows {
		y := c.y0 + row.y - r.listScroll
		if y+row.h < c.y0 || y > c.y1 {
			continue
		}
		mid := y + row.h/2
		if row.entry < 0 {
			render.DrawText(clip, row.label, r.headFace, c.x0+18*u, mid+2*u, render.LeftMiddle, render.Fade(render.Gilt, 0.8))
			continue
		}
		col := render.Fade(render.Ivory, 0.78)
		if row.entry == selEntry {
			band := box{c.x0 + 4*u, y + 1*u, c.x1 - 4*u, y + row.h - 1*u}
			sk.panel(clip, band, 5*u, render.Fade(render.GiltDeep, 0.35), render.Fade(render.Gilt, 0.45), math.Max(1, u))
			sk.pen.Diamond(clip, c.x0+20*u, mid, 4.5*u, render.Gilt)
			col = render.GiltLight
		} else if r.hoverRow(row, y) {
			col = render.Ivory
		}
		label := fitText(row.label, r.rowFace, c.w()-52*u)
		render.DrawText(clip, label, r.rowFace, c.x0+34*u, mid-1*u, render.LeftMiddle, col)
	}
	if len(r.rows) == 0 {
		render.DrawText(screen, "Nothing matches.", r.capFace, (c.x0+c.x1)/2, c.y0+40*u, render.Center, render.Fade(render.Mist, 0.9))
	}
	r.scrollbar(screen, c, r.listScroll, r.listHeight(), c.x1-3*u)
	// A soft fade where rows slide under the edges.
	r.edgeFade(screen, c)
}

// hoverRow reports whether the mouse is over a list row drawn at y.
func (r *ReferenceScene) hoverRow(row listRow, y float64) bool {
	return r.form.hover < 0 && r.listClip.contains(r.cursor()) && r.cursor().Y >= y && r.cursor().Y < y+row.h
}

func (r *ReferenceScene) cursor() input.Point { return r.mouse }

func (r *ReferenceScene) drawText(screen *ebiten.Image) {
	sk := &r.sk
	u := sk.u
	c := r.textClip
	clip := screen.SubImage(image.Rect(int(c.x0), int(c.y0), int(math.Ceil(c.x1)), int(math.Ceil(c.y1)))).(*ebiten.Image)
	if len(r.shown) == 0 {
		render.DrawText(clip, "No entry matches “"+r.search.Value()+"”.", r.capFace, (c.x0+c.x1)/2, c.y0+80*u, render.Center, render.Fade(render.Mist, 0.9))
		return
	}
	e := &r.book[r.shown[r.sel]]
	top := c.y0 - r.textScroll
	pad := 36 * u
	tw, _ := r.titleG.Size()
	r.titleG.Draw(clip, c.x0+pad+tw/2, top+40*u, 0.35)
	meta := e.Chapter
	if e.See != "" {
		meta += "  ·  " + e.See
	}
	render.DrawText(clip, fitText(meta, r.capFace, c.w()-2*pad), r.capFace, c.x0+pad, top+76*u, render.LeftMiddle, render.Fade(render.Mist, 0.95))
	vector.StrokeLine(clip, float32(c.x0+pad), float32(top+92*u), float32(c.x1-pad), float32(top+92*u), float32(math.Max(1, u)), render.Fade(render.Gilt, 0.3), true)
	for _, l := range r.lines {
		y := top + l.y
		if y < c.y0-40*u || y > c.y1+40*u {
			continue
		}
		if l.bullet {
			sk.pen.Diamond(clip, c.x0+l.x-14*u, y, 4*u, render.Fade(render.Gilt, 0.9))
		}
		render.DrawText(clip, l.s, l.face, c.x0+l.x, y, render.LeftMiddle, render.Fade(render.Ivory, 0.92))
	}
	r.scrollbar(screen, c, r.textScroll, r.textH, c.x1-6*u)
	r.edgeFade(screen, c)
}

// scrollbar draws a thin gilt thumb at x when content overflows view b.
func (r *ReferenceScene) scrollbar(dst *ebiten.Image, b box, scroll, content, x float64) {
	if content <= b.h()+1 {
		return
	}
	u := r.sk.u
	frac := b.h() / content
	th := math.Max(24*u, b.h()*frac)
	ty := b.y0 + (b.h()-th)*(scroll/(content-b.h()))
	w := float32(math.Max(1.5, 3*u))
	vector.StrokeLine(dst, float32(x), float32(b.y0+6*u), float32(x), float32(b.y1-6*u), w, render.Fade(render.Mist, 0.15), true)
	vector.StrokeLine(dst, float32(x), float32(ty+3*u), float32(x), float32(ty+th-3*u), w, render.Fade(render.Gilt, 0.7), true)
}

// edgeFade darkens a few pixels at the top and bottom of b, so scrolled
// lines melt into the panel instead of being cut.
func (r *ReferenceScene) edgeFade(dst *ebiten.Image, b box) {
	u := r.sk.u
	n := 8
	step := 2.0 * u
	for i := range n {
		a := 0.5 * (1 - float64(i)/float64(n))
		a *= a
		c := render.Fade(render.Ink, a)
		vector.DrawFilledRect(dst, float32(b.x0), float32(b.y0+float64(i)*step), float32(b.w()), float32(step), c, false)
		vector.DrawFilledRect(dst, float32(b.x0), float32(b.y1-float64(i+1)*step), float32(b.w()), float32(step), c, false)
	}
}
