package levels

import (
	"strings"
	"testing"

	"twilight/rules/ai"
)

func TestNew(t *testing.T) {
	for _, tc := range []struct {
		level, err string
	}{
		{"random", ""},
		{"easy", ""},
		{"Normal", ""},
		{"hard", ""},
		{"reference", ""},
		{"REFERENCE-hard", ""},
		{"genius", `ai: unknown level "genius" (want one of random, easy, normal, hard, reference, reference-hard)`},
		{"", `ai: unknown level ""`},
	} {
		p, err := New(tc.level, ai.Options{})
		switch {
		case tc.err == "" && (err != nil || p == nil):
			t.Errorf("New(%q) = %v, %v; want a player", tc.level, p, err)
		case tc.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.err)):
			t.Errorf("New(%q) error = %v; want %s", tc.level, err, tc.err)
		}
	}
}
