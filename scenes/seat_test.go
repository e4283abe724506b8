package scenes

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/cardset/cardsettest"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/widget"
)

// seatTable is a hot-seat table (every seat human) for position src.
func seatTable(t *testing.T, src string) (*table.MatchScene, *rules.State) {
	t.Helper()
	set := cardsettest.TestCards(t)
	s := board(t, set, src)
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	m, err := matchAllHuman(app, s)
	if err != nil {
		t.Fatal(err)
	}
	m.Layout(1280, 720)
	return m, s
}

// seatStep runs one Update of m with a click at (x, y) (x < 0: none) and
// the keys given.
func seatStep(t *testing.T, m *table.MatchScene, x, y float64, keys ...ebiten.Key) {
	t.Helper()
	ctx := &scene.Context{}
	if x >= 0 {
		ctx.Gestures = []input.Gesture{{Kind: input.Click, Pos: input.Point{X: x, Y: y}}}
	}
	m.KeySource = func(k *widget.Keys) { *k = widget.Keys{Pressed: keys} }
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	m.KeySource = func(k *widget.Keys) { *k = widget.Keys{} }
}

// pressPrimary clicks the prompt's highlighted button.
func pressPrimary(t *testing.T, m *table.MatchScene) {
	t.Helper()
	for i, b := range m.Bar.P.Buttons {
		if b.Primary && i < len(m.Bar.Rects) {
			x, y := m.Bar.Rects[i].Center()
			seatStep(t, m, x, y)
			return
		}
	}
	t.Fatalf("no highlighted button in %+v", m.Bar.P)
}

// TestOpeningHandCurtain: a new hot-seat match shows a curtain before
// the first opening hand, naming what waits, as before every hand-over.
func TestOpeningHandCurtain(t *testing.T) {
	set := cardsettest.TestCards(t)
	deck := make([]rules.DefID, 0, 40)
	for i := 1; len(deck) < 40; i++ {
		if d := &set.Cards[i%len(set.Cards)]; d.ID != 0 && !d.Mini && d.Type != 0 {
			deck = append(deck, d.ID)
		}
	}
	s, err := rules.NewGame(set, rules.Config{Seed: 3, Seats: []rules.Seat{{Deity: 0, Deck: deck}, {Deity: 1, Deck: deck}}, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	m, err := matchAllHuman(app, s)
	if err != nil {
		t.Fatal(err)
	}
	m.Layout(1280, 720)
	first := s.Pending.Player
	if s.Pending.Kind != rules.DecMulligan || !m.Curtain() {
		t.Fatalf("a new hot-seat match (%v pending) opens without a curtain", s.Pending.Kind)
	}
	seatStep(t, m, 640, 300)
	if m.Curtain() || m.Viewer() != first || !m.Mine {
		t.Fatalf("after the click: curtain %v, viewer p%d, want p%d's opening hand", m.Curtain(), m.Viewer()+1, first+1)
	}
}

// attackAndBlock: p1 attacks with a Troll, p2 can block with a Scout;
// both hold a Spark they could play at every step.
const attackAndBlock = `players Mars Hera
p1 life I I I I I I
p2 life I I I I I I
p1 resource I I II
p2 resource I I II
p1 hand "Spark"
p2 hand "Spark"
p1 field "Youthful Troll"
p2 field "Borderland Scout"
start p1 combat
`

// TestAttackAndBlockCovers: at a hot-seat table, a turn with one attack
// and one block costs at most two covered screens (curtains and "may
// respond" questions): one to hand the table to the defender, one to
// hand it back. Only the buttons the screen highlights are pressed.
func TestAttackAndBlockCovers(t *testing.T) {
	m, s := seatTable(t, attackAndBlock)
	troll, scout := s.Players[0].Field[0], s.Players[1].Field[0]
	covered, attacked, blocked, turn := 0, false, false, s.Turn
	for i := 0; i < 100 && s.Phase <= rules.PhaseCombat && s.Turn == turn; i++ {
		switch {
		case m.Curtain():
			covered++
			seatStep(t, m, 640, 200) // anywhere but the pass button: hand over
		case !m.Mine:
			seatStep(t, m, -1, 0)
		case s.Pending.Kind == rules.DecAttack && !attacked:
			attacked = m.Act(rules.Attack(0, troll, 1, rules.AtLife))
		case s.Pending.Kind == rules.DecBlock && !blocked:
			blocked = m.Act(rules.Block(1, scout, troll))
		default:
			pressPrimary(t, m)
		}
	}
	if !attacked || !blocked || s.Phase <= rules.PhaseCombat && s.Turn == turn {
		t.Fatalf("attacked %v, blocked %v, now %v phase of turn %d", attacked, blocked, s.Phase, s.Turn)
	}
	next := 0
	if s.Turn != turn && m.Curtain() {
		next = 1 // the curtain that begins the next turn is that turn's
	}
	if covered > 2 || m.Covered-next != covered {
		t.Errorf("%d covered screens (the table counted %d); want at most 2", covered, m.Covered)
	}
	t.Logf("a turn with one attack and one block: %d covered screens", covered)
}

// summonAnswerable: p1 summons a Troll; p2 holds a Spark to answer with.
const summonAnswerable = `players Mars Hera
p1 life I I I I I I
p2 life I I I I I I
p1 resource I I II
p2 resource I I II
p1 hand "Youthful Troll"
p2 hand "Spark"
start p1 summoning
`

// TestHandOverToRespond: the report of a hand-over "to respond" to a
// summon that led into the responder's own next turn. Handing over shows
// the response window with the summon on the chain; when nobody takes
// the hand-over, the countdown passes for them and says so, and the next
// curtain names what waits (their turn), so it cannot be taken for the
// response.
func TestHandOverToRespond(t *testing.T) {
	for _, take := range []bool{true, false} {
		m, s := seatTable(t, summonAnswerable)
		if !m.Act(rules.Summon(0, s.Players[0].Hand[0])) {
			t.Fatal("summon refused")
		}
		if !m.Curtain() {
			t.Fatalf("no hand-over question for p2 (pending %v for p%d)", s.Pending.Kind, s.Pending.Player+1)
		}
		if !take {
			for i := 0; i < 60*10 && m.Curtain(); i++ {
				seatStep(t, m, -1, 0)
			}
			if m.Curtain() || !strings.Contains(m.Toast(), "passed") || len(s.Chain) != 0 {
				t.Fatalf("countdown: curtain %v, toast %q, chain %d", m.Curtain(), m.Toast(), len(s.Chain))
			}
			continue
		}
		seatStep(t, m, 640, 200)
		if m.Curtain() || m.Viewer() != 1 || !m.Mine || len(m.View.Chain) == 0 || m.View.Pending.Kind != rules.DecPriority {
			t.Fatalf("handed over: curtain %v viewer p%d mine %v chain %d pending %v — no response window", m.Curtain(), m.Viewer()+1, m.Mine, len(m.View.Chain), m.View.Pending.Kind)
		}
	}
}

// TestNewMatchKeepsTheSavedOne: with a match saved, Play first says so
// and starts nothing; pressed again, it keeps the saved match aside in
// the folder (nothing deleted) and starts the new one.
func TestNewMatchKeepsTheSavedOne(t *testing.T) {
	app := newTestApp(t)
	savedMatch(t, app)
	before, err := os.ReadFile(filepath.Join(app.Dir, folder.AutosaveFile))
	if err != nil {
		t.Fatal(err)
	}
	title := menu.NewTitle(app)
	m := scene.NewManager(menu.NewSetup(app, title))
	m.Layout(scene.WindowWidth, scene.WindowHeight)
	settle(m)
	n := m.Current().(*menu.SetupScene)
	n.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
	settle(m)
	if m.Current() != scene.Scene(n) || !strings.Contains(n.Error(), "A match is saved") {
		t.Fatalf("Play with a match saved went to %T, saying %q", m.Current(), n.Error())
	}
	n.Handle(&m.Ctx, shotKeys(ebiten.KeyEnter))
	settle(m)
	match, ok := tableOf(m.Current())
	if !ok {
		t.Fatalf("Play again went to %T (error %q)", m.Current(), n.Error())
	}
	defer match.Session().Close()
	kept, err := os.ReadFile(filepath.Join(app.Dir, n.KeptAs))
	if n.KeptAs == "" || err != nil || !bytes.Equal(kept, before) {
		t.Errorf("the saved match was not kept as it was (kept as %q: %v)", n.KeptAs, err)
	}
}

// TestConcede: "Concede…" asks first (Esc keeps playing); conceding ends
// the match as the player's loss, and the game-over screen says Defeat.
func TestConcede(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, summonAnswerable)
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	m, err := table.MatchForState(app, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Session().Close()
	var summary *folder.MatchSummary
	m.OnGameOver = func(_ *scene.Context, sum folder.MatchSummary) { summary = &sum }
	m.Layout(1280, 720)
	clickAt(t, m, m.ConcedeButton())
	if !m.OverlayOpen() {
		t.Fatal("Concede… opened nothing")
	}
	seatStep(t, m, -1, 0, ebiten.KeyEscape)
	if m.OverlayOpen() || s.Over() {
		t.Fatalf("Esc: panel open %v, game over %v", m.OverlayOpen(), s.Over())
	}
	clickAt(t, m, m.ConcedeButton())
	rows, rects := m.OverlayRows()
	for i, r := range rows {
		if r == "Concede" {
			clickAt(t, m, rects[i])
		}
	}
	if !s.Over() || !s.Won(1) || !s.Players[0].Lost {
		t.Fatalf("after conceding: over %v, winner %d", s.Over(), s.Winner)
	}
	for i := 0; i < 200 && summary == nil; i++ {
		seatStep(t, m, -1, 0)
	}
	if summary == nil {
		t.Fatal("no game-over after the concession")
	}
	summary.Setup = folder.MatchSetup{Seats: []folder.SeatSetup{{Human: true, Name: "You"}, {Name: "Computer"}}}
	if h := menu.NewGameOver(app, *summary).Heading(); h != "Defeat" {
		t.Errorf("the game-over screen says %q", h)
	}
}

// TestBrowseStacks: a click on any Discard or Destroyed Stack with cards
// opens it: every card of it is drawn, top first, for the viewer's
// stacks and an opponent's alike; Esc closes it.
func TestBrowseStacks(t *testing.T) {
	set := cardsettest.TestCards(t)
	s := board(t, set, `players Mars Hera
p1 life I I I
p2 life I I I
p1 resource I II
p2 resource I I
p1 discard "Youthful Troll" "Spark" "Stoic Legionnaires"
p2 destroyed "Borderland Scout" "Spark"
start p1 summoning
`)
	app, err := testApp(set)
	if err != nil {
		t.Fatal(err)
	}
	m, err := table.MatchForState(app, s, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Session().Close()
	m.Layout(1280, 720)
	for _, st := range []struct {
		seat  int8
		r     widget.Rect
		cards []rules.CardID
	}{{0, m.Lay.Mats[0].Discard, s.Players[0].Discard}, {1, m.Lay.Mats[1].Destroyed, s.Players[1].Destroyed}} {
		clickAt(t, m, st.r)
		if !m.OverlayOpen() {
			t.Fatalf("p%d's stack did not open", st.seat+1)
		}
		drawn := map[rules.CardID]bool{}
		m.FaceDrawn = func(c rules.CardID, _ rules.DefID) { drawn[c] = true }
		if _, err := runTB(t, &drawOnce{m}, 2); err != nil {
			t.Fatal(err)
		}
		m.FaceDrawn = nil
		for _, c := range st.cards {
			if !drawn[c] {
				t.Errorf("p%d's stack: %s not drawn", st.seat+1, s.Def(c).Title)
			}
		}
		seatStep(t, m, -1, 0, ebiten.KeyEscape)
		if m.OverlayOpen() {
			t.Fatal("Esc left the stack open")
		}
	}
}

// drawOnce draws a table and does nothing else.
type drawOnce struct{ m *table.MatchScene }

func (d *drawOnce) Update() error              { return nil }
func (d *drawOnce) Draw(screen *ebiten.Image)  { d.m.Draw(screen) }
func (d *drawOnce) Layout(int, int) (int, int) { return 1280, 720 }
