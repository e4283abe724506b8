// Package replays is the Replays screen and the replay viewer: the
// finished matches kept in the player's folder (listed, imported,
// exported) and a replay on the match table, read-only, with a control
// strip to step through it, play it, and choose whose eyes to use.
package replays
