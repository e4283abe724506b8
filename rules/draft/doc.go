// Package draft is the Card Drafting Variant (Rulebook, Card Drafting
// Variant, steps A–G) as pure game logic beside the match engine: the
// Deity draft (three Deities per player, keep one, pass the rest to the
// left), the Action draft (three piles of twenty per player; pick one and
// pass the stub right, left, then right) and step G, where each player
// chooses a Deity and builds a 50-card deck from their picks.
//
// A Draft is plain data. New deals everything from a seed (the dealt
// pools are kept in the Draft, so the randomness is recorded); Waiting
// says who still has to decide, Legal lists a player's choices and Apply
// performs one or returns a typed *Error and leaves the Draft untouched.
// Players decide at the same time: each round's choices are held until
// every player has made theirs, then the stubs are passed. View hides
// what a player may not see (other players' piles, stubs, picks and
// Deities; every pile not yet opened), Clone copies, Save and Load write
// and read a draft mid-way as JSON. MatchConfig turns a finished draft
// into the match's rules.Config, marking the decks that miss their
// Deity's Faction Requirement.
//
// Rulings where the book leaves a choice are in rules/RULINGS.md (Card
// Drafting Variant). The package imports the standard library,
// twilight/rules and twilight/rules/cardset only.
package draft
