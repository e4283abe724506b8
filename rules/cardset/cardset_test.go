package cardset

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"twilight/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

const (
	baseDir = "../../assets/cards"
	deckDir = "../../assets/decks"
)

// gems maps each pre-built deck's gem to its deck file and Deity.
var gems = []struct{ gem, file, deity string }{
	{"mars", "mars.txt", "Mars"},
	{"hera", "hera.txt", "Hera"},
	{"reader", "reader.txt", "Reader of the Portents"},
	{"enlil", "enlil.txt", "Enlil"},
}

func loadBase(t *testing.T) *rules.CardSet {
	t.Helper()
	set, err := LoadFS(os.DirFS(baseDir), ".")
	if err != nil {
		t.Fatalf("base set does not load:\n%v", err)
	}
	return set
}

func loadDeck(t *testing.T, set *rules.CardSet, file string) Deck {
	t.Helper()
	f, err := os.Open(filepath.Join(deckDir, file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, err := ParseDeck(file, f, set)
	if err != nil {
		t.Fatalf("%s does not parse:\n%v", file, err)
	}
	return d
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the output (run go test -update to accept):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestBaseSetLoadsAndChecks(t *testing.T) {
	set := loadBase(t)
	if ps := Check(set); len(ps) > 0 {
		t.Fatalf("Check finds problems in the loaded base set:\n%v", Errors(ps))
	}
	// Two Deities a faction, so that a Deity draft is a real choice.
	perFaction := map[rules.Faction]int{}
	for _, dd := range set.Deities {
		perFaction[dd.Faction]++
	}
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if perFaction[f] < 2 {
			t.Errorf("%d Deities of %s, want at least 2", perFaction[f], f)
		}
	}
	for _, g := range gems {
		i, ok := set.Deity(g.deity)
		if !ok {
			t.Errorf("no Deity %s", g.deity)
			continue
		}
		if set.Deities[i].DefaultDeck != g.gem {
			t.Errorf("%s suggests deck %q, want %q", g.deity, set.Deities[i].DefaultDeck, g.gem)
		}
	}
	for _, d := range set.Cards[1:] {
		if d.Mini {
			continue
		}
		if !strings.Contains(" mars hera reader enlil ", " "+d.Gem+" ") {
			t.Errorf("%s has gem %q, not one of the four decks", d.Title, d.Gem)
		}
		if d.Flavor == "" {
			t.Errorf("%s has no flavour text", d.Title)
		}
		if d.HeresyText == "" {
			t.Errorf("%s has no Heresy text", d.Title)
		}
	}
}

// TestNoIdleKeywords: no Creature of the base set carries Fleet beside
// Stealth (Fleet only limits the blockers of a Creature no one may block;
// issue #22 found "Fleet, Stealth" on the Raven of Ill Omen).
func TestNoIdleKeywords(t *testing.T) {
	set := loadBase(t)
	for _, d := range set.Cards[1:] {
		if d.Type == rules.Creature && d.Has(rules.KwStealth) && d.Has(rules.KwFleet) {
			t.Errorf("%s has Fleet and Stealth", d.Title)
		}
	}
}

func TestPrebuiltDecks(t *testing.T) {
	set := loadBase(t)
	total := 0
	inDeck := map[rules.DefID]string{}
	for _, g := range gems {
		t.Run(g.gem, func(t *testing.T) {
			d := loadDeck(t, set, g.file)
			if ps := ValidateDeck(d, set, false); len(ps) > 0 {
				t.Fatalf("illegal:\n%v", Errors(ps))
			}
			if d.Deity < 0 || set.Deities[d.Deity].Title != g.deity {
				t.Errorf("Deity line names the wrong Deity")
			}
			var levels [4]int
			epics := 0
			for _, e := range d.Entries {
				c := &set.Cards[e.Card]
				if c.Gem != g.gem {
					t.Errorf("line %d: %s has gem %q", e.Line, c.Title, c.Gem)
				}
				if prev, dup := inDeck[e.Card]; dup {
					t.Errorf("%s is in both %s and %s", c.Title, prev, g.gem)
				}
				inDeck[e.Card] = g.gem
				levels[c.Level] += e.Count
				if c.Has(rules.KwEpic) {
					epics += e.Count
				}
			}
			total += d.Size()
			t.Logf("%s: I %d, II %d, III %d, Epic %d", g.gem, levels[1], levels[2], levels[3], epics)
			// Card backs are the Aspects: mostly Lesser, fewer Greater, a few Exalted.
			if !(levels[1] > levels[2] && levels[2] > levels[3] && levels[3] >= 3 && levels[1] >= 25) {
				t.Errorf("level spread I %d / II %d / III %d is not mostly Lesser with a few Exalted", levels[1], levels[2], levels[3])
			}
			if epics != 1 {
				t.Errorf("%d Epic cards, want exactly 1", epics)
			}
		})
	}
	if total != 200 {
		t.Errorf("the four decks hold %d Action cards, want 200", total)
	}
	// The collection holds more than the decks: issue #22 asks for 160
	// Action cards, at least 36 of each faction.
	actions := 0
	perFaction := map[rules.Faction]int{}
	for _, d := range set.Cards[1:] {
		if d.Mini {
			continue
		}
		actions++
		for f := rules.Aggression; f <= rules.Sanctuary; f++ {
			if d.Factions.Has(f) {
				perFaction[f]++
			}
		}
	}
	if actions < 160 {
		t.Errorf("%d distinct Action cards, want at least 160", actions)
	}
	for f := rules.Aggression; f <= rules.Sanctuary; f++ {
		if perFaction[f] < 36 {
			t.Errorf("%d %s cards, want at least 36", perFaction[f], f)
		}
	}
}

func TestCostsAreSane(t *testing.T) {
	set := loadBase(t)
	for _, d := range set.Cards[1:] {
		if d.Mini {
			continue
		}
		c := d.Cost
		switch d.Level {
		case rules.Lesser:
			if c.Total() < 1 || c.Total() > 2 || c.Of(rules.Lesser) != uint8(c.Total()) {
				t.Errorf("%s: a Level I card costs one or two Lesser, not %s", d.Title, c)
			}
		case rules.Greater:
			if c.Total() < 1 || c.Total() > 4 || c.Of(rules.Exalted) > 0 {
				t.Errorf("%s: a Level II card costs up to four with a II, not %s", d.Title, c)
			}
		case rules.Exalted:
			if c.Of(rules.Exalted) == 0 || c.Total() > 7 {
				t.Errorf("%s: a Level III card's cost %s", d.Title, c)
			}
		}
		if d.Type == rules.Intrigue && d.Upkeep.Total() > c.Total() {
			t.Errorf("%s: upkeep %s is more than its cost %s", d.Title, d.Upkeep, c)
		}
	}
}

// TestRulebookExamples pins the cards named in the rulebook's examples.
func TestRulebookExamples(t *testing.T) {
	set := loadBase(t)
	tests := []struct {
		title       string
		fight, life int8
		kw          rules.Keyword
		armor       int8
		faction     rules.Faction
	}{
		{"Youthful Troll", 3, 3, 0, 0, 0},
		{"Borderland Scout", 1, 1, 0, 0, 0},
		{"Corrupt Tribune", 1, 2, 0, 0, 0},
		{"Mischievous Nymph", 0, 4, 0, 0, 0},
		{"Terracotta Warrior", 1, 1, 0, 0, rules.Sanctuary},
		{"Praetorian Guard", 4, 4, rules.KwArmor, 2, 0},
		{"Stoic Legionnaires", 2, 1, rules.KwInitiative, 0, 0},
		{"Stormchaser Oracle", 4, 4, rules.KwArmor, 1, 0},
	}
	for _, tc := range tests {
		id, ok := set.Lookup(tc.title)
		if !ok {
			t.Errorf("no %s", tc.title)
			continue
		}
		d := set.Card(id)
		if d.Type != rules.Creature || d.Mini || d.Fight != tc.fight || d.Life != tc.life || d.Keywords&tc.kw != tc.kw || d.Armor != tc.armor {
			t.Errorf("%s is %d/%d %s armor %d", tc.title, d.Fight, d.Life, KeywordLine(d), d.Armor)
		}
		if d.LimitLevel() != d.Level {
			t.Errorf("%s: level %s but its cost %s makes it %s", tc.title, d.Level.Roman(), d.Cost, d.LimitLevel().Roman())
		}
		if tc.faction != 0 && !d.Factions.Has(tc.faction) {
			t.Errorf("%s is not %s", tc.title, tc.faction)
		}
	}
	id, _ := set.Lookup("Stonehenge")
	if c := set.Card(id).Cost; c != (rules.Cost{2, 2, 3}) {
		t.Errorf("Stonehenge costs %s, want I I II II III III III", c)
	}
	// Terracotta Warrior makes an Exhausted copy of itself, ability included.
	id, _ = set.Lookup("Terracotta Warrior")
	tw := set.Card(id)
	mini, ok := set.Lookup("terracotta-warrior-mini")
	if !ok || !set.Card(mini).Mini {
		t.Fatal("no terracotta-warrior-mini")
	}
	ab := tw.Abilities[0]
	if ab.Trigger != rules.OnExhaust || ab.Cost != (rules.Cost{1, 0, 0}) || ab.Clauses[0].Op != rules.OpCreateMini ||
		ab.Clauses[0].Mini != mini || !ab.Clauses[0].Exhausted {
		t.Errorf("Terracotta Warrior's ability is %+v", ab)
	}
	if m := set.Card(mini); len(m.Abilities) != 1 || m.Abilities[0].Clauses[0].Mini != mini {
		t.Errorf("the Terracotta Warrior mini-card does not carry the same ability")
	}
	// The Nymph's ability.
	id, _ = set.Lookup("Mischievous Nymph")
	c := set.Card(id).Abilities[0].Clauses[0]
	want := rules.Target{Kind: rules.TCreature, Side: rules.Opponent, Levels: 1<<rules.Lesser | 1<<rules.Greater, Flags: rules.TAttacking | rules.TBlocking}
	if c.Op != rules.OpNoCombatDamage || c.Target != want {
		t.Errorf("Mischievous Nymph: %+v", c)
	}
}

// TestKeywordCoverage asserts that every keyword and effect term of the
// Glossary appears on at least one card of the base set.
func TestKeywordCoverage(t *testing.T) {
	set := loadBase(t)
	seen := map[string]bool{}
	for _, d := range set.Cards[1:] {
		for _, n := range d.Keywords.Names() {
			seen[n] = true
		}
		if d.Has(rules.KwStealth) && d.Type == rules.Creature {
			seen["Stealth Creature"] = true
		}
		if d.Has(rules.KwStealth) && d.Type == rules.Scheme {
			seen["Stealth Scheme"] = true
		}
		if d.Has(rules.KwDefile) && d.Defile == 0 && len(d.AbilitiesOf(rules.OnDefile)) > 0 {
			seen["Defile ability"] = true
		}
		if d.Defile > 0 {
			seen["Defile X"] = true
		}
		if d.Mini {
			seen["mini-card"] = true
		}
		if d.Type == rules.Intrigue && d.Upkeep.Total() > 0 {
			seen["Upkeep"] = true
		}
		for i := range d.Abilities {
			a := &d.Abilities[i]
			noteAbility(seen, d.Type, a)
		}
	}
	for _, d := range set.Deities {
		for i := range d.Abilities {
			if d.Abilities[i].Once {
				seen["Conviction"] = true
			}
			noteAbility(seen, 0, &d.Abilities[i])
		}
	}
	terms := []string{"Armor", "Piercing", "Initiative", "Overrun", "Fleet", "Entrapment", "Stealth Creature",
		"Stealth Scheme", "Relentless", "Immobile", "Unlimited", "Guardian", "Defile ability", "Defile X", "Epic", "Echo",
		"Prescience Scheme", "Prescience Creature", "Savagery", "Renewal", "Requiem", "Deathbound",
		"Obliterate", "Obliterate X", "Destroy X", "Restore", "Manifest", "Heresy", "Counter", "Conviction",
		"Blessing", "Freeze", "Recall", "mini-card", "Upkeep", "Destroy", "Slay", "Damage to Life Stack",
		"Damage to Discard Stack", "Put into play"}
	var missing []string
	for _, term := range terms {
		if !seen[term] {
			missing = append(missing, term)
		}
	}
	if len(missing) > 0 {
		t.Errorf("no card of the base set uses: %s", strings.Join(missing, ", "))
	}
}

func noteAbility(seen map[string]bool, typ rules.CardType, a *rules.Ability) {
	switch a.Trigger {
	case rules.OnGuardian:
		seen["Guardian"] = true
	case rules.OnRequiem:
		seen["Requiem"] = true
	case rules.OnDeathbound:
		seen["Deathbound"] = true
	case rules.OnHeresy:
		seen["Heresy"] = true
	case rules.OnPrescience:
		seen["Prescience Creature"] = true
	}
	for _, c := range a.Clauses {
		switch c.Cond {
		case rules.IfSavagery:
			seen["Savagery"] = true
		case rules.IfRenewal:
			seen["Renewal"] = true
		case rules.IfObliterate:
			seen["Obliterate"] = true
		case rules.IfConviction:
			seen["Conviction"] = true
		case rules.IfPrescience:
			if typ == rules.Scheme {
				seen["Prescience Scheme"] = true
			}
		}
		switch c.Op {
		case rules.OpEcho:
			seen["Echo"] = true
		case rules.OpDestroyTop:
			seen["Obliterate X"] = true
		case rules.OpDestroyX:
			seen["Destroy X"] = true
		case rules.OpRestore:
			seen["Restore"] = true
		case rules.OpManifest:
			seen["Manifest"] = true
		case rules.OpCounter:
			seen["Counter"] = true
		case rules.OpBless:
			seen["Blessing"] = true
		case rules.OpFreeze:
			seen["Freeze"] = true
		case rules.OpRecall:
			seen["Recall"] = true
		case rules.OpDestroy:
			seen["Destroy"] = true
		case rules.OpSlay:
			seen["Slay"] = true
		case rules.OpPutIntoPlay:
			seen["Put into play"] = true
		case rules.OpDamage:
			switch c.Target.Kind {
			case rules.TPlayer, rules.TEachPlayer:
				seen["Damage to Life Stack"] = true
			case rules.TDiscardStack:
				seen["Damage to Discard Stack"] = true
			}
		}
	}
}

func TestMiniCards(t *testing.T) {
	set := loadBase(t)
	made := map[rules.DefID]bool{}
	for _, d := range set.Cards[1:] {
		for _, a := range d.Abilities {
			for _, c := range a.Clauses {
				if c.Op == rules.OpCreateMini {
					made[c.Mini] = true
				}
			}
		}
	}
	for _, d := range set.Cards[1:] {
		if d.Mini && !made[d.ID] {
			t.Errorf("no card makes the %s mini-card", d.Title)
		}
	}
	for _, key := range []string{"terracotta-warrior-mini", "leper-mini"} {
		if id, ok := set.Lookup(key); !ok || !set.Card(id).Mini {
			t.Errorf("no mini-card %s", key)
		}
	}
}

// TestDescribeGolden pins the generated rules text of a few cards.
func TestDescribeGolden(t *testing.T) {
	set := loadBase(t)
	var b strings.Builder
	for _, title := range []string{"Mischievous Nymph", "Terracotta Warrior", "terracotta-warrior-mini", "Wolf-Mother's Fury",
		"Subtle Knife", "Writ of Summons", "Word of Unbeing", "Castra of the Legion", "Stonehenge", "Herald of the Peacock Throne",
		"Spymaster of Constantinople", "Raven of Ill Omen", "Gift of Laurels", "Blood-Oath Centurion", "Network of Informants"} {
		id, ok := set.Lookup(title)
		if !ok {
			t.Fatalf("no %s", title)
		}
		d := set.Card(id)
		kind := d.Type.String()
		if d.Mini {
			kind = "mini-card"
		}
		fmt.Fprintf(&b, "== %s [%s] %s, %s, cost %s\n", d.Title, d.Key, d.Level.Roman(), kind, d.Cost)
		if d.Text != "" {
			b.WriteString(d.Text + "\n")
		}
		if d.HeresyText != "" {
			b.WriteString("Heresy: " + d.HeresyText + "\n")
		}
	}
	for _, dd := range set.Deities {
		fmt.Fprintf(&b, "== Deity %s (%s, requirement %s %d)\n%s\n", dd.Title, dd.Faction, dd.ReqFaction, dd.ReqCount, dd.Text)
	}
	golden(t, "describe.golden", b.String())
}

// TestBrokenCardFiles checks the exact messages for deliberately broken
// card files, read on top of the base set like a Season.
func TestBrokenCardFiles(t *testing.T) {
	names, err := filepath.Glob("testdata/broken/*.txt")
	if err != nil || len(names) == 0 {
		t.Fatalf("no broken files: %v", err)
	}
	for _, path := range names {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			set := loadBase(t)
			before := len(set.Cards)
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			err = Parse(name, bytes.NewReader(b), set)
			var errs Errors
			if !errors.As(err, &errs) {
				t.Fatalf("Parse returned %v, want Errors", err)
			}
			if len(set.Cards) != before {
				t.Errorf("a failed Parse changed the set")
			}
			golden(t, strings.TrimSuffix(path[len("testdata/"):], ".txt")+".golden", err.Error()+"\n")
		})
	}
}

// TestBrokenDecks checks the exact messages for deliberately broken decks.
func TestBrokenDecks(t *testing.T) {
	set := loadBase(t)
	names, _ := filepath.Glob("testdata/decks/*.txt")
	if len(names) == 0 {
		t.Fatal("no broken decks")
	}
	for _, path := range names {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			d, err := ParseDeck(name, bytes.NewReader(b), set)
			var lines []string
			if err != nil {
				lines = append(lines, err.Error())
			}
			for _, p := range ValidateDeck(d, set, d.Extended) {
				lines = append(lines, p.String())
			}
			lines = append(lines, "-- draft:")
			for _, p := range ValidateDraftDeck(d, set) {
				lines = append(lines, p.String())
			}
			lines = append(lines, fmt.Sprintf("-- meets requirement: %v", MeetsRequirement(d, set)))
			golden(t, "decks/"+strings.TrimSuffix(name, ".txt")+".golden", strings.Join(lines, "\n")+"\n")
		})
	}
}

func TestDeckRules(t *testing.T) {
	set := loadBase(t)
	mars := loadDeck(t, set, "mars.txt")
	hera := loadDeck(t, set, "hera.txt")
	tests := []struct {
		name     string
		edit     func(d *Deck)
		extended bool
		want     []string // substrings of the problems, in order
		draft    []string
	}{
		{"legal", func(d *Deck) {}, false, nil, nil},
		{"extended needs more than 50", func(d *Deck) {}, true, []string{"an Extended deck has 51 to 100"}, nil},
		{"extended 60", func(d *Deck) {
			for _, e := range hera.Entries[:10] {
				e.Count = 1
				d.Entries = append(d.Entries, e)
			}
		}, true, nil, []string{"10 cards too many: a deck has exactly 50 (this one has 60)"}},
		{"fourth copy", func(d *Deck) { d.Entries[0].Count = 4; d.Entries[1].Count = 2 }, false,
			[]string{"1 copy of Stoic Legionnaires too many: at most 3 (the deck has 4)"}, nil},
		{"second Epic", func(d *Deck) {
			var e DeckEntry
			for _, x := range d.Entries {
				if set.Card(x.Card).Title == "Attila, Scourge of God" {
					e = x
				}
			}
			e.Count, e.Line = 1, 77
			d.Entries[0].Count--
			d.Entries = append(d.Entries, e)
		},
			false, []string{"1 copy of Epic card Attila, Scourge of God too many: at most 1 (the deck has 2)"}, nil},
		{"51 cards", func(d *Deck) { d.Entries[6].Count++ }, false, []string{"1 card too many: a deck has exactly 50 (this one has 51)"},
			[]string{"1 card too many"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := mars
			d.Entries = append([]DeckEntry(nil), mars.Entries...)
			tc.edit(&d)
			checkProblems(t, ValidateDeck(d, set, tc.extended), tc.want)
			checkProblems(t, ValidateDraftDeck(d, set), tc.draft)
		})
	}
}

// TestCheckDeckMissing: each unmet rule comes with the number of cards it
// still asks for, so the deck builder can say "7 more Aggression cards".
func TestCheckDeckMissing(t *testing.T) {
	set := loadBase(t)
	mars, _ := set.Deity("Mars")
	troll, attila := lookup(set, "Youthful Troll"), lookup(set, "Attila, Scourge of God")
	scout := lookup(set, "Borderland Scout") // not Aggression
	if set.Cards[scout].Factions.Has(rules.Aggression) {
		t.Fatal("Borderland Scout should not be an Aggression card")
	}
	req := set.Deities[mars].ReqCount
	tests := []struct {
		name     string
		deck     Deck
		extended bool
		want     []Unmet // Rule, Missing, Card, Faction compared
	}{
		{"empty, no Deity", Deck{Deity: -1}, false, []Unmet{{Rule: RuleDeity, Missing: 1}, {Rule: RuleSize, Missing: 50}}},
		{"Mars and three Trolls", Deck{Deity: mars, Entries: []DeckEntry{{Count: 3, Card: troll}}}, false,
			[]Unmet{{Rule: RuleSize, Missing: 47}, {Rule: RuleFaction, Missing: req - 3, Faction: rules.Aggression}}},
		{"too many copies", Deck{Deity: mars, Entries: []DeckEntry{{Count: 2, Card: troll}, {Count: 3, Card: troll}, {Count: 2, Card: attila}, {Count: 43, Card: scout}}}, false,
			[]Unmet{{Rule: RuleFaction, Missing: req - 7, Faction: rules.Aggression}, {Rule: RuleCopies, Missing: -2, Card: troll},
				{Rule: RuleEpic, Missing: -1, Card: attila}, {Rule: RuleCopies, Missing: -40, Card: scout}}},
		{"extended short", Deck{Deity: mars, Entries: []DeckEntry{{Count: 3, Card: troll}}}, true,
			[]Unmet{{Rule: RuleSize, Missing: 48}, {Rule: RuleFaction, Missing: req - 3, Faction: rules.Aggression}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := CheckDeck(tc.deck, set, tc.extended)
			if len(got) != len(tc.want) {
				t.Fatalf("got %d unmet rules, want %d: %+v", len(got), len(tc.want), got)
			}
			for i, u := range got {
				w := tc.want[i]
				if u.Rule != w.Rule || u.Missing != w.Missing || u.Card != w.Card || u.Faction != w.Faction {
					t.Errorf("rule %d: got %+v, want %+v", i, u, w)
				}
				if u.Msg == "" || u.Line != 0 {
					t.Errorf("rule %d: a deck built in memory should have a message and no line: %+v", i, u)
				}
			}
			if len(CheckDeck(tc.deck, set, tc.extended)) == 0 {
				t.Error("CheckDeck finds nothing unmet")
			}
		})
	}
	if msg := CheckDeck(tests[1].deck, set, false)[1].Msg; !strings.HasPrefix(msg, fmt.Sprintf("%d more Aggression cards for Mars", req-3)) {
		t.Errorf("faction message %q", msg)
	}
}

func lookup(set *rules.CardSet, name string) rules.DefID {
	id, _ := set.Lookup(name)
	return id
}

func checkProblems(t *testing.T, ps []Problem, want []string) {
	t.Helper()
	if len(ps) != len(want) {
		t.Errorf("got %d problems, want %d:\n%v", len(ps), len(want), Errors(ps))
		return
	}
	for i, p := range ps {
		if !strings.Contains(p.Msg, want[i]) {
			t.Errorf("problem %d is %q, want it to contain %q", i, p.Msg, want[i])
		}
	}
}

func TestParseClause(t *testing.T) {
	tests := []struct {
		in   string
		want rules.Clause
		key  string
		err  string
	}{
		{in: "damage 1 to creature(opponent, level I|II)", want: rules.Clause{Op: rules.OpDamage, N: 1,
			Target: rules.Target{Kind: rules.TCreature, Side: rules.Opponent, Levels: 1<<rules.Lesser | 1<<rules.Greater}}},
		{in: "damage 4 to player(any)", want: rules.Clause{Op: rules.OpDamage, N: 4, Target: rules.Target{Kind: rules.TPlayer}}},
		{in: "slay creature (opponent, level I)", want: rules.Clause{Op: rules.OpSlay,
			Target: rules.Target{Kind: rules.TCreature, Side: rules.Opponent, Levels: 1 << rules.Lesser}}},
		{in: "destroy 2 from discard-stack(opponent)", want: rules.Clause{Op: rules.OpDestroyX, N: 2,
			Target: rules.Target{Kind: rules.TDiscardStack, Side: rules.Opponent}}},
		{in: "destroy card(type intrigue|fortification)", want: rules.Clause{Op: rules.OpDestroy,
			Target: rules.Target{Kind: rules.TCard, Types: 1<<rules.Intrigue | 1<<rules.Fortification}}},
		{in: "obliterate 3 it", want: rules.Clause{Op: rules.OpDestroyTop, N: 3, Target: rules.Target{Kind: rules.TPrev}}},
		{in: "manifest III", want: rules.Clause{Op: rules.OpManifest, Level: rules.Exalted}},
		{in: "gain 2 II", want: rules.Clause{Op: rules.OpGainPower, N: 2, Level: rules.Greater}},
		{in: "draw 2", want: rules.Clause{Op: rules.OpDraw, N: 2, Target: rules.Target{Kind: rules.TYou}}},
		{in: "restore 3 player(opponent)", want: rules.Clause{Op: rules.OpRestore, N: 3, Target: rules.Target{Kind: rules.TPlayer, Side: rules.Opponent}}},
		{in: "may return creature(yours, damaged, other)", want: rules.Clause{Op: rules.OpReturn, Optional: true,
			Target: rules.Target{Kind: rules.TCreature, Side: rules.YourSide, Flags: rules.TDamaged | rules.TOther}}},
		{in: "fight -2 each-creature(opponent, faction sanctuary|mysticism)", want: rules.Clause{Op: rules.OpModFight, N: -2,
			Target: rules.Target{Kind: rules.TEachCreature, Side: rules.Opponent, Factions: 1<<rules.Sanctuary | 1<<rules.Mysticism}}},
		{in: "grant fleet to self", want: rules.Clause{Op: rules.OpGrant, Keyword: rules.KwFleet, Target: rules.Target{Kind: rules.TSelf}}},
		{in: "create 2 leper-mini exhausted", want: rules.Clause{Op: rules.OpCreateMini, N: 2, Exhausted: true}, key: "leper-mini"},
		{in: "bless creature(yours, fresh|exhausted)", want: rules.Clause{Op: rules.OpBless, N: 1,
			Target: rules.Target{Kind: rules.TCreature, Side: rules.YourSide, Flags: rules.TFresh | rules.TExhausted}}},
		{in: "hook mirror-oath creature", err: `unknown op "hook"`},
		{in: "explode creature", err: `unknown op "explode"`},
		{in: "damage 1 2 to creature", err: "two numbers"},
		{in: "damage 1 to creature(sleepy)", err: `unknown target filter "sleepy"`},
		{in: "damage 1 to creature(opponent", err: "missing )"},
		{in: "damage 1 to planet(opponent)", err: `unknown target "planet"`},
		{in: "damage 1 to creature player", err: "two targets"},
		{in: "grant to self", err: "grant needs a keyword"},
		{in: "create 1", err: "create needs the key of a mini-card"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			pc, err := parseClause(tc.in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if pc.c != tc.want || pc.miniKey != tc.key {
				t.Errorf("got %+v key %q\nwant %+v key %q", pc.c, pc.miniKey, tc.want, tc.key)
			}
		})
	}
}

func TestParseTrigger(t *testing.T) {
	tests := []struct {
		head     string
		creature bool
		deity    bool
		want     rules.Ability
		cont     rules.Cond
		err      string
	}{
		{head: "exhaust", want: rules.Ability{Trigger: rules.OnExhaust}},
		{head: "exhaust [I II]", want: rules.Ability{Trigger: rules.OnExhaust, Cost: rules.Cost{1, 1, 0}}},
		{head: "pay [I]", want: rules.Ability{Trigger: rules.OnExhaust, Cost: rules.Cost{1, 0, 0}, NoExhaust: true}},
		{head: "start of summoning phase", want: rules.Ability{Trigger: rules.OnPhaseStart, Phase: rules.PhaseSummoning}},
		{head: "end of combat", want: rules.Ability{Trigger: rules.OnPhaseEnd, Phase: rules.PhaseCombat}},
		{head: "upkeep paid", want: rules.Ability{Trigger: rules.OnUpkeep}},
		{head: "prescience", creature: true, want: rules.Ability{Trigger: rules.OnPrescience}},
		{head: "prescience", cont: rules.IfPrescience},
		{head: "savagery", cont: rules.IfSavagery},
		{head: "then", cont: rules.IfDid},
		{head: "power [I I]", deity: true, want: rules.Ability{Trigger: rules.OnDeity, Cost: rules.Cost{2, 0, 0}}},
		{head: "once", deity: true, want: rules.Ability{Trigger: rules.OnDeity, Once: true}},
		{head: "power once per turn [I]", deity: true, want: rules.Ability{Trigger: rules.OnDeity, Cost: rules.Cost{1, 0, 0}, PerTurn: true}},
		{head: "exhaust once per turn", err: "only a Deity's power: line can be once per turn"},
		{head: "once", err: "is a Deity power"},
		{head: "pay", err: "pay needs a cost"},
		{head: "heresy [I]", err: "only exhaust:, pay:, power: and once: take a cost"},
		{head: "start of lunch", err: `unknown phase "lunch"`},
		{head: "exhaust [I", err: "a cost is written in brackets"},
		{head: "colour", err: `unknown field or trigger "colour"`},
	}
	for _, tc := range tests {
		t.Run(tc.head, func(t *testing.T) {
			tr, err := parseTrigger(tc.head, tc.creature, tc.deity)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tc.cont != rules.Always {
				if !tr.cont || tr.cond != tc.cont {
					t.Errorf("got %+v, want a %v continuation", tr, tc.cont)
				}
				return
			}
			if tr.cont || fmt.Sprint(tr.ab) != fmt.Sprint(tc.want) {
				t.Errorf("got %+v, want %+v", tr.ab, tc.want)
			}
		})
	}
}

// TestConditionLines checks that a condition line continues the ability
// above it and conditions every clause of its own.
func TestConditionLines(t *testing.T) {
	set := loadBase(t)
	src := `card: Test Fury
level: I
cost: I
type: scheme
faction: aggression
summon: damage 1 to you; draw 1
savagery: damage 2 to player(opponent); then: draw 1; conviction: draw 1
heresy: echo
gem: mars
art: troll
`
	if err := Parse("test.txt", strings.NewReader(src), set); err != nil {
		t.Fatal(err)
	}
	d := set.Card(lookup(set, "Test Fury"))
	if len(d.Abilities) != 2 {
		t.Fatalf("%d abilities", len(d.Abilities))
	}
	var conds []rules.Cond
	for _, c := range d.Abilities[0].Clauses {
		conds = append(conds, c.Cond)
	}
	want := []rules.Cond{rules.Always, rules.Always, rules.IfSavagery, rules.IfDid, rules.IfConviction}
	if fmt.Sprint(conds) != fmt.Sprint(want) {
		t.Errorf("conditions %v, want %v", conds, want)
	}
	if d.Source != "test.txt:1" {
		t.Errorf("Source %q", d.Source)
	}
}

func TestParseIsAtomicAndSeasons(t *testing.T) {
	set := loadBase(t)
	n := len(set.Cards)
	dir := t.TempDir()
	season := `# A tiny Season.
card: Ember Scout
level: I
cost: I
type: creature
faction: aggression
stats: 2/1
keywords: Fleet
heresy: create 1 conscript-mini   # a base-set mini-card
gem: season-one
art: run
`
	if err := os.WriteFile(filepath.Join(dir, "season.txt"), []byte(season), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSeasons(dir, set)
	if err != nil || len(got.Loaded) != 1 || len(got.Skipped) != 0 {
		t.Fatalf("LoadSeasons: %+v, %v", got, err)
	}
	if got.Loaded[0] != (Season{File: filepath.Base(dir) + "/season.txt", Cards: 1}) {
		t.Errorf("loaded %+v", got.Loaded[0])
	}
	if len(set.Cards) != n+1 {
		t.Fatalf("%d cards after the season, want %d", len(set.Cards), n+1)
	}
	if _, ok := set.Lookup("Ember Scout"); !ok {
		t.Fatal("Ember Scout not added")
	}
	// Loading the same season again clashes with itself; nothing changes.
	got, err = LoadSeasons(dir, set)
	shown := filepath.Base(dir) + "/season.txt"
	if err != nil || len(got.Skipped) != 1 || len(got.Loaded) != 0 ||
		!strings.Contains(Errors(got.Skipped[0].Problems).Error(), shown+`:2: card "Ember Scout" is already defined at `+shown+`:2`) {
		t.Errorf("reloading: %+v, %v", got, err)
	}
	if len(set.Cards) != n+1 {
		t.Errorf("a failed load changed the set")
	}
	if got, err := LoadSeasons(filepath.Join(dir, "missing"), set); err != nil || len(got.Loaded)+len(got.Skipped) != 0 {
		t.Errorf("a missing seasons folder: %+v, %v", got, err)
	}
}

func TestValidateReport(t *testing.T) {
	base := os.DirFS(baseDir)
	tests := []struct {
		name   string
		decks  DeckRules
		args   []string
		code   int
		stdout []string
		stderr []string
	}{
		{"decks", StandardDecks, []string{filepath.Join(deckDir, "mars.txt"), filepath.Join(deckDir, "enlil.txt")}, 0,
			[]string{"mars.txt: ok (Mars, 50 cards)", "enlil.txt: ok (Enlil, 50 cards)"}, nil},
		{"extended", ExtendedDecks, []string{filepath.Join(deckDir, "hera.txt")}, 1, nil,
			[]string{"hera.txt:10: 1 more card: an Extended deck has 51 to 100 (this one has 50)"}},
		{"marked extended", StandardDecks, []string{"testdata/decks/extended.txt"}, 1, nil,
			[]string{"extended.txt:4: 1 more card: an Extended deck has 51 to 100 (this one has 50)"}},
		{"draft", DraftDecks, []string{"testdata/decks/requirement.txt"}, 0,
			[]string{"requirement.txt: ok (Hera, 50 cards; below the Faction Requirement, so no Deity power or Conviction)"}, nil},
		{"broken deck", StandardDecks, []string{"testdata/decks/nodeity.txt"}, 1, nil,
			[]string{"nodeity.txt:1: no Deity yet", "nodeity.txt:1: 47 more cards: a deck has exactly 50 (this one has 3)"}},
		{"card file", StandardDecks, []string{"testdata/broken/deity.txt"}, 1, nil, []string{"deity.txt:4: unknown faction \"purple\""}},
		{"season and deck", StandardDecks, []string{"testdata/season.txt", "testdata/season-deck.txt"}, 0,
			[]string{"testdata/season.txt: ok (2 cards, no Deities)", "testdata/season-deck.txt: ok (Mars, 50 cards)"}, nil},
		{"missing file", StandardDecks, []string{"testdata/nope.txt"}, 1, nil, []string{"nope.txt"}},
		{"edited base file", StandardDecks, []string{filepath.Join(baseDir, "aggression.txt"), filepath.Join(deckDir, "mars.txt")}, 0,
			[]string{"aggression.txt: ok (replaces the base set's aggression.txt)", "mars.txt: ok (Mars, 50 cards)"}, nil},
		{"broken base edit", StandardDecks, []string{"testdata/edited/minis.txt", filepath.Join(deckDir, "reader.txt")}, 1, nil,
			[]string{"mysticism.txt:", `: no mini-card with key "leper-mini"`, "the other files were not checked"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := ValidateReport(&out, &errb, base, tc.args, tc.decks)
			if code != tc.code {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tc.code, out.String(), errb.String())
			}
			for _, s := range tc.stdout {
				if !strings.Contains(out.String(), s) {
					t.Errorf("stdout lacks %q:\n%s", s, out.String())
				}
			}
			for _, s := range tc.stderr {
				if !strings.Contains(errb.String(), s) {
					t.Errorf("stderr lacks %q:\n%s", s, errb.String())
				}
			}
		})
	}
}

// TestLayering keeps the package pure: the standard library, twilight/rules,
// twilight/rules/english (its words) and twilight/rules/userfile (reading
// files a player hands over safely).
func TestLayering(t *testing.T) {
	allowed := map[string]bool{"twilight/rules": true, "twilight/rules/english": true, "twilight/rules/userfile": true}
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range imports(string(b)) {
			first := strings.SplitN(imp, "/", 2)[0]
			if !allowed[imp] && (strings.Contains(first, ".") || strings.HasPrefix(imp, "twilight/")) {
				t.Errorf("%s imports %s; cardset may import only the standard library, twilight/rules, twilight/rules/english and twilight/rules/userfile", f, imp)
			}
		}
	}
}

// imports lists the import paths of a Go source file.
func imports(src string) []string {
	var out []string
	in := false
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "import ("):
			in = true
		case in && line == ")":
			in = false
		case in && line != "":
			out = append(out, strings.Trim(line[strings.IndexByte(line, '"'):], `"`))
		case strings.HasPrefix(line, `import "`):
			out = append(out, strings.Trim(strings.TrimPrefix(line, "import "), `"`))
		}
	}
	sort.Strings(out)
	return out
}

// TestREADMECoversVocabulary keeps assets/cards/README.md in step with the
// words the reader understands.
func TestREADMECoversVocabulary(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(baseDir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	var words []string
	for op := rules.OpDamage; op.Spec() != nil; op++ {
		words = append(words, op.Spec().Word)
	}
	for w := range condWords {
		words = append(words, w+":")
	}
	for w := range simpleTriggers {
		words = append(words, w+":")
	}
	for w := range flagNames {
		words = append(words, w)
	}
	for k := rules.TSelf; k <= rules.TTrigger; k++ {
		words = append(words, k.String())
	}
	words = append(words, "exhaust:", "pay [I]:", "power:", "once:", "start of PHASE:", "yours", "opponent", "any",
		"level I\\|II", "type creature", "faction aggression", "may", "mini:", "key:", "stats:", "directions:",
		"upkeep:", "gem:", "art:", "flavor:", "requirement:", "conviction:", "deck:")
	for w := range fieldAlias {
		words = append(words, w+":")
	}
	sort.Strings(words)
	for _, w := range words {
		if !strings.Contains(doc, "`"+w) {
			t.Errorf("README.md does not document `%s`", w)
		}
	}
}

func TestDescribeClauses(t *testing.T) {
	set := loadBase(t)
	tests := []struct {
		trigger rules.Trigger
		typ     rules.CardType
		line    string
		want    string
	}{
		{rules.OnExhaust, rules.Creature, "may fight +2 creature(yours)", "Exhaust: You may have target Creature you control get +2 Fight this turn."},
		{rules.OnExhaust, rules.Creature, "may draw 1 player(opponent)", "Exhaust: You may have target opponent draw 1 card."},
		{rules.OnExhaust, rules.Creature, "may draw 2", "Exhaust: You may draw 2 cards."},
		{rules.OnSummon, rules.Scheme, "may destroy card(type intrigue|fortification)", "You may destroy target Fortification or Intrigue."},
		{rules.OnSummon, rules.Scheme, "mill 2 you; restore 1 player(any)", "Discard the top 2 cards of your Life Stack. Target player restores 1."},
		{rules.OnSummon, rules.Scheme, "return discard-card(yours, type creature)", "Return target Creature in your Discard Stack to its owner's Hand."},
		{rules.OnSummon, rules.Scheme, "slay each-creature(other, damaged, level I)", "Slay each other damaged Lesser Creature."},
		{rules.Static, rules.Creature, "grant fleet to each-creature(yours, faction mysticism)", "Each Mysticism Creature you control has Fleet."},
		{rules.OnGuardian, rules.Creature, "freeze 2 trigger; then: damage 1 to it", "Guardian: Put 2 Freeze markers on the attacking Creature. If you do, deal 1 Damage to it."},
		{rules.OnPhaseEnd, rules.Intrigue, "draw 1 each-player", "At the end of your Combat Phase: Each player draws 1 card."},
		{rules.OnSummon, rules.Scheme, "counter chain(opponent, type creature)", "Counter target Creature being Summoned an opponent controls."},
		{rules.OnSummon, rules.Scheme, "extra-resource 2; gain 2 III", "You may place 2 more Aspects during your Resource Phase this turn. Gain III III."},
		{rules.OnSummon, rules.Scheme, "fight -2 creature; life -2 it", "Target Creature gets -2 Fight and -2 Life this turn."},
		{rules.OnSummon, rules.Scheme, "fight +1 each-creature(yours); armor +1 each-creature(yours); grant overrun each-creature(yours)",
			"Each Creature you control gets +1 Fight and +1 Armor and gains Overrun this turn."},
		{rules.OnSummon, rules.Scheme, "fight +2 creature; savagery: life +2 it", "Target Creature gets +2 Fight this turn. Savagery: It gets +2 Life this turn."},
		{rules.OnSummon, rules.Scheme, "fight +2 creature; may life +2 it", "Target Creature gets +2 Fight this turn. You may have it get +2 Life this turn."},
		{rules.OnSummon, rules.Scheme, "destroy 1 discard-stack(opponent); obliterate: obliterate 2 it",
			"Destroy 1 card of your choice from target opponent's Discard Stack. Obliterate 2 (destroy the top 2 cards of that player's Life Stack if that player had a card Destroyed earlier this turn)."},
		{rules.OnSummon, rules.Scheme, "obliterate 1 player(opponent)", "Destroy the top card of target opponent's Life Stack."},
		{rules.OnSummon, rules.Scheme, "damage 2 discard-stack(opponent)", "Deal 2 Damage to target opponent's Discard Stack (destroy 2 cards of your choice from it)."},
		{rules.OnSummon, rules.Scheme, "return each-creature(recalled)", "Return each recalled Creature to its owner's Hand."},
		{rules.OnHeresy, rules.Scheme, "damage 2 to holder", "Deal 2 Damage to the Life Stack of whoever holds this Aspect."},
		{rules.OnHeresy, rules.Scheme, "mill 2 holder; obliterate: obliterate 1 prev",
			"Whoever holds this Aspect discards the top 2 cards of their Life Stack. Obliterate 1 (destroy the top card of that player's Life Stack if that player had a card Destroyed earlier this turn)."},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			pcs, err := parseClauses(tc.line, rules.Always)
			if err != nil {
				t.Fatal(err)
			}
			a := rules.Ability{Trigger: tc.trigger, Phase: rules.PhaseCombat}
			for _, pc := range pcs {
				a.Clauses = append(a.Clauses, pc.c)
			}
			d := &rules.CardDef{Type: tc.typ}
			if got := Describe(set, d, &a); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestLayer lays the scenario test cards over the base set: base cards
// win a clash of titles, the rest are added, and a test card still makes
// its own mini-card.
func TestLayer(t *testing.T) {
	base := loadBase(t)
	top, err := LoadFS(os.DirFS("../testdata"), "cards")
	if err != nil {
		t.Fatal(err)
	}
	set, err := Layer(base, top)
	if err != nil {
		t.Fatal(err)
	}
	troll, _ := set.Lookup("Youthful Troll")
	baseTroll, _ := base.Lookup("Youthful Troll")
	if troll != baseTroll || set.Cards[troll].Source != base.Cards[baseTroll].Source {
		t.Errorf("Youthful Troll comes from %s, want the base set's", set.Cards[troll].Source)
	}
	wight, ok := set.Lookup("Barrow Wight")
	if !ok {
		t.Fatal("the test card Barrow Wight is missing")
	}
	mini := set.Cards[wight].Abilities[0].Clauses[0].Mini
	if set.Cards[mini].Key != "barrow-shade-mini" || !set.Cards[mini].Mini {
		t.Errorf("Barrow Wight makes %q, want its own mini-card", set.Cards[mini].Key)
	}
	if _, ok := set.Deity("Enlil"); !ok {
		t.Error("the base set's Deities are missing")
	}
	if len(set.Deities) != len(base.Deities) {
		t.Errorf("%d Deities, want the base set's %d (the test Mars and Hera are the base set's)", len(set.Deities), len(base.Deities))
	}
	if len(base.Cards) >= len(set.Cards) {
		t.Error("no test card was added")
	}
}

// Check runs the whole-set checks over every card and Deity of set and
// returns what is wrong, located by each definition's Source. A set read by
// LoadFS or Parse has already passed them.
func Check(set *rules.CardSet) []Problem {
	var probs []Problem
	for i := 1; i < len(set.Cards); i++ {
		d := &set.Cards[i]
		probs = append(probs, checkCard(set, d, whereFromSource(d.Source))...)
	}
	for i := range set.Deities {
		d := &set.Deities[i]
		probs = append(probs, checkDeity(set, d, whereFromSource(d.Source))...)
	}
	return probs
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
