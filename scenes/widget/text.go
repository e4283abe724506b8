package widget

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// FitText shortens s with an ellipsis until it fits in maxW: the longest
// prefix that fits with "…" after it. A prefix's width grows with its
// length, so the prefix is found by halving (a dozen shapes for a long
// label rather than one a rune).
func FitText(s string, face text.Face, maxW float64) string {
	if text.Advance(s, face) <= maxW {
		return s
	}
	rs := []rune(s)
	lo, hi := 0, len(rs)-1 // the longest fitting prefix has lo..hi runes
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if text.Advance(string(rs[:mid])+"…", face) <= maxW {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return "…"
	}
	return string(rs[:lo]) + "…"
}

// Wrap breaks s into lines no wider than maxW in face. Newlines in s
// start new lines. Each word is measured once (a line's width is its
// words' and spaces' widths added up), so wrapping a paragraph shapes a
// few short strings, mostly cached, rather than every growing line.
func Wrap(s string, face text.Face, maxW float64) []string {
	var out []string
	space := text.Advance(" ", face)
	for _, para := range splitLines(s) {
		line, lineW := "", 0.0
		for _, word := range splitWords(para) {
			ww := text.Advance(word, face)
			if line != "" && lineW+space+ww > maxW {
				out = append(out, line)
				line, lineW = word, ww
				continue
			}
			if line == "" {
				line, lineW = word, ww
			} else {
				line, lineW = line+" "+word, lineW+space+ww
			}
		}
		out = append(out, line)
	}
	return out
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if r == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}
