package folder

import (
	"reflect"
	"testing"
)

// TestSolvedPuzzles: marks are kept across loads, once each; without a
// folder nothing is kept.
func TestSolvedPuzzles(t *testing.T) {
	tests := []struct {
		name string
		dir  bool
		mark []string
		want map[string]bool
	}{
		{"none yet", true, nil, map[string]bool{}},
		{"two, one twice", true, []string{"02-b", "01-a", "02-b"}, map[string]bool{"01-a": true, "02-b": true}},
		{"no folder", false, []string{"01-a"}, map[string]bool{}},
	}
	for _, tc := range tests {
		f := Folder{}
		if tc.dir {
			f.Dir = t.TempDir()
		}
		for _, m := range tc.mark {
			if err := f.MarkPuzzleSolved(m); err != nil {
				t.Fatal(err)
			}
		}
		again := Folder{Dir: f.Dir}
		if got := again.SolvedPuzzles(); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
