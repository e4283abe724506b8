package collection

import (
	"io/fs"
	"sort"
	"strings"

	"twilight/assets"
	"twilight/rules"
	"twilight/rules/cardset"
)

// CollItem is one card of the collection: an Action card (mini-cards
// included) or a Deity.
type CollItem struct {
	Def   rules.DefID // the Action card; 0 for a Deity
	Deity int         // the Deity's index; -1 for an Action card
}

func (it CollItem) IsDeity() bool { return it.Deity >= 0 }

// cardKind is what the type filter sorts cards into.
type cardKind uint8

const (
	kindCreature cardKind = iota
	kindFortification
	kindIntrigue
	kindScheme
	kindMini
	kindDeityCard
	numKinds
)

var kindNames = [numKinds]string{"Creature", "Fortification", "Intrigue", "Scheme", "Mini-card", "Deity"}

// costTop is the last cost chip: "5+" Aspects.
const costTop = 5

// SortKey orders the grid.
type SortKey uint8

const (
	sortLevel SortKey = iota
	SortCost
	sortName
	sortFaction
)

var SortNames = []string{"By level", "By cost", "By name", "By faction"}

// cardFilter is the collection's filters; they all combine (a card must
// pass every one that is set), and the choices within one filter are
// alternatives (Aggression or Mysticism).
type cardFilter struct {
	factions rules.FactionSet // any of these; 0: any
	multi    bool             // only multi-faction cards
	levels   rules.LevelMask  // 0: any
	kinds    uint8            // bit per cardKind; 0: any
	keyword  rules.Keyword    // 0: any
	costs    uint8            // bit per total cost 1..costTop (costTop: or more); 0: any
	epic     bool             // only Epic cards
	sets     map[string]bool  // set names; empty: any
	text     string           // lower-case words, all of which must appear
	sort     SortKey
}

// Active reports whether any filter is set (the sort is not a filter).
func (f *cardFilter) Active() bool {
	return f.factions != 0 || f.multi || f.levels != 0 || f.kinds != 0 || f.keyword != 0 ||
		f.costs != 0 || f.epic || len(f.sets) > 0 || strings.TrimSpace(f.text) != ""
}

// clear drops every filter, keeping the sort.
func (f *cardFilter) clear() { *f = cardFilter{sort: f.sort} }

// catalog is every card the collection shows, with what the filters look
// at worked out once.
type catalog struct {
	set   *rules.CardSet
	Items []CollItem
	hay   []string // lower-case title, rules text and flavour
	kind  []cardKind
	setOf []string // "Base set" or the Season's name
	Sets  []string // every set name, base first
	kws   []rules.Keyword
}

// baseSetName is the set filter's name for the cards shipped with the game.
const baseSetName = "Base set"

// newCatalog lists the Deities, then every Action card (mini-cards too).
func newCatalog(set *rules.CardSet) *catalog {
	c := &catalog{set: set}
	base := map[string]bool{}
	if names, err := fs.Glob(assets.Cards(), "*.txt"); err == nil {
		for _, n := range names {
			base[n] = true
		}
	}
	seen := map[string]bool{}
	add := func(it CollItem, hay string, k cardKind, source string) {
		name := seasonOf(source, base)
		c.Items = append(c.Items, it)
		c.hay = append(c.hay, strings.ToLower(hay))
		c.kind = append(c.kind, k)
		c.setOf = append(c.setOf, name)
		if !seen[name] {
			seen[name] = true
			c.Sets = append(c.Sets, name)
		}
	}
	for i := range set.Deities {
		d := &set.Deities[i]
		add(CollItem{Deity: i}, d.Title+"\n"+cardset.DescribeDeity(d)+"\n"+d.Text+"\n"+d.Flavor, kindDeityCard, d.Source)
	}
	var kw rules.Keyword
	for i := 1; i < len(set.Cards); i++ {
		d := &set.Cards[i]
		k := kindOf(d)
		add(CollItem{Def: d.ID, Deity: -1}, d.Title+"\n"+cardset.KeywordLine(d)+"\n"+d.Text+"\n"+d.HeresyText+"\n"+d.Flavor, k, d.Source)
		kw |= d.Keywords
	}
	for _, n := range kw.Names() {
		k, _ := rules.KeywordByName(n)
		c.kws = append(c.kws, k)
	}
	sort.SliceStable(c.Sets, func(i, j int) bool { return c.Sets[i] == baseSetName && c.Sets[j] != baseSetName })
	return c
}

// seasonOf names the set a card file belongs to: the base set for the
// game's own files, else the Season file's name.
func seasonOf(source string, base map[string]bool) string {
	file := source
	if i := strings.LastIndexByte(file, ':'); i > 0 {
		file = file[:i]
	}
	name := file
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	if file == "" || base[file] {
		return baseSetName
	}
	return strings.TrimSuffix(name, ".txt")
}

func kindOf(d *rules.CardDef) cardKind {
	if d.Mini {
		return kindMini
	}
	switch d.Type {
	case rules.Fortification:
		return kindFortification
	case rules.Intrigue:
		return kindIntrigue
	case rules.Scheme:
		return kindScheme
	}
	return kindCreature
}

// FactionsOf is the item's faction set.
func (c *catalog) FactionsOf(i int) rules.FactionSet {
	it := c.Items[i]
	if it.IsDeity() {
		return rules.FactionSet(1 << c.set.Deities[it.Deity].Faction)
	}
	return c.set.Cards[it.Def].Factions
}

// pass reports whether item i passes every filter.
func (c *catalog) pass(i int, f *cardFilter) bool {
	it := c.Items[i]
	fs := c.FactionsOf(i)
	switch {
	case f.factions != 0 && fs&f.factions == 0,
		f.multi && CountBits(uint8(fs)) < 2,
		f.kinds != 0 && f.kinds&(1<<c.kind[i]) == 0,
		len(f.sets) > 0 && !f.sets[c.setOf[i]]:
		return false
	}
	if it.IsDeity() {
		if f.levels != 0 || f.keyword != 0 || f.costs != 0 || f.epic {
			return false
		}
	} else {
		d := &c.set.Cards[it.Def]
		switch {
		case f.levels != 0 && !f.levels.Has(d.Level),
			f.keyword != 0 && d.Keywords&f.keyword == 0,
			f.costs != 0 && f.costs&(1<<min(d.Cost.Total(), costTop)) == 0,
			f.epic && !d.Has(rules.KwEpic):
			return false
		}
	}
	for _, w := range strings.Fields(f.text) {
		if !strings.Contains(c.hay[i], w) {
			return false
		}
	}
	return true
}

func CountBits(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// shown lists the indices of the items passing f, in f's order.
func (c *catalog) shown(f *cardFilter, out []int) []int {
	out = out[:0]
	for i := range c.Items {
		if c.pass(i, f) {
			out = append(out, i)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return c.Less(out[a], out[b], f.sort) })
	return out
}

// sortFields are what the orders compare: Deities come first.
func (c *catalog) sortFields(i int) (level, cost, faction int, title string) {
	it := c.Items[i]
	if it.IsDeity() {
		d := &c.set.Deities[it.Deity]
		return 0, 0, int(d.Faction), d.Title
	}
	d := &c.set.Cards[it.Def]
	faction = 0
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if d.Factions.Has(f) {
			faction = int(f)
			break
		}
	}
	if CountBits(uint8(d.Factions)) > 1 {
		faction += 8 // multi-faction cards after the single ones
	}
	return int(d.Level), d.Cost.Total(), faction, d.Title
}

func (c *catalog) Less(a, b int, by SortKey) bool {
	la, ca, fa, ta := c.sortFields(a)
	lb, cb, fb, tb := c.sortFields(b)
	keys := [][2]int{{la, lb}, {ca, cb}, {fa, fb}}
	switch by {
	case SortCost:
		keys = [][2]int{{ca, cb}, {la, lb}, {fa, fb}}
	case sortName:
		keys = nil
	case sortFaction:
		keys = [][2]int{{fa, fb}, {la, lb}, {ca, cb}}
	}
	if c.Items[a].IsDeity() != c.Items[b].IsDeity() {
		return c.Items[a].IsDeity()
	}
	for _, k := range keys {
		if k[0] != k[1] {
			return k[0] < k[1]
		}
	}
	return strings.ToLower(ta) < strings.ToLower(tb)
}

// Describe lists the filters that are set, in words, for the line that
// shows them ("Aggression or Mysticism · Level II · “troll”").
func (f *cardFilter) Describe() []string {
	var out []string
	var fns []string
	for fa := rules.Aggression; fa <= rules.Sanctuary; fa++ {
		if f.factions.Has(fa) {
			fns = append(fns, fa.String())
		}
	}
	if len(fns) > 0 {
		out = append(out, strings.Join(fns, " or "))
	}
	if f.multi {
		out = append(out, "multi-faction")
	}
	var ls []string
	for l := rules.Lesser; l <= rules.Exalted; l++ {
		if f.levels.Has(l) {
			ls = append(ls, l.Roman())
		}
	}
	if len(ls) > 0 {
		out = append(out, "Level "+strings.Join(ls, " or "))
	}
	var ks []string
	for k := range numKinds {
		if f.kinds&(1<<k) != 0 {
			ks = append(ks, kindNames[k])
		}
	}
	if len(ks) > 0 {
		out = append(out, strings.Join(ks, " or "))
	}
	if f.keyword != 0 {
		out = append(out, strings.Join(f.keyword.Names(), ""))
	}
	var cs []string
	for n := 1; n <= costTop; n++ {
		if f.costs&(1<<n) != 0 {
			cs = append(cs, costLabel(n))
		}
	}
	if len(cs) > 0 {
		out = append(out, "cost "+strings.Join(cs, " or "))
	}
	if f.epic {
		out = append(out, "Epic")
	}
	var ss []string
	for s := range f.sets {
		ss = append(ss, s)
	}
	sort.Strings(ss)
	out = append(out, ss...)
	if t := strings.TrimSpace(f.text); t != "" {
		out = append(out, "“"+t+"”")
	}
	return out
}

// costLabel is a cost chip's label: "3", or "5+" for the last.
func costLabel(n int) string {
	if n >= costTop {
		return string(rune('0'+costTop)) + "+"
	}
	return string(rune('0' + n))
}
