package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/render"
	"twilight/rules"
)

// flow passes priority for the humans at the screen whenever the
// presenter says they have nothing they would want to do (their stops and
// pass mode decide), so that the table stops only where a person has a
// real choice. With two or more humans, a response that is possible but
// not asked for by the stops raises the curtain as a question that
// passes by itself after the hand-over countdown.
func (m *Match) flow() {
	for range 64 {
		d, human := m.s.HumanDeciding()
		if !human || m.curtain {
			return
		}
		v := m.s.View(d)
		if m.modes[d].Kind != present.PassNormal && m.modes[d].Over(v, d) {
			m.modes[d] = present.Mode{}
		}
		legal := v.Legal(nil)
		verdict := present.Decide(v, d, legal, &m.app.Settings.Stops, m.modes[d])
		if m.hold != 0 && m.hold == m.s.State().StateHash() {
			verdict = present.Stop // handed over to answer: wait for them
		}
		if verdict == present.Offer && m.humans() >= 2 && d != m.viewer && m.shownOnce {
			secs := m.app.Settings.HandOverSeconds
			if secs > 0 {
				m.curtain, m.curtainFor, m.curtainOffer = true, d, true
				m.curtainT = secs * 60
				return
			}
			verdict = present.Stop // no countdown: always ask
		}
		if verdict == present.Stop {
			return
		}
		if err := m.s.Apply(rules.Pass(d)); err != nil {
			return
		}
	}
}

// liftCurtain hands the table to the player the curtain was raised for.
func (m *Match) liftCurtain() {
	m.hold = 0
	if m.curtainOffer {
		m.hold = m.s.State().StateHash()
	}
	m.curtain, m.curtainOffer = false, false
	m.viewer = m.curtainFor
	m.last = m.curtainFor
	m.log = logPanel{hover: -1, large: m.log.large}
	for i := range m.sprites {
		m.sprites[i] = sprite{}
	}
	m.focus.clear()
	m.relayout()
	m.quiet = true
	m.refresh()
	m.quiet = false
	m.floaters = m.floaters[:0]
}

// passForCurtain answers a hand-over question with "no": the player the
// curtain asks about passes, and the table goes on for whoever is next.
func (m *Match) passForCurtain() {
	d := m.curtainFor
	m.curtain, m.curtainOffer = false, false
	if cur, ok := m.s.HumanDeciding(); ok && cur == d {
		_ = m.s.Apply(rules.Pass(d))
	}
	m.refresh()
}

// curtainTick counts the hand-over question down.
func (m *Match) curtainTick() {
	if !m.curtain || !m.curtainOffer {
		return
	}
	m.curtainT--
	if m.curtainT <= 0 {
		m.passForCurtain()
	}
}

// curtainButtons are the hand-over question's two buttons: hand over, and
// pass for them.
func curtainButtons(sw, sh int, u float64) (handOver, pass Rect) {
	w, h := 230*u, 46*u
	cx, cy := float64(sw)/2, float64(sh)/2+70*u
	return Rect{cx - w - 10*u, cy, w, h}, Rect{cx + 10*u, cy, w, h}
}

// curtainGesture handles a click on the curtain.
func (m *Match) curtainGesture(g input.Gesture) {
	if g.Kind != input.Click {
		return
	}
	if m.curtainOffer {
		if _, pass := curtainButtons(m.w, m.h, m.lay.U); pass.Contains(g.Pos.X, g.Pos.Y) {
			m.passForCurtain()
			return
		}
	}
	m.liftCurtain()
}

// drawCurtain covers the table until the next human at the screen is
// ready, so nobody sees another player's hand; when they only may
// respond, it asks whether to hand over, counting down to a pass.
func (m *Match) drawCurtain(screen *ebiten.Image) {
	w, h := float64(m.w), float64(m.h)
	u := m.lay.U
	m.g.rect(screen, Rect{0, 0, w, h}, render.Fade(render.Ink, 0.7))
	name := "the next player"
	if m.curtainFor >= 0 {
		name = m.names[m.curtainFor]
	}
	title := Rect{0, h/2 - 60*u, w, m.g.fCurtain.Size * 1.4}
	sub := Rect{0, h/2 + 4*u, w, m.g.fBody.Size * 1.5}
	if !m.curtainOffer {
		m.g.label(screen, "Pass to "+name, m.g.fCurtain, title, render.Center, render.Gilt)
		m.g.label(screen, "Click or press Space when ready", m.g.fBody, sub, render.Center, render.Ivory)
		return
	}
	m.g.label(screen, name+" may respond — hand over?", m.g.fCurtain, title, render.Center, render.Gilt)
	secs := int(math.Ceil(float64(m.curtainT) / 60))
	m.g.label(screen, "They could use a Scheme or an ability now. Otherwise they pass in "+rules.Count(secs, "second")+".", m.g.fBody, sub, render.Center, render.Ivory)
	a, b := curtainButtons(m.w, m.h, m.lay.U)
	for i, r := range []Rect{a, b} {
		fill := render.Fade(render.Ink, 0.85)
		label := "Pass for " + name + " (Esc)"
		if i == 0 {
			fill = render.Mix(render.GiltDeep, render.Gilt, 0.35)
			label = "Hand over (Space)"
		}
		m.g.rect(screen, r, fill)
		m.g.frame(screen, r, math.Max(1, u), render.GiltLight)
		c := render.Ivory
		if i == 0 {
			c = render.Ink
		}
		m.g.label(screen, label, m.g.fSmall, r, render.Center, c)
	}
}

// refusalNote is why a drop was refused, shown where the card was
// dropped: the engine's words and the rules reference entry (clicking the
// note or pressing F1 opens it).
type refusalNote struct {
	text, rule string
	x, y       float64
	t          int // ticks left
	box        Rect
	open       bool // clicked: open the rules reference at its entry
}

// showRefusal puts the reason for a refused action at (x, y).
func (m *Match) showRefusal(r present.Refusal, x, y float64) {
	m.refused = refusalNote{text: r.Text, rule: r.Rule, x: x, y: y, t: 720}
}

// drawRefusal draws the refusal note: a dark card of words by the drop
// point, kept on screen, with the rule's name to open.
func (m *Match) drawRefusal(screen *ebiten.Image) {
	n := &m.refused
	if n.t <= 0 || n.text == "" {
		return
	}
	u := m.lay.U
	a := math.Min(1, float64(n.t)/20)
	maxW := math.Min(m.lay.Board.W*0.45, 420*u)
	lines := wrapText(n.text, m.g.fSmall, maxW)
	lh := m.g.fSmall.Size * 1.3
	w := 0.0
	for _, s := range lines {
		w = math.Max(w, textWidth(s, m.g.fSmall))
	}
	rule := ""
	if n.rule != "" {
		rule = "Rules: " + n.rule + " (click or F1)"
		w = math.Max(w, textWidth(rule, m.g.fTiny))
	}
	w += 20 * u
	h := lh*float64(len(lines)) + 14*u
	if rule != "" {
		h += m.g.fTiny.Size * 1.5
	}
	x := math.Max(4, math.Min(n.x-w/2, m.lay.Board.X+m.lay.Board.W-w-4))
	y := math.Max(4, math.Min(n.y-h-12*u, m.lay.Prompt.Y-h-4))
	n.box = Rect{x, y, w, h}
	m.g.rect(screen, n.box, render.Fade(render.Mix(render.Ink, damageRed, 0.25), 0.95*a))
	m.g.frame(screen, n.box, math.Max(1, u), render.Fade(render.Gilt, 0.8*a))
	for i, s := range lines {
		m.g.label(screen, s, m.g.fSmall, Rect{x + 10*u, y + 7*u + float64(i)*lh, w - 20*u, lh}, render.LeftMiddle, render.Fade(render.Ivory, a))
	}
	if rule != "" {
		m.g.label(screen, rule, m.g.fTiny, Rect{x + 10*u, y + 7*u + float64(len(lines))*lh, w - 20*u, m.g.fTiny.Size * 1.5}, render.LeftMiddle, render.Fade(render.GiltLight, a))
	}
}

// drawHint draws the first-match hint under the prompt's words, in the
// prompt bar (wrapPrompt keeps one line of room for it).
func (m *Match) drawHint(screen *ebiten.Image) {
	h := m.bar.p.Hint
	if h == "" || m.bar.hintRect.W <= 0 {
		return
	}
	m.g.label(screen, h, m.g.fTiny, m.bar.hintRect, render.LeftMiddle, render.Fade(render.GiltLight, 0.9))
}
