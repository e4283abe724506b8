package scenes

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// TestFromTitleToWonGame goes the whole way a player does: a match left
// unfinished is on disk; the title offers Continue; choosing it restores
// the table; the human then wins by dragging cards through the real input
// path (synthetic mouse snapshots → input.Tracker → gestures → the scene).
func TestFromTitleToWonGame(t *testing.T) {
	app := newTestApp(t)
	// The unfinished match: Mars (human) a swing from victory over a
	// computer Enlil with two cards of Life Stack left.
	s := board(t, app.Set, `players Mars Enlil
p1 life I I I I
p2 life I I
p1 resource I I I I
p2 resource I
p1 hand "Youthful Troll"
p1 field "Youthful Troll"
start p1 summoning
`)
	if err := s.SaveFile(filepath.Join(app.Dir, folder.AutosaveFile)); err != nil {
		t.Fatal(err)
	}
	setup := folder.MatchSetup{Seats: []folder.SeatSetup{{Name: "You", Human: true, Deck: "mars"}, {Name: "Computer", Level: "random", Deck: "enlil"}}}
	b, _ := json.Marshal(setup)
	if err := folder.WriteAtomic(filepath.Join(app.Dir, folder.SeatsFile), b); err != nil {
		t.Fatal(err)
	}

	title := menu.NewTitle(app)
	if !title.Enabled(menu.MenuContinue) || title.Selected() != menu.MenuContinue {
		t.Fatalf("the title should offer Continue first (enabled %v, selected %d)", title.Enabled(menu.MenuContinue), title.Selected())
	}
	mgr := scene.NewManager(title)
	mgr.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(mgr)
	title.Handle(&mgr.Ctx, &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEnter}})
	settle(mgr)
	m, ok := tableOf(mgr.Current())
	if !ok {
		t.Fatalf("Continue led to %T, not the table", mgr.Current())
	}
	defer m.Session().Close()
	m.Session().MinThink = 0
	if m.Session().State().StateHash() != s.StateHash() {
		t.Fatal("Continue did not restore the saved match")
	}

	d := newDriver(t, m, 3000)
	_, err := runTB(t, d, 1<<30)
	if !errors.Is(err, ebiten.Termination) {
		t.Fatalf("the match did not end: %v (drags %d, clicks %d)", err, d.drags, d.clicks)
	}
	if d.over == nil || d.over.Winner != 0 {
		t.Fatalf("summary %+v, want the human (p1) winning", d.over)
	}
	if d.drags < 2 {
		t.Errorf("only %d drags; the summon and the attack should be dragged", d.drags)
	}
	t.Logf("from the title to a win in %d ticks with %d drags and %d clicks", d.ticks, d.drags, d.clicks)
}
