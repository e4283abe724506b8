package scenes

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
)

// dialog is a small window over the collection: a question with buttons,
// a name to type, or a deck list to paste. Esc closes it as its last
// button would.
type dialog struct {
	title   string
	message string
	field   *TextField
	area    *textArea
	buttons []*Button
	// status is the line under a pasted list: what it reads as.
	status    string
	statusBad bool

	form  form
	box   box
	lines []string
}

// ask opens a question; every button closes the dialog after its action.
func (d *DecksScene) ask(title, message string, buttons ...*Button) *dialog {
	dl := &dialog{title: title, message: message, form: newForm()}
	for _, b := range buttons {
		act := b.OnPress
		b.OnPress = func() {
			d.dlg = nil
			if act != nil {
				act()
			}
		}
		b.Small = false
		dl.buttons = append(dl.buttons, b)
	}
	d.dlg = dl
	dl.layout(d)
	if len(dl.buttons) > 0 {
		dl.form.focusOn(dl.buttons[0])
	}
	dl.form.onEnter = func() {
		if len(dl.buttons) > 0 {
			dl.buttons[0].press()
		}
	}
	return dl
}

// askField opens a dialog with a one-line field; ok runs on the first
// button and keeps the dialog open when it reports failure.
func (d *DecksScene) askField(title, message string, field *TextField, label string, ok func() bool) {
	okBtn := &Button{Label: label, Primary: true}
	dl := d.ask(title, message, okBtn, &Button{Label: "Cancel"})
	okBtn.OnPress = func() {
		if ok() {
			d.dlg = nil
		}
	}
	dl.field = field
	dl.layout(d)
	dl.form.focusOn(field)
}

// askImport opens the import dialog: a deck list typed or pasted
// (Ctrl+V), read as it changes.
func (d *DecksScene) askImport(area *textArea) *dialog {
	imp := &Button{Label: "Import", Primary: true}
	paste := &Button{Label: "Paste"}
	dl := d.ask("Import a deck list", "Paste a deck list (Ctrl+V) or type one: “Deity: Mars”, then lines like “3 Youthful Troll”.",
		imp, paste, &Button{Label: "Cancel"})
	dl.area = area
	area.onChange = func() { dl.readList(d) }
	paste.OnPress = func() { dl.paste(d) }
	imp.OnPress = func() {
		dk, err := d.importText(area.value())
		if err != nil {
			dl.status, dl.statusBad = problemLine(err), true
			return
		}
		d.dlg = nil
		if dk.Name == "" {
			dk.Name = "Imported deck"
		}
		dk.Notes = nil
		d.openEditor(dk, "")
		d.ed.dirty = true
		d.say("Imported “" + dk.Name + "”: Save keeps it.")
	}
	dl.layout(d)
	dl.form.focusOn(area)
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
	return plainError(err)
}

// paste reads the clipboard into the import dialog.
func (dl *dialog) paste(d *DecksScene) {
	s, err := d.clip.Paste()
	if err != nil {
		dl.status, dl.statusBad = "Nothing pasted: "+plainError(err)+". Type the list instead.", true
		return
	}
	dl.area.insert(s)
}

// readList says what the pasted text reads as.
func (dl *dialog) readList(d *DecksScene) {
	if strings.TrimSpace(dl.area.value()) == "" {
		dl.status, dl.statusBad = "", false
		return
	}
	dk, err := d.importText(dl.area.value())
	if err != nil {
		dl.status, dl.statusBad = problemLine(err), true
		return
	}
	deity := "no Deity"
	if dk.Deity >= 0 {
		deity = d.app.Set.Deities[dk.Deity].Title
	}
	dl.status, dl.statusBad = fmt.Sprintf("Reads as %s with %d cards.", deity, dk.Size()), false
}

// layout sizes the dialog and places its controls.
func (dl *dialog) layout(d *DecksScene) {
	sk := &d.sk
	u := sk.u
	w := math.Min(600*u, float64(d.w)-80*u)
	inner := w - 56*u
	dl.lines = wrap(dl.message, sk.note, inner)
	h := 70*u + float64(len(dl.lines))*sk.note.Size*1.3 + 70*u
	if dl.field != nil {
		h += 52 * u
	}
	if dl.area != nil {
		h += 240 * u
	}
	x0, y0 := (float64(d.w)-w)/2, (float64(d.h)-h)/2
	dl.box = boxAt(x0, y0, w, h)
	y := y0 + 62*u + float64(len(dl.lines))*sk.note.Size*1.3
	var items []widget
	if dl.field != nil {
		dl.field.Box = boxAt(x0+28*u, y+4*u, inner, 36*u)
		items = append(items, dl.field)
		y += 52 * u
	}
	if dl.area != nil {
		dl.area.Box = boxAt(x0+28*u, y+4*u, inner, 200*u)
		items = append(items, dl.area)
	}
	bx := dl.box.x1 - 36*u
	for _, b := range dl.buttons {
		bw := math.Max(110*u, advance(b.Label, sk.label)+40*u)
		bx -= bw
		b.Box = boxAt(bx, dl.box.y1-58*u, bw, 40*u)
		bx -= 28 * u // room for the focus marks either side
	}
	for _, b := range dl.buttons {
		items = append(items, b)
	}
	keep := dl.form.focused()
	dl.form.set(items, keep)
}

// update runs one tick of input through the dialog.
func (dl *dialog) update(d *DecksScene, in *keys, gestures []input.Gesture, cursor input.Point) {
	for _, k := range in.pressed {
		switch {
		case k == ebiten.KeyEscape:
			dl.buttons[len(dl.buttons)-1].press()
			return
		case in.ctrl && k == ebiten.KeyV && dl.area != nil:
			dl.paste(d)
			return
		}
	}
	dl.form.update(in, gestures, cursor)
}

func (dl *dialog) draw(dst *ebiten.Image, d *DecksScene) {
	sk := &d.sk
	u := sk.u
	b := dst.Bounds()
	fillRect(dst, Rect{0, 0, float64(b.Dx()), float64(b.Dy())}, render.Fade(render.Ink, 0.62))
	sk.panel(dst, dl.box, 14*u, render.Mix(render.Ink, render.TableBottom, 0.35), render.Fade(render.Gilt, 0.7), math.Max(1, 1.3*u))
	x := dl.box.x0 + 28*u
	render.DrawText(dst, fitText(dl.title, sk.label, dl.box.w()-56*u), sk.label, x, dl.box.y0+32*u, render.LeftMiddle, render.Gilt)
	y := dl.box.y0 + 62*u
	for _, l := range dl.lines {
		render.DrawText(dst, l, sk.note, x, y, render.LeftMiddle, render.Fade(render.Ivory, 0.85))
		y += sk.note.Size * 1.3
	}
	dl.form.draw(dst, sk)
	if dl.status != "" && dl.area != nil {
		c := render.Fade(render.Ivory, 0.8)
		if dl.statusBad {
			c = errorInk
		}
		render.DrawText(dst, fitText(dl.status, d.capFace, dl.box.w()-56*u), d.capFace, x, dl.area.Box.y1+16*u, render.LeftMiddle, c)
	}
}

// textArea is a many-line text entry for pasting a deck list: typing
// and pasting add at the end; Enter starts a line; Backspace removes.
type textArea struct {
	text     []rune
	scroll   int // first line shown
	onChange func()
	Box      box
}

func (a *textArea) value() string     { return string(a.text) }
func (a *textArea) area() box         { return a.Box }
func (a *textArea) enabled() bool     { return true }
func (a *textArea) click(input.Point) {}

func (a *textArea) insert(s string) {
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

func (a *textArea) typed(r rune) bool {
	if !unicode.IsPrint(r) {
		return false
	}
	a.text = append(a.text, r)
	a.changed()
	return true
}

func (a *textArea) key(k ebiten.Key, in *keys) bool {
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

func (a *textArea) draw(dst *ebiten.Image, sk *skin, st widgetState) {
	u := sk.u
	line := render.Fade(render.Mist, 0.4)
	if st.focused {
		line = render.Gilt
	}
	sk.panel(dst, a.Box, 5*u, render.Fade(render.Ink, 0.8), line, math.Max(1, 1.2*u))
	lh := sk.small.Size * 1.3
	rows := max(1, int((a.Box.h()-12*u)/lh))
	lines := strings.Split(string(a.text), "\n")
	a.scroll = min(a.scroll, max(0, len(lines)-rows))
	if len(a.text) == 0 {
		render.DrawText(dst, "Deity: Mars", sk.note, a.Box.x0+12*u, a.Box.y0+6*u+lh/2, render.LeftMiddle, render.Fade(render.Mist, 0.6))
	}
	y := a.Box.y0 + 6*u + lh/2
	for i := a.scroll; i < len(lines) && i < a.scroll+rows; i++ {
		s := fitText(lines[i], sk.small, a.Box.w()-24*u)
		render.DrawText(dst, s, sk.small, a.Box.x0+12*u, y, render.LeftMiddle, render.Ivory)
		if i == len(lines)-1 && st.focused && (st.tick/30)%2 == 0 {
			cx := float32(a.Box.x0 + 13*u + advance(s, sk.small))
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
	again *Button
	close *Button
	form  form
}

func newSampleHand(d *DecksScene, deck []rules.DefID, seed uint64) *sampleHand {
	h := &sampleHand{deck: deck, seed: seed, form: newForm()}
	h.cards = drawHand(deck, seed)
	h.again = &Button{Label: "Draw again", Primary: true, OnPress: func() {
		h.seed++
		h.cards = drawHand(h.deck, h.seed)
	}}
	h.close = &Button{Label: "Close", OnPress: func() { d.hand = nil }}
	h.form.set([]widget{h.again, h.close}, h.again)
	h.form.onEnter = h.again.press
	return h
}

// Cards are the hand drawn.
func (h *sampleHand) Cards() []rules.DefID { return h.cards }

func (h *sampleHand) update(d *DecksScene, in *keys, gestures []input.Gesture) {
	if in.has(ebiten.KeyEscape) {
		d.hand = nil
		return
	}
	h.layout(d)
	h.form.update(in, gestures, d.mouse)
}

func (h *sampleHand) layout(d *DecksScene) {
	u := d.sk.u
	g := d.lay.grid
	y := g.y1 - 54*u
	h.again.Box = boxAt(g.x0+g.w()/2-170*u, y, 160*u, 42*u)
	h.close.Box = boxAt(g.x0+g.w()/2+10*u, y, 160*u, 42*u)
}

// handW is the width of the sample hand's cards: seven side by side.
func (d *DecksScene) handW() int {
	u := d.sk.u
	a := d.handArea()
	return int(math.Min(float64(d.lay.cardW)*1.15, (a.w()-40*u-6*10*u)/7))
}

// handArea is where the hand is shown: the grid and preview columns.
func (d *DecksScene) handArea() box {
	return box{d.lay.grid.x0, d.lay.grid.y0 - 40*d.sk.u, d.lay.preview.x1, d.lay.grid.y1}
}

func (h *sampleHand) draw(dst *ebiten.Image, d *DecksScene) {
	sk := &d.sk
	u := sk.u
	h.layout(d)
	a := d.handArea()
	sk.panel(dst, a, 14*u, render.Fade(render.Ink, 0.88), render.Fade(render.Gilt, 0.5), math.Max(1, 1.2*u))
	render.DrawText(dst, "A sample opening hand: seven cards from a shuffled deck", sk.label, (a.x0+a.x1)/2, a.y0+34*u, render.Center, render.Gilt)
	n := len(h.cards)
	gap := 10 * u
	w := d.handW()
	x := (a.x0+a.x1)/2 - (float64(n)*float64(w)+float64(n-1)*gap)/2
	y := a.y0 + 70*u
	for _, id := range h.cards {
		d.drawFace(dst, collItem{def: id, deity: -1}, w, x, y)
		x += float64(w) + gap
	}
	var levels [4]int
	for _, id := range h.cards {
		levels[d.app.Set.Cards[id].Level]++
	}
	note := fmt.Sprintf("%d Lesser · %d Greater · %d Exalted", levels[1], levels[2], levels[3])
	render.DrawText(dst, note, d.capFace, (a.x0+a.x1)/2, y+float64(render.CardHeight(w))+24*u, render.Center, render.Fade(render.Ivory, 0.8))
	h.form.draw(dst, sk)
}

// readPrebuilt is the text of the pre-built deck with the given key.
func readPrebuilt(key string) ([]byte, error) {
	return fs.ReadFile(assets.Decks(), key+".txt")
}
