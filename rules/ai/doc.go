// Package ai is Twilight's computer opponent.
//
// A Player answers one pending decision from a player's View of the game
// (rules.State.View): it never reads faces, Life Stack order or random
// state that the View hides. Levels are chosen by name (see New):
//
//   - "random": a uniformly random legal action (for tests and load).
//   - "easy":   every sensible action is tried on three determinizations of
//     the View (the same three for every action), each followed by a
//     greedy playout through the opponent's reply, and scored by the
//     evaluation function; ties go to the action the rules of thumb
//     prefer.
//   - "normal" and "hard": determinized flat Monte Carlo search with
//     sequential halving. Each round samples determinizations — full games
//     consistent with the View (hidden faces drawn from the player's own
//     deck list or, for opponents, from the card set weighted toward the
//     published deck of the opponent's Deity while its shown cards fit
//     that list, else toward the cards of its gem and faction; hidden Life
//     Stack order reshuffled; the generator reseeded) — and plays every
//     surviving candidate action on the same samples (common random
//     numbers), each followed by a greedy playout through the opponent's
//     reply, scored by the evaluation (Life Stack sizes, Discard/Destroyed
//     Stacks, the board, Aspects, Hand size, the unspent one-use power).
//     The worse half of the candidates is dropped after each round. Hard
//     spends five times normal's playouts and considers more candidates,
//     and leaves passing only for a gain as large as normal needs (its
//     smaller standard errors count for less: hardZ). Above all, hard's
//     playouts follow rules of thumb tuned by self-play (hardThumbs),
//     which play far better games than the hand-written ones normal and
//     easy follow (plainThumbs), so its search judges actions by the games
//     that better players would play after them. At a table of three or
//     more, every one for themselves, hard values a position by its share
//     of the game (shareValue) where normal values the lead over the
//     strongest opponent, which prices a loss of one opponent's as if it
//     were the whole opposition's.
//
// The yardsticks the commands measure these levels against, normal and
// hard frozen as they were before issue #12, are package ai/reference;
// package ai/levels builds either kind by name.
//
// What a human opponent would call a blunder is kept out by construction
// rather than left to the noise of sampling:
//
//   - Options that can only cost the decider are never searched
//     (rules.State.SearchLegal and prune): a Countdown (legal only over 10
//     cards, so it always pays the Disruption Tax), a Sacrifice against
//     one's own card or a card in a Discard Stack, a Seize that sets aside
//     the whole Hand.
//   - In a priority window and the Seize Phase, passing is the baseline:
//     another action is taken only when it beats passing on the same
//     samples by more than the noise of that comparison, so an action that
//     does nothing is never chosen because it looked a little better.
//   - The one-use Conviction power is worth something kept (wOnce), and it
//     is never spent in a playout; combat tricks (Fight for a Life Stack
//     card) are used in playouts only while a Creature fights; a Counter
//     in the Hand is played in a playout whenever it is legal, so holding
//     Aspects open for it shows its worth.
//   - A loss later is worth a little more than a loss sooner, and far
//     ahead or behind more material still counts, so a player that cannot
//     avoid losing still plays for time rather than shrug.
//
// The evaluation treats Power as scarce (the first Resource Area Aspects
// weigh extra), and the rules of thumb price a Sacrifice's Aspects as Power
// lost for good.
//
// Decisions with one sensible action, and priority windows whose only
// alternative to passing is wasteful, are answered at once without search
// (Quick), so the budget goes to the decisions that matter and the
// client's session can apply such answers without waiting a frame.
//
// Search is deterministic for a given seed and iteration budget; a time
// budget (Options.TimeBudget) or a deadline on the context may cut it short
// for the interactive client, which then gets the best action found so
// far. Cancelling the context stops it with an error.
//
// Behaviour counts, for the sim command, the habits of issue #12.
//
// Review has hard look again at each decision one player took in a played
// game (a replay, or Moves), from that player's View at that moment, with
// the action played as the baseline of its search: it marks the decisions
// another move beat by the margin hard needs to leave passing, confirmed
// on fresh samples, with a reason in the player's words. Hint is hard's
// move and reason for the deciding player's own View, not played.
//
// The package imports only the standard library and twilight/rules.
package ai
