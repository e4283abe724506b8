package scenario

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"twilight/rules"
	"twilight/rules/cardset"
)

// Main is the `twilight scenario [-cards DIR] FILE...` command. Each file
// runs with the card set in DIR when given; otherwise with the cards/
// folder beside the scenario's folder (rules/testdata/cards for the
// rulebook examples) when there is one, else with base. It prints PASS or
// FAIL per file, then "N passed, M failed"; it returns 0, 1 if any failed,
// or 2 on a usage error.
func Main(args []string, stdout, stderr io.Writer, base *rules.CardSet) int {
	fs := flag.NewFlagSet("twilight scenario", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cards := fs.String("cards", "", "load the card set from `DIR` instead")
	usage := func(w io.Writer) {
		fmt.Fprint(w, `usage: twilight scenario [-cards DIR] FILE...

Plays out scenario files (see rules/testdata/scenarios/README.md) and
prints PASS or FAIL for each, then "N passed, M failed".

  -cards DIR   the card set to use (default: the cards/ folder beside the
               scenario's folder, else the built-in base set)
`)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout)
			return 0
		}
		fmt.Fprintf(stderr, "twilight scenario: %v (run twilight scenario -h for usage)\n", err)
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "twilight scenario: no scenario files given (run twilight scenario -h for usage)")
		return 2
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
	return runAll(fs.Args(), stdout, base, func(path string) (*rules.CardSet, error) {
		switch {
		case *cards != "":
			return load(filepath.Clean(*cards))
		default:
			beside := filepath.Join(filepath.Dir(filepath.Dir(path)), "cards")
			if fi, err := os.Stat(beside); err == nil && fi.IsDir() {
				return load(beside)
			}
		}
		if base == nil {
			return nil, fmt.Errorf("no card set: pass -cards DIR")
		}
		return base, nil
	})
}
