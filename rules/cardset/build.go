package cardset

import (
	"fmt"
	"strconv"
	"strings"

	"twilight/rules"
)

// where locates the parts of one card or deity in its file, so a problem
// found in the built definition can point at the line that caused it.
type where struct {
	file   string
	header int
	fields map[string]int
	abl    []int // line of each ability, in order
}

func (w *where) field(name string) int {
	if n, ok := w.fields[name]; ok {
		return n
	}
	return w.header
}

func (w *where) ability(i int) int {
	if i >= 0 && i < len(w.abl) && w.abl[i] > 0 {
		return w.abl[i]
	}
	return w.header
}

// whereFromSource rebuilds a where from a "file:line" Source: every part
// of the definition is then located at its first line.
func whereFromSource(src string) *where {
	w := &where{file: src, fields: map[string]int{}}
	if i := strings.LastIndexByte(src, ':'); i > 0 {
		if n, err := strconv.Atoi(src[i+1:]); err == nil {
			w.file, w.header = src[:i], n
		}
	}
	return w
}

// miniRef is a "create" clause whose mini-card key is resolved once every
// file of a load has been read.
type miniRef struct {
	ab, cl int
	key    string
	line   int
}

// rawCard is a card or deity built from a block, before it joins a set.
type rawCard struct {
	def   rules.CardDef
	deity *rules.DeityDef
	w     *where
	minis []miniRef
	bad   bool // the block had syntax problems: skip the semantic checks
}

// build turns the blocks of a file into raw cards and deities.
func build(file string, blocks []*block) ([]*rawCard, []Problem) {
	var out []*rawCard
	var probs []Problem
	for _, b := range blocks {
		rc, ps := buildBlock(file, b)
		out = append(out, rc)
		probs = append(probs, ps...)
	}
	return out, probs
}

func buildBlock(file string, b *block) (*rawCard, []Problem) {
	var probs []Problem
	bad := func(n int, f string, a ...any) { probs = append(probs, Problem{file, n, fmt.Sprintf(f, a...)}) }
	w := &where{file: file, header: b.line, fields: map[string]int{}}
	for name, f := range b.fields {
		w.fields[name] = f.line
	}
	rc := &rawCard{w: w}
	src := fmt.Sprintf("%s:%d", file, b.line)
	get := func(name string) (field, bool) { f, ok := b.fields[name]; return f, ok }

	key := ""
	if f, ok := get("key"); ok {
		if !isSlug(f.val) {
			bad(f.line, "key %q must be lower case words joined by dashes, such as %q", f.val, rules.KeyOf(f.val))
		}
		key = f.val
	}
	art := ""
	if f, ok := get("art"); ok {
		if !isSlug(f.val) {
			bad(f.line, "art %q must be a game-icons.net name: lower case words joined by dashes", f.val)
		}
		art = f.val
	}
	flavor := strings.Join(b.flavor, "\n")

	if b.deity {
		rc.deity = &rules.DeityDef{Key: key, Title: b.title, Art: art, Flavor: flavor, Source: src}
		probs = append(probs, buildDeity(file, b, w, rc.deity)...)
		rc.bad = len(probs) > 0
		return rc, probs
	}

	d := &rc.def
	d.Title, d.Key, d.Art, d.Flavor, d.Source = b.title, key, art, flavor, src
	if f, ok := get("mini"); ok {
		yes, valid := parseYes(f.val)
		if !valid {
			bad(f.line, "mini: must be yes or no")
		}
		d.Mini = yes
	}
	if d.Key == "" {
		d.Key = rules.KeyOf(b.title)
		if d.Mini {
			d.Key += "-mini"
		}
	}
	if f, ok := get("level"); ok {
		l, valid := parseLevel(f.val)
		if !valid {
			bad(f.line, "unknown level %q (use I, II or III)", f.val)
		}
		d.Level = l
	}
	if f, ok := get("cost"); ok {
		c, err := parseCost(f.val)
		if err != nil {
			bad(f.line, "%v", err)
		}
		d.Cost = c
	}
	if f, ok := get("type"); ok {
		t, valid := typeNames[strings.ToLower(f.val)]
		if !valid {
			bad(f.line, "unknown card type %q (use creature, fortification, intrigue or scheme)", f.val)
		}
		d.Type = t
	}
	if f, ok := get("faction"); ok {
		fs, err := parseFactions(f.val)
		if err != nil {
			bad(f.line, "%v", err)
		}
		d.Factions = fs
	}
	if f, ok := get("stats"); ok {
		fi, li, err := parseStats(f.val)
		if err != nil {
			bad(f.line, "%v", err)
		}
		d.Fight, d.Life = int8(fi), int8(li)
	}
	if f, ok := get("keywords"); ok {
		kw, armor, defile, err := parseKeywords(f.val)
		if err != nil {
			bad(f.line, "%v", err)
		}
		d.Keywords, d.Armor, d.Defile = kw, int8(armor), int8(defile)
	}
	if f, ok := get("directions"); ok {
		ds, err := parseDirs(f.val)
		if err != nil {
			bad(f.line, "%v", err)
		}
		d.Directions = ds
	}
	if f, ok := get("upkeep"); ok {
		c, err := parseCost(f.val)
		if err != nil {
			bad(f.line, "upkeep: %v", err)
		}
		d.Upkeep = c
	}
	if f, ok := get("gem"); ok {
		if !isSlug(f.val) {
			bad(f.line, "gem %q must be lower case words joined by dashes", f.val)
		}
		d.Gem = f.val
	}
	abs, minis, ps := buildEffects(file, b, d.Type == rules.Creature, false, w)
	probs = append(probs, ps...)
	d.Abilities, rc.minis = abs, minis
	rc.bad = len(probs) > 0
	return rc, probs
}

// buildDeity fills Deity d from the fields and effect lines of block b.
func buildDeity(file string, b *block, w *where, d *rules.DeityDef) []Problem {
	var probs []Problem
	bad := func(n int, f string, a ...any) { probs = append(probs, Problem{file, n, fmt.Sprintf(f, a...)}) }
	get := func(name string) (field, bool) { f, ok := b.fields[name]; return f, ok }
	if d.Key == "" {
		d.Key = rules.KeyOf(b.title)
	}
	if f, ok := get("faction"); ok {
		fs, err := parseFactions(f.val)
		switch {
		case err != nil:
			bad(f.line, "%v", err)
		case fs&(fs-1) != 0:
			bad(f.line, "a Deity belongs to one faction")
		default:
			d.Faction = lowestFaction(fs)
		}
	}
	if f, ok := get("conviction"); ok {
		fs, err := parseFactions(f.val)
		if err != nil {
			bad(f.line, "%v", err)
		}
		d.Conviction = fs
	}
	if f, ok := get("requirement"); ok {
		words := strings.Fields(f.val)
		n := 0
		var err error
		if len(words) == 2 {
			n, err = strconv.Atoi(words[1])
		}
		fa, known := factionNames[strings.ToLower(firstOr(words))]
		switch {
		case len(words) != 2 || err != nil:
			bad(f.line, "requirement must be a faction and a number, such as \"Aggression 10\"")
		case !known:
			bad(f.line, "unknown faction %q (use aggression, negotiation, mysticism or sanctuary)", words[0])
		default:
			d.ReqFaction, d.ReqCount = fa, n
		}
	}
	if f, ok := get("deck"); ok {
		if !isSlug(f.val) {
			bad(f.line, "deck %q must be a gem name: lower case words joined by dashes", f.val)
		}
		d.DefaultDeck = f.val
	}
	abs, minis, ps := buildEffects(file, b, false, true, w)
	probs = append(probs, ps...)
	if len(minis) > 0 {
		bad(minis[0].line, "a Deity power cannot create mini-cards")
	}
	d.Abilities = abs
	return probs

}

func firstOr(words []string) string {
	if len(words) == 0 {
		return ""
	}
	return words[0]
}

// lowestFaction returns the first faction in a set.
func lowestFaction(fs rules.FactionSet) rules.Faction {
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if fs.Has(f) {
			return f
		}
	}
	return 0
}

// buildEffects parses the effect lines of a block into abilities.
func buildEffects(file string, b *block, creature, deity bool, w *where) ([]rules.Ability, []miniRef, []Problem) {
	var abs []rules.Ability
	var minis []miniRef
	var probs []Problem
	bad := func(n int, f string, a ...any) { probs = append(probs, Problem{file, n, fmt.Sprintf(f, a...)}) }
	for _, e := range b.effects {
		tr, err := parseTrigger(e.head, creature, deity)
		if err != nil {
			bad(e.line, "%v", err)
			continue
		}
		cond := rules.Always
		if tr.cont {
			if len(abs) == 0 {
				bad(e.line, "a %s: line adds to the effect above it, and there is none", e.head)
				continue
			}
			cond = tr.cond
		}
		pcs, err := parseClauses(e.body, cond)
		if err != nil {
			bad(e.line, "%v", err)
			continue
		}
		if !tr.cont {
			abs = append(abs, tr.ab)
			w.abl = append(w.abl, e.line)
		}
		ai := len(abs) - 1
		for _, pc := range pcs {
			if pc.miniKey != "" {
				minis = append(minis, miniRef{ai, len(abs[ai].Clauses), pc.miniKey, e.line})
			}
			abs[ai].Clauses = append(abs[ai].Clauses, pc.c)
		}
	}
	return abs, minis, probs
}
