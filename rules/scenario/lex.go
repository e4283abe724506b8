package scenario

import (
	"fmt"
	"strings"
)

// token is one word of a scenario line; quoted words are card names.
type token struct {
	text   string
	quoted bool
}

// lexLine splits a line into tokens. A '#' outside quotes starts a comment.
// A quoted name may carry a prefix such as p2: (p2:"Youthful Troll").
func lexLine(s string) ([]token, error) {
	var out []token
	i := 0
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\r' {
			i++
			continue
		}
		if c == '#' {
			break
		}
		var b strings.Builder
		quoted := false
		for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != '\r' {
			if s[i] == '"' {
				j := strings.IndexByte(s[i+1:], '"')
				if j < 0 {
					return nil, fmt.Errorf("unclosed quote")
				}
				b.WriteString(s[i+1 : i+1+j])
				quoted = true
				i += j + 2
				continue
			}
			b.WriteByte(s[i])
			i++
		}
		out = append(out, token{b.String(), quoted})
	}
	return out, nil
}

// words renders tokens back as text for messages.
func words(ts []token) string {
	var parts []string
	for _, t := range ts {
		if t.quoted {
			parts = append(parts, fmt.Sprintf("%q", t.text))
		} else {
			parts = append(parts, t.text)
		}
	}
	return strings.Join(parts, " ")
}
