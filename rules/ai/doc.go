// Package ai is Twilight's computer opponent and its game simulator.
//
// A Player answers one pending decision from a player's View of the game
// (rules.State.View): it never reads faces, Life Stack order or random
// state that the View hides. Levels are chosen by name (see New):
//
//   - "random": a uniformly random legal action (for tests and load).
//   - "easy":   a one-ply look-ahead: every legal action is tried on one
//     determinization of the View, followed by a short greedy playout to
//     the end of the turn, and scored by the evaluation function.
//   - "normal" and "hard": single-observer information-set Monte Carlo tree
//     search (SO-ISMCTS). Each iteration samples a determinization — a full
//     game consistent with the View (hidden faces drawn from the player's
//     own deck list or, for opponents, from the card set's cards of the
//     right level weighted toward the opponent Deity's faction; hidden Life
//     Stack order reshuffled; the generator reseeded) — walks and grows one
//     shared tree restricted to the actions legal in that sample, finishes
//     with a heuristic playout truncated a few turns ahead, and backs up the
//     evaluation (Life Stack sizes, Discard/Destroyed Stacks, the board,
//     Aspects, Hand size, tempo).
//
// Search is deterministic for a given seed and iteration budget; a time
// budget (Options.TimeBudget) may cut it short for the interactive client.
// Every search honours context cancellation.
//
// Simulate plays many games between bots on a worker pool, validating the
// state after every action; package simulate wraps it as a command.
//
// The package imports only the standard library and twilight/rules.
package ai
