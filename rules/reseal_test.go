package rules_test

import (
	"testing"

	"twilight/rules"
)

// reseal recomputes an edited save's checksums, as a player editing a
// save by hand would (rules.Reseal).
func reseal(t *testing.T, data []byte) []byte {
	t.Helper()
	out, err := rules.Reseal(data)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
