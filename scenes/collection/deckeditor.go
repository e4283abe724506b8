package collection

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/deckfill"
	"twilight/rules/english"

	"twilight/scenes/folder"
	"twilight/scenes/widget"
)

// deckEditor is the deck being built, in the right-hand panel: its name,
// Deity and Extended mark, what it still lacks to be legal, its cards by
// level (or charts of it), and what can be done with it.
type deckEditor struct {
	d     *DecksScene
	clip  widget.Clip // the list's part of the screen
	deck  cardset.Deck
	path  string // its file, "" until saved
	dirty bool
	Unmet []cardset.Unmet
	tab   int // 0: the list, 1: the charts
	// deities are the Deities the Deity stepper offers after "No Deity
	// yet": all of them, or those drafted.
	deities []int
	seed    uint64

	Scroll  float64
	Rows    []deckRow
	ListBox widget.Box // where rows are drawn
	countY  float64
	legalY  float64

	name     *widget.TextField
	Deity    *widget.Stepper
	extended *widget.Chip
	tabs     [2]*widget.Chip
	SaveBtn  *widget.Button
	Complete *widget.Button
	HandBtn  *widget.Button
	Test     *widget.Button
	export   *widget.Button
	DoneBtn  *widget.Button
}

// deckRow is one line of the deck list: a level heading, or a card with
// its copies.
type deckRow struct {
	level rules.Level // a heading when card is 0
	Card  rules.DefID
	count int
	Y, H  float64
	label string // the heading, or the count ("3×")
	title string // the card's title, fitted to the row
}

// newDeckEditor opens deck (from path, "" for a new or copied deck).
func newDeckEditor(d *DecksScene, deck cardset.Deck, path string) *deckEditor {
	e := &deckEditor{d: d, deck: deck, path: path, seed: uint64(time.Now().UnixNano()) | 1}
	e.deck.File = ""
	e.deck.DeityLine = 0
	if e.deck.Deity >= 0 {
		e.deck.DeityLines = nil
	}
	for i := range e.deck.Entries {
		e.deck.Entries[i].Line = 0
	}
	e.name = &widget.TextField{Placeholder: "Name this deck", Max: 48, OnChange: func(s string) {
		e.deck.Name = strings.TrimSpace(s)
		e.changed()
	}}
	e.name.SetValue(deck.Name)
	opts := []string{"No Deity yet"}
	for i, dd := range d.app.Set.Deities {
		if d.Draft == nil || slices.Contains(d.Draft.b.Deities, i) {
			opts = append(opts, dd.Title)
			e.deities = append(e.deities, i)
		}
	}
	e.Deity = &widget.Stepper{Options: opts, Index: e.deityIndex(deck.Deity), OnChange: func(i int) {
		e.deck.Deity = -1
		if i > 0 {
			e.deck.Deity = e.deities[i-1]
		}
		e.deck.DeityLines = nil
		e.changed()
	}}
	e.extended = &widget.Chip{Label: "Extended", On: deck.Extended, OnChange: func(on bool) { e.deck.Extended = on; e.changed() }}
	e.tabs[0] = &widget.Chip{Label: "Cards", On: true, OnChange: func(bool) { e.SetTab(0) }}
	e.tabs[1] = &widget.Chip{Label: "Charts", OnChange: func(bool) { e.SetTab(1) }}
	e.SaveBtn = &widget.Button{Label: "Save", Small: true, OnPress: func() { e.SaveNow() }}
	e.Complete = &widget.Button{Label: "Complete it", Small: true, OnPress: e.fill}
	e.HandBtn = &widget.Button{Label: "Sample hand", Small: true, OnPress: e.SampleHand}
	e.Test = &widget.Button{Label: "Test it", Small: true, OnPress: e.testIt}
	e.export = &widget.Button{Label: "Export", Small: true, OnPress: d.exportCurrent}
	e.DoneBtn = &widget.Button{Label: "Done", Small: true, OnPress: func() { e.Close() }}
	if d.Draft != nil {
		e.DoneBtn.Label, e.DoneBtn.Primary = "Play this deck", true
	}
	e.recheck()
	return e
}

func (e *deckEditor) widgets() []widget.Widget {
	if e.d.Draft != nil {
		return []widget.Widget{e.Deity, e.tabs[0], e.tabs[1], e.Complete, e.HandBtn, e.export, e.DoneBtn}
	}
	return []widget.Widget{e.name, e.Deity, e.extended, e.tabs[0], e.tabs[1], e.SaveBtn, e.Complete, e.HandBtn, e.Test, e.export, e.DoneBtn}
}

// deityIndex is the Deity stepper's position for Deity g (0: none).
func (e *deckEditor) deityIndex(g int) int {
	return slices.Index(e.deities, g) + 1
}

// limit is how many copies of c the deck may hold: the deck-building
// rules' limit, or at step G of a draft how many the player drafted.
func (e *deckEditor) limit(c *rules.CardDef) int {
	if e.d.Draft != nil {
		return e.d.Draft.avail[c.ID]
	}
	return cardset.CopyLimit(c)
}

// inDeckLine says how many copies of c the deck holds, of how many.
func (e *deckEditor) inDeckLine(c *rules.CardDef) string {
	if e.d.Draft != nil {
		return fmt.Sprintf("In this deck: %d of the %d you drafted", e.deck.Count(c.ID), e.limit(c))
	}
	return fmt.Sprintf("In this deck: %d of %d", e.deck.Count(c.ID), e.limit(c))
}

func (e *deckEditor) SetTab(t int) {
	e.tab = t
	e.tabs[0].On, e.tabs[1].On = t == 0, t == 1
}

// Deck is the deck as it stands.
func (e *deckEditor) Deck() *cardset.Deck { return &e.deck }

// changed notes an edit: the deck is judged again and needs saving.
func (e *deckEditor) changed() {
	e.dirty = true
	e.recheck()
	if e.d.Draft != nil {
		e.d.Draft.changed(e.deck)
	}
}

// recheck judges the deck and lays its list out again.
func (e *deckEditor) recheck() {
	if e.d.Draft != nil {
		e.Unmet = cardset.CheckDraftDeck(e.deck)
	} else {
		e.Unmet = cardset.CheckDeck(e.deck, e.d.app.Set, e.deck.Extended)
	}
	e.SaveBtn.Disabled = e.d.app.DecksDir() == ""
	e.layoutRows()
}

// addItem puts n copies of a card in the deck (n < 0 takes them out). A
// Deity card becomes the deck's Deity; mini-cards never go in a deck, and
// no card goes over its copy limit.
func (e *deckEditor) addItem(it CollItem, n int) {
	set := e.d.app.Set
	if it.IsDeity() {
		if n > 0 && e.deck.Deity != it.Deity {
			e.deck.Deity, e.deck.DeityLines = it.Deity, nil
			e.Deity.Index = e.deityIndex(it.Deity)
			e.changed()
			e.d.say(set.Deities[it.Deity].Title + " is the deck's Deity now.")
		}
		return
	}
	c := &set.Cards[it.Def]
	have := e.deck.Count(it.Def)
	_, most := cardset.SizeRange(true)
	switch {
	case c.Mini:
		e.d.say(c.Title + " is a mini-card: other cards make it in play; it never goes in a deck.")
		return
	case n > 0 && have >= e.limit(c) && e.d.Draft != nil:
		e.d.say(fmt.Sprintf("You drafted %s of %s.", english.Count(e.limit(c), "copy"), c.Title))
		return
	case n > 0 && have >= e.limit(c):
		e.d.say(fmt.Sprintf("A deck holds at most %s of %s.", english.Count(e.limit(c), "copy"), c.Title))
		return
	case n > 0 && e.d.Draft != nil && e.deck.Size() >= cardset.DeckSize:
		e.d.say(fmt.Sprintf("A drafted deck holds exactly %d cards: take one out first.", cardset.DeckSize))
		return
	case n > 0 && e.deck.Size() >= most:
		e.d.say(fmt.Sprintf("No deck holds more than %d cards.", most))
		return
	case n < 0 && have == 0:
		return
	}
	e.deck.Add(it.Def, max(n, -have))
	e.changed()
}

// layout places the editor's controls in the panel.
func (e *deckEditor) layout() {
	u := e.d.Sk.U
	P := e.d.Lay.Panel
	x0, x1 := P.X0+14*u, P.X1-14*u
	w := x1 - x0
	y := P.Y0 + 14*u
	e.name.Box = widget.BoxAt(x0, y, w, 34*u)
	y += 42 * u
	e.Deity.Box = widget.BoxAt(x0, y, w, 34*u)
	y += 42 * u
	e.countY = y + 12*u
	ew := widget.ChipWidth(&e.d.Sk, e.extended.Label, false)
	e.extended.Box = widget.BoxAt(x1-ew, y, ew, 24*u)
	y += 32 * u
	e.legalY = y
	y += 66 * u
	tw := widget.ChipWidth(&e.d.Sk, "Charts", false) + 10*u
	e.tabs[0].Box = widget.BoxAt(x0, y, tw, 26*u)
	e.tabs[1].Box = widget.BoxAt(x0+tw+6*u, y, tw, 26*u)
	y += 34 * u
	bh, bg, cg := 30*u, 6*u, 22*u // cg: room between the columns for the focus marks
	bw := (w - cg) / 2
	btns := []*widget.Button{e.SaveBtn, e.Complete, e.HandBtn, e.Test, e.export, e.DoneBtn}
	if e.d.Draft != nil {
		btns = []*widget.Button{e.Complete, e.HandBtn, e.export, e.DoneBtn}
	}
	rows := float64(len(btns)+1) / 2
	by := P.Y1 - 14*u - rows*bh - (rows-1)*bg
	for i, b := range btns {
		b.Box = widget.BoxAt(x0+float64(i%2)*(bw+cg), by+float64(i/2)*(bh+bg), bw, bh)
	}
	e.ListBox = widget.Box{X0: P.X0 + 6*u, Y0: y, X1: P.X1 - 6*u, Y1: by - 10*u}
	e.layoutRows()
}

// layoutRows lists the deck by level, each level's cards by cost and
// title.
func (e *deckEditor) layoutRows() {
	u := e.d.Sk.U
	if e.d.rowFace == nil {
		return // not laid out yet (a deck opened before the screen's size is known)
	}
	set := e.d.app.Set
	e.Rows = e.Rows[:0]
	y := 0.0
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		var ids []rules.DefID
		total := 0
		for _, en := range e.deck.Entries {
			if set.Cards[en.Card].Level == l && !containsDef(ids, en.Card) {
				ids = append(ids, en.Card)
				total += e.deck.Count(en.Card)
			}
		}
		if len(ids) == 0 {
			continue
		}
		sort.SliceStable(ids, func(i, j int) bool {
			a, b := &set.Cards[ids[i]], &set.Cards[ids[j]]
			if a.Cost.Total() != b.Cost.Total() {
				return a.Cost.Total() < b.Cost.Total()
			}
			return a.Title < b.Title
		})
		e.Rows = append(e.Rows, deckRow{level: l, count: total, Y: y, H: 24 * u,
			label: widget.SmallCaps(fmt.Sprintf("%s (%s) · %d", l.Name(), l.Roman(), total))})
		y += 24 * u
		for _, id := range ids {
			c := &set.Cards[id]
			n := e.deck.Count(id)
			titleW := e.ListBox.W() - 30*u - float64(c.Cost.Total())*9*u - 10*u - 42*u
			e.Rows = append(e.Rows, deckRow{level: l, Card: id, count: n, Y: y, H: 25 * u,
				label: fmt.Sprintf("%d×", n), title: widget.FitText(c.Title, e.d.rowFace, titleW)})
			y += 25 * u
		}
	}
	e.clampScroll()
}

func containsDef(ids []rules.DefID, id rules.DefID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func (e *deckEditor) listH() float64 {
	if len(e.Rows) == 0 {
		return 0
	}
	r := e.Rows[len(e.Rows)-1]
	return r.Y + r.H
}

func (e *deckEditor) clampScroll() {
	e.Scroll = math.Max(0, math.Min(e.Scroll, e.listH()-e.ListBox.H()))
}

func (e *deckEditor) wheel(p input.Point, w float64) {
	if e.ListBox.Contains(p) && e.tab == 0 {
		e.Scroll -= 50 * e.d.Sk.U * w
		e.clampScroll()
	}
}

// rowAt is the deck row under p, or -1.
func (e *deckEditor) rowAt(p input.Point) int {
	if e.tab != 0 || !e.ListBox.Contains(p) {
		return -1
	}
	y := p.Y - e.ListBox.Y0 + e.Scroll
	for i, r := range e.Rows {
		if y >= r.Y && y < r.Y+r.H {
			return i
		}
	}
	return -1
}

// cardAt is the card of the deck list under p.
func (e *deckEditor) cardAt(p input.Point) (rules.DefID, bool) {
	i := e.rowAt(p)
	if i < 0 || e.Rows[i].Card == 0 {
		return 0, false
	}
	return e.Rows[i].Card, true
}

// plusBox is the "+" at the right end of a card row drawn at top y.
func (e *deckEditor) plusBox(y, h float64) widget.Box {
	u := e.d.Sk.U
	return widget.Box{X0: e.ListBox.X1 - 30*u, Y0: y, X1: e.ListBox.X1 - 4*u, Y1: y + h}
}

// click on a card row takes a copy out, or adds one on its "+".
func (e *deckEditor) click(p input.Point) {
	i := e.rowAt(p)
	if i < 0 || e.Rows[i].Card == 0 {
		return
	}
	r := e.Rows[i]
	it := CollItem{Def: r.Card, Deity: -1}
	if e.plusBox(e.ListBox.Y0+r.Y-e.Scroll, r.H).Contains(p) {
		e.addItem(it, 1)
	} else {
		e.addItem(it, -1)
	}
}

// SaveNow writes the deck (a new deck gets a file named for it) and
// reports whether it worked.
func (e *deckEditor) SaveNow() bool {
	if strings.TrimSpace(e.deck.Name) == "" {
		e.deck.Name = e.defaultName()
		e.name.SetValue(e.deck.Name)
	}
	p, err := e.d.app.SaveDeck(e.deck, e.path)
	if err != nil {
		e.d.say("The deck was not saved: " + folder.PlainError(err))
		return false
	}
	e.path, e.dirty = p, false
	e.d.say("Saved as " + p)
	e.d.Shelf.Reload()
	return true
}

// defaultName names an unnamed deck after its Deity.
func (e *deckEditor) defaultName() string {
	if e.deck.Deity >= 0 {
		return e.d.app.Set.Deities[e.deck.Deity].Title + " deck"
	}
	return "New deck"
}

// Close leaves the editor for the shelf, asking first about unsaved
// changes.
func (e *deckEditor) Close() {
	d := e.d
	if d.Draft != nil {
		d.Draft.done(e)
		return
	}
	if !e.dirty {
		d.CloseEditor()
		return
	}
	name := e.deck.Name
	if name == "" {
		name = "this deck"
	} else {
		name = "“" + name + "”"
	}
	d.ask("Unsaved changes", "Save the changes to "+name+" before closing it?",
		&widget.Button{Label: "Save", Primary: true, OnPress: func() {
			if e.SaveNow() {
				d.CloseEditor()
			}
		}},
		&widget.Button{Label: "Discard", OnPress: d.CloseEditor},
		&widget.Button{Label: "Keep editing", OnPress: func() {}})
}

// fill completes the deck with the computer player's choice of cards.
func (e *deckEditor) fill() {
	if e.deck.Deity < 0 {
		e.d.say("Choose a Deity first: the cards are chosen for it.")
		return
	}
	if e.d.Draft != nil {
		e.d.Draft.complete(e)
		return
	}
	before := e.deck.Size()
	got, err := deckfill.Complete(e.deck, e.d.app.Set, e.seed)
	e.seed = e.seed*6364136223846793005 + 1442695040888963407
	if err != nil {
		e.d.say(widget.Sentence(folder.PlainError(err)))
		return
	}
	got.Notes, got.Name = e.deck.Notes, e.deck.Name
	e.deck = got
	e.changed()
	e.d.say(fmt.Sprintf("Completed: %d cards added, %d taken out; the deck is legal.", max(0, got.Size()-before), max(0, before-got.Size())))
}

// SampleHand deals an opening hand of seven from the deck.
func (e *deckEditor) SampleHand() {
	if e.deck.Size() == 0 {
		e.d.say("The deck is empty: add cards to draw a hand from it.")
		return
	}
	e.d.Hand = newSampleHand(e.d, e.deck.Cards(), e.seed)
	e.seed++
}

// testIt saves the deck and starts a match with it against the normal
// computer.
func (e *deckEditor) testIt() {
	if len(e.Unmet) > 0 {
		e.d.say("Not legal yet: " + e.Unmet[0].Msg + ".")
		return
	}
	path := e.path
	if e.d.app.DecksDir() == "" {
		f, err := os.CreateTemp("", "twilight-deck-*.txt")
		if err != nil {
			e.d.say("The deck could not be written for the match: " + folder.PlainError(err))
			return
		}
		f.Write(e.deck.Format(e.d.app.Set))
		f.Close()
		path = f.Name()
	} else if e.dirty || path == "" {
		if !e.SaveNow() {
			return
		}
		path = e.path
	}
	e.d.testDeck(path, e.deck.Deity, e.deck.Extended)
}

// Dirty reports unsaved changes.
func (e *deckEditor) Dirty() bool { return e.dirty }

// MarkDirty records an edit made outside the editor (an import, a Complete).
func (e *deckEditor) MarkDirty() { e.dirty = true }

// Path is the deck's file, or "".
func (e *deckEditor) Path() string { return e.path }

// fileLabel is the deck's file name for the panel.
func (e *deckEditor) fileLabel() string {
	if e.path == "" {
		return "not saved yet"
	}
	s := filepath.Base(e.path)
	if e.dirty {
		s += " · unsaved changes"
	}
	return s
}

// drawHand draws seven cards from cards.
func drawHand(cards []rules.DefID, seed uint64) []rules.DefID {
	deck := append([]rules.DefID(nil), cards...)
	r := rand.New(rand.NewPCG(seed, seed^0xabad1dea))
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck[:min(7, len(deck))]
}
