package scenes

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/draft"

	"twilight/scenes/collection"
	"twilight/scenes/drafting"
	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// draftDriver runs a Manager with queued gestures, one list a tick.
type draftDriver struct {
	m      *scene.Manager
	q      [][]input.Gesture
	w, h   int
	cursor input.Point
}

func (d *draftDriver) Update() error {
	d.m.Layout(d.w, d.h)
	var g []input.Gesture
	if len(d.q) > 0 {
		g, d.q = d.q[0], d.q[1:]
	}
	return d.m.Update(g, d.cursor)
}

func (d *draftDriver) Draw(screen *ebiten.Image) {
	d.m.Layout(d.w, d.h)
	d.m.Draw(screen)
}

func (d *draftDriver) Layout(int, int) (int, int) {
	d.m.Layout(d.w, d.h)
	return d.w, d.h
}

// TestDraftToMatch plays the Card Drafting Variant through the screens:
// New match with the Card Drafting switch clicked on, one human and three
// computers; the human keeps Deities and picks cards by clicking (a click
// chooses, a second picks), builds a legal deck in the deck builder's
// draft mode with "Complete it" and "Play this deck", and the match
// starts with the drafted decks. Small window, one frame drawn per pick.
// With DRAFT_SHOTS set to a folder, the screens are saved there too.
func TestDraftToMatch(t *testing.T) {
	app := newTestApp(t)
	setup := menu.NewSetup(app, menu.NewTitle(app))
	d := &draftDriver{m: scene.NewManager(setup), w: 640, h: 360}
	shots := os.Getenv("DRAFT_SHOTS")
	if shots != "" {
		fmt.Sscanf(os.Getenv("DRAFT_SHOT_SIZE"), "%dx%d", &d.w, &d.h)
	}
	start := time.Now()
	run := func(ticks int) *image.RGBA {
		t.Helper()
		t0 := time.Now()
		defer func() { t.Logf("%d ticks %v (at %v)", ticks, time.Since(t0), time.Since(start)) }()
		img, err := gui.run(t, d, ticks)
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	shot := func(img *image.RGBA, name string) {
		if shots != "" {
			save(t, img, filepath.Join(shots, name+".png"))
		}
	}
	settle := func() { run(scene.FadeOutTicks + scene.FadeInTicks + 2) }
	settle()
	setup.Add.Press()
	setup.Add.Press()
	for i := 1; i < 4; i++ {
		setup.Seats[i].Player.Index = i // easy, normal, hard
	}
	d.q = append(d.q, click(centre(setup.Draft.Box)))
	run(2)
	if !setup.Draft.On {
		t.Fatal("a click on the Card Drafting switch did not turn it on")
	}
	d.q = append(d.q, click(centre(setup.Play.Box)))
	run(2)
	settle()
	room, ok := d.m.Current().(*drafting.Room)
	if !ok {
		t.Fatalf("Play with Card Drafting on went to %T (%s), not the drafting room", d.m.Current(), setup.Error())
	}
	if !app.DraftSaved() {
		t.Error("the new draft is not autosaved")
	}
	dr := room.Draft()
	// Each tick clicks the first card twice (choose, then pick); the
	// picks go in batches, one frame drawn a tick.
	for batch := 0; dr.Stage == draft.StageDeity || dr.Stage == draft.StageAction; batch++ {
		if room.CurtainUp {
			t.Fatal("the curtain is up with one human at the screen")
		}
		before := len(dr.Seats[0].Picks) + len(dr.Seats[0].Deities)
		n := 8
		if batch == 0 {
			n = 1 // the Deity draft's first screen, then a pile's
		}
		for range n {
			p := centre(room.CellBox(0))
			d.q = append(d.q, append(click(p), click(p)...))
		}
		run(n)
		if batch < 2 && shots != "" {
			shot(run(40), []string{"draft-deity", "draft-pile"}[batch]) // the faces painted
		}
		if after := len(dr.Seats[0].Picks) + len(dr.Seats[0].Deities); after <= before {
			t.Fatalf("clicks on a card at the %s picked nothing (%s)", dr.Stage, room.Status())
		}
		if batch > 12 {
			t.Fatal("the draft does not end")
		}
	}
	if got := len(dr.Seats[0].Picks); got != draft.CardsPerPlayer {
		t.Errorf("the human drafted %d cards, want %d", got, draft.CardsPerPlayer)
	}
	run(2)
	settle()
	decks, ok := d.m.Current().(*collection.DecksScene)
	if !ok || decks.Draft == nil || decks.Ed == nil {
		t.Fatalf("step G went to %T, not the deck builder's draft mode", d.m.Current())
	}
	if decks.Shown() > draft.CardsPerPlayer+draft.DeitiesPerPlayer {
		t.Errorf("the deck builder shows %d cards: more than the picks", decks.Shown())
	}
	d.q = append(d.q, click(centre(decks.Ed.Complete.Box)))
	run(2)
	if shots != "" {
		shot(run(60), "draft-build")
	}
	if n := len(decks.Ed.Unmet); n > 0 {
		t.Fatalf("after Complete it the deck is not legal: %s", decks.Ed.Unmet[0].Msg)
	}
	d.q = append(d.q, click(centre(decks.Ed.DoneBtn.Box)))
	run(2)
	settle()
	run(4) // the room starts the match
	settle()
	m, ok := tableOf(d.m.Current())
	if !ok {
		t.Fatalf("after the last deck the screen is %T, not the table", d.m.Current())
	}
	if shots != "" {
		shot(run(30), "draft-match")
	}
	st := m.Session().State()
	if len(st.Decks[0]) != draft.DeckSize {
		t.Errorf("the human's match deck has %d cards", len(st.Decks[0]))
	}
	left := map[uint16]int{}
	for _, c := range dr.Seats[0].Picks {
		left[uint16(c)]++
	}
	for _, c := range st.Decks[0] {
		if left[uint16(c)]--; left[uint16(c)] < 0 {
			t.Fatalf("the match deck holds a card the human did not draft (%d)", c)
		}
	}
	if app.DraftSaved() {
		t.Error("the draft's autosave is still there once the match started")
	}
}

// TestDraftDeckBuilder: the deck builder's draft mode shows only the
// picks and the drafted Deities, takes no more copies of a card than were
// drafted, completes the deck from the picks only, and plays only a legal
// deck (no frames drawn).
func TestDraftDeckBuilder(t *testing.T) {
	app := newTestApp(t)
	set := app.Set
	var picks []rules.DefID
	for id := 1; len(picks) < 58; id++ {
		if !set.Cards[id].Mini {
			picks = append(picks, rules.DefID(id))
		}
	}
	twice := picks[0]
	picks = append(picks, twice) // 59 cards, 58 different
	var played []rules.DefID
	b := scene.DraftBuild{Seat: "Player 2", Deities: []int{1, 3}, Picks: picks, Deity: 3,
		Complete: func(deity int, keep []rules.DefID) ([]rules.DefID, error) {
			return append(keep, picks[len(keep):len(keep)+draft.DeckSize-len(keep)]...), nil
		},
		Done: func(_ *scene.Context, _ int, cards []rules.DefID) error { played = cards; return nil }}
	d := collection.NewDraftDeck(app, b)
	d.Layout(640, 360)
	if got, want := d.Shown(), 58+2; got != want {
		t.Errorf("the draft mode shows %d cards, want the %d picks and Deities", got, want)
	}
	ctx := &scene.Context{}
	enter := &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEnter}}
	d.Sel = d.ItemOf(picks[1])
	for range 3 {
		d.Handle(ctx, enter)
	}
	if n := d.Ed.Deck().Count(picks[1]); n != 1 {
		t.Errorf("%d copies of a card drafted once went in", n)
	}
	d.Sel = d.ItemOf(twice)
	for range 3 {
		d.Handle(ctx, enter)
	}
	if n := d.Ed.Deck().Count(twice); n != 2 {
		t.Errorf("%d copies of a card drafted twice went in, want 2", n)
	}
	d.Handle(&scene.Context{Gestures: click(centre(d.Ed.DoneBtn.Box))}, &widget.Keys{}) // not legal yet: refused
	if played != nil {
		t.Fatal("a deck of three cards was played")
	}
	d.Ed.Complete.Press()
	if len(d.Ed.Unmet) > 0 || d.Ed.Deck().Size() != draft.DeckSize {
		t.Fatalf("after Complete it: %d cards, unmet %v", d.Ed.Deck().Size(), d.Ed.Unmet)
	}
	d.Handle(&scene.Context{Gestures: click(centre(d.Ed.DoneBtn.Box))}, &widget.Keys{})
	if len(played) != draft.DeckSize {
		t.Errorf("Play this deck played %d cards", len(played))
	}

	// Esc asks before leaving the draft: Esc again stays, Enter leaves.
	left := 0
	b.Leave = func(*scene.Context) { left++ }
	d = collection.NewDraftDeck(app, b)
	d.Layout(640, 360)
	esc := &widget.Keys{Pressed: []ebiten.Key{ebiten.KeyEscape}}
	d.Handle(ctx, esc)
	if left != 0 || d.Dlg == nil {
		t.Fatalf("Esc left the draft (%d) or asked nothing (dialog %v)", left, d.Dlg != nil)
	}
	d.Handle(ctx, esc)
	if left != 0 || d.Dlg != nil {
		t.Fatalf("Esc in the question: left %d, dialog still open %v", left, d.Dlg != nil)
	}
	d.Handle(ctx, esc)
	d.Handle(ctx, enter)
	if left != 1 {
		t.Errorf("Esc then Enter left the draft %d times, want once", left)
	}
}

// TestDraftContinueFromTitle: with a draft saved, the title offers
// Continue (chosen for the player), and Continue resumes the draft — at
// step G straight into the deck builder with the deck in progress.
func TestDraftContinueFromTitle(t *testing.T) {
	app := newTestApp(t)
	g, err := app.StartDraft(folder.MatchSetup{Seed: 9, Seats: []folder.SeatSetup{{Name: "You", Human: true}, {Level: "easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	for g.Run.D.Stage != draft.StageBuild {
		if err := g.Run.Pick(0, 0); err != nil {
			t.Fatal(err)
		}
	}
	s := g.Run.D.Seats[0]
	if err := g.SetDeck(0, s.Deities[len(s.Deities)-1], s.Picks[:7]); err != nil {
		t.Fatal(err)
	}
	if err := g.Close(); err != nil { // as the room does when it is left
		t.Fatal(err)
	}
	title := menu.NewTitle(app)
	if !title.Drafting || title.Selected() != menu.MenuContinue {
		t.Fatalf("with a draft saved the title has Drafting %v and %d selected, want Continue", title.Drafting, title.Selected())
	}
	m := scene.NewManager(title)
	m.Layout(640, 360)
	settle(m)
	title.Activate(&m.Ctx, menu.MenuContinue)
	settle(m) // to the drafting room, which opens the deck builder
	settle(m)
	decks, ok := m.Current().(*collection.DecksScene)
	if !ok || decks.Draft == nil {
		t.Fatalf("Continue at step G went to %T, not the deck builder's draft mode", m.Current())
	}
	if got := decks.Ed.Deck(); got.Size() != 7 || got.Deity != s.Deities[len(s.Deities)-1] {
		t.Errorf("the deck in progress came back with %d cards and Deity %d", got.Size(), got.Deity)
	}
}

// TestDraftRoomPassAndPlay: with two humans at one screen the curtain
// covers every hand-over — before the first pick, between the humans of a
// round and when a new round goes back to the first — and the room says
// which way the rest goes (no frames drawn).
func TestDraftRoomPassAndPlay(t *testing.T) {
	app := newTestApp(t)
	g, err := app.StartDraft(folder.MatchSetup{Seed: 3, Seats: []folder.SeatSetup{
		{Name: "Ann", Human: true}, {Level: "normal"}, {Name: "Bo", Human: true}}})
	if err != nil {
		t.Fatal(err)
	}
	// The autosave writes on its own goroutine: finish it before the
	// folder is removed (it failed 16 times in 40 with the write racing
	// the TempDir cleanup).
	defer func() {
		if err := g.Close(); err != nil {
			t.Error(err)
		}
	}()
	room := drafting.New(app, g)
	room.Layout(640, 360)
	want := []struct {
		seat int
		way  string
	}{
		{0, "left » to Seat 2"}, {2, "left » to Ann"}, // Deity draft: keep one, pass left
		{0, "left » to Seat 2"}, {2, "left » to Ann"},
		{0, "« right to Bo"}, {2, "« right to Seat 2"}, // the first pile passes right
	}
	for i, w := range want {
		if !room.CurtainUp || room.Seat != w.seat {
			t.Fatalf("hand-over %d: curtain up %v for seat %d, want the curtain for seat %d", i+1, room.CurtainUp, room.Seat+1, w.seat+1)
		}
		n := len(g.Run.D.History)
		if room.Pick(0); len(g.Run.D.History) != n {
			t.Fatalf("hand-over %d: a pick was made behind the curtain", i+1)
		}
		room.LiftCurtain()
		if got := room.Status(); !strings.Contains(got, w.way) {
			t.Errorf("hand-over %d: the status %q does not say %q", i+1, got, w.way)
		}
		before := len(g.Run.D.History)
		room.Pick(0)
		if len(g.Run.D.History) == before {
			t.Fatalf("hand-over %d: the pick was not made", i+1)
		}
	}
}
