package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/present"
	"twilight/rules"

	"twilight/scenes/widget"
)

// promptBar is the prompt the presenter made for the table, its buttons
// placed on screen, and the button waiting for a second press.
type promptBar struct {
	P       present.Prompt
	Rects   []widget.Rect
	labels  []string // the labels as drawn (fitted to their buttons)
	lines   []string // the prompt broken to fit beside the buttons
	face    *text.GoTextFace
	confirm string // the label of the button waiting for its second press
	Menu    bool   // a card's abilities are offered instead of the prompt
	pressed int    // the button under a held pointer, or -1
	// hintRect is where the first-match hint goes, under the words (empty
	// when there is no hint or no room).
	hintRect widget.Rect
	textH    float64 // the height the words are centred in
	textW    float64 // the width they may take
}

// draft is the trade offer being built at the screen (its steps kept by
// present.Draft so that each can be taken back).
type draft struct {
	present.Draft
	Active bool
}

// promptInput gathers what the presenter needs.
func (m *MatchScene) promptInput() present.Input {
	st := &m.app.Settings
	in := present.Input{View: m.View, Legal: m.Legal, Names: present.Names{Seats: m.names, Viewer: m.viewer}, Mine: m.Mine,
		Deciding: m.S.Deciding(), Thinking: m.S.Thinking(), Human: m.Human, Stops: &st.Stops, Selected: m.Sel,
		ConfirmNoAttack: st.ConfirmEndTurn, ConfirmDecline: st.ConfirmDeclineTrade, Hints: st.Hints, HandOver: m.humans() >= 2}
	if m.Draft.Active {
		in.Draft = &m.Draft.Draft
	}
	return in
}

// BuildPrompt asks the presenter what the game waits for and lays out
// the prompt bar.
func (m *MatchScene) BuildPrompt() {
	if m.View == nil || m.G.fBody == nil {
		return
	}
	in := m.promptInput()
	m.Bar.P = present.Build(&in)
	m.Bar.Menu = false
	m.guide.ask = askFirst{}
	m.layoutButtons()
}

// AbilityChoice offers a card's (or the Deity's) several abilities as buttons.
func (m *MatchScene) AbilityChoice(c rules.CardID, acts []rules.Action) {
	m.Bar.P = present.AbilityMenu(m.View, c, acts)
	m.Bar.Menu = true
	m.layoutButtons()
}

// press performs button i of the prompt; fromKey says it was pressed
// from the keyboard. A button with a confirmation asks first.
func (m *MatchScene) pressButton(i int, fromKey bool) {
	if i < 0 || i >= len(m.Bar.P.Buttons) {
		return
	}
	b := m.Bar.P.Buttons[i]
	if !b.Enabled {
		return
	}
	ask := b.Confirm
	if ask == "" && fromKey {
		ask = b.KeyConfirm
	}
	if ask != "" && m.Bar.confirm != b.Label {
		m.Bar.confirm = b.Label
		m.showToast(ask)
		m.layoutButtons()
		return
	}
	m.Bar.confirm = ""
	switch b.Cmd {
	case present.CmdAct:
		if b.Action.Kind == rules.ActPass {
			if mode, ok := present.AfterPass(m.View, m.viewer); ok {
				m.modes[m.viewer] = mode
			}
		}
		m.Act(b.Action)
	case present.CmdGoAhead:
		m.goAhead()
	case present.CmdSendOffer:
		m.sendOffer()
	case present.CmdAsk:
		m.Draft.ChangeAsk(m.View, b.Level, b.Delta)
		m.BuildPrompt()
	case present.CmdClose:
		m.guide.ask = askFirst{}
		m.BuildPrompt()
	case present.CmdChooser:
		m.openChooser(b.Chooser)
	case present.CmdBlockKeep:
		m.keepWindow = true
		m.Act(b.Action)
	case present.CmdDeclineAll:
		m.declineAll(b.Action)
	case present.CmdPassUntilTurn, present.CmdPassUntilAction:
		mode := present.UntilTurn(m.View)
		if b.Cmd == present.CmdPassUntilAction {
			mode = present.UntilAction(m.View)
		}
		m.modes[m.viewer] = mode
		m.Act(rules.Pass(m.viewer))
	}
}

// buttonLabel is the label button i shows: "Sure?" while it waits for
// its second press.
func (bar *promptBar) buttonLabel(i int) string {
	b := &bar.P.Buttons[i]
	if bar.confirm != "" && bar.confirm == b.Label {
		return "Sure? Press again"
	}
	return b.Label
}

// offerPanel is the box where a trade offer is built or read: above the
// viewer's mat, in the middle of the table.
func (m *MatchScene) offerPanel() widget.Rect {
	b := m.Lay.Board
	u := m.Lay.U
	w := math.Min(b.W*0.62, 720*u)
	h := math.Min(b.H*0.44, 250*u)
	return widget.Rect{X: b.X + (b.W-w)/2, Y: b.Y + b.H/2 - h/2, W: w, H: h}
}

// stepperRect is where the − or + button for asking a level sits in the
// offer panel.
func (m *MatchScene) stepperRect(l rules.Level, delta int) widget.Rect {
	p := m.offerPanel()
	u := m.Lay.U
	col := p.W * 0.42
	x0 := p.X + p.W - col
	rowH := (p.H - 62*u) / 3
	y := p.Y + 56*u + float64(l-1)*rowH + rowH/2
	s := math.Round(math.Min(rowH*0.7, 30*u))
	x := x0 + col*0.55
	if delta > 0 {
		x = x0 + col*0.85
	}
	return widget.Rect{X: x - s/2, Y: y - s/2, W: s, H: s}
}

// layoutButtons places the primary button at the right of the prompt bar
// and the others leftwards from it, each as wide as its label (fitted
// when they would crowd the prompt out), then wraps the prompt beside them.
func (m *MatchScene) layoutButtons() {
	if m.G.fBody == nil {
		return // not laid out yet: Layout places them
	}
	l := &m.Lay
	u := l.U
	bs := m.Bar.P.Buttons
	m.Bar.Rects = append(m.Bar.Rects[:0], make([]widget.Rect, len(bs))...)
	m.Bar.labels = append(m.Bar.labels[:0], make([]string, len(bs))...)
	pad := 24 * u
	var widths []float64
	primaryW, secondW := 0.0, 0.0
	for i, b := range bs {
		m.Bar.labels[i] = m.Bar.buttonLabel(i)
		if b.Cmd == present.CmdAsk {
			m.Bar.Rects[i] = m.stepperRect(b.Level, b.Delta)
			continue
		}
		w, _ := text.Measure(m.Bar.labels[i], m.G.buttonFace(b), 0)
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
			m.Bar.Rects[i] = widget.Rect{X: x - bw, Y: l.Primary.Y, W: bw, H: l.Primary.H}
			m.Bar.labels[i] = widget.FitText(m.Bar.labels[i], m.G.buttonFace(b), bw-pad/2)
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
func (m *MatchScene) wrapPrompt(x float64) {
	l := &m.Lay
	tw := x - l.PromptText.X - 10*l.U
	room := l.Prompt.H
	m.Bar.hintRect = widget.Rect{}
	if m.Bar.P.Hint != "" && !m.Bar.Menu {
		hh := math.Ceil(m.G.fTiny.Size * 1.3)
		room -= hh
		m.Bar.hintRect = widget.Rect{X: l.PromptText.X, Y: l.Prompt.Y + l.Prompt.H - hh - 2*l.U, W: tw, H: hh}
	}
	f := m.G.fBody
	if w, _ := text.Measure(m.Bar.P.Text, f, 0); w > tw || room < f.Size*1.2 {
		f = m.G.fSmall
	}
	m.Bar.face = f
	m.Bar.lines = widget.WrapText(m.Bar.P.Text, f, tw)
	if n := int(math.Max(1, math.Floor(room/(f.Size*1.15)))); len(m.Bar.lines) > n {
		m.Bar.lines = m.Bar.lines[:n]
		m.Bar.lines[n-1] = widget.FitText(m.Bar.lines[n-1]+" …", f, tw)
	}
	for i, s := range m.Bar.lines {
		m.Bar.lines[i] = widget.FitText(s, f, tw)
	}
	m.Bar.textH, m.Bar.textW = room, tw
}
