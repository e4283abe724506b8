package scenes

import (
	"twilight/rules/cardset"
)

// openEditor opens deck for building (path is its file, "" for a new
// deck).
func (d *DecksScene) openEditor(deck cardset.Deck, path string) {
	d.ed = newDeckEditor(d, deck, path)
	if deck.Deity >= 0 {
		d.sel = d.itemIndex(collItem{deity: deck.Deity})
	}
	d.relayout()
	d.form.focus = -1
}

// closeEditor goes back to the shelf, with the deck's file selected.
func (d *DecksScene) closeEditor() {
	path := ""
	if d.ed != nil {
		path = d.ed.path
	}
	d.ed = nil
	d.shelf.reload()
	if path != "" {
		d.shelf.selectPath(path)
	}
	d.relayout()
	d.form.focus = -1
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
	setup := MatchSetup{Seats: []SeatSetup{
		{Name: "You", Human: true, Deck: deck},
		{Name: "Computer", Level: "normal", Deck: opp},
	}, Extended: extended}
	s, setup, err := d.app.StartMatch(setup)
	if err != nil {
		d.say("The match could not start: " + plainError(err))
		return
	}
	if d.ctx != nil {
		d.ctx.GoTo(d.app.Routes.Match(d.app, s, setup))
	}
}
