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
)

// deckDriver builds a deck the way a player does, through the real input
// path: synthetic mouse snapshots go into an input.Tracker, its gestures
// into the scene Manager. From the title it opens the collection, starts
// a new deck, drags Mars onto it, filters to Aggression, drags a card in
// and one out again, clicks cards until the deck is legal (scrolling the
// grid by dragging it), saves, and presses Test it.
type deckDriver struct {
	t       testing.TB
	app     *App
	manager *Manager
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
	match                  *Match
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

func (g *deckDriver) Layout(int, int) (int, int) { return g.w, g.h }

func (g *deckDriver) click(b box) {
	x, y := b.center()
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

func centre(b box) input.Point {
	x, y := b.center()
	return input.Point{X: x, Y: y}
}

// plan decides the next thing to do on whatever screen is up.
func (g *deckDriver) plan() {
	if m, ok := tableOf(g.manager.Current()); ok {
		g.match = m
		return
	}
	switch sc := g.manager.Current().(type) {
	case *Title:
		g.click(sc.items[MenuDecks])
	case *DecksScene:
		if sc.ed == nil {
			g.click(sc.shelf.newBtn.Box)
			return
		}
		g.build(sc)
	}
}

// build takes one step toward a saved legal Mars deck, then tests it.
func (g *deckDriver) build(d *DecksScene) {
	ed := d.ed
	mars, _ := g.app.Set.Deity("Mars")
	agg := d.chips[int(rules.Aggression)-1].chip
	switch {
	case ed.deck.Deity != mars:
		for n, i := range d.shown {
			if d.cat.items[i].deity == mars {
				g.drag(centre(d.cellBox(n)), centre(d.lay.panel))
				g.drags++
				return
			}
		}
		g.t.Fatal("Mars is not in the grid")
	case !agg.On:
		g.click(agg.Box)
	case !g.draggedIn:
		g.draggedIn = true
		g.drag(centre(d.cellBox(g.firstAddable(d))), centre(d.lay.panel))
		g.drags++
	case !g.draggedOut:
		if ed.deck.Size() != 1 {
			g.t.Fatalf("after dragging a card in, the deck holds %d", ed.deck.Size())
		}
		g.draggedOut = true
		if len(ed.rows) < 2 || ed.rows[1].card == 0 {
			g.t.Fatal("the card dragged in is not listed")
		}
		r := ed.rows[1]
		from := input.Point{X: ed.listBox.x0 + 60*d.sk.u, Y: ed.listBox.y0 + r.y - ed.scroll + r.h/2}
		g.drag(from, centre(d.lay.grid))
		g.drags++
	case !g.checkedOut:
		g.checkedOut = true
		if ed.deck.Size() != 0 {
			g.t.Fatalf("after dragging the card out, the deck holds %d", ed.deck.Size())
		}
	case ed.deck.Size() < cardset.DeckSize:
		if n := g.firstAddable(d); n >= 0 {
			g.click(d.cellBox(n))
			return
		}
		// Nothing addable in view: drag the grid up by a gap between cards.
		x := d.lay.grid.x0 + float64(d.lay.cardW) + d.lay.gap/2
		g.drag(input.Point{X: x, Y: d.lay.grid.y1 - 8}, input.Point{X: x, Y: d.lay.grid.y0 + 8})
		g.scrolls++
		if g.scrolls > 40 {
			g.t.Fatal("scrolled forty times without finding a card to add")
		}
	case ed.dirty || ed.path == "":
		if len(ed.unmet) > 0 {
			g.t.Fatalf("50 cards but not legal: %+v", ed.unmet)
		}
		g.click(ed.saveBtn.Box)
	case g.saved == "":
		g.saved = ed.path
		g.click(ed.test.Box)
	}
}

// firstAddable is the first card fully in view that the deck can take
// another copy of, or -1.
func (g *deckDriver) firstAddable(d *DecksScene) int {
	for n, i := range d.shown {
		it := d.cat.items[i]
		b := d.cellBox(n)
		if it.isDeity() || b.y0 < d.lay.grid.y0 || b.y1 > d.lay.grid.y1 {
			continue
		}
		c := &g.app.Set.Cards[it.def]
		if !c.Mini && d.ed.deck.Count(it.def) < cardset.CopyLimit(c) {
			return n
		}
	}
	return -1
}

// TestBuildSaveAndPlayDeck is the player's whole way: from the title to a
// legal deck built by hand, saved in decks/, and played at once.
func TestBuildSaveAndPlayDeck(t *testing.T) {
	app := newTestApp(t)
	g := &deckDriver{t: t, app: app, manager: NewManager(NewTitle(app)), w: 960, h: 540, limit: 6000}
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
	if int(st.Players[0].Deity) != mars || !strings.Contains(g.match.titles[0], "Mars") || !g.match.human[0] {
		t.Errorf("seat 1: Deity %d, mat %q, human %v", st.Players[0].Deity, g.match.titles[0], g.match.human[0])
	}
	if g.match.setup.Seats[0].Deck != g.saved || g.match.setup.Seats[1].Level != "normal" {
		t.Errorf("setup %+v", g.match.setup)
	}
	t.Logf("built in %d ticks: %d clicks, %d drags, %d grid scrolls; saved %s", g.ticks, g.clicks, g.drags, g.scrolls, filepath.Base(g.saved))
}
