package userfile

import "testing"

func TestPrintable(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain text, tabs\tand ünïcödé — fine", "plain text, tabs\tand ünïcödé — fine"},
		{"nul\x00here", `nul\x00here`},
		{"esc\x1b[2J", `esc\x1b[2J`},
		{"del\x7f", `del\x7f`},
		{"c1\u009b", `c1\u009b`},
		{"bidi\u202eevil\u2066", `bidi\u202eevil\u2066`},
		{"line\u2028sep", `line\u2028sep`},
		{"bad utf8 \xff\xfe", `bad utf8 \xff\xfe`},
		{"real replacement char \uFFFD stays", "real replacement char \uFFFD stays"},
	}
	for _, tt := range tests {
		if got := Printable(tt.in); got != tt.want {
			t.Errorf("Printable(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
