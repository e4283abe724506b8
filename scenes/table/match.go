package table

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"

	"twilight/input"
	"twilight/present"
	"twilight/render"
	"twilight/rules"
	"twilight/session"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/table/ahead"
	"twilight/scenes/table/coach"
	"twilight/scenes/table/focus"
	"twilight/scenes/table/labels"
	"twilight/scenes/table/layout"
	"twilight/scenes/table/motion"
	"twilight/scenes/table/notice"
	"twilight/scenes/table/rail"
	"twilight/scenes/widget"
)

// Match is the table where a match is played: every player's mat, your
// hand, the prompt bar and the right rail (the hovered card large, the
// phases, the chain and the log). It draws only from the View of the
// player at the screen, so no hidden face ever reaches it.
type MatchScene struct {
	// OnGameOver, when set, is called once when the game has ended (after
	// its last moves have played out). Without it the table shows the
	// result itself.
	OnGameOver func(ctx *scene.Context, summary folder.MatchSummary)
	// OnLeave, when set, is called when the player asks to leave the
	// table (Esc twice with nothing to cancel); the match stays saved.
	OnLeave func(ctx *scene.Context)
	// OnActed, when set, is told each action the player at the table
	// applied, with a copy of the game just before it (a puzzle judges
	// them).
	OnActed func(before *rules.State, a rules.Action)
	// Coach, when set, is "Learn to play" at this table (coach.go).
	Coach *coach.Coach
	// Watch, when set, makes the table a read-only replay (match_watch.go).
	Watch scene.Watcher
	// tbAsk is a hot-seat take-back asking leave (match_takeback.go).
	tbAsk takeBackAsk
	sug   suggestState // "What would the computer do?" (match_suggest.go)

	app    *scene.App
	S      *session.Session
	Setup  folder.MatchSetup
	names  []string
	Titles []string // "You · Mars": the mats' headers
	Human  []bool

	// What is on screen.
	W, H   int
	Lay    layout.Table
	viewer int8 // whose View is drawn
	last   int8 // the human who acted last
	View   *rules.State
	Legal  []rules.Action
	Mine   bool // the viewer decides now

	// Pass-and-play privacy: the table hides until the next human is ready.
	CurtainUp  bool
	CurtainFor int8
	shownOnce  bool
	// curtainOffer: the next human may respond but need not; the curtain
	// asks, and passes for them when curtainT (ticks) runs out.
	CurtainOffer bool
	CurtainT     int
	curtainWhy   string // what waits for the player the curtain is up for
	// keepWindow: the defender asked to keep their window after blocks.
	keepWindow bool
	// Covered counts the curtains and hand-over questions raised (the
	// hot-seat cost of a match).
	Covered int
	hold    uint64 // the position handed over to answer: no automatic pass there
	// modes are the pass-for-me modes each seat asked for.
	modes []present.Mode

	Sprites []motion.Sprite
	Order   []rules.CardID       // draw order, back to front
	turned  []bool               // scratch: which field cards are Exhausted
	piles   []pileBadge          // the Resource Areas' counts
	warm    []warmItem           // faces to render ahead of need
	ahead   ahead.Faces          // faces painted off the game loop (render.Faces.Background)
	soon    []render.FaceRequest // the queued faces handed to ahead, kept for its storage
	Hover   rules.CardID
	hoverAt input.Point
	Sel     rules.CardID         // a card picked up by a click
	Targets []present.DropTarget // where sel or the dragged card may go
	Drag    *dragState
	press   rules.CardID

	Bar promptBar
	// leaveAsk counts down while a second Esc would leave the table.
	leaveAsk int
	// refused is the engine's reason for a refused drop, shown where the
	// card was dropped.
	refused notice.Refusal

	Draft draft
	guide guide
	// over is the panel open over the table (match_overlay.go).
	over overlay

	floaters []motion.Floater
	toast    notice.Toast
	log      rail.Log
	lastErr  string
	ticks    int
	// veiled: the transition's veil hides this tick's frame almost
	// whole (scene.HiddenVeil), and Draw leaves out the rail, the legend,
	// the guide and the prompt (see Draw).
	veiled   bool
	quiet    bool // reading old log events: no animations
	Moving   bool
	overAt   int
	overSent bool

	// The text a frame writes, kept until what it shows changes
	// (match_labels.go).
	preview labels.Preview // the rail preview's facts
	limits  []labels.Limit
	heads   []labels.Header
	glows   labels.Glow

	// Drawing.
	boardImg *ebiten.Image // the mats' furniture, painted once per layout
	// boardStale: the layout changed since boardImg was painted.
	boardStale bool
	// faceWidths are the card widths asked of the face cache at the
	// present size, freed at the next (faces.go).
	faceWidths render.FaceWidths
	// loneFor is the View at which a lone target was last chosen
	// (match_lone.go).
	loneFor *rules.State
	badges  []badge
	phases  rail.Phases // the phase tracker and its turn line
	G       painter     // faces, reusable draw options, the text audit

	// faceDrawn, when set, is told of every card face drawn (tests check
	// that only faces the viewer may see are drawn).
	FaceDrawn func(c rules.CardID, def rules.DefID)
	kb        widget.Keys // this tick's keys
	// keySource, when set, fills the tick's keys instead of the keyboard
	// (the keyboard-only GUI test).
	KeySource func(*widget.Keys)
	Focus     focus.Ring // the keyboard focus over cards, places and buttons
	snd       matchSound
}

type dragState struct {
	card    rules.CardID
	dx, dy  float64 // grab offset from the card centre
	x, y    float64 // pointer
	refused bool    // no legal place: the drop will say why
}

// NewMatch makes the table for a running session.
func NewMatch(app *scene.App, s *session.Session, setup folder.MatchSetup) *MatchScene {
	m := &MatchScene{app: app, S: s, Setup: setup, Hover: rules.NoCard, Sel: rules.NoCard, press: rules.NoCard, last: -1, CurtainFor: -1}
	m.Bar.pressed = -1
	m.log = rail.NewLog(false)
	m.modes = make([]present.Mode, len(s.Seats()))
	for i, seat := range s.Seats() {
		name := seat.Name
		deity := s.State().PlayerName(int8(i))
		if name == "" {
			name = deity
		}
		m.names = append(m.names, name)
		title := name
		if name != deity {
			title = name + " · " + deity
		}
		m.Titles = append(m.Titles, title)
		m.Human = append(m.Human, seat.Human())
	}
	if src, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err == nil {
		m.G.numSrc = src
	}
	m.Sprites = make([]motion.Sprite, len(s.State().Cards))
	m.quiet = true
	m.Refresh()
	m.quiet = false
	return m
}

// Session is the match's session.
func (m *MatchScene) Session() *session.Session { return m.S }

// Viewer is the seat whose View the table shows.
func (m *MatchScene) Viewer() int8 { return m.viewer }

// Curtain reports whether the privacy curtain is up.
func (m *MatchScene) Curtain() bool { return m.CurtainUp }

func (m *MatchScene) humans() int {
	n := 0
	for _, h := range m.Human {
		if h {
			n++
		}
	}
	return n
}

// Layout implements Scene.
func (m *MatchScene) Layout(w, h int) {
	if w == m.W && h == m.H && m.Lay.Mats != nil {
		return
	}
	m.W, m.H = w, h
	m.relayout()
}

func (m *MatchScene) relayout() {
	if m.W == 0 {
		return
	}
	scale := m.app.Settings.UIScale
	m.faceWidths.Lay(m.app.Faces, [3]float64{float64(m.W), float64(m.H), scale})
	m.Lay = layout.New(m.W, m.H, m.View.NumPlayers(), m.viewer, scale)
	u := m.Lay.U
	size := func(px, least float64) float64 { return math.Max(least, math.Round(px*u)) }
	serif := m.app.Fonts.Serif
	m.G.fTitle = render.Face(serif, size(22, 14))
	m.G.fBody = render.Face(serif, size(18, 12))
	m.G.fSmall = render.Face(serif, size(15, 11))
	m.G.fSmall.SetFeature(text.MustParseTag("lnum"), 1)
	m.G.fTiny = render.Face(serif, size(12, 9))
	m.G.fTiny.SetFeature(text.MustParseTag("lnum"), 1)
	numSrc := m.G.numSrc
	if numSrc == nil {
		numSrc = serif
	}
	m.G.fNum = render.Face(numSrc, size(12, 8))
	m.G.fNumBig = render.Face(numSrc, size(26, 14))
	m.G.fCurtain = render.Face(serif, size(44, 24))
	m.G.numFaces = nil
	m.boardStale = true
	m.Place(true)
	m.QueueWarm()
	if m.Bar.Menu {
		m.layoutButtons()
	} else {
		m.BuildPrompt()
	}
}

// Refresh reads the session again after something happened: whose eyes
// to use, their View and legal actions, the new log events; then every
// card gets its new place.
func (m *MatchScene) Refresh() {
	m.flow()
	deciding, humanDeciding := m.S.HumanDeciding()
	if humanDeciding && m.humans() >= 2 && !m.CurtainUp {
		// Hot seat: a curtain before every hand-over, and before the
		// first opening hand too (whoever sits at the screen first).
		opening := !m.shownOnce && m.S.State().Pending.Kind == rules.DecMulligan
		if deciding != m.viewer && (m.shownOnce || m.viewer != deciding) || opening {
			m.CurtainUp, m.CurtainFor = true, deciding
			m.Covered++
		}
	}
	if m.CurtainUp && m.curtainWhy == "" && m.CurtainFor >= 0 {
		m.curtainWhy = present.HandOverWhy(m.S.View(m.CurtainFor), present.Names{Seats: m.names, Viewer: m.CurtainFor})
	}
	prevViewer := m.viewer
	if !m.CurtainUp {
		m.viewer = m.S.Viewer(m.last)
	}
	m.shownOnce = true
	m.View = m.S.View(m.viewer)
	if m.Watch != nil {
		m.watchView()
	}
	m.Legal = m.Legal[:0]
	m.Mine = humanDeciding && deciding == m.viewer && !m.View.Over() && !m.CurtainUp && m.Watch == nil
	if m.Mine {
		m.Legal = m.View.Legal(m.Legal)
	}
	if !m.Mine || m.View.Pending.Kind != rules.DecOffer {
		m.Draft = draft{}
	} else if !m.Draft.Active {
		m.Draft = draft{Active: true, Draft: present.Draft{To: m.View.Offer.To}}
	}
	if m.Sel != rules.NoCard && !m.Mine {
		m.clearSel()
	}
	if m.Sel != rules.NoCard {
		m.Targets = present.DropTargets(m.View, m.Legal, m.Sel)
		if len(m.Targets) == 0 {
			m.clearSel()
		}
	}
	m.Bar.confirm = ""
	if m.over.kind == overChooser || m.CurtainUp {
		m.closeOverlay() // the decision it chose for has moved on
	}
	if prevViewer != m.viewer || m.Lay.Mats == nil {
		m.relayout()
	}
	m.readLog()
	m.Place(false)
	m.QueueWarm()
	m.refreshGuide()
	m.BuildPrompt()
	m.coachObserve()
}

// readLog turns new log events into log lines and animations.
func (m *MatchScene) readLog() {
	v := m.View
	from := m.log.Seen()
	if from > len(v.Log) {
		from = 0
	}
	m.log.Read(v, m.viewer)
	m.soundEvents(v.Log[from:])
	speed := m.app.Settings.AnimSpeed
	if m.quiet || speed <= 0 {
		return
	}
	for _, e := range v.Log[from:] {
		m.animateEvent(e, speed)
	}
}

// animateEvent starts the animation of one log event: Damage floats up
// from its card or Life Stack, an attacker lunges at its target.
func (m *MatchScene) animateEvent(e rules.Event, speed float64) {
	switch e.Kind {
	case rules.EvDamage:
		if e.Card >= 0 && int(e.Card) < len(m.Sprites) {
			sp := &m.Sprites[e.Card]
			m.floaters = append(m.floaters, motion.Floater{X: sp.TX, Y: sp.TY, Text: "−" + strconv.Itoa(int(e.N)), Dur: motion.Scaled(motion.FloatTicks, speed)})
		}
	case rules.EvLifeDamage:
		if int(e.Player) < len(m.Lay.Mats) {
			x, y := m.Lay.Mats[e.Player].Life.Center()
			m.floaters = append(m.floaters, motion.Floater{X: x, Y: y, Text: "−" + strconv.Itoa(int(e.N)), Dur: motion.Scaled(motion.FloatTicks*1.3, speed), Heavy: true})
		}
	case rules.EvAttack:
		if e.Card >= 0 && int(e.Card) < len(m.Sprites) && int(e.Who) < len(m.Lay.Mats) {
			sp := &m.Sprites[e.Card]
			r := m.Lay.Mats[e.Who].Life
			if e.To == rules.ZDiscard {
				r = m.Lay.Mats[e.Who].Discard
			}
			tx, ty := r.Center()
			d := math.Max(1, math.Hypot(tx-sp.TX, ty-sp.TY))
			reach := math.Min(d*0.35, 60*m.Lay.U)
			sp.Lunge, sp.LungeDX, sp.LungeDY = 1, (tx-sp.TX)/d*reach, (ty-sp.TY)/d*reach
		}
	}
}

// Update implements Scene.
func (m *MatchScene) Update(ctx *scene.Context) error {
	m.ticks++
	m.veiled = ctx.Veil() >= scene.HiddenVeil
	// Computer players start once the table has faded in, so that their
	// first move is seen; Refresh passes for a human with nothing to do.
	polled := m.ticks > scene.FadeInTicks && m.S.PollTick(m.Refresh)
	if d, ok := m.S.HumanDeciding(); !polled && ok && !m.CurtainUp && d != m.viewer && m.humans() >= 2 {
		m.Refresh()
	}
	if err := m.S.Err(); err != nil && err.Error() != m.lastErr {
		m.lastErr = err.Error()
		m.showToast(m.lastErr)
	}
	m.toast.Tick()
	m.refused.Tick()
	m.curtainTick()
	m.suggestTick()
	if m.leaveAsk > 0 {
		m.leaveAsk--
	}
	m.WarmFaces(3 * time.Millisecond)
	m.soundMark()
	m.keys(ctx)
	for _, g := range ctx.Gestures {
		if !m.coachGesture(ctx, g) {
			m.gesture(g)
		}
	}
	m.chooseLoneTarget()
	m.soundInput(ctx.Gestures)
	if m.refused.Open {
		m.refused.Open = false
		ctx.GoTo(m.app.Routes.Reference(m.app, m.refused.Rule, m))
		return nil
	}
	m.Animate()
	if m.S.State().Over() || m.humansOut() {
		if m.overAt == 0 {
			m.overAt = m.ticks
			m.countMatch()
			m.Refresh()
		}
		if !m.overSent && m.OnGameOver != nil && m.ticks-m.overAt >= 50 && !m.Moving {
			m.overSent = true
			m.OnGameOver(ctx, folder.Summarize(m.S.State(), m.names, m.Setup))
		}
	}
	return nil
}

// keys handles the keyboard: Space or Enter the focused target or the
// primary button, Tab and the arrow keys move the keyboard focus, Esc
// cancels, Ctrl+Z undoes an unconfirmed choice, F1 explains the pointed
// card's rules terms, F4 and F6 pass until something happens or until
// your turn, L enlarges the log, H asks what the computer would do; the
// wheel scrolls the log.
func (m *MatchScene) keys(ctx *scene.Context) {
	if m.KeySource != nil {
		m.KeySource(&m.kb)
	} else {
		widget.ReadKeys(&m.kb)
	}
	if m.takeBackAskKeys() || m.overlayKeys(&m.kb) || m.focusKeys(&m.kb) {
		return
	}
	if m.kb.Has(ebiten.KeySpace) || m.kb.Enter() {
		m.pressPrimary()
	}
	if m.kb.Has(ebiten.KeyEscape) {
		m.escape(ctx)
	}
	m.rulesKey(ctx)
	if m.kb.Ctrl && m.kb.Has(ebiten.KeyZ) {
		m.undo()
	}
	m.modeKeys()
	if m.kb.Has(ebiten.KeyH) && !m.kb.Ctrl {
		m.AskComputer()
	}
	if m.kb.Has(ebiten.KeyL) && !m.kb.Ctrl {
		m.log.Large = !m.log.Large
		m.relayout()
	}
	if m.kb.Wheel != 0 {
		x, y := ebiten.CursorPosition()
		if m.logRect().Contains(float64(x), float64(y)) {
			m.log.Scroll(int(math.Round(m.kb.Wheel*2)), m.viewer)
		}
	}
}

// modeKeys: F4 passes until another player acts, F6 until your turn.
func (m *MatchScene) modeKeys() {
	for i, b := range m.Bar.P.Buttons {
		if (b.Cmd == present.CmdPassUntilAction && m.kb.Has(ebiten.KeyF4)) ||
			(b.Cmd == present.CmdPassUntilTurn && m.kb.Has(ebiten.KeyF6)) {
			m.pressButton(i, true)
			return
		}
	}
}

// pressPrimary presses the prompt's primary button from the keyboard (or
// lifts the curtain).
func (m *MatchScene) pressPrimary() {
	if m.CurtainUp {
		m.liftCurtain()
		return
	}
	for i, b := range m.Bar.P.Buttons {
		if b.Primary && b.Enabled {
			m.pressButton(i, true)
			return
		}
	}
}

// escape cancels what can be cancelled; with nothing to cancel, a second
// Esc within a few seconds leaves the table (OnLeave).
func (m *MatchScene) escape(ctx *scene.Context) {
	if m.CurtainUp && m.CurtainOffer {
		m.passForCurtain()
		return
	}
	if m.sug.asked || m.cancel() { // the computer's hint first: Esc in a target choice would pass
		m.dropSuggestion()
		m.leaveAsk = 0
		return
	}
	if m.coachEscape(ctx) {
		return
	}
	if m.OnLeave == nil {
		return
	}
	if m.leaveAsk > 0 {
		m.leaveAsk = 0
		m.OnLeave(ctx)
		return
	}
	m.leaveAsk = 150
	m.showToast("Press Esc again to leave the table. The match is saved; Continue resumes it.")
}

// cancel drops the current selection or drag; in a target choice it
// cancels the activation before anything is paid.
// It reports whether there was anything to cancel.
func (m *MatchScene) cancel() bool {
	switch {
	case m.Drag != nil:
		m.Drag = nil
		m.clearSel()
		m.Place(false)
	case m.Sel != rules.NoCard:
		m.clearSel()
		m.Place(false)
		m.BuildPrompt()
	case m.Bar.confirm != "" || m.Bar.Menu:
		m.Bar.confirm = ""
		m.BuildPrompt()
	case m.Focus.On():
		m.Focus.Clear()
	case m.Mine && (m.View.Pending.Kind == rules.DecTarget || m.View.Pending.Kind == rules.DecChoose):
		for _, a := range m.Legal {
			if a.Kind == rules.ActPass {
				m.Act(a)
				return true
			}
		}
		return false
	default:
		return false
	}
	return true
}

// undo takes back the last step of the offer being built, or backs out
// of a target choice before anything is paid; otherwise it takes back
// your last action (match_takeback.go).
func (m *MatchScene) undo() {
	d := &m.Draft
	if !d.Active && m.Mine && m.View.Pending.Kind == rules.DecTarget {
		m.cancel() // the target choice is not confirmed yet: back out of it
		return
	}
	if !d.Active || !d.Undo() {
		m.TakeBack()
		return
	}
	m.Place(false)
	m.BuildPrompt()
}

func (m *MatchScene) clearSel() {
	m.Sel = rules.NoCard
	m.Targets = nil
}

// Toast is the passing message shown now ("" when none).
func (m *MatchScene) Toast() string { return m.toast.Text() }

func (m *MatchScene) showToast(s string) { m.toast.Show(s) }

// Act performs the viewer's action, or shows the engine's reason.
func (m *MatchScene) Act(a rules.Action) bool {
	m.clearSel()
	m.Drag = nil
	blocking := m.Mine && m.View.Pending.Kind == rules.DecBlock
	var before *rules.State
	if m.OnActed != nil {
		before = m.S.State().Clone()
	}
	if err := m.S.Apply(a); err != nil {
		m.showToast(reason(err))
		m.Place(false)
		return false
	}
	if blocking && m.S.State().Pending.Kind != rules.DecBlock {
		m.blocksDone(a.Player)
	}
	m.last = a.Player
	m.refused.Hide() // the move went through: an older refusal no longer applies
	m.Refresh()
	if m.OnActed != nil {
		m.OnActed(before, a)
	}
	return true
}

// actThen performs a and then, if the game now asks for it, then (a
// Scheme dropped onto its target: the Summon, then the target).
func (m *MatchScene) actThen(a, then rules.Action) {
	if !m.Act(a) {
		return
	}
	if m.Mine && m.S.State().Explain(then) == nil {
		m.Act(then)
	}
}

// reason is an engine error in the words a player reads.
func reason(err error) string {
	if re, ok := err.(*rules.Error); ok && re.Reason != "" {
		return strings.ToUpper(re.Reason[:1]) + re.Reason[1:] + "."
	}
	return err.Error()
}

// warmItem is a card face the table will soon draw.
type warmItem struct {
	def   rules.DefID
	width int
	deity int8 // ≥ 0: the Deity card of this player instead
	back  bool // the back of a card of level def
}

// QueueWarm lists the faces of the cards on the table (at their sizes and
// at the preview's) so that they are rendered a few per tick, before the
// pointer asks for them, rather than all in one long frame.
func (m *MatchScene) QueueWarm() {
	m.warm = m.warm[:0]
	if m.Lay.Mats == nil {
		return // not laid out yet: Layout queues them
	}
	v := m.View
	pw := int(m.Lay.PreviewW)
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		m.warm = append(m.warm, warmItem{def: rules.DefID(l), width: pw, deity: -1, back: true})
	}
	for q := range v.Players {
		m.warm = append(m.warm, warmItem{width: pw, deity: int8(q)},
			warmItem{width: max(int(m.Lay.Mats[q].Deity.W), minFaceW), deity: int8(q)})
	}
	for _, c := range m.Order {
		sp := &m.Sprites[c]
		if !sp.FaceUp || v.Hidden(c) {
			continue
		}
		id := v.Cards[c].Def
		m.warm = append(m.warm, warmItem{id, max(int(math.Round(sp.TW)), minFaceW), -1, false}, warmItem{id, pw, -1, false})
	}
}

// WarmFaces renders queued faces until budget is spent (at least one).
// With render.Faces.Background they are all painted off the game loop
// instead (warmInBackground).
func (m *MatchScene) WarmFaces(budget time.Duration) {
	if m.app.Faces.Background {
		m.warmInBackground(budget)
	}
	if len(m.warm) == 0 {
		return
	}
	start := time.Now()
	for len(m.warm) > 0 {
		w := m.warm[len(m.warm)-1]
		m.warm = m.warm[:len(m.warm)-1]
		if w.back {
			m.app.Faces.Back(rules.Level(w.def), m.faceW(w.width))
		} else if w.deity >= 0 {
			pl := &m.View.Players[w.deity]
			m.app.Faces.Deity(&m.View.Set.Deities[pl.Deity], pl.DeitySpent, m.faceW(w.width))
		} else {
			m.app.Faces.Card(&m.View.Set.Cards[w.def], m.faceW(w.width))
		}
		if time.Since(start) > budget {
			return
		}
	}
}

// Animate advances every sprite, floater and the lunge.
func (m *MatchScene) Animate() {
	moving := false
	for i := range m.Sprites {
		sp := &m.Sprites[i]
		if !sp.Placed {
			continue
		}
		if sp.Step() {
			moving = true
		}
		if sp.Lunge > 0 {
			sp.Lunge -= 1 / math.Max(1, motion.Scaled(motion.LungeTicks, m.app.Settings.AnimSpeed))
			if sp.Lunge < 0 {
				sp.Lunge = 0
			}
		}
	}
	if m.Drag != nil {
		sp := &m.Sprites[m.Drag.card]
		sp.X, sp.Y = m.Drag.x-m.Drag.dx, m.Drag.y-m.Drag.dy
		sp.MoveDur = 0
	}
	k := 0
	for _, f := range m.floaters {
		f.T++
		if f.T < f.Dur {
			m.floaters[k] = f
			k++
		}
	}
	m.floaters = m.floaters[:k]
	m.Moving = moving || len(m.floaters) > 0
}
