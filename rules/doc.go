// Package rules is the pure game engine of Twilight of the Gods.
//
// It holds the whole game as plain data: card definitions (immutable,
// shared, indexed by DefID), a State made of flat slices of card instances
// and zones, the decision the game is waiting for, and the chain of effects
// waiting to resolve. Legal lists the actions open to the deciding player;
// Apply performs one of them or returns a typed *Error and leaves the State
// untouched. Clone is a handful of slice copies. View hides what a player
// may not see. All randomness comes from a seeded generator inside the
// State, so a seed and an action list replay a game exactly.
//
// The package imports the standard library only. Rulings on points where the
// printed rules are silent or contradict themselves live in RULINGS.md.
package rules
