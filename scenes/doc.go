// Package scenes is the game's screen flow: the Game that plugs the
// scene Manager into Ebitengine (window, global keys, pointer input),
// the routes between the rooms (routes.go: which screen a screen of one
// room opens in another) and the guard that stops a crashing match table
// instead of the game. The screens live in rooms below it:
//
//	scene/       the Scene interface, Context, Manager, App, Routes
//	folder/      the player's files: settings, decks, the autosave, replays (no Ebitengine)
//	widget/      the controls and drawing kit the screens share
//	table/       the match table
//	collection/  the collection and deck builder
//	menu/        title, new match, settings, rules reference, notices, game over
//	replays/     the Replays screen and the replay viewer
//	rulesref/    the rules reference book
//	shot/        the shot command
//
// Screens never import each other; they move between rooms through
// scene.App.Routes, which this package fills in.
package scenes
