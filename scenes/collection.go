package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules"
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
	app  *App
	back Scene
	cat  *catalog
	flt  cardFilter

	shown  []int // catalog indices passing the filters, in order
	sel    int   // catalog index of the selected card, or -1
	hover  int   // catalog index under the pointer, or -1
	hoverT int   // ticks the pointer has rested on hover
	scroll float64

	shelf *deckShelf
	ed    *deckEditor // the deck being built; nil on the shelf

	dlg    *dialog
	hand   *sampleHand
	toast  string
	toastT int
	clip   clipboard
	drag   *collDrag

	// The toolbar.
	search   *TextField
	sortStep *Stepper
	kwStep   *Stepper
	costStep *Stepper
	clearBtn *Button
	chips    []filterChip

	sk       skin
	form     form
	keys     keys
	w, h     int
	lay      collLayout
	faces    faceWarm
	bg       *ebiten.Image
	bgStale  bool
	head     render.Gilded
	capFace  *text.GoTextFace
	rowFace  *text.GoTextFace
	tinyFace *text.GoTextFace
	ctx      *Context
	mouse    input.Point
	ticks    int

	// Text laid out once and drawn every frame.
	filterGen  int // counts refilters
	activeFor  [2]float64
	activeLine string
	textFor    textKey
	textLines  []previewLine
}

// filterChip is a chip and the filter it sets.
type filterChip struct {
	chip *Chip
	sync func() bool // the filter's state, to light the chip
}

// collDrag is a card being dragged: from the grid to the deck, or out of
// the deck list.
type collDrag struct {
	item     collItem
	fromDeck bool
	pos      input.Point
}

// collLayout is where everything is, in pixels.
type collLayout struct {
	left, right float64 // the grid column's extent
	grid        box     // where faces are drawn (clipped)
	activeY     float64 // the active-filters line
	cardW       int
	cardH       int
	gap         float64
	cols        int
	preview     box
	previewW    int
	panel       box
	hintsY      float64
}

// NewDecks opens the collection on the shelf of saved decks; Esc returns
// to back.
func NewDecks(app *App, back Scene) *DecksScene {
	d := &DecksScene{app: app, back: back, cat: newCatalog(app.Set), sel: -1, hover: -1, form: newForm(), clip: systemClipboard{}}
	d.faces = faceWarm{app: app}
	d.search = &TextField{Placeholder: "Search title, text, flavour", Max: 40, OnChange: func(s string) {
		d.flt.text = strings.ToLower(s)
		d.refilter()
	}}
	d.sortStep = &Stepper{Options: sortNames, OnChange: func(i int) { d.flt.sort = sortKey(i); d.refilter() }}
	kws := []string{"Keyword"}
	for _, k := range d.cat.kws {
		kws = append(kws, k.Names()...)
	}
	d.kwStep = &Stepper{Options: kws, OnChange: func(i int) {
		d.flt.keyword = 0
		if i > 0 {
			d.flt.keyword = d.cat.kws[i-1]
		}
		d.refilter()
	}}
	costs := []string{"Any cost"}
	for n := 1; n <= costTop; n++ {
		costs = append(costs, "Cost "+costLabel(n))
	}
	d.costStep = &Stepper{Options: costs, OnChange: func(i int) {
		d.flt.costs = 0
		if i > 0 {
			d.flt.costs = 1 << i
		}
		d.refilter()
	}}
	d.clearBtn = &Button{Label: "Clear filters", Small: true, OnPress: d.clearFilters}
	d.makeChips()
	d.shelf = newDeckShelf(d)
	d.refilter()
	return d
}

// makeChips builds the filter chips: factions, multi-faction, levels,
// kinds, costs, Epic and sets.
func (d *DecksScene) makeChips() {
	add := func(label string, sw color.RGBA, set func(bool), get func() bool) {
		c := &Chip{Label: label, Swatch: sw}
		c.OnChange = func(on bool) { set(on); d.refilter() }
		d.chips = append(d.chips, filterChip{c, get})
	}
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		bit := rules.FactionSet(1 << f)
		add(f.String(), render.FactionColor(f),
			func(on bool) { d.flt.factions = setBit(d.flt.factions, bit, on) }, func() bool { return d.flt.factions&bit != 0 })
	}
	add("Multi-faction", color.RGBA{}, func(on bool) { d.flt.multi = on }, func() bool { return d.flt.multi })
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		bit := rules.LevelMask(1 << l)
		add(l.Roman(), render.LevelColor(l),
			func(on bool) { d.flt.levels = setBit(d.flt.levels, bit, on) }, func() bool { return d.flt.levels&bit != 0 })
	}
	for k := range numKinds {
		bit := uint8(1 << k)
		add(kindNames[k], color.RGBA{}, func(on bool) { d.flt.kinds = setBit(d.flt.kinds, bit, on) }, func() bool { return d.flt.kinds&bit != 0 })
	}
	add("Epic", render.Gilt, func(on bool) { d.flt.epic = on }, func() bool { return d.flt.epic })
	if len(d.cat.sets) > 1 {
		for _, s := range d.cat.sets {
			add(s, color.RGBA{}, func(on bool) {
				if d.flt.sets == nil {
					d.flt.sets = map[string]bool{}
				}
				if on {
					d.flt.sets[s] = true
				} else {
					delete(d.flt.sets, s)
				}
			}, func() bool { return d.flt.sets[s] })
		}
	}
}

func setBit[T ~uint8](v, bit T, on bool) T {
	if on {
		return v | bit
	}
	return v &^ bit
}

// clearFilters drops every filter and the search.
func (d *DecksScene) clearFilters() {
	d.flt.clear()
	d.search.SetValue("")
	d.kwStep.Index = 0
	d.costStep.Index = 0
	d.refilter()
}

// refilter applies the filters again, keeping the selection in view when
// it still passes.
func (d *DecksScene) refilter() {
	d.filterGen++
	d.shown = d.cat.shown(&d.flt, d.shown)
	for _, fc := range d.chips {
		fc.chip.On = fc.sync()
	}
	d.clearBtn.Disabled = !d.flt.active()
	d.scroll = 0
	d.revealSel()
}

// Shown is how many cards pass the filters.
func (d *DecksScene) Shown() int { return len(d.shown) }

// Editing reports whether a deck is being built.
func (d *DecksScene) Editing() bool { return d.ed != nil }

// Layout implements Scene.
func (d *DecksScene) Layout(w, h int) {
	d.w, d.h = w, h
	d.sk.setup(d.app.Fonts, scaleFor(w, h, d.app.Settings))
	u := d.sk.u
	d.head.Set("Collection", render.Face(d.app.Fonts.Serif, px(32, u, 20)))
	d.capFace = render.Face(d.app.Fonts.Italic, px(16, u, 12))
	d.capFace.SetFeature(text.MustParseTag("lnum"), 1)
	d.rowFace = render.Face(d.app.Fonts.Serif, px(17, u, 12))
	d.rowFace.SetFeature(text.MustParseTag("lnum"), 1)
	d.tinyFace = render.Face(d.app.Fonts.Serif, px(14, u, 11))
	d.tinyFace.SetFeature(text.MustParseTag("lnum"), 1)
	d.bgStale = true
	d.relayout()
}

// relayout places the toolbar, the grid, the preview and the panel.
func (d *DecksScene) relayout() {
	u := d.sk.u
	if u == 0 {
		return
	}
	W, H := float64(d.w), float64(d.h)
	m, top, gap := 36*u, 30*u, 14*u
	bottom := H - 58*u
	L := &d.lay
	oldCard, oldPreview := L.cardW, L.previewW
	defer func() {
		// Faces at sizes no longer shown are freed (a resized window).
		for _, w := range []int{oldCard, oldPreview} {
			if w > 0 && w != L.cardW && w != L.previewW {
				d.app.Faces.DropWidth(w)
			}
		}
	}()
	L.hintsY = H - 37*u
	L.panel = box{W - m - 284*u, top, W - m, bottom}
	L.previewW = int(math.Round(232 * u))
	L.preview = box{L.panel.x0 - gap - float64(L.previewW), top, L.panel.x0 - gap, bottom}
	L.left, L.right = m, L.preview.x0-gap
	hw, _ := d.head.Size()
	x := L.left + hw + 14*u
	rowH := 34 * u
	sw := 128 * u
	fw := math.Max(120*u, L.right-x-2*(sw+8*u))
	d.search.Box = boxAt(x, top, fw, rowH)
	d.kwStep.Box = boxAt(d.search.Box.x1+8*u, top, sw, rowH)
	d.costStep.Box = boxAt(d.kwStep.Box.x1+8*u, top, sw, rowH)
	y := top + rowH + 10*u
	cx := L.left
	ch := 26 * u
	for _, fc := range d.chips {
		cw := chipWidth(&d.sk, fc.chip.Label, fc.chip.Swatch.A > 0)
		if cx+cw > L.right && cx > L.left {
			cx, y = L.left, y+ch+6*u
		}
		fc.chip.Box = boxAt(cx, y, cw, ch)
		cx += cw + 6*u
	}
	L.activeY = y + ch + 17*u
	d.clearBtn.Box = boxAt(L.right-112*u, L.activeY-13*u, 112*u, 26*u)
	d.sortStep.Box = boxAt(d.clearBtn.Box.x0-8*u-128*u, L.activeY-13*u, 128*u, 26*u)
	L.grid = box{L.left, L.activeY + 16*u, L.right, bottom}
	L.gap = 10 * u
	L.cols = max(1, int((L.grid.w()+L.gap)/(122*u+L.gap)))
	L.cardW = int((L.grid.w() - float64(L.cols-1)*L.gap) / float64(L.cols))
	L.cardW = min(L.cardW, int(150*u))
	L.cardH = render.CardHeight(L.cardW)
	if d.ed != nil {
		d.ed.layout()
	} else {
		d.shelf.layout()
	}
	d.setForm()
	d.clampScroll()
}

// setForm lists the widgets that take focus, in Tab order.
func (d *DecksScene) setForm() {
	items := []widget{d.search, d.kwStep, d.costStep}
	for _, fc := range d.chips {
		items = append(items, fc.chip)
	}
	items = append(items, d.sortStep, d.clearBtn)
	if d.ed != nil {
		items = append(items, d.ed.widgets()...)
	} else {
		items = append(items, d.shelf.widgets()...)
	}
	keep := d.form.focused()
	d.form.set(items, nil)
	if keep == nil {
		d.form.focus = -1
	}
}

// rowPitch is the height of one row of the grid.
func (d *DecksScene) rowPitch() float64 { return float64(d.lay.cardH) + d.lay.gap }

func (d *DecksScene) contentH() float64 {
	if d.lay.cols == 0 {
		return 0
	}
	rows := (len(d.shown) + d.lay.cols - 1) / d.lay.cols
	return float64(rows)*d.rowPitch() - d.lay.gap
}

func (d *DecksScene) clampScroll() {
	d.scroll = math.Max(0, math.Min(d.scroll, d.contentH()-d.lay.grid.h()))
}

// cellBox is where the n-th shown card is drawn.
func (d *DecksScene) cellBox(n int) box {
	L := &d.lay
	col, row := n%L.cols, n/L.cols
	x := L.grid.x0 + float64(col)*(float64(L.cardW)+L.gap)
	y := L.grid.y0 + float64(row)*d.rowPitch() - d.scroll
	return boxAt(x, y, float64(L.cardW), float64(L.cardH))
}

// cardAt is the position in shown of the card under p, or -1.
func (d *DecksScene) cardAt(p input.Point) int {
	if !d.lay.grid.contains(p) {
		return -1
	}
	L := &d.lay
	col := int((p.X - L.grid.x0) / (float64(L.cardW) + L.gap))
	row := int((p.Y - L.grid.y0 + d.scroll) / d.rowPitch())
	if col < 0 || col >= L.cols || row < 0 {
		return -1
	}
	n := row*L.cols + col
	if n >= len(d.shown) || !d.cellBox(n).contains(p) {
		return -1
	}
	return n
}

// selPos is the selected card's position in shown, or -1.
func (d *DecksScene) selPos() int {
	for n, i := range d.shown {
		if i == d.sel {
			return n
		}
	}
	return -1
}

// revealSel scrolls the selected card into view.
func (d *DecksScene) revealSel() {
	n := d.selPos()
	if n < 0 || d.lay.cols == 0 {
		d.clampScroll()
		return
	}
	y := float64(n/d.lay.cols) * d.rowPitch()
	if y < d.scroll {
		d.scroll = y
	}
	if y+float64(d.lay.cardH) > d.scroll+d.lay.grid.h() {
		d.scroll = y + float64(d.lay.cardH) - d.lay.grid.h()
	}
	d.clampScroll()
}

// moveSel moves the selection by dn places in the grid.
func (d *DecksScene) moveSel(dn int) {
	if len(d.shown) == 0 {
		return
	}
	n := d.selPos()
	if n < 0 {
		n = 0
	} else {
		n = min(max(n+dn, 0), len(d.shown)-1)
	}
	d.sel = d.shown[n]
	d.revealSel()
}

// Update implements Scene.
func (d *DecksScene) Update(ctx *Context) error {
	readKeys(&d.keys)
	d.keys.pressed = appendExtraKeys(d.keys.pressed)
	d.update(ctx, &d.keys)
	return nil
}

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
func (d *DecksScene) update(ctx *Context, in *keys) {
	d.ctx = ctx
	defer func() { d.ctx = nil }()
	d.ticks++
	d.mouse = ctx.Cursor
	if d.toastT > 0 {
		d.toastT--
	}
	d.warmFaces()
	if ctx.fading() {
		return
	}
	switch {
	case d.dlg != nil:
		d.dlg.update(d, in, ctx.Gestures, ctx.Cursor)
		return
	case d.hand != nil:
		d.hand.update(d, in, ctx.Gestures)
		return
	}
	if d.globalKeys(in) {
		return
	}
	if d.form.focused() == d.search && (in.has(ebiten.KeyArrowDown) || in.enter()) {
		d.form.focus = -1 // from the search down into the cards
		if d.sel < 0 || d.selPos() < 0 {
			d.moveSel(0)
		}
		d.form.update(&keys{}, ctx.Gestures, ctx.Cursor)
	} else if d.form.focused() != nil {
		d.form.update(in, ctx.Gestures, ctx.Cursor)
	} else {
		d.gridKeys(in)
		d.form.update(&keys{}, ctx.Gestures, ctx.Cursor)
	}
	d.pointer(ctx, in)
	for _, fc := range d.chips {
		fc.chip.On = fc.sync()
	}
}

// globalKeys handles the keys that work wherever the focus is. It reports
// whether the tick's input was used up (the scene changed).
func (d *DecksScene) globalKeys(in *keys) bool {
	for _, k := range in.pressed {
		switch {
		case k == ebiten.KeyEscape:
			return d.escape()
		case k == ebiten.KeyF1:
			d.openRules()
			return true
		case in.ctrl && k == ebiten.KeyF:
			d.form.focusOn(d.search)
		case in.ctrl && k == ebiten.KeyS && d.ed != nil:
			d.ed.saveNow()
		case in.ctrl && k == ebiten.KeyC:
			d.exportCurrent()
		case in.ctrl && k == ebiten.KeyV && d.ed == nil:
			d.shelf.openImport(true)
			return true
		}
	}
	return false
}

// escape steps back: out of a focused widget (clearing the search
// first), then out of the editor, then to the previous screen.
func (d *DecksScene) escape() bool {
	if w := d.form.focused(); w != nil {
		if w == d.search && d.search.Value() != "" {
			d.search.SetValue("")
			d.flt.text = ""
			d.refilter()
		} else {
			d.form.focus = -1
		}
		return false
	}
	if d.ed != nil {
		d.ed.close()
		return true
	}
	if d.ctx != nil && d.back != nil {
		d.ctx.GoTo(d.back)
	}
	return true
}

// gridKeys moves the selection and adds or removes the selected card.
func (d *DecksScene) gridKeys(in *keys) {
	for _, k := range in.pressed {
		switch k {
		case ebiten.KeyArrowLeft:
			d.moveSel(-1)
		case ebiten.KeyArrowRight:
			d.moveSel(1)
		case ebiten.KeyArrowUp:
			d.moveSel(-d.lay.cols)
		case ebiten.KeyArrowDown:
			d.moveSel(d.lay.cols)
		case ebiten.KeyPageUp:
			d.moveSel(-d.lay.cols * max(1, int(d.lay.grid.h()/d.rowPitch())))
		case ebiten.KeyPageDown:
			d.moveSel(d.lay.cols * max(1, int(d.lay.grid.h()/d.rowPitch())))
		case ebiten.KeyHome:
			d.moveSel(-len(d.shown))
		case ebiten.KeyEnd:
			d.moveSel(len(d.shown))
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeyEqual, ebiten.KeyNumpadAdd:
			d.addSelected(1)
		case ebiten.KeyDelete, ebiten.KeyBackspace, ebiten.KeyMinus, ebiten.KeyNumpadSubtract:
			d.addSelected(-1)
		case ebiten.KeyTab:
			d.form.cycle(1)
		}
	}
	for _, r := range in.chars {
		if r == ' ' || r == '+' || r == '=' || r == '-' || in.ctrl {
			continue
		}
		d.form.focusOn(d.search)
		d.search.typed(r)
	}
}

// addSelected adds n copies of the selected card to the deck being built
// (n < 0 takes copies out); a Deity card becomes the deck's Deity.
func (d *DecksScene) addSelected(n int) {
	if d.sel < 0 {
		return
	}
	if d.ed == nil {
		if n > 0 {
			d.say("Start a deck (New deck, or Edit on the right) to add cards to it.")
		}
		return
	}
	d.ed.addItem(d.cat.items[d.sel], n)
}

// pointer handles hover, clicks, wheel and drags over the grid and hands
// the rest to the panel.
func (d *DecksScene) pointer(ctx *Context, in *keys) {
	prev := d.hover
	d.hover = -1
	if n := d.cardAt(ctx.Cursor); n >= 0 && d.form.hover < 0 {
		d.hover = d.shown[n]
	}
	if d.ed != nil && d.hover < 0 {
		if id, ok := d.ed.cardAt(ctx.Cursor); ok {
			d.hover = d.itemOf(id)
		}
	}
	if d.hover == prev {
		d.hoverT++
	} else {
		d.hoverT = 0
	}
	if in.wheel != 0 {
		switch {
		case d.lay.grid.contains(ctx.Cursor):
			d.scroll -= 70 * d.sk.u * in.wheel
			d.clampScroll()
		default:
			d.panelWheel(ctx.Cursor, in.wheel)
		}
	}
	for _, g := range ctx.Gestures {
		d.gesture(g)
	}
}

func (d *DecksScene) panelWheel(p input.Point, wheel float64) {
	if d.ed != nil {
		d.ed.wheel(p, wheel)
	} else {
		d.shelf.wheel(p, wheel)
	}
}

// itemOf is the catalog index of an Action card.
func (d *DecksScene) itemOf(id rules.DefID) int {
	for i, it := range d.cat.items {
		if it.def == id && !it.isDeity() {
			return i
		}
	}
	return -1
}

// gesture is one pointer gesture over the grid or the panel.
func (d *DecksScene) gesture(g input.Gesture) {
	switch g.Kind {
	case input.Press:
		if d.form.at(g.Pos) < 0 && (d.lay.grid.contains(g.Pos) || d.lay.panel.contains(g.Pos)) {
			d.form.focus = -1 // the keys go to the grid again
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
	if d.form.at(g.Start) >= 0 {
		return
	}
	if n := d.cardAt(g.Start); n >= 0 {
		d.sel = d.shown[n]
		d.drag = &collDrag{item: d.cat.items[d.sel], pos: g.Pos}
		return
	}
	if d.ed != nil {
		if id, ok := d.ed.cardAt(g.Start); ok {
			d.drag = &collDrag{item: collItem{def: id, deity: -1}, fromDeck: true, pos: g.Pos}
			return
		}
	}
	if d.lay.grid.contains(g.Start) { // dragging the empty grid scrolls it
		d.scroll -= g.Delta.Y
		d.clampScroll()
	} else {
		d.panelWheel(g.Start, g.Delta.Y/(70*d.sk.u))
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
	onPanel := d.lay.panel.contains(g.Pos)
	switch {
	case dr.fromDeck && !onPanel:
		d.ed.addItem(dr.item, -1)
	case !dr.fromDeck && onPanel && d.ed != nil:
		d.ed.addItem(dr.item, 1)
	case !dr.fromDeck && onPanel:
		d.say("Start a deck (New deck, or Edit) to drop cards into it.")
	}
}

// clickAt selects a card of the grid (and, while building, adds a copy of
// it), or passes the click to the panel.
func (d *DecksScene) clickAt(g input.Gesture) {
	if d.form.at(g.Pos) >= 0 {
		return
	}
	if n := d.cardAt(g.Pos); n >= 0 && n == d.cardAt(g.Start) {
		d.sel = d.shown[n]
		if d.ed != nil {
			d.ed.addItem(d.cat.items[d.sel], 1)
		}
		return
	}
	if d.lay.panel.contains(g.Pos) {
		if d.ed != nil {
			d.ed.click(g.Pos)
		} else {
			d.shelf.click(g.Pos)
		}
	}
}

// shownItem is the card the preview shows: the pointed one, else the
// selected one (-1 for none).
func (d *DecksScene) shownItem() int {
	if d.drag != nil {
		return d.itemIndex(d.drag.item)
	}
	if d.hover >= 0 {
		return d.hover
	}
	return d.sel
}

// itemIndex is the catalog index of it.
func (d *DecksScene) itemIndex(it collItem) int {
	if it.isDeity() {
		return it.deity
	}
	return d.itemOf(it.def)
}

// openRules opens the rules reference at the first rules term of the
// previewed card (as on the table); Esc there comes back here.
func (d *DecksScene) openRules() {
	kw := ""
	if i := d.shownItem(); i >= 0 {
		it := d.cat.items[i]
		if it.isDeity() {
			kw = "Deity"
		} else if terms := cardTerms(&d.app.Set.Cards[it.def]); len(terms) > 0 {
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
	if d.lay.cols == 0 {
		return
	}
	fw := &d.faces
	fw.start()
	if d.hand != nil {
		for _, id := range d.hand.cards {
			fw.want(collItem{def: id, deity: -1}, d.handW())
		}
	}
	first := int(d.scroll/d.rowPitch()) * d.lay.cols
	last := first + (int(d.lay.grid.h()/d.rowPitch())+2)*d.lay.cols
	for n := max(0, first); n < min(last, len(d.shown)); n++ {
		fw.want(d.cat.items[d.shown[n]], d.lay.cardW)
	}
	// The large preview is rendered once the pointer rests on a card, so
	// sweeping across the grid does not render every card large.
	if i := d.shownItem(); i >= 0 && (d.hover < 0 || d.hoverT >= 8) {
		fw.want(d.cat.items[i], d.lay.previewW)
	}
	for _, i := range d.shown {
		fw.want(d.cat.items[i], d.lay.cardW)
	}
	fw.work()
}

// advance is the advance of s in face.
func advance(s string, face text.Face) float64 { return text.Advance(s, face) }
