// Package english forms the few English words every part of Twilight
// writes around numbers and names: counts with their nouns, plurals,
// articles and capitals. It imports only the standard library, so any
// package may use it (the command-line helpers included).
package english

import (
	"strconv"
	"strings"
)

// Count is a number with its noun, in the plural when the number is not
// one: "1 card", "2 cards", "no cards", "3 Blessings", "2 more lines".
func Count(n int, noun string) string {
	switch n {
	case 1:
		return "1 " + noun
	case 0:
		return "no " + Plural(noun)
	}
	return strconv.Itoa(n) + " " + Plural(noun)
}

// Plural is the plural of a noun the game uses: "cards", "Aspects",
// "Recalls", "abilities", "copies"; in a phrase, of its last word ("more
// Aggression cards").
func Plural(noun string) string {
	switch {
	case noun == "":
		return ""
	case strings.HasSuffix(noun, "s") || strings.HasSuffix(noun, "x") || strings.HasSuffix(noun, "ch") || strings.HasSuffix(noun, "sh"):
		return noun + "es"
	case strings.HasSuffix(noun, "y") && len(noun) > 1 && !strings.ContainsRune("aeiou", rune(noun[len(noun)-2])):
		return noun[:len(noun)-1] + "ies"
	}
	return noun + "s"
}

// WithArticle puts "a" or "an" before a phrase, by the sound of its first
// letter: "a Lesser card", "an Exalted card", "an effect".
func WithArticle(phrase string) string {
	if phrase == "" {
		return ""
	}
	if strings.ContainsRune("aeiouAEIOU", rune(phrase[0])) {
		return "an " + phrase
	}
	return "a " + phrase
}

// Capitalize makes the first letter of a sentence a capital ("an Exalted
// card resolves" → "An Exalted card resolves"); anything but a lower-case
// ASCII letter is left as it is.
func Capitalize(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
