package rules

import (
	"fmt"
	"strings"
)

// Small English helpers for the words the engine writes.

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func hasPrefix(s, prefix string) bool { return strings.HasPrefix(s, prefix) }

// countOf is "1 card" or "3 cards".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// topCards is "top card" or "top 3 cards".
func topCards(n int) string {
	if n == 1 {
		return "top card"
	}
	return fmt.Sprintf("top %d cards", n)
}

// article is "an" before a vowel, else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOUaeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
