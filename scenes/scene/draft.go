package scene

import "twilight/rules"

// DraftBuild is one human's step G of the Card Drafting Variant, as the
// drafting room hands it to the deck builder (Routes.DraftDeck): what they
// drafted, the deck as far as it is built, and what the builder calls
// back. The deck builder shows only the picks, allows as many copies of a
// card as were drafted, and completes a deck from the picks only.
type DraftBuild struct {
	// Seat names the player building ("Player 2"), for the heading.
	Seat string
	// Deities are the Deities the player drafted; Picks the cards.
	Deities []int
	Picks   []rules.DefID
	// Deity and Cards are the deck so far (Deity -1: none chosen yet).
	Deity int
	Cards []rules.DefID
	// Complete fills the deck up from the picks for deity, keeping the
	// cards of keep.
	Complete func(deity int, keep []rules.DefID) ([]rules.DefID, error)
	// Changed is told every change, to autosave the deck in progress.
	Changed func(deity int, cards []rules.DefID)
	// Done plays the deck, or says why the draft refuses it; Leave goes
	// to the title with the draft saved.
	Done  func(ctx *Context, deity int, cards []rules.DefID) error
	Leave func(ctx *Context)
}
