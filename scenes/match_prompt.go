package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/rules"
)

// buildPrompt says in plain words what the game waits for and makes the
// prompt bar's buttons.
func (m *Match) buildPrompt() {
	m.buttons = m.buttons[:0]
	if m.view == nil || m.fBody == nil {
		return
	}
	v := m.view
	pd := &v.Pending
	me := m.viewer
	name := func(p int8) string {
		if p == me {
			return "you"
		}
		if p >= 0 && int(p) < len(m.names) {
			return m.names[p]
		}
		return "?"
	}
	find := func(k rules.ActKind) (rules.Action, bool) {
		for _, a := range m.legal {
			if a.Kind == k {
				return a, true
			}
		}
		return rules.Action{}, false
	}
	primary := func(label string, a rules.Action) {
		m.buttons = append(m.buttons, button{label: label, primary: true, enabled: true, do: func() { m.act(a) }})
	}
	second := func(label string, do func()) {
		m.buttons = append(m.buttons, button{label: label, enabled: true, do: do})
	}
	secondAct := func(label string, a rules.Action) { second(label, func() { m.act(a) }) }
	pass, canPass := find(rules.ActPass)

	switch {
	case v.Over():
		if v.Winner >= 0 {
			m.prompt = m.resultPrompt()
		} else {
			m.prompt = "The match ends in a draw."
		}
	case !m.mine:
		who := m.s.Deciding()
		switch {
		case m.s.Thinking() || (who >= 0 && !m.human[who]):
			m.prompt = m.names[who] + " is thinking…"
		case who >= 0:
			m.prompt = "Waiting for " + m.names[who] + "."
		default:
			m.prompt = ""
		}
	default:
		switch pd.Kind {
		case rules.DecMulligan:
			m.prompt = "Your opening hand. Keep it, or shuffle it away for a new one (once)."
			primary("Keep", pass)
			if a, ok := find(rules.ActMulligan); ok {
				secondAct("Mulligan", a)
			}
		case rules.DecPriority:
			m.prompt = m.priorityPrompt()
			label := "Pass"
			if len(v.Chain) == 0 && v.Active == me {
				label = "End " + v.Phase.String()
			}
			if len(v.Chain) > 0 {
				label = "Let it resolve"
			}
			primary(label, pass)
			for _, a := range m.legal {
				if a.Kind == rules.ActCountdown {
					secondAct("Count "+name(a.Who)+"'s Life", a)
				}
			}
		case rules.DecUpkeep:
			m.prompt = "Upkeep: click the Intrigue to pay upkeep for next."
		case rules.DecTrade:
			m.prompt = "Trade Phase: offer a trade, force one, or move on."
			primary("No trade", pass)
			for _, a := range m.legal {
				switch {
				case a.Kind == rules.ActTradeWith:
					secondAct("Offer "+name(a.Who)+" a trade", a)
				case a.Kind == rules.ActForcedTops:
					secondAct("Forced trade: Life tops with "+name(a.Who), a)
				}
			}
			if m.hasForcedCard() {
				m.prompt = "Trade Phase: drag a hand card onto a Life Stack to force a trade with it, offer a trade, or move on."
			}
		case rules.DecOffer:
			d := &m.draft
			m.prompt = fmt.Sprintf("Offer to %s: click your cards to give, +/− for what you ask. %s", name(d.to), m.offerSummary())
			send := button{label: "Send offer", primary: true, enabled: len(d.give)+d.ask[0]+d.ask[1]+d.ask[2] > 0, do: m.sendOffer}
			m.buttons = append(m.buttons, send)
			if canPass {
				secondAct("Withdraw", pass)
			}
			for l := rules.Lesser; l <= rules.Exalted; l++ {
				l := l
				have := m.levelCount(d.to, l)
				m.buttons = append(m.buttons,
					button{label: "−", enabled: d.ask[l-1] > 0, level: l, delta: -1, do: func() { m.askMore(l, -1) }},
					button{label: "+", enabled: d.ask[l-1] < have, level: l, delta: 1, do: func() { m.askMore(l, 1) }})
			}
		case rules.DecAnswer:
			o := &v.Offer
			m.prompt = fmt.Sprintf("%s offers %s and asks %s.", name(o.From), levelsOf(v, o.Give), costWords(o.Ask))
			if a, ok := find(rules.ActAccept); ok {
				primary("Accept", a)
			}
			if a, ok := find(rules.ActCounterOffer); ok {
				secondAct("Counter-offer", a)
			}
			if m.app.Settings.ConfirmDeclineTrade {
				m.confirmable("Decline", pass)
			} else {
				secondAct("Decline", pass)
			}
		case rules.DecTradeGive:
			m.prompt = fmt.Sprintf("Trade accepted: click the cards you give (%s still to give).", costWords(v.Offer.Ask))
		case rules.DecSeize:
			m.prompt = "Seize Phase: seize an Aspect from a rival's Life Stack, or move on."
			primary("No seizing", pass)
			for _, a := range m.legal {
				if a.Kind == rules.ActSeize {
					label := "Seize " + a.Level.Roman() + " from " + name(a.Who)
					if n := v.SeizeCost(a.Player, a.Who, a.Level); n > 0 {
						label += fmt.Sprintf(" · set aside %d", n)
					}
					secondAct(label, a)
				}
			}
		case rules.DecChoose:
			m.prompt = choosePrompt(&pd.Choice)
			if canPass {
				secondAct("Cancel", pass)
			}
			if pd.Purpose() == rules.ForOrder {
				for _, a := range m.legal {
					if a.Kind != rules.ActOrder {
						continue
					}
					it := v.Triggers[a.Index]
					label := "Trigger"
					if it.Source >= 0 {
						label = v.Def(it.Source).Title
					}
					secondAct(label, a)
				}
			}
		case rules.DecResource:
			m.prompt = "Resource Phase: drag an Aspect from your Aspect Stack to your Resource Area."
			for _, a := range m.legal {
				secondAct("Place "+a.Level.Roman(), a)
			}
		case rules.DecAttack:
			m.prompt = "Declare attackers: drag a Fresh creature onto a rival's Life Stack or Discard Stack."
			if n := len(v.Combat.Attackers); n > 0 {
				m.prompt = fmt.Sprintf("%d attacking. Drag more creatures onto a rival's stacks, or you are done.", n)
			}
			if m.app.Settings.ConfirmEndTurn && len(v.Combat.Attackers) == 0 && m.freshAttackers() {
				m.confirmable("No attack", pass)
			} else {
				primary("Done", pass)
			}
		case rules.DecBlock:
			m.prompt = "You are attacked: drag your creatures onto attackers to block."
			primary("No more blocks", pass)
		case rules.DecTarget:
			m.prompt = "Choose a target: click a highlighted card" + targetHint(pendingTargetKind(v)) + "."
			if canPass {
				secondAct("Cancel", pass)
			}
		case rules.DecYesNo:
			m.prompt = yesNoPrompt(v, &pd.Question)
			if a, ok := find(rules.ActYes); ok {
				primary("Yes", a)
			}
			secondAct("No", pass)
		}
		if m.sel != rules.NoCard {
			m.prompt = "Now click where " + v.Def(m.sel).Title + " goes (Esc to cancel)."
		}
	}
	m.layoutButtons()
}

// confirmable adds a primary button that asks for a second press.
func (m *Match) confirmable(label string, a rules.Action) {
	if m.confirm == label {
		m.buttons = append(m.buttons, button{label: "Sure?", primary: true, enabled: true, do: func() { m.confirm = ""; m.act(a) }})
		return
	}
	m.buttons = append(m.buttons, button{label: label, primary: true, enabled: true, do: func() {
		m.confirm = label
		m.showToast("You still have Fresh creatures or an open choice; press again to confirm.")
		m.buildPrompt()
	}})
}

func (m *Match) freshAttackers() bool {
	for _, a := range m.legal {
		if a.Kind == rules.ActAttack {
			return true
		}
	}
	return false
}

func (m *Match) hasForcedCard() bool {
	for _, a := range m.legal {
		if a.Kind == rules.ActForcedGive {
			return true
		}
	}
	return false
}

func (m *Match) offerSummary() string {
	d := &m.draft
	var ask rules.Cost
	for i := range 3 {
		ask[i] = uint8(d.ask[i])
	}
	return fmt.Sprintf("Giving %d card%s, asking %s.", len(d.give), plural(len(d.give)), costWords(ask))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// costWords names a number of cards by level: "one II and two I".
func costWords(c rules.Cost) string {
	var parts []string
	for l := rules.Exalted; l >= rules.Lesser; l-- {
		if n := c.Of(l); n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, l.Roman()))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " + ")
}

func levelsOf(v *rules.State, cs []rules.CardID) string {
	var c rules.Cost
	for _, x := range cs {
		if l := v.Def(x).Level; l >= rules.Lesser {
			c[l-1]++
		}
	}
	return costWords(c)
}

func (m *Match) priorityPrompt() string {
	v := m.view
	me := m.viewer
	if n := len(v.Chain); n > 0 {
		top := v.Chain[n-1]
		what := "an effect"
		if top.Source >= 0 {
			what = v.Def(top.Source).Title
		} else if top.Deity >= 0 {
			what = m.names[top.Deity] + "'s Deity power"
		}
		return what + " waits to resolve. Respond with a Scheme, an ability or a Sacrifice, or let it resolve."
	}
	if v.Active == me {
		switch v.Phase {
		case rules.PhaseSummoning:
			return "Summoning Phase: drag cards from your hand onto your Combat Field or compass."
		case rules.PhaseCombat:
			return "Combat: you may use abilities and Schemes, or pass."
		}
		return v.Phase.String() + " Phase: you may use abilities and Schemes, or move on."
	}
	return m.names[v.Active] + "'s " + v.Phase.String() + " Phase: you may respond, or pass."
}

func choosePrompt(pd *rules.Choice) string {
	switch pd.Purpose {
	case rules.ForSetAside:
		return fmt.Sprintf("Seize: click %d card%s in your hand to set aside.", pd.Count, plural(int(pd.Count)))
	case rules.ForSeizeBack:
		return "Click a set-aside card to take back."
	case rules.ForSeizeLoss:
		return "Click the set-aside card to destroy."
	case rules.ForDestroyX, rules.ForCombatDiscard:
		return fmt.Sprintf("Click %d card%s in the Discard Stack to destroy.", pd.Count, plural(int(pd.Count)))
	case rules.ForManifest:
		return "Click a " + pd.Level.Name() + " Aspect in a Resource Area to manifest."
	case rules.ForExcess:
		return "Too many creatures: click one to discard."
	case rules.ForRestore:
		return "Click the next restored card to put on the bottom of your Life Stack."
	case rules.ForOrder:
		return "Several of your abilities trigger: choose which goes on the chain first."
	case rules.ForTradeGive:
		return "Click a card to give."
	case rules.ForSacrifice:
		return "Sacrifice: click the Aspect in your Resource Area that pays (Esc cancels)."
	}
	return "Click a highlighted card."
}

func yesNoPrompt(v *rules.State, pd *rules.Question) string {
	title := ""
	c := pd.Card
	if pd.Purpose == rules.ForOptional && len(v.Chain) > 0 {
		c = v.Chain[len(v.Chain)-1].Source
	}
	if c >= 0 && int(c) < len(v.Cards) {
		title = v.Def(c).Title + ": "
	}
	switch pd.Purpose {
	case rules.ForPrescience:
		return title + "trigger Prescience?"
	case rules.ForIntrigue:
		return title + "put the manifested Intrigue into play?"
	case rules.ForAcceptHelp:
		return "Other players offer blockers against this attack. Accept their help?"
	}
	return title + "use the optional effect?"
}

func targetHint(k rules.TargetKind) string {
	switch k {
	case rules.TPlayer:
		return " or a player's Life Stack"
	case rules.TDiscardStack:
		return " or a player's Discard Stack"
	case rules.TChainItem:
		return " or an effect in the chain"
	}
	return ""
}

// levelCount is how many cards of level l player p holds (their backs
// show it).
func (m *Match) levelCount(p int8, l rules.Level) int {
	n := 0
	for _, c := range m.view.Players[p].Hand {
		if m.view.Def(c).Level == l {
			n++
		}
	}
	return n
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

// abilityChoice offers a card's (or the Deity's) several abilities as buttons.
func (m *Match) abilityChoice(c rules.CardID, acts []rules.Action) {
	m.buildPrompt()
	m.buttons = m.buttons[:0]
	v := m.view
	for _, a := range acts {
		a := a
		label := fmt.Sprintf("Ability %d", a.Ability+1)
		var ab *rules.Ability
		if a.Kind == rules.ActDeity {
			d := &v.Set.Deities[v.Players[a.Player].Deity]
			ab = &d.Abilities[a.Ability]
		} else if a.Kind == rules.ActActivate && c >= 0 {
			ab = &v.Def(c).Abilities[a.Ability]
		}
		if ab != nil && ab.Text != "" {
			label = ab.Text
			if len([]rune(label)) > 28 {
				label = string([]rune(label)[:27]) + "…"
			}
		}
		m.buttons = append(m.buttons, button{label: label, enabled: true, do: func() { m.act(a) }})
	}
	m.buttons = append(m.buttons, button{label: "Cancel", primary: true, enabled: true, do: func() { m.buildPrompt() }})
	m.prompt = "Which ability?"
	m.layoutButtons()
}

// layoutButtons places the primary button at the right of the prompt bar
// and the others leftwards from it.
func (m *Match) layoutButtons() {
	l := &m.lay
	u := l.U
	x := l.Primary.X + l.Primary.W
	for i := range m.buttons {
		b := &m.buttons[i]
		if b.primary {
			b.r = l.Primary
			x = l.Primary.X
		}
	}
	x -= 8 * u
	for i := range m.buttons {
		b := &m.buttons[i]
		if b.primary {
			continue
		}
		if b.level != 0 {
			b.r = m.stepperRect(b.level, b.delta)
			continue
		}
		w, _ := text.Measure(b.label, m.fSmall, 0)
		bw := math.Round(math.Max(w+24*u, 56*u))
		b.r = Rect{x - bw, l.Primary.Y, bw, l.Primary.H}
		x -= bw + 6*u
	}
	m.wrapPrompt()
}
