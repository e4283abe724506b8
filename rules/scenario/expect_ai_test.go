package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"twilight/rules/cardset"
	"twilight/rules/cardset/cardsettest"
)

func puzzleFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../testdata/scenarios/ai/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no AI puzzles")
	}
	return files
}

// TestAIPuzzleCount: issue #12 asks for at least 30 puzzles.
func TestAIPuzzleCount(t *testing.T) {
	if n := len(puzzleFiles(t)); n < 30 {
		t.Errorf("%d AI puzzles, want at least 30", n)
	}
}

// TestAIPuzzles runs every puzzle of rules/testdata/scenarios/ai: each
// computer level named must make (or avoid) the move the puzzle states.
func TestAIPuzzles(t *testing.T) {
	set := cardsettest.Base(t)
	for _, f := range puzzleFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := Run(f, strings.NewReader(string(src)), set); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestAIPuzzlesCatchTheOldBlunders runs each puzzle marked "# blunder:"
// (a mistake issue #12 saw on screen) with the frozen pre-#12 players in
// place of the levels it names (reference for easy and normal,
// reference-hard for hard): the puzzle must fail, or it does not capture
// the blunder it claims to.
func TestAIPuzzlesCatchTheOldBlunders(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: asks the old players too")
	}
	// The old players made their blunders with the first edition of the
	// base set (issue #22 changed cards the puzzles hold, such as the
	// Reader's one-use power and the Raven's Fleet): they are asked with it.
	set, err := cardset.LoadFS(os.DirFS("testdata/first-edition"), ".")
	if err != nil {
		t.Fatal(err)
	}
	old := func(lv string) string {
		if lv == "hard" {
			return "reference-hard"
		}
		return "reference"
	}
	marked := 0
	for _, f := range puzzleFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(src), "# blunder:") {
			continue
		}
		marked++
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			if err := Run(f, strings.NewReader(withLevels(string(src), old)), set); err == nil {
				t.Errorf("the pre-#12 players pass this puzzle, so it does not capture the blunder it names")
			} else if !strings.Contains(err.Error(), "chose") {
				t.Errorf("failed for another reason than the choice: %v", err)
			}
		})
	}
	if marked == 0 {
		t.Fatal("no puzzle is marked # blunder:")
	}
}

// TestExpectAIErrors checks the messages for broken expect-ai lines.
func TestExpectAIErrors(t *testing.T) {
	set := cardsettest.TestCards(t)
	head := "players Mars Hera\np1 life I I I I I I\np2 life I I I I I I\np1 resource I II\np1 field \"Youthful Troll\"\nstart p1 combat\n"
	for _, tc := range []struct{ name, src, want string }{
		{"before start", "expect-ai p1 normal pass\n", "t.txt:1: expect-ai before start"},
		{"too short", head + "expect-ai p1 normal\n", "t.txt:7: expect-ai takes a player, a level and an action"},
		{"unknown level", head + "expect-ai p1 genius pass\n", "unknown level \"genius\""},
		{"not deciding", head + "expect-ai p2 normal pass\n", "p2 has no decision pending"},
		{"no such action", head + "expect-ai-not p1 normal attack \"Borderland Scout\"\n", "describes no legal action"},
		{"wrong choice", head + "expect-ai p1 easy+ pass\n", "easy chose \"attack youthful troll p2 life\" on seed 1 of 3; want pass"},
		{"avoided choice", head + "expect-ai-not p1 normal attack\n", "normal chose \"attack youthful troll p2 life\" on seed 1 of 3; want anything but attack"},
	} {
		t.Run(tc.name, func(t *testing.T) { wantRunError(t, set, tc.src, tc.want) })
	}
	if err := Run("t.txt", strings.NewReader(head+"expect-ai p1 easy+ attack \"Youthful Troll\" p2 life\nexpect phase combat\n"), set); err != nil {
		t.Errorf("a met expectation failed: %v", err)
	}
}

// withLevels rewrites the expect-ai lines of a scenario so that each asks
// level(L) for every level L it named (easy+ and normal+ expanded).
func withLevels(src string, level func(string) string) string {
	lines := strings.Split(src, "\n")
	for i, ln := range lines {
		f := strings.Fields(ln)
		if len(f) < 3 || (f[0] != "expect-ai" && f[0] != "expect-ai-not") {
			continue
		}
		levels, err := aiLevels(f[2])
		if err != nil {
			continue // the run reports it
		}
		var out []string
		for _, lv := range levels {
			g := append([]string(nil), f...)
			g[2] = level(lv)
			out = append(out, strings.Join(g, " "))
		}
		lines[i] = strings.Join(out, "\n")
	}
	return strings.Join(lines, "\n")
}
