package present

import (
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
		for _, a := range legal {
			switch a.Kind {
			case rules.ActTradeWith:
				p.Buttons = append(p.Buttons, act("Offer "+n.Of(a.Who)+" a trade", a))
			case rules.ActForcedTops:
				p.Buttons = append(p.Buttons, act("Swap Life Stack tops with "+n.Of(a.Who), a))
			case rules.ActForcedGive:
				forced = true
			}
		}
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

// seizePrompt offers each Seize with the cards it sets aside.
func seizePrompt(in *Input, pass rules.Action) Prompt {
	v := in.View
	p := Prompt{Text: "Seize Phase: seize an Aspect from a rival's Life Stack, or move on."}
	p.Buttons = append(p.Buttons, primary("No seizing", pass))
	rivals := v.NumPlayers() - 1
	for _, a := range in.Legal {
		if a.Kind != rules.ActSeize {
			continue
		}
		label := "Seize " + a.Level.Roman()
		if rivals > 1 {
			label += " from " + in.Names.Of(a.Who)
		}
		if n := v.SeizeCost(a.Player, a.Who, a.Level); n > 0 {
			label += " · " + english.Count(n, "card")
		}
		p.Buttons = append(p.Buttons, act(label, a))
	}
	return p
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
