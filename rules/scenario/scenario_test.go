package scenario

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset/cardsettest"
)

// TestScenarios runs every scenario file of rules/testdata/scenarios.
func TestScenarios(t *testing.T) {
	set, base := cardsettest.TestCards(t), cardsettest.Base(t)
	files, err := filepath.Glob("../testdata/scenarios/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			fh, err := os.Open(f)
			if err != nil {
				t.Fatal(err)
			}
			defer fh.Close()
			if err := RunWith(f, fh, set, base); err != nil {
				t.Error(err)
			}
		})
	}
}

// forcedTrade sets up a legal Forced Trade: p2 Seized from p1 on p2's last
// turn, and p1 gives Lancer for the top II of p2's Life Stack.
const forcedTrade = `players Hera Mars
p1 life I I I I I I I I
p2 life "Spark" "Youthful Troll" I I I I I
p1 hand "Praetorian Guard" "Lancer"
p2 hand "Searing Bolt" "Hurled Boulder" "Village Militia"
start p2 seize
p2 seize p1 I
p2 choose "Searing Bolt"
p2 choose "Hurled Boulder"
p2 choose "Village Militia"
p2 choose "Searing Bolt"
p2 place I
all pass until end-window
all pass
all pass until trade
`

// TestErrors checks the messages for broken scenario files.
func TestErrors(t *testing.T) {
	set := cardsettest.TestCards(t)
	head := "players Mars Hera\np1 life I I I\np2 life I I I\n"
	for _, tc := range []struct{ name, src, want string }{
		{"unknown command", "frobnicate\n", "t.txt:1: unknown command \"frobnicate\""},
		{"unknown deity", "players Mars Zeus\n", "t.txt:1: unknown Deity \"Zeus\""},
		{"unknown card", "players Mars Hera\np1 field \"No Such Card\"\nstart p1 combat\n", "t.txt:3: line 2: unknown card \"No Such Card\""},
		{"unclosed quote", "p1 field \"Youthful Troll\n", "t.txt:1: unclosed quote"},
		{"bad marker", "players Mars Hera\np1 field \"Youthful Troll\" shiny\nstart p1 combat\n", "unknown marker \"shiny\""},
		{"no start", head, "t.txt:3: the scenario never reaches a start line"},
		{"expect before start", "expect phase Combat\n", "t.txt:1: expect before start"},
		{"illegal action", head + "p1 field \"Youthful Troll\"\nstart p1 combat\np1 attack \"Borderland Scout\" p2 life\n", "t.txt:6: attack \"Borderland Scout\" p2 life is not legal now"},
		{"unmet", head + "start p1 combat\nexpect phase Summoning\n", "t.txt:5: phase is"},
		{"bad kind", head + "start p1 combat\nexpect-illegal p1 pass Oops\n", "t.txt:5: unknown error kind \"Oops\""},
		{"zone count", head + "start p1 combat\nexpect p2 life count 2\n", "t.txt:5: p2 life has 3 cards"},
		{"zone state", head + "p1 resource I exhausted I\nstart p1 combat\nexpect p1 resource exhausted 2\n", "t.txt:6: p1 resource has 1 exhausted cards, want 2"},
		{"seen", head + "p1 hand \"Spark\"\nstart p1 combat\nexpect \"Spark\" seen-by p2\n", "t.txt:6: \"Spark\" has not been seen by p2"},
		{"resolve nothing", head + "start p1 end\nall pass resolve\n", "t.txt:5: all pass resolve"},
		// expect-illegal of a legal Forced Trade fails, however it is written.
		{"forced give is legal", forcedTrade + "expect-illegal p1 forced-trade p2 \"Lancer\" IllegalAction\n", "forced-trade p2 \"Lancer\" is legal"},
		{"forced tops is legal", "players Mars Hera\np1 life II I I\np2 life II I I\nstart p1 trade\nexpect-illegal p1 forced-trade p2 IllegalAction\n", "t.txt:5: forced-trade p2 is legal"},
		{"not-legal but legal", head + "p1 resource II II\np1 field \"Youthful Troll\" \"Youthful Troll\" damage=1\nstart p1 combat\nexpect not-legal p1 attack \"Youthful Troll\"\n", "is legal"},
		{"ambiguous action", head + "p1 resource I I II II\np1 field \"Youthful Troll\" \"Youthful Troll\" damage=1\nstart p1 combat\np1 attack \"Youthful Troll\" p2 life\n", "is ambiguous"},
		{"ambiguous card", head + "p1 resource I I II II\np1 field \"Youthful Troll\" \"Youthful Troll\" damage=1\nstart p1 combat\nexpect \"Youthful Troll\" damage 1\n", "is ambiguous"},
		{"alike cards are not ambiguous", head + "p1 resource I I II II\np1 field \"Youthful Troll\" \"Youthful Troll\"\nstart p1 combat\np1 attack \"Youthful Troll\" p2 life\nexpect p2 life count 2\n", "t.txt:8: p2 life has 3 cards"},
		{"not the decider", head + "p1 field \"Youthful Troll\"\np1 resource I II\nstart p1 combat\nexpect not-legal p2 block \"Youthful Troll\"\n", "p2 is not deciding now"},
		{"lost", head + "start p1 combat\nexpect lost p2\n", "p2 is still playing"},
		{"power", head + "p1 resource II\nstart p1 summoning\np1 generate II\nexpect p1 power I\n", "p1 holds Power II, want I"},
		{"every", head + "p2 hand \"Spark\"\nstart p1 combat\nexpect every hand count 0\n", "p2 hand has 1 cards"},
		{"nth card", head + "p1 field \"Youthful Troll\" \"Youthful Troll\" damage=1\np1 resource I I II II\nstart p1 combat\nexpect \"Youthful Troll#2\" damage 0\n", "damage is 1, want 0"},
	} {
		t.Run(tc.name, func(t *testing.T) { wantRunError(t, set, tc.src, tc.want) })
	}
}

// TestRunAll checks the PASS/FAIL lines, the count and the exit code.
func TestRunAll(t *testing.T) {
	set := cardsettest.TestCards(t)
	var out bytes.Buffer
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(good, []byte("players Mars Hera\np1 life I\np2 life I\nstart p1 combat\nexpect phase End\n"), 0o644)
	os.WriteFile(bad, []byte("players Mars Hera\np1 life I\np2 life I\nstart p1 combat\nexpect phase Trade\n"), 0o644)
	code := RunAll([]string{good, bad}, &out, nil, func(string) (*rules.CardSet, error) { return set, nil })
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if code != 1 || len(lines) != 3 || lines[0] != "PASS "+good || !strings.HasPrefix(lines[1], "FAIL "+bad+": "+bad+":5:") || lines[2] != "1 passed, 1 failed" {
		t.Errorf("code %d, output:\n%s", code, out.String())
	}
}

// Run reads a scenario from r and runs it with the cards of set. It
// returns nil when every expectation holds, else the first problem as
// "name:line: message".
func Run(name string, r io.Reader, set *rules.CardSet) error {
	return RunWith(name, r, set, nil)
}

// wantRunError runs scenario src as t.txt and checks that it fails with a
// message containing want.
func wantRunError(t *testing.T, set *rules.CardSet, src, want string) {
	t.Helper()
	err := Run("t.txt", strings.NewReader(src), set)
	if err == nil {
		t.Fatalf("no error, want %q", want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("got %q, want it to contain %q", err, want)
	}
}
