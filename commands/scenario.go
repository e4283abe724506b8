package commands

import (
	"fmt"
	"os"
	"path/filepath"

	"twilight/cmdline"
	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/scenario"
)

// scenarioCommand is the "scenario [-cards DIR] FILE..." command. Each file
// runs with the card set in DIR when given; otherwise with the cards/
// folder beside the scenario's folder (rules/testdata/cards for the
// rulebook examples) when there is one, else with base. It prints PASS or
// FAIL per file, then "N passed, M failed"; it returns 0, 1 if any failed,
// or 2 on a usage error.
func scenarioCommand(env cmdline.Env, args []string, base *rules.CardSet) int {
	c := env.Command("scenario", "[-cards DIR] FILE...", `Plays out scenario files (see rules/testdata/scenarios/README.md) and
prints PASS or FAIL for each, then "N passed, M failed".`)
	cards := c.String("cards", "", "load the card set from `DIR` (default: the cards/ folder beside\nthe scenario's folder, else the built-in base set)")
	if code, done := c.Parse(args); done {
		return code
	}
	if c.NArg() == 0 {
		return c.Usage("no scenario files given")
	}
	sets := map[string]*rules.CardSet{}
	load := func(dir string) (*rules.CardSet, error) {
		if s, ok := sets[dir]; ok {
			return s, nil
		}
		s, err := cardset.LoadFS(os.DirFS(filepath.Dir(dir)), filepath.Base(dir))
		if err != nil {
			return nil, err
		}
		sets[dir] = s
		return s, nil
	}
	return scenario.RunAll(c.Args(), env.Stdout, base, func(path string) (*rules.CardSet, error) {
		if *cards != "" {
			return load(filepath.Clean(*cards))
		}
		beside := filepath.Join(filepath.Dir(filepath.Dir(path)), "cards")
		if fi, err := os.Stat(beside); err == nil && fi.IsDir() {
			return load(beside)
		}
		if base == nil {
			return nil, fmt.Errorf("no card set: pass -cards DIR")
		}
		return base, nil
	})
}
