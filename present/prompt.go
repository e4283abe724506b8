package present

import (
	"fmt"
	"strings"

	"twilight/rules"
	"twilight/rules/english"
)

// Input is everything the prompt is made from.
type Input struct {
	View  *rules.State
	Legal []rules.Action // the reader's legal actions (empty when not theirs to decide)
	Names Names
	// Mine: the reader decides now. Deciding is who does (-1: nobody);
	// Thinking, whether a computer player is working on it.
	Mine     bool
	Deciding int8
	Thinking bool
	Human    []bool
	Stops    *Stops
	// Draft is the trade offer being built at the screen (DecOffer).
	Draft *Draft
	// Selected is a card picked up by a click, waiting for where it goes.
	Selected rules.CardID
	// Confirmations the player asked for in the Settings.
	ConfirmNoAttack, ConfirmDecline bool
	// Hints: show a first-match hint with the prompt.
	Hints bool
	// HandOver: other humans share this screen (hot seat), so a decision
	// of theirs costs a hand-over.
	HandOver bool
}

// Draft is a trade offer being built at the screen: sent to the engine
// only when complete, so every step can be taken back.
type Draft struct {
	To   int8
	Give []rules.CardID
	Ask  [3]int

	// steps are the changes made, newest last, so that each can be taken
	// back (Undo).
	steps []draftStep
}

// draftStep is one change to a Draft: a card given, or an ask changed.
type draftStep struct {
	give  rules.CardID // a card added (NoCard: an ask changed)
	level int
	delta int
}

// Asks is the number of cards the draft asks for.
func (d *Draft) Asks() int { return d.Ask[0] + d.Ask[1] + d.Ask[2] }

// Toggle puts hand card c into the offer, or takes it back out. Taking a
// card out is itself a step, so its earlier "add" is forgotten.
func (d *Draft) Toggle(c rules.CardID) {
	for i, g := range d.Give {
		if g == c {
			d.Give = append(d.Give[:i], d.Give[i+1:]...)
			for j := len(d.steps) - 1; j >= 0; j-- {
				if d.steps[j].give == c {
					d.steps = append(d.steps[:j], d.steps[j+1:]...)
					break
				}
			}
			return
		}
	}
	d.Give = append(d.Give, c)
	d.steps = append(d.steps, draftStep{give: c})
}

// ChangeAsk changes by delta how many cards of level l the offer asks
// for, within what the other hand holds (its backs show the levels); v is
// the View of the player building the offer.
func (d *Draft) ChangeAsk(v *rules.State, l rules.Level, delta int) {
	have := 0
	for _, c := range v.Players[d.To].Hand {
		if v.Def(c).Level == l {
			have++
		}
	}
	if n := d.Ask[l-1] + delta; n >= 0 && n <= have {
		d.Ask[l-1] = n
		d.steps = append(d.steps, draftStep{give: rules.NoCard, level: int(l - 1), delta: delta})
	}
}

// Undo takes back the newest step; it reports whether there was one.
func (d *Draft) Undo() bool {
	if len(d.steps) == 0 {
		return false
	}
	st := d.steps[len(d.steps)-1]
	d.steps = d.steps[:len(d.steps)-1]
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
	return true
}

// Prompt is what the prompt bar says and offers.
type Prompt struct {
	Text    string
	Hint    string // a first-match hint, when hints are on
	Buttons []Button
}

// Cmd is what a button does.
type Cmd uint8

// Commands.
const (
	CmdAct             Cmd = iota // perform Action
	CmdSendOffer                  // send the offer being built
	CmdAsk                        // ask for Delta more cards of Level in the offer being built
	CmdClose                      // close a menu (the abilities of a card)
	CmdPassUntilTurn              // keep passing until your next turn
	CmdPassUntilAction            // keep passing until another player does something
	CmdGoAhead                    // perform the action the table asked about first (AskFirst)
	CmdDeclineAll                 // decline this offer and every later one of its sender this match
	CmdBlockKeep                  // done blocking, keeping the chance to respond after the blocks
	CmdChooser                    // open the Chooser: pick a player, then an option
)

// Button is one button of the prompt bar (or of the offer panel).
type Button struct {
	Label   string
	Cmd     Cmd
	Action  rules.Action
	Primary bool
	Enabled bool
	// Confirm, when set, is asked on a first press; a second press goes
	// ahead. KeyConfirm is asked only when the button is pressed from the
	// keyboard (Space or Enter), where a press is easily made by habit.
	Confirm, KeyConfirm string
	// Level and Delta: the offer panel's +/− steppers (CmdAsk).
	Level rules.Level
	Delta int
	// Chooser: the options a CmdChooser button opens.
	Chooser *Chooser
}

// act is an enabled button performing a.
func act(label string, a rules.Action) Button {
	return Button{Label: label, Cmd: CmdAct, Action: a, Enabled: true}
}

func primary(label string, a rules.Action) Button {
	b := act(label, a)
	b.Primary = true
	return b
}

// find is the first legal action of kind k.
func find(legal []rules.Action, k rules.ActKind) (rules.Action, bool) {
	for _, a := range legal {
		if a.Kind == k {
			return a, true
		}
	}
	return rules.Action{}, false
}

// Build makes the prompt for in.
func Build(in *Input) Prompt {
	v := in.View
	var p Prompt
	switch {
	case v.Over():
		p.Text = overText(in)
	case !in.Mine:
		p.Text = waitText(in)
	default:
		p = decisionPrompt(in)
		if in.Hints {
			p.Hint = Hint(v, in.Names.Viewer)
		}
		if in.Selected != rules.NoCard {
			p.Text = "Now click where " + cardName(v, in.Selected) + " goes (Esc to cancel)."
		}
	}
	return p
}

func overText(in *Input) string {
	v := in.View
	if v.Winner < 0 {
		return "The match ends in a draw."
	}
	var won []string
	human := false
	for p := range v.Players {
		if v.Won(int8(p)) {
			won = append(won, in.Names.Seats[p])
			human = human || p < len(in.Human) && in.Human[p]
		}
	}
	switch {
	case human && humans(in.Human) == 1:
		return "Victory — your rivals have fallen."
	case len(won) > 1:
		return strings.Join(won, " and ") + " win the match."
	case len(won) == 1:
		return won[0] + " wins the match."
	}
	return in.Names.Seats[v.Winner] + " wins the match."
}

func humans(h []bool) int {
	n := 0
	for _, x := range h {
		if x {
			n++
		}
	}
	return n
}

func waitText(in *Input) string {
	who := in.Deciding
	switch {
	case who < 0 || int(who) >= len(in.Names.Seats):
		return ""
	case in.Thinking || (int(who) < len(in.Human) && !in.Human[who]):
		return in.Names.Seats[who] + " is thinking…"
	}
	return "Waiting for " + in.Names.Seats[who] + "."
}

// decisionPrompt is the prompt of the reader's pending decision.
func decisionPrompt(in *Input) Prompt {
	switch in.View.Pending.Kind {
	case rules.DecPriority:
		return priorityPrompt(in)
	case rules.DecTrade, rules.DecOffer, rules.DecAnswer, rules.DecTradeGive, rules.DecSeize:
		return tradePrompt(in)
	case rules.DecAttack, rules.DecBlock:
		return combatPrompt(in)
	}
	return choicePrompt(in)
}

// choicePrompt covers the mulligan, upkeep, Aspects, choices, targets and
// optional effects.
func choicePrompt(in *Input) Prompt {
	v, legal := in.View, in.Legal
	pd := &v.Pending
	pass, canPass := find(legal, rules.ActPass)
	var p Prompt
	switch pd.Kind {
	case rules.DecMulligan:
		p.Text = "Your opening hand. Keep it, or shuffle it away for a new one (once)."
		p.Buttons = append(p.Buttons, primary("Keep", pass))
		if a, ok := find(legal, rules.ActMulligan); ok {
			p.Buttons = append(p.Buttons, act("Mulligan", a))
		}
	case rules.DecUpkeep:
		p.Text = "Upkeep: click the Intrigue to pay upkeep for next."
	case rules.DecResource:
		p = resourcePrompt(in)
	case rules.DecChoose:
		p.Text = choosePrompt(&pd.Choice)
		if pd.Purpose() == rules.ForExcess {
			p.Text = forExcessText(v, in.Names.Viewer, pd.Choice.Level)
		}
		if canPass {
			p.Buttons = append(p.Buttons, act("Cancel", pass))
		}
		if pd.Purpose() == rules.ForOrder {
			for _, a := range legal {
				if a.Kind == rules.ActOrder {
					p.Buttons = append(p.Buttons, act(itemName(v, in.Names, &v.Triggers[a.Index]), a))
				}
			}
		}
	case rules.DecTarget:
		p.Text = "Choose a target: click a highlighted card" + targetHint(v) + "."
		if canPass {
			p.Buttons = append(p.Buttons, act("Cancel", pass))
		}
	case rules.DecYesNo:
		p.Text = yesNoPrompt(v, in.Names, &pd.Question)
		if a, ok := find(legal, rules.ActYes); ok {
			p.Buttons = append(p.Buttons, primary("Yes", a))
		}
		p.Buttons = append(p.Buttons, act("No", pass))
	}
	return p
}

func choosePrompt(pd *rules.Choice) string {
	n := int(pd.Count)
	switch pd.Purpose {
	case rules.ForSetAside:
		return "Seize: click " + english.Count(n, "card") + " in your hand to set aside."
	case rules.ForSeizeBack:
		return "Click a set-aside card to take back."
	case rules.ForSeizeLoss:
		return "Click the set-aside card to destroy."
	case rules.ForDestroyX, rules.ForCombatDiscard:
		return "Click " + english.Count(n, "card") + " in the Discard Stack to destroy."
	case rules.ForManifest:
		return "Click " + english.WithArticle(pd.Level.Name()) + " Aspect in a Resource Area to manifest."
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

func yesNoPrompt(v *rules.State, n Names, pd *rules.Question) string {
	title := ""
	c := pd.Card
	if pd.Purpose == rules.ForOptional && len(v.Chain) > 0 {
		c = v.Chain[len(v.Chain)-1].Source
	}
	if c >= 0 && int(c) < len(v.Cards) {
		title = cardName(v, c) + ": "
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

func targetHint(v *rules.State) string {
	cl := v.PendingClause()
	if cl == nil {
		return ""
	}
	switch cl.Target.Kind {
	case rules.TPlayer:
		return " or a player's Life Stack"
	case rules.TDiscardStack:
		return " or a player's Discard Stack"
	case rules.TChainItem:
		return " or an effect in the chain"
	}
	return ""
}

// costWords names cards by level: "1 Exalted card and 2 Lesser cards".
func costWords(c rules.Cost) string {
	var parts []string
	for l := rules.Exalted; l >= rules.Lesser; l-- {
		if n := c.Of(l); n > 0 {
			parts = append(parts, english.Count(int(n), l.Name()+" card"))
		}
	}
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// levelsOf counts cards by level.
func levelsOf(v *rules.State, cs []rules.CardID) rules.Cost {
	var c rules.Cost
	for _, x := range cs {
		if l := v.Def(x).Level; l >= rules.Lesser && l <= rules.Exalted {
			c[l-1]++
		}
	}
	return c
}

// AbilityMenu is the prompt offering the several abilities of card c (or
// of the Deity, c = NoCard) as buttons, with a Cancel.
func AbilityMenu(v *rules.State, c rules.CardID, acts []rules.Action) Prompt {
	p := Prompt{Text: "Which ability?"}
	if c != rules.NoCard {
		p.Text = "Which ability of " + cardName(v, c) + "?"
	}
	for _, a := range acts {
		label := fmt.Sprintf("Ability %d", a.Ability+1)
		var ab *rules.Ability
		if a.Kind == rules.ActDeity {
			ab = &v.Set.Deities[v.Players[a.Player].Deity].Abilities[a.Ability]
		} else if c >= 0 {
			ab = &v.Def(c).Abilities[a.Ability]
		}
		if ab != nil && ab.Text != "" {
			label = ab.Text
		}
		p.Buttons = append(p.Buttons, act(label, a))
	}
	p.Buttons = append(p.Buttons, Button{Label: "Cancel", Cmd: CmdClose, Primary: true, Enabled: true})
	return p
}
