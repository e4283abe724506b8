package scenes

import (
	"bytes"
	"math"
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
)

// Match is the table where a match is played: every player's mat, your
// hand, the prompt bar and the right rail (the hovered card large, the
// phases, the chain and the log). It draws only from the View of the
// player at the screen, so no hidden face ever reaches it.
type Match struct {
	// OnGameOver, when set, is called once when the game has ended (after
	// its last moves have played out). Without it the table shows the
	// result itself.
	OnGameOver func(ctx *Context, summary MatchSummary)
	// OnLeave, when set, is called when the player asks to leave the
	// table (Esc twice with nothing to cancel); the match stays saved.
	OnLeave func(ctx *Context)

	app    *App
	s      *session.Session
	setup  MatchSetup
	names  []string
	titles []string // "You · Mars": the mats' headers
	human  []bool

	// What is on screen.
	w, h   int
	lay    TableLayout
	viewer int8 // whose View is drawn
	last   int8 // the human who acted last
	view   *rules.State
	legal  []rules.Action
	mine   bool // the viewer decides now

	// Pass-and-play privacy: the table hides until the next human is ready.
	curtain    bool
	curtainFor int8
	shownOnce  bool
	// curtainOffer: the next human may respond but need not; the curtain
	// asks, and passes for them when curtainT (ticks) runs out.
	curtainOffer bool
	curtainT     int
	hold         uint64 // the position handed over to answer: no automatic pass there
	// modes are the pass-for-me modes each seat asked for.
	modes []present.Mode

	sprites []sprite
	order   []rules.CardID // draw order, back to front
	turned  []bool         // scratch: which field cards are Exhausted
	piles   []pileBadge    // the Resource Areas' counts
	warm    []warmItem     // faces to render ahead of need
	hover   rules.CardID
	hoverAt input.Point
	sel     rules.CardID         // a card picked up by a click
	targets []present.DropTarget // where sel or the dragged card may go
	drag    *dragState
	press   rules.CardID

	bar promptBar
	// leaveAsk counts down while a second Esc would leave the table.
	leaveAsk int
	// refused is the engine's reason for a refused drop, shown where the
	// card was dropped.
	refused refusalNote

	draft draft

	floaters []floater
	toast    toastMsg
	log      logPanel
	lastErr  string
	ticks    int
	quiet    bool // reading old log events: no animations
	moving   bool
	overAt   int
	overSent bool

	// facts caches the preview's lines for one card in one View.
	facts struct {
		card    rules.CardID
		view    *rules.State
		visible bool
		lines   []string
	}

	// Drawing.
	boardImg *ebiten.Image // the mats' furniture, painted once per layout
	badges   []badge
	table    render.Table
	g        painter // faces, reusable draw options, the text audit

	// faceDrawn, when set, is told of every card face drawn (tests check
	// that only faces the viewer may see are drawn).
	faceDrawn func(c rules.CardID, def rules.DefID)
	kb        keys // this tick's keys
	// keySource, when set, fills the tick's keys instead of the keyboard
	// (the keyboard-only GUI test).
	keySource func(*keys)
	focus     keyFocus // the keyboard focus over cards, places and buttons
}

type dragState struct {
	card    rules.CardID
	dx, dy  float64 // grab offset from the card centre
	x, y    float64 // pointer
	refused bool    // no legal place: the drop will say why
}

type toastMsg struct {
	text string
	t    int // ticks left
}

// NewMatch makes the table for a running session.
func NewMatch(app *App, s *session.Session, setup MatchSetup) *Match {
	m := &Match{app: app, s: s, setup: setup, hover: rules.NoCard, sel: rules.NoCard, press: rules.NoCard, last: -1, curtainFor: -1}
	m.bar.pressed = -1
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
		m.titles = append(m.titles, title)
		m.human = append(m.human, seat.Human())
	}
	if src, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err == nil {
		m.g.numSrc = src
	}
	m.sprites = make([]sprite, len(s.State().Cards))
	m.quiet = true
	m.refresh()
	m.quiet = false
	return m
}

// Session is the match's session.
func (m *Match) Session() *session.Session { return m.s }

// Viewer is the seat whose View the table shows.
func (m *Match) Viewer() int8 { return m.viewer }

// Curtain reports whether the privacy curtain is up.
func (m *Match) Curtain() bool { return m.curtain }

func (m *Match) humans() int {
	n := 0
	for _, h := range m.human {
		if h {
			n++
		}
	}
	return n
}

// Layout implements Scene.
func (m *Match) Layout(w, h int) {
	if w == m.w && h == m.h && m.lay.Mats != nil {
		return
	}
	m.w, m.h = w, h
	m.relayout()
}

func (m *Match) relayout() {
	if m.w == 0 {
		return
	}
	scale := m.app.Settings.UIScale
	m.lay = Layout(m.w, m.h, m.view.NumPlayers(), m.viewer, scale)
	u := m.lay.U
	size := func(px, least float64) float64 { return math.Max(least, math.Round(px*u)) }
	serif := m.app.Fonts.Serif
	m.g.fTitle = render.Face(serif, size(22, 14))
	m.g.fBody = render.Face(serif, size(18, 12))
	m.g.fSmall = render.Face(serif, size(15, 11))
	m.g.fSmall.SetFeature(text.MustParseTag("lnum"), 1)
	m.g.fTiny = render.Face(serif, size(12, 9))
	m.g.fTiny.SetFeature(text.MustParseTag("lnum"), 1)
	numSrc := m.g.numSrc
	if numSrc == nil {
		numSrc = serif
	}
	m.g.fNum = render.Face(numSrc, size(12, 8))
	m.g.fNumBig = render.Face(numSrc, size(26, 14))
	m.g.fCurtain = render.Face(serif, size(44, 24))
	m.g.numFaces = nil
	if m.boardImg != nil {
		m.boardImg.Deallocate()
		m.boardImg = nil
	}
	m.place(true)
	m.queueWarm()
	if m.bar.menu {
		m.layoutButtons()
	} else {
		m.buildPrompt()
	}
}

// refresh reads the session again after something happened: whose eyes
// to use, their View and legal actions, the new log events; then every
// card gets its new place.
func (m *Match) refresh() {
	m.flow()
	deciding, humanDeciding := m.s.HumanDeciding()
	if humanDeciding && m.humans() >= 2 && deciding != m.viewer && !m.curtain {
		if m.shownOnce || m.viewer != deciding {
			m.curtain, m.curtainFor = true, deciding
		}
	}
	prevViewer := m.viewer
	if !m.curtain {
		m.viewer = m.s.Viewer(m.last)
	}
	m.shownOnce = true
	m.view = m.s.View(m.viewer)
	m.legal = m.legal[:0]
	m.mine = humanDeciding && deciding == m.viewer && !m.view.Over() && !m.curtain
	if m.mine {
		m.legal = m.view.Legal(m.legal)
	}
	if !m.mine || m.view.Pending.Kind != rules.DecOffer {
		m.draft = draft{}
	} else if !m.draft.active {
		m.draft = draft{active: true, Draft: present.Draft{To: m.view.Offer.To}}
	}
	if m.sel != rules.NoCard && !m.mine {
		m.clearSel()
	}
	if m.sel != rules.NoCard {
		m.targets = present.DropTargets(m.view, m.legal, m.sel)
		if len(m.targets) == 0 {
			m.clearSel()
		}
	}
	m.bar.confirm = ""
	if prevViewer != m.viewer || m.lay.Mats == nil {
		m.relayout()
	}
	m.readLog()
	m.place(false)
	m.queueWarm()
	m.buildPrompt()
}

// readLog turns new log events into log lines and animations.
func (m *Match) readLog() {
	v := m.view
	from := m.log.seen
	if from > len(v.Log) {
		from = 0
	}
	m.log.read(v, m.viewer)
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
func (m *Match) animateEvent(e rules.Event, speed float64) {
	switch e.Kind {
	case rules.EvDamage:
		if e.Card >= 0 && int(e.Card) < len(m.sprites) {
			sp := &m.sprites[e.Card]
			m.floaters = append(m.floaters, floater{x: sp.tx, y: sp.ty, text: "−" + itoa(int(e.N)), dur: scaled(floatTicks, speed)})
		}
	case rules.EvLifeDamage:
		if int(e.Player) < len(m.lay.Mats) {
			x, y := m.lay.Mats[e.Player].Life.Center()
			m.floaters = append(m.floaters, floater{x: x, y: y, text: "−" + itoa(int(e.N)), dur: scaled(floatTicks*1.3, speed), heavy: true})
		}
	case rules.EvAttack:
		if e.Card >= 0 && int(e.Card) < len(m.sprites) && int(e.Who) < len(m.lay.Mats) {
			sp := &m.sprites[e.Card]
			r := m.lay.Mats[e.Who].Life
			if e.To == rules.ZDiscard {
				r = m.lay.Mats[e.Who].Discard
			}
			tx, ty := r.Center()
			d := math.Max(1, math.Hypot(tx-sp.tx, ty-sp.ty))
			reach := math.Min(d*0.35, 60*m.lay.U)
			sp.lunge, sp.lungeDX, sp.lungeDY = 1, (tx-sp.tx)/d*reach, (ty-sp.ty)/d*reach
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [12]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// Update implements Scene.
func (m *Match) Update(ctx *Context) error {
	m.ticks++
	// Computer players start once the table has faded in, so that their
	// first move is seen.
	if m.ticks > FadeInTicks && m.s.Poll() {
		m.refresh()
	} else if d, ok := m.s.HumanDeciding(); ok && !m.curtain && d != m.viewer && m.humans() >= 2 {
		m.refresh()
	}
	if err := m.s.Err(); err != nil && err.Error() != m.lastErr {
		m.lastErr = err.Error()
		m.showToast(m.lastErr)
	}
	if m.toast.t > 0 {
		m.toast.t--
	}
	if m.refused.t > 0 {
		m.refused.t--
	}
	m.curtainTick()
	if m.leaveAsk > 0 {
		m.leaveAsk--
	}
	m.warmFaces(3 * time.Millisecond)
	m.keys(ctx)
	for _, g := range ctx.Gestures {
		m.gesture(g)
	}
	if m.refused.open {
		m.refused.open = false
		ctx.GoTo(m.app.Routes.Reference(m.app, m.refused.rule, m))
		return nil
	}
	m.animate()
	if m.s.State().Over() {
		if m.overAt == 0 {
			m.overAt = m.ticks
			m.refresh()
		}
		if !m.overSent && m.OnGameOver != nil && m.ticks-m.overAt >= 50 && !m.moving {
			m.overSent = true
			m.OnGameOver(ctx, Summarize(m.s.State(), m.names, m.setup))
		}
	}
	return nil
}

// keys handles the keyboard: Space or Enter the focused target or the
// primary button, Tab and the arrow keys move the keyboard focus, Esc
// cancels, Ctrl+Z undoes an unconfirmed choice, F1 explains the pointed
// card's rules terms, F4 and F6 pass until something happens or until
// your turn, L enlarges the log; the wheel scrolls the log.
func (m *Match) keys(ctx *Context) {
	if m.keySource != nil {
		m.keySource(&m.kb)
	} else {
		readKeys(&m.kb)
	}
	if m.focusKeys(&m.kb) {
		return
	}
	if m.kb.has(ebiten.KeySpace) || m.kb.enter() {
		m.pressPrimary()
	}
	if m.kb.has(ebiten.KeyEscape) {
		m.escape(ctx)
	}
	m.rulesKey(ctx)
	if m.kb.ctrl && m.kb.has(ebiten.KeyZ) {
		m.undo()
	}
	m.modeKeys()
	if m.kb.has(ebiten.KeyL) && !m.kb.ctrl {
		m.log.toggleLarge()
		m.relayout()
	}
	if m.kb.wheel != 0 {
		x, y := ebiten.CursorPosition()
		if m.logRect().Contains(float64(x), float64(y)) {
			m.log.scroll(int(math.Round(m.kb.wheel*2)), m.viewer)
		}
	}
}

// modeKeys: F4 passes until another player acts, F6 until your turn.
func (m *Match) modeKeys() {
	for i, b := range m.bar.p.Buttons {
		if (b.Cmd == present.CmdPassUntilAction && m.kb.has(ebiten.KeyF4)) ||
			(b.Cmd == present.CmdPassUntilTurn && m.kb.has(ebiten.KeyF6)) {
			m.pressButton(i, true)
			return
		}
	}
}

// pressPrimary presses the prompt's primary button from the keyboard (or
// lifts the curtain).
func (m *Match) pressPrimary() {
	if m.curtain {
		m.liftCurtain()
		return
	}
	for i, b := range m.bar.p.Buttons {
		if b.Primary && b.Enabled {
			m.pressButton(i, true)
			return
		}
	}
}

// escape cancels what can be cancelled; with nothing to cancel, a second
// Esc within a few seconds leaves the table (OnLeave).
func (m *Match) escape(ctx *Context) {
	if m.curtain && m.curtainOffer {
		m.passForCurtain()
		return
	}
	if m.cancel() {
		m.leaveAsk = 0
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
func (m *Match) cancel() bool {
	switch {
	case m.drag != nil:
		m.drag = nil
		m.clearSel()
		m.place(false)
	case m.sel != rules.NoCard:
		m.clearSel()
		m.place(false)
		m.buildPrompt()
	case m.bar.confirm != "" || m.bar.menu:
		m.bar.confirm = ""
		m.buildPrompt()
	case m.focus.on():
		m.focus.clear()
	case m.mine && (m.view.Pending.Kind == rules.DecTarget || m.view.Pending.Kind == rules.DecChoose):
		for _, a := range m.legal {
			if a.Kind == rules.ActPass {
				m.act(a)
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
// of a target choice before anything is paid.
func (m *Match) undo() {
	d := &m.draft
	if !d.active && m.mine && m.view.Pending.Kind == rules.DecTarget {
		m.cancel() // the target choice is not confirmed yet: back out of it
		return
	}
	if !d.active || len(d.undo) == 0 {
		return
	}
	st := d.undo[len(d.undo)-1]
	d.undo = d.undo[:len(d.undo)-1]
	if st.give != rules.NoCard {
		for i, c := range d.Give {
			if c == st.give {
				d.Give = append(d.Give[:i], d.Give[i+1:]...)
				break
			}
		}
	} else {
		d.Ask[st.level] -= st.delta
	}
	m.place(false)
	m.buildPrompt()
}

func (m *Match) clearSel() {
	m.sel = rules.NoCard
	m.targets = nil
}

func (m *Match) showToast(s string) {
	m.toast = toastMsg{text: s, t: 200}
}

// act performs the viewer's action, or shows the engine's reason.
func (m *Match) act(a rules.Action) bool {
	m.clearSel()
	m.drag = nil
	if err := m.s.Apply(a); err != nil {
		m.showToast(reason(err))
		m.place(false)
		return false
	}
	m.last = a.Player
	m.refresh()
	return true
}

// actThen performs a and then, if the game now asks for it, then (a
// Scheme dropped onto its target: the Summon, then the target).
func (m *Match) actThen(a, then rules.Action) {
	if !m.act(a) {
		return
	}
	if m.mine && m.s.State().Explain(then) == nil {
		m.act(then)
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

// queueWarm lists the faces of the cards on the table (at their sizes and
// at the preview's) so that they are rendered a few per tick, before the
// pointer asks for them, rather than all in one long frame.
func (m *Match) queueWarm() {
	m.warm = m.warm[:0]
	if m.lay.Mats == nil {
		return // not laid out yet: Layout queues them
	}
	v := m.view
	pw := int(m.lay.PreviewW)
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		m.warm = append(m.warm, warmItem{def: rules.DefID(l), width: pw, deity: -1, back: true})
	}
	for q := range v.Players {
		m.warm = append(m.warm, warmItem{width: pw, deity: int8(q)},
			warmItem{width: max(int(m.lay.Mats[q].Deity.W), minFaceW), deity: int8(q)})
	}
	for _, c := range m.order {
		sp := &m.sprites[c]
		if !sp.face || v.Hidden(c) {
			continue
		}
		id := v.Cards[c].Def
		m.warm = append(m.warm, warmItem{id, max(int(math.Round(sp.tw)), minFaceW), -1, false}, warmItem{id, pw, -1, false})
	}
}

// warmFaces renders queued faces until budget is spent (at least one).
func (m *Match) warmFaces(budget time.Duration) {
	if len(m.warm) == 0 {
		return
	}
	start := time.Now()
	for len(m.warm) > 0 {
		w := m.warm[len(m.warm)-1]
		m.warm = m.warm[:len(m.warm)-1]
		if w.back {
			m.app.Faces.Back(rules.Level(w.def), w.width)
		} else if w.deity >= 0 {
			pl := &m.view.Players[w.deity]
			m.app.Faces.Deity(&m.view.Set.Deities[pl.Deity], pl.DeitySpent, w.width)
		} else {
			m.app.Faces.Card(&m.view.Set.Cards[w.def], w.width)
		}
		if time.Since(start) > budget {
			return
		}
	}
}

// animate advances every sprite, floater and the lunge.
func (m *Match) animate() {
	moving := false
	for i := range m.sprites {
		sp := &m.sprites[i]
		if !sp.placed {
			continue
		}
		if sp.step() {
			moving = true
		}
		if sp.lunge > 0 {
			sp.lunge -= 1 / math.Max(1, scaled(lungeTicks, m.app.Settings.AnimSpeed))
			if sp.lunge < 0 {
				sp.lunge = 0
			}
		}
	}
	if m.drag != nil {
		sp := &m.sprites[m.drag.card]
		sp.x, sp.y = m.drag.x-m.drag.dx, m.drag.y-m.drag.dy
		sp.mdur = 0
	}
	k := 0
	for _, f := range m.floaters {
		f.t++
		if f.t < f.dur {
			m.floaters[k] = f
			k++
		}
	}
	m.floaters = m.floaters[:k]
	m.moving = moving || len(m.floaters) > 0
}
