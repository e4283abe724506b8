// Package menu is the screens around a match: the title (TitleScene),
// new match (SetupScene), settings and priority stops (SettingsScene,
// StopsScene), the rules reference (ReferenceScene), the notices about
// the player's folder (NoticesScene) and game over (GameOverScene). They
// reach the table and the deck builder only through App.Routes.
package menu
