package commands

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"

	"twilight/assets"
	"twilight/cmdline"
	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/savefuzz"
	"twilight/rules/userfile"
)

// baseGame loads the base set and the pre-built decks (the cards a save of
// a match with them names).
func baseGame() (*rules.CardSet, [][]rules.DefID, []int, error) {
	set, err := cardset.LoadFS(assets.Cards(), ".")
	if err != nil {
		return nil, nil, nil, err
	}
	prebuilt, err := cardset.ParseDeckFiles(assets.Decks(), assets.DeckFiles(), set)
	if err != nil {
		return nil, nil, nil, err
	}
	var decks [][]rules.DefID
	var deities []int
	for _, d := range prebuilt {
		decks = append(decks, d.Cards())
		deities = append(deities, d.Deity)
	}
	return set, decks, deities, nil
}

// reseal is the "reseal FILE..." command: it rewrites the checksums of
// saves edited on purpose, when the game inside still holds together.
func reseal(env cmdline.Env, args []string) int {
	c := env.Command("reseal", "FILE...", `Rewrites the checksums of save files edited on purpose (by hand, or for a test),
so that the game judges what they hold instead of refusing them as damaged. A
save is rewritten only when the game in it passes every check a load makes;
otherwise it is left as it was and the reason is printed.`)
	if code, done := c.Parse(args); done {
		return code
	}
	if c.NArg() == 0 {
		return c.Usage("no files given")
	}
	set, _, _, err := baseGame()
	if err != nil {
		return c.Exit(err)
	}
	failed := 0
	for _, path := range c.Args() {
		s, err := resealFile(path, set)
		if err != nil {
			failed++
			fmt.Fprintf(env.Stderr, "%s: %s\n", path, cmdline.OneLine(err.Error()))
			continue
		}
		fmt.Fprintf(env.Stdout, "%s: resealed (turn %d, %s)\n", path, s.Turn, s.Pending.Kind)
	}
	if failed > 0 {
		return cmdline.Failed
	}
	return cmdline.OK
}

// resealFile reseals one save and writes it back (atomically) when it loads.
func resealFile(path string, set *rules.CardSet) (*rules.State, error) {
	data, err := userfile.Read(path, rules.MaxSaveSize)
	if err != nil {
		return nil, err
	}
	sealed, err := rules.Reseal(data)
	if err != nil {
		return nil, fmt.Errorf("not a save file: %w", err)
	}
	s, err := rules.Load(bytes.NewReader(sealed), set)
	if err != nil {
		return nil, fmt.Errorf("left as it was: %w", err)
	}
	return s, s.SaveFile(path)
}

// hostileSaves is the "hostile-saves [-n N] [-seed S] DIR" command.
func hostileSaves(env cmdline.Env, args []string) int {
	c := env.Command("hostile-saves", "[-n N] [-seed S] DIR", `Writes N hostile save files into DIR (created if missing): saves of random games
with the pre-built decks, each with one to three values of its JSON changed and
its checksums recomputed, as a player editing a save by hand would make them.
It prints what loading each one gives. Copy them into the saves folder of a
build on another system to check that the game refuses or loads every one
without failing.`)
	n := c.Int("n", 100, "how many files to write")
	seed := c.Uint64("seed", 1, "the seed that picks the edits")
	if code, done := c.Parse(args); done {
		return code
	}
	switch {
	case c.NArg() != 1:
		return c.Usage("give one folder")
	case *n < 1 || *n > 100000:
		return c.Usage("-n must be 1 to 100000")
	}
	set, decks, deities, err := baseGame()
	if err != nil {
		return c.Exit(err)
	}
	seeds, err := savefuzz.Seeds(set, decks, deities)
	if err != nil {
		return c.Exit(err)
	}
	dir := c.Arg(0)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return c.Exit(err)
	}
	r := rand.New(rand.NewPCG(*seed, 0x5a7e))
	loaded, refused := 0, 0
	for i := range *n {
		// Mutate gives nil for an edit that leaves no JSON to seal; the
		// next draw edits something else.
		var edited []byte
		for tries := 0; edited == nil; tries++ {
			if tries == 100 {
				return c.Fail("no edit of the saves could be written")
			}
			edited = savefuzz.Mutate(seeds[r.IntN(len(seeds))], uint16(r.Uint32()), r.Int64N(41)-20, uint8(r.Uint32()))
		}
		path := filepath.Join(dir, fmt.Sprintf("hostile-%04d.json", i+1))
		if err := os.WriteFile(path, edited, 0o644); err != nil {
			return c.Exit(err)
		}
		verdict := "loads"
		if _, err := rules.Load(bytes.NewReader(edited), set); err != nil {
			verdict = "refused: " + cmdline.OneLine(err.Error())
			refused++
		} else {
			loaded++
		}
		fmt.Fprintf(env.Stdout, "%s: %s\n", path, verdict)
	}
	fmt.Fprintf(env.Stdout, "%d files: %d load, %d refused\n", *n, loaded, refused)
	return cmdline.OK
}
