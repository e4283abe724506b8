// Package scenes is the game's screen flow: the Game that plugs the
// scene Manager into Ebitengine (window, global keys, pointer input),
// the routes between the rooms (routes.go: which screen a screen of one
// room opens in another) and the guard that stops a crashing match table
// instead of the game. The screens live in rooms below it:
//
//	scene/       the Scene interface, Context, Manager, App, Routes
//	folder/      the player's files: settings, decks, the autosave, replays (no Ebitengine)
//	widget/      the controls and drawing kit the screens share
//	geom/        the rectangle of every layout (no Ebitengine)
//	table/       the match table (layout/: its geometry; coach/: the lesson's panel;
//	             rail/: the phase tracker, the chain and the log)
//	collection/  the collection and deck builder (with its Card Drafting mode)
//	drafting/    the drafting room of the Card Drafting Variant
//	menu/        title, new match, settings, rules reference, notices, game over
//	replays/     the Replays screen and the replay viewer
//	rulesref/    the rules reference book
//	shot/        the shot command
//	audio/       plays package sound's cues through Ebitengine's audio (silent without a device)
//
// Screens never import each other; they move between rooms through
// scene.App.Routes, which this package fills in.
package scenes
