package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset"

	"twilight/scenes/collection"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// deckDriver builds a deck the way a player does, through the real input
// path: synthetic mouse snapshots go into an input.Tracker, its gestures
// into the scene Manager. From the title it opens the collection, starts
// a new deck, drags Mars onto it, filters to Aggression, drags a card in
// and one out again, clicks cards until the deck is legal (scrolling the
// grid by dragging it), saves, and presses Test it.
type deckDriver struct {
	t       testing.TB
	app     *scene.App
	manager *scene.Manager
	tracker input.Tracker
	queue   []input.Snapshot
	cursor  input.Point
	w, h    int
	ticks   int
	limit   int

	drags, clicks, scrolls int
	draggedIn, draggedOut  bool
	checkedOut             bool
	saved                  string // the file Save wrote
	match                  *table.MatchScene
	idle                   int
}

func (g *deckDriver) Update() error {
	g.ticks++
	if g.match != nil {
		return ebiten.Termination
	}
	if g.ticks > g.limit {
		return errors.New("tick limit")
	}
	g.manager.Layout(g.w, g.h)
	snap := input.Snapshot{Cursor: g.cursor}
	if len(g.queue) > 0 {
		snap = g.queue[0]
		g.queue = g.queue[1:]
		g.cursor = snap.Cursor
	} else if g.manager.Veil() == 0 {
		g.idle++
		if g.idle >= 1 {
			g.idle = 0
			g.plan()
		}
	}
	return g.manager.Update(g.tracker.Observe(snap, nil), g.cursor)
}

// Draw draws every third frame: the software GPU of a shared test machine
// is the slow part, and the scenes keep no state in Draw that Update
// needs (the layout comes from Layout).
func (g *deckDriver) Draw(screen *ebiten.Image) {
	if g.ticks%3 == 0 {
		g.manager.Draw(screen)
	}
}

// Layout gives a small screen: the screens are laid out at w×h and draw
// all of themselves, but the test reads their state, not pixels.
func (g *deckDriver) Layout(int, int) (int, int) { return 64, 64 }

func (g *deckDriver) click(b widget.Box) {
	x, y := b.Center()
	p := input.Point{X: x, Y: y}
	g.queue = append(g.queue, input.Snapshot{Cursor: p}, input.Snapshot{Cursor: p, MouseDown: true}, input.Snapshot{Cursor: p})
	g.clicks++
}

func (g *deckDriver) drag(from, to input.Point) {
	g.queue = append(g.queue, input.Snapshot{Cursor: from}, input.Snapshot{Cursor: from, MouseDown: true})
	for i := 1; i <= 8; i++ {
		t := float64(i) / 8
		g.queue = append(g.queue, input.Snapshot{Cursor: input.Point{X: from.X + (to.X-from.X)*t, Y: from.Y + (to.Y-from.Y)*t}, MouseDown: true})
	}
	g.queue = append(g.queue, input.Snapshot{Cursor: to})
}

func centre(b widget.Box) input.Point {
	x, y := b.Center()
	return input.Point{X: x, Y: y}
}

// plan decides the next thing to do on whatever screen is up.
func (g *deckDriver) plan() {
	if m, ok := tableOf(g.manager.Current()); ok {
		g.match = m
		return
	}
	switch sc := g.manager.Current().(type) {
	case *menu.TitleScene:
		g.click(sc.Items[menu.MenuDecks])
	case *collection.DecksScene:
		if sc.Ed == nil {
			g.click(sc.Shelf.NewBtn.Box)
			return
		}
		g.build(sc)
	}
}

// build takes one step toward a saved legal Mars deck, then tests it.
func (g *deckDriver) build(d *collection.DecksScene) {
	ed := d.Ed
	mars, _ := g.app.Set.Deity("Mars")
	agg := d.Chips[int(rules.Aggression)-1].Chip
	switch {
	case ed.Deck().Deity != mars:
		for n, i := range d.Passing {
			if d.Cat.Items[i].Deity == mars {
				g.drag(centre(d.CellBox(n)), centre(d.Lay.Panel))
				g.drags++
				return
			}
		}
		g.t.Fatal("Mars is not in the grid")
	case !agg.On:
		g.click(agg.Box)
	case !g.draggedIn:
		g.draggedIn = true
		g.drag(centre(d.CellBox(g.firstAddable(d))), centre(d.Lay.Panel))
		g.drags++
	case !g.draggedOut:
		if ed.Deck().Size() != 1 {
			g.t.Fatalf("after dragging a card in, the deck holds %d", ed.Deck().Size())
		}
		g.draggedOut = true
		if len(ed.Rows) < 2 || ed.Rows[1].Card == 0 {
			g.t.Fatal("the card dragged in is not listed")
		}
		r := ed.Rows[1]
		from := input.Point{X: ed.ListBox.X0 + 60*d.Sk.U, Y: ed.ListBox.Y0 + r.Y - ed.Scroll + r.H/2}
		g.drag(from, centre(d.Lay.Grid))
		g.drags++
	case !g.checkedOut:
		g.checkedOut = true
		if ed.Deck().Size() != 0 {
			g.t.Fatalf("after dragging the card out, the deck holds %d", ed.Deck().Size())
		}
	case ed.Deck().Size() < cardset.DeckSize:
		if n := g.firstAddable(d); n >= 0 {
			g.click(d.CellBox(n))
			return
		}
		// Nothing addable in view: drag the grid up by a gap between cards.
		x := d.Lay.Grid.X0 + float64(d.Lay.CardW) + d.Lay.Gap/2
		g.drag(input.Point{X: x, Y: d.Lay.Grid.Y1 - 8}, input.Point{X: x, Y: d.Lay.Grid.Y0 + 8})
		g.scrolls++
		if g.scrolls > 40 {
			g.t.Fatal("scrolled forty times without finding a card to add")
		}
	case ed.Dirty() || ed.Path() == "":
		if len(ed.Unmet) > 0 {
			g.t.Fatalf("50 cards but not legal: %+v", ed.Unmet)
		}
		g.click(ed.SaveBtn.Box)
	case g.saved == "":
		g.saved = ed.Path()
		g.click(ed.Test.Box)
	}
}

// firstAddable is the first card fully in view that the deck can take
// another copy of, or -1.
func (g *deckDriver) firstAddable(d *collection.DecksScene) int {
	for n, i := range d.Passing {
		it := d.Cat.Items[i]
		b := d.CellBox(n)
		if it.IsDeity() || b.Y0 < d.Lay.Grid.Y0 || b.Y1 > d.Lay.Grid.Y1 {
			continue
		}
		c := &g.app.Set.Cards[it.Def]
		if !c.Mini && d.Ed.Deck().Count(it.Def) < cardset.CopyLimit(c) {
			return n
		}
	}
	return -1
}

// TestBuildSaveAndPlayDeck is the player's whole way: from the title to a
// legal deck built by hand, saved in decks/, and played at once.
func TestBuildSaveAndPlayDeck(t *testing.T) {
	app := newTestApp(t)
	g := &deckDriver{t: t, app: app, manager: scene.NewManager(menu.NewTitle(app)), w: 960, h: 540, limit: 6000}
	_, err := runLong(t, g)
	if !errors.Is(err, ebiten.Termination) {
		t.Fatalf("no match started: %v (ticks %d, clicks %d, drags %d, screen %T)", err, g.ticks, g.clicks, g.drags, g.manager.Current())
	}
	defer g.match.Session().Close()
	if g.drags < 3 {
		t.Errorf("only %d drags", g.drags)
	}

	// The file is in the decks folder, and it is the legal Mars deck.
	files, _ := filepath.Glob(filepath.Join(app.DecksDir(), "*.txt"))
	if len(files) != 1 || files[0] != g.saved {
		t.Fatalf("decks folder holds %v, want the one file saved (%s)", files, g.saved)
	}
	f, err := os.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	deck, err := cardset.ParseDeck(filepath.Base(files[0]), f, app.Set)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	mars, _ := app.Set.Deity("Mars")
	if deck.Deity != mars || len(cardset.CheckDeck(deck, app.Set, false)) > 0 {
		t.Errorf("saved deck: Deity %d, unmet %+v", deck.Deity, cardset.CheckDeck(deck, app.Set, false))
	}

	// The match is dealt with it: Mars on the human's side of the table.
	st := g.match.Session().State()
	if int(st.Players[0].Deity) != mars || !strings.Contains(g.match.Titles[0], "Mars") || !g.match.Human[0] {
		t.Errorf("seat 1: Deity %d, mat %q, human %v", st.Players[0].Deity, g.match.Titles[0], g.match.Human[0])
	}
	if g.match.Setup.Seats[0].Deck != g.saved || g.match.Setup.Seats[1].Level != "normal" {
		t.Errorf("setup %+v", g.match.Setup)
	}
	t.Logf("built in %d ticks: %d clicks, %d drags, %d grid scrolls; saved %s", g.ticks, g.clicks, g.drags, g.scrolls, filepath.Base(g.saved))
}
