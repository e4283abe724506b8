// Package levels builds a computer player of any level by name: the levels
// of package ai that a player picks from, and the frozen yardsticks of
// package ai/reference (normal and hard as they were before issue #12)
// that `twilight sim`, build/ladder.sh and the AI puzzles measure them
// against. Package ai does not know the yardsticks; the game's level
// picker offers only ai.Levels.
package levels

import (
	"fmt"
	"slices"
	"strings"

	"twilight/rules/ai"
	"twilight/rules/ai/reference"
)

// Reference lists the frozen levels New accepts besides ai.Levels.
func Reference() []string { return []string{"reference", "reference-hard"} }

// New returns a player of the named level (any case): one of ai.Levels
// or Reference.
func New(level string, opt ai.Options) (ai.Player, error) {
	lv := strings.ToLower(level)
	if slices.Contains(Reference(), lv) {
		ro := reference.Options{Deck: opt.Deck, Iterations: opt.Iterations, TimeBudget: opt.TimeBudget, Horizon: opt.Horizon}
		return reference.New(lv == "reference-hard", ro), nil
	}
	if !slices.Contains(ai.Levels(), lv) {
		return nil, fmt.Errorf("ai: unknown level %q (want one of %s)", level, strings.Join(append(ai.Levels(), Reference()...), ", "))
	}
	return ai.New(lv, opt)
}
