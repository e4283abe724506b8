package scenes

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/assets"
	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset"
)

// TestSavedDecksBadFile: a file that does not read is listed with its
// file:line problem and the others load all the same.
func TestSavedDecksBadFile(t *testing.T) {
	app := newTestApp(t)
	dir := app.DecksDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	mars, _ := fs.ReadFile(assets.Decks(), "mars.txt")
	files := map[string]string{
		"good.txt":  string(mars),
		"bad.txt":   "Name: Broken\nDeity: Mars\n3 Youthful Troll\n2 No Such Card\n",
		"short.txt": "Name: Short\nDeity: Hera\n3 Corrupt Tribune\n",
		"notes.md":  "not a deck: only *.txt files are decks",
	}
	for n, s := range files {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	saved, err := app.SavedDecks()
	if err != nil {
		t.Fatal(err)
	}
	if len(saved) != 3 {
		t.Fatalf("%d decks listed, want 3: %+v", len(saved), saved)
	}
	byTitle := map[string]SavedDeck{}
	for _, s := range saved {
		byTitle[s.Title()] = s
	}
	bad := byTitle["Broken"]
	if bad.Readable() || len(bad.Problems) != 1 || bad.Problems[0].String() != `bad.txt:4: unknown card "No Such Card"` {
		t.Errorf("bad file: %+v", bad.Problems)
	}
	if good := byTitle["The Iron Legion"]; !good.Readable() || len(good.Unmet) != 0 {
		t.Errorf("good file: problems %v, unmet %v", good.Problems, good.Unmet)
	}
	short := byTitle["Short"]
	if !short.Readable() || len(short.Unmet) == 0 || short.Unmet[0].Missing != 47 {
		t.Errorf("short file: %+v", short.Unmet)
	}
}

// TestSaveRenameDuplicateDelete goes through the shelf's file operations.
func TestSaveRenameDuplicateDelete(t *testing.T) {
	app := newTestApp(t)
	troll, _ := app.Set.Lookup("Youthful Troll")
	d := cardset.Deck{Name: "Ash and Iron", Deity: 0}
	d.Add(troll, 3)
	p, err := app.SaveDeck(d, "")
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(p) != "ash-and-iron.txt" || filepath.Dir(p) != app.DecksDir() {
		t.Errorf("saved at %s", p)
	}
	p2, err := app.SaveDeck(d, "") // a second deck of the same name
	if err != nil || filepath.Base(p2) != "ash-and-iron-2.txt" {
		t.Errorf("second deck of the name: %s, %v", p2, err)
	}
	again, err := app.SaveDeck(d, p2) // saving a deck keeps its own file
	if err != nil || again != p2 {
		t.Errorf("saving again went to %s (%v), want %s", again, err, p2)
	}
	renamed, err := app.RenameDeck(p2, "Ember Host")
	if err != nil || filepath.Base(renamed) != "ember-host.txt" {
		t.Fatalf("renamed to %s, %v", renamed, err)
	}
	if _, err := os.Stat(p2); !errors.Is(err, fs.ErrNotExist) {
		t.Error("the old file stayed after the rename")
	}
	dup, err := app.DuplicateDeck(renamed)
	if err != nil {
		t.Fatal(err)
	}
	s := app.readSaved(dup)
	if s.Title() != "Ember Host (copy)" || s.Deck.Count(troll) != 3 {
		t.Errorf("duplicate %q with %d Trolls", s.Title(), s.Deck.Count(troll))
	}
	if err := app.DeleteDeck(dup); err != nil {
		t.Fatal(err)
	}
	if err := app.DeleteDeck(filepath.Join(t.TempDir(), "x.txt")); err == nil {
		t.Error("deleted a file outside the decks folder")
	}
	saved, _ := app.SavedDecks()
	if len(saved) != 2 {
		t.Errorf("%d decks left, want 2", len(saved))
	}
	entries, _ := os.ReadDir(app.DecksDir())
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".tmp") {
			t.Errorf("a temporary file was left: %s", e.Name())
		}
	}
}

func TestCopyName(t *testing.T) {
	for in, want := range map[string]string{
		"Ash":          "Ash (copy)",
		"Ash (copy)":   "Ash (copy 2)",
		"Ash (copy 2)": "Ash (copy 3)",
		"Ash (copyx)":  "Ash (copyx) (copy)",
	} {
		if got := copyName(in); got != want {
			t.Errorf("copyName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPrebuiltRoundTripThroughBuilder: every pre-built deck opened in the
// builder (Copy & edit) and saved is its own file byte for byte.
func TestPrebuiltRoundTripThroughBuilder(t *testing.T) {
	app := newTestApp(t)
	d := NewDecks(app, nil)
	d.Layout(WindowWidth, WindowHeight)
	for i, p := range app.Decks {
		t.Run(p.Key, func(t *testing.T) {
			d.shelf.reload()
			for r, row := range d.shelf.rows {
				if row.prebuilt == i {
					d.shelf.sel = r
				}
			}
			d.shelf.syncButtons()
			d.shelf.editBtn.press()
			if d.ed == nil {
				t.Fatal("Copy & edit opened no deck")
			}
			if !d.ed.saveNow() {
				t.Fatalf("not saved: %s", d.Toast())
			}
			got, err := os.ReadFile(d.ed.path)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := fs.ReadFile(assets.Decks(), p.Key+".txt")
			if !bytes.Equal(got, want) {
				t.Errorf("saved deck differs from %s.txt:\n%s", p.Key, got)
			}
			d.ed.close()
			if d.ed != nil {
				t.Error("Done did not close a saved deck")
			}
		})
	}
}

// TestCollectionFilters: filters combine, the active ones are listed and
// Clear drops them all.
func TestCollectionFilters(t *testing.T) {
	app := newTestApp(t)
	d := NewDecks(app, nil)
	d.Layout(WindowWidth, WindowHeight)
	total := d.Shown()
	if total != len(app.Set.Cards)-1+len(app.Set.Deities) {
		t.Fatalf("%d cards shown, want every card and Deity (%d)", total, len(app.Set.Cards)-1+len(app.Set.Deities))
	}
	chip := func(label string) *Chip {
		for _, fc := range d.chips {
			if fc.chip.Label == label {
				return fc.chip
			}
		}
		t.Fatalf("no chip %q", label)
		return nil
	}
	chip("Aggression").toggle()
	chip("II").toggle()
	chip("Creature").toggle()
	for _, i := range d.shown {
		c := &app.Set.Cards[d.cat.items[i].def]
		if d.cat.items[i].isDeity() || !c.Factions.Has(rules.Aggression) || c.Level != rules.Greater || c.Type != rules.Creature || c.Mini {
			t.Errorf("%s passes Aggression · II · Creature", c.Title)
		}
	}
	if d.Shown() == 0 {
		t.Fatal("nothing is an Aggression Level II Creature")
	}
	if got := strings.Join(d.flt.describe(), " · "); got != "Aggression · Level II · Creature" {
		t.Errorf("active filters read %q", got)
	}
	chip("Mysticism").toggle() // alternatives within a filter
	both := d.Shown()
	d.search.SetValue("")
	for _, r := range "gladiator" {
		d.search.typed(r)
	}
	if d.Shown() != 1 || app.Set.Cards[d.cat.items[d.shown[0]].def].Title != "Gladiator of Capua" {
		t.Errorf("searching gladiator shows %d cards", d.Shown())
	}
	d.clearBtn.press()
	if d.Shown() != total || d.flt.active() || chip("Aggression").On {
		t.Errorf("after Clear: %d shown, active %v", d.Shown(), d.flt.active())
	}
	if both < 1 {
		t.Error("adding Mysticism lost cards")
	}
	chip("Multi-faction").toggle()
	for _, i := range d.shown {
		if countBits(uint8(d.cat.factionsOf(i))) < 2 {
			t.Errorf("item %d is not multi-faction", i)
		}
	}
	d.clearFilters()
	chip("Epic").toggle()
	for _, i := range d.shown {
		if !app.Set.Cards[d.cat.items[i].def].Has(rules.KwEpic) {
			t.Errorf("item %d is not Epic", i)
		}
	}
	d.clearFilters()
	d.costStep.step(2) // "Cost 2"
	for _, i := range d.shown {
		if it := d.cat.items[i]; it.isDeity() || app.Set.Cards[it.def].Cost.Total() != 2 {
			t.Errorf("item %d does not cost 2", i)
		}
	}
	d.clearFilters()
	// Flavour is searched too.
	for _, r := range "spill wine" {
		d.search.typed(r)
	}
	if d.Shown() != 1 || !d.cat.items[d.shown[0]].isDeity() {
		t.Errorf("the flavour search found %d cards", d.Shown())
	}
}

// TestCollectionSorts: each order is what it says.
func TestCollectionSorts(t *testing.T) {
	app := newTestApp(t)
	d := NewDecks(app, nil)
	d.Layout(WindowWidth, WindowHeight)
	for k, name := range sortNames {
		d.sortStep.Index = k
		d.sortStep.OnChange(k)
		for n := 1; n < len(d.shown); n++ {
			if d.cat.less(d.shown[n], d.shown[n-1], sortKey(k)) {
				t.Errorf("%s: item %d before %d", name, d.shown[n-1], d.shown[n])
				break
			}
		}
	}
	d.sortStep.OnChange(int(sortCost))
	last := -1
	for _, i := range d.shown {
		if it := d.cat.items[i]; !it.isDeity() {
			c := app.Set.Cards[it.def].Cost.Total()
			if c < last {
				t.Fatalf("by cost: %d after %d", c, last)
			}
			last = c
		}
	}
}

// TestSeasonSetFilter: a Season's cards form a set of their own.
func TestSeasonSetFilter(t *testing.T) {
	dir := t.TempDir()
	seasons := filepath.Join(dir, "seasons")
	os.MkdirAll(seasons, 0o755)
	b, err := os.ReadFile("../rules/cardset/testdata/season.txt")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(seasons, "embers.txt"), b, 0o644)
	app, err := LoadApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	d := NewDecks(app, nil)
	d.Layout(WindowWidth, WindowHeight)
	var embers *Chip
	for _, fc := range d.chips {
		if fc.chip.Label == "embers" {
			embers = fc.chip
		}
	}
	if embers == nil {
		t.Fatalf("no chip for the Season; sets %v", d.cat.sets)
	}
	embers.toggle()
	if d.Shown() != 2 {
		t.Errorf("%d cards in the Season, want 2", d.Shown())
	}
}

// TestEditorKeysAndLimits adds and removes the selected card by keys and
// keeps the copy limits.
func TestEditorKeysAndLimits(t *testing.T) {
	app := newTestApp(t)
	d := NewDecks(app, nil)
	m := NewManager(d)
	m.Layout(WindowWidth, WindowHeight)
	settle(m)
	d.shelf.newBtn.press()
	if !d.Editing() {
		t.Fatal("New deck opened no editor")
	}
	attila, _ := app.Set.Lookup("Attila, Scourge of God")
	d.sel = d.itemOf(attila)
	for range 3 {
		d.update(&m.ctx, shotKeys(ebiten.KeyEnter))
	}
	if n := d.ed.deck.Count(attila); n != 1 {
		t.Errorf("%d Attilas after three Enters, want the Epic limit 1", n)
	}
	if !strings.Contains(d.Toast(), "at most 1 copy") {
		t.Errorf("toast %q", d.Toast())
	}
	d.update(&m.ctx, shotKeys(ebiten.KeyMinus))
	if d.ed.deck.Count(attila) != 0 {
		t.Error("− did not take the copy out")
	}
	d.moveSel(-1000) // the first item is a Deity
	firstDeity := d.cat.items[d.sel].deity
	d.update(&m.ctx, shotKeys(ebiten.KeyEnter))
	if firstDeity < 0 || d.ed.deck.Deity != firstDeity || d.ed.deity.Value() != app.Set.Deities[firstDeity].Title {
		t.Errorf("Enter on a Deity: deck Deity %d, stepper %q", d.ed.deck.Deity, d.ed.deity.Value())
	}
	// Typing goes to the search.
	d.update(&m.ctx, &keys{chars: []rune("leper")})
	if d.search.Value() != "leper" || d.Shown() < 1 {
		t.Errorf("typed search %q shows %d", d.search.Value(), d.Shown())
	}
	d.update(&m.ctx, shotKeys(ebiten.KeyArrowDown)) // back to the grid
	if d.form.focused() != nil {
		t.Errorf("Down from the search left the focus on %T", d.form.focused())
	}
	leper, _ := app.Set.Lookup("leper-mini")
	d.sel = d.itemOf(leper)
	d.update(&m.ctx, shotKeys(ebiten.KeyEnter))
	if d.ed.deck.Size() != 0 || !strings.Contains(d.Toast(), "mini-card") {
		t.Errorf("a mini-card went in: size %d, toast %q", d.ed.deck.Size(), d.Toast())
	}
	// Complete it makes a legal deck for the Deity.
	d.ed.complete.press()
	if len(d.ed.unmet) != 0 || d.ed.deck.Size() != 50 {
		t.Errorf("after Complete: %d cards, unmet %+v", d.ed.deck.Size(), d.ed.unmet)
	}
	d.ed.handBtn.press()
	if d.hand == nil || len(d.hand.Cards()) != 7 {
		t.Fatal("no sample hand of seven")
	}
	first := append([]rules.DefID(nil), d.hand.Cards()...)
	d.update(&m.ctx, shotKeys(ebiten.KeyEnter)) // draws again
	if same(first, d.hand.Cards()) {
		t.Error("Draw again drew the same seven")
	}
	d.update(&m.ctx, shotKeys(ebiten.KeyEscape))
	if d.hand != nil {
		t.Error("Esc did not close the hand")
	}
	// Leaving with changes asks first.
	d.update(&m.ctx, shotKeys(ebiten.KeyEscape))
	if d.dlg == nil || !d.Editing() {
		t.Fatal("leaving unsaved changes did not ask")
	}
	d.update(&m.ctx, shotKeys(ebiten.KeyEscape)) // Keep editing
	if d.dlg != nil || !d.Editing() {
		t.Error("Esc in the question did not keep editing")
	}
	_ = input.Point{}
}

func same(a, b []rules.DefID) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// fakeClip is a clipboard for tests; with err set it is a system without
// a clipboard tool.
type fakeClip struct {
	text string
	err  error
}

func (c *fakeClip) Copy(s string) error {
	if c.err != nil {
		return c.err
	}
	c.text = s
	return nil
}

func (c *fakeClip) Paste() (string, error) { return c.text, c.err }

// TestExportImport: Export puts the deck list on the clipboard (or, with
// no clipboard tool, in a file it names); Ctrl+V on the shelf imports a
// pasted list into the builder.
func TestExportImport(t *testing.T) {
	app := newTestApp(t)
	d := NewDecks(app, nil)
	m := NewManager(d)
	m.Layout(WindowWidth, WindowHeight)
	settle(m)
	clip := &fakeClip{}
	d.clip = clip
	for r, row := range d.shelf.rows {
		if row.prebuilt >= 0 && app.Decks[row.prebuilt].Key == "hera" {
			d.shelf.sel = r
		}
	}
	d.shelf.syncButtons()
	d.shelf.exportBtn.press()
	want, _ := fs.ReadFile(assets.Decks(), "hera.txt")
	if clip.text != string(want) {
		t.Fatalf("the clipboard holds:\n%s", clip.text)
	}

	// Paste it back with Ctrl+V, changed a little.
	clip.text = strings.Replace(clip.text, "Name: The Queen's Court", "Name: Court of Masks", 1)
	d.update(&m.ctx, &keys{pressed: []ebiten.Key{ebiten.KeyV}, ctrl: true})
	if d.dlg == nil || d.dlg.area == nil || d.dlg.statusBad {
		t.Fatalf("Ctrl+V opened no import dialog, or it reads badly: %+v", d.dlg)
	}
	d.dlg.buttons[0].press() // Import
	if !d.Editing() || d.ed.deck.Name != "Court of Masks" || len(d.ed.unmet) != 0 || !d.ed.Dirty() {
		t.Fatalf("imported: editing %v, deck %+v", d.Editing(), d.ed)
	}

	// A bad list says where it is wrong and imports nothing.
	d.closeEditor()
	d.shelf.openImport(false)
	d.dlg.area.insert("Deity: Hera\n3 Corrupt Tribune\n2 Unknown Card\n")
	if !d.dlg.statusBad || !strings.Contains(d.dlg.status, `line 3: unknown card "Unknown Card"`) {
		t.Errorf("status %q", d.dlg.status)
	}
	d.dlg.buttons[0].press()
	if d.Editing() || d.dlg == nil {
		t.Error("a bad list was imported")
	}
	d.dlg = nil

	// No clipboard tool: the export goes to a file, and the player is told where.
	clip.err = errNoClipboard
	d.shelf.exportBtn.press()
	p := filepath.Join(app.Dir, "exports", "the-queens-court.txt")
	got, err := os.ReadFile(p)
	if err != nil || string(got) != string(want) || !strings.Contains(d.Toast(), p) {
		t.Errorf("export without a clipboard: %v; toast %q", err, d.Toast())
	}
}

// TestSystemClipboard copies and pastes through the desktop's clipboard
// tool, when one is installed (build/deps.sh installs xclip).
func TestSystemClipboard(t *testing.T) {
	var c systemClipboard
	const s = "Deity: Mars\n3 Youthful Troll\n"
	if err := c.Copy(s); errors.Is(err, errNoClipboard) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	// xclip takes the selection from a child it leaves behind, which may
	// need a moment on a busy machine.
	var got string
	var err error
	for range 40 {
		if got, err = c.Paste(); err == nil && got == s {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Errorf("pasted %q, %v", got, err)
}

// TestQuickDrop: a drag so quick that no frame saw the pointer move (a
// press, then a drop far away) still moves the card.
func TestQuickDrop(t *testing.T) {
	app := newTestApp(t)
	d := NewDecks(app, nil)
	m := NewManager(d)
	m.Layout(WindowWidth, WindowHeight)
	settle(m)
	d.shelf.newBtn.press()
	from, to := centre(d.cellBox(0)), centre(d.lay.panel)
	mouse := input.MousePointer
	m.ctx.Gestures = []input.Gesture{{Kind: input.Press, Pointer: mouse, Start: from, Pos: from},
		{Kind: input.Drop, Pointer: mouse, Start: from, Pos: to}}
	d.update(&m.ctx, &keys{})
	if it := d.cat.items[d.shown[0]]; !it.isDeity() || d.ed.deck.Deity != it.deity {
		t.Errorf("the quick drag of the first card (a Deity) left the deck's Deity at %d", d.ed.deck.Deity)
	}
}
