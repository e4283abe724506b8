package rules

import (
	"fmt"
	"strings"
)

// Small English helpers for the words the engine writes.

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func hasPrefix(s, prefix string) bool { return strings.HasPrefix(s, prefix) }

// topCards is "top card" or "top 3 cards".
func topCards(n int) string {
	if n == 1 {
		return "top card"
	}
	return fmt.Sprintf("top %d cards", n)
}
