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

	"twilight/scenes/collection"
	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
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
	byTitle := map[string]folder.SavedDeck{}
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
	s := app.ReadSaved(dup)
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
		if got := folder.CopyName(in); got != want {
			t.Errorf("copyName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPrebuiltRoundTripThroughBuilder: every pre-built deck opened in the
// builder (Copy & edit) and saved is its own file byte for byte.
func TestPrebuiltRoundTripThroughBuilder(t *testing.T) {
	app := newTestApp(t)
	d := collection.NewDecks(app, nil)
	d.Layout(scene.WindowWidth, scene.WindowHeight)
	for i, p := range app.Decks {
		t.Run(p.Key, func(t *testing.T) {
			d.Shelf.Reload()
			for r, row := range d.Shelf.Rows {
				if row.Prebuilt == i {
					d.Shelf.Sel = r
				}
			}
			d.Shelf.SyncButtons()
			d.Shelf.EditBtn.Press()
			if d.Ed == nil {
				t.Fatal("Copy & edit opened no deck")
			}
			if !d.Ed.SaveNow() {
				t.Fatalf("not saved: %s", d.Toast())
			}
			got, err := os.ReadFile(d.Ed.Path())
			if err != nil {
				t.Fatal(err)
			}
			want, _ := fs.ReadFile(assets.Decks(), p.Key+".txt")
			if !bytes.Equal(got, want) {
				t.Errorf("saved deck differs from %s.txt:\n%s", p.Key, got)
			}
			d.Ed.Close()
			if d.Ed != nil {
				t.Error("Done did not close a saved deck")
			}
		})
	}
}

// TestCollectionFilters: filters combine, the active ones are listed and
// Clear drops them all.
func TestCollectionFilters(t *testing.T) {
	app := newTestApp(t)
	d := collection.NewDecks(app, nil)
	d.Layout(scene.WindowWidth, scene.WindowHeight)
	total := d.Shown()
	if total != len(app.Set.Cards)-1+len(app.Set.Deities) {
		t.Fatalf("%d cards shown, want every card and Deity (%d)", total, len(app.Set.Cards)-1+len(app.Set.Deities))
	}
	chip := func(label string) *widget.Chip {
		for _, fc := range d.Chips {
			if fc.Chip.Label == label {
				return fc.Chip
			}
		}
		t.Fatalf("no chip %q", label)
		return nil
	}
	chip("Aggression").Toggle()
	chip("II").Toggle()
	chip("Creature").Toggle()
	for _, i := range d.Passing {
		c := &app.Set.Cards[d.Cat.Items[i].Def]
		if d.Cat.Items[i].IsDeity() || !c.Factions.Has(rules.Aggression) || c.Level != rules.Greater || c.Type != rules.Creature || c.Mini {
			t.Errorf("%s passes Aggression · II · Creature", c.Title)
		}
	}
	if d.Shown() == 0 {
		t.Fatal("nothing is an Aggression Level II Creature")
	}
	if got := strings.Join(d.Flt.Describe(), " · "); got != "Aggression · Level II · Creature" {
		t.Errorf("active filters read %q", got)
	}
	chip("Mysticism").Toggle() // alternatives within a filter
	both := d.Shown()
	d.Search.SetValue("")
	for _, r := range "gladiator" {
		d.Search.Typed(r)
	}
	if d.Shown() != 1 || app.Set.Cards[d.Cat.Items[d.Passing[0]].Def].Title != "Gladiator of Capua" {
		t.Errorf("searching gladiator shows %d cards", d.Shown())
	}
	d.ClearBtn.Press()
	if d.Shown() != total || d.Flt.Active() || chip("Aggression").On {
		t.Errorf("after Clear: %d shown, active %v", d.Shown(), d.Flt.Active())
	}
	if both < 1 {
		t.Error("adding Mysticism lost cards")
	}
	chip("Multi-faction").Toggle()
	for _, i := range d.Passing {
		if collection.CountBits(uint8(d.Cat.FactionsOf(i))) < 2 {
			t.Errorf("item %d is not multi-faction", i)
		}
	}
	d.ClearFilters()
	chip("Epic").Toggle()
	for _, i := range d.Passing {
		if !app.Set.Cards[d.Cat.Items[i].Def].Has(rules.KwEpic) {
			t.Errorf("item %d is not Epic", i)
		}
	}
	d.ClearFilters()
	d.CostStep.Step(2) // "Cost 2"
	for _, i := range d.Passing {
		if it := d.Cat.Items[i]; it.IsDeity() || app.Set.Cards[it.Def].Cost.Total() != 2 {
			t.Errorf("item %d does not cost 2", i)
		}
	}
	d.ClearFilters()
	// Flavour is searched too.
	for _, r := range "spill wine" {
		d.Search.Typed(r)
	}
	if d.Shown() != 1 || !d.Cat.Items[d.Passing[0]].IsDeity() {
		t.Errorf("the flavour search found %d cards", d.Shown())
	}
}

// TestCollectionSorts: each order is what it says.
func TestCollectionSorts(t *testing.T) {
	app := newTestApp(t)
	d := collection.NewDecks(app, nil)
	d.Layout(scene.WindowWidth, scene.WindowHeight)
	for k, name := range collection.SortNames {
		d.SortStep.Index = k
		d.SortStep.OnChange(k)
		for n := 1; n < len(d.Passing); n++ {
			if d.Cat.Less(d.Passing[n], d.Passing[n-1], collection.SortKey(k)) {
				t.Errorf("%s: item %d before %d", name, d.Passing[n-1], d.Passing[n])
				break
			}
		}
	}
	d.SortStep.OnChange(int(collection.SortCost))
	last := -1
	for _, i := range d.Passing {
		if it := d.Cat.Items[i]; !it.IsDeity() {
			c := app.Set.Cards[it.Def].Cost.Total()
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
	app, err := loadTestApp(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	d := collection.NewDecks(app, nil)
	d.Layout(scene.WindowWidth, scene.WindowHeight)
	var embers *widget.Chip
	for _, fc := range d.Chips {
		if fc.Chip.Label == "embers" {
			embers = fc.Chip
		}
	}
	if embers == nil {
		t.Fatalf("no chip for the Season; sets %v", d.Cat.Sets)
	}
	embers.Toggle()
	if d.Shown() != 2 {
		t.Errorf("%d cards in the Season, want 2", d.Shown())
	}
}

// TestEditorKeysAndLimits adds and removes the selected card by keys and
// keeps the copy limits.
func TestEditorKeysAndLimits(t *testing.T) {
	app := newTestApp(t)
	d := collection.NewDecks(app, nil)
	m := scene.NewManager(d)
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	d.Shelf.NewBtn.Press()
	if !d.Editing() {
		t.Fatal("New deck opened no editor")
	}
	attila, _ := app.Set.Lookup("Attila, Scourge of God")
	d.Sel = d.ItemOf(attila)
	for range 3 {
		d.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
	}
	if n := d.Ed.Deck().Count(attila); n != 1 {
		t.Errorf("%d Attilas after three Enters, want the Epic limit 1", n)
	}
	if !strings.Contains(d.Toast(), "at most 1 copy") {
		t.Errorf("toast %q", d.Toast())
	}
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyMinus))
	if d.Ed.Deck().Count(attila) != 0 {
		t.Error("− did not take the copy out")
	}
	d.MoveSel(-1000) // the first item is a Deity
	firstDeity := d.Cat.Items[d.Sel].Deity
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
	if firstDeity < 0 || d.Ed.Deck().Deity != firstDeity || d.Ed.Deity.Value() != app.Set.Deities[firstDeity].Title {
		t.Errorf("Enter on a Deity: deck Deity %d, stepper %q", d.Ed.Deck().Deity, d.Ed.Deity.Value())
	}
	// Typing goes to the search.
	d.Handle(&m.Ctx, &widget.Keys{Chars: []rune("leper")})
	if d.Search.Value() != "leper" || d.Shown() < 1 {
		t.Errorf("typed search %q shows %d", d.Search.Value(), d.Shown())
	}
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyArrowDown)) // back to the grid
	if d.Form.Focused() != nil {
		t.Errorf("Down from the search left the focus on %T", d.Form.Focused())
	}
	leper, _ := app.Set.Lookup("leper-mini")
	d.Sel = d.ItemOf(leper)
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
	if d.Ed.Deck().Size() != 0 || !strings.Contains(d.Toast(), "mini-card") {
		t.Errorf("a mini-card went in: size %d, toast %q", d.Ed.Deck().Size(), d.Toast())
	}
	// Complete it makes a legal deck for the Deity.
	d.Ed.Complete.Press()
	if len(d.Ed.Unmet) != 0 || d.Ed.Deck().Size() != 50 {
		t.Errorf("after Complete: %d cards, unmet %+v", d.Ed.Deck().Size(), d.Ed.Unmet)
	}
	d.Ed.HandBtn.Press()
	if d.Hand == nil || len(d.Hand.Cards()) != 7 {
		t.Fatal("no sample hand of seven")
	}
	first := append([]rules.DefID(nil), d.Hand.Cards()...)
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter)) // draws again
	if same(first, d.Hand.Cards()) {
		t.Error("Draw again drew the same seven")
	}
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyEscape))
	if d.Hand != nil {
		t.Error("Esc did not close the hand")
	}
	// Leaving with changes asks first.
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyEscape))
	if d.Dlg == nil || !d.Editing() {
		t.Fatal("leaving unsaved changes did not ask")
	}
	d.Handle(&m.Ctx, shotKeys(ebiten.KeyEscape)) // Keep editing
	if d.Dlg != nil || !d.Editing() {
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
	d := collection.NewDecks(app, nil)
	m := scene.NewManager(d)
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	clip := &fakeClip{}
	d.Clip = clip
	for r, row := range d.Shelf.Rows {
		if row.Prebuilt >= 0 && app.Decks[row.Prebuilt].Key == "hera" {
			d.Shelf.Sel = r
		}
	}
	d.Shelf.SyncButtons()
	d.Shelf.ExportBtn.Press()
	want, _ := fs.ReadFile(assets.Decks(), "hera.txt")
	if clip.text != string(want) {
		t.Fatalf("the clipboard holds:\n%s", clip.text)
	}

	// Paste it back with Ctrl+V, changed a little.
	clip.text = strings.Replace(clip.text, "Name: The Queen's Court", "Name: Court of Masks", 1)
	d.Handle(&m.Ctx, &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyV}, Ctrl: true})
	if d.Dlg == nil || d.Dlg.Area == nil || d.Dlg.StatusBad {
		t.Fatalf("Ctrl+V opened no import dialog, or it reads badly: %+v", d.Dlg)
	}
	d.Dlg.Buttons[0].Press() // Import
	if !d.Editing() || d.Ed.Deck().Name != "Court of Masks" || len(d.Ed.Unmet) != 0 || !d.Ed.Dirty() {
		t.Fatalf("imported: editing %v, deck %+v", d.Editing(), d.Ed)
	}

	// A bad list says where it is wrong and imports nothing.
	d.CloseEditor()
	d.Shelf.OpenImport(false)
	d.Dlg.Area.Insert("Deity: Hera\n3 Corrupt Tribune\n2 Unknown Card\n")
	if !d.Dlg.StatusBad || !strings.Contains(d.Dlg.Status, `line 3: unknown card "Unknown Card"`) {
		t.Errorf("status %q", d.Dlg.Status)
	}
	d.Dlg.Buttons[0].Press()
	if d.Editing() || d.Dlg == nil {
		t.Error("a bad list was imported")
	}
	d.Dlg = nil

	// No clipboard tool: the export goes to a file, and the player is told where.
	clip.err = widget.ErrNoClipboard
	d.Shelf.ExportBtn.Press()
	p := filepath.Join(app.Dir, "exports", "the-queens-court.txt")
	got, err := os.ReadFile(p)
	if err != nil || string(got) != string(want) || !strings.Contains(d.Toast(), p) {
		t.Errorf("export without a clipboard: %v; toast %q", err, d.Toast())
	}
}

// TestSystemClipboard copies and pastes through the desktop's clipboard
// tool, when one is installed (build/deps.sh installs xclip).
func TestSystemClipboard(t *testing.T) {
	var c widget.SystemClipboard
	const s = "Deity: Mars\n3 Youthful Troll\n"
	if err := c.Copy(s); errors.Is(err, widget.ErrNoClipboard) {
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
	d := collection.NewDecks(app, nil)
	m := scene.NewManager(d)
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	d.Shelf.NewBtn.Press()
	from, to := centre(d.CellBox(0)), centre(d.Lay.Panel)
	mouse := input.MousePointer
	m.Ctx.Gestures = []input.Gesture{{Kind: input.Press, Pointer: mouse, Start: from, Pos: from},
		{Kind: input.Drop, Pointer: mouse, Start: from, Pos: to}}
	d.Handle(&m.Ctx, &widget.Keys{})
	if it := d.Cat.Items[d.Passing[0]]; !it.IsDeity() || d.Ed.Deck().Deity != it.Deity {
		t.Errorf("the quick drag of the first card (a Deity) left the deck's Deity at %d", d.Ed.Deck().Deity)
	}
}
