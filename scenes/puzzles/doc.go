// Package puzzles is the Puzzles screen (issue #23): short positions to
// solve, from assets/puzzles. The list shows each puzzle's title, task and
// whether it was solved (kept in the user folder); a puzzle plays on the
// match table, where the player's first moves are judged against the
// answer and a panel says "Solved" with why, or "Not quite" with a retry
// and the answer.
package puzzles
