// Package folder is the player's side of the game without any drawing:
// the settings (settings.json), the pre-built decks and the player's own
// decks (decks/), the autosave and what can be done with it (continue,
// set aside, the open marker a crash leaves), the Seasons and the notices
// about what in the folder was not taken as found, dealing a new match
// from a MatchSetup, and the summary of a finished one. It imports no
// Ebitengine, so its tests need no display.
package folder
