package scenes

import (
	"errors"
	"fmt"
	"image"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/rules"

	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
	"twilight/scenes/table/layout"
)

// flowRun is a scripted player going the way a new player goes: from the
// title (New match, Play) into a match against the computer, playing by
// a fixed plan through the real input path (synthetic mouse snapshots →
// input.Tracker → gestures). It counts the prompts the table puts to the
// humans (each new decision shown), the clicks and drags it makes, and
// the privacy-curtain hand-overs, so the match's flow can be measured.
type flowRun struct {
	t       testing.TB
	manager *scene.Manager
	tracker input.Tracker
	queue   []input.Snapshot
	cursor  input.Point
	w, h    int

	seed    uint64
	toTurn  int16 // stop once this turn begins
	m       *table.MatchScene
	started bool // the title and the new-match screen have been passed

	prompts, clicks, handovers int
	firstCard                  [2]int // prompts and clicks when the first card was played (-1 before)
	perTurn                    map[int16][3]int
	lastPrompt                 string
	wasCurtain                 bool
	ticks, idle, stuck         int
	done                       bool
	verbose                    bool
	newcomer                   bool // follow only what the screen suggests (newcomerMove)
	helped                     int  // moves where the screen suggested nothing to the newcomer
	untilFirstCard             bool // stop once a human's first card is played
}

func newFlowRun(t testing.TB, title *menu.TitleScene, seed uint64, toTurn int16) *flowRun {
	r := &flowRun{t: t, manager: scene.NewManager(title), w: 1280, h: 720, seed: seed, toTurn: toTurn, firstCard: [2]int{-1, -1}, perTurn: map[int16][3]int{}}
	return r
}

func (r *flowRun) Update() error {
	r.ticks++
	if r.done {
		return ebiten.Termination
	}
	if r.ticks > 60000 {
		return errors.New("tick limit")
	}
	r.manager.Layout(r.w, r.h)
	snap := input.Snapshot{Cursor: r.cursor}
	if len(r.queue) > 0 {
		snap = r.queue[0]
		r.queue = r.queue[1:]
		r.cursor = snap.Cursor
	} else if r.manager.Veil() == 0 {
		r.plan()
	}
	return r.manager.Update(r.tracker.Observe(snap, nil), r.cursor)
}

// Draw draws nothing and the screen is tiny: the software renderer under
// Xvfb is slow, and the plan reads the table's state (laid out at w×h),
// not its pixels.
func (r *flowRun) Draw(screen *ebiten.Image) {}

func (r *flowRun) Layout(int, int) (int, int) { return 16, 16 }

func (r *flowRun) click(x, y float64) {
	p := input.Point{X: x, Y: y}
	r.queue = append(r.queue, input.Snapshot{Cursor: p}, input.Snapshot{Cursor: p, MouseDown: true}, input.Snapshot{Cursor: p})
	r.clicks++
}

func (r *flowRun) drag(from, to input.Point) {
	r.queue = append(r.queue, input.Snapshot{Cursor: from}, input.Snapshot{Cursor: from, MouseDown: true})
	for i := 1; i <= 8; i++ {
		t := float64(i) / 8
		r.queue = append(r.queue, input.Snapshot{Cursor: input.Point{X: from.X + (to.X-from.X)*t, Y: from.Y + (to.Y-from.Y)*t}, MouseDown: true})
	}
	r.queue = append(r.queue, input.Snapshot{Cursor: to})
	r.clicks++
}

// plan makes the scripted player's next move.
func (r *flowRun) plan() {
	cur := r.manager.Current()
	if m, ok := tableOf(cur); ok {
		if r.m == nil {
			r.m = m
			m.Session().MinThink = 0
			r.started = true
		}
		r.playMatch()
		return
	}
	switch sc := cur.(type) {
	case *menu.TitleScene:
		x, y := sc.Items[menu.MenuNewMatch].Center()
		r.click(x, y)
	case *menu.SetupScene:
		sc.Seed.SetValue(fmt.Sprint(r.seed)) // a fixed deal; not counted as the player's work
		x, y := sc.Play.Box.Center()
		r.click(x, y)
	case *guarded:
		// The table is made when the guard is first laid out.
	default:
		r.done = true
	}
}

// playMatch is the plan at the table: summon creatures by dragging them,
// attack Life Stacks by dragging, click what must be chosen, and press the
// prompt's primary button for everything else.
func (r *flowRun) playMatch() {
	m := r.m
	st := m.Session().State()
	if st.Over() || st.Turn >= r.toTurn {
		r.done = true
		return
	}
	if r.firstCard[0] < 0 {
		for _, e := range st.Log {
			if e.Kind == rules.EvSummon && m.Human[e.Player] {
				r.firstCard = [2]int{r.prompts, r.clicks}
			}
		}
		if r.firstCard[0] >= 0 && r.untilFirstCard {
			r.done = true
			return
		}
	}
	if m.Curtain() {
		if !r.wasCurtain {
			r.handovers++
			r.wasCurtain = true
		}
		if r.verbose {
			r.t.Logf("curtain for p%d offer=%v", m.CurtainFor+1, m.CurtainOffer)
		}
		x, y := float64(r.w)/2, float64(r.h)/2
		if m.CurtainOffer { // the plan has nothing to answer with: pass for them
			_, pass := table.CurtainButtons(m.W, m.H, m.Lay.U)
			x, y = pass.Center()
		}
		r.click(x, y)
		return
	}
	r.wasCurtain = false
	if !m.Mine || m.Moving || m.Drag != nil {
		r.idle = 0
		return
	}
	r.idle++
	if r.idle < 2 {
		return
	}
	r.idle = 0
	key := fmt.Sprintf("%d/%d/%v/%d", len(st.Log), st.Pending.Player, st.Pending.Kind, st.StateHash())
	if key != r.lastPrompt {
		r.lastPrompt = key
		r.prompts++
	}
	before := r.clicks
	if r.verbose {
		r.t.Logf("turn %d p%d %v step %d: %q", st.Turn, st.Pending.Player+1, st.Pending.Kind, st.Step, m.Bar.P.Text)
	}
	if r.newcomer {
		if !r.newcomerMove() {
			r.helped++ // the screen suggested nothing: the plan steps in
			r.move()
		}
	} else {
		r.move()
	}
	pt := r.perTurn[st.Turn]
	pt[0] = r.prompts
	pt[1] = r.clicks
	pt[2] = r.handovers
	r.perTurn[st.Turn] = pt
	if r.clicks == before && r.stuck < 5 {
		r.stuck++
		r.t.Logf("no move at %s: pending %+v, legal %v", key, st.Pending, m.Legal)
	}
}

// move is one step of the plan.
func (r *flowRun) move() {
	m := r.m
	v := m.View
	me := m.Viewer()
	for _, a := range m.Legal {
		if a.Kind == rules.ActSummon && v.Def(a.Card).Type == rules.Creature {
			x, y := m.Lay.Mats[me].Field.Center()
			r.drag(r.grab(a.Card), input.Point{X: x, Y: y})
			return
		}
	}
	for _, a := range m.Legal {
		if a.Kind == rules.ActAttack && a.Stack == rules.AtLife {
			x, y := m.Lay.Mats[a.Who].Life.Center()
			r.drag(r.grab(a.Card), input.Point{X: x, Y: y})
			return
		}
	}
	if v.Pending.Kind == rules.DecResource && len(v.Players[me].Aspects) > 0 {
		c := v.Players[me].Aspects[len(v.Players[me].Aspects)-1]
		for _, a := range m.Legal {
			if a.Kind == rules.ActPlace && a.Level == v.Def(c).Level {
				x, y := m.Lay.Mats[me].Resource.Center()
				r.drag(r.grab(c), input.Point{X: x, Y: y})
				return
			}
		}
	}
	if r.clickLit() {
		return
	}
	for _, a := range m.Legal {
		if a.Kind == rules.ActTargetPlayer {
			x, y := m.Lay.Mats[a.Who].Life.Center()
			r.click(x, y)
			return
		}
	}
	// With no Aspect to place, a Lesser one is seized.
	if v.Pending.Kind == rules.DecSeize && len(v.Players[me].Aspects)+len(v.Players[me].Resource) == 0 {
		for i, b := range m.Bar.P.Buttons {
			if b.Action.Kind == rules.ActSeize && b.Action.Level == rules.Lesser {
				x, y := m.Bar.Rects[i].Center()
				r.click(x, y)
				return
			}
		}
	}
	// An offer's default answer is Decline; a player who reads it takes
	// an even swap (a card of each level asked given back), which brings
	// an Aspect.
	if v.Pending.Kind == rules.DecAnswer && evenOffer(v) {
		for i, b := range m.Bar.P.Buttons {
			if b.Action.Kind == rules.ActAccept {
				x, y := m.Bar.Rects[i].Center()
				r.click(x, y) // Accept asks again only when pressed from the keyboard
				return
			}
		}
	}
	for _, b := range r.buttons() {
		if b.primary && b.enabled {
			r.click(b.x, b.y)
			return
		}
	}
	for _, b := range r.buttons() {
		if b.enabled {
			r.click(b.x, b.y)
			return
		}
	}
}

// clickLit clicks the first card the table lights as a choice or a
// target, reporting whether there was one.
func (r *flowRun) clickLit() bool {
	for _, c := range r.m.Order {
		if acts := present.ClickActions(r.m.Legal, c); len(acts) > 0 && (acts[0].Kind == rules.ActChoose || acts[0].Kind == rules.ActTarget) {
			x, y := r.m.CardRect(c).Center()
			r.click(x, y)
			return true
		}
	}
	return false
}

// flowButton is a button on the prompt bar as the plan sees it.
type flowButton struct {
	x, y             float64
	primary, enabled bool
}

func (r *flowRun) buttons() []flowButton {
	var out []flowButton
	for i, b := range r.m.Bar.P.Buttons {
		x, y := r.m.Bar.Rects[i].Center()
		out = append(out, flowButton{x, y, b.Primary, b.Enabled})
	}
	return out
}

// grab is where to take hold of card c.
func (r *flowRun) grab(c rules.CardID) input.Point {
	sp := &r.m.Sprites[c]
	p := input.Point{X: sp.X, Y: sp.Y}
	if r.m.View.Cards[c].Zone == rules.ZHand {
		p.Y += layout.CardH(sp.W) * 0.3
	}
	return p
}

// report logs the figures.
func (r *flowRun) report(t testing.TB, name string) {
	st := r.m.Session().State()
	turns := int(st.Turn) - 1
	if st.Over() {
		turns = int(st.Turn)
	}
	t.Logf("%s: launch to first card played: %d prompts, %d clicks", name, r.firstCard[0], r.firstCard[1])
	t.Logf("%s: %d turns: %d prompts (%.1f a turn), %d clicks (%.1f a turn), %d hand-overs (%.1f a turn)", name, turns,
		r.prompts, float64(r.prompts)/float64(max(turns, 1)), r.clicks, float64(r.clicks)/float64(max(turns, 1)),
		r.handovers, float64(r.handovers)/float64(max(turns, 1)))
	prev := [3]int{}
	for turn := int16(1); turn <= st.Turn; turn++ {
		pt, ok := r.perTurn[turn]
		if !ok {
			continue
		}
		t.Logf("%s:   turn %d: %d prompts, %d clicks, %d hand-overs", name, turn, pt[0]-prev[0], pt[1]-prev[1], pt[2]-prev[2])
		prev = pt
	}
}

// TestFlowPlaysACard plays from the title against the normal computer
// (seed 3, as TestFlowFigures) until turn 4: the table is reached and a
// card is played by clicking and dragging as a player would.
func TestFlowPlaysACard(t *testing.T) {
	app := newTestApp(t)
	app.Settings.ComputerPaceMS = 0
	r := newFlowRun(t, menu.NewTitle(app), 3, 4)
	r.verbose = os.Getenv("FLOW_VERBOSE") != ""
	if _, err := runLong(t, r); err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	if r.m == nil {
		t.Fatal("never reached the table")
	}
	defer r.m.Session().Close()
	if r.firstCard[0] < 0 {
		t.Error("no card was played by turn 4")
	}
}

// TestFlowFigures measures the match's flow from the title against the
// normal computer (seeded), and in a hot-seat game: the prompts and
// clicks to the first card played, and per turn.
func TestFlowFigures(t *testing.T) {
	if !*figures {
		t.Skip("figures only: run with -figures")
	}
	for _, seed := range []uint64{3} {
		app := newTestApp(t)
		app.Settings.ComputerPaceMS = 0
		r := newFlowRun(t, menu.NewTitle(app), seed, 11)
		_, err := runLong(t, r)
		if err != nil && !errors.Is(err, ebiten.Termination) {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if r.m == nil {
			t.Fatal("never reached the table")
		}
		r.report(t, fmt.Sprintf("vs computer, seed %d", seed))
		if r.firstCard[0] < 0 {
			t.Errorf("seed %d: no card was ever played", seed)
		}
		r.m.Session().Close()
	}
	app := newTestApp(t)
	setup := folder.MatchSetup{Seed: 5, Seats: []folder.SeatSetup{{Name: "Ann", Human: true, Deck: "mars"}, {Name: "Bo", Human: true, Deck: "enlil"}}}
	s, setup, err := app.StartMatch(setup)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sc := matchScene(app, s, setup)
	r := newFlowRun(t, menu.NewTitle(app), 5, 7)
	r.verbose = os.Getenv("FLOW_VERBOSE") != ""
	r.manager = scene.NewManager(sc)
	r.manager.Layout(scene.WindowWidth, scene.WindowHeight)
	m, ok := tableOf(sc)
	if !ok {
		t.Fatal("the hot-seat table was not made")
	}
	r.m = m
	if _, err := runLong(t, r); err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	}
	r.report(t, "hot seat, seed 5")
}

// runLong runs a game on the harness for up to ten minutes.
func runLong(tb testing.TB, game ebiten.Game) (*image.RGBA, error) {
	tb.Helper()
	j := &job{game: game, ticks: 1 << 30, done: make(chan struct{})}
	select {
	case gui.jobs <- j:
	case <-gui.ended:
		tb.Skipf("no game loop (RunGame returned %v); is there a display?", gui.runErr)
	}
	select {
	case <-j.done:
		return j.shot, j.err
	case <-time.After(10 * time.Minute):
		tb.Fatalf("game did not finish within 10 minutes (ran %d ticks)", j.updates)
	}
	return nil, nil
}

// evenOffer reports whether the offer v's player answers gives at least
// one card of each level it asks for.
func evenOffer(v *rules.State) bool {
	var given [4]int
	for _, c := range v.Offer.Give {
		given[v.Def(c).Level]++
	}
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		if int(v.Offer.Ask.Of(l)) > given[l] {
			return false
		}
	}
	return true
}
