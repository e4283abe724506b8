package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/present"
	"twilight/rules"
)

// promptBar is the prompt the presenter made for the table, its buttons
// placed on screen, and the button waiting for a second press.
type promptBar struct {
	p       present.Prompt
	rects   []Rect
	labels  []string // the labels as drawn (fitted to their buttons)
	lines   []string // the prompt broken to fit beside the buttons
	face    *text.GoTextFace
	confirm string // the label of the button waiting for its second press
	menu    bool   // a card's abilities are offered instead of the prompt
	pressed int    // the button under a held pointer, or -1
	// hintRect is where the first-match hint goes, under the words (empty
	// when there is no hint or no room).
	hintRect Rect
	textH    float64 // the height the words are centred in
	textW    float64 // the width they may take
}

// draft is the trade offer being built at the screen, with its steps so
// that each can be taken back.
type draft struct {
	present.Draft
	active bool
	undo   []draftStep
}

type draftStep struct {
	give  rules.CardID // a card added (NoCard: an ask changed)
	level int
	delta int
}

// toggle puts hand card c into the offer, or takes it back out.
func (d *draft) toggle(c rules.CardID) {
	for i, g := range d.Give {
		if g == c {
			d.Give = append(d.Give[:i], d.Give[i+1:]...)
			// Taking a card out is itself a step; drop its earlier "add".
			for j := len(d.undo) - 1; j >= 0; j-- {
				if d.undo[j].give == c {
					d.undo = append(d.undo[:j], d.undo[j+1:]...)
					break
				}
			}
			return
		}
	}
	d.Give = append(d.Give, c)
	d.undo = append(d.undo, draftStep{give: c})
}

// ask changes by delta how many cards of level l the offer asks for,
// within what the other hand holds (its backs show the levels).
func (d *draft) ask(v *rules.State, l rules.Level, delta int) {
	have := 0
	for _, c := range v.Players[d.To].Hand {
		if v.Def(c).Level == l {
			have++
		}
	}
	if n := d.Ask[l-1] + delta; n >= 0 && n <= have {
		d.Ask[l-1] = n
		d.undo = append(d.undo, draftStep{give: rules.NoCard, level: int(l - 1), delta: delta})
	}
}

// promptInput gathers what the presenter needs.
func (m *Match) promptInput() present.Input {
	st := &m.app.Settings
	in := present.Input{View: m.view, Legal: m.legal, Names: present.Names{Seats: m.names, Viewer: m.viewer}, Mine: m.mine,
		Deciding: m.s.Deciding(), Thinking: m.s.Thinking(), Human: m.human, Stops: &st.Stops, Selected: m.sel,
		ConfirmNoAttack: st.ConfirmEndTurn, ConfirmDecline: st.ConfirmDeclineTrade, Hints: st.Hints}
	if m.draft.active {
		in.Draft = &m.draft.Draft
	}
	return in
}

// buildPrompt asks the presenter what the game waits for and lays out
// the prompt bar.
func (m *Match) buildPrompt() {
	if m.view == nil || m.g.fBody == nil {
		return
	}
	in := m.promptInput()
	m.bar.p = present.Build(&in)
	m.bar.menu = false
	m.layoutButtons()
}

// abilityChoice offers a card's (or the Deity's) several abilities as buttons.
func (m *Match) abilityChoice(c rules.CardID, acts []rules.Action) {
	m.bar.p = present.AbilityMenu(m.view, c, acts)
	m.bar.menu = true
	m.layoutButtons()
}

// press performs button i of the prompt; fromKey says it was pressed
// from the keyboard. A button with a confirmation asks first.
func (m *Match) pressButton(i int, fromKey bool) {
	if i < 0 || i >= len(m.bar.p.Buttons) {
		return
	}
	b := m.bar.p.Buttons[i]
	if !b.Enabled {
		return
	}
	ask := b.Confirm
	if ask == "" && fromKey {
		ask = b.KeyConfirm
	}
	if ask != "" && m.bar.confirm != b.Label {
		m.bar.confirm = b.Label
		m.showToast(ask)
		m.layoutButtons()
		return
	}
	m.bar.confirm = ""
	switch b.Cmd {
	case present.CmdAct:
		m.act(b.Action)
	case present.CmdSendOffer:
		m.sendOffer()
	case present.CmdAsk:
		m.draft.ask(m.view, b.Level, b.Delta)
		m.buildPrompt()
	case present.CmdClose:
		m.buildPrompt()
	case present.CmdPassUntilTurn, present.CmdPassUntilAction:
		mode := present.UntilTurn(m.view)
		if b.Cmd == present.CmdPassUntilAction {
			mode = present.UntilAction(m.view)
		}
		m.modes[m.viewer] = mode
		m.act(rules.Pass(m.viewer))
	}
}

// buttonLabel is the label button i shows: "Sure?" while it waits for
// its second press.
func (bar *promptBar) buttonLabel(i int) string {
	b := &bar.p.Buttons[i]
	if bar.confirm != "" && bar.confirm == b.Label {
		return "Sure? Press again"
	}
	return b.Label
}

// offerPanel is the box where a trade offer is built or read: above the
// viewer's mat, in the middle of the table.
func (m *Match) offerPanel() Rect {
	b := m.lay.Board
	u := m.lay.U
	w := math.Min(b.W*0.62, 720*u)
	h := math.Min(b.H*0.44, 250*u)
	return Rect{b.X + (b.W-w)/2, b.Y + b.H/2 - h/2, w, h}
}

// stepperRect is where the − or + button for asking a level sits in the
// offer panel.
func (m *Match) stepperRect(l rules.Level, delta int) Rect {
	p := m.offerPanel()
	u := m.lay.U
	col := p.W * 0.42
	x0 := p.X + p.W - col
	rowH := (p.H - 62*u) / 3
	y := p.Y + 56*u + float64(l-1)*rowH + rowH/2
	s := math.Round(math.Min(rowH*0.7, 30*u))
	x := x0 + col*0.55
	if delta > 0 {
		x = x0 + col*0.85
	}
	return Rect{x - s/2, y - s/2, s, s}
}

// layoutButtons places the primary button at the right of the prompt bar
// and the others leftwards from it, each as wide as its label (fitted
// when they would crowd the prompt out), then wraps the prompt beside them.
func (m *Match) layoutButtons() {
	if m.g.fBody == nil {
		return // not laid out yet: Layout places them
	}
	l := &m.lay
	u := l.U
	bs := m.bar.p.Buttons
	m.bar.rects = append(m.bar.rects[:0], make([]Rect, len(bs))...)
	m.bar.labels = append(m.bar.labels[:0], make([]string, len(bs))...)
	pad := 24 * u
	var widths []float64
	primaryW, secondW := 0.0, 0.0
	for i, b := range bs {
		m.bar.labels[i] = m.bar.buttonLabel(i)
		if b.Cmd == present.CmdAsk {
			m.bar.rects[i] = m.stepperRect(b.Level, b.Delta)
			continue
		}
		w, _ := text.Measure(m.bar.labels[i], m.g.buttonFace(b), 0)
		bw := math.Round(math.Max(w+pad, 56*u))
		if b.Primary {
			bw = math.Min(math.Max(bw, l.Primary.W), l.Prompt.W*0.34)
			primaryW += bw + 6*u
		} else {
			secondW += bw + 6*u
		}
		widths = append(widths, bw)
	}
	// The buttons may take the bar but for a third kept for words; the
	// secondary ones give way first.
	k := 1.0
	if room := l.Prompt.W*0.66 - 8*u - primaryW; secondW > room {
		k = math.Max(0, room) / secondW
	}
	x := l.Primary.X + l.Primary.W
	for _, primaryFirst := range []bool{true, false} {
		for i, b := range bs {
			if b.Cmd == present.CmdAsk || b.Primary != primaryFirst {
				continue
			}
			bw := widthOf(bs, widths, i)
			gap := 6 * u
			if !b.Primary {
				bw, gap = math.Floor(bw*k), gap*k
			}
			m.bar.rects[i] = Rect{x - bw, l.Primary.Y, bw, l.Primary.H}
			m.bar.labels[i] = fitText(m.bar.labels[i], m.g.buttonFace(b), bw-pad/2)
			x -= bw + gap
		}
	}
	m.wrapPrompt(x)
}

// widthOf is the natural width of button i (widths lists the bar's
// buttons in order, the offer panel's steppers left out).
func widthOf(bs []present.Button, widths []float64, i int) float64 {
	j := 0
	for k := 0; k < i; k++ {
		if bs[k].Cmd != present.CmdAsk {
			j++
		}
	}
	return widths[j]
}

// buttonFace is the face a prompt button's label is set in.
func (g *painter) buttonFace(b present.Button) *text.GoTextFace {
	if b.Primary {
		return g.fBody
	}
	return g.fSmall
}

// wrapPrompt breaks the prompt into the lines that fit left of x, once
// per change (shaping text every frame costs); with a hint, the last
// line's room goes to the hint.
func (m *Match) wrapPrompt(x float64) {
	l := &m.lay
	tw := x - l.PromptText.X - 10*l.U
	room := l.Prompt.H
	m.bar.hintRect = Rect{}
	if m.bar.p.Hint != "" && !m.bar.menu {
		hh := math.Ceil(m.g.fTiny.Size * 1.3)
		room -= hh
		m.bar.hintRect = Rect{l.PromptText.X, l.Prompt.Y + l.Prompt.H - hh - 2*l.U, tw, hh}
	}
	f := m.g.fBody
	if w, _ := text.Measure(m.bar.p.Text, f, 0); w > tw || room < f.Size*1.2 {
		f = m.g.fSmall
	}
	m.bar.face = f
	m.bar.lines = wrapText(m.bar.p.Text, f, tw)
	if n := int(math.Max(1, math.Floor(room/(f.Size*1.15)))); len(m.bar.lines) > n {
		m.bar.lines = m.bar.lines[:n]
		m.bar.lines[n-1] = fitText(m.bar.lines[n-1]+" …", f, tw)
	}
	for i, s := range m.bar.lines {
		m.bar.lines[i] = fitText(s, f, tw)
	}
	m.bar.textH, m.bar.textW = room, tw
}
