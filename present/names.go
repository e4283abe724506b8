package present

import (
	"twilight/rules"
	"twilight/rules/english"
)

// Names says who is who at the table for one reader: the reader is "you",
// everyone else goes by their seat's name.
type Names struct {
	Seats  []string
	Viewer int8
}

// Of is player p as the reader reads them: "you" or their name.
func (n Names) Of(p int8) string {
	if p == n.Viewer {
		return "you"
	}
	if p >= 0 && int(p) < len(n.Seats) {
		return n.Seats[p]
	}
	return "nobody"
}

// Whose is the possessive of player p: "your", "Ann's", "Reader of the Portents'".
func (n Names) Whose(p int8) string { return rules.Possessive(n.Of(p)) }

// cardName names card c as the reader may: its title, or "a Lesser card"
// when its face is hidden from them.
func cardName(v *rules.State, c rules.CardID) string {
	if c < 0 || int(c) >= len(v.Cards) {
		return "a card"
	}
	if v.Hidden(c) {
		return english.WithArticle(v.Def(c).Level.Name() + " card")
	}
	return v.Def(c).Title
}

// itemName names a chain item: its card, or whose Deity power it is.
func itemName(v *rules.State, n Names, it *rules.Item) string {
	if it.Source >= 0 {
		return cardName(v, it.Source)
	}
	if it.Deity >= 0 {
		return n.Whose(it.Deity) + " Deity power"
	}
	return "an effect"
}
