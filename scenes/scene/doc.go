// Package scene is what every screen of the game is, gets and may reach:
// the Scene interface, the Context a scene sees during Update, the
// Manager that fades from one scene to the next, and the App every screen
// shares (the player's Folder, the typefaces, the card-face cache and the
// Routes to the screens of other rooms, which package scenes fills in so
// that screens never import each other).
package scene
