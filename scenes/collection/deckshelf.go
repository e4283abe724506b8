package collection

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

	"twilight/scenes/folder"
	"twilight/scenes/widget"
)

// deckShelf is the right-hand panel when no deck is open: the player's
// saved decks (a file that does not read is listed with its problem), the
// pre-built decks, and what can be done with the selected one.
type deckShelf struct {
	d     *DecksScene
	clip  widget.Clip // the list's part of the screen
	saved []folder.SavedDeck
	err   string // why the folder could not be read
	Rows  []shelfRow
	Sel   int // selected row, or -1

	scroll  float64
	listBox widget.Box

	NewBtn, importBtn    *widget.Button
	EditBtn, testBtn     *widget.Button
	dupBtn, renameBtn    *widget.Button
	ExportBtn, deleteBtn *widget.Button
	headY, noteY         float64
	lastClick            int
}

// shelfRow is one row of the shelf: a heading, a saved deck, or a
// pre-built deck.
type shelfRow struct {
	heading  string // in small capitals, as drawn
	saved    int    // index in saved, or -1
	Prebuilt int    // index in App.Decks, or -1
	lines    []string
	y, h     float64
	// What the row says, fitted: its title and the line under it.
	title, sub string
	subCol     color.RGBA
}

func newDeckShelf(d *DecksScene) *deckShelf {
	s := &deckShelf{d: d, Sel: -1}
	s.NewBtn = &widget.Button{Label: "New deck", Small: true, Primary: true, OnPress: s.newDeck}
	s.importBtn = &widget.Button{Label: "Import…", Small: true, OnPress: func() { s.OpenImport(false) }}
	s.EditBtn = &widget.Button{Label: "Edit", Small: true, OnPress: s.edit}
	s.testBtn = &widget.Button{Label: "Test it", Small: true, OnPress: s.test}
	s.dupBtn = &widget.Button{Label: "Duplicate", Small: true, OnPress: s.duplicate}
	s.renameBtn = &widget.Button{Label: "Rename", Small: true, OnPress: s.rename}
	s.ExportBtn = &widget.Button{Label: "Export", Small: true, OnPress: d.exportCurrent}
	s.deleteBtn = &widget.Button{Label: "Delete", Small: true, OnPress: s.delete}
	s.Reload()
	return s
}

func (s *deckShelf) widgets() []widget.Widget {
	return []widget.Widget{s.NewBtn, s.importBtn, s.EditBtn, s.testBtn, s.dupBtn, s.renameBtn, s.ExportBtn, s.deleteBtn}
}

// Reload reads the decks folder again, keeping the selection on the same
// file when it is still there.
func (s *deckShelf) Reload() {
	keep := ""
	if sd := s.selSaved(); sd != nil {
		keep = sd.Path
	}
	s.saved, s.err = nil, ""
	saved, err := s.d.app.SavedDecks()
	if err != nil {
		s.err = "The decks folder could not be read: " + folder.PlainError(err)
	}
	s.saved = saved
	s.layoutRows()
	if keep != "" {
		s.selectPath(keep)
	}
	s.SyncButtons()
}

// selectPath selects the saved deck at path.
func (s *deckShelf) selectPath(path string) {
	for i, r := range s.Rows {
		if r.saved >= 0 && s.saved[r.saved].Path == path {
			s.Sel = i
			s.reveal()
		}
	}
	s.SyncButtons()
}

// Saved are the decks of the folder as last read.
func (s *deckShelf) Saved() []folder.SavedDeck { return s.saved }

// selSaved is the selected saved deck, or nil.
func (s *deckShelf) selSaved() *folder.SavedDeck {
	if s.Sel < 0 || s.Sel >= len(s.Rows) || s.Rows[s.Sel].saved < 0 {
		return nil
	}
	return &s.saved[s.Rows[s.Sel].saved]
}

// selPrebuilt is the selected pre-built deck's index, or -1.
func (s *deckShelf) selPrebuilt() int {
	if s.Sel < 0 || s.Sel >= len(s.Rows) {
		return -1
	}
	return s.Rows[s.Sel].Prebuilt
}

// SyncButtons enables what the selection allows.
func (s *deckShelf) SyncButtons() {
	sd, pb := s.selSaved(), s.selPrebuilt()
	readable := sd != nil && sd.Readable()
	s.EditBtn.Label = "Edit"
	if pb >= 0 {
		s.EditBtn.Label = "Copy & edit"
	}
	s.EditBtn.Disabled = !readable && pb < 0
	s.testBtn.Disabled = !(readable && len(sd.Unmet) == 0) && pb < 0
	s.ExportBtn.Disabled = !readable && pb < 0
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
	u := s.d.Sk.U
	P := s.d.Lay.Panel
	x0, x1 := P.X0+14*u, P.X1-14*u
	w := x1 - x0
	s.headY = P.Y0 + 26*u
	y := P.Y0 + 48*u
	half := (w - 22*u) / 2 // room between the columns for the focus marks
	s.NewBtn.Box = widget.BoxAt(x0, y, half, 30*u)
	s.importBtn.Box = widget.BoxAt(x0+half+22*u, y, half, 30*u)
	y += 40 * u
	bh, bg := 30*u, 6*u
	by := P.Y1 - 14*u - 3*bh - 2*bg
	for i, b := range []*widget.Button{s.EditBtn, s.testBtn, s.dupBtn, s.renameBtn, s.ExportBtn, s.deleteBtn} {
		b.Box = widget.BoxAt(x0+float64(i%2)*(half+22*u), by+float64(i/2)*(bh+bg), half, bh)
	}
	s.listBox = widget.Box{X0: P.X0 + 6*u, Y0: y, X1: P.X1 - 6*u, Y1: by - 10*u}
	s.layoutRows()
}

// layoutRows lists the saved decks, the files with problems and the
// pre-built decks.
func (s *deckShelf) layoutRows() {
	u := s.d.Sk.U
	if u == 0 {
		return
	}
	s.Rows = s.Rows[:0]
	y := 0.0
	head := func(t string) {
		s.Rows = append(s.Rows, shelfRow{heading: widget.SmallCaps(t), saved: -1, Prebuilt: -1, y: y, h: 26 * u})
		y += 26 * u
	}
	textW := s.listBox.W() - 36*u
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
		s.Rows = append(s.Rows, shelfRow{saved: -1, Prebuilt: -1, lines: widget.Wrap("Decks cannot be saved this time: the game has no folder.", s.d.capFace, textW), y: y, h: 40 * u})
		y += 40 * u
	}
	for _, i := range good {
		s.Rows = append(s.Rows, shelfRow{saved: i, Prebuilt: -1, y: y, h: 44 * u})
		y += 44 * u
	}
	if len(bad) > 0 {
		head("Files with problems")
		for _, i := range bad {
			p := s.saved[i].Problems[0].String()
			if n := len(s.saved[i].Problems); n > 1 {
				p += fmt.Sprintf(" (and %d more)", n-1)
			}
			lines := widget.Wrap(p, s.d.capFace, textW)
			h := 26*u + float64(len(lines))*s.d.capFace.Size*1.25
			s.Rows = append(s.Rows, shelfRow{saved: i, Prebuilt: -1, lines: lines, y: y, h: h})
			y += h
		}
	}
	head("Pre-built decks")
	for i := range s.d.app.Decks {
		s.Rows = append(s.Rows, shelfRow{saved: -1, Prebuilt: i, y: y, h: 44 * u})
		y += 44 * u
	}
	tw := s.listBox.W() - 48*s.d.Sk.U
	for i := range s.Rows {
		r := &s.Rows[i]
		if r.heading == "" && (r.saved >= 0 || r.Prebuilt >= 0) {
			title, sub, col := s.rowWords(*r)
			r.title, r.sub, r.subCol = widget.FitText(title, s.d.rowFace, tw), widget.FitText(sub, s.d.capFace, tw), col
		}
	}
	if s.Sel >= len(s.Rows) || (s.Sel >= 0 && s.Rows[s.Sel].heading != "") {
		s.Sel = -1
	}
	s.clampScroll()
}

func (s *deckShelf) listH() float64 {
	if len(s.Rows) == 0 {
		return 0
	}
	r := s.Rows[len(s.Rows)-1]
	return r.y + r.h
}

func (s *deckShelf) clampScroll() {
	s.scroll = math.Max(0, math.Min(s.scroll, s.listH()-s.listBox.H()))
}

// reveal scrolls the selected row into view.
func (s *deckShelf) reveal() {
	if s.Sel < 0 {
		return
	}
	r := s.Rows[s.Sel]
	if r.y < s.scroll {
		s.scroll = r.y
	}
	if r.y+r.h > s.scroll+s.listBox.H() {
		s.scroll = r.y + r.h - s.listBox.H()
	}
	s.clampScroll()
}

func (s *deckShelf) wheel(p input.Point, w float64) {
	if s.listBox.Contains(p) {
		s.scroll -= 50 * s.d.Sk.U * w
		s.clampScroll()
	}
}

// click selects a deck; a second click on it opens it.
func (s *deckShelf) click(p input.Point) {
	if !s.listBox.Contains(p) {
		return
	}
	y := p.Y - s.listBox.Y0 + s.scroll
	for i, r := range s.Rows {
		if r.heading == "" && (r.saved >= 0 || r.Prebuilt >= 0) && y >= r.y && y < r.y+r.h {
			again := s.Sel == i && s.d.ticks-s.lastClick < 30
			s.Sel, s.lastClick = i, s.d.ticks
			s.SyncButtons()
			if again && !s.EditBtn.Disabled {
				s.edit()
			}
			return
		}
	}
}

// newDeck opens an empty deck.
func (s *deckShelf) newDeck() {
	s.d.OpenEditor(cardset.Deck{Deity: -1}, "")
}

// edit opens the selected deck; a pre-built deck opens as a copy.
func (s *deckShelf) edit() {
	if sd := s.selSaved(); sd != nil && sd.Readable() {
		s.d.OpenEditor(sd.Deck, sd.Path)
		return
	}
	if pb := s.selPrebuilt(); pb >= 0 {
		d, err := s.d.PrebuiltDeck(pb)
		if err != nil {
			s.d.say(folder.PlainError(err))
			return
		}
		s.d.OpenEditor(d, "")
		s.d.Ed.MarkDirty()
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
		s.d.say("The deck was not duplicated: " + folder.PlainError(err))
		return
	}
	s.Reload()
	s.selectPath(p)
	s.d.say("Duplicated as " + filepath.Base(p))
}

func (s *deckShelf) rename() {
	sd := s.selSaved()
	if sd == nil {
		return
	}
	path := sd.Path
	field := &widget.TextField{Max: 48}
	field.SetValue(sd.Title())
	s.d.askField("Rename the deck", "The file is renamed to match.", field, "Rename", func() bool {
		p, err := s.d.app.RenameDeck(path, field.Value())
		if err != nil {
			s.d.say("The deck was not renamed: " + folder.PlainError(err))
			return false
		}
		s.Reload()
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
	keep := &widget.Button{Label: "Keep it", OnPress: func() {}}
	dl := s.d.ask("Delete the deck", "Delete “"+title+"” ("+filepath.Base(path)+")? This cannot be undone.",
		&widget.Button{Label: "Delete", Primary: true, OnPress: func() {
			if err := s.d.app.DeleteDeck(path); err != nil {
				s.d.say("The deck was not deleted: " + folder.PlainError(err))
			} else {
				s.d.say("Deleted " + filepath.Base(path))
			}
			s.Sel = -1
			s.Reload()
		}},
		keep)
	// Enter keeps the deck: deleting takes a deliberate choice.
	dl.form.FocusOn(keep)
	dl.form.OnEnter = keep.Press
}

// OpenImport asks for a deck list to paste (pasting at once when asked).
func (s *deckShelf) OpenImport(paste bool) {
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

// PrebuiltDeck reads pre-built deck i as a deck list, notes and all.
func (d *DecksScene) PrebuiltDeck(i int) (cardset.Deck, error) {
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
	case d.Ed != nil:
		dk = d.Ed.deck
	case d.Shelf.selSaved() != nil && d.Shelf.selSaved().Readable():
		dk = d.Shelf.selSaved().Deck
	case d.Shelf.selPrebuilt() >= 0:
		var err error
		if dk, err = d.PrebuiltDeck(d.Shelf.selPrebuilt()); err != nil {
			d.say(folder.PlainError(err))
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
	err := d.Clip.Copy(string(txt))
	if err == nil {
		d.say("“" + name + "” is on the clipboard as a deck list.")
		return
	}
	dir := d.app.Dir
	if dir == "" {
		dir = os.TempDir()
	}
	p := filepath.Join(dir, "exports", folder.DeckFileName(name))
	if e := os.MkdirAll(filepath.Dir(p), 0o755); e == nil {
		e = folder.WriteAtomic(p, txt)
		if e == nil {
			why := "the clipboard did not take it"
			if errors.Is(err, widget.ErrNoClipboard) {
				why = "no clipboard tool here (install xclip)"
			}
			d.say(widget.Sentence(why) + " The deck list is in " + p)
			return
		}
	}
	d.say("The deck could not be exported: " + folder.PlainError(err))
}
