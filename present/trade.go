package present

import (
	"strings"

	"twilight/rules"
	"twilight/rules/english"
)

// tradePrompt covers the Trade and Seize Phases.
func tradePrompt(in *Input) Prompt {
	v, legal, n := in.View, in.Legal, in.Names
	pass, canPass := find(legal, rules.ActPass)
	var p Prompt
	switch v.Pending.Kind {
	case rules.DecTrade:
		p.Text = "Trade Phase: offer a trade, force one, or move on."
		p.Buttons = append(p.Buttons, primary("No trade", pass))
		forced := false
		offer := &Chooser{Title: "Offer a trade", Ask: "To whom?"}
		swap := &Chooser{Title: "Swap Life Stack tops", Ask: "With whom?"}
		for _, a := range legal {
			switch a.Kind {
			case rules.ActTradeWith:
				offer.Options = append(offer.Options, Option{Group: n.Of(a.Who), Label: "Offer " + n.Of(a.Who) + " a trade", Action: a})
			case rules.ActForcedTops:
				swap.Options = append(swap.Options, Option{Group: n.Of(a.Who), Label: "Swap Life Stack tops with " + n.Of(a.Who), Action: a})
			case rules.ActForcedGive:
				forced = true
			}
		}
		p.Buttons = append(p.Buttons, choiceButtons(v, offer, "Offer a trade…")...)
		p.Buttons = append(p.Buttons, choiceButtons(v, swap, "Swap Life Stack tops…")...)
		if forced {
			p.Text = "Trade Phase: drag a hand card onto a Life Stack to force a trade with it, offer a trade, or move on."
		}
	case rules.DecOffer:
		p = offerPrompt(in)
		if canPass {
			p.Buttons = append(p.Buttons, act("Withdraw", pass))
		}
	case rules.DecAnswer:
		p = answerPrompt(in, pass)
	case rules.DecTradeGive:
		p.Text = "Trade accepted: click the cards you give (still to give: " + costWords(v.Offer.Ask) + ")."
	case rules.DecSeize:
		p = seizePrompt(in, pass)
	}
	return p
}

// offerPrompt is the offer being built: Send (confirmed when it asks for
// nothing in return) and the +/− steppers of the levels asked.
func offerPrompt(in *Input) Prompt {
	d := in.Draft
	if d == nil {
		d = &Draft{To: in.View.Offer.To}
	}
	var ask rules.Cost
	for i := range 3 {
		ask[i] = uint8(d.Ask[i])
	}
	p := Prompt{Text: "Offer to " + in.Names.Of(d.To) + ": click your cards to give, +/− for what you ask. Giving " +
		english.Count(len(d.Give), "card") + ", asking for " + costWords(ask) + "."}
	send := Button{Label: "Send offer", Cmd: CmdSendOffer, Primary: true, Enabled: len(d.Give)+d.Asks() > 0}
	if d.Asks() == 0 {
		send.Confirm = "This offer asks for nothing in return. Press again to give the cards away."
	}
	p.Buttons = append(p.Buttons, send)
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		have := 0
		for _, c := range in.View.Players[d.To].Hand {
			if in.View.Def(c).Level == l {
				have++
			}
		}
		p.Buttons = append(p.Buttons,
			Button{Label: "−", Cmd: CmdAsk, Enabled: d.Ask[l-1] > 0, Level: l, Delta: -1},
			Button{Label: "+", Cmd: CmdAsk, Enabled: d.Ask[l-1] < have, Level: l, Delta: 1})
	}
	return p
}

// seizePrompt offers each Seize with the cards it sets aside: as
// buttons with one rival, in a chooser (the rival, then the level) with
// more.
func seizePrompt(in *Input, pass rules.Action) Prompt {
	v := in.View
	p := Prompt{Text: "Seize Phase: seize an Aspect from a rival's Life Stack, or move on."}
	suggested, suggest := SuggestSeize(v, in.Legal, in.Deciding)
	suggest = suggest && v.NumPlayers() == 2
	if suggest {
		p.Text = "Seize Phase: you have no Aspect to place and your hand needs " + english.WithArticle(suggested.Level.Name()) +
			" one: Seize " + suggested.Level.Roman() + " is suggested. Or move on."
		p.Buttons = append(p.Buttons, act("No seizing", pass))
	} else {
		p.Buttons = append(p.Buttons, primary("No seizing", pass))
	}
	c := &Chooser{Title: "Seize an Aspect", Ask: "From whose Life Stack?"}
	for _, a := range in.Legal {
		if a.Kind != rules.ActSeize {
			continue
		}
		label := "Seize " + a.Level.Roman()
		full := "Seize " + english.WithArticle(a.Level.Name()) + " Aspect (" + a.Level.Roman() + ") from " + in.Names.Of(a.Who)
		if n := v.SeizeCost(a.Player, a.Who, a.Level); n > 0 {
			label += " · " + english.Count(n, "card")
			full += ", setting aside " + english.Count(n, "card")
		}
		c.Options = append(c.Options, Option{Group: in.Names.Of(a.Who), Label: full, Action: a})
		if v.NumPlayers() == 2 {
			b := act(label, a)
			b.Primary = suggest && a == suggested
			p.Buttons = append(p.Buttons, b)
		}
	}
	if v.NumPlayers() > 2 && len(c.Options) > 0 {
		p.Text = "Seize Phase: seize an Aspect from a rival's Life Stack (Seize… to choose whose and which), or move on."
		p.Buttons = append(p.Buttons, chooserButton("Seize…", c))
	}
	return p
}

// choiceButtons offers c's options as buttons at a table of two (one
// rival: the labels are short), and as one button opening the chooser
// at a larger table.
func choiceButtons(v *rules.State, c *Chooser, label string) []Button {
	if len(c.Options) == 0 {
		return nil
	}
	if v.NumPlayers() > 2 {
		return []Button{chooserButton(label, c)}
	}
	// One rival: the button needs no name ("Offer a trade").
	return []Button{act(strings.TrimSuffix(label, "…"), c.Options[0].Action)}
}

// answerPrompt answers an offer. Declining is the primary (default)
// answer, so that Space or Enter pressed by habit never gives cards away;
// Accept asks again when pressed from the keyboard. "Decline all from"
// turns down every offer of that player for the rest of the match.
func answerPrompt(in *Input, pass rules.Action) Prompt {
	v, n := in.View, in.Names
	o := &v.Offer
	p := Prompt{Text: english.Capitalize(n.Of(o.From)) + " offers " + costWords(levelsOf(v, o.Give)) + " and asks for " + costWords(o.Ask) + "."}
	d := primary("Decline", pass)
	if in.ConfirmDecline {
		d.Confirm = "Press again to turn the offer down."
	}
	p.Buttons = append(p.Buttons, d)
	if a, ok := find(in.Legal, rules.ActAccept); ok {
		b := act("Accept", a)
		b.KeyConfirm = "Accept gives your cards away: press again to accept, or click Accept."
		p.Buttons = append(p.Buttons, b)
	}
	if a, ok := find(in.Legal, rules.ActCounterOffer); ok {
		p.Buttons = append(p.Buttons, act("Counter-offer", a))
	}
	p.Buttons = append(p.Buttons, Button{Label: "Decline all from " + n.Of(o.From), Cmd: CmdDeclineAll, Action: pass, Enabled: true,
		Confirm: "Press again to turn down every offer " + n.Of(o.From) + " makes for the rest of this match."})
	return p
}
