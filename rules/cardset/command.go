package cardset

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"twilight/rules"
)

// fileResult is the verdict on one file given to ValidateFiles.
type fileResult struct {
	path     string
	problems []Problem
	summary  string // "ok" line when there is no problem
}

// deckMode says which deck-building rules decks are judged by.
type deckMode uint8

const (
	standardDecks deckMode = iota
	extendedDecks
	draftDecks
)

// ValidateFiles checks card files and deck lists against set, without
// changing it. Card files are read on top of set, like an expansion Season,
// in the order given; deck lists are then judged by the standard
// deck-building rules against set plus those card files. A file is a deck
// list when its name ends in .deck or its first lines are "Deity:",
// "Name:" or "3 Card" lines. It returns every problem as
// "file:line: message"; err reports files that could not be read.
func ValidateFiles(paths []string, set *rules.CardSet) ([]string, error) {
	res, err := validateFiles(paths, set, standardDecks)
	var out []string
	for _, r := range res {
		for _, p := range r.problems {
			out = append(out, p.String())
		}
	}
	return out, err
}

func validateFiles(paths []string, set *rules.CardSet, mode deckMode) ([]fileResult, error) {
	work, err := cloneSet(set)
	if err != nil {
		return nil, err
	}
	var readErrs []error
	type input struct {
		path string
		data []byte
		deck bool
	}
	var inputs []input
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			readErrs = append(readErrs, err)
			continue
		}
		lines, _ := readLines(bytes.NewReader(b))
		inputs = append(inputs, input{p, b, looksLikeDeck(p, lines)})
	}
	var res []fileResult
	for _, in := range inputs {
		if in.deck {
			continue
		}
		before, beforeD := len(work.Cards), len(work.Deities)
		r := fileResult{path: in.path}
		if err := Parse(in.path, bytes.NewReader(in.data), work); err != nil {
			var errs Errors
			if !errors.As(err, &errs) {
				return nil, err
			}
			r.problems = errs
		} else {
			r.summary = fmt.Sprintf("%s: ok (%s, %s)", in.path, count(len(work.Cards)-before, "card"), count(len(work.Deities)-beforeD, "Deity"))
		}
		res = append(res, r)
	}
	for _, in := range inputs {
		if !in.deck {
			continue
		}
		r := fileResult{path: in.path}
		d, err := ParseDeck(in.path, bytes.NewReader(in.data), work)
		if err != nil {
			var errs Errors
			if !errors.As(err, &errs) {
				return nil, err
			}
			r.problems = errs
		}
		if mode == draftDecks {
			r.problems = append(r.problems, ValidateDraftDeck(d, work)...)
		} else {
			r.problems = append(r.problems, ValidateDeck(d, work, mode == extendedDecks || d.Extended)...)
		}
		sortProblems(r.problems, []string{in.path})
		if len(r.problems) == 0 {
			deity := "no Deity"
			if d.Deity >= 0 {
				deity = work.Deities[d.Deity].Title
			}
			note := ""
			if mode == draftDecks && !MeetsRequirement(d, work) {
				note = "; below the Faction Requirement, so no Deity power or Conviction"
			}
			r.summary = fmt.Sprintf("%s: ok (%s, %s%s)", in.path, deity, count(d.Size(), "card"), note)
		}
		res = append(res, r)
	}
	return res, errors.Join(readErrs...)
}

func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "y") {
		return fmt.Sprintf("%d %sies", n, strings.TrimSuffix(noun, "y"))
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// looksLikeDeck decides whether a file is a deck list (else a card file).
func looksLikeDeck(name string, lines []srcLine) bool {
	if strings.HasSuffix(strings.ToLower(name), ".deck") {
		return true
	}
	for _, l := range lines {
		t := stripComment(l.text)
		if startsWithDigit(t) {
			return true
		}
		head, _, ok := splitField(t)
		if !ok {
			continue
		}
		if head != "deity" && head != "name" && head != "extended" {
			return false
		}
	}
	return true
}

// ValidateCommand is the "twilight validate [-extended|-draft] FILE..."
// command. base holds the base set's card files (*.txt) at its root, such
// as assets.Cards(). Card files are read on top of the base set, like a
// Season, except that a card file named like a base-set file (an edited
// aggression.txt, say) takes that file's place. Deck lists are then judged
// against the result. Each problem is printed to stderr as
// "file:line: message"; each good file gets one "ok" line on stdout. It
// returns the exit code: 0 when every file is good, 1 when any has a
// problem, 2 for a usage error or a base set that does not load.
func ValidateCommand(args []string, stdout, stderr io.Writer, base fs.FS) int {
	fl := flag.NewFlagSet("twilight validate", flag.ContinueOnError)
	fl.SetOutput(io.Discard)
	extended := fl.Bool("extended", false, "judge decks as Extended decks (51 to 100 cards)")
	draft := fl.Bool("draft", false, "judge decks by the Card Drafting rules (no copy limits)")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: twilight validate [-extended | -draft] FILE...")
		fmt.Fprintln(w, "Checks card files (read on top of the base set, like a Season; a file named like a")
		fmt.Fprintln(w, "base-set file replaces it) and deck lists (Deity: and \"3 Card\" lines, or *.deck).")
		fl.SetOutput(w)
		fl.PrintDefaults()
		fl.SetOutput(io.Discard)
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout)
			return 0
		}
		fmt.Fprintf(stderr, "twilight validate: %v (run twilight validate -h for usage)\n", err)
		return 2
	}
	switch {
	case fl.NArg() == 0:
		fmt.Fprintln(stderr, "twilight validate: no files given (run twilight validate -h for usage)")
		return 2
	case *extended && *draft:
		fmt.Fprintln(stderr, "twilight validate: -extended and -draft cannot be combined")
		return 2
	}
	mode := standardDecks
	switch {
	case *extended:
		mode = extendedDecks
	case *draft:
		mode = draftDecks
	}
	set, replaced, rest, err := baseFor(base, fl.Args())
	if err != nil {
		fmt.Fprintf(stderr, "twilight validate: %v\n", err)
		return 2
	}
	code := 0
	for _, r := range replaced {
		for _, p := range r.problems {
			fmt.Fprintln(stderr, p.String())
			code = 1
		}
		if r.summary != "" {
			fmt.Fprintln(stdout, r.summary)
		}
	}
	if set == nil {
		if len(rest) > 0 {
			fmt.Fprintln(stderr, "twilight validate: the other files were not checked: the edited base-set files above do not load")
		}
		return code
	}
	res, err := validateFiles(rest, set, mode)
	if err != nil {
		fmt.Fprintf(stderr, "twilight validate: %v\n", err)
		code = 1
	}
	for _, r := range res {
		for _, p := range r.problems {
			fmt.Fprintln(stderr, p.String())
			code = 1
		}
		if r.summary != "" {
			fmt.Fprintln(stdout, r.summary)
		}
	}
	return code
}

// baseFor loads the base set for the validate command. A card file named
// like one of the base set's files (aggression.txt...) is an edited copy of
// it: it replaces that file, and is checked together with the rest of the
// base set. It returns the set (nil when the replaced base set does not
// load), the verdicts on the replacing files, and the other paths.
func baseFor(base fs.FS, paths []string) (*rules.CardSet, []fileResult, []string, error) {
	names, err := fs.Glob(base, "*.txt")
	if err != nil {
		return nil, nil, nil, err
	}
	inBase := map[string]bool{}
	for _, n := range names {
		inBase[n] = true
	}
	replace := map[string]string{} // base file name -> path given
	var order []string
	var rest []string
	for _, p := range paths {
		name := filepath.Base(p)
		if b, err := os.ReadFile(p); err == nil && inBase[name] && replace[name] == "" {
			if lines, _ := readLines(bytes.NewReader(b)); !looksLikeDeck(p, lines) {
				replace[name] = p
				order = append(order, p)
				continue
			}
		}
		rest = append(rest, p)
	}
	if len(replace) == 0 {
		set, err := LoadFS(base, ".")
		if err != nil {
			return nil, nil, nil, fmt.Errorf("the base set does not load:\n%v", err)
		}
		return set, nil, rest, nil
	}
	var srcs []source
	for _, n := range names {
		var b []byte
		var err error
		name := n
		if p := replace[n]; p != "" {
			b, err = os.ReadFile(p)
			name = p
		} else {
			b, err = fs.ReadFile(base, n)
		}
		if err != nil {
			return nil, nil, nil, err
		}
		srcs = append(srcs, source{name, bytes.NewReader(b)})
	}
	set := rules.NewCardSet()
	err = load(set, srcs)
	var errs Errors
	if err != nil && !errors.As(err, &errs) {
		return nil, nil, nil, err
	}
	// Report every problem under the file it is in; the replacing files
	// get the ok lines.
	var res []fileResult
	byFile := map[string][]Problem{}
	for _, p := range errs {
		byFile[p.File] = append(byFile[p.File], p)
	}
	for _, p := range order {
		r := fileResult{path: p, problems: byFile[p]}
		delete(byFile, p)
		if len(r.problems) == 0 {
			r.summary = fmt.Sprintf("%s: ok (replaces the base set's %s)", p, filepath.Base(p))
		}
		res = append(res, r)
	}
	for _, n := range names {
		if ps := byFile[n]; len(ps) > 0 {
			res = append(res, fileResult{path: n, problems: ps})
		}
	}
	if len(errs) > 0 {
		return nil, res, rest, nil
	}
	return set, res, rest, nil
}
