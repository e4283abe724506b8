package rules

import (
	"strings"

	"twilight/rules/english"
)

// The effect ops, one table: everything the game knows about each op. The
// card loader and checker (rules/cardset) read its word, numbers, level and
// targets and where it may stand; the card-text writer its sentence; the
// engine its action; the client its rules reference term; the computer
// players what it does to what it targets.

// Harm says what an op does to what it targets, as the computer players
// weigh it.
type Harm uint8

// Harms.
const (
	Neutral Harm = iota // neither (Manifest, Echo...)
	Hurts               // bad for what it targets (Damage, Slay, Freeze...)
	Helps               // good for what it targets (Bless, Refresh, Draw...)
	BySign              // Hurts with a negative number, Helps with a positive one
)

// OpSpec describes one effect op.
type OpSpec struct {
	Word     string       // its word in card files
	Targets  []TargetKind // what it may act on ({TNone}: nothing)
	Default  TargetKind   // the target a clause gets when none is written
	DefaultN int8         // the number a clause gets when none is written
	MinN     int8         // the numbers it takes; MaxN 0: no number
	MaxN     int8
	Signed   bool // the number may be negative (never 0)
	Level    bool // it takes a level: I, II or III
	Keyword  bool // it takes a keyword to give (grant)
	Mini     bool // it takes a mini-card's key (create)
	Static   bool // it may stand in a static: line
	// Numbered is the op a clause becomes when a number is written
	// ("destroy 2" is Destroy X).
	Numbered Op
	// Term is the rules reference entry its words use ("" for none).
	Term string
	Harm Harm
	// Place says what is wrong with the op standing as clause k of ability
	// a on a card of type typ (typ 0 for a Deity), or "".
	Place func(a *Ability, typ CardType, k int) string
	// Say words a clause: the sentence without its condition.
	Say func(w *Words) string
	run func(s *State, r *clauseRun) (did, wait bool)
}

// Words are what a clause's sentence is made of, prepared from the card by
// the card-text writer.
type Words struct {
	N         int
	Level     Level
	Obj       string // the target as an object: "target Creature you control"
	Poss      string // the target player's possessive: "target opponent's", "your"
	Subj      string // the target as a subject: "target opponent", "you"
	You       bool   // the subject is "you"
	Plural    bool   // the target is several things
	Static    bool   // a static: line (no "this turn")
	Base      bool   // the verb in its base form ("have it get +2 Fight")
	Mini      string // the mini-card's title
	Exhausted bool   // the mini-card arrives Exhausted
	Keywords  string // the keywords given
	Where     string // where Damage lands: a Creature, a Life Stack, a Discard Stack
	Noun      string // the cards a cost reduction applies to, in the plural
	// Also are the Fight, Life and Armor changes of the clauses merged
	// into this one ("-2 Life"), printed after its own.
	Also []string
	// Gains are the keywords a merged grant clause gives ("Overrun").
	Gains string
}

// verb conjugates v for the subject.
func (w *Words) verb(v string) string {
	if w.Base || w.You || w.Plural && !hasPrefix(w.Subj, "each") {
		return v
	}
	if v == "have" {
		return "has"
	}
	return v + "s"
}

// turn is " this turn" for an effect that ends with the turn.
func (w *Words) turn() string {
	if w.Static {
		return ""
	}
	return " this turn"
}

// changes words a Fight, Life or Armor change with the changes that the
// clauses after it make to the same Creature (Words.Also): "target Creature
// gets -2 Fight and -2 Life this turn".
func (w *Words) changes(o Op) string {
	parts := append([]string{o.Change(w.N)}, w.Also...)
	last := len(parts) - 1
	list := parts[last]
	if last > 0 {
		list = strings.Join(parts[:last], ", ") + " and " + parts[last]
	}
	if w.Gains != "" {
		if w.Static {
			return sprintf("%s %s %s and %s %s", w.Subj, w.verb("get"), list, w.verb("have"), w.Gains)
		}
		return sprintf("%s %s %s and %s %s%s", w.Subj, w.verb("get"), list, w.verb("gain"), w.Gains, w.turn())
	}
	return sprintf("%s %s %s%s", w.Subj, w.verb("get"), list, w.turn())
}

// Change words one Fight, Life or Armor change ("-2 Life"), or "" for
// another op.
func (o Op) Change(n int) string {
	switch o {
	case OpModFight:
		return sprintf("%+d Fight", n)
	case OpModLife:
		return sprintf("%+d Life", n)
	case OpModArmor:
		return sprintf("%+d Armor", n)
	}
	return ""
}

// Subject reports whether the op's sentence starts with its target as the
// subject ("Target opponent draws 2 cards") rather than with a verb.
func (o Op) Subject(you bool) bool {
	switch o {
	case OpModFight, OpModLife, OpModArmor, OpGrant, OpNoCombatDamage:
		return true
	case OpMill, OpDraw, OpRestore:
		return !you
	}
	return false
}

// Spec returns the op's description, or nil for an unknown op.
func (o Op) Spec() *OpSpec {
	if o == OpNone || int(o) >= len(opSpecs) {
		return nil
	}
	return &opSpecs[o]
}

// OpByWord returns the op a card file's word names.
func OpByWord(word string) (Op, bool) {
	for i := range opSpecs {
		if i > 0 && opSpecs[i].Word == word && Op(i) != OpDestroyX {
			return Op(i), true
		}
	}
	return OpNone, false
}

// Harmful reports whether clause c hurts what it targets.
func (c *Clause) Harmful() bool {
	sp := c.Op.Spec()
	if sp == nil {
		return false
	}
	return sp.Harm == Hurts || sp.Harm == BySign && c.N < 0
}

// Target kind lists shared by several ops.
var (
	onCreature  = []TargetKind{TCreature, TEachCreature, TSelf, TPrev, TTrigger}
	onCardInPly = []TargetKind{TCreature, TCard, TEachCreature, TSelf, TPrev, TTrigger}
	onPlayer    = []TargetKind{TPlayer, TEachPlayer, TDiscardStack, TYou, THolder, TPrev}
	onNothing   = []TargetKind{TNone}
)

// opSpecs is the table, indexed by Op.
var opSpecs = [opCount]OpSpec{
	OpDamage: {Word: "damage", MinN: 1, MaxN: 20, Harm: Hurts,
		Targets: []TargetKind{TCreature, TEachCreature, TPlayer, TEachPlayer, TDiscardStack, TYou, THolder, TSelf, TPrev, TTrigger},
		Say: func(w *Words) string {
			if strings.HasSuffix(w.Where, "Discard Stack") {
				// Damage to a Discard Stack Destroys the cards its dealer
				// picks: the reminder says so in Destroy X's words.
				return sprintf("deal %d Damage to %s (destroy %s of your choice from it)", w.N, w.Where, english.Count(w.N, "card"))
			}
			return sprintf("deal %d Damage to %s", w.N, w.Where)
		},
		run: runDamage},
	OpSlay: {Word: "slay", Targets: onCreature, Harm: Hurts,
		Say: func(w *Words) string { return "slay " + w.Obj },
		run: eachCard(func(s *State, c CardID, _ *clauseRun) bool {
			if s.Def(c).Type != Creature {
				return false
			}
			s.slay(c, CauseEffect)
			return true
		})},
	OpDestroy: {Word: "destroy", Numbered: OpDestroyX, Harm: Hurts,
		Targets: []TargetKind{TCreature, TCard, TDiscardCard, TEachCreature, TSelf, TPrev, TTrigger},
		Say:     func(w *Words) string { return "destroy " + w.Obj },
		run:     eachCard(func(s *State, c CardID, _ *clauseRun) bool { s.destroy(c, CauseEffect); return true })},
	OpDestroyX: {Word: "destroy", MinN: 1, MaxN: 20, Term: "Destroy X", Harm: Hurts,
		Targets: []TargetKind{TPlayer, TDiscardStack, TYou, TPrev},
		Say: func(w *Words) string {
			return sprintf("destroy %s of your choice from %s Discard Stack", english.Count(w.N, "card"), w.Poss)
		},
		run: func(s *State, r *clauseRun) (bool, bool) { return false, s.chooseFromDiscard(r, CauseEffect) }},
	OpDestroyTop: {Word: "obliterate", MinN: 1, MaxN: 20, Targets: onPlayer, Term: "Obliterate", Harm: Hurts,
		Say: func(w *Words) string {
			// Unconditional, this is not the Obliterate keyword (which
			// needs a card Destroyed earlier in the turn); the card-text
			// writer names the keyword when the clause carries it.
			return sprintf("destroy the %s of %s Life Stack", topCards(w.N), w.Poss)
		},
		run: eachPlayer(func(s *State, p int8, r *clauseRun) bool { return s.destroyTop(p, r.n, CauseEffect) > 0 })},
	OpMill: {Word: "mill", MinN: 1, MaxN: 20, Targets: onPlayer, Harm: Hurts,
		Say: func(w *Words) string {
			if w.You {
				return sprintf("discard the %s of your Life Stack", topCards(w.N))
			}
			return sprintf("%s %s the %s of their Life Stack", w.Subj, w.verb("discard"), topCards(w.N))
		},
		run: eachPlayer(func(s *State, p int8, r *clauseRun) bool { s.mill(p, r.n); return true })},
	OpRestore: {Word: "restore", MinN: 1, MaxN: 20, Default: TYou, Term: "Restore", Harm: Helps,
		Targets: []TargetKind{TYou, TPlayer, TPrev},
		Say: func(w *Words) string {
			if w.You {
				return sprintf("restore %d", w.N)
			}
			return sprintf("%s %s %d", w.Subj, w.verb("restore"), w.N)
		},
		run: runRestore},
	OpManifest: {Word: "manifest", Level: true, Targets: onNothing, Term: "Manifest",
		Say: func(w *Words) string {
			return sprintf("manifest %s Aspect (%s)", w.Level.WithArticle(), w.Level.Roman())
		},
		run: runManifest},
	OpBless: {Word: "bless", MinN: 1, MaxN: 3, DefaultN: 1, Targets: onCreature, Term: "Blessing", Harm: Helps,
		Say: func(w *Words) string { return sprintf("give %s %s", w.Obj, english.Count(w.N, "Blessing")) },
		run: eachCard(func(s *State, c CardID, r *clauseRun) bool {
			cd := &s.Cards[c]
			if cd.Bless >= MaxBless {
				return false
			}
			cd.Bless = addCapped(cd.Bless, r.n, MaxBless)
			return true
		})},
	OpUnbless: {Word: "unbless", MinN: 1, MaxN: 3, DefaultN: 1, Targets: onCreature, Term: "Blessing", Harm: Hurts,
		Say: func(w *Words) string { return sprintf("remove %s from %s", english.Count(w.N, "Blessing"), w.Obj) },
		run: eachCard(func(s *State, c CardID, r *clauseRun) bool {
			cd := &s.Cards[c]
			if cd.Bless == 0 {
				return false
			}
			cd.Bless -= uint8(min(r.n, int(cd.Bless)))
			s.checkAlive(c, CauseEffect)
			return true
		})},
	OpFreeze: {Word: "freeze", MinN: 1, MaxN: 5, DefaultN: 1, Targets: onCardInPly, Term: "Freeze", Harm: Hurts,
		Say: func(w *Words) string { return sprintf("put %s on %s", english.Count(w.N, "Freeze marker"), w.Obj) },
		run: eachCard(func(s *State, c CardID, r *clauseRun) bool {
			cd := &s.Cards[c]
			cd.Freeze = addCapped(cd.Freeze, max(r.n, 1), MaxMarkers)
			return true
		})},
	OpRecall: {Word: "recall", Targets: []TargetKind{TCreature, TCard, TSelf, TPrev, TTrigger}, Term: "Recall", Harm: Hurts,
		Say: func(w *Words) string { return "put a Recall marker on " + w.Obj },
		run: eachCard(func(s *State, c CardID, _ *clauseRun) bool {
			s.Cards[c].Recall = addCapped(s.Cards[c].Recall, 1, MaxMarkers)
			return true
		})},
	OpCreateMini: {Word: "create", MinN: 1, MaxN: 5, DefaultN: 1, Mini: true, Targets: onNothing, Term: "Mini-cards",
		Say: func(w *Words) string {
			ex := ""
			if w.Exhausted {
				ex = "Exhausted "
			}
			if w.N == 1 {
				return "put " + english.WithArticle(ex+w.Mini) + " mini-card into play"
			}
			return sprintf("put %d %s%s mini-cards into play", w.N, ex, w.Mini)
		},
		run: func(s *State, r *clauseRun) (bool, bool) {
			for i := 0; i < max(r.n, 1); i++ {
				s.createMini(r.c.Mini, r.ctrl, r.c.Exhausted)
			}
			return true, false
		}},
	OpRefresh: {Word: "refresh", Targets: onCardInPly, Harm: Helps,
		Say: func(w *Words) string { return "refresh " + w.Obj },
		run: eachCard(func(s *State, c CardID, _ *clauseRun) bool { s.Cards[c].Flags &^= FExhausted; return true })},
	OpExhaust: {Word: "exhaust", Targets: onCardInPly, Harm: Hurts,
		Say: func(w *Words) string { return "exhaust " + w.Obj },
		run: eachCard(func(s *State, c CardID, _ *clauseRun) bool { s.Cards[c].Flags |= FExhausted; return true })},
	OpReturn: {Word: "return", Harm: Hurts,
		Targets: []TargetKind{TCreature, TCard, TDiscardCard, TEachCreature, TSelf, TPrev, TTrigger},
		Say: func(w *Words) string {
			if w.Plural && !hasPrefix(w.Obj, "each") {
				return sprintf("return %s to their owners' Hands", w.Obj)
			}
			return sprintf("return %s to its owner's Hand", w.Obj)
		},
		run: eachCard(func(s *State, c CardID, _ *clauseRun) bool { s.returnToHand(c); return true })},
	OpGainPower: {Word: "gain", MinN: 1, MaxN: 5, DefaultN: 1, Level: true, Targets: onNothing,
		Say: func(w *Words) string {
			if w.Level < Lesser || w.Level > Exalted {
				return "gain Power"
			}
			var cost Cost
			cost[w.Level-1] = uint8(max(w.N, 1))
			return "gain " + cost.String()
		},
		run: func(s *State, r *clauseRun) (bool, bool) {
			if r.c.Level == NoLevel {
				return false, false
			}
			pool := &s.Players[r.ctrl].Pool[r.c.Level-1]
			*pool = addCapped(*pool, max(r.n, 1), MaxPool)
			return true, false
		}},
	OpDraw: {Word: "draw", MinN: 1, MaxN: 7, Default: TYou, Targets: onPlayer, Harm: Helps,
		Say: func(w *Words) string {
			if w.You {
				return "draw " + english.Count(w.N, "card")
			}
			return sprintf("%s %s %s", w.Subj, w.verb("draw"), english.Count(w.N, "card"))
		},
		run: eachPlayer(func(s *State, p int8, r *clauseRun) bool { s.draw(p, r.n); return true })},
	OpCounter: {Word: "counter", Targets: []TargetKind{TChainItem}, Term: "Counter", Harm: Hurts,
		Say: func(w *Words) string { return "counter " + w.Obj },
		run: func(s *State, r *clauseRun) (bool, bool) { return r.tgt >= 0 && s.counter(r.tgt), false }},
	OpModFight: {Word: "fight", MinN: 1, MaxN: 10, Signed: true, Static: true, Targets: onCreature, Harm: BySign,
		Say: func(w *Words) string { return w.changes(OpModFight) },
		run: eachCard(func(s *State, c CardID, r *clauseRun) bool {
			s.Cards[c].FightMod = addMod(s.Cards[c].FightMod, r.n)
			return true
		})},
	OpModLife: {Word: "life", MinN: 1, MaxN: 10, Signed: true, Static: true, Targets: onCreature, Harm: BySign,
		Say: func(w *Words) string { return w.changes(OpModLife) },
		run: eachCard(func(s *State, c CardID, r *clauseRun) bool {
			s.Cards[c].LifeMod = addMod(s.Cards[c].LifeMod, r.n)
			s.checkAlive(c, CauseEffect)
			return true
		})},
	OpModArmor: {Word: "armor", MinN: 1, MaxN: 9, Signed: true, Static: true, Targets: onCreature, Harm: BySign,
		Say: func(w *Words) string { return w.changes(OpModArmor) },
		run: eachCard(func(s *State, c CardID, r *clauseRun) bool {
			s.Cards[c].ArmorMod = addMod(s.Cards[c].ArmorMod, r.n)
			return true
		})},
	OpGrant: {Word: "grant", Keyword: true, Static: true, Targets: onCreature, Harm: Helps,
		Say: func(w *Words) string {
			if w.Static {
				return sprintf("%s %s %s", w.Subj, w.verb("have"), w.Keywords)
			}
			return sprintf("%s %s %s%s", w.Subj, w.verb("gain"), w.Keywords, w.turn())
		},
		run: eachCard(func(s *State, c CardID, r *clauseRun) bool { s.Cards[c].Granted |= r.c.Keyword; return true })},
	OpNoCombatDamage: {Word: "no-combat-damage", Targets: onCreature, Harm: Hurts,
		Say: func(w *Words) string {
			return sprintf("%s %s and %s no Combat Damage this turn", w.Subj, w.verb("deal"), w.verb("receive"))
		},
		run: eachCard(func(s *State, c CardID, _ *clauseRun) bool { s.Cards[c].Flags |= FNoCombatDmg; return true })},
	OpPutIntoPlay: {Word: "put-into-play", Targets: onNothing,
		Place: func(a *Ability, typ CardType, _ int) string {
			if a.Trigger != OnHeresy || typ != Intrigue {
				return "put-into-play is the Heresy of an Intrigue"
			}
			return ""
		},
		Say: func(*Words) string { return "you may put this Intrigue into play under your control" },
		run: func(s *State, r *clauseRun) (bool, bool) {
			it := r.it
			if it.Kind == ItemHeresy && s.Cards[it.Source].Zone == ZResource && s.Def(it.Source).Type == Intrigue {
				s.Pending = ask(r.ctrl, Question{Purpose: ForIntrigue, Card: it.Source})
				return false, true
			}
			return false, false
		}},
	OpEcho: {Word: "echo", Targets: onNothing, Term: "Echo",
		Place: func(a *Ability, _ CardType, k int) string {
			if a.Trigger != OnHeresy || k != 0 {
				return "echo is the first clause of a heresy: line"
			}
			return ""
		},
		Say: func(*Words) string { return "echo: resolve this card's own effect" },
		// A Heresy that echoes resolves the card's own effect instead
		// (manifest), so the clause itself never runs.
		run: func(*State, *clauseRun) (bool, bool) { return false, false }},
	OpExtraResource: {Word: "extra-resource", MinN: 1, MaxN: 3, DefaultN: 1, Targets: onNothing, Harm: Helps,
		Say: func(w *Words) string {
			return sprintf("you may place %s during your Resource Phase%s", english.Count(w.N, "more Aspect"), w.turn())
		},
		run: eachPlayer(func(s *State, p int8, r *clauseRun) bool {
			pl := &s.Players[p]
			pl.ExtraResources = addCapped(pl.ExtraResources, max(r.n, 1), MaxExtra)
			return true
		})},
	OpCostReduce: {Word: "cost-reduce", MinN: 1, MaxN: 3, Static: true, Targets: []TargetKind{TCard}, Harm: Helps,
		Place: func(a *Ability, _ CardType, _ int) string {
			if a.Trigger != Static {
				return "cost-reduce only goes in a static: line"
			}
			return ""
		},
		Say: func(w *Words) string {
			var c Cost
			c[0] = uint8(w.N)
			return sprintf("your %s cost %s less to Summon (you still pay at least one Aspect)", w.Noun, c)
		},
		// A cost reduction works while its card is in play (summonCost).
		run: func(*State, *clauseRun) (bool, bool) { return false, false }},
}

// clauseRun is one clause being performed: its item and clause, and the
// players and cards it acts on.
type clauseRun struct {
	it      *Item
	c       *Clause
	ctrl    int8
	tk      TargetKind // the effective target kind (prev followed)
	tgt     int16      // the chosen (or implied) target
	n       int
	players []int8
	cards   []CardID
}

// eachCard runs f on every card the clause acts on; did when f did for any.
func eachCard(f func(s *State, c CardID, r *clauseRun) bool) func(*State, *clauseRun) (bool, bool) {
	return func(s *State, r *clauseRun) (bool, bool) {
		did := false
		for _, c := range r.cards {
			if f(s, c, r) {
				did = true
			}
		}
		return did, false
	}
}

// eachPlayer runs f on every player the clause acts on.
func eachPlayer(f func(s *State, p int8, r *clauseRun) bool) func(*State, *clauseRun) (bool, bool) {
	return func(s *State, r *clauseRun) (bool, bool) {
		did := false
		for _, p := range r.players {
			if f(s, p, r) {
				did = true
			}
		}
		return did, false
	}
}

// runDamage deals Damage to Creatures and Life Stacks, or asks which
// cards of a Discard Stack the Damage destroys.
func runDamage(s *State, r *clauseRun) (bool, bool) {
	if r.tk == TDiscardStack {
		return false, s.chooseFromDiscard(r, CauseDamage)
	}
	did := false
	for _, c := range r.cards {
		s.damageCreature(c, r.n, false, false)
		did = true
	}
	for _, p := range r.players {
		s.lifeDamage(p, r.n, r.ctrl)
		did = true
	}
	return did, false
}

// chooseFromDiscard asks the controller which cards of the target player's
// Discard Stack to Destroy; false when there is nothing to choose.
func (s *State) chooseFromDiscard(r *clauseRun, cause Cause) bool {
	if len(r.players) != 1 || r.n <= 0 || len(s.Players[r.players[0]].Discard) == 0 {
		return false
	}
	s.Pending = choose(r.ctrl, Choice{Purpose: ForDestroyX, Count: int8(r.n), Who: r.players[0], Card: NoCard, Cause: cause})
	return true
}

// runRestore makes the target player Restore.
func runRestore(s *State, r *clauseRun) (bool, bool) {
	if len(r.players) != 1 {
		return false, false
	}
	if s.restore(r.players[0], r.n) {
		return false, true
	}
	return true, false
}

// runManifest asks which Aspect of the clause's level to Manifest.
func runManifest(s *State, r *clauseRun) (bool, bool) {
	if !s.anyManifestable(r.c.Level) {
		return false, false
	}
	s.Pending = choose(r.ctrl, Choice{Purpose: ForManifest, Level: r.c.Level, Count: 1, Card: NoCard})
	return false, true
}
