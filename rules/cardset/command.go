package cardset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"twilight/rules"
	"twilight/rules/english"
	"twilight/rules/userfile"
)

// fileResult is the verdict on one file given to ValidateFiles.
type fileResult struct {
	path     string
	problems []Problem
	summary  string // "ok" line when there is no problem
}

// DeckRules says which deck-building rules deck lists are judged by.
type DeckRules uint8

// Deck rules.
const (
	StandardDecks DeckRules = iota // 50 cards, the usual copy limits
	ExtendedDecks                  // 51 to 100 cards
	DraftDecks                     // Card Drafting: no copy limits
)

// input is one file given to validate, read once.
type input struct {
	path string
	data []byte
	deck bool
	// skipped says why the file was not read (a named pipe, a folder, too
	// large, missing); empty when it was.
	skipped string
}

// readInputs reads every file given to validate. A file that cannot be
// read is kept with the reason, so that every other file is still checked.
func readInputs(paths []string) []input {
	var out []input
	for _, p := range paths {
		b, err := ReadFile(p)
		if err != nil {
			reason := err.Error()
			var ue *userfile.Error
			if errors.As(err, &ue) {
				reason = ue.Reason
			}
			out = append(out, input{path: p, skipped: reason})
			continue
		}
		lines, _ := readLines(p, bytes.NewReader(b))
		out = append(out, input{path: p, data: b, deck: looksLikeDeck(p, lines)})
	}
	return out
}

// skippedResult reports a file that was not read.
func (in input) skippedResult() fileResult {
	return fileResult{path: in.path, problems: []Problem{{File: in.path, Msg: "skipped: " + in.skipped}}}
}

// validateInputs judges card files first (each on top of set and the card
// files before it), then deck lists against the result.
func validateInputs(inputs []input, set *rules.CardSet, mode DeckRules) ([]fileResult, error) {
	work, err := cloneSet(set)
	if err != nil {
		return nil, err
	}
	var res []fileResult
	for _, in := range inputs {
		switch {
		case in.skipped != "":
			res = append(res, in.skippedResult())
		case !in.deck:
			res = append(res, validateCardFile(in, work))
		}
	}
	for _, in := range inputs {
		if in.skipped == "" && in.deck {
			res = append(res, validateDeckFile(in, work, mode))
		}
	}
	return res, nil
}

// validateCardFile reads one card file on top of work (unchanged when the
// file has problems).
func validateCardFile(in input, work *rules.CardSet) fileResult {
	before, beforeD := len(work.Cards), len(work.Deities)
	r := fileResult{path: in.path}
	if err := Parse(in.path, bytes.NewReader(in.data), work); err != nil {
		var errs Errors
		if !errors.As(err, &errs) {
			errs = Errors{{File: in.path, Msg: err.Error()}}
		}
		r.problems = errs
		return r
	}
	r.summary = fmt.Sprintf("%s: ok (%s, %s)", in.path, english.Count(len(work.Cards)-before, "card"), english.Count(len(work.Deities)-beforeD, "Deity"))
	return r
}

// validateDeckFile judges one deck list by the rules of mode.
func validateDeckFile(in input, work *rules.CardSet, mode DeckRules) fileResult {
	r := fileResult{path: in.path}
	d, err := ParseDeck(in.path, bytes.NewReader(in.data), work)
	if err != nil {
		var errs Errors
		if !errors.As(err, &errs) {
			errs = Errors{{File: in.path, Msg: err.Error()}}
		}
		r.problems = errs
	}
	if mode == DraftDecks {
		r.problems = append(r.problems, ValidateDraftDeck(d, work)...)
	} else {
		r.problems = append(r.problems, ValidateDeck(d, work, mode == ExtendedDecks || d.Extended)...)
	}
	sortProblems(r.problems, []string{in.path})
	if len(r.problems) == 0 {
		deity := "no Deity"
		if d.Deity >= 0 {
			deity = work.Deities[d.Deity].Title
		}
		note := ""
		if mode == DraftDecks && !MeetsRequirement(d, work) {
			note = "; below the Faction Requirement, so no Deity power or Conviction"
		}
		r.summary = fmt.Sprintf("%s: ok (%s, %s%s)", in.path, deity, english.Count(d.Size(), "card"), note)
	}
	return r
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

// ValidateReport checks the files at paths and reports on them: the body of
// the "twilight validate" command. base holds the base set's card files
// (*.txt) at its root, such as assets.Cards(). Card files are read on top of the base set, like a
// Season, except that a card file named like a base-set file (an edited
// aggression.txt, say) takes that file's place. Deck lists are then judged
// against the result. Each problem is printed to stderr as
// "file:line: message"; each good file gets one "ok" line on stdout; a
// file that cannot be read is reported as skipped, and every other file is
// still checked. Nothing from a file reaches the terminal raw: lines with
// control characters are refused, and file names are escaped. It returns
// the exit code: 0 when every file is good, 1 when any has a problem or was
// skipped, 2 for a base set that does not load.
func ValidateReport(stdout, stderr io.Writer, base fs.FS, paths []string, decks DeckRules) int {
	set, replaced, rest, err := baseFor(base, readInputs(paths))
	if err != nil {
		fmt.Fprintf(stderr, "validate: %s\n", userfile.Printable(err.Error()))
		return 2
	}
	code := report(stdout, stderr, replaced)
	if set == nil {
		if len(rest) > 0 {
			fmt.Fprintln(stderr, "validate: the other files were not checked: the edited base-set files above do not load")
		}
		return code
	}
	res, err := validateInputs(rest, set, decks)
	if err != nil {
		fmt.Fprintf(stderr, "validate: %s\n", userfile.Printable(err.Error()))
		return 1
	}
	return max(code, report(stdout, stderr, res))
}

// report prints the verdicts, problems on stderr and ok lines on stdout,
// and returns 1 if there was any problem.
func report(stdout, stderr io.Writer, res []fileResult) int {
	code := 0
	for _, r := range res {
		for _, p := range r.problems {
			fmt.Fprintln(stderr, p.String())
			code = 1
		}
		if r.summary != "" {
			fmt.Fprintln(stdout, userfile.Printable(r.summary))
		}
	}
	return code
}

// baseFor loads the base set for the validate command. A card file named
// like one of the base set's files (aggression.txt...) is an edited copy of
// it: it replaces that file, and is checked together with the rest of the
// base set. It returns the set (nil when the replaced base set does not
// load), the verdicts on the replacing files, and the other inputs.
func baseFor(base fs.FS, inputs []input) (*rules.CardSet, []fileResult, []input, error) {
	names, err := fs.Glob(base, "*.txt")
	if err != nil {
		return nil, nil, nil, err
	}
	inBase := map[string]bool{}
	for _, n := range names {
		inBase[n] = true
	}
	replace := map[string]input{} // base file name -> the file given
	var order []string
	var rest []input
	for _, in := range inputs {
		name := filepath.Base(in.path)
		if _, dup := replace[name]; in.skipped == "" && !in.deck && inBase[name] && !dup {
			replace[name] = in
			order = append(order, in.path)
			continue
		}
		rest = append(rest, in)
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
		if in, ok := replace[n]; ok {
			srcs = append(srcs, source{in.path, bytes.NewReader(in.data)})
			continue
		}
		b, err := fs.ReadFile(base, n)
		if err != nil {
			return nil, nil, nil, err
		}
		srcs = append(srcs, source{n, bytes.NewReader(b)})
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
