package cardset

import (
	"fmt"
	"strings"

	"twilight/rules"
)

// combatKeywords are carried by Creatures only.
const combatKeywords = rules.KwPiercing | rules.KwInitiative | rules.KwOverrun | rules.KwFleet |
	rules.KwEntrapment | rules.KwRelentless | rules.KwImmobile | rules.KwDefile | rules.KwUnlimited

// grantable keywords may be given by an effect.
const grantable = rules.KwPiercing | rules.KwInitiative | rules.KwOverrun | rules.KwFleet |
	rules.KwEntrapment | rules.KwStealth | rules.KwRelentless | rules.KwImmobile

// checkCard reports what is wrong with Action card or mini-card d.
func checkCard(set *rules.CardSet, d *rules.CardDef, w *where) []Problem {
	c := cardCheck{d: d, w: w}
	c.basics()
	c.typeFields()
	c.keywords()
	c.abilities(set)
	return c.probs
}

// cardCheck collects what is wrong with one card definition.
type cardCheck struct {
	d     *rules.CardDef
	w     *where
	probs []Problem
}

func (c *cardCheck) bad(n int, f string, a ...any) {
	c.probs = append(c.probs, Problem{c.w.file, n, fmt.Sprintf(f, a...)})
}

func (c *cardCheck) missing(name, hint string) {
	c.bad(c.w.header, "%s has no %s: line%s", c.d.Title, name, hint)
}

// basics checks type, faction, art, level, cost and gem (mini-cards have
// their own rules).
func (c *cardCheck) basics() {
	d, w := c.d, c.w
	if d.Type == 0 {
		c.missing("type", " (creature, fortification, intrigue or scheme)")
	}
	if d.Factions == 0 {
		c.missing("faction", "")
	}
	if d.Art == "" {
		c.missing("art", " (a game-icons.net name such as troll)")
	}
	if d.Mini {
		if d.Type != 0 && d.Type != rules.Creature {
			c.bad(w.field("type"), "a mini-card is a Creature")
		}
		if d.Level != rules.NoLevel && d.Level != rules.Lesser {
			c.bad(w.field("level"), "a mini-card is Lesser (level I)")
		}
		if d.Cost.Total() > 0 {
			c.bad(w.field("cost"), "a mini-card has no cost (it is made by other cards; Sacrificing it costs I)")
		}
		if d.Has(rules.KwEpic) {
			c.bad(w.field("keywords"), "a mini-card cannot be Epic")
		}
		return
	}
	if d.Level == rules.NoLevel {
		c.missing("level", " (I, II or III)")
	}
	if d.Cost.Total() == 0 {
		c.missing("cost", " (such as \"cost: I I\")")
	}
	if d.Cost.Total() > rules.MaxCost {
		c.bad(w.field("cost"), "cost %s asks for %d Aspects; at most %d", d.Cost, d.Cost.Total(), rules.MaxCost)
	}
	if d.Cost.Total() > 0 && d.Level != rules.NoLevel && d.Level != d.Cost.Highest() {
		c.bad(w.field("level"), "level %s does not match cost %s: a card's level is the highest level in its cost (%s)",
			d.Level.Roman(), d.Cost, d.Cost.Highest().Roman())
	}
	if d.Gem == "" {
		c.missing("gem", " (the pre-built deck it belongs to)")
	}
}

// typeFields checks the fields only some types have.
func (c *cardCheck) typeFields() {
	d, w := c.d, c.w
	if d.Type == rules.Creature {
		if d.Life < 1 {
			c.bad(w.field("stats"), "a Creature needs stats: Fight/Life with Life at least 1")
		}
	} else if d.Fight != 0 || d.Life != 0 {
		c.bad(w.field("stats"), "only Creatures have stats")
	}
	if d.Type == rules.Fortification {
		if d.Directions == 0 {
			c.bad(w.header, "a Fortification needs directions: (north, east, south or west)")
		}
	} else if d.Directions != 0 {
		c.bad(w.field("directions"), "only Fortifications have directions")
	}
	if d.Type == rules.Intrigue {
		if d.Upkeep.Total() == 0 {
			c.bad(w.header, "an Intrigue needs upkeep: (such as \"upkeep: I\")")
		}
	} else if d.Upkeep.Total() != 0 {
		c.bad(w.field("upkeep"), "only Intrigues have upkeep")
	}
}

// keywords checks which types may carry which keywords.
func (c *cardCheck) keywords() {
	d := c.d
	kl := c.w.field("keywords")
	if d.Type != 0 && d.Type != rules.Creature {
		if k := d.Keywords & combatKeywords; k != 0 {
			c.bad(kl, "only Creatures have %s", strings.Join(k.Names(), ", "))
		}
		if d.Has(rules.KwArmor) && d.Type != rules.Fortification {
			c.bad(kl, "Armor goes on Creatures and Fortifications")
		}
		if d.Has(rules.KwStealth) && d.Type != rules.Scheme {
			c.bad(kl, "Stealth goes on Creatures and Schemes")
		}
	}
	if d.Has(rules.KwLayered) && d.Type != rules.Fortification {
		c.bad(kl, "Layered goes on Fortifications")
	}
	if d.Has(rules.KwArmor) != (d.Armor > 0) {
		c.bad(kl, "Armor needs a number from 1 to 9")
	}
	if d.Defile > 0 && !d.Has(rules.KwDefile) {
		c.bad(kl, "Defile number without the Defile keyword")
	}
}

// abilities checks each ability and the lines every card of a type needs.
func (c *cardCheck) abilities(set *rules.CardSet) {
	d, w := c.d, c.w
	heresies, summons := 0, 0
	for i := range d.Abilities {
		a := &d.Abilities[i]
		switch a.Trigger {
		case rules.OnHeresy:
			heresies++
			if heresies == 2 {
				c.bad(w.ability(i), "a card has one heresy: line")
			}
		case rules.OnSummon:
			summons++
		}
		for _, m := range checkAbility(set, d, nil, i, a) {
			c.bad(w.ability(i), "%s", m)
		}
	}
	if d.Mini && heresies > 0 {
		c.bad(w.header, "a mini-card never becomes an Aspect, so it has no heresy: line")
	}
	if !d.Mini && heresies == 0 {
		c.bad(w.header, "%s has no heresy: line; every Action card has a Heresy effect", d.Title)
	}
	if d.Type == rules.Scheme && summons == 0 {
		c.bad(w.header, "a Scheme needs a summon: line (what it does when played)")
	}
	if d.Has(rules.KwDefile) && d.Defile == 0 && len(d.AbilitiesOf(rules.OnDefile)) == 0 {
		c.bad(w.field("keywords"), "Defile without a number needs a defile: line")
	}
}

// checkDeity reports what is wrong with Deity d.
func checkDeity(set *rules.CardSet, d *rules.DeityDef, w *where) []Problem {
	var probs []Problem
	bad := func(n int, f string, a ...any) { probs = append(probs, Problem{w.file, n, fmt.Sprintf(f, a...)}) }
	if d.Faction == 0 {
		bad(w.header, "%s has no faction: line", d.Title)
	}
	if d.Conviction == 0 {
		bad(w.header, "%s has no conviction: line (its Conviction colour or colours)", d.Title)
	}
	if d.ReqFaction == 0 {
		bad(w.header, "%s has no requirement: line (such as \"requirement: Aggression 10\")", d.Title)
	} else if d.ReqCount < 1 || d.ReqCount > 50 {
		bad(w.field("requirement"), "a Faction Requirement is from 1 to 50 cards, not %d", d.ReqCount)
	}
	if d.Art == "" {
		bad(w.header, "%s has no art: line (a game-icons.net name)", d.Title)
	}
	general, once, perTurn := 0, 0, 0
	for i := range d.Abilities {
		a := &d.Abilities[i]
		switch {
		case a.Once:
			once++
		case a.PerTurn:
			perTurn++
			general++
		default:
			general++
		}
		if perTurn > 1 && a.PerTurn {
			bad(w.ability(i), "a Deity has at most one power once per turn")
		}
		for _, m := range checkAbility(set, nil, d, i, a) {
			bad(w.ability(i), "%s", m)
		}
	}
	if general == 0 {
		bad(w.header, "%s has no power: line (its general power)", d.Title)
	}
	if once != 1 {
		bad(w.header, "%s needs exactly one once: line (its one-use Conviction power), not %d", d.Title, once)
	}
	return probs
}

// triggerWord is how a trigger is written in a card file.
func triggerWord(t rules.Trigger) string {
	for w, tr := range simpleTriggers {
		if tr == t {
			return w + ":"
		}
	}
	switch t {
	case rules.OnExhaust:
		return "exhaust:"
	case rules.OnPhaseStart:
		return "start of ...:"
	case rules.OnPhaseEnd:
		return "end of ...:"
	case rules.OnDeity:
		return "power:"
	}
	return t.String()
}

// checkAbility returns what is wrong with ability i of card d or deity dd.
func checkAbility(set *rules.CardSet, d *rules.CardDef, dd *rules.DeityDef, i int, a *rules.Ability) []string {
	var typ rules.CardType
	if d != nil {
		typ = d.Type
	}
	msgs := checkTrigger(d, dd, a, typ)
	for k := range a.Clauses {
		msgs = append(msgs, checkClause(set, d, dd, a, k, typ)...)
	}
	if a.Trigger == rules.Static {
		msgs = append(msgs, checkStatic(a)...)
	}
	return msgs
}

// checkTrigger reports what is wrong with ability a's trigger and cost on a
// card of type typ (0 for a Deity).
func checkTrigger(d *rules.CardDef, dd *rules.DeityDef, a *rules.Ability, typ rules.CardType) []string {
	var msgs []string
	bad := func(f string, args ...any) { msgs = append(msgs, fmt.Sprintf(f, args...)) }
	tw := triggerWord(a.Trigger)
	permanent := typ == rules.Creature || typ == rules.Fortification || typ == rules.Intrigue
	switch a.Trigger {
	case rules.OnDeity:
		if d != nil {
			bad("power: and once: belong to Deities")
		}
	case rules.OnDeathbound, rules.OnGuardian, rules.OnPrescience, rules.OnDefile:
		if typ != 0 && typ != rules.Creature {
			bad("%s only goes on Creatures", tw)
		}
		if a.Trigger == rules.OnDefile && d != nil && !d.Has(rules.KwDefile) {
			bad("defile: needs the Defile keyword")
		}
	case rules.OnUpkeep:
		if typ != 0 && typ != rules.Intrigue {
			bad("upkeep paid: only goes on Intrigues")
		}
	case rules.OnExhaust, rules.Static, rules.OnPhaseStart, rules.OnPhaseEnd:
		if typ != 0 && !permanent {
			bad("%s only goes on cards that stay in play", tw)
		}
	case rules.OnSummon, rules.OnRequiem, rules.OnHeresy:
	default:
		bad("unknown trigger %v", a.Trigger)
	}
	if dd != nil && a.Trigger != rules.OnDeity {
		bad("a Deity's powers are written power: and once:")
	}
	if (a.Trigger == rules.OnPhaseStart || a.Trigger == rules.OnPhaseEnd) && (a.Phase < rules.PhaseRefresh || a.Phase > rules.PhaseEnd) {
		bad("a start of/end of line needs a phase")
	}
	if a.Cost.Total() > 0 && a.Trigger != rules.OnExhaust && a.Trigger != rules.OnDeity {
		bad("only exhaust:, pay:, power: and once: take a cost")
	}
	if a.NoExhaust && a.Cost.Total() == 0 {
		bad("pay: needs a cost")
	}
	if a.Once && a.Trigger != rules.OnDeity {
		bad("once: belongs to Deities")
	}
	if len(a.Clauses) == 0 {
		bad("%s does nothing", tw)
	}
	return msgs
}

// checkClause reports what is wrong with clause k of ability a, against
// what the engine's op table says the op takes.
func checkClause(set *rules.CardSet, d *rules.CardDef, dd *rules.DeityDef, a *rules.Ability, k int, typ rules.CardType) []string {
	var msgs []string
	bad := func(f string, args ...any) { msgs = append(msgs, fmt.Sprintf(f, args...)) }
	c := &a.Clauses[k]
	sp := c.Op.Spec()
	if sp == nil {
		return []string{fmt.Sprintf("unknown op %v", c.Op)}
	}
	w := opWord(c.Op)
	n := c.N
	switch {
	case sp.MaxN == 0 && n != 0:
		bad("%s takes no number", w)
	case sp.Signed && (n == 0 || n > sp.MaxN || n < -sp.MaxN):
		bad("%s needs a number from -%d to +%d (not 0)", w, sp.MaxN, sp.MaxN)
	case !sp.Signed && sp.MaxN > 0 && (n < sp.MinN || n > sp.MaxN):
		bad("%s needs a number from %d to %d, not %d", w, sp.MinN, sp.MaxN, n)
	}
	if sp.Level && c.Level == rules.NoLevel {
		bad("%s needs a level: I, II or III", w)
	}
	if !sp.Level && c.Level != rules.NoLevel {
		bad("%s takes no level", w)
	}
	if sp.Keyword && c.Keyword&grantable == 0 {
		bad("%s gives one of %s", w, strings.Join(grantable.Names(), ", "))
	}
	if !sp.Keyword && c.Keyword != 0 {
		bad("only grant names a keyword")
	}
	if sp.Mini {
		if c.Mini == 0 || set == nil || int(c.Mini) >= len(set.Cards) || !set.Cards[c.Mini].Mini {
			bad("%s needs a mini-card", w)
		}
	} else if c.Mini != 0 || c.Exhausted {
		bad("only create makes mini-cards")
	}
	msgs = append(msgs, checkClauseTarget(d, dd, a, k, sp)...)
	if c.Cond == rules.IfDid && k == 0 {
		bad("then: follows another clause; the first clause has none")
	}
	if sp.Place != nil {
		if m := sp.Place(a, typ, k); m != "" {
			bad("%s", m)
		}
	}
	if c.Op == rules.OpEcho && k == 0 && a.Trigger == rules.OnHeresy && d != nil && len(d.AbilitiesOf(rules.OnSummon)) == 0 {
		bad("echo repeats the card's summon: effect, and this card has none")
	}
	return msgs
}

// checkClauseTarget reports what is wrong with the target of clause k.
func checkClauseTarget(d *rules.CardDef, dd *rules.DeityDef, a *rules.Ability, k int, sp *rules.OpSpec) []string {
	var msgs []string
	bad := func(f string, args ...any) { msgs = append(msgs, fmt.Sprintf(f, args...)) }
	c := &a.Clauses[k]
	w := opWord(c.Op)
	eff := c.Target.Kind
	if eff == rules.TPrev {
		if k == 0 {
			bad("prev refers to the clause before it; the first clause has none")
		} else {
			eff = effectiveKind(a.Clauses, k)
		}
	}
	if !hasKind(sp.Targets, eff) {
		switch {
		case eff == rules.TNone:
			bad("%s needs a target: %s", w, kindList(sp.Targets))
		case len(sp.Targets) == 1 && sp.Targets[0] == rules.TNone:
			bad("%s takes no target", w)
		default:
			bad("%s cannot act on %s; it takes %s", w, eff, kindList(sp.Targets))
		}
	}
	msgs = append(msgs, checkFilters(c)...)
	if c.Target.Kind == rules.TTrigger && a.Trigger != rules.OnGuardian && a.Trigger != rules.OnPrescience {
		bad("trigger (the card that set the effect off) is only known in guardian: and prescience: lines")
	}
	if c.Target.Kind == rules.THolder && a.Trigger != rules.OnHeresy {
		bad("holder (the player whose Resource Area holds the Manifested Aspect) is only known in heresy: lines")
	}
	if c.Target.Kind == rules.TSelf && (d != nil && d.Type == rules.Scheme || a.Trigger == rules.OnHeresy || dd != nil) {
		bad("self means the card in play; it has no meaning here")
	}
	if c.Cond == rules.IfObliterate {
		switch eff {
		case rules.TPlayer, rules.TDiscardStack, rules.TEachPlayer, rules.TYou, rules.THolder:
		default:
			bad("obliterate: asks whether a player lost a card; its clause must aim at a player (player, discard-stack, each-player, you or a prev that is one)")
		}
	}
	return msgs
}

// checkStatic reports what a static: line may not hold.
func checkStatic(a *rules.Ability) []string {
	var msgs []string
	bad := func(f string, args ...any) { msgs = append(msgs, fmt.Sprintf(f, args...)) }
	for k := range a.Clauses {
		c := &a.Clauses[k]
		sp := c.Op.Spec()
		switch {
		case sp == nil || !sp.Static:
			bad("a static: line holds fight, life, armor, grant or cost-reduce, not %s", opWord(c.Op))
		case c.Op != rules.OpCostReduce && c.Target.Kind != rules.TSelf && c.Target.Kind != rules.TEachCreature:
			bad("a static: change applies to self or each-creature(...)")
		}
		if c.Cond != rules.Always && c.Cond != rules.IfConviction {
			bad("a static: line may only depend on conviction:")
		}
		if c.Optional {
			bad("a static: line cannot be optional (may)")
		}
	}
	return msgs
}

// checkFilters reports filters a target kind cannot take.
func checkFilters(c *rules.Clause) []string {
	var msgs []string
	t := c.Target
	k := t.Kind
	inPlay := k == rules.TCreature || k == rules.TCard || k == rules.TEachCreature
	cardish := inPlay || k == rules.TDiscardCard
	sided := cardish || k == rules.TPlayer || k == rules.TDiscardStack || k == rules.TChainItem || k == rules.TEachPlayer
	if c.Op == rules.OpCostReduce {
		if t.Side != rules.AnySide || t.Flags != 0 {
			msgs = append(msgs, "cost-reduce filters cards by type, level and faction only")
		}
		return msgs
	}
	if t.Side != rules.AnySide && !sided {
		msgs = append(msgs, fmt.Sprintf("%s takes no side", k))
	}
	if k == rules.TPlayer && t.Side == rules.YourSide {
		msgs = append(msgs, "player(yours) is you: write you")
	}
	if (t.Levels != 0 || t.Factions != 0) && !cardish {
		msgs = append(msgs, fmt.Sprintf("%s takes no level or faction filter", k))
	}
	if t.Types != 0 && k != rules.TCard && k != rules.TDiscardCard && k != rules.TChainItem {
		msgs = append(msgs, fmt.Sprintf("%s takes no type filter", k))
	}
	if t.Flags != 0 && !inPlay {
		msgs = append(msgs, fmt.Sprintf("%s takes no attacking, blocking, fresh, exhausted, other, damaged or recalled filter", k))
	}
	return msgs
}

// effectiveKind follows prev back to the clause it refers to.
func effectiveKind(cl []rules.Clause, k int) rules.TargetKind {
	for k > 0 && cl[k].Target.Kind == rules.TPrev {
		k--
	}
	return cl[k].Target.Kind
}

func hasKind(ks []rules.TargetKind, k rules.TargetKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func kindList(ks []rules.TargetKind) string {
	var names []string
	for _, k := range ks {
		if k != rules.TNone {
			names = append(names, k.String())
		}
	}
	return strings.Join(names, ", ")
}
