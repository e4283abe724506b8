package userfile

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Printable escapes every character of s that a terminal would act on
// rather than show: C0 and C1 controls, DEL, bidirectional controls, line
// and paragraph separators, and invalid UTF-8. Other text is unchanged.
func Printable(s string) string {
	if !strings.ContainsFunc(s, IsControl) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case IsControl(r):
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// IsControl reports the characters a terminal acts on rather than shows,
// and that can make text read differently from what it is: C0 and C1
// controls other than tab, DEL, bidirectional controls (U+202E and
// friends) and the Unicode line and paragraph separators.
func IsControl(r rune) bool {
	return (unicode.Is(unicode.Cc, r) && r != '\t') ||
		unicode.Is(unicode.Bidi_Control, r) ||
		r == '\u2028' || r == '\u2029'
}
