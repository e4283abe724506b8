package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"

	"twilight/input"
	"twilight/rules/cardset"
)

// deckShelf is the right-hand panel when no deck is open: the player's
// saved decks (a file that does not read is listed with its problem), the
// pre-built decks, and what can be done with the selected one.
type deckShelf struct {
	d     *DecksScene
	saved []SavedDeck
	err   string // why the folder could not be read
	rows  []shelfRow
	sel   int // selected row, or -1

	scroll  float64
	listBox box

	newBtn, importBtn    *Button
	editBtn, testBtn     *Button
	dupBtn, renameBtn    *Button
	exportBtn, deleteBtn *Button
	headY, noteY         float64
	lastClick            int
}

// shelfRow is one row of the shelf: a heading, a saved deck, or a
// pre-built deck.
type shelfRow struct {
	heading  string
	saved    int // index in saved, or -1
	prebuilt int // index in App.Decks, or -1
	lines    []string
	y, h     float64
	// What the row says, fitted: its title and the line under it.
	title, sub string
	subCol     color.RGBA
}

func newDeckShelf(d *DecksScene) *deckShelf {
	s := &deckShelf{d: d, sel: -1}
	s.newBtn = &Button{Label: "New deck", Small: true, Primary: true, OnPress: s.newDeck}
	s.importBtn = &Button{Label: "Import…", Small: true, OnPress: func() { s.openImport(false) }}
	s.editBtn = &Button{Label: "Edit", Small: true, OnPress: s.edit}
	s.testBtn = &Button{Label: "Test it", Small: true, OnPress: s.test}
	s.dupBtn = &Button{Label: "Duplicate", Small: true, OnPress: s.duplicate}
	s.renameBtn = &Button{Label: "Rename", Small: true, OnPress: s.rename}
	s.exportBtn = &Button{Label: "Export", Small: true, OnPress: d.exportCurrent}
	s.deleteBtn = &Button{Label: "Delete", Small: true, OnPress: s.delete}
	s.reload()
	return s
}

func (s *deckShelf) widgets() []widget {
	return []widget{s.newBtn, s.importBtn, s.editBtn, s.testBtn, s.dupBtn, s.renameBtn, s.exportBtn, s.deleteBtn}
}

// reload reads the decks folder again, keeping the selection on the same
// file when it is still there.
func (s *deckShelf) reload() {
	keep := ""
	if sd := s.selSaved(); sd != nil {
		keep = sd.Path
	}
	s.saved, s.err = nil, ""
	saved, err := s.d.app.SavedDecks()
	if err != nil {
		s.err = "The decks folder could not be read: " + plainError(err)
	}
	s.saved = saved
	s.layoutRows()
	if keep != "" {
		s.selectPath(keep)
	}
	s.syncButtons()
}

// selectPath selects the saved deck at path.
func (s *deckShelf) selectPath(path string) {
	for i, r := range s.rows {
		if r.saved >= 0 && s.saved[r.saved].Path == path {
			s.sel = i
			s.reveal()
		}
	}
	s.syncButtons()
}

// Saved are the decks of the folder as last read.
func (s *deckShelf) Saved() []SavedDeck { return s.saved }

// selSaved is the selected saved deck, or nil.
func (s *deckShelf) selSaved() *SavedDeck {
	if s.sel < 0 || s.sel >= len(s.rows) || s.rows[s.sel].saved < 0 {
		return nil
	}
	return &s.saved[s.rows[s.sel].saved]
}

// selPrebuilt is the selected pre-built deck's index, or -1.
func (s *deckShelf) selPrebuilt() int {
	if s.sel < 0 || s.sel >= len(s.rows) {
		return -1
	}
	return s.rows[s.sel].prebuilt
}

// syncButtons enables what the selection allows.
func (s *deckShelf) syncButtons() {
	sd, pb := s.selSaved(), s.selPrebuilt()
	readable := sd != nil && sd.Readable()
	s.editBtn.Label = "Edit"
	if pb >= 0 {
		s.editBtn.Label = "Copy & edit"
	}
	s.editBtn.Disabled = !readable && pb < 0
	s.testBtn.Disabled = !(readable && len(sd.Unmet) == 0) && pb < 0
	s.exportBtn.Disabled = !readable && pb < 0
	s.dupBtn.Disabled = !readable
	s.renameBtn.Disabled = !readable
	s.deleteBtn.Disabled = sd == nil
	noDir := s.d.app.DecksDir() == ""
	s.importBtn.Disabled = false
	if noDir {
		s.dupBtn.Disabled, s.renameBtn.Disabled, s.deleteBtn.Disabled = true, true, true
	}
}

// layout places the shelf's controls in the panel.
func (s *deckShelf) layout() {
	u := s.d.sk.u
	P := s.d.lay.panel
	x0, x1 := P.x0+14*u, P.x1-14*u
	w := x1 - x0
	s.headY = P.y0 + 26*u
	y := P.y0 + 48*u
	half := (w - 22*u) / 2 // room between the columns for the focus marks
	s.newBtn.Box = boxAt(x0, y, half, 30*u)
	s.importBtn.Box = boxAt(x0+half+22*u, y, half, 30*u)
	y += 40 * u
	bh, bg := 30*u, 6*u
	by := P.y1 - 14*u - 3*bh - 2*bg
	for i, b := range []*Button{s.editBtn, s.testBtn, s.dupBtn, s.renameBtn, s.exportBtn, s.deleteBtn} {
		b.Box = boxAt(x0+float64(i%2)*(half+22*u), by+float64(i/2)*(bh+bg), half, bh)
	}
	s.listBox = box{P.x0 + 6*u, y, P.x1 - 6*u, by - 10*u}
	s.layoutRows()
}

// layoutRows lists the saved decks, the files with problems and the
// pre-built decks.
func (s *deckShelf) layoutRows() {
	u := s.d.sk.u
	if u == 0 {
		return
	}
	s.rows = s.rows[:0]
	y := 0.0
	head := func(t string) {
		s.rows = append(s.rows, shelfRow{heading: t, saved: -1, prebuilt: -1, y: y, h: 26 * u})
		y += 26 * u
	}
	textW := s.listBox.w() - 36*u
	var good, bad []int
	for i := range s.saved {
		if s.saved[i].Readable() {
			good = append(good, i)
		} else {
			bad = append(bad, i)
		}
	}
	head("Your decks")
	if s.d.app.DecksDir() == "" {
		s.rows = append(s.rows, shelfRow{saved: -1, prebuilt: -1, lines: wrap("Decks cannot be saved this time: the game has no folder.", s.d.capFace, textW), y: y, h: 40 * u})
		y += 40 * u
	}
	for _, i := range good {
		s.rows = append(s.rows, shelfRow{saved: i, prebuilt: -1, y: y, h: 44 * u})
		y += 44 * u
	}
	if len(bad) > 0 {
		head("Files with problems")
		for _, i := range bad {
			p := s.saved[i].Problems[0].String()
			if n := len(s.saved[i].Problems); n > 1 {
				p += fmt.Sprintf(" (and %d more)", n-1)
			}
			lines := wrap(p, s.d.capFace, textW)
			h := 26*u + float64(len(lines))*s.d.capFace.Size*1.25
			s.rows = append(s.rows, shelfRow{saved: i, prebuilt: -1, lines: lines, y: y, h: h})
			y += h
		}
	}
	head("Pre-built decks")
	for i := range s.d.app.Decks {
		s.rows = append(s.rows, shelfRow{saved: -1, prebuilt: i, y: y, h: 44 * u})
		y += 44 * u
	}
	tw := s.listBox.w() - 48*s.d.sk.u
	for i := range s.rows {
		r := &s.rows[i]
		if r.heading == "" && (r.saved >= 0 || r.prebuilt >= 0) {
			title, sub, col := s.rowWords(*r)
			r.title, r.sub, r.subCol = fitText(title, s.d.rowFace, tw), fitText(sub, s.d.capFace, tw), col
		}
	}
	if s.sel >= len(s.rows) || (s.sel >= 0 && s.rows[s.sel].heading != "") {
		s.sel = -1
	}
	s.clampScroll()
}

func (s *deckShelf) listH() float64 {
	if len(s.rows) == 0 {
		return 0
	}
	r := s.rows[len(s.rows)-1]
	return r.y + r.h
}

func (s *deckShelf) clampScroll() {
	s.scroll = math.Max(0, math.Min(s.scroll, s.listH()-s.listBox.h()))
}

// reveal scrolls the selected row into view.
func (s *deckShelf) reveal() {
	if s.sel < 0 {
		return
	}
	r := s.rows[s.sel]
	if r.y < s.scroll {
		s.scroll = r.y
	}
	if r.y+r.h > s.scroll+s.listBox.h() {
		s.scroll = r.y + r.h - s.listBox.h()
	}
	s.clampScroll()
}

func (s *deckShelf) wheel(p input.Point, w float64) {
	if s.listBox.contains(p) {
		s.scroll -= 50 * s.d.sk.u * w
		s.clampScroll()
	}
}

// click selects a deck; a second click on it opens it.
func (s *deckShelf) click(p input.Point) {
	if !s.listBox.contains(p) {
		return
	}
	y := p.Y - s.listBox.y0 + s.scroll
	for i, r := range s.rows {
		if r.heading == "" && (r.saved >= 0 || r.prebuilt >= 0) && y >= r.y && y < r.y+r.h {
			again := s.sel == i && s.d.ticks-s.lastClick < 30
			s.sel, s.lastClick = i, s.d.ticks
			s.syncButtons()
			if again && !s.editBtn.Disabled {
				s.edit()
			}
			return
		}
	}
}

// newDeck opens an empty deck.
func (s *deckShelf) newDeck() {
	s.d.openEditor(cardset.Deck{Deity: -1}, "")
}

// edit opens the selected deck; a pre-built deck opens as a copy.
func (s *deckShelf) edit() {
	if sd := s.selSaved(); sd != nil && sd.Readable() {
		s.d.openEditor(sd.Deck, sd.Path)
		return
	}
	if pb := s.selPrebuilt(); pb >= 0 {
		d, err := s.d.prebuiltDeck(pb)
		if err != nil {
			s.d.say(plainError(err))
			return
		}
		s.d.openEditor(d, "")
		s.d.ed.dirty = true
	}
}

// test starts a match with the selected deck against the normal
// computer.
func (s *deckShelf) test() {
	if sd := s.selSaved(); sd != nil && sd.Readable() {
		s.d.testDeck(sd.Path, sd.Deck.Deity, sd.Deck.Extended)
		return
	}
	if pb := s.selPrebuilt(); pb >= 0 {
		p := s.d.app.Decks[pb]
		s.d.testDeck(p.Key, p.Deity, false)
	}
}

func (s *deckShelf) duplicate() {
	sd := s.selSaved()
	if sd == nil {
		return
	}
	p, err := s.d.app.DuplicateDeck(sd.Path)
	if err != nil {
		s.d.say("The deck was not duplicated: " + plainError(err))
		return
	}
	s.reload()
	s.selectPath(p)
	s.d.say("Duplicated as " + filepath.Base(p))
}

func (s *deckShelf) rename() {
	sd := s.selSaved()
	if sd == nil {
		return
	}
	path := sd.Path
	field := &TextField{Max: 48}
	field.SetValue(sd.Title())
	s.d.askField("Rename the deck", "The file is renamed to match.", field, "Rename", func() bool {
		p, err := s.d.app.RenameDeck(path, field.Value())
		if err != nil {
			s.d.say("The deck was not renamed: " + plainError(err))
			return false
		}
		s.reload()
		s.selectPath(p)
		s.d.say("Renamed; the file is now " + filepath.Base(p))
		return true
	})
}

func (s *deckShelf) delete() {
	sd := s.selSaved()
	if sd == nil {
		return
	}
	path, title := sd.Path, sd.Title()
	keep := &Button{Label: "Keep it", OnPress: func() {}}
	dl := s.d.ask("Delete the deck", "Delete “"+title+"” ("+filepath.Base(path)+")? This cannot be undone.",
		&Button{Label: "Delete", Primary: true, OnPress: func() {
			if err := s.d.app.DeleteDeck(path); err != nil {
				s.d.say("The deck was not deleted: " + plainError(err))
			} else {
				s.d.say("Deleted " + filepath.Base(path))
			}
			s.sel = -1
			s.reload()
		}},
		keep)
	// Enter keeps the deck: deleting takes a deliberate choice.
	dl.form.focusOn(keep)
	dl.form.onEnter = keep.press
}

// openImport asks for a deck list to paste (pasting at once when asked).
func (s *deckShelf) openImport(paste bool) {
	area := &textArea{}
	dl := s.d.askImport(area)
	if paste {
		dl.paste(s.d)
	}
}

// importText reads a pasted deck list; it returns the deck, or the
// problems in plain words.
func (d *DecksScene) importText(txt string) (cardset.Deck, error) {
	if strings.TrimSpace(txt) == "" {
		return cardset.Deck{}, errors.New("paste or type a deck list first")
	}
	dk, err := cardset.ParseDeck("pasted", bytes.NewReader([]byte(txt)), d.app.Set)
	if err != nil {
		return dk, err
	}
	if dk.Deity < 0 && dk.Size() == 0 {
		return dk, errors.New("no Deity and no cards: this is not a deck list")
	}
	return dk, nil
}

// prebuiltDeck reads pre-built deck i as a deck list, notes and all.
func (d *DecksScene) prebuiltDeck(i int) (cardset.Deck, error) {
	key := d.app.Decks[i].Key
	b, err := readPrebuilt(key)
	if err != nil {
		return cardset.Deck{}, err
	}
	return cardset.ParseDeck(key+".txt", bytes.NewReader(b), d.app.Set)
}

// exportCurrent puts the open deck (or the selected one) on the
// clipboard as a deck list; without a clipboard tool it writes the list to
// a file in the exports folder and says where.
func (d *DecksScene) exportCurrent() {
	var dk cardset.Deck
	switch {
	case d.ed != nil:
		dk = d.ed.deck
	case d.shelf.selSaved() != nil && d.shelf.selSaved().Readable():
		dk = d.shelf.selSaved().Deck
	case d.shelf.selPrebuilt() >= 0:
		var err error
		if dk, err = d.prebuiltDeck(d.shelf.selPrebuilt()); err != nil {
			d.say(plainError(err))
			return
		}
	default:
		d.say("Choose a deck to export.")
		return
	}
	txt := dk.Format(d.app.Set)
	name := dk.Name
	if name == "" {
		name = "deck"
	}
	err := d.clip.Copy(string(txt))
	if err == nil {
		d.say("“" + name + "” is on the clipboard as a deck list.")
		return
	}
	dir := d.app.Dir
	if dir == "" {
		dir = os.TempDir()
	}
	p := filepath.Join(dir, "exports", deckFileName(name))
	if e := os.MkdirAll(filepath.Dir(p), 0o755); e == nil {
		e = writeAtomic(p, txt)
		if e == nil {
			why := "the clipboard did not take it"
			if errors.Is(err, errNoClipboard) {
				why = "no clipboard tool here (install xclip)"
			}
			d.say(sentence(why) + " The deck list is in " + p)
			return
		}
	}
	d.say("The deck could not be exported: " + plainError(err))
}
