// Package ai is Twilight's computer opponent.
//
// A Player answers one pending decision from a player's View of the game
// (rules.State.View): it never reads faces, Life Stack order or random
// state that the View hides. Levels are chosen by name (see New):
//
//   - "random": a uniformly random legal action (for tests and load).
//   - "easy":   a one-ply look-ahead: every legal action is tried on one
//     determinization of the View, followed by a greedy playout through
//     the opponent's reply, and scored by the evaluation function; ties go
//     to the action the rules of thumb prefer.
//   - "normal" and "hard": determinized flat Monte Carlo search with
//     sequential halving. Each round samples determinizations — full games
//     consistent with the View (hidden faces drawn from the player's own
//     deck list or, for opponents, from the card set weighted toward the
//     cards of the opponent Deity's pre-built deck and faction; hidden Life
//     Stack order reshuffled; the generator reseeded) — and plays every
//     surviving candidate action on the same samples (common random
//     numbers), each followed by a greedy playout through the opponent's
//     reply (hard: on through the decider's next turn and the opponent's
//     reply to that), scored by the evaluation (Life Stack sizes, Discard/Destroyed
//     Stacks, the board, Aspects, Hand size). The worse half of the
//     candidates is dropped after each round. The evaluation treats Power
//     as scarce (the first Resource Area Aspects weigh extra), and the
//     rules of thumb price a Sacrifice's Aspects as Power lost for good.
//     Hard spends four times normal's playouts.
//
// Decisions with one legal action, and priority windows whose only
// alternatives to passing are no-ops or self-harm (counting a Life Stack,
// Sacrificing against one's own card), are answered at once without
// search, so the budget goes to the decisions that matter.
//
// Search is deterministic for a given seed and iteration budget; a time
// budget (Options.TimeBudget) may cut it short for the interactive client.
// Every search honours context cancellation.
//
// Playing many games between Players on a worker pool, with statistics, is
// package simulate's work; this package holds only the players.
//
// The package imports only the standard library and twilight/rules.
package ai
