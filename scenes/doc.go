// Package scenes is the game's screen flow: the Scene interface every
// screen implements, the Manager that owns the current scene and fades
// between scenes, the Game that plugs the Manager into Ebitengine (window,
// global keys, pointer input), and the screens themselves — for now the
// title screen.
package scenes
