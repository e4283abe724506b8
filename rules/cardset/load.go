package cardset

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"

	"twilight/rules"
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

// LoadFS reads every *.txt file in dir of fsys, in name order, into a new
// set, then runs the whole-set checks. Files may refer to each other's
// mini-cards. All problems are reported together as Errors.
func LoadFS(fsys fs.FS, dir string) (*rules.CardSet, error) {
	set := rules.NewCardSet()
	if err := loadDir(fsys, dir, set); err != nil {
		return nil, err
	}
	return set, nil
}

// LoadUserSeasons reads every *.txt file in the directory dir on top of set
// (which already holds the base set), like an expansion Season, with the
// same checks. A missing directory is not an error. On any problem set is
// left unchanged and the problems are returned as Errors.
func LoadUserSeasons(dir string, set *rules.CardSet) error {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		if err == nil || errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	return loadDir(os.DirFS(dir), ".", set)
}

// loadDir reads the *.txt files of dir in fsys into set.
func loadDir(fsys fs.FS, dir string, set *rules.CardSet) error {
	names, err := fs.Glob(fsys, path.Join(dir, "*.txt"))
	if err != nil {
		return err
	}
	sort.Strings(names)
	var srcs []source
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return err
		}
		srcs = append(srcs, source{n, strings.NewReader(string(b))})
	}
	return load(set, srcs)
}

// load reads the sources and adds everything they define to set at once.
func load(set *rules.CardSet, srcs []source) error {
	var probs []Problem
	var raws []*rawCard
	var files []string
	for _, s := range srcs {
		files = append(files, s.name)
		lines, err := readLines(s.r)
		if err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
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
