// Package scenes is the game's screen flow: the Scene interface every
// screen implements, the Manager that owns the current scene and fades
// between scenes, the Game that plugs the Manager into Ebitengine (window,
// global keys, pointer input), and the screens themselves — title, new
// match, the collection and deck builder (DecksScene, with the player's
// saved decks in the decks/ folder), settings and priority stops, rules
// reference, game over and the match table. The table draws and animates
// what package present says (prompt, buttons, stops, drop targets,
// refusals) about the View of the player at the screen.
package scenes
