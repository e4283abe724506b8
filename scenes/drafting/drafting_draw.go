package drafting

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/present"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/draft"

	"twilight/scenes/widget"
)

// layout is where everything is, in pixels.
type layout struct {
	Grid     widget.Box // the choices
	Cols     int
	CardW    int
	cardH    int
	gap      float64
	Preview  widget.Box // the pointed card, large, and its text
	PreviewW int
	Panel    widget.Box // what has been drafted
}

// looks are the faces the room writes with.
type looks struct {
	head, status, body, small, caption, curtain *text.GoTextFace
}

// Layout implements Scene.
func (r *Room) Layout(w, h int) {
	r.w, r.h = w, h
	r.Sk.Setup(r.app.Fonts, r.app.Table, widget.ScaleFor(w, h, r.app.Settings))
	u := r.Sk.U
	f := r.app.Fonts
	lnum := func(t *text.GoTextFace) *text.GoTextFace {
		t.SetFeature(text.MustParseTag("lnum"), 1)
		return t
	}
	r.look = looks{
		head:    render.Face(f.Serif, widget.Px(30, u, 18)),
		status:  lnum(render.Face(f.Italic, widget.Px(19, u, 13))),
		body:    lnum(render.Face(f.Serif, widget.Px(17, u, 12))),
		small:   lnum(render.Face(f.Serif, widget.Px(15, u, 11))),
		caption: lnum(render.Face(f.Italic, widget.Px(16, u, 12))),
		curtain: render.Face(f.Serif, widget.Px(44, u, 24)),
	}
	r.relayout()
}

// relayout places the grid for the number of choices, the preview, the
// panel and the buttons.
func (r *Room) relayout() {
	u := r.Sk.U
	if u == 0 {
		return
	}
	W, H := float64(r.w), float64(r.h)
	m, gap := 28*u, 16*u
	top, bottom := 96*u, H-46*u
	L := &r.Lay
	L.Panel = widget.Box{X0: W - m - 300*u, Y0: top, X1: W - m, Y1: bottom}
	L.PreviewW = int(math.Round(250 * u))
	L.Preview = widget.Box{X0: L.Panel.X0 - gap - float64(L.PreviewW), Y0: top, X1: L.Panel.X0 - gap, Y1: bottom}
	L.Grid = widget.Box{X0: m, Y0: top, X1: L.Preview.X0 - gap, Y1: bottom}
	L.gap = 10 * u
	n := max(r.count(), 1)
	// The number of columns that gives the largest cards that fit.
	aspect := float64(render.CardHeight(1000)) / 1000
	L.Cols, L.CardW = 1, 0
	for cols := 1; cols <= n; cols++ {
		rows := (n + cols - 1) / cols
		byW := (L.Grid.W() - float64(cols-1)*L.gap) / float64(cols)
		byH := (L.Grid.H() - float64(rows-1)*L.gap) / float64(rows) / aspect
		if cw := int(math.Min(math.Min(byW, byH), 200*u)); cw > L.CardW {
			L.Cols, L.CardW = cols, cw
		}
	}
	L.cardH = render.CardHeight(L.CardW)
	r.PickBtn.Box = widget.BoxAt(L.Preview.X0, bottom-40*u, L.Preview.W(), 40*u)
	r.LeaveBtn.Box = widget.BoxAt(W-m-110*u, 22*u, 110*u, 30*u)
	r.setForm()
}

// setForm lists the buttons the room offers now: behind the curtain,
// only Leave.
func (r *Room) setForm() {
	items := []widget.Widget{r.PickBtn, r.LeaveBtn}
	if r.CurtainUp {
		items = items[1:]
	}
	r.Form.Set(items, nil)
	r.Form.Focus = -1
}

// CellBox is where choice i is drawn.
func (r *Room) CellBox(i int) widget.Box {
	L := &r.Lay
	col, row := i%L.Cols, i/L.Cols
	x := L.Grid.X0 + float64(col)*(float64(L.CardW)+L.gap)
	y := L.Grid.Y0 + float64(row)*(float64(L.cardH)+L.gap)
	return widget.BoxAt(x, y, float64(L.CardW), float64(L.cardH))
}

// choiceAt is the choice under p, or -1.
func (r *Room) choiceAt(p input.Point) int {
	for i := range r.count() {
		if r.CellBox(i).Contains(p) {
			return i
		}
	}
	return -1
}

// faceReq is the face cache's request for choice i at width w.
func (r *Room) faceReq(i, w int) render.FaceRequest {
	g, c := r.Choices()
	if g != nil {
		return render.FaceRequest{Deity: &r.app.Set.Deities[g[i]], Width: w}
	}
	return render.FaceRequest{Def: &r.app.Set.Cards[c[i]], Width: w}
}

// wantFaces asks for the faces on screen (painted off the game loop) and
// takes in those painted since the last tick.
func (r *Room) wantFaces() {
	if r.CurtainUp || r.Lay.CardW == 0 {
		return
	}
	var reqs []render.FaceRequest
	if i := r.shown(); i >= 0 {
		reqs = append(reqs, r.faceReq(i, r.Lay.PreviewW))
	}
	for i := range r.count() {
		reqs = append(reqs, r.faceReq(i, r.Lay.CardW))
	}
	// The backs that stand in meanwhile (one per level among the choices)
	// are painted first, off the loop too.
	var backs []render.FaceRequest
	for _, q := range reqs {
		b := render.FaceRequest{Back: true, Level: rules.NoLevel, Width: q.Width}
		if q.Def != nil {
			b.Level = q.Def.Level
		}
		if !slices.Contains(backs, b) {
			backs = append(backs, b)
		}
	}
	r.app.Faces.WantCards(append(backs, reqs...))
	r.app.Faces.Collect(3 * time.Millisecond)
}

// face is a choice's face at width w, or its card back while the face is
// being painted (or what stands in for the back while that is painted:
// render.Faces.BackReady; the caller scales by the image's own width).
func (r *Room) face(i, w int) *ebiten.Image {
	q := r.faceReq(i, w)
	if q.Deity != nil {
		if r.app.Faces.HasDeity(q.Deity, w) {
			return r.app.Faces.Deity(q.Deity, false, w)
		}
		img, _ := r.app.Faces.BackReady(rules.NoLevel, w)
		return img
	}
	if r.app.Faces.HasCard(q.Def, w) {
		return r.app.Faces.Card(q.Def, w)
	}
	img, _ := r.app.Faces.BackReady(q.Def.Level, w)
	return img
}

// shown is the choice the preview shows: the pointed one, else the one
// chosen.
func (r *Room) shown() int {
	if r.Hover >= 0 && r.Hover < r.count() {
		return r.Hover
	}
	if r.Sel < r.count() {
		return r.Sel
	}
	return -1
}

// Draw implements Scene.
func (r *Room) Draw(screen *ebiten.Image) {
	u := r.Sk.U
	r.app.Table.Draw(screen)
	r.Sk.Pen.Frame(screen, screen.Bounds(), u, render.Gilt)
	if r.CurtainUp {
		r.drawCurtain(screen)
		r.Form.Draw(screen, &r.Sk)
		return
	}
	m := 28 * u
	if r.Seat < 0 {
		// Every deck is built: the match is being dealt.
		msg := "The decks are built: the match begins."
		if r.note != "" {
			msg = r.note
		}
		render.DrawText(screen, msg, r.look.status, float64(r.w)/2, float64(r.h)/2, render.Center, render.GiltLight)
		return
	}
	render.DrawText(screen, "Card Drafting · "+r.name(r.Seat), r.look.head, m, 38*u, render.LeftMiddle, render.Gilt)
	render.DrawText(screen, r.Status(), r.look.status, m, 72*u, render.LeftMiddle, render.GiltLight)
	for i := range r.count() {
		b := r.CellBox(i)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		img := r.face(i, r.Lay.CardW)
		k := float64(r.Lay.CardW) / float64(img.Bounds().Dx())
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(math.Round(b.X0), math.Round(b.Y0))
		screen.DrawImage(img, op)
		switch i {
		case r.Sel:
			r.Sk.Panel(screen, widget.Box{X0: b.X0 - 4*u, Y0: b.Y0 - 4*u, X1: b.X1 + 4*u, Y1: b.Y1 + 4*u}, 9*u, render.Fade(render.Ink, 0), render.Gilt, math.Max(2, 3*u))
		case r.Hover:
			r.Sk.Panel(screen, widget.Box{X0: b.X0 - 2*u, Y0: b.Y0 - 2*u, X1: b.X1 + 2*u, Y1: b.Y1 + 2*u}, 8*u, render.Fade(render.Ink, 0), render.Fade(render.GiltLight, 0.6), math.Max(1, u))
		}
	}
	r.drawPreview(screen)
	r.drawPanel(screen)
	hint := "Click a card to choose it, click it again (or Pick, or Enter) to pick it  ·  arrows choose  ·  Esc leaves (the draft is saved)"
	if r.note != "" {
		render.DrawText(screen, widget.FitText(r.note, r.look.caption, float64(r.w)-2*m), r.look.caption, m, float64(r.h)-22*u, render.LeftMiddle, widget.ErrorInk)
	} else {
		render.DrawText(screen, widget.FitText(hint, r.look.small, float64(r.w)-2*m), r.look.small, m, float64(r.h)-22*u, render.LeftMiddle, render.Fade(render.Mist, 0.8))
	}
	r.Form.Draw(screen, &r.Sk)
}

// Status says where the draft is: the stage, the pile and pick, how many
// picks are left, and which way (and to whom) the rest goes.
func (r *Room) Status() string {
	d := r.Draft()
	to := d.PassesTo(r.Seat)
	way := "left »"
	if d.Stage == draft.StageAction && draft.PileDirection(d.Pile) == draft.Right {
		way = "« right"
	}
	switch d.Stage {
	case draft.StageDeity:
		n := len(d.Seats[r.Seat].DeityHand)
		rest := "the other goes"
		if n > 2 {
			rest = fmt.Sprintf("the other %d go", n-1)
		}
		return fmt.Sprintf("Deity draft · keep one of these %d Deities · %s %s to %s", n, rest, way, r.name(to))
	case draft.StageAction:
		return fmt.Sprintf("Pile %d of %d · pick %d of %d · %d picks left in this pile · the rest goes %s to %s",
			d.Pile+1, draft.Piles, d.Round+1, draft.PileSize, d.PicksLeft(), way, r.name(to))
	}
	return "Step G: build your deck of fifty from your picks"
}

// drawPreview draws the pointed (or chosen) card large with its rules
// text.
func (r *Room) drawPreview(dst *ebiten.Image) {
	u := r.Sk.U
	p := r.Lay.Preview
	i := r.shown()
	cardH := float64(render.CardHeight(r.Lay.PreviewW))
	if i < 0 {
		r.Sk.Panel(dst, widget.Box{X0: p.X0, Y0: p.Y0, X1: p.X1, Y1: p.Y0 + cardH}, 12*u, render.Fade(render.Ink, 0.3), render.Fade(render.Gilt, 0.22), math.Max(1, u))
		for k, l := range widget.Wrap("Point at a card to see it large with its rules text.", r.look.caption, p.W()-40*u) {
			render.DrawText(dst, l, r.look.caption, (p.X0+p.X1)/2, p.Y0+cardH/2+float64(k)*r.look.caption.Size*1.3, render.Center, render.Fade(render.Mist, 0.85))
		}
		return
	}
	img := r.face(i, r.Lay.PreviewW)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	k := float64(r.Lay.PreviewW) / float64(img.Bounds().Dx())
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(math.Round(p.X0), math.Round(p.Y0))
	dst.DrawImage(img, op)
	var meta, flavor string
	var body []string
	if q := r.faceReq(i, 0); q.Deity != nil {
		meta, body, flavor = present.DeityWords(q.Deity)
	} else {
		meta, body, flavor = present.CardWords(q.Def)
	}
	type line struct {
		s    string
		face *text.GoTextFace
		ink  color.RGBA
		gap  bool // a paragraph ends with it
	}
	var lines []line
	add := func(s string, face *text.GoTextFace, ink color.RGBA) {
		for _, l := range widget.Wrap(s, face, p.W()-4*u) {
			lines = append(lines, line{s: l, face: face, ink: ink})
		}
		if n := len(lines); n > 0 {
			lines[n-1].gap = true
		}
	}
	add(meta, r.look.body, render.GiltLight)
	for _, s := range body {
		add(s, r.look.body, render.Fade(render.Ivory, 0.9))
	}
	if flavor != "" {
		add(flavor, r.look.caption, render.Fade(render.Mist, 0.95))
	}
	// The lines that fit above Pick; a text cut short ends with "…" (the
	// card's face above shows it whole).
	y, limit, lh := p.Y0+cardH+12*u, r.PickBtn.Box.Y0-8*u, r.look.body.Size*1.25
	for k, l := range lines {
		if y+2.3*lh > limit && k < len(lines)-1 {
			l.s = widget.FitText(l.s+" …", l.face, p.W()-4*u)
			render.DrawText(dst, l.s, l.face, p.X0, y+lh/2, render.LeftMiddle, l.ink)
			return
		}
		render.DrawText(dst, l.s, l.face, p.X0, y+lh/2, render.LeftMiddle, l.ink)
		y += lh
		if l.gap {
			y += lh * 0.3
		}
	}
}
