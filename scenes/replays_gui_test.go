package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/replays"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// managerGame runs a scene Manager in the test harness at a fixed size.
type managerGame struct {
	m    *scene.Manager
	w, h int
}

func (g *managerGame) Update() error              { return g.m.Update(nil, input.Point{}) }
func (g *managerGame) Draw(screen *ebiten.Image)  { g.m.Draw(screen) }
func (g *managerGame) Layout(int, int) (int, int) { return g.w, g.h }

// finishedMatch plays a match between two easy computers to its end in
// app's folder, as the table would, and keeps its replay; it returns the
// finished game's hash.
func finishedMatch(t *testing.T, app *scene.App, decks ...string) uint64 {
	t.Helper()
	setup := folder.MatchSetup{Seed: 5}
	for _, d := range decks {
		setup.Seats = append(setup.Seats, folder.SeatSetup{Level: "easy", Deck: d})
	}
	s, _, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.RunToEnd(30000); err != nil {
		t.Fatal(err)
	}
	if _, err := app.KeepMatchReplay(s); err != nil {
		t.Fatal(err)
	}
	return s.State().StateHash()
}

// TestReplayViewer: a finished match is listed on the Replays screen;
// Enter opens it on a read-only table, which steps to the match's own
// final game; stepping back and forward again shows the same games; the
// game-over screen opens it too.
func TestReplayViewer(t *testing.T) {
	app := newTestApp(t)
	final := finishedMatch(t, app, "mars", "hera")
	list := replays.NewList(app, menu.NewTitle(app))
	m := scene.NewManager(list)
	m.Layout(1280, 720)
	settle(m)
	if len(list.Entries) != 1 || list.Entries[0].Err != nil {
		t.Fatalf("listed %+v", list.Entries)
	}
	shots := os.Getenv("TWILIGHT_SHOTS")
	shoot := func(name string, ticks int) {
		if shots == "" {
			return
		}
		img, err := gui.run(t, &managerGame{m: m, w: 1280, h: 720}, ticks)
		if err != nil {
			t.Fatal(err)
		}
		savePNG(t, filepath.Join(shots, name), img)
	}
	refusesBadFiles(t, app, list)
	shoot("replays-list.png", 2)
	list.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
	settle(m)
	v, ok := m.Current().(*replays.WatchScene)
	if !ok {
		t.Fatalf("Enter on the list opened %T (%s)", m.Current(), list.Status)
	}
	tbl := v.M.(*table.MatchScene)
	if tbl.Mine || len(tbl.Legal) != 0 {
		t.Fatal("the watched table offers actions")
	}
	hashes := []uint64{tbl.S.State().StateHash()}
	for v.W.At() < v.W.Len() {
		v.Handle(&m.Ctx, shotKeys(ebiten.KeyArrowRight))
		hashes = append(hashes, tbl.S.State().StateHash())
		if v.W.At() == 40 {
			shoot("replays-watch.png", 2)
		}
	}
	if hashes[len(hashes)-1] != final {
		t.Fatal("the replay's end is not the match's final game")
	}
	// Back a stretch from the end (every step back is a fresh position:
	// the session test walks the whole way), then to the deal.
	for v.W.At() > v.W.Len()-40 {
		v.Handle(&m.Ctx, shotKeys(ebiten.KeyArrowLeft))
		if tbl.S.State().StateHash() != hashes[v.W.At()] {
			t.Fatalf("stepping back to %d shows another game", v.W.At())
		}
	}
	v.Handle(&m.Ctx, shotKeys(ebiten.KeyHome))
	if v.W.At() != 0 || tbl.S.State().StateHash() != hashes[0] {
		t.Fatal("Home does not show the deal")
	}
	v.Handle(&m.Ctx, shotKeys(ebiten.KeyPageDown))
	v.Handle(&m.Ctx, shotKeys(ebiten.KeyPageDown))
	if at := v.W.At(); at == 0 || tbl.S.State().StateHash() != hashes[at] {
		t.Fatalf("Page Down went to %d", at)
	}
	v.Handle(&m.Ctx, shotKeys(ebiten.KeyEnd))
	v.ToggleReveal()
	shoot("replays-end-revealed.png", 90)
	for c := range tbl.View.Cards {
		if tbl.View.Hidden(rules.CardID(c)) {
			t.Fatal("Reveal all left a card hidden")
		}
	}
	reviewInViewer(t, m, v, shots != "")
	if shots != "" {
		shoot("replays-review.png", 30)
	}
	// A panic in the table while watching stops the viewer, not the game.
	v.M = panicky{v.M}
	if err := v.Update(&m.Ctx); err != nil {
		t.Fatal(err)
	}
	_ = v.Update(&m.Ctx)
	settle(m)
	if m.Current() != list || !list.Bad || !strings.Contains(list.Status, "stopped on an error") {
		t.Fatalf("after a panic: %T saying %q", m.Current(), list.Status)
	}
	gameOverWatches(t, app, list.Entries[0].Path)
}

// panicky is a watched table that fails as a bug would.
type panicky struct{ scene.Watched }

func (panicky) WatchTick(*scene.Context, bool, float64) { panic("a bug the replay reached") }

// reviewInViewer starts the review of seat 0's play: it runs off the
// loop (the viewer keeps stepping meanwhile) and is cancelled by the
// button, which goes back to offering a review. With finish, a second
// review is waited for, and a click on its first mark (if any) moves
// the replay to that decision.
func reviewInViewer(t *testing.T, m *scene.Manager, v *replays.WatchScene, finish bool) {
	t.Helper()
	v.Handle(&m.Ctx, shotKeys(ebiten.KeyHome))
	v.ReviewSeat(0)
	if !v.Review().Reviewing() {
		t.Fatal("the review did not start")
	}
	v.Handle(&m.Ctx, shotKeys(ebiten.KeyArrowRight)) // the table goes on meanwhile
	if v.W.At() != 1 {
		t.Fatal("the viewer did not step while the review ran")
	}
	v.CancelReview()
	if v.Review().Reviewing() || v.Review().Done {
		t.Fatal("the review was not cancelled")
	}
	if !finish {
		return
	}
	v.ReviewSeat(0)
	deadline := time.Now().Add(5 * time.Minute)
	for v.Review().Reviewing() && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
		v.Handle(&m.Ctx, &widget.Keys{})
	}
	r := v.Review()
	if !r.Done || r.Err != nil {
		t.Fatalf("the review did not finish: %v", r.Err)
	}
	t.Logf("%d marks", len(r.Marks))
	if len(r.Marks) > 0 {
		v.Handle(&m.Ctx, shotKeys(ebiten.KeyArrowDown))
		if v.W.At() != r.Marks[0].Decision {
			t.Fatalf("Down went to %d, not the first mark's %d", v.W.At(), r.Marks[0].Decision)
		}
	}
}

// gameOverWatches: the game-over screen of a match whose replay was kept
// opens it in the viewer ("Watch it again"), at the deal.
func gameOverWatches(t *testing.T, app *scene.App, path string) {
	sum := folder.MatchSummary{Winner: 0, Turns: 9, Setup: folder.DefaultSetup(), Replay: path}
	g := menu.NewGameOver(app, sum)
	m := scene.NewManager(g)
	m.Layout(1280, 720)
	settle(m)
	if shots := os.Getenv("TWILIGHT_SHOTS"); shots != "" {
		img, err := gui.run(t, &managerGame{m: m, w: 1280, h: 720}, 2)
		if err != nil {
			t.Fatal(err)
		}
		savePNG(t, filepath.Join(shots, "gameover-watch.png"), img)
	}
	watch := g.Form.Items[3].Area()
	x, y := watch.Center()
	at := input.Point{X: x, Y: y}
	m.Ctx.Gestures = []input.Gesture{{Kind: input.Click, Pos: at, Start: at}}
	g.Handle(&m.Ctx, &widget.Keys{})
	m.Ctx.Gestures = nil
	settle(m)
	v, ok := m.Current().(*replays.WatchScene)
	if !ok {
		t.Fatalf("Watch it again went to %T", m.Current())
	}
	if v.W.At() != 0 || v.W.Len() == 0 {
		t.Fatalf("the viewer opened at %d of %d", v.W.At(), v.W.Len())
	}
}

// refusesBadFiles: an import whose action was changed is refused with
// the reason and the action's number; a damaged file in the folder is
// listed with its reason and cannot be watched. The list is left with
// the sound replay chosen.
func refusesBadFiles(t *testing.T, app *scene.App, list *replays.ListScene) {
	t.Helper()
	good := list.Entries[0].Path
	f, err := folder.ReadReplayFile(good)
	if err != nil {
		t.Fatal(err)
	}
	k := len(f.Actions) / 3
	f.Actions[k] = rules.Action{Kind: rules.ActSummon, Player: f.Actions[k].Player, Card: 30000}
	var b strings.Builder
	if err := f.Write(&b); err != nil {
		t.Fatal(err)
	}
	edited := filepath.Join(t.TempDir(), "edited.json")
	damaged := filepath.Join(filepath.Dir(good), "2000-01-01-000000-01.json")
	if os.WriteFile(edited, []byte(b.String()), 0o644) != nil || os.WriteFile(damaged, []byte(b.String()[:500]), 0o644) != nil {
		t.Fatal("cannot write the test files")
	}
	list.Path.SetValue(edited)
	list.Import()
	if !list.Bad || !strings.Contains(list.Status, fmt.Sprintf("action %d", k+1)) {
		t.Fatalf("an edited replay's import says %q", list.Status)
	}
	list = replays.NewList(app, nil)
	if len(list.Entries) != 2 || list.Entries[1].Err == nil {
		t.Fatalf("the damaged file is listed as %+v", list.Entries)
	}
	list.Select(1)
	list.Watch()
	if !list.Bad || !strings.Contains(list.Status, "cannot be watched") {
		t.Fatalf("watching a damaged file says %q", list.Status)
	}
	if err := os.Remove(damaged); err != nil {
		t.Fatal(err)
	}
}
