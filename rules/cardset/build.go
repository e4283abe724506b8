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
	bb := blockBuilder{file: file, b: b}
	w := &where{file: file, header: b.line, fields: map[string]int{}}
	for name, f := range b.fields {
		w.fields[name] = f.line
	}
	rc := &rawCard{w: w}
	key := bb.slug("key", "key %q must be lower case words joined by dashes, such as %q")
	art := bb.slug("art", "art %q must be a game-icons.net name: lower case words joined by dashes")
	src := fmt.Sprintf("%s:%d", file, b.line)
	flavor := strings.Join(b.flavor, "\n")
	if b.deity {
		d := &rules.DeityDef{Key: key, Title: b.title, Art: art, Flavor: flavor, Source: src}
		if d.Key == "" {
			d.Key = rules.KeyOf(b.title)
		}
		bb.deityFields(d)
		abs, minis, ps := buildEffects(file, b, false, true, w)
		bb.probs = append(bb.probs, ps...)
		if len(minis) > 0 {
			bb.bad(minis[0].line, "a Deity power cannot create mini-cards")
		}
		d.Abilities = abs
		rc.deity, rc.bad = d, len(bb.probs) > 0
		return rc, bb.probs
	}
	d := &rc.def
	d.Title, d.Key, d.Art, d.Flavor, d.Source = b.title, key, art, flavor, src
	bb.cardFields(d)
	abs, minis, ps := buildEffects(file, b, d.Type == rules.Creature, false, w)
	bb.probs = append(bb.probs, ps...)
	d.Abilities, rc.minis = abs, minis
	rc.bad = len(bb.probs) > 0
	return rc, bb.probs
}

// blockBuilder reads the fields of one block, collecting problems.
type blockBuilder struct {
	file  string
	b     *block
	probs []Problem
}

func (bb *blockBuilder) bad(n int, f string, a ...any) {
	bb.probs = append(bb.probs, Problem{bb.file, n, fmt.Sprintf(f, a...)})
}

func (bb *blockBuilder) get(name string) (field, bool) { f, ok := bb.b.fields[name]; return f, ok }

// slug reads field name, which must be lower case words joined by dashes;
// complaint is the message (with the value and, for keys, a suggestion).
func (bb *blockBuilder) slug(name, complaint string) string {
	f, ok := bb.get(name)
	if !ok {
		return ""
	}
	if !isSlug(f.val) {
		if name == "key" {
			bb.bad(f.line, complaint, f.val, rules.KeyOf(f.val))
		} else {
			bb.bad(f.line, complaint, f.val)
		}
	}
	return f.val
}

// deityFields reads a Deity's faction, Conviction, requirement and deck.
func (bb *blockBuilder) deityFields(d *rules.DeityDef) {
	if f, ok := bb.get("faction"); ok {
		fs, err := parseFactions(f.val)
		switch {
		case err != nil:
			bb.bad(f.line, "%v", err)
		case fs&(fs-1) != 0:
			bb.bad(f.line, "a Deity belongs to one faction")
		default:
			d.Faction = lowestFaction(fs)
		}
	}
	if f, ok := bb.get("conviction"); ok {
		fs, err := parseFactions(f.val)
		if err != nil {
			bb.bad(f.line, "%v", err)
		}
		d.Conviction = fs
	}
	if f, ok := bb.get("requirement"); ok {
		words := strings.Fields(f.val)
		n := 0
		var err error
		if len(words) == 2 {
			n, err = strconv.Atoi(words[1])
		}
		fa, known := factionNames[strings.ToLower(firstOr(words))]
		switch {
		case len(words) != 2 || err != nil:
			bb.bad(f.line, "requirement must be a faction and a number, such as \"Aggression 10\"")
		case !known:
			bb.bad(f.line, "unknown faction %q (use aggression, negotiation, mysticism or sanctuary)", words[0])
		default:
			d.ReqFaction, d.ReqCount = fa, n
		}
	}
	d.DefaultDeck = bb.slug("deck", "deck %q must be a gem name: lower case words joined by dashes")
}

// cardFields reads an Action card's or mini-card's fields.
func (bb *blockBuilder) cardFields(d *rules.CardDef) {
	if f, ok := bb.get("mini"); ok {
		yes, valid := parseYes(f.val)
		if !valid {
			bb.bad(f.line, "mini: must be yes or no")
		}
		d.Mini = yes
	}
	if d.Key == "" {
		d.Key = rules.KeyOf(d.Title)
		if d.Mini {
			d.Key += "-mini"
		}
	}
	if f, ok := bb.get("level"); ok {
		l, valid := parseLevel(f.val)
		if !valid {
			bb.bad(f.line, "unknown level %q (use I, II or III)", f.val)
		}
		d.Level = l
	}
	bb.cost("cost", "", &d.Cost)
	if f, ok := bb.get("type"); ok {
		t, valid := typeNames[strings.ToLower(f.val)]
		if !valid {
			bb.bad(f.line, "unknown card type %q (use creature, fortification, intrigue or scheme)", f.val)
		}
		d.Type = t
	}
	if f, ok := bb.get("faction"); ok {
		fs, err := parseFactions(f.val)
		if err != nil {
			bb.bad(f.line, "%v", err)
		}
		d.Factions = fs
	}
	if f, ok := bb.get("stats"); ok {
		fi, li, err := parseStats(f.val)
		if err != nil {
			bb.bad(f.line, "%v", err)
		}
		d.Fight, d.Life = int8(fi), int8(li)
	}
	if f, ok := bb.get("keywords"); ok {
		kw, armor, defile, err := parseKeywords(f.val)
		if err != nil {
			bb.bad(f.line, "%v", err)
		}
		d.Keywords, d.Armor, d.Defile = kw, int8(armor), int8(defile)
	}
	if f, ok := bb.get("directions"); ok {
		ds, err := parseDirs(f.val)
		if err != nil {
			bb.bad(f.line, "%v", err)
		}
		d.Directions = ds
	}
	bb.cost("upkeep", "upkeep: ", &d.Upkeep)
	d.Gem = bb.slug("gem", "gem %q must be lower case words joined by dashes")
}

// cost reads a cost field into c; prefix leads its error.
func (bb *blockBuilder) cost(name, prefix string, c *rules.Cost) {
	if f, ok := bb.get(name); ok {
		v, err := parseCost(f.val)
		if err != nil {
			bb.bad(f.line, "%s%v", prefix, err)
		}
		*c = v
	}
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
