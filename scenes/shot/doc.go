// Package shot is the `twilight shot` command: it sets a scenario's
// position on the match table, as one player sees it, and renders one
// frame to a PNG. It needs a display and must be the only Ebitengine game
// of its process.
package shot
