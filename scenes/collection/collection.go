package collection

import (
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules"

	"twilight/scenes/rulesref"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// DecksScene is the collection and the deck builder: every card of the
// loaded set as a grid of faces under filters that combine, the pointed or
// selected card large with its rules text, and on the right either the
// player's decks (the shelf) or the deck being built (the editor).
//
// Faces are painted on a background goroutine (the cards on screen first,
// a card's plain placeholder until then) and taken in once a frame, so
// opening or scrolling the collection never waits on a face.
type DecksScene struct {
	app  *scene.App
	back scene.Scene
	Cat  *catalog
	Flt  cardFilter

	Passing []int // catalog indices passing the filters, in order
	Sel     int   // catalog index of the selected card, or -1
	Hover   int   // catalog index under the pointer, or -1
	HoverT  int   // ticks the pointer has rested on hover
	scroll  float64

	Shelf *deckShelf
	Ed    *deckEditor // the deck being built; nil on the shelf
	// Draft is set when the room builds a deck at step G of the Card
	// Drafting Variant (NewDraftDeck): only the picks are shown.
	Draft *draftMode

	Dlg    *dialog
	Hand   *sampleHand
	toast  string
	toastT int
	Clip   widget.Clipboard
	drag   *collDrag

	// The toolbar.
	Search   *widget.TextField
	SortStep *widget.Stepper
	kwStep   *widget.Stepper
	CostStep *widget.Stepper
	ClearBtn *widget.Button
	Chips    []filterChip

	Sk       widget.Skin
	Form     widget.Form
	keys     widget.Keys
	w, h     int
	Lay      collLayout
	Faces    FaceWarm
	bg       *ebiten.Image
	bgStale  bool
	head     render.Gilded
	capFace  *text.GoTextFace
	rowFace  *text.GoTextFace
	tinyFace *text.GoTextFace
	ctx      *scene.Context
	Mouse    input.Point
	ticks    int

	// Text laid out once and drawn every frame.
	filterGen  int // counts refilters
	activeFor  [2]float64
	activeLine string
	// texts are the preview's shaped card texts, for the box and face
	// of textsFor (drawCardText).
	texts    map[textKey]*shapedText
	textsFor textKey
	gridClip widget.Clip // the grid's part of the screen
	noKeys   widget.Keys // no keys, for the form while the grid has them
	// hint is the empty preview's hint, wrapped for hintFor's width and face.
	hint    []string
	hintFor textKey
}

// filterChip is a chip and the filter it sets.
type filterChip struct {
	Chip *widget.Chip
	sync func() bool // the filter's state, to light the chip
}

// collDrag is a card being dragged: from the grid to the deck, or out of
// the deck list.
type collDrag struct {
	item     CollItem
	fromDeck bool
	pos      input.Point
}

// collLayout is where everything is, in pixels.
type collLayout struct {
	left, right float64    // the grid column's extent
	Grid        widget.Box // where faces are drawn (clipped)
	activeY     float64    // the active-filters line
	CardW       int
	cardH       int
	Gap         float64
	Cols        int
	preview     widget.Box
	PreviewW    int
	Panel       widget.Box
	hintsY      float64
}

// NewDecks opens the collection on the shelf of saved decks; Esc returns
// to back.
func NewDecks(app *scene.App, back scene.Scene) *DecksScene {
	d := &DecksScene{app: app, back: back, Cat: newCatalog(app.Set), Sel: -1, Hover: -1, Form: widget.NewForm(), Clip: widget.SystemClipboard{}}
	d.Faces = FaceWarm{App: app}
	d.Search = &widget.TextField{Placeholder: "Search title, text, flavour", Max: 40, OnChange: func(s string) {
		d.Flt.text = strings.ToLower(s)
		d.refilter()
	}}
	d.SortStep = &widget.Stepper{Options: SortNames, OnChange: func(i int) { d.Flt.sort = SortKey(i); d.refilter() }}
	kws := []string{"Keyword"}
	for _, k := range d.Cat.kws {
		kws = append(kws, k.Names()...)
	}
	d.kwStep = &widget.Stepper{Options: kws, OnChange: func(i int) {
		d.Flt.keyword = 0
		if i > 0 {
			d.Flt.keyword = d.Cat.kws[i-1]
		}
		d.refilter()
	}}
	costs := []string{"Any cost"}
	for n := 1; n <= costTop; n++ {
		costs = append(costs, "Cost "+costLabel(n))
	}
	d.CostStep = &widget.Stepper{Options: costs, OnChange: func(i int) {
		d.Flt.costs = 0
		if i > 0 {
			d.Flt.costs = 1 << i
		}
		d.refilter()
	}}
	d.ClearBtn = &widget.Button{Label: "Clear filters", Small: true, OnPress: d.ClearFilters}
	d.makeChips()
	d.Shelf = newDeckShelf(d)
	d.refilter()
	return d
}

// makeChips builds the filter chips: factions, multi-faction, levels,
// kinds, costs, Epic and sets.
func (d *DecksScene) makeChips() {
	add := func(label string, sw color.RGBA, set func(bool), get func() bool) {
		c := &widget.Chip{Label: label, Swatch: sw}
		c.OnChange = func(on bool) { set(on); d.refilter() }
		d.Chips = append(d.Chips, filterChip{c, get})
	}
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		bit := rules.FactionSet(1 << f)
		add(f.String(), render.FactionColor(f),
			func(on bool) { d.Flt.factions = setBit(d.Flt.factions, bit, on) }, func() bool { return d.Flt.factions&bit != 0 })
	}
	add("Multi-faction", color.RGBA{}, func(on bool) { d.Flt.multi = on }, func() bool { return d.Flt.multi })
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		bit := rules.LevelMask(1 << l)
		add(l.Roman(), render.LevelColor(l),
			func(on bool) { d.Flt.levels = setBit(d.Flt.levels, bit, on) }, func() bool { return d.Flt.levels&bit != 0 })
	}
	for k := range numKinds {
		bit := uint8(1 << k)
		add(kindNames[k], color.RGBA{}, func(on bool) { d.Flt.kinds = setBit(d.Flt.kinds, bit, on) }, func() bool { return d.Flt.kinds&bit != 0 })
	}
	add("Epic", render.Gilt, func(on bool) { d.Flt.epic = on }, func() bool { return d.Flt.epic })
	if len(d.Cat.Sets) > 1 {
		for _, s := range d.Cat.Sets {
			add(s, color.RGBA{}, func(on bool) {
				if d.Flt.sets == nil {
					d.Flt.sets = map[string]bool{}
				}
				if on {
					d.Flt.sets[s] = true
				} else {
					delete(d.Flt.sets, s)
				}
			}, func() bool { return d.Flt.sets[s] })
		}
	}
}

func setBit[T ~uint8](v, bit T, on bool) T {
	if on {
		return v | bit
	}
	return v &^ bit
}

// ClearFilters drops every filter and the search.
func (d *DecksScene) ClearFilters() {
	d.Flt.clear()
	d.Search.SetValue("")
	d.kwStep.Index = 0
	d.CostStep.Index = 0
	d.refilter()
}

// refilter applies the filters again, keeping the selection in view when
// it still passes.
func (d *DecksScene) refilter() {
	d.filterGen++
	d.Passing = d.Cat.shown(&d.Flt, d.Passing)
	if d.Draft != nil {
		d.Passing = d.Draft.keep(d.Cat, d.Passing)
	}
	for _, fc := range d.Chips {
		fc.Chip.On = fc.sync()
	}
	d.ClearBtn.Disabled = !d.Flt.Active()
	d.scroll = 0
	d.revealSel()
}

// Shown is how many cards pass the filters.
func (d *DecksScene) Shown() int { return len(d.Passing) }

// PreviewBox is where the pointed card is shown large.
func (d *DecksScene) PreviewBox() widget.Box { return d.Lay.preview }

// Editing reports whether a deck is being built.
func (d *DecksScene) Editing() bool { return d.Ed != nil }

// minLogicalW and minLogicalH are the least room, in 1280×720 design
// pixels, the deck builder keeps when the interface size grows it: the
// panel with six rows of its deck list, a grid of three columns and a
// row of cards under the filters.
const minLogicalW, minLogicalH = 940, 600

// LeastRoom is that least room, {width, height}, for a test that lays the
// deck builder out as the screen does.
func LeastRoom() [2]float64 { return [2]float64{minLogicalW, minLogicalH} }

// Layout implements Scene.
func (d *DecksScene) Layout(w, h int) {
	d.w, d.h = w, h
	d.Sk.Setup(d.app.Fonts, d.app.Table, widget.GrowScaleFor(w, h, d.app.Settings, minLogicalW, minLogicalH))
	u := d.Sk.U
	heading := "Collection"
	if d.Draft != nil {
		heading = "Your picks"
	}
	d.head.Set(heading, render.Face(d.app.Fonts.Serif, widget.Px(32, u, 20)))
	d.capFace = render.Face(d.app.Fonts.Italic, widget.Px(16, u, 12))
	d.capFace.SetFeature(text.MustParseTag("lnum"), 1)
	d.rowFace = render.Face(d.app.Fonts.Serif, widget.Px(17, u, 12))
	d.rowFace.SetFeature(text.MustParseTag("lnum"), 1)
	d.tinyFace = render.Face(d.app.Fonts.Serif, widget.Px(14, u, 11))
	d.tinyFace.SetFeature(text.MustParseTag("lnum"), 1)
	d.bgStale = true
	d.relayout()
}

// relayout places the toolbar, the grid, the preview and the panel.
func (d *DecksScene) relayout() {
	u := d.Sk.U
	if u == 0 {
		return
	}
	W, H := float64(d.w), float64(d.h)
	m, top, gap := 36*u, 30*u, 14*u
	bottom := H - 58*u
	L := &d.Lay
	oldCard, oldPreview := L.CardW, L.PreviewW
	defer func() {
		// Faces at sizes no longer shown are freed (a resized window).
		for _, w := range []int{oldCard, oldPreview} {
			if w > 0 && w != L.CardW && w != L.PreviewW {
				d.app.Faces.DropWidth(w)
			}
		}
	}()
	L.hintsY = H - 37*u
	L.Panel = widget.Box{X0: W - m - 284*u, Y0: top, X1: W - m, Y1: bottom}
	L.PreviewW = int(math.Round(232 * u))
	L.preview = widget.Box{X0: L.Panel.X0 - gap - float64(L.PreviewW), Y0: top, X1: L.Panel.X0 - gap, Y1: bottom}
	L.left, L.right = m, L.preview.X0-gap
	hw, _ := d.head.Size()
	sw := 128 * u
	// Narrow (a large interface size): the filters span the grid and the
	// preview, and the preview starts beside the grid, as tall as fits.
	narrow := L.right-L.left < hw+14*u+200*u+2*(sw+8*u)
	filtersRight := L.right
	if narrow {
		filtersRight = L.preview.X1
	}
	d.layoutFilters(filtersRight, top, hw, sw)
	L.Grid = widget.Box{X0: L.left, Y0: L.activeY + 16*u, X1: L.right, Y1: bottom}
	if narrow {
		L.PreviewW = int(math.Min(232*u, math.Max(120*u, (bottom-L.Grid.Y0-90*u)*63/88)))
		L.preview = widget.Box{X0: L.preview.X1 - float64(L.PreviewW), Y0: L.Grid.Y0, X1: L.preview.X1, Y1: bottom}
		L.right = L.preview.X0 - gap
		L.Grid.X1 = L.right
	}
	L.Gap = 10 * u
	L.Cols = max(1, int((L.Grid.W()+L.Gap)/(122*u+L.Gap)))
	L.CardW = int((L.Grid.W() - float64(L.Cols-1)*L.Gap) / float64(L.Cols))
	L.CardW = min(L.CardW, int(150*u))
	L.cardH = render.CardHeight(L.CardW)
	if d.Ed != nil {
		d.Ed.layout()
	} else {
		d.Shelf.layout()
	}
	d.setForm()
	d.clampScroll()
}

// layoutFilters places the search field, the keyword and cost steppers,
// the filter chips (wrapping at right) and the sort and clear buttons
// from top down, and sets the line under them (Lay.activeY).
func (d *DecksScene) layoutFilters(right, top, hw, sw float64) {
	u, L := d.Sk.U, &d.Lay
	x := L.left + hw + 14*u
	rowH := 34 * u
	fw := math.Max(120*u, right-x-2*(sw+8*u))
	d.Search.Box = widget.BoxAt(x, top, fw, rowH)
	d.kwStep.Box = widget.BoxAt(d.Search.Box.X1+8*u, top, sw, rowH)
	d.CostStep.Box = widget.BoxAt(d.kwStep.Box.X1+8*u, top, sw, rowH)
	y := top + rowH + 10*u
	cx := L.left
	ch := 26 * u
	for _, fc := range d.Chips {
		cw := widget.ChipWidth(&d.Sk, fc.Chip.Label, fc.Chip.Swatch.A > 0)
		if cx+cw > right && cx > L.left {
			cx, y = L.left, y+ch+6*u
		}
		fc.Chip.Box = widget.BoxAt(cx, y, cw, ch)
		cx += cw + 6*u
	}
	L.activeY = y + ch + 17*u
	d.ClearBtn.Box = widget.BoxAt(right-112*u, L.activeY-13*u, 112*u, 26*u)
	d.SortStep.Box = widget.BoxAt(d.ClearBtn.Box.X0-8*u-128*u, L.activeY-13*u, 128*u, 26*u)
}

// setForm lists the widgets that take focus, in Tab order.
func (d *DecksScene) setForm() {
	items := []widget.Widget{d.Search, d.kwStep, d.CostStep}
	for _, fc := range d.Chips {
		items = append(items, fc.Chip)
	}
	items = append(items, d.SortStep, d.ClearBtn)
	if d.Ed != nil {
		items = append(items, d.Ed.widgets()...)
	} else {
		items = append(items, d.Shelf.widgets()...)
	}
	keep := d.Form.Focused()
	d.Form.Set(items, nil)
	if keep == nil {
		d.Form.Focus = -1
	}
}

// RowPitch is the height of one row of the grid.
func (d *DecksScene) RowPitch() float64 { return float64(d.Lay.cardH) + d.Lay.Gap }

func (d *DecksScene) contentH() float64 {
	if d.Lay.Cols == 0 {
		return 0
	}
	rows := (len(d.Passing) + d.Lay.Cols - 1) / d.Lay.Cols
	return float64(rows)*d.RowPitch() - d.Lay.Gap
}

func (d *DecksScene) clampScroll() {
	d.scroll = math.Max(0, math.Min(d.scroll, d.contentH()-d.Lay.Grid.H()))
}

// CellBox is where the n-th shown card is drawn.
func (d *DecksScene) CellBox(n int) widget.Box {
	L := &d.Lay
	col, row := n%L.Cols, n/L.Cols
	x := L.Grid.X0 + float64(col)*(float64(L.CardW)+L.Gap)
	y := L.Grid.Y0 + float64(row)*d.RowPitch() - d.scroll
	return widget.BoxAt(x, y, float64(L.CardW), float64(L.cardH))
}

// cardAt is the position in shown of the card under p, or -1.
// Hot reports whether p is on a control, a card of the grid or the deck
// panel (scene.Hotspots).
func (d *DecksScene) Hot(p input.Point) bool {
	return d.Form.At(p) >= 0 || d.cardAt(p) >= 0 || d.Lay.Panel.Contains(p)
}

func (d *DecksScene) cardAt(p input.Point) int {
	if !d.Lay.Grid.Contains(p) {
		return -1
	}
	L := &d.Lay
	col := int((p.X - L.Grid.X0) / (float64(L.CardW) + L.Gap))
	row := int((p.Y - L.Grid.Y0 + d.scroll) / d.RowPitch())
	if col < 0 || col >= L.Cols || row < 0 {
		return -1
	}
	n := row*L.Cols + col
	if n >= len(d.Passing) || !d.CellBox(n).Contains(p) {
		return -1
	}
	return n
}

// selPos is the selected card's position in shown, or -1.
func (d *DecksScene) selPos() int {
	for n, i := range d.Passing {
		if i == d.Sel {
			return n
		}
	}
	return -1
}

// revealSel scrolls the selected card into view.
func (d *DecksScene) revealSel() {
	n := d.selPos()
	if n < 0 || d.Lay.Cols == 0 {
		d.clampScroll()
		return
	}
	y := float64(n/d.Lay.Cols) * d.RowPitch()
	if y < d.scroll {
		d.scroll = y
	}
	if y+float64(d.Lay.cardH) > d.scroll+d.Lay.Grid.H() {
		d.scroll = y + float64(d.Lay.cardH) - d.Lay.Grid.H()
	}
	d.clampScroll()
}

// MoveSel moves the selection by dn places in the grid.
func (d *DecksScene) MoveSel(dn int) {
	if len(d.Passing) == 0 {
		return
	}
	n := d.selPos()
	if n < 0 {
		n = 0
	} else {
		n = min(max(n+dn, 0), len(d.Passing)-1)
	}
	d.Sel = d.Passing[n]
	d.revealSel()
}

// Update implements Scene.
func (d *DecksScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&d.keys)
	d.keys.Pressed = appendExtraKeys(d.keys.Pressed)
	d.Handle(ctx, &d.keys)
	return nil
}

// hoverSettleTicks is how long the pointer rests on a card before its
// large preview is painted (a sweep across the grid paints none).
const hoverSettleTicks = 8

// Resting implements scene.Rester: the screen changes by itself while a
// note fades, faces are painted, the large preview waits for the pointer
// to settle or a caret blinks.
func (d *DecksScene) Resting() bool {
	settling := d.Hover >= 0 && d.HoverT < hoverSettleTicks
	blinking := d.Form.Blinking() || d.Dlg != nil && d.Dlg.form.Blinking()
	return d.toastT == 0 && d.Hand == nil && !settling && !blinking && d.app.Faces.Painting() == 0
}

// Typing implements scene.Typist: a letter typed anywhere goes to the
// search field.
func (d *DecksScene) Typing() bool { return true }

// extraKeys are the deck builder's own keys, beyond the widgets' ones.
var extraKeys = [...]ebiten.Key{ebiten.KeyF1, ebiten.KeyS, ebiten.KeyV, ebiten.KeyC, ebiten.KeyF,
	ebiten.KeyEqual, ebiten.KeyMinus, ebiten.KeyNumpadAdd, ebiten.KeyNumpadSubtract}

func appendExtraKeys(pressed []ebiten.Key) []ebiten.Key {
	for _, k := range extraKeys {
		if inpututil.IsKeyJustPressed(k) {
			pressed = append(pressed, k)
		}
	}
	return pressed
}

// update runs one tick with the given keys.
func (d *DecksScene) Handle(ctx *scene.Context, in *widget.Keys) {
	d.ctx = ctx
	defer func() { d.ctx = nil }()
	d.ticks++
	d.Mouse = ctx.Cursor
	if d.toastT > 0 {
		d.toastT--
	}
	d.warmFaces()
	if d.app.Faces.Painting() == 0 { // the faces first: they are in view
		d.WarmTexts(2 * time.Millisecond)
	}
	if ctx.Fading() {
		return
	}
	switch {
	case d.Dlg != nil:
		d.Dlg.update(d, in, ctx.Gestures, ctx.Cursor)
		return
	case d.Hand != nil:
		d.Hand.update(d, in, ctx.Gestures)
		return
	}
	if d.globalKeys(in) {
		return
	}
	if d.Form.Focused() == d.Search && (in.Has(ebiten.KeyArrowDown) || in.Enter()) {
		d.Form.Focus = -1 // from the search down into the cards
		if d.Sel < 0 || d.selPos() < 0 {
			d.MoveSel(0)
		}
		d.noKeys = widget.Keys{}
		d.Form.Update(&d.noKeys, ctx.Gestures, ctx.Cursor)
	} else if d.Form.Focused() != nil {
		d.Form.Update(in, ctx.Gestures, ctx.Cursor)
	} else {
		d.gridKeys(in)
		d.noKeys = widget.Keys{}
		d.Form.Update(&d.noKeys, ctx.Gestures, ctx.Cursor)
	}
	d.pointer(ctx, in)
	for _, fc := range d.Chips {
		fc.Chip.On = fc.sync()
	}
}

// globalKeys handles the keys that work wherever the focus is. It reports
// whether the tick's input was used up (the scene changed).
func (d *DecksScene) globalKeys(in *widget.Keys) bool {
	for _, k := range in.Pressed {
		switch {
		case k == ebiten.KeyEscape:
			return d.escape()
		case k == ebiten.KeyF1:
			d.openRules()
			return true
		case in.Ctrl && k == ebiten.KeyF:
			d.Form.FocusOn(d.Search)
		case in.Ctrl && k == ebiten.KeyS && d.Ed != nil && d.Draft == nil:
			d.Ed.SaveNow()
		case in.Ctrl && k == ebiten.KeyC:
			d.exportCurrent()
		case in.Ctrl && k == ebiten.KeyV && d.Ed == nil:
			d.Shelf.OpenImport(true)
			return true
		}
	}
	return false
}

// escape steps back: out of a focused widget (clearing the search
// first), then out of the editor, then to the previous screen.
func (d *DecksScene) escape() bool {
	if w := d.Form.Focused(); w != nil {
		if w == d.Search && d.Search.Value() != "" {
			d.Search.SetValue("")
			d.Flt.text = ""
			d.refilter()
		} else {
			d.Form.Focus = -1
		}
		return false
	}
	if d.Draft != nil {
		d.Draft.askLeave(d)
		return false
	}
	if d.Ed != nil {
		d.Ed.Close()
		return true
	}
	if d.ctx != nil && d.back != nil {
		d.ctx.GoTo(d.back)
	}
	return true
}

// gridKeys moves the selection and adds or removes the selected card.
func (d *DecksScene) gridKeys(in *widget.Keys) {
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyArrowLeft:
			d.MoveSel(-1)
		case ebiten.KeyArrowRight:
			d.MoveSel(1)
		case ebiten.KeyArrowUp:
			d.MoveSel(-d.Lay.Cols)
		case ebiten.KeyArrowDown:
			d.MoveSel(d.Lay.Cols)
		case ebiten.KeyPageUp:
			d.MoveSel(-d.Lay.Cols * max(1, int(d.Lay.Grid.H()/d.RowPitch())))
		case ebiten.KeyPageDown:
			d.MoveSel(d.Lay.Cols * max(1, int(d.Lay.Grid.H()/d.RowPitch())))
		case ebiten.KeyHome:
			d.MoveSel(-len(d.Passing))
		case ebiten.KeyEnd:
			d.MoveSel(len(d.Passing))
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeyEqual, ebiten.KeyNumpadAdd:
			d.addSelected(1)
		case ebiten.KeyDelete, ebiten.KeyBackspace, ebiten.KeyMinus, ebiten.KeyNumpadSubtract:
			d.addSelected(-1)
		case ebiten.KeyTab:
			d.Form.Cycle(1)
		}
	}
	for _, r := range in.Chars {
		if r == ' ' || r == '+' || r == '=' || r == '-' || in.Ctrl {
			continue
		}
		d.Form.FocusOn(d.Search)
		d.Search.Typed(r)
	}
}

// addSelected adds n copies of the selected card to the deck being built
// (n < 0 takes copies out); a Deity card becomes the deck's Deity.
func (d *DecksScene) addSelected(n int) {
	if d.Sel < 0 {
		return
	}
	if d.Ed == nil {
		if n > 0 {
			d.say("Start a deck (New deck, or Edit on the right) to add cards to it.")
		}
		return
	}
	d.Ed.addItem(d.Cat.Items[d.Sel], n)
}

// pointer handles hover, clicks, wheel and drags over the grid and hands
// the rest to the panel.
func (d *DecksScene) pointer(ctx *scene.Context, in *widget.Keys) {
	prev := d.Hover
	d.Hover = -1
	if n := d.cardAt(ctx.Cursor); n >= 0 && d.Form.Hover < 0 {
		d.Hover = d.Passing[n]
	}
	if d.Ed != nil && d.Hover < 0 {
		if id, ok := d.Ed.cardAt(ctx.Cursor); ok {
			d.Hover = d.ItemOf(id)
		}
	}
	if d.Hover == prev {
		d.HoverT++
	} else {
		d.HoverT = 0
	}
	if in.Wheel != 0 {
		switch {
		case d.Lay.Grid.Contains(ctx.Cursor):
			d.scroll -= 70 * d.Sk.U * in.Wheel
			d.clampScroll()
		default:
			d.panelWheel(ctx.Cursor, in.Wheel)
		}
	}
	for _, g := range ctx.Gestures {
		d.gesture(g)
	}
}

func (d *DecksScene) panelWheel(p input.Point, wheel float64) {
	if d.Ed != nil {
		d.Ed.wheel(p, wheel)
	} else {
		d.Shelf.wheel(p, wheel)
	}
}

// ItemOf is the catalog index of an Action card.
func (d *DecksScene) ItemOf(id rules.DefID) int {
	for i, it := range d.Cat.Items {
		if it.Def == id && !it.IsDeity() {
			return i
		}
	}
	return -1
}

// gesture is one pointer gesture over the grid or the panel.
func (d *DecksScene) gesture(g input.Gesture) {
	switch g.Kind {
	case input.Press:
		if d.Form.At(g.Pos) < 0 && (d.Lay.Grid.Contains(g.Pos) || d.Lay.Panel.Contains(g.Pos)) {
			d.Form.Focus = -1 // the keys go to the grid again
		}
	case input.Drag:
		d.dragMove(g)
	case input.Drop:
		d.dropAt(g)
	case input.Cancel:
		d.drag = nil
	case input.Click:
		d.clickAt(g)
	}
}

// dragMove starts or moves a drag: a card from the grid, or a card of
// the deck list.
func (d *DecksScene) dragMove(g input.Gesture) {
	if d.drag != nil {
		d.drag.pos = g.Pos
		return
	}
	if d.Form.At(g.Start) >= 0 {
		return
	}
	if n := d.cardAt(g.Start); n >= 0 {
		d.Sel = d.Passing[n]
		d.drag = &collDrag{item: d.Cat.Items[d.Sel], pos: g.Pos}
		return
	}
	if d.Ed != nil {
		if id, ok := d.Ed.cardAt(g.Start); ok {
			d.drag = &collDrag{item: CollItem{Def: id, Deity: -1}, fromDeck: true, pos: g.Pos}
			return
		}
	}
	if d.Lay.Grid.Contains(g.Start) { // dragging the empty grid scrolls it
		d.scroll -= g.Delta.Y
		d.clampScroll()
	} else {
		d.panelWheel(g.Start, g.Delta.Y/(70*d.Sk.U))
	}
}

// dropAt ends a drag: a card dropped on the deck panel goes into the
// deck; one dragged out of the deck list and dropped elsewhere leaves it.
func (d *DecksScene) dropAt(g input.Gesture) {
	if d.drag == nil {
		// A drag so quick that no frame saw it move: pick the card up
		// where it started.
		d.dragMove(input.Gesture{Kind: input.Drag, Start: g.Start, Pos: g.Pos})
	}
	dr := d.drag
	d.drag = nil
	if dr == nil {
		return
	}
	onPanel := d.Lay.Panel.Contains(g.Pos)
	switch {
	case dr.fromDeck && !onPanel:
		d.Ed.addItem(dr.item, -1)
	case !dr.fromDeck && onPanel && d.Ed != nil:
		d.Ed.addItem(dr.item, 1)
	case !dr.fromDeck && onPanel:
		d.say("Start a deck (New deck, or Edit) to drop cards into it.")
	}
}

// clickAt selects a card of the grid (and, while building, adds a copy of
// it), or passes the click to the panel.
func (d *DecksScene) clickAt(g input.Gesture) {
	if d.Form.At(g.Pos) >= 0 {
		return
	}
	if n := d.cardAt(g.Pos); n >= 0 && n == d.cardAt(g.Start) {
		d.Sel = d.Passing[n]
		if d.Ed != nil {
			d.Ed.addItem(d.Cat.Items[d.Sel], 1)
		}
		return
	}
	if d.Lay.Panel.Contains(g.Pos) {
		if d.Ed != nil {
			d.Ed.click(g.Pos)
		} else {
			d.Shelf.click(g.Pos)
		}
	}
}

// ShownItem is the card the preview shows: the pointed one, else the
// selected one (-1 for none).
func (d *DecksScene) ShownItem() int {
	if d.drag != nil {
		return d.itemIndex(d.drag.item)
	}
	if d.Hover >= 0 {
		return d.Hover
	}
	return d.Sel
}

// itemIndex is the catalog index of it.
func (d *DecksScene) itemIndex(it CollItem) int {
	if it.IsDeity() {
		return it.Deity
	}
	return d.ItemOf(it.Def)
}

// openRules opens the rules reference at the first rules term of the
// previewed card (as on the table); Esc there comes back here.
func (d *DecksScene) openRules() {
	kw := ""
	if i := d.ShownItem(); i >= 0 {
		it := d.Cat.Items[i]
		if it.IsDeity() {
			kw = "Deity"
		} else if terms := rulesref.CardTerms(&d.app.Set.Cards[it.Def]); len(terms) > 0 {
			kw = terms[0]
		}
	}
	if d.ctx != nil {
		d.ctx.GoTo(d.app.Routes.Reference(d.app, kw, d))
	}
}

// say shows a short message at the foot of the screen.
func (d *DecksScene) say(s string) { d.toast, d.toastT = s, 300 }

// Toast is the message showing, or "".
func (d *DecksScene) Toast() string {
	if d.toastT == 0 {
		return ""
	}
	return d.toast
}

// warmFaces asks for the faces that will be drawn soon, painted in the
// background: the cards on screen first, then the previewed one, then the
// rest of the grid, so that scrolling finds them ready.
func (d *DecksScene) warmFaces() {
	if d.Lay.Cols == 0 {
		return
	}
	fw := &d.Faces
	fw.start()
	if d.Hand != nil {
		for _, id := range d.Hand.cards {
			fw.want(CollItem{Def: id, Deity: -1}, d.HandW())
		}
	}
	first := int(d.scroll/d.RowPitch()) * d.Lay.Cols
	last := first + (int(d.Lay.Grid.H()/d.RowPitch())+2)*d.Lay.Cols
	for n := max(0, first); n < min(last, len(d.Passing)); n++ {
		fw.want(d.Cat.Items[d.Passing[n]], d.Lay.CardW)
	}
	// The large preview is rendered once the pointer rests on a card, so
	// sweeping across the grid does not render every card large.
	if i := d.ShownItem(); i >= 0 && (d.Hover < 0 || d.HoverT >= hoverSettleTicks) {
		fw.want(d.Cat.Items[i], d.Lay.PreviewW)
	}
	for _, i := range d.Passing {
		fw.want(d.Cat.Items[i], d.Lay.CardW)
	}
	fw.work()
}
