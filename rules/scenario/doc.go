// Package scenario runs plain-text game scenarios against the rules engine:
// the rulebook's worked examples written as executable checks.
//
// A scenario file sets up a table by card name (players, Deities and every
// zone), starts play at a chosen phase, performs actions by name and states
// expectations about the resulting game. Actions are resolved by matching
// the written words against the engine's legal actions, so an action that
// is not legal fails with a clear message. The format is documented in
// rules/testdata/scenarios/README.md.
//
// Run checks one scenario and returns its first problem as "file:line:
// message"; RunAll is the body of "twilight scenario FILE...".
//
// The package imports only the standard library, twilight/rules and
// twilight/rules/cardset.
package scenario
