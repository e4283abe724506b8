package collection

import (
	"fmt"
	"io/fs"
	"math"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"twilight/assets"
	"twilight/input"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"

	"twilight/scenes/folder"
	"twilight/scenes/widget"
)

// dialog is a small window over the collection: a question with buttons,
// a name to type, or a deck list to paste. Esc closes it as its last
// button would.
type dialog struct {
	title   string
	message string
	field   *widget.TextField
	Area    *textArea
	Buttons []*widget.Button
	// Status is the line under a pasted list: what it reads as.
	Status    string
	StatusBad bool

	form  widget.Form
	box   widget.Box
	lines []string
}

// ask opens a question; every button closes the dialog after its action.
func (d *DecksScene) ask(title, message string, buttons ...*widget.Button) *dialog {
	dl := &dialog{title: title, message: message, form: widget.NewForm()}
	for _, b := range buttons {
		act := b.OnPress
		b.OnPress = func() {
			d.Dlg = nil
			if act != nil {
				act()
			}
		}
		b.Small = false
		dl.Buttons = append(dl.Buttons, b)
	}
	d.Dlg = dl
	dl.layout(d)
	if len(dl.Buttons) > 0 {
		dl.form.FocusOn(dl.Buttons[0])
	}
	dl.form.OnEnter = func() {
		if len(dl.Buttons) > 0 {
			dl.Buttons[0].Press()
		}
	}
	return dl
}

// askField opens a dialog with a one-line field; ok runs on the first
// button and keeps the dialog open when it reports failure.
func (d *DecksScene) askField(title, message string, field *widget.TextField, label string, ok func() bool) {
	okBtn := &widget.Button{Label: label, Primary: true}
	dl := d.ask(title, message, okBtn, &widget.Button{Label: "Cancel"})
	okBtn.OnPress = func() {
		if ok() {
			d.Dlg = nil
		}
	}
	dl.field = field
	dl.layout(d)
	dl.form.FocusOn(field)
}

// askImport opens the import dialog: a deck list typed or pasted
// (Ctrl+V), read as it changes.
func (d *DecksScene) askImport(area *textArea) *dialog {
	imp := &widget.Button{Label: "Import", Primary: true}
	paste := &widget.Button{Label: "Paste"}
	dl := d.ask("Import a deck list", "Paste a deck list (Ctrl+V) or type one: “Deity: Mars”, then lines like “3 Youthful Troll”.",
		imp, paste, &widget.Button{Label: "Cancel"})
	dl.Area = area
	area.onChange = func() { dl.readList(d) }
	paste.OnPress = func() { dl.paste(d) }
	imp.OnPress = func() {
		dk, err := d.importText(area.value())
		if err != nil {
			dl.Status, dl.StatusBad = problemLine(err), true
			return
		}
		d.Dlg = nil
		if dk.Name == "" {
			dk.Name = "Imported deck"
		}
		dk.Notes = nil
		d.OpenEditor(dk, "")
		d.Ed.MarkDirty()
		d.say("Imported “" + dk.Name + "”: Save keeps it.")
	}
	dl.layout(d)
	dl.form.FocusOn(area)
	dl.readList(d)
	return dl
}

// problemLine is the first problem of a deck list in words.
func problemLine(err error) string {
	if errs, ok := err.(cardset.Errors); ok && len(errs) > 0 {
		s := fmt.Sprintf("line %d: %s", errs[0].Line, errs[0].Msg)
		if len(errs) > 1 {
			s += fmt.Sprintf(" (and %d more)", len(errs)-1)
		}
		return s
	}
	return folder.PlainError(err)
}

// paste reads the clipboard into the import dialog.
func (dl *dialog) paste(d *DecksScene) {
	s, err := d.Clip.Paste()
	if err != nil {
		dl.Status, dl.StatusBad = "Nothing pasted: "+folder.PlainError(err)+". Type the list instead.", true
		return
	}
	dl.Area.Insert(s)
}

// readList says what the pasted text reads as.
func (dl *dialog) readList(d *DecksScene) {
	if strings.TrimSpace(dl.Area.value()) == "" {
		dl.Status, dl.StatusBad = "", false
		return
	}
	dk, err := d.importText(dl.Area.value())
	if err != nil {
		dl.Status, dl.StatusBad = problemLine(err), true
		return
	}
	deity := "no Deity"
	if dk.Deity >= 0 {
		deity = d.app.Set.Deities[dk.Deity].Title
	}
	dl.Status, dl.StatusBad = fmt.Sprintf("Reads as %s with %d cards.", deity, dk.Size()), false
}

// layout sizes the dialog and places its controls.
func (dl *dialog) layout(d *DecksScene) {
	sk := &d.Sk
	u := sk.U
	w := math.Min(600*u, float64(d.w)-80*u)
	inner := w - 56*u
	dl.lines = widget.Wrap(dl.message, sk.Note, inner)
	h := 70*u + float64(len(dl.lines))*sk.Note.Size*1.3 + 70*u
	if dl.field != nil {
		h += 52 * u
	}
	if dl.Area != nil {
		h += 240 * u
	}
	x0, y0 := (float64(d.w)-w)/2, (float64(d.h)-h)/2
	dl.box = widget.BoxAt(x0, y0, w, h)
	y := y0 + 62*u + float64(len(dl.lines))*sk.Note.Size*1.3
	var items []widget.Widget
	if dl.field != nil {
		dl.field.Box = widget.BoxAt(x0+28*u, y+4*u, inner, 36*u)
		items = append(items, dl.field)
		y += 52 * u
	}
	if dl.Area != nil {
		dl.Area.Box = widget.BoxAt(x0+28*u, y+4*u, inner, 200*u)
		items = append(items, dl.Area)
	}
	bx := dl.box.X1 - 36*u
	for _, b := range dl.Buttons {
		bw := math.Max(110*u, widget.Advance(b.Label, sk.Label)+40*u)
		bx -= bw
		b.Box = widget.BoxAt(bx, dl.box.Y1-58*u, bw, 40*u)
		bx -= 28 * u // room for the focus marks either side
	}
	for _, b := range dl.Buttons {
		items = append(items, b)
	}
	keep := dl.form.Focused()
	dl.form.Set(items, keep)
}

// update runs one tick of input through the dialog.
func (dl *dialog) update(d *DecksScene, in *widget.Keys, gestures []input.Gesture, cursor input.Point) {
	for _, k := range in.Pressed {
		switch {
		case k == ebiten.KeyEscape:
			dl.Buttons[len(dl.Buttons)-1].Press()
			return
		case in.Ctrl && k == ebiten.KeyV && dl.Area != nil:
			dl.paste(d)
			return
		}
	}
	dl.form.Update(in, gestures, cursor)
}

func (dl *dialog) draw(dst *ebiten.Image, d *DecksScene) {
	sk := &d.Sk
	u := sk.U
	b := dst.Bounds()
	widget.FillRect(dst, widget.Rect{X: 0, Y: 0, W: float64(b.Dx()), H: float64(b.Dy())}, render.Fade(render.Ink, 0.62))
	sk.Panel(dst, dl.box, 14*u, render.Mix(render.Ink, render.TableBottom, 0.35), render.Fade(render.Gilt, 0.7), math.Max(1, 1.3*u))
	x := dl.box.X0 + 28*u
	render.DrawText(dst, widget.FitText(dl.title, sk.Label, dl.box.W()-56*u), sk.Label, x, dl.box.Y0+32*u, render.LeftMiddle, render.Gilt)
	y := dl.box.Y0 + 62*u
	for _, l := range dl.lines {
		render.DrawText(dst, l, sk.Note, x, y, render.LeftMiddle, render.Fade(render.Ivory, 0.85))
		y += sk.Note.Size * 1.3
	}
	dl.form.Draw(dst, sk)
	if dl.Status != "" && dl.Area != nil {
		c := render.Fade(render.Ivory, 0.8)
		if dl.StatusBad {
			c = widget.ErrorInk
		}
		render.DrawText(dst, widget.FitText(dl.Status, d.capFace, dl.box.W()-56*u), d.capFace, x, dl.Area.Box.Y1+16*u, render.LeftMiddle, c)
	}
}

// textArea is a many-line text entry for pasting a deck list: typing
// and pasting add at the end; Enter starts a line; Backspace removes.
type textArea struct {
	text     []rune
	scroll   int // first line shown
	onChange func()
	Box      widget.Box
}

func (a *textArea) value() string     { return string(a.text) }
func (a *textArea) Area() widget.Box  { return a.Box }
func (a *textArea) Enabled() bool     { return true }
func (a *textArea) CaretBlinks()      {}
func (a *textArea) Click(input.Point) {}

func (a *textArea) Insert(s string) {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	for _, r := range s {
		if r == '\n' || r == '\t' || unicode.IsPrint(r) {
			a.text = append(a.text, r)
		}
	}
	a.changed()
}

func (a *textArea) changed() {
	a.scroll = 1 << 30 // show the end
	if a.onChange != nil {
		a.onChange()
	}
}

func (a *textArea) Typed(r rune) bool {
	if !unicode.IsPrint(r) {
		return false
	}
	a.text = append(a.text, r)
	a.changed()
	return true
}

func (a *textArea) Key(k ebiten.Key, in *widget.Keys) bool {
	switch k {
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
		a.text = append(a.text, '\n')
	case ebiten.KeyBackspace:
		if len(a.text) == 0 {
			return true
		}
		a.text = a.text[:len(a.text)-1]
	case ebiten.KeySpace:
		a.text = append(a.text, ' ')
	case ebiten.KeyArrowUp:
		a.scroll = max(0, a.scroll-1)
		return true
	case ebiten.KeyArrowDown:
		a.scroll++
		return true
	default:
		return false
	}
	a.changed()
	return true
}

func (a *textArea) Draw(dst *ebiten.Image, sk *widget.Skin, st widget.WidgetState) {
	u := sk.U
	line := render.Fade(render.Mist, 0.4)
	if st.Focused {
		line = render.Gilt
	}
	sk.Panel(dst, a.Box, 5*u, render.Fade(render.Ink, 0.8), line, math.Max(1, 1.2*u))
	lh := sk.Small.Size * 1.3
	rows := max(1, int((a.Box.H()-12*u)/lh))
	lines := strings.Split(string(a.text), "\n")
	a.scroll = min(a.scroll, max(0, len(lines)-rows))
	if len(a.text) == 0 {
		render.DrawText(dst, "Deity: Mars", sk.Note, a.Box.X0+12*u, a.Box.Y0+6*u+lh/2, render.LeftMiddle, render.Fade(render.Mist, 0.6))
	}
	y := a.Box.Y0 + 6*u + lh/2
	for i := a.scroll; i < len(lines) && i < a.scroll+rows; i++ {
		s := widget.FitText(lines[i], sk.Small, a.Box.W()-24*u)
		render.DrawText(dst, s, sk.Small, a.Box.X0+12*u, y, render.LeftMiddle, render.Ivory)
		if i == len(lines)-1 && st.Focused && (st.Tick/30)%2 == 0 {
			cx := float32(a.Box.X0 + 13*u + widget.Advance(s, sk.Small))
			vector.StrokeLine(dst, cx, float32(y-lh*0.35), cx, float32(y+lh*0.35), float32(math.Max(1, 1.5*u)), render.GiltLight, true)
		}
		y += lh
	}
}

// sampleHand shows seven cards drawn from the deck; Space draws again.
type sampleHand struct {
	cards []rules.DefID
	deck  []rules.DefID
	seed  uint64
	again *widget.Button
	close *widget.Button
	form  widget.Form
}

func newSampleHand(d *DecksScene, deck []rules.DefID, seed uint64) *sampleHand {
	h := &sampleHand{deck: deck, seed: seed, form: widget.NewForm()}
	h.cards = drawHand(deck, seed)
	h.again = &widget.Button{Label: "Draw again", Primary: true, OnPress: func() {
		h.seed++
		h.cards = drawHand(h.deck, h.seed)
	}}
	h.close = &widget.Button{Label: "Close", OnPress: func() { d.Hand = nil }}
	h.form.Set([]widget.Widget{h.again, h.close}, h.again)
	h.form.OnEnter = h.again.Press
	return h
}

// Cards are the hand drawn.
func (h *sampleHand) Cards() []rules.DefID { return h.cards }

func (h *sampleHand) update(d *DecksScene, in *widget.Keys, gestures []input.Gesture) {
	if in.Has(ebiten.KeyEscape) {
		d.Hand = nil
		return
	}
	h.layout(d)
	h.form.Update(in, gestures, d.Mouse)
}

func (h *sampleHand) layout(d *DecksScene) {
	u := d.Sk.U
	g := d.Lay.Grid
	y := g.Y1 - 54*u
	h.again.Box = widget.BoxAt(g.X0+g.W()/2-170*u, y, 160*u, 42*u)
	h.close.Box = widget.BoxAt(g.X0+g.W()/2+10*u, y, 160*u, 42*u)
}

// HandW is the width of the sample hand's cards: seven side by side.
func (d *DecksScene) HandW() int {
	u := d.Sk.U
	a := d.handArea()
	return int(math.Min(float64(d.Lay.CardW)*1.15, (a.W()-40*u-6*10*u)/7))
}

// handArea is where the hand is shown: the grid and preview columns.
func (d *DecksScene) handArea() widget.Box {
	return widget.Box{X0: d.Lay.Grid.X0, Y0: d.Lay.Grid.Y0 - 40*d.Sk.U, X1: d.Lay.preview.X1, Y1: d.Lay.Grid.Y1}
}

func (h *sampleHand) draw(dst *ebiten.Image, d *DecksScene) {
	sk := &d.Sk
	u := sk.U
	h.layout(d)
	a := d.handArea()
	sk.Panel(dst, a, 14*u, render.Fade(render.Ink, 0.88), render.Fade(render.Gilt, 0.5), math.Max(1, 1.2*u))
	render.DrawText(dst, "A sample opening hand: seven cards from a shuffled deck", sk.Label, (a.X0+a.X1)/2, a.Y0+34*u, render.Center, render.Gilt)
	n := len(h.cards)
	gap := 10 * u
	w := d.HandW()
	x := (a.X0+a.X1)/2 - (float64(n)*float64(w)+float64(n-1)*gap)/2
	y := a.Y0 + 70*u
	for _, id := range h.cards {
		d.drawFace(dst, CollItem{Def: id, Deity: -1}, w, x, y)
		x += float64(w) + gap
	}
	var levels [4]int
	for _, id := range h.cards {
		levels[d.app.Set.Cards[id].Level]++
	}
	note := fmt.Sprintf("%d Lesser · %d Greater · %d Exalted", levels[1], levels[2], levels[3])
	render.DrawText(dst, note, d.capFace, (a.X0+a.X1)/2, y+float64(render.CardHeight(w))+24*u, render.Center, render.Fade(render.Ivory, 0.8))
	h.form.Draw(dst, sk)
}

// readPrebuilt is the text of the pre-built deck with the given key.
func readPrebuilt(key string) ([]byte, error) {
	return fs.ReadFile(assets.Decks(), key+".txt")
}
