package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/present"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/english"

	"twilight/scenes/table/motion"
	"twilight/scenes/table/notice"
	"twilight/scenes/table/rail"
	"twilight/scenes/widget"
)

// flow passes priority for the humans at the screen whenever the
// presenter says they have nothing they would want to do (their stops and
// pass mode decide), so that the table stops only where a person has a
// real choice. With two or more humans, a response that is possible but
// not asked for by the stops raises the curtain as a question that
// passes by itself after the hand-over countdown.
func (m *MatchScene) flow() {
	if m.Watch != nil {
		return // a replay: every action is the replay's own
	}
	for range 64 {
		d, human := m.S.HumanDeciding()
		if !human || m.CurtainUp {
			return
		}
		v := m.S.View(d)
		if v.Pending.Kind == rules.DecAnswer && m.Setup.DeclinesFrom(d, v.Offer.From) {
			if m.S.ApplyAuto(rules.Pass(d)) != nil {
				return
			}
			m.showToast(m.names[d] + " declined " + rules.Possessive(m.names[v.Offer.From]) + " offer (every offer of theirs is declined this match).")
			continue
		}
		if m.modes[d].Kind != present.PassNormal && m.modes[d].Over(v, d) {
			m.modes[d] = present.Mode{}
		}
		legal := v.Legal(nil)
		verdict := present.Decide(v, d, legal, &m.app.Settings.Stops, m.modes[d])
		if m.hold != 0 && m.hold == m.S.State().StateHash() {
			verdict = present.Stop // handed over to answer: wait for them
		}
		if verdict == present.Offer && m.humans() >= 2 && d != m.viewer && m.shownOnce {
			secs := m.app.Settings.HandOverSeconds
			if secs > 0 {
				m.CurtainUp, m.CurtainFor, m.CurtainOffer = true, d, true
				m.CurtainT = secs * 60
				m.curtainWhy = present.HandOverWhy(v, present.Names{Seats: m.names, Viewer: d})
				m.Covered++
				return
			}
			verdict = present.Stop // no countdown: always ask
		}
		if verdict == present.Stop {
			return
		}
		if err := m.S.ApplyAuto(rules.Pass(d)); err != nil {
			return
		}
	}
}

// liftCurtain hands the table to the player the curtain was raised for.
func (m *MatchScene) liftCurtain() {
	m.hold = 0
	if m.CurtainOffer {
		m.hold = m.S.State().StateHash()
	}
	m.CurtainUp, m.CurtainOffer, m.curtainWhy = false, false, ""
	m.viewer = m.CurtainFor
	m.last = m.CurtainFor
	m.log = rail.NewLog(m.log.Large)
	for i := range m.Sprites {
		m.Sprites[i] = motion.Sprite{}
	}
	m.Focus.Clear()
	m.relayout()
	m.quiet = true
	m.Refresh()
	m.quiet = false
	m.floaters = m.floaters[:0]
}

// passForCurtain answers a hand-over question with "no": the player the
// curtain asks about passes, and the table goes on for whoever is next.
func (m *MatchScene) passForCurtain() {
	d := m.CurtainFor
	m.CurtainUp, m.CurtainOffer, m.curtainWhy = false, false, ""
	if cur, ok := m.S.HumanDeciding(); ok && cur == d {
		_ = m.S.ApplyAuto(rules.Pass(d))
	}
	m.Refresh()
	m.showToast(m.names[d] + " passed: the table was not handed over.")
}

// curtainTick counts the hand-over question down.
func (m *MatchScene) curtainTick() {
	if !m.CurtainUp || !m.CurtainOffer {
		return
	}
	m.CurtainT--
	if m.CurtainT <= 0 {
		m.passForCurtain()
	}
}

// CurtainButtons are the hand-over question's two buttons: hand over, and
// pass for them.
func CurtainButtons(sw, sh int, u float64) (handOver, pass widget.Rect) {
	w, h := 230*u, 46*u
	cx, cy := float64(sw)/2, float64(sh)/2+70*u
	return widget.Rect{X: cx - w - 10*u, Y: cy, W: w, H: h}, widget.Rect{X: cx + 10*u, Y: cy, W: w, H: h}
}

// curtainGesture handles a click on the curtain.
func (m *MatchScene) curtainGesture(g input.Gesture) {
	if g.Kind != input.Click {
		return
	}
	if m.CurtainOffer {
		if _, pass := CurtainButtons(m.W, m.H, m.Lay.U); pass.Contains(g.Pos.X, g.Pos.Y) {
			m.passForCurtain()
			return
		}
	}
	m.liftCurtain()
}

// drawCurtain covers the table until the next human at the screen is
// ready, so nobody sees another player's hand; when they only may
// respond, it asks whether to hand over, counting down to a pass.
func (m *MatchScene) drawCurtain(screen *ebiten.Image) {
	name := "the next player"
	if m.CurtainFor >= 0 {
		name = m.names[m.CurtainFor]
	}
	if !m.CurtainOffer {
		m.veil(screen, "Pass to "+name, m.curtainWhy, "Click or press Space when ready", "", "")
		return
	}
	secs := int(math.Ceil(float64(m.CurtainT) / 60))
	m.veil(screen, name+" may respond — hand over?", m.curtainWhy+" They could use a Scheme or an ability now.",
		"Otherwise they pass in "+english.Count(secs, "second")+".", "Hand over (Space)", "Pass for "+name+" (Esc)")
}

// veil hides the table behind a title, a line and a note under it and,
// when yes is not empty, the yes and no buttons (CurtainButtons).
func (m *MatchScene) veil(screen *ebiten.Image, title, sub, note, yes, no string) {
	w, h := float64(m.W), float64(m.H)
	u := m.Lay.U
	m.G.Rect(screen, widget.Rect{X: 0, Y: 0, W: w, H: h}, render.Fade(render.Ink, 0.7))
	tr := widget.Rect{X: 0, Y: h/2 - 60*u, W: w, H: m.G.fCurtain.Size * 1.4}
	sr := widget.Rect{X: 0, Y: h/2 + 4*u, W: w, H: m.G.fBody.Size * 1.5}
	nr := widget.Rect{X: 0, Y: sr.Y + sr.H, W: w, H: m.G.fBody.Size * 1.5}
	m.G.Label(screen, title, m.G.fCurtain, tr, render.Center, render.Gilt)
	m.G.Label(screen, sub, m.G.fBody, sr, render.Center, render.GiltLight)
	m.G.Label(screen, note, m.G.fBody, nr, render.Center, render.Ivory)
	if yes == "" {
		return
	}
	a, b := CurtainButtons(m.W, m.H, u)
	for i, r := range []widget.Rect{a, b} {
		fill, ink, label := render.Fade(render.Ink, 0.85), render.Ivory, no
		if i == 0 {
			fill, ink, label = render.Mix(render.GiltDeep, render.Gilt, 0.35), render.Ink, yes
		}
		m.G.Rect(screen, r, fill)
		m.G.Frame(screen, r, math.Max(1, u), render.GiltLight)
		m.G.Label(screen, label, m.G.fSmall, r, render.Center, ink)
	}
}

// ShowRefusal puts the reason for a refused action at (x, y).
func (m *MatchScene) ShowRefusal(r present.Refusal, x, y float64) {
	m.refused.Show(r.Text, r.Rule, x, y)
}

// notePlace is where the table's notes may go.
func (m *MatchScene) notePlace() notice.Place {
	return notice.Place{Board: m.Lay.Board, PromptY: m.Lay.Prompt.Y, U: m.Lay.U}
}

// drawHint draws the first-match hint under the prompt's words, in the
// prompt bar (wrapPrompt keeps one line of room for it).
func (m *MatchScene) drawHint(screen *ebiten.Image) {
	h := m.Bar.P.Hint
	if h == "" || m.Bar.hintRect.W <= 0 {
		return
	}
	m.G.Label(screen, h, m.G.fTiny, m.Bar.hintRect, render.LeftMiddle, render.Fade(render.GiltLight, 0.9))
}

// declineAll turns down the offer on the table (pass is the decline) and
// every later offer of its sender, for the rest of the match: the seats
// file beside the autosave keeps it, so Continue keeps it too.
func (m *MatchScene) declineAll(pass rules.Action) {
	from := m.View.Offer.From
	m.Setup.DeclineFrom(m.viewer, from)
	_ = m.app.SaveSeats(m.Setup) // without it, only a continued match hears the offers again
	m.showToast("You will decline every offer from " + m.names[from] + " for the rest of this match.")
	m.Act(pass)
}

// blocksDone follows a hot-seat defender's last block: the attacker acts
// first, and handing the table over and back only for the defender to
// pass would cost two more covered screens, so the defender passes the
// rest of this combat unless the attacker does something — unless they
// asked to keep their window (", then respond") or stop always after
// blockers (Settings).
func (m *MatchScene) blocksDone(p int8) {
	keep := m.keepWindow
	m.keepWindow = false
	if keep || m.humans() < 2 || m.app.Settings.Stops.Theirs[present.AtBlockers] == present.Always {
		return
	}
	m.modes[p] = present.UntilCombatEnds(m.S.View(p))
}
