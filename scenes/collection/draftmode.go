package collection

import (
	"fmt"
	"image/color"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"

	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// draftMode is the deck builder at step G of the Card Drafting Variant:
// the grid holds only the player's picks and drafted Deities, a card may
// go in as many times as it was drafted, "Complete it" chooses among the
// picks, and "Play this deck" hands a legal deck back to the draft.
type draftMode struct {
	b     scene.DraftBuild
	avail map[rules.DefID]int // copies drafted, by card
}

// NewDraftDeck opens the deck builder on one human's picks (b).
func NewDraftDeck(app *scene.App, b scene.DraftBuild) *DecksScene {
	d := NewDecks(app, nil)
	d.Draft = &draftMode{b: b, avail: map[rules.DefID]int{}}
	for _, c := range b.Picks {
		d.Draft.avail[c]++
	}
	d.refilter()
	deck := cardset.Deck{Deity: b.Deity, Name: rules.Possessive(b.Seat) + " drafted deck"}
	for _, c := range b.Cards {
		deck.Add(c, 1)
	}
	d.OpenEditor(deck, "")
	return d
}

// keep narrows the cards passing the filters to the picks and the
// drafted Deities.
func (m *draftMode) keep(c *catalog, passing []int) []int {
	out := passing[:0]
	for _, i := range passing {
		it := c.Items[i]
		if it.IsDeity() && containsInt(m.b.Deities, it.Deity) || !it.IsDeity() && m.avail[it.Def] > 0 {
			out = append(out, i)
		}
	}
	return out
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// changed passes the deck on to be autosaved.
func (m *draftMode) changed(deck cardset.Deck) {
	if m.b.Changed != nil {
		m.b.Changed(deck.Deity, deck.Cards())
	}
}

// complete fills the deck up from the picks, keeping what is in it.
func (m *draftMode) complete(e *deckEditor) {
	keep := e.deck.Cards()
	if len(keep) > cardset.DeckSize {
		keep = keep[:cardset.DeckSize]
	}
	cards, err := m.b.Complete(e.deck.Deity, keep)
	if err != nil {
		e.d.say(widget.Sentence(err.Error()))
		return
	}
	added := len(cards) - len(keep)
	e.deck.Entries = nil
	for _, c := range cards {
		e.deck.Add(c, 1)
	}
	e.changed()
	e.d.say(fmt.Sprintf("Completed from your picks: %d cards added; the deck is legal.", added))
}

// done plays the deck when it is legal.
func (m *draftMode) done(e *deckEditor) {
	if len(e.Unmet) > 0 {
		e.d.say("Not ready yet: " + e.Unmet[0].Msg + ".")
		return
	}
	if e.d.ctx != nil {
		if err := m.b.Done(e.d.ctx, e.deck.Deity, e.deck.Cards()); err != nil {
			e.d.say(widget.Sentence(err.Error()))
		}
	}
}

// leave goes back to the title; the deck so far is saved with the draft.
// askLeave is Esc in the draft's deck builder: a slip must not take the
// player out of the draft, so it asks first (Esc again stays). The picks
// and the deck so far are kept either way.
func (m *draftMode) askLeave(d *DecksScene) {
	d.ask("Leave the draft?", "Your picks and this deck so far are kept: Continue on the title comes back here.",
		&widget.Button{Label: "Leave", OnPress: func() { m.leave(d) }},
		&widget.Button{Label: "Stay"})
}

func (m *draftMode) leave(d *DecksScene) {
	if d.ctx != nil && m.b.Leave != nil {
		m.b.Leave(d.ctx)
	}
}

// requirementNote says whether the deck meets its Deity's Faction
// Requirement: in a draft, missing it is allowed and costs the Deity's
// power and the Conviction bonuses for the whole match.
func (m *draftMode) requirementNote(set *rules.CardSet, deck cardset.Deck) (string, bool) {
	if deck.Deity < 0 {
		return "", true
	}
	dd := &set.Deities[deck.Deity]
	have := cardset.FactionCount(deck, set, dd.ReqFaction)
	if have >= dd.ReqCount {
		return fmt.Sprintf("%s’s Faction Requirement met (%d of %d %s).", dd.Title, have, dd.ReqCount, dd.ReqFaction), true
	}
	return fmt.Sprintf("Faction Requirement unmet (%d of %d %s): no Deity power, no Conviction bonus.", have, dd.ReqCount, dd.ReqFaction), false
}

// noteInk is the colour of the requirement note.
func noteInk(met bool) color.RGBA {
	if met {
		return render.Fade(render.Mist, 0.9)
	}
	return widget.ErrorInk
}
