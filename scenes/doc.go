// Package scenes is the game's screen flow: the Scene interface every
// screen implements, the Manager that owns the current scene and fades
// between scenes, the Game that plugs the Manager into Ebitengine (window,
// global keys, pointer input), and the screens themselves: the title, the
// new-match screen, the match table, the collection and deck builder
// (DecksScene, with the player's saved decks in the decks/ folder),
// settings, the rules reference and the game over screen.
package scenes
