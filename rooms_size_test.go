package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxRoomLines is the most lines of non-test Go code one package under
// scenes/ may hold (issue #21: a room a newcomer can read).
const maxRoomLines = 5000

// TestRoomsStaySmall counts the non-test Go lines of every package under
// scenes/ and fails on one over maxRoomLines.
func TestRoomsStaySmall(t *testing.T) {
	lines := map[string]int{}
	err := filepath.WalkDir("scenes", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines[filepath.Dir(path)] += bytes.Count(b, []byte("\n"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) < 10 {
		t.Fatalf("only %d packages found under scenes/", len(lines))
	}
	for dir, n := range lines {
		if n > maxRoomLines {
			t.Errorf("%s holds %d lines of non-test code, over %d: move a part into a package of its own", dir, n, maxRoomLines)
		}
	}
}
