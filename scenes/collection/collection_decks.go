package collection

import (
	"twilight/rules/cardset"

	"twilight/scenes/folder"
)

// OpenEditor opens deck for building (path is its file, "" for a new
// deck).
func (d *DecksScene) OpenEditor(deck cardset.Deck, path string) {
	d.Ed = newDeckEditor(d, deck, path)
	if deck.Deity >= 0 {
		d.Sel = d.itemIndex(CollItem{Deity: deck.Deity})
	}
	d.relayout()
	d.Form.Focus = -1
}

// CloseEditor goes back to the shelf, with the deck's file selected.
func (d *DecksScene) CloseEditor() {
	path := ""
	if d.Ed != nil {
		path = d.Ed.path
	}
	d.Ed = nil
	d.Shelf.Reload()
	if path != "" {
		d.Shelf.selectPath(path)
	}
	d.relayout()
	d.Form.Focus = -1
}

// testDeck starts a match at once: the player with the deck (a file or a
// pre-built key) against the normal computer with a pre-built deck of
// another Deity.
func (d *DecksScene) testDeck(deck string, deity int, extended bool) {
	opp := ""
	for _, p := range d.app.Decks {
		if p.Deity != deity {
			opp = p.Key
			break
		}
	}
	if opp == "" && len(d.app.Decks) > 0 {
		opp = d.app.Decks[0].Key
	}
	setup := folder.MatchSetup{Seats: []folder.SeatSetup{
		{Name: "You", Human: true, Deck: deck},
		{Name: "Computer", Level: "normal", Deck: opp},
	}, Extended: extended}
	s, setup, err := d.app.StartMatch(setup)
	if err != nil {
		d.say("The match could not start: " + folder.PlainError(err))
		return
	}
	if d.ctx != nil {
		d.ctx.GoTo(d.app.Routes.Match(d.app, s, setup))
	}
}
