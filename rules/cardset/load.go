package cardset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"twilight/rules"
	"twilight/rules/userfile"
)

// source is one card file to read.
type source struct {
	name string
	r    io.Reader
}

// Parse reads one card file and adds its cards and Deities to set. It
// checks them as LoadFS does (a mini-card a card creates may already be in
// set). It reports every problem as "file:line: message", one a line, in a
// value of type Errors; then set is left unchanged.
func Parse(name string, r io.Reader, set *rules.CardSet) error {
	return load(set, []source{{name, r}})
}

// MaxFileSize is the most a card file or deck list may hold. The whole
// base set is about 30 KB; anything past this is not a card file.
const MaxFileSize = 1 << 20

// ErrNoCardFiles is returned by LoadFS for a folder without *.txt files.
var ErrNoCardFiles = errors.New("holds no card files (*.txt)")

// ReadFile reads a card file or deck list from disk: a regular file (a
// named pipe, a device or a folder is refused at once, never waited on or
// streamed) of at most MaxFileSize bytes.
func ReadFile(path string) ([]byte, error) {
	return userfile.Read(path, MaxFileSize)
}

// LoadFS reads every *.txt file in dir of fsys, in name order, into a new
// set, then runs the whole-set checks. Files may refer to each other's
// mini-cards. All problems are reported together as Errors. A dir that
// does not exist, is not a folder or holds no *.txt file is an error (not
// an empty set), wrapping fs.ErrNotExist or ErrNoCardFiles.
func LoadFS(fsys fs.FS, dir string) (*rules.CardSet, error) {
	st, err := fs.Stat(fsys, dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s is not a folder", dir)
	}
	set := rules.NewCardSet()
	if err := loadDir(fsys, dir, set); err != nil {
		return nil, err
	}
	if len(set.Cards) <= 1 && len(set.Deities) == 0 {
		return nil, ErrNoCardFiles
	}
	return set, nil
}

// Seasons is what LoadSeasons did with a Seasons folder.
type Seasons struct {
	// Loaded are the Seasons added to the set, in the order read.
	Loaded []Season
	// Skipped are the files left out, each with why: its problems at
	// file:line, or one problem for a file that was not read at all (a
	// named pipe, a device, a folder, too large).
	Skipped []SkippedSeason
}

// Season is one Season file that loaded.
type Season struct {
	File           string // as shown to the player: "seasons/embers.txt"
	Cards, Deities int
}

// SkippedSeason is one Season file that was left out.
type SkippedSeason struct {
	File     string
	Problems []Problem
}

// LoadSeasons reads the Season files (*.txt) of the folder dir on top of
// set (which already holds the base set), one at a time in name order: a
// Season may use the mini-cards of the base set, its own, and those of the
// Seasons before it. A Season with any problem is left out alone, with its
// problems; the others load. Only regular files of at most MaxFileSize
// bytes are read (symbolic links are followed): a named pipe never blocks
// and a link to /dev/zero is never streamed. File names in the report are
// the folder's own name and the file's ("seasons/embers.txt"). A missing
// folder holds no Seasons; the error is for a folder that cannot be listed.
func LoadSeasons(dir string, set *rules.CardSet) (Seasons, error) {
	var out Seasons
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return out, nil
	case err != nil:
		return out, err
	case !st.IsDir():
		return out, fmt.Errorf("%s %s, not a folder", dir, userfile.Kind(st.Mode()))
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return out, err
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".txt") {
			continue
		}
		shown := path.Join(filepath.Base(dir), e.Name())
		b, err := ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			p := unreadable(shown, err)
			p.Msg = "skipped: " + strings.TrimPrefix(p.Msg, "not read: ")
			out.Skipped = append(out.Skipped, SkippedSeason{shown, []Problem{p}})
			continue
		}
		before, beforeD := len(set.Cards), len(set.Deities)
		if err := Parse(shown, bytes.NewReader(b), set); err != nil {
			var errs Errors
			if !errors.As(err, &errs) {
				errs = Errors{{File: shown, Msg: err.Error()}}
			}
			out.Skipped = append(out.Skipped, SkippedSeason{shown, errs})
			continue
		}
		out.Loaded = append(out.Loaded, Season{shown, len(set.Cards) - before, len(set.Deities) - beforeD})
	}
	return out, nil
}

// loadDir reads the *.txt files of dir in fsys into set.
func loadDir(fsys fs.FS, dir string, set *rules.CardSet) error {
	names, err := fs.Glob(fsys, path.Join(dir, "*.txt"))
	if err != nil {
		return err
	}
	sort.Strings(names)
	var srcs []source
	var unread Errors
	for _, n := range names {
		b, err := userfile.ReadFS(fsys, n, MaxFileSize)
		if err != nil {
			unread = append(unread, unreadable(n, err))
			continue
		}
		srcs = append(srcs, source{n, bytes.NewReader(b)})
	}
	if len(unread) > 0 {
		return unread
	}
	return load(set, srcs)
}

// unreadable is the problem for a file that could not be read.
func unreadable(name string, err error) Problem {
	var ue *userfile.Error
	if errors.As(err, &ue) {
		return Problem{File: name, Msg: "not read: " + ue.Reason}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return Problem{File: name, Msg: "cannot be read: " + err.Error()}
}

// load reads the sources and adds everything they define to set at once.
func load(set *rules.CardSet, srcs []source) error {
	var probs []Problem
	var raws []*rawCard
	var files []string
	for _, s := range srcs {
		files = append(files, s.name)
		lines, ps := readLines(s.name, s.r)
		probs = append(probs, ps...)
		blocks, ps := parseBlocks(s.name, lines)
		probs = append(probs, ps...)
		rcs, ps := build(s.name, blocks)
		probs = append(probs, ps...)
		raws = append(raws, rcs...)
	}
	work, err := cloneSet(set)
	if err != nil {
		return err
	}
	probs = append(probs, install(work, raws)...)
	if len(probs) > 0 {
		sortProblems(probs, files)
		return Errors(probs)
	}
	*set = *work
	return nil
}

// cloneSet copies a set so that a failed load leaves the original as it was.
// Definitions are immutable, so their slices are shared.
func cloneSet(cs *rules.CardSet) (*rules.CardSet, error) {
	n := rules.NewCardSet()
	if cs == nil {
		return n, nil
	}
	for i := 1; i < len(cs.Cards); i++ {
		if _, err := n.Add(cs.Cards[i]); err != nil {
			return nil, err
		}
	}
	for _, d := range cs.Deities {
		if err := n.AddDeity(d); err != nil {
			return nil, err
		}
	}
	return n, nil
}

// install adds raw cards and Deities to set, resolves mini-card keys,
// writes rules text and runs the checks.
func install(set *rules.CardSet, raws []*rawCard) []Problem {
	var probs []Problem
	bad := func(w *where, n int, f string, a ...any) {
		probs = append(probs, Problem{w.file, n, fmt.Sprintf(f, a...)})
	}
	type added struct {
		rc *rawCard
		id rules.DefID
	}
	var cards []added
	var deities []*rawCard
	for _, rc := range raws {
		if rc.deity != nil {
			if i, dup := set.Deity(rc.deity.Key); dup {
				bad(rc.w, rc.w.header, "Deity %q is already defined at %s", rc.deity.Title, set.Deities[i].Source)
				continue
			}
			if err := set.AddDeity(*rc.deity); err != nil {
				bad(rc.w, rc.w.header, "%v", err)
				continue
			}
			deities = append(deities, rc)
			continue
		}
		d := &rc.def
		if old, byKey := findCard(set, d); old != nil {
			if byKey {
				bad(rc.w, rc.w.header, "key %q of %q is already used by %q at %s", d.Key, d.Title, old.Title, old.Source)
			} else {
				bad(rc.w, rc.w.header, "card %q is already defined at %s", d.Title, old.Source)
			}
			continue
		}
		id, err := set.Add(*d)
		if err != nil {
			bad(rc.w, rc.w.header, "%v", err)
			continue
		}
		cards = append(cards, added{rc, id})
	}
	// Mini-card references, now that every card has an id.
	for _, a := range cards {
		d := &set.Cards[a.id]
		if len(a.rc.minis) == 0 {
			continue
		}
		abs := cloneAbilities(d.Abilities)
		for _, m := range a.rc.minis {
			id, ok := set.Lookup(m.key)
			switch {
			case !ok || set.Cards[id].Key != m.key:
				bad(a.rc.w, m.line, "no mini-card with key %q", m.key)
				a.rc.bad = true
			case !set.Cards[id].Mini:
				bad(a.rc.w, m.line, "%q is not a mini-card (mini: yes)", m.key)
				a.rc.bad = true
			default:
				abs[m.ab].Clauses[m.cl].Mini = id
			}
		}
		d.Abilities = abs
	}
	// Rules text, then the checks.
	for _, a := range cards {
		d := &set.Cards[a.id]
		writeTexts(set, d, d.Abilities)
		cardTexts(d)
		if !a.rc.bad {
			probs = append(probs, checkCard(set, d, a.rc.w)...)
		}
	}
	for _, rc := range deities {
		i, _ := set.Deity(rc.deity.Key)
		d := &set.Deities[i]
		writeTexts(set, nil, d.Abilities)
		d.Text = DescribeDeity(d)
		if !rc.bad {
			probs = append(probs, checkDeity(set, d, rc.w)...)
		}
	}
	return probs
}

// writeTexts sets each ability's Text from its structure (Describe).
func writeTexts(set *rules.CardSet, d *rules.CardDef, abs []rules.Ability) {
	for i := range abs {
		abs[i].Text = Describe(set, d, &abs[i])
	}
}

func cloneAbilities(abs []rules.Ability) []rules.Ability {
	out := make([]rules.Ability, len(abs))
	for i, a := range abs {
		a.Clauses = append([]rules.Clause(nil), a.Clauses...)
		out[i] = a
	}
	return out
}

// findCard finds a card d would clash with: the same key, or the same title
// unless one of the two is a mini-card. byKey says which.
func findCard(set *rules.CardSet, d *rules.CardDef) (old *rules.CardDef, byKey bool) {
	for i := 1; i < len(set.Cards); i++ {
		o := &set.Cards[i]
		if strings.EqualFold(o.Title, d.Title) && !o.Mini && !d.Mini {
			return o, false
		}
		if o.Key == d.Key {
			return o, true
		}
	}
	return nil, false
}

// Layer returns a new set holding every card and Deity of base, and those
// of top that base does not already define (by key, or by title for Action
// cards and Deities): a scenario's test cards laid over the base set. A
// card of top that names a mini-card of top keeps pointing at the same
// mini-card, wherever it ended up.
func Layer(base, top *rules.CardSet) (*rules.CardSet, error) {
	set, err := cloneSet(base)
	if err != nil {
		return nil, err
	}
	ids := make([]rules.DefID, len(top.Cards))
	var added []rules.DefID
	for i := 1; i < len(top.Cards); i++ {
		d := top.Cards[i]
		if old, _ := findCard(set, &d); old != nil {
			ids[i] = old.ID
			continue
		}
		id, err := set.Add(d)
		if err != nil {
			return nil, err
		}
		ids[i] = id
		added = append(added, id)
	}
	remap := func(abs []rules.Ability) []rules.Ability {
		abs = cloneAbilities(abs)
		for a := range abs {
			for k := range abs[a].Clauses {
				if cl := &abs[a].Clauses[k]; cl.Mini != 0 {
					cl.Mini = ids[cl.Mini]
				}
			}
		}
		return abs
	}
	for _, id := range added {
		set.Cards[id].Abilities = remap(set.Cards[id].Abilities)
	}
	for _, dd := range top.Deities {
		if _, dup := set.Deity(dd.Title); dup {
			continue
		}
		if _, dup := set.Deity(dd.Key); dup {
			continue
		}
		dd.Abilities = remap(dd.Abilities)
		if err := set.AddDeity(dd); err != nil {
			return nil, err
		}
	}
	return set, nil
}
